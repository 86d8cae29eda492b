/**
 * Referral, missions and leaderboard calls of a member (docs/rewards.md "Referral", "Missions and
 * leaderboards"; schemas/api/rewards.json; spec sections 2 and 7): the mission summary, a claim of
 * a completed mission's reward through the reward center (POST rewardClaim: a repeated claim
 * answers the same claimed reward), a weekly leaderboard, the referral code with its link, rules
 * and totals, and the invited friends. Every call needs a real member's login token and throws
 * ApiProblem (the server's localised message for a refusal). Money fields are decimal strings.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  ClaimAnswer,
  Leaderboard,
  LeaderboardQuery,
  MissionSummary,
  ReferralFriends,
  ReferralFriendsQuery,
  ReferralInfo,
} from '../../contract/types';

/** The calls the mission, leaderboard and referral stores use (tests pass a fake with the same shape). */
export interface MissionsApi {
  /** GET missions: the daily and weekly missions with the member's progress and state. */
  missions(): Promise<MissionSummary>;
  /** POST rewards/center/:id/claim: claims a reward (idempotent: a second claim answers the same). */
  claimReward(rewardId: number): Promise<ClaimAnswer>;
  /** GET leaderboard: a board's current or previous week, top 50, prizes and the member's own rank. */
  leaderboard(q: LeaderboardQuery): Promise<Leaderboard>;
  /** GET referral: code, link, rules, totals (404 FEATURE_OFF without the referral promotion). */
  referral(): Promise<ReferralInfo>;
  /** GET referral/friends: a page of the invited friends (masked), optionally of one state. */
  referralFriends(q: ReferralFriendsQuery): Promise<ReferralFriends>;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));

/** Binds the calls to `http` (paths from ENDPOINTS). */
export function createMissionsApi(http: AxiosInstance): MissionsApi {
  const get = <T>(url: string, params?: object) =>
    request<T>(http, { url, params: params ? clean(params) : undefined });
  return {
    missions: () => get(ENDPOINTS.missions),
    claimReward: (rewardId) =>
      request(http, { url: ENDPOINTS.rewardClaim.replace(':id', String(rewardId)), method: 'POST', data: {} }),
    leaderboard: (q) => get(ENDPOINTS.leaderboard, q),
    referral: () => get(ENDPOINTS.referral),
    referralFriends: (q) => get(ENDPOINTS.referralFriends, q),
  };
}
