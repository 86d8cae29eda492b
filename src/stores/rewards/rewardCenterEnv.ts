/**
 * What the reward center, rebate and VIP stores reach through `getEnv` (STYLE.md: the API comes
 * through the environment so tests pass a fake). Absent, it defaults to a client over the page's
 * own origin.
 */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { defaultRewardCenterApi, type RewardCenterApi } from '../../api/rewardCenter';

/** The environment key of the reward center (docs/rewards.md "Reward center"). */
export interface RewardCenterEnv {
  rewardCenter?: RewardCenterApi;
}

/** The reward center API of `node`'s environment, defaulting to the page's own client. */
export function rewardCenterApi(node: IAnyStateTreeNode): RewardCenterApi {
  return (getEnv(node) as RewardCenterEnv).rewardCenter ?? defaultRewardCenterApi();
}

/** Refreshes the header wallet of the tree `node` lives in (balance and badges after a claim), when there is one. */
export function refreshWallet(root: unknown): void {
  const wallet = (root as { wallet?: { refresh?: () => unknown } } | null)?.wallet;
  if (wallet?.refresh) void wallet.refresh();
}
