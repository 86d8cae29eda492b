/**
 * What the agent store reaches through `getEnv` (STYLE.md: the API comes through the environment
 * so tests pass a fake): the agent center API, required (src/api/index.ts createApis).
 */
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { AgentApi } from '../../api/agent';
import { envApi } from '../envApi';

/** The environment key of the agent center. */
export interface AgentEnv {
  agent: AgentApi;
}

/**
 * The agent center API of `node`'s environment.
 * @throws Error naming the API when the environment lacks it (src/stores/envApi.ts).
 */
export function agentApi(node: IAnyStateTreeNode): AgentApi {
  return envApi(node, 'agent');
}
