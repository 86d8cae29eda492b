/**
 * What the mission, leaderboard and referral stores reach through `getEnv` (STYLE.md: the API
 * comes through the environment so tests pass a fake): the missions API, required (src/api/index.ts
 * createApis).
 */
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { MissionsApi } from '../../api/missions';
import { envApi } from '../envApi';

/** The environment key of referral, missions and leaderboards (docs/rewards.md). */
export interface MissionsEnv {
  missions: MissionsApi;
}

/**
 * The missions API of `node`'s environment.
 * @throws Error naming the API when the environment lacks it (src/stores/envApi.ts).
 */
export function missionsApi(node: IAnyStateTreeNode): MissionsApi {
  return envApi(node, 'missions');
}
