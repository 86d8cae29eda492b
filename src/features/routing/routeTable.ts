/**
 * Every route of spec section 2 as data: the build's part of the registry's site pages
 * (engine/menus/sitePages.ts says which paths exist and what they require; this table says what
 * each path shows), whether it is a game page (side menu hidden), and which lazily loaded area
 * draws it (spec: Promotions, Seamless, Lottery, MemberCenter, PointMall,
 * AccountGame, GameListCenter, GameCenter). Pure, so tests can resolve every path.
 */
import type { GameCategory } from '../../../contract/types';
import { pageAccess } from '../../../engine/menus/pages';
import { SITE_PAGES } from '../../../engine/menus/sitePages';
import type { RegistryPages, SessionRole } from '../../../engine/registryTypes';

export type RouteView =
  | { kind: 'home'; modal: 'login' | 'register' | 'help' | null }
  | { kind: 'agent' }
  | { kind: 'agentHome' }
  | { kind: 'lazy'; area: LazyArea; category?: GameCategory; variant?: string };

export type LazyArea =
  | 'Promotions'
  | 'Seamless'
  | 'Lottery'
  | 'MemberCenter'
  | 'PointMall'
  | 'AccountGame'
  | 'GameListCenter'
  | 'GameCenter'
  | 'SitePages'
  | 'Download'
  | 'LiveChat';

export interface RouteDef {
  path: string;
  /** The registry's site page of this path (engine/menus/sitePages.ts): what it requires. */
  page: string;
  view: RouteView;
  /** false: drawn without the site's layout (the mobile download page, the chat window). */
  shell?: false;
}

/** What the build draws for a path: its view and whether the site's layout frames it. */
type RouteViewDef = Pick<RouteDef, 'view' | 'shell'>;

const home = (modal: 'login' | 'register' | 'help' | null = null): RouteViewDef => ({ view: { kind: 'home', modal } });
const list = (category: GameCategory): RouteViewDef => ({ view: { kind: 'lazy', area: 'GameListCenter', category } });
const center = (category: GameCategory): RouteViewDef => ({ view: { kind: 'lazy', area: 'GameCenter', category } });
const lazyView = (area: LazyArea, variant?: string): RouteViewDef => ({
  view: { kind: 'lazy', area, ...(variant ? { variant } : {}) },
});

/**
 * The build's route components: path -> view. Which paths exist and what they require is the
 * registry's (SITE_PAGES); tests hold this table to it (tests/engine/registryPages.test.ts).
 */
export const ROUTE_VIEWS: Readonly<Record<string, RouteViewDef>> = {
  '/': home(),
  '/index': home(),
  '/index.html': home(),
  '/home': home(),
  '/login': home('login'),
  '/register': home('register'),
  '/help': home('help'),
  '/agent': { view: { kind: 'agent' } },
  '/agentHome': { view: { kind: 'agentHome' } },
  '/member': lazyView('MemberCenter'),
  '/sports': center('SPORTS'),
  '/esports': center('ESPORTS'),
  '/lott': center('LOTT'),
  '/elott': center('ELOTT'),
  '/cockfight': center('COCKFIGHT'),
  '/live': list('LIVE'),
  '/fish': list('FISH'),
  '/rng': list('RNG'),
  '/pvp': list('PVP'),
  '/bgs': list('BGS'),
  '/favorite': lazyView('AccountGame', 'favorite'),
  '/recent': lazyView('AccountGame', 'recent'),
  '/lottery': lazyView('Lottery', 'LOTT'),
  '/seaLottery': lazyView('Lottery', 'SEA'),
  '/vnLottery': lazyView('Lottery', 'VN'),
  '/promotions': lazyView('Promotions'),
  '/pointMall': lazyView('PointMall'),
  '/seamless': lazyView('Seamless'),
  // site pages (docs/site-pages.md): blog and news with their articles, about us, the help center, app download
  '/blog': lazyView('SitePages', 'blog'),
  '/blog/:id': lazyView('SitePages', 'blogPost'),
  '/news': lazyView('SitePages', 'news'),
  '/news/:id': lazyView('SitePages', 'newsPost'),
  '/about': lazyView('SitePages', 'about'),
  '/helpCenter': lazyView('SitePages', 'help'),
  '/download': lazyView('Download', 'page'),
  '/m/download': { ...lazyView('Download', 'mobile'), shell: false },
  // the house chat window (docs/livechat.md)
  '/livechat': { ...lazyView('LiveChat', 'window'), shell: false },
};

/** Every route: the registry's site pages in its order, each with the build's view of its path. */
export const ROUTES: readonly RouteDef[] = SITE_PAGES.flatMap((p) => {
  const def = ROUTE_VIEWS[p.path];
  return def ? [{ path: p.path, page: p.id, ...def }] : [];
});

/** Game pages hide the side menu (spec section 2; matched case-insensitively, as the spec spells them). */
export const GAME_PAGES: readonly string[] = ['/seamless', '/lottery', '/lottert', '/vnlottery', '/sealottery'];

/** Paths that share one main view (spec section 2: /, /login and /register). */
export const SHARED_HOME_PATHS: readonly string[] = ['/', '/login', '/register'];

/** The route of a path; unknown paths resolve to null (the router sends them home). */
export function resolveRoute(pathname: string): RouteDef | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => r.path === path) ?? null;
}

export function isGamePage(pathname: string): boolean {
  return GAME_PAGES.includes(pathname.toLowerCase());
}

export function isAgentPath(pathname: string): boolean {
  return pathname === '/agent' || pathname === '/agentHome';
}

/** The key of the main view: one for /, /login and /register, otherwise the full path. */
export function mainViewKey(pathname: string, search: string): string {
  return SHARED_HOME_PATHS.includes(pathname) ? 'home' : `${pathname}${search}`;
}

/**
 * Where the router sends a visitor, or null to draw the route (spec sections 2 and 6), from the
 * registry's answer for the route's page (engine/menus/pages.ts pageAccess):
 * - a page that is off (its feature is off, its category is not in the game menu) goes home, as an
 *   unknown path does;
 * - a role the page refuses goes where the page says (guests to /login for signed-in pages,
 *   non-agents from /agentHome to /agent);
 * - a page that needs a session token without one goes to /login (lottery pages).
 * @param pages the registry's pages; null before the registry exists (features are not checked yet).
 */
export function guardRedirect(
  route: Pick<RouteDef, 'page'>,
  role: SessionRole,
  hasToken: boolean,
  pages: RegistryPages | null = null,
): string | null {
  const declared = SITE_PAGES.find((p) => p.id === route.page);
  const access = pageAccess(pages, 'site', route.page, role);
  if (access === 'off' || !declared) return '/';
  if (access === 'refused') return declared.refusedTo ?? '/';
  if (declared.guard === 'token' && !hasToken) return '/login';
  return null;
}
