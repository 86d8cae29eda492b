/**
 * The operator console's contract calls (docs/contracts.md "Lifecycle", "Settlement";
 * schemas/api/contract.json; paths ENDPOINTS.operatorContracts ... operatorSettlementRerun): the
 * merchant's contracts (list, a top agent's contract set by an operator, terminate), the merchant's
 * contract policy, the settlements waiting for approval (approve, reject) and the rerun of one
 * period of one kind. Every call carries the operator token and throws ApiProblem with the
 * server's localised message (TW or EN by Accept-Language). Money fields are decimal strings,
 * rates percent strings, never floats.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  AgentContract,
  ContractList,
  ContractPolicy,
  OperatorContractBody,
  OperatorContractQuery,
  RerunBody,
  SettleReport,
  Settlement,
  SettlementList,
  SettlementListQuery,
} from '../../contract/types';

/** The operator's settlement filter (ENDPOINTS.operatorSettlements): kind, state, page, pageSize. */
export type OperatorSettlementQuery = Pick<SettlementListQuery, 'kind' | 'state' | 'page' | 'pageSize'>;

/** The operator's decision on a requested settlement (docs/contracts.md "Dividends"). */
export type SettlementDecision = 'approve' | 'reject';

/** The contract calls of the console (tests pass a fake with the same shape). */
export interface OperatorContractsApi {
  /** GET a page of the merchant's contracts, filtered by kind, state (offered, live, ended, all) and username. */
  list(query: OperatorContractQuery): Promise<ContractList>;
  /**
   * POST a top agent's contract from the merchant, active at once: replaces the agent's live
   * merchant contract of the kind and ends the agent's grants its table would not cover
   * (docs/contracts.md "Lower rate"). @throws ApiProblem 400 (tiers), 403 CONTRACT_KIND_OFF, 404, 409 (localised).
   */
  set(body: OperatorContractBody): Promise<AgentContract>;
  /** POST: terminates contract `id` (offered, active or terminationRequested) with reason `operator`. @throws ApiProblem 404, 409 (localised). */
  terminate(id: number): Promise<AgentContract>;
  /** GET the merchant's contract policy (no row: every switch off). */
  policy(): Promise<ContractPolicy>;
  /** PUT the merchant's contract policy. @returns the policy as saved. */
  savePolicy(policy: ContractPolicy): Promise<ContractPolicy>;
  /** GET a page of the merchant's settlements (kind, state) with the filter's totals. */
  settlements(query: OperatorSettlementQuery): Promise<SettlementList>;
  /** POST approve (the ledger transfer is made: paid) or reject a requested settlement `id`. @throws ApiProblem 404, 409 (localised). */
  processSettlement(id: number, action: SettlementDecision): Promise<Settlement>;
  /** POST: settles one closed period of one kind again; settlements already there are skipped (a rerun pays nothing twice). */
  rerun(body: RerunBody): Promise<SettleReport>;
}

/** A path with its `:id` filled in. */
const withId = (path: string, id: number) => path.replace(':id', String(id));

/** Drops the filter fields that are not set (undefined, empty string), so the query string only carries real filters. */
function paramsOf<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}

/** Binds the contract calls to `http` (whose token is the operator's). */
export function createOperatorContractsApi(http: AxiosInstance): OperatorContractsApi {
  return {
    list: (query) => request(http, { method: 'GET', url: ENDPOINTS.operatorContracts, params: paramsOf(query) }),
    set: (body) => request(http, { method: 'POST', url: ENDPOINTS.operatorContracts, data: body }),
    terminate: (id) => request(http, { method: 'POST', url: withId(ENDPOINTS.operatorContractTerminate, id) }),
    policy: () => request(http, { method: 'GET', url: ENDPOINTS.operatorContractPolicy }),
    savePolicy: (policy) =>
      request(http, {
        method: 'PUT',
        url: ENDPOINTS.operatorContractPolicy,
        data: {
          dividendApproval: policy.dividendApproval,
          carryForward: policy.carryForward,
          allowMemberContracts: policy.allowMemberContracts,
        } satisfies ContractPolicy,
      }),
    settlements: (query) =>
      request(http, { method: 'GET', url: ENDPOINTS.operatorSettlements, params: paramsOf(query) }),
    processSettlement: (id, action) =>
      request(http, { method: 'POST', url: withId(ENDPOINTS.operatorSettlementProcess, id), data: { action } }),
    rerun: (body) =>
      request(http, {
        method: 'POST',
        url: ENDPOINTS.operatorSettlementRerun,
        data: { kind: body.kind, periodKey: body.periodKey } satisfies RerunBody,
      }),
  };
}
