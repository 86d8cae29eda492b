/**
 * What the console's contract models share (docs/contracts.md; README "Operator console"): their
 * calls from the environment, and what the screens tell after a call: the server's localised
 * message as is, or an i18n key under `operator.console.contracts.notices` (a success, or a failure
 * the server sent no message for: network, timeout). A 401 signs the console out.
 */
import { getEnv, getRoot, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { OperatorApi } from '../../api/operator';
import type { OperatorContractsApi } from '../../api/operatorContracts';
import { problemMessage } from '../problems';

/** The environment's calls a contract model uses: the console's (member search) and the contract calls. */
interface ContractsEnv {
  operatorApi: OperatorApi;
  operatorContractsApi: OperatorContractsApi;
}

/** The contract calls of the environment (OperatorEnv.operatorContractsApi). */
export const contractsApiOf = (node: IAnyStateTreeNode): OperatorContractsApi => getEnv<ContractsEnv>(node).operatorContractsApi;

/** The console's calls of the environment (OperatorEnv.operatorApi). */
export const operatorApiOf = (node: IAnyStateTreeNode): OperatorApi => getEnv<ContractsEnv>(node).operatorApi;

/** A line for the operator: `message` (the server's, already localised) or `key` with its parameters. */
export interface ContractsNotice {
  tone: 'error' | 'success';
  message?: string;
  key?: string;
  params?: Record<string, string | number>;
}

/** A success line: the i18n key under operator.console.contracts.notices and its parameters. */
export const success = (key: string, params?: Record<string, string | number>): ContractsNotice => ({ tone: 'success', key, ...(params ? { params } : {}) });

/**
 * The notice of a failed call: the server's message (ApiProblem other than network or timeout),
 * else the key `failed`; signs the console out on 401 (the root store's `logout`).
 */
export function failure(node: IAnyStateTreeNode, err: unknown): ContractsNotice {
  if ((err as { status?: number | null } | null)?.status === 401) (getRoot(node) as { logout?: () => void }).logout?.();
  const message = problemMessage(err);
  return message ? { tone: 'error', message } : { tone: 'error', key: 'failed' };
}
