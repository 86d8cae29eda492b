/**
 * Back to the state of a new store (sign-out and member switch: README "Member center and header
 * wallet", STYLE.md "One way per concern": the RootStore resets every member store, as Outline's
 * does on sign-out). {@link resetStore} empties one store and all it holds.
 */
import { applySnapshot, walk, type IAnyStateTreeNode } from 'mobx-state-tree';

/** A node that stops its own work (timers, watches) before a reset: `beforeReset()`. */
interface ResetAware {
  beforeReset(): void;
}
/** A loaded resource (./center/ResourceModel.ts): `clear()` also drops an answer still on its way. */
interface ResourceLike {
  clear(): void;
  reload(): void;
  load(call: () => Promise<unknown>): Promise<unknown>;
  errorText(fallback: string): string | null;
}

const isResetAware = (n: object): n is ResetAware => typeof (n as Partial<ResetAware>).beforeReset === 'function';
const isResource = (n: object): n is ResourceLike => {
  const r = n as Partial<ResourceLike>;
  return [r.clear, r.reload, r.load, r.errorText].every((f) => typeof f === 'function');
};

/**
 * Resets `store` to the snapshot of a store created with `{}` (every property to its default):
 * first each node below it (itself included) that has `beforeReset()` stops its work, and every
 * resource is cleared, so an answer for the previous member that is still on its way is dropped;
 * then the defaults are applied in place (the store keeps its identity: pages holding it follow).
 * @param store a model node whose properties all have defaults (every RootStore child does).
 */
export function resetStore(store: IAnyStateTreeNode): void {
  walk(store, (node) => {
    if (isResetAware(node)) node.beforeReset();
    if (isResource(node)) node.clear();
  });
  applySnapshot(store, {});
}
