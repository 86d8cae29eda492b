/**
 * What the mission, leaderboard and referral stores reach through `getEnv` (STYLE.md: the API
 * comes through the environment so tests pass a fake): the missions API. Absent, it defaults to a
 * client over the page's own origin.
 */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { defaultMissionsApi, type MissionsApi } from '../../api/missions';

/** The environment key of referral, missions and leaderboards (docs/rewards.md). */
export interface MissionsEnv {
  missions?: MissionsApi;
}

/** The missions API of `node`'s environment, defaulting to the page's own client. */
export function missionsApi(node: IAnyStateTreeNode): MissionsApi {
  return (getEnv(node) as MissionsEnv).missions ?? defaultMissionsApi();
}
