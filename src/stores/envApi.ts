/**
 * The one way a store reaches an API: by its key in the MST environment (STYLE.md "One way per
 * concern": MST's `getEnv(self)`), which src/api/index.ts createApis fills for the site and for
 * the operator console. There is no fallback client: an environment without the API is a wiring
 * mistake and fails loudly, naming the missing key, before any request is made.
 */
import { getEnv, hasEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { Apis } from '../api';

/** The environment of a store lacks an API it uses (a wiring mistake, never a network failure). */
export class MissingApiError extends Error {
  constructor(readonly api: string) {
    super(`The store environment has no "${api}" API (build it with createApis, src/api/index.ts)`);
    this.name = 'MissingApiError';
  }
}

/**
 * Checks that `env` holds every API of `names` (the RootStores check their environment when
 * created, so a missing API fails at start, not on the page that first uses it).
 * @throws MissingApiError naming the first missing API.
 */
export function assertApis(env: object | undefined, names: readonly (keyof Apis)[]): void {
  const missing = names.find((name) => !(env as Partial<Apis> | undefined)?.[name]);
  if (missing) throw new MissingApiError(missing);
}

/**
 * The API `name` of `node`'s environment.
 * @throws MissingApiError naming the missing API when the environment lacks it (a store created without an
 *   environment, or a test that did not build one with tests/support/storeEnv.ts).
 */
export function envApi<K extends keyof Apis>(node: IAnyStateTreeNode, name: K): Apis[K] {
  // MST's getEnv throws its own error for a tree created without an environment: name the API instead
  const api = hasEnv(node) ? (getEnv(node) as Partial<Apis>)[name] : undefined;
  if (!api) throw new MissingApiError(name);
  return api;
}
