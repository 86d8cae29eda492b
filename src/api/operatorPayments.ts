/**
 * The console's payments desk calls (schemas/api/operator-payments.json; server
 * server/routes/operator-payments): the deposit and withdrawal queues with filters and counts per
 * state, an order's detail (member, timeline, risk signals), approve / reject with a reason / mark
 * paid, and the withdrawal threshold for a second approval. The operator token; refusals throw
 * ApiProblem with the server's localised message.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  DeskAnswer,
  DeskDeposit,
  DeskDepositPage,
  DeskDetail,
  DeskQuery,
  DeskRejectBody,
  DeskRisk,
  DeskSettings,
  DeskTimelineEntry,
  DeskWithdrawal,
  DeskWithdrawalPage,
} from '../../contract/generated/schemas';

export type {
  DeskAnswer,
  DeskDeposit,
  DeskDepositPage,
  DeskDetail,
  DeskQuery,
  DeskRisk,
  DeskSettings,
  DeskTimelineEntry,
  DeskWithdrawal,
  DeskWithdrawalPage,
};

/** Which queue: the URL segment of the desk's calls. */
export type DeskKindPath = 'deposits' | 'withdrawals';
/** A rejection's reason code (the member reads its text in their language). */
export type DeskRejectReason = DeskRejectBody['reason'];
export const DESK_REJECT_REASONS: readonly DeskRejectReason[] = [
  'payerMismatch',
  'notReceived',
  'amountMismatch',
  'bankDetailsInvalid',
  'riskReview',
  'duplicate',
  'other',
];

/** The console's payments desk API (tests pass a fake with the same shape). */
export interface OperatorPaymentsApi {
  queue(kind: DeskKindPath, q: DeskQuery): Promise<DeskDepositPage | DeskWithdrawalPage>;
  detail(kind: DeskKindPath, id: number): Promise<DeskDetail>;
  approve(kind: DeskKindPath, id: number, note?: string): Promise<DeskAnswer>;
  reject(kind: DeskKindPath, id: number, reason: DeskRejectReason, note?: string): Promise<DeskAnswer>;
  paid(id: number, note?: string): Promise<DeskAnswer>;
  settings(): Promise<DeskSettings>;
  saveSettings(withdrawalApprovalThreshold: string): Promise<DeskSettings>;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));
const orderPath = (kind: DeskKindPath, id: number) =>
  ENDPOINTS.operatorPaymentsOrder.replace(':kind', kind).replace(':id', String(id));
const withNote = (note?: string) => (note?.trim() ? { note: note.trim() } : {});

/** Binds the desk's calls to `http` (the operator client). */
export function createOperatorPaymentsApi(http: AxiosInstance): OperatorPaymentsApi {
  const post = <T>(url: string, data: unknown) => request<T>(http, { url, method: 'POST', data });
  return {
    queue: (kind, q) =>
      request(http, { url: ENDPOINTS.operatorPaymentsQueue.replace(':kind', kind), params: clean(q) }),
    detail: (kind, id) => request(http, { url: orderPath(kind, id) }),
    approve: (kind, id, note) => post(`${orderPath(kind, id)}/approve`, withNote(note)),
    reject: (kind, id, reason, note) => post(`${orderPath(kind, id)}/reject`, { reason, ...withNote(note) }),
    paid: (id, note) => post(`${orderPath('withdrawals', id)}/paid`, withNote(note)),
    settings: () => request(http, { url: ENDPOINTS.operatorPaymentsSettings }),
    saveSettings: (withdrawalApprovalThreshold) =>
      request(http, { url: ENDPOINTS.operatorPaymentsSettings, method: 'PUT', data: { withdrawalApprovalThreshold } }),
  };
}
