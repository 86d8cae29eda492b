/**
 * The one typed way a console store reaches its root (the console's counterpart of
 * ../rootView.ts): {@link consoleRootOf} answers the root as {@link ConsoleRoot}, the parts of
 * ../ConsoleRootStore.ts the console's stores use. Declared apart from the root so no store imports
 * the root it lives in (`npm run deps:cycles`); ConsoleRootStore.ts checks the shape at compile time.
 */
import { getRoot, hasParent, type IAnyStateTreeNode } from 'mobx-state-tree';

/** What a console store may read or call on the console root. */
export interface ConsoleRoot {
  /** Signs the console out (a 401 from any console call). */
  logout(): void;
  /** The current configuration version: its merchant's currency. */
  current: { config?: { permission?: { currency?: string } } } | null;
}

/** The console root of `node`'s tree: every part absent when `node` stands alone (a test's store). */
export function consoleRootOf(node: IAnyStateTreeNode): Partial<ConsoleRoot> {
  return hasParent(node) ? (getRoot(node) as Partial<ConsoleRoot>) : {};
}
