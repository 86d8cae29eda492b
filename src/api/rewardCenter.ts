/**
 * Reward center, manual rebate and VIP calls (docs/rewards.md "Reward center", "Manual rebate",
 * "VIP"; schemas/api/rewards.json): the member's claimable rewards and their history, the claim
 * (once: a repeat answers the same), the rebate accrued since the last claim with its claim
 * (idempotent by requestId) and history, the VIP table with the member's progress, and the public
 * member state of the header. Every call needs a real member's login token and throws ApiProblem
 * (the server's localised message for a refusal). Money is decimal strings, rates percent strings.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  ClaimAnswer,
  MemberState,
  RebateClaimAnswer,
  RebateClaims,
  RebateInfo,
  RewardList,
  RewardListQuery,
  VipInfo,
} from '../../contract/types';

export type {
  ClaimAnswer,
  MemberState,
  RebateClaimAnswer,
  RebateClaims,
  RebateInfo,
  RewardList,
  RewardListQuery,
  VipInfo,
};

/** The reward center API the reward stores use (tests pass a fake with the same shape). */
export interface RewardCenterApi {
  /** GET rewards/center: `claimable` (default) or `history` (claimed and expired), paged, with the claimable count and total. */
  rewards(q: RewardListQuery): Promise<RewardList>;
  /** POST rewards/center/:id/claim: the claimed reward, its bonus and the balance after (404 not the member's, 409 expired). */
  claim(id: number): Promise<ClaimAnswer>;
  /** GET rewards/rebate: the level, rates and the rebate accrued per category since the last claim (404 FEATURE_OFF without MANPLAYREB3). */
  rebate(): Promise<RebateInfo>;
  /** POST rewards/rebate/claim: the same requestId answers the first claim; 400 below the minimum or with nothing to claim. */
  claimRebate(requestId: string): Promise<RebateClaimAnswer>;
  /** GET rewards/rebate/claims: the claims, newest first. */
  rebateClaims(q: { pageNo?: number; pageSize?: number }): Promise<RebateClaims>;
  /** GET rewards/vip: the level table and the member's progress. */
  vip(): Promise<VipInfo>;
  /** GET member/state: balance, VIP, unread messages and badge counts. */
  memberState(): Promise<MemberState>;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));

/** Binds the reward center calls to `http` (paths from ENDPOINTS). */
export function createRewardCenterApi(http: AxiosInstance): RewardCenterApi {
  const get = <T>(url: string, params?: object) =>
    request<T>(http, { url, params: params ? clean(params) : undefined });
  const post = <T>(url: string, data?: unknown) => request<T>(http, { url, method: 'POST', data: data ?? {} });
  return {
    rewards: (q) => get(ENDPOINTS.rewards, q),
    claim: (id) => post(ENDPOINTS.rewardClaim.replace(':id', String(id))),
    rebate: () => get(ENDPOINTS.rebate),
    claimRebate: (requestId) => post(ENDPOINTS.rebateClaim, { requestId }),
    rebateClaims: (q) => get(ENDPOINTS.rebateClaims, q),
    vip: () => get(ENDPOINTS.vip),
    memberState: () => get(ENDPOINTS.memberState),
  };
}
