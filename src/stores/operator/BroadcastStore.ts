/**
 * The console's Messages tab state (docs/rewards.md "Platform messages"): the compose form of a
 * broadcast (audience all, a VIP level or one member by username; title and content in TW and EN,
 * checked as schemas/api/rewards.json broadcastBody says before anything is sent), its preview
 * language, sending (the caller asks for confirmation first), and the paged history of sent
 * broadcasts. The API comes through the environment (`operatorMessagesApi`, the console root's:
 * ../ConsoleRootStore.ts); a 401 signs the console out (the root's `logout`).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { Broadcast, BroadcastAudience, BroadcastBody, Broadcasts } from '../../api/operatorMessages';
import { envApi } from '../envApi';
import { problemMessage } from '../problems';
import { consoleRootOf } from './consoleRootView';

/** Limits of schemas/api/rewards.json broadcastBody. */
export const BROADCAST_LIMITS = { title: 200, content: 2000, username: 64, vipLevelMax: 99 } as const;

export const BROADCAST_AUDIENCES: readonly BroadcastAudience[] = ['all', 'vipLevel', 'member'];

/** The compose form's fields (texts by language). */
export type BroadcastField = 'vipLevel' | 'username' | 'title.TW' | 'title.EN' | 'content.TW' | 'content.EN';

/** A problem of one field: a key of `operator.console.messages.errors`, or the server's message. */
export type FieldProblem =
  { key: 'vipLevel' | 'username' | 'required' | 'tooLong'; max?: number } | { message: string };

/** What the tab shows after an action: a key of `operator.console.messages.notices` with values, or the server's message. */
export type BroadcastNotice = {
  tone: 'success' | 'error';
  key?: string;
  values?: Record<string, string | number>;
  message?: string;
};

