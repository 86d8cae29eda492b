/**
 * What the rewards stores reach through `getEnv` (STYLE.md: the API comes through the environment
 * so tests pass a fake): the member's bonus calls. Absent, they default to a client over the page's
 * own origin.
 */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { defaultBonusesApi, type BonusesApi } from '../../api/bonuses';

/** The environment keys of the rewards (docs/rewards.md). */
export interface RewardsEnv {
  bonuses?: BonusesApi;
}

/** The bonus API of `node`'s environment, defaulting to the page's own client. */
export function bonusesApi(node: IAnyStateTreeNode): BonusesApi {
  return (getEnv(node) as RewardsEnv).bonuses ?? defaultBonusesApi();
}
