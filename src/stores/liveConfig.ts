/**
 * Live configuration (README "Operator console"): what the ConfigStore needs to follow the operator's saves
 * without a reload, kept apart from the store's loading code. The store opens the site socket
 * without a token (visitors get the merchant's `config` events too), applies a pushed version,
 * and after a drop asks the server for the current version (catch-up by version).
 */
import type { MenuEntry, Registry } from '../../engine/registryTypes';
import type { SocketFactory } from '../api/socket';

/** The environment's `liveConfig`: null turns live updates off; absent: on in a real browser. */
export interface LiveConfigEnv {
  /** GET the merchant's live configuration version. */
  getVersion(): Promise<number>;
  /** Socket URL (default: this page's origin, /api/ws) and factory (tests pass fakes). */
  url?: string;
  create?: SocketFactory;
  /** First reconnect delay in ms (default 1000, doubled on each failure). */
  baseDelayMs?: number;
  /** Leaves a page that is no longer allowed (default: history to / and a popstate for the router). */
  navigateHome?(): void;
  /** The language the site's API calls use (TW or EN): picks the pushed game menu. Absent: the menu is fetched. */
  language?(): string;
  /** The current path (default: location.pathname). */
  currentPath?(): string;
}

/** Routes the registry lets a visitor reach: every `route` action of its menus and the category pages. */
export function allowedPaths(registry: Registry | null): Set<string> {
  const paths = new Set<string>();
  if (!registry) return paths;
  const visit = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      if (entry.action.kind === 'route') paths.add(entry.action.to.split(/[?#]/)[0]!);
      if (entry.children) visit(entry.children);
    }
  };
  for (const menu of Object.values(registry.menus)) visit(menu.entries);
  for (const category of registry.categories) paths.add(category.path);
  return paths;
}

/**
 * Whether `path` was reachable under the `before` registry and is not under `after`: a page the
 * operator just switched off (README "Operator console": it navigates home with a notice). Home is always allowed.
 */
export function pathWithdrawn(path: string, before: Registry | null, after: Registry | null): boolean {
  if (path === '/' || !before || !after) return false;
  return allowedPaths(before).has(path) && !allowedPaths(after).has(path);
}

/** Default {@link LiveConfigEnv.navigateHome}: replaces the URL with / and tells the router. */
export function historyNavigateHome(): void {
  globalThis.history.replaceState(null, '', '/');
  globalThis.dispatchEvent(new PopStateEvent('popstate'));
}

/** i18n key of the notice shown when the open page was switched off. */
export const PAGE_WITHDRAWN_NOTICE = 'operator.live.pageWithdrawn';
