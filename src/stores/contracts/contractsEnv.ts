/**
 * What the contract store reaches through `getEnv` (STYLE.md: the API comes through the
 * environment so tests pass a fake): the contracts API, required (src/api/index.ts createApis).
 */
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { ContractsApi } from '../../api/contracts';
import { envApi } from '../envApi';

/** The environment key of agent contracts (docs/contracts.md). */
export interface ContractsEnv {
  contracts: ContractsApi;
}

/**
 * The contracts API of `node`'s environment.
 * @throws Error naming the API when the environment lacks it (src/stores/envApi.ts).
 */
export function contractsApi(node: IAnyStateTreeNode): ContractsApi {
  return envApi(node, 'contracts');
}
