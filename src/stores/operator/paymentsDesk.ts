/**
 * The console's payments desk tab (schemas/api/operator-payments.json): the deposit or withdrawal
 * queue with its filters, search, sort, page and counts per state; the order open in the drawer
 * with its member, timeline and risk signals; the actions (approve, reject with a reason, mark
 * paid) and the withdrawal threshold for a second approval. Kept live while the tab is shown: the
 * console's back-office socket (`?operator=`, the same link as the live chat's) carries the
 * merchant's `payments` events, and each one reloads the queue and the open order quietly. The API
 * comes through the environment (`operatorPaymentsApi`, the console root's).
 */
import { flow, getEnv, hasEnv, toGenerator, types, type Instance } from 'mobx-state-tree';
import type {
  DeskDeposit,
  DeskDepositPage,
  DeskDetail,
  DeskKindPath,
  DeskQuery,
  DeskRejectReason,
  DeskSettings,
  DeskWithdrawal,
  DeskWithdrawalPage,
} from '../../api/operatorPayments';
import { DESK_REJECT_REASONS } from '../../api/operatorPayments';

export { DESK_REJECT_REASONS };
export type { DeskDeposit, DeskDetail, DeskRejectReason, DeskWithdrawal };
import { chatSocketUrl } from '../../api/livechat';
import { connectSiteSocket, type SocketLike } from '../../api/socket';
import { envApi } from '../envApi';
import { problemMessage } from '../problems';
import { sessionTokenStore, type OperatorEnv } from '../OperatorStore';
import { createLiveEventHub } from '../liveEvents';

/** How the desk opens its live link (tests pass a fake; default the site socket). */
export interface DeskEnv extends Pick<OperatorEnv, 'tokenStore'> {
  startDeskLink?: (token: string, onChange: () => void) => { stop(): void };
}

/** The site socket with the console's key, handing each `payments` event to `onChange`. */
export function startDeskLink(token: string, onChange: () => void): { stop(): void } {
  const url = chatSocketUrl(globalThis.location, { operator: token });
  const hub = createLiveEventHub();
  hub.subscribe('payments', () => onChange());
  const socket = connectSiteSocket({
    url,
    token: '',
    create: () => new WebSocket(url) as unknown as SocketLike,
    onMessage: (message) => hub.dispatch(message, 'chat'),
    onReconnect: () => onChange(),
  });
  return { stop: () => socket.close() };
}

const Filters = types.model('DeskFilters', {
  state: '',
  channel: '',
  minAmount: '',
  maxAmount: '',
  from: '',
  to: '',
  q: '',
  sort: types.optional(types.enumeration(['newest', 'oldest', 'amountDesc', 'amountAsc']), 'newest'),
});

export const PAGE_SIZE = 20;

