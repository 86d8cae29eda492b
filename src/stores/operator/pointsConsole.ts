/**
 * The console's Points mall tab state (docs/promotions.md "Points (PTSYS3)"): the settings form
 * (rates per type, deposit rate, ratio, minimum, multiple; saved over the version it loaded, 409
 * POINTS_SETTINGS_STALE asks for a reload), the items (paged; create and edit over the item's
 * version, stock +/- by delta) and the redemption queue (status and username filters; approve,
 * reject with a reason). Refusals keep the server's localised message in `message`. The API comes
 * through the environment (`operatorPointsApi`; tests pass a fake).
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import type {
  OperatorPointsApi,
  OperatorPointsItems,
  OperatorRedemptions,
  PointsSettings,
} from '../../api/operatorPoints';
import type { PointsItemBody, PointsSettingsBody } from '../../../contract/types';
import { envApi } from '../envApi';
import { problemMessage } from '../problems';

const apiOf = (node: object): OperatorPointsApi => envApi(node, 'operatorPointsApi');

/** A notice of the tab: what happened last (ok) or the refusal. */
export interface ConsoleNotice {
  ok: boolean;
  text: string | null;
}

export const PointsConsoleModel = types
  .model('OperatorPointsConsole', {
    settings: types.frozen<PointsSettings | null>(null),
    draft: types.frozen<PointsSettingsBody | null>(null),
    items: types.frozen<OperatorPointsItems | null>(null),
    itemsPage: 1,
    queue: types.frozen<OperatorRedemptions | null>(null),
    queueStatus: types.optional(types.frozen<'applying' | 'approved' | 'rejected' | ''>(), 'applying'),
    queueUsername: '',
    queuePage: 1,
    busy: false,
    notice: types.frozen<ConsoleNotice | null>(null),
  })
  .actions((self) => {
    /** Runs a console call; a refusal sets the notice (`fallback` when the server sent no message). @returns the answer, or null on a refusal. */
    const run = flow(function* run<T>(call: () => Promise<T>, done: string | null, fallback: string) {
      self.busy = true;
      try {
        const value = (yield call()) as T;
        if (done) self.notice = { ok: true, text: done };
        return value;
      } catch (err) {
        self.notice = { ok: false, text: problemMessage(err) ?? fallback };
        return null;
      } finally {
        self.busy = false;
      }
    });
    return {
      run,
      loadSettings: flow(function* loadSettings(fallback: string) {
        const view = (yield run(() => apiOf(self).settings(), null, fallback)) as PointsSettings | null;
        if (view) {
          self.settings = view;
          self.draft = view.settings;
        }
      }),
      setDraft(draft: PointsSettingsBody) {
        self.draft = draft;
      },
      saveSettings: flow(function* saveSettings(done: string, fallback: string) {
        if (!self.settings || !self.draft) return;
        const view = (yield run(
          () => apiOf(self).saveSettings({ baseVersion: self.settings!.version, settings: self.draft! }),
          done,
          fallback,
        )) as PointsSettings | null;
        if (view) {
          self.settings = view;
          self.draft = view.settings;
        }
      }),
      loadItems: flow(function* loadItems(page: number, fallback: string) {
        self.itemsPage = page;
        const items = (yield run(
          () => apiOf(self).items({ pageNo: page, pageSize: 20 }),
          null,
          fallback,
        )) as OperatorPointsItems | null;
        if (items) self.items = items;
      }),
      loadQueue: flow(function* loadQueue(page: number, fallback: string) {
        self.queuePage = page;
        const username = self.queueUsername
          .replace(/[\u0000-\u001f\u007f]/g, '')
          .trim()
          .slice(0, 64);
        const queue = (yield run(
          () =>
            apiOf(self).redemptions({
              status: self.queueStatus || undefined,
              username: username || undefined,
              pageNo: page,
              pageSize: 20,
            }),
          null,
          fallback,
        )) as OperatorRedemptions | null;
        if (queue) self.queue = queue;
      }),
      setQueueFilter(change: { status?: 'applying' | 'approved' | 'rejected' | ''; username?: string }) {
        if (change.status !== undefined) self.queueStatus = change.status;
        if (change.username !== undefined) self.queueUsername = change.username;
      },
      clearNotice() {
        self.notice = null;
      },
    };
  })
  .actions((self) => ({
    /** Creates (id null) or saves an item over `version`; reloads the items. @returns whether it was saved. */
    saveItem: flow(function* saveItem(
      id: number | null,
      version: number,
      body: PointsItemBody,
      done: string,
      fallback: string,
    ) {
      const api = apiOf(self);
      const saved = yield self.run(
        () =>
          id === null ? api.createItem({ baseVersion: 0, body }) : api.saveItem(id, { baseVersion: version, body }),
        done,
        fallback,
      );
      if (saved) yield self.loadItems(self.itemsPage, fallback);
      return saved !== null;
    }),
    moveStock: flow(function* moveStock(id: number, delta: number, done: string, fallback: string) {
      const saved = yield self.run(() => apiOf(self).moveStock(id, delta), done, fallback);
      if (saved) yield self.loadItems(self.itemsPage, fallback);
    }),
    review: flow(function* review(
      id: number,
      decision: 'approve' | 'reject',
      reason: string,
      done: string,
      fallback: string,
    ) {
      const api = apiOf(self);
      const after = yield self.run(
        () => (decision === 'approve' ? api.approve(id) : api.reject(id, reason)),
        done,
        fallback,
      );
      yield self.loadQueue(self.queuePage, fallback);
      return after !== null;
    }),
    uploadImage: flow(function* uploadImage(file: Blob, fallback: string) {
      const answer = (yield self.run(() => apiOf(self).uploadImage(file), null, fallback)) as { url: string } | null;
      return answer?.url ?? null;
    }),
  }));

export interface PointsConsoleStore extends Instance<typeof PointsConsoleModel> {}
