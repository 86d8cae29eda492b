/**
 * The console's players tab (README "Operator console"; src/api/operatorPlayers.ts): the search
 * (key, text, page), the open member's page and one paged record list at a time, the staff
 * actions (lock, unlock, forced password change, close sessions, notes) and the maker-checker
 * balance adjustments: asking (one idempotency key per filled-in form, so a double click asks once)
 * and the pending list a second staff member approves or rejects. `notice` is the last action's
 * outcome (the server's localised message on a refusal, '' for the panel's generic text). The API
 * comes through the environment (`operatorPlayersApi`, ../ConsoleRootStore.ts).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import {
  PLAYER_RECORD_KINDS,
  PLAYER_SEARCH_KEYS,
  type AdjustmentPage,
  type PlayerActionPath,
  type PlayerDetail,
  type PlayerPage,
  type PlayerRecordKind,
  type PlayerRecordPages,
  type PlayerSearchKey,
} from '../../api/operatorPlayers';
import { envApi } from '../envApi';

export { PLAYER_RECORD_KINDS, PLAYER_SEARCH_KEYS };
export type {
  BetPage,
  BonusPage,
  LedgerPage,
  LoginPage,
  PaymentPage,
  PlayerDetail,
  PlayerRecordKind,
  PlayerSearchKey,
} from '../../api/operatorPlayers';
import { problemMessage } from '../problems';

const PAGE = 20;
/** A fresh idempotency key for one adjustment form. */
const freshKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

