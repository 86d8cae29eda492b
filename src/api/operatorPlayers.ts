/**
 * The console's players tab calls (README "Operator console"; schemas/api/operator-players.json),
 * with the operator token: search, a member's page and paged records, the staff actions, and the
 * maker-checker balance adjustments. Refusals throw ApiProblem with the server's localised message.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  AdjustBody,
  AdjustmentPage,
  AdjustRequested,
  Adjustment,
  BetPage,
  BonusPage,
  LedgerPage,
  LoginPage,
  Note,
  PaymentPage,
  PlayerDetail,
  PlayerPage,
  PlayerState,
} from '../../contract/generated/schemas';

export type {
  AdjustBody,
  AdjustmentPage,
  Adjustment,
  BetPage,
  BonusPage,
  LedgerPage,
  LoginPage,
  Note,
  PaymentPage,
  PlayerDetail,
  PlayerPage,
  PlayerState,
};

/** The keys a member is searched by. */
export const PLAYER_SEARCH_KEYS = ['username', 'mobile', 'email', 'name', 'ip', 'card'] as const;
export type PlayerSearchKey = (typeof PLAYER_SEARCH_KEYS)[number];

/** The record lists of a member's page and their page types. */
export interface PlayerRecordPages {
  ledger: LedgerPage;
  bets: BetPage;
  bonuses: BonusPage;
  deposits: PaymentPage;
  withdrawals: PaymentPage;
  logins: LoginPage;
}
export type PlayerRecordKind = keyof PlayerRecordPages;
export const PLAYER_RECORD_KINDS = ['ledger', 'bets', 'bonuses', 'deposits', 'withdrawals', 'logins'] as const;

/** A staff action on a member and its path. */
export type PlayerActionPath = 'lock' | 'unlock' | 'force-password-change' | 'close-sessions';

export interface OperatorPlayersApi {
  search(by: PlayerSearchKey, q: string, pageNo: number, pageSize: number): Promise<PlayerPage>;
  detail(id: number): Promise<PlayerDetail>;
  records<K extends PlayerRecordKind>(
    id: number,
    kind: K,
    pageNo: number,
    pageSize: number,
  ): Promise<PlayerRecordPages[K]>;
  action(id: number, action: PlayerActionPath, reason?: string): Promise<PlayerState>;
  addNote(id: number, body: string): Promise<Note>;
  requestAdjustment(id: number, body: AdjustBody): Promise<AdjustRequested>;
  adjustments(
    state: 'pending' | 'approved' | 'rejected' | undefined,
    pageNo: number,
    pageSize: number,
  ): Promise<AdjustmentPage>;
  decide(id: number, decision: 'approve' | 'reject', note?: string): Promise<Adjustment>;
}

/** Binds the calls to `http` (paths from ENDPOINTS). */
export function createOperatorPlayersApi(http: AxiosInstance): OperatorPlayersApi {
  const base = ENDPOINTS.operatorPlayers;
  return {
    search: (by, q, pageNo, pageSize) =>
      request<PlayerPage>(http, { url: base, method: 'GET', params: { by, q, pageNo, pageSize } }),
    detail: (id) => request<PlayerDetail>(http, { url: `${base}/${id}`, method: 'GET' }),
    records: (id, kind, pageNo, pageSize) =>
      request(http, { url: `${base}/${id}/${kind}`, method: 'GET', params: { pageNo, pageSize } }),
    action: (id, action, reason) =>
      request<PlayerState>(http, {
        url: `${base}/${id}/${action}`,
        method: 'POST',
        data: reason === undefined ? {} : { reason },
      }),
    addNote: (id, body) => request<Note>(http, { url: `${base}/${id}/notes`, method: 'POST', data: { body } }),
    requestAdjustment: (id, body) =>
      request<AdjustRequested>(http, { url: `${base}/${id}/adjustments`, method: 'POST', data: body }),
    adjustments: (state, pageNo, pageSize) =>
      request<AdjustmentPage>(http, {
        url: ENDPOINTS.operatorAdjustments,
        method: 'GET',
        params: { ...(state ? { state } : {}), pageNo, pageSize },
      }),
    decide: (id, decision, note) =>
      request<Adjustment>(http, {
        url: `${ENDPOINTS.operatorAdjustments}/${id}/${decision}`,
        method: 'POST',
        data: note ? { note } : {},
      }),
  };
}
