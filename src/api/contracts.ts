/**
 * Agent contract calls (docs/contracts.md; schemas/api/contract.json; spec sections 2, 4 and 7):
 * the contracts a member or agent holds or granted, one contract with its history, the offer to a
 * direct downline with its preview (the ceiling and the lower-rate warning), the lifecycle actions
 * and the settlements with the dividend process request. Every call needs a real member's login
 * token and throws ApiProblem (the server's localised message for a refusal). Money fields are
 * decimal strings both ways, rates percent strings ("1.25" = 1.25 %), never floats.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  AgentContract,
  ContractAction,
  ContractDetail,
  ContractList,
  ContractListQuery,
  ContractOfferBody,
  ContractPreview,
  ContractPreviewBody,
  Settlement,
  SettlementAction,
  SettlementList,
  SettlementListQuery,
} from '../../contract/types';

/** The contract API the contract store uses (tests pass a fake with the same shape). */
export interface ContractsApi {
  /** GET contracts: the viewer's contracts (role received), those it granted (granted), or both; filtered by kind and state, paged. */
  list(q: ContractListQuery): Promise<ContractList>;
  /** GET contracts/:id: one contract and its events (404 CONTRACT_NOT_FOUND outside the parties and their uplines). */
  detail(id: number): Promise<ContractDetail>;
  /** POST contracts/preview: the offering agent's own contract (ceiling), the contracts the offer would end (lower-rate warning), the one it replaces. */
  preview(body: ContractPreviewBody): Promise<ContractPreview>;
  /** POST contracts: a new contract request to a direct downline; idempotent by `requestId`; 409 LOWER_RATE_CONFIRM without `confirmLowerRate` when it would end contracts further down. */
  offer(body: ContractOfferBody): Promise<AgentContract>;
  /** POST contracts/:id/process: accept, reject, withdraw, requestTermination, acceptTermination, rejectTermination (docs/contracts.md "Lifecycle"). */
  process(id: number, action: ContractAction): Promise<AgentContract>;
  /** GET contracts/settlements: settlements per period (own, granted or all), filtered, paged, with the totals of the filter. */
  settlements(q: SettlementListQuery): Promise<SettlementList>;
  /** POST contracts/settlements/:id/process: the dividend process request (request by the holder; approve or reject by the upline). */
  processSettlement(id: number, action: SettlementAction): Promise<Settlement>;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** Binds the contract calls to `http` (paths from ENDPOINTS). */
export function createContractsApi(http: AxiosInstance): ContractsApi {
  const get = <T>(url: string, params?: object) =>
    request<T>(http, { url, params: params ? clean(params) : undefined });
  const post = <T>(url: string, data: unknown) => request<T>(http, { url, method: 'POST', data });
  return {
    list: (q) => get(ENDPOINTS.contracts, q),
    detail: (id) => get(withId(ENDPOINTS.contract, id)),
    preview: (body) => post(ENDPOINTS.contractPreview, body),
    offer: (body) => post(ENDPOINTS.contracts, body),
    process: (id, action) => post(withId(ENDPOINTS.contractProcess, id), { action }),
    settlements: (q) => get(ENDPOINTS.contractSettlements, q),
    processSettlement: (id, action) => post(withId(ENDPOINTS.contractSettlementProcess, id), { action }),
  };
}
