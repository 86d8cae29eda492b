/**
 * What the reward center, rebate and VIP stores reach through `getEnv` (STYLE.md: the API comes
 * through the environment so tests pass a fake): the reward center API, required (src/api/index.ts
 * createApis).
 */
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { RewardCenterApi } from '../../api/rewardCenter';
import { envApi } from '../envApi';
import { rootOf } from '../rootView';

/** The environment key of the reward center (docs/rewards.md "Reward center"). */
export interface RewardCenterEnv {
  rewardCenter: RewardCenterApi;
}

/**
 * The reward center API of `node`'s environment.
 * @throws Error naming the API when the environment lacks it (src/stores/envApi.ts).
 */
export function rewardCenterApi(node: IAnyStateTreeNode): RewardCenterApi {
  return envApi(node, 'rewardCenter');
}

/** Refreshes the header wallet of the tree `node` lives in (balance and badges after a claim), when there is one. */
export function refreshWallet(node: IAnyStateTreeNode): void {
  const wallet = rootOf(node).wallet;
  if (wallet?.refresh) void wallet.refresh();
}