export const PlayersConsoleModel = types
  .model('PlayersConsole', {
    by: types.optional(types.enumeration<PlayerSearchKey>('PlayerSearchKey', [...PLAYER_SEARCH_KEYS]), 'username'),
    q: '',
    results: types.frozen<PlayerPage | null>(null),
    searching: false,
    /** The server's message of a failed search ('' : the panel's generic one). */
    searchError: types.maybeNull(types.string),
    openId: types.maybeNull(types.number),
    detail: types.frozen<PlayerDetail | null>(null),
    detailLoading: false,
    detailError: types.maybeNull(types.string),
    recordKind: types.optional(
      types.enumeration<PlayerRecordKind>('PlayerRecordKind', [...PLAYER_RECORD_KINDS]),
      'ledger',
    ),
    records: types.frozen<PlayerRecordPages[PlayerRecordKind] | null>(null),
    recordsLoading: false,
    recordsError: types.maybeNull(types.string),
    acting: false,
    notice: types.frozen<{ ok: boolean; text: string } | null>(null),
    /** The idempotency key of the adjustment form being filled in ('' until the first submit). */
    adjustKey: '',
    pending: types.frozen<AdjustmentPage | null>(null),
    pendingLoading: false,
    pendingError: types.maybeNull(types.string),
  })
  .actions((self) => ({
    setBy(by: PlayerSearchKey) {
      self.by = by;
    },
    setQuery(q: string) {
      self.q = q;
    },
    clearNotice() {
      self.notice = null;
    },
    /** Back to the search results. */
    close() {
      self.openId = null;
      self.detail = null;
      self.records = null;
      self.notice = null;
    },
  }))
  .actions((self) => {
    const api = () => envApi(self, 'operatorPlayersApi');
    const loadRecords = flow(function* loadRecords(kind: PlayerRecordKind, pageNo = 1) {
      if (self.openId === null) return;
      const id = self.openId;
      if (self.recordKind !== kind) self.records = null;
      self.recordKind = kind;
      self.recordsLoading = true;
      self.recordsError = null;
      try {
        const page = yield* toGenerator(api().records(id, kind, pageNo, PAGE));
        if (self.openId === id && self.recordKind === kind) self.records = page;
      } catch (err) {
        self.records = null;
        self.recordsError = problemMessage(err) ?? '';
      } finally {
        self.recordsLoading = false;
      }
    });
    const reload = flow(function* reload() {
      if (self.openId === null) return;
      const id = self.openId;
      self.detailLoading = true;
      self.detailError = null;
      try {
        const detail = yield* toGenerator(api().detail(id));
        if (self.openId === id) self.detail = detail;
      } catch (err) {
        self.detailError = problemMessage(err) ?? '';
      } finally {
        self.detailLoading = false;
      }
    });
    /** Runs one staff call with the busy flag and the notice. @returns whether it succeeded. */
    const act = flow(function* act(run: () => Promise<unknown>, okText: string) {
      self.acting = true;
      self.notice = null;
      try {
        yield run();
        self.notice = { ok: true, text: okText };
        return true;
      } catch (err) {
        self.notice = { ok: false, text: problemMessage(err) ?? '' };
        return false;
      } finally {
        self.acting = false;
      }
    });
    return {
      loadRecords,
      reload,
      /** Searches (page `pageNo`); an empty text searches nothing. */
      search: flow(function* search(pageNo = 1) {
        const q = self.q.trim();
        if (!q) return;
        self.searching = true;
        self.searchError = null;
        try {
          self.results = yield* toGenerator(api().search(self.by, q, pageNo, PAGE));
        } catch (err) {
          self.results = null;
          self.searchError = problemMessage(err) ?? '';
        } finally {
          self.searching = false;
        }
      }),
      /** Opens member `id`: its page and its ledger. */
      open: flow(function* open(id: number) {
        self.openId = id;
        self.detail = null;
        self.records = null;
        self.notice = null;
        self.adjustKey = '';
        yield reload();
        yield loadRecords('ledger', 1);
      }),
      /** A staff action on the open member, then its page again. */
      action: flow(function* action(path: PlayerActionPath, reason: string | undefined, okText: string) {
        if (self.openId === null) return false;
        const id = self.openId;
        const done: boolean = yield act(() => api().action(id, path, reason), okText);
        if (done) yield reload();
        return done;
      }),
      addNote: flow(function* addNote(body: string, okText: string) {
        if (self.openId === null) return false;
        const id = self.openId;
        const done: boolean = yield act(() => api().addNote(id, body), okText);
        if (done) yield reload();
        return done;
      }),
      /** Asks for an adjustment of the open member (the form's idempotency key); a new key after success. */
      requestAdjustment: flow(function* requestAdjustment(
        direction: 'credit' | 'debit',
        amount: string,
        reason: string,
        okText: string,
      ) {
        if (self.openId === null) return false;
        const id = self.openId;
        if (!self.adjustKey) self.adjustKey = freshKey();
        const key = self.adjustKey;
        const done: boolean = yield act(
          () => api().requestAdjustment(id, { direction, amount, reason, idempotencyKey: key }),
          okText,
        );
        if (done) {
          self.adjustKey = '';
          yield reload();
          try {
            self.pending = yield* toGenerator(api().adjustments('pending', 1, PAGE));
          } catch {
            // the checker's list stays as it was
          }
        }
        return done;
      }),
      /** The merchant's pending adjustments (the checker's list). */
      loadPending: flow(function* loadPending(pageNo = 1) {
        self.pendingLoading = true;
        self.pendingError = null;
        try {
          self.pending = yield* toGenerator(api().adjustments('pending', pageNo, PAGE));
        } catch (err) {
          self.pendingError = problemMessage(err) ?? '';
        } finally {
          self.pendingLoading = false;
        }
      }),
      /** Approves or rejects adjustment `id` as a second staff member; then the lists again. */
      decide: flow(function* decide(id: number, decision: 'approve' | 'reject', okText: string) {
        const done: boolean = yield act(() => api().decide(id, decision), okText);
        self.pendingLoading = true;
        try {
          self.pending = yield* toGenerator(api().adjustments('pending', 1, PAGE));
        } catch {
          // the list stays as it was; the notice tells the outcome
        } finally {
          self.pendingLoading = false;
        }
        if (self.openId !== null) {
          yield reload();
          if (self.recordKind === 'ledger') yield loadRecords('ledger', 1);
        }
        return done;
      }),
    };
  });

export interface PlayersConsoleStore extends Instance<typeof PlayersConsoleModel> {}
