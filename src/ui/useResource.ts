/**
 * How a member center page reads one store resource: it asks the store to load when the page
 * opens and whenever `deps` change, and clears the resource when the page closes, so a page opened
 * again starts from its loading state.
 */
import { useEffect } from 'react';
import type { Resource } from '../stores/shared/ResourceModel';

/** What a page renders from a resource: the data, the message of a failure, loading, retry. */
export interface Loaded<T> {
  data: T | null;
  error: string | null;
  loading: boolean;
  reload(): void;
  /** Replaces the data with an answer that already holds the new state. */
  set(data: T): void;
}

/**
 * Loads `resource` through `load` (a store action) on mount and on `deps` changes.
 * @param fallback message shown when the load fails without a server message.
 * @returns the resource's state for {@link LoadState} and PagedTable (read in an observer).
 */
export function useResource<T>(
  resource: Resource<T>,
  load: () => unknown,
  deps: readonly unknown[],
  fallback: string,
): Loaded<T> {
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the load depends on (deps)
  }, deps);
  useEffect(() => () => resource.clear(), [resource]);
  return {
    data: resource.data as T | null,
    error: resource.errorText(fallback),
    loading: resource.loading,
    reload: resource.reload,
    set: resource.set,
  };
}
