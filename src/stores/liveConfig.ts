/**
 * Live configuration (README "Operator console"): what the ConfigStore needs to follow the operator's saves
 * without a reload, kept apart from the store's loading code. The store opens the site socket
 * without a token (visitors get the merchant's `config` events too), applies a pushed version,
 * and after a drop asks the server for the current version (catch-up by version).
 */
import { pageAllowed } from '../../engine/menus/pages';
import { sitePageOfPath } from '../../engine/menus/sitePages';
import type { Registry } from '../../engine/registryTypes';
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

/**
 * Whether `path` was reachable under the `before` registry and is not under `after`: a page the
 * operator just switched off (README "Operator console": it navigates home with a notice). The
 * registry decides, through the same rule the router asks (engine/menus/pages.ts pageAccess, any
 * role): the path's site page was allowed before and is not now (its feature went off, its game
 * category left the menu). Home is always allowed; a path no site page has is never withdrawn.
 */
export function pathWithdrawn(path: string, before: Registry | null, after: Registry | null): boolean {
  if (path === '/' || !before || !after) return false;
  const page = sitePageOfPath(path);
  if (!page) return false;
  return pageAllowed(before.pages, 'site', page.id) && !pageAllowed(after.pages, 'site', page.id);
}

/** Default {@link LiveConfigEnv.navigateHome}: replaces the URL with / and tells the router. */
export function historyNavigateHome(): void {
  globalThis.history.replaceState(null, '', '/');
  globalThis.dispatchEvent(new PopStateEvent('popstate'));
}

/** i18n key of the notice shown when the open page was switched off. */
export const PAGE_WITHDRAWN_NOTICE = 'operator.live.pageWithdrawn';