/** History rows per page. */
export const HISTORY_PAGE_SIZE = 10;

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const BroadcastStoreModel = types
  .model('BroadcastStore', {
    audience: types.optional(
      types.enumeration<BroadcastAudience>('BroadcastAudience', [...BROADCAST_AUDIENCES]),
      'all',
    ),
    /** As typed (a whole number 0..99 once checked). */
    vipLevel: '',
    username: '',
    titleTw: '',
    titleEn: '',
    contentTw: '',
    contentEn: '',
    previewLanguage: types.optional(types.enumeration('PreviewLanguage', ['TW', 'EN']), 'TW'),
    /** Problems shown next to their fields (after a send was tried). */
    problems: types.frozen<Partial<Record<BroadcastField, FieldProblem>>>({}),
    sending: false,
    notice: types.frozen<BroadcastNotice | null>(null),
    history: types.frozen<Broadcasts | null>(null),
    historyPage: 1,
    historyLoading: false,
    historyError: types.frozen<BroadcastNotice | null>(null),
  })
  .views((self) => ({
    /** The field problems of the form as it stands (empty: it may be sent). */
    get check(): Partial<Record<BroadcastField, FieldProblem>> {
      const out: Partial<Record<BroadcastField, FieldProblem>> = {};
      if (self.audience === 'vipLevel') {
        const n = Number(self.vipLevel.trim());
        if (!/^\d{1,2}$/.test(self.vipLevel.trim()) || n > BROADCAST_LIMITS.vipLevelMax)
          out.vipLevel = { key: 'vipLevel' };
      }
      if (self.audience === 'member' && !self.username.trim()) out.username = { key: 'username' };
      const texts: [BroadcastField, string, number][] = [
        ['title.TW', self.titleTw, BROADCAST_LIMITS.title],
        ['title.EN', self.titleEn, BROADCAST_LIMITS.title],
        ['content.TW', self.contentTw, BROADCAST_LIMITS.content],
        ['content.EN', self.contentEn, BROADCAST_LIMITS.content],
      ];
      for (const [field, value, max] of texts) {
        if (!value.trim()) out[field] = { key: 'required' };
        else if (value.length > max) out[field] = { key: 'tooLong', max };
      }
      return out;
    },
    /** The body to send (texts without control characters; titles trimmed). */
    get body(): BroadcastBody {
      const clean = (s: string) => s.replace(CONTROL, '');
      return {
        audience: self.audience,
        ...(self.audience === 'vipLevel' ? { vipLevel: Number(self.vipLevel.trim()) } : {}),
        ...(self.audience === 'member'
          ? { username: clean(self.username).trim().slice(0, BROADCAST_LIMITS.username) }
          : {}),
        title: { TW: clean(self.titleTw).trim(), EN: clean(self.titleEn).trim() },
        content: { TW: clean(self.contentTw), EN: clean(self.contentEn) },
      };
    },
    get historyPages(): number {
      return Math.max(1, Math.ceil((self.history?.total ?? 0) / HISTORY_PAGE_SIZE));
    },
  }))
  .actions((self) => {
    const api = () => envApi(self, 'operatorMessagesApi');
    const failed = (err: unknown): BroadcastNotice => {
      if ((err as { status?: number | null } | null)?.status === 401) consoleRootOf(self).logout?.();
      const message = problemMessage(err);
      return message ? { tone: 'error', message } : { tone: 'error', key: 'failed' };
    };
    const loadHistory = flow(function* (pageNo: number) {
      self.historyPage = pageNo;
      self.historyLoading = true;
      self.historyError = null;
      try {
        const page = yield* toGenerator(api().history({ pageNo, pageSize: HISTORY_PAGE_SIZE }));
        if (self.historyPage === pageNo) self.history = page;
      } catch (err) {
        self.historyError = failed(err);
      } finally {
        self.historyLoading = false;
      }
    });
    return {
      /** Changes one field of the form; its problem is cleared. */
      set(
        field: 'audience' | 'vipLevel' | 'username' | 'titleTw' | 'titleEn' | 'contentTw' | 'contentEn',
        value: string,
      ) {
        if (field === 'audience') self.audience = value as BroadcastAudience;
        else self[field] = value;
        const cleared: Record<string, BroadcastField[]> = {
          audience: ['vipLevel', 'username'],
          vipLevel: ['vipLevel'],
          username: ['username'],
          titleTw: ['title.TW'],
          titleEn: ['title.EN'],
          contentTw: ['content.TW'],
          contentEn: ['content.EN'],
        };
        const next = { ...self.problems };
        for (const f of cleared[field] ?? []) delete next[f];
        self.problems = next;
        self.notice = null;
      },
      setPreviewLanguage(language: 'TW' | 'EN') {
        self.previewLanguage = language;
      },
      /** Shows the form's problems next to their fields. @returns whether the form may be sent. */
      validate(): boolean {
        self.problems = self.check;
        return Object.keys(self.problems).length === 0;
      },
      /** Loads page `pageNo` (1-based) of the sent broadcasts. */
      loadHistory,
      /**
       * Sends the broadcast (the caller confirmed the audience). On success the texts are cleared
       * (the audience stays), the notice counts the recipients and the history's first page is
       * loaded; a refusal shows the server's message, next to its field when it names one.
       * @returns the sent broadcast, or null when nothing was sent.
       */
      send: flow(function* () {
        if (self.sending) return null;
        self.problems = self.check;
        if (Object.keys(self.problems).length > 0) return null;
        self.sending = true;
        self.notice = null;
        try {
          const sent: Broadcast = yield* toGenerator(api().send(self.body));
          self.titleTw = self.titleEn = self.contentTw = self.contentEn = '';
          self.notice = { tone: 'success', key: 'sent', values: { count: sent.recipients } };
          yield loadHistory(1);
          return sent;
        } catch (err) {
          const notice = failed(err);
          self.notice = notice;
          const field = (err as { value?: { field?: unknown } | null }).value?.field;
          if (
            typeof field === 'string' &&
            notice.message &&
            ['vipLevel', 'username', 'title.TW', 'title.EN', 'content.TW', 'content.EN'].includes(field)
          ) {
            self.problems = { ...self.problems, [field]: { message: notice.message } };
          }
          return null;
        } finally {
          self.sending = false;
        }
      }),
    };
  });

export interface BroadcastStore extends Instance<typeof BroadcastStoreModel> {}
