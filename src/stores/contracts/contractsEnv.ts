/**
 * What the contract store reaches through `getEnv` (STYLE.md: the API comes through the
 * environment so tests pass a fake): the contract API. Absent, it defaults to a client over the
 * page's own origin.
 */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { defaultContractsApi, type ContractsApi } from '../../api/contracts';

/** The environment key of the contracts (docs/contracts.md). */
export interface ContractsEnv {
  contracts?: ContractsApi;
}

/** The contract API of `node`'s environment, defaulting to the page's own client. */
export function contractsApi(node: IAnyStateTreeNode): ContractsApi {
  return (getEnv(node) as ContractsEnv).contracts ?? defaultContractsApi();
}