export const PaymentsDeskModel = types
  .model('PaymentsDesk', {
    kind: types.optional(types.enumeration<DeskKindPath>(['deposits', 'withdrawals']), 'deposits'),
    filters: types.optional(Filters, {}),
    pageNo: 1,
    page: types.frozen<DeskDepositPage | DeskWithdrawalPage | null>(null),
    loading: false,
    /** A failed load: the server's message, '' for the panel's generic one. */
    error: types.maybeNull(types.string),
    openId: types.maybeNull(types.number),
    detail: types.frozen<DeskDetail | null>(null),
    detailLoading: false,
    detailError: types.maybeNull(types.string),
    acting: false,
    actionError: types.maybeNull(types.string),
    /** The last action's outcome, for the drawer's notice. */
    notice: types.maybeNull(types.enumeration(['done', 'awaitingSecond'])),
    settings: types.frozen<DeskSettings | null>(null),
    settingsError: types.maybeNull(types.string),
    savingSettings: false,
    live: false,
  })
  .volatile(() => ({
    link: null as { stop(): void } | null,
    timer: null as ReturnType<typeof setTimeout> | null,
    seq: 0,
  }))
  .views((self) => ({
    get query(): DeskQuery {
      const f = self.filters;
      const day = (d: string, end = false) => {
        if (!d) return undefined;
        const at = new Date(`${d}T00:00:00`);
        if (Number.isNaN(at.getTime())) return undefined;
        if (end) at.setDate(at.getDate() + 1);
        return at.toISOString();
      };
      return {
        state: (f.state || undefined) as DeskQuery['state'],
        channel: f.channel.trim() || undefined,
        minAmount: f.minAmount.trim() || undefined,
        maxAmount: f.maxAmount.trim() || undefined,
        from: day(f.from),
        to: day(f.to, true),
        q: f.q.trim() || undefined,
        sort: f.sort,
        pageNo: self.pageNo,
        pageSize: PAGE_SIZE,
      };
    },
  }))
  .actions((self) => ({
    setLive(on: boolean) {
      self.live = on;
    },
    /** Loads the queue; `quiet` keeps the current page on screen meanwhile (a live change). */
    load: flow(function* load(quiet = false) {
      const seq = ++self.seq;
      if (!quiet) self.loading = true;
      self.error = null;
      try {
        const page = yield* toGenerator(envApi(self, 'operatorPaymentsApi').queue(self.kind, self.query));
        if (seq === self.seq) self.page = page;
      } catch (err) {
        if (seq === self.seq) {
          if (!quiet) self.page = null;
          self.error = problemMessage(err) ?? '';
        }
      } finally {
        if (seq === self.seq) self.loading = false;
      }
    }),
    loadDetail: flow(function* loadDetail(quiet = false) {
      const id = self.openId;
      if (id === null) return;
      const kind = self.kind;
      if (!quiet) self.detailLoading = true;
      self.detailError = null;
      try {
        const detail = yield* toGenerator(envApi(self, 'operatorPaymentsApi').detail(kind, id));
        if (self.openId === id && self.kind === kind) self.detail = detail;
      } catch (err) {
        if (self.openId === id) self.detailError = problemMessage(err) ?? '';
      } finally {
        self.detailLoading = false;
      }
    }),
    loadSettings: flow(function* loadSettings() {
      try {
        self.settings = yield* toGenerator(envApi(self, 'operatorPaymentsApi').settings());
      } catch (err) {
        self.settingsError = problemMessage(err) ?? '';
      }
    }),
  }))
  .actions((self) => ({
    /** The reload after a burst of live changes (volatile state changes only inside an action). */
    refreshLive() {
      self.timer = null;
      void self.load(true);
      void self.loadDetail(true);
    },
  }))
  .actions((self) => ({
    setKind(kind: DeskKindPath) {
      if (kind === self.kind) return;
      self.kind = kind;
      self.filters.state = '';
      self.filters.channel = '';
      self.pageNo = 1;
      self.page = null;
      self.openId = null;
      self.detail = null;
      void self.load();
    },
    setFilter<K extends keyof Instance<typeof Filters>>(key: K, value: Instance<typeof Filters>[K]) {
      self.filters[key] = value;
    },
    /** Applies the filters from the first page. */
    search() {
      self.pageNo = 1;
      void self.load();
    },
    setState(state: string) {
      self.filters.state = state;
      self.pageNo = 1;
      void self.load();
    },
    resetFilters() {
      self.filters = Filters.create({});
      self.pageNo = 1;
      void self.load();
    },
    goTo(pageNo: number) {
      self.pageNo = Math.max(1, pageNo);
      void self.load();
    },
    open(id: number) {
      self.openId = id;
      self.detail = null;
      self.actionError = null;
      self.notice = null;
      void self.loadDetail();
    },
    close() {
      self.openId = null;
      self.detail = null;
      self.actionError = null;
      self.notice = null;
    },
    /** A live change: reloads the queue and the open order (once for a burst of events). */
    changed() {
      if (self.timer) clearTimeout(self.timer);
      self.timer = setTimeout(() => self.refreshLive(), 200);
    },
  }))
  .actions((self) => ({
    /** Runs one action on the open order. @returns whether it was done (or asked for a second approval). */
    act: flow(function* act(action: 'approve' | 'reject' | 'paid', reason?: DeskRejectReason, note?: string) {
      const id = self.openId;
      if (id === null || self.acting) return false;
      const api = envApi(self, 'operatorPaymentsApi');
      self.acting = true;
      self.actionError = null;
      self.notice = null;
      try {
        const answer = yield* toGenerator(
          action === 'approve'
            ? api.approve(self.kind, id, note)
            : action === 'reject'
              ? api.reject(self.kind, id, reason ?? 'other', note)
              : api.paid(id, note),
        );
        if (self.openId === id) self.detail = answer.detail;
        self.notice = answer.outcome;
        void self.load(true);
        return true;
      } catch (err) {
        self.actionError = problemMessage(err) ?? '';
        void self.loadDetail(true);
        return false;
      } finally {
        self.acting = false;
      }
    }),
    saveSettings: flow(function* saveSettings(threshold: string) {
      self.savingSettings = true;
      self.settingsError = null;
      try {
        self.settings = yield* toGenerator(envApi(self, 'operatorPaymentsApi').saveSettings(threshold.trim() || '0'));
        return true;
      } catch (err) {
        self.settingsError = problemMessage(err) ?? '';
        return false;
      } finally {
        self.savingSettings = false;
      }
    }),
    /** Loads the queue and the settings and starts the live link (once). */
    start() {
      void self.load();
      void self.loadSettings();
      if (self.link) return;
      const env: DeskEnv = hasEnv(self) ? getEnv<DeskEnv>(self) : {};
      const token = (env.tokenStore ?? sessionTokenStore).get();
      if (!token || typeof globalThis.WebSocket === 'undefined') return;
      self.link = (env.startDeskLink ?? startDeskLink)(token, () => self.changed());
      self.setLive(true);
    },
    stop() {
      self.link?.stop();
      self.link = null;
      if (self.timer) clearTimeout(self.timer);
      self.timer = null;
      self.setLive(false);
    },
    /** Stops the live link before the console resets the store (sign-out). */
    beforeReset() {
      self.link?.stop();
      self.link = null;
    },
  }));

export interface PaymentsDeskStore extends Instance<typeof PaymentsDeskModel> {}
