/**
 * What the console's contract models share (docs/contracts.md; README "Operator console"): their
 * calls from the environment, and what the screens tell after a call: the server's localised
 * message as is, or an i18n key under `operator.console.contracts.notices` (a success, or a failure
 * the server sent no message for: network, timeout). A 401 signs the console out.
 */
import { toGenerator, types, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { OperatorApi } from '../../api/operator';
import type { OperatorContractsApi } from '../../api/operatorContracts';
import { envApi } from '../envApi';
import { problemMessage } from '../problems';
import { consoleRootOf } from './consoleRootView';

/**
 * The contract calls of the environment (`operatorContractsApi`).
 * @throws MissingApiError when the environment lacks it (../envApi.ts).
 */
export const contractsApiOf = (node: IAnyStateTreeNode): OperatorContractsApi => envApi(node, 'operatorContractsApi');

/**
 * The console's calls of the environment (`operatorApi`: the member search).
 * @throws MissingApiError when the environment lacks it (../envApi.ts).
 */
export const operatorApiOf = (node: IAnyStateTreeNode): OperatorApi => envApi(node, 'operatorApi');

/** A line for the operator: `message` (the server's, already localised) or `key` with its parameters. */
export interface ContractsNotice {
  tone: 'error' | 'success';
  message?: string;
  key?: string;
  params?: Record<string, string | number>;
}

/** A success line: the i18n key under operator.console.contracts.notices and its parameters. */
export const success = (key: string, params?: Record<string, string | number>): ContractsNotice => ({
  tone: 'success',
  key,
  ...(params ? { params } : {}),
});

/**
 * The notice of a failed call: the server's message (ApiProblem other than network or timeout),
 * else the key `failed`; signs the console out on 401 (the root store's `logout`).
 */
export function failure(node: IAnyStateTreeNode, err: unknown): ContractsNotice {
  if ((err as { status?: number | null } | null)?.status === 401) consoleRootOf(node).logout?.();
  const message = problemMessage(err);
  return message ? { tone: 'error', message } : { tone: 'error', key: 'failed' };
}

/** The pages of a list answer ({total, pageSize}): at least 1, and 1 before it loaded. */
export const pageCountOf = (page: { total: number; pageSize: number } | null): number =>
  page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

/** A paged list model's state: the page asked and its answer, whether it loads and why it failed. */
export interface PagedListState<P> extends IAnyStateTreeNode {
  pageNo: number;
  page: P | null;
  loading: boolean;
  error: ContractsNotice | null;
}

/**
 * Loads page `pageNo` of a paged list model: marks it loading, clears its error, keeps the answer
 * of `fetch()` as `page`, or the call's failure ({@link failure}) as `error`. A step of the model's
 * own flow (`yield* loadPage(self, ...)`), so its changes are the flow's actions.
 */
export function* loadPage<P>(self: PagedListState<P>, pageNo: number, fetch: () => Promise<P>) {
  self.pageNo = pageNo;
  self.loading = true;
  self.error = null;
  try {
    self.page = yield* toGenerator(fetch());
  } catch (err) {
    self.error = failure(self, err);
  } finally {
    self.loading = false;
  }
}

/**
 * Runs one operator action of a model that tells its outcome in `notice`: clears the notice, marks
 * the model busy (`busy(true)`, e.g. the id acted on), runs `work` (which tells its success), and on
 * a failure tells it ({@link failure}); always `busy(false)` at the end. A step of the model's own
 * flow (`return yield* act(self, ...)`). @returns whether `work` finished.
 */
export function* act(
  self: IAnyStateTreeNode & { notice: ContractsNotice | null },
  busy: (on: boolean) => void,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- MST flows type each `yield` result at its call site
  work: () => Generator<Promise<unknown>, void, any>,
) {
  busy(true);
  self.notice = null;
  try {
    yield* work();
    return true;
  } catch (err) {
    self.notice = failure(self, err);
    return false;
  } finally {
    busy(false);
  }
}

/**
 * A paged list model of the tab named `name` (the contract list, the settlements): its filter
 * (starting as `blank`), the page asked (`pageNo`, pages of 20) and its answer, loading, the load's
 * error, the id of the record acted on and the action's notice; `pageCount` ({@link pageCountOf})
 * and `clear()` (back to `blank` and nothing loaded). The model adds its own `load`.
 */
export function pagedListModel<F, P extends { total: number; pageSize: number }>(name: string, blank: F) {
  return types
    .model(name, {
      filter: types.frozen<F>(blank),
      pageNo: 1,
      pageSize: 20,
      page: types.frozen<P | null>(null),
      loading: false,
      /** Why the list could not load (shown with a retry). */
      error: types.frozen<ContractsNotice | null>(null),
      /** The id of the record being acted on. */
      acting: types.maybeNull(types.number),
      notice: types.frozen<ContractsNotice | null>(null),
    })
    .views((self) => ({
      /** Pages of the filter (at least 1). */
      get pageCount(): number {
        return pageCountOf(self.page);
      },
    }))
    .actions((self) => ({
      clear() {
        self.filter = blank as typeof self.filter;
        self.pageNo = 1;
        self.page = null;
        self.error = null;
        self.notice = null;
        self.acting = null;
      },
    }));
}
