/**
 * What the agent store reaches through `getEnv` (STYLE.md: the API comes through the environment
 * so tests pass a fake): the agent center API. Absent, it defaults to a client over the page's own
 * origin.
 */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { defaultAgentApi, type AgentApi } from '../../api/agent';

/** The environment key of the agent center. */
export interface AgentEnv {
  agent?: AgentApi;
}

/** The agent center API of `node`'s environment, defaulting to the page's own client. */
export function agentApi(node: IAnyStateTreeNode): AgentApi {
  return (getEnv(node) as AgentEnv).agent ?? defaultAgentApi();
}
