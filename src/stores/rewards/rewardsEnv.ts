/**
 * What the rewards stores reach through `getEnv` (STYLE.md: the API comes through the environment
 * so tests pass a fake): the bonus API, required (src/api/index.ts createApis).
 */
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { BonusesApi } from '../../api/bonuses';
import { envApi } from '../envApi';

/** The environment keys of the rewards (docs/rewards.md). */
export interface RewardsEnv {
  bonuses: BonusesApi;
}

/**
 * The bonus API of `node`'s environment.
 * @throws Error naming the API when the environment lacks it (src/stores/envApi.ts).
 */
export function bonusesApi(node: IAnyStateTreeNode): BonusesApi {
  return envApi(node, 'bonuses');
}
