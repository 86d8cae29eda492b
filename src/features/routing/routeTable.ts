/**
 * Every route of spec section 2 as data: what each path shows, whether it needs login (the guard
 * sends guests to /login only for these), whether it is a game page (side menu hidden), and which
 * lazily loaded area draws it (spec: Promotions, Seamless, Lottery, MemberCenter, PointMall,
 * AccountGame, GameListCenter, GameCenter). Pure, so tests can resolve every path.
 */
import type { GameCategory } from '../../../contract/types';

export type RouteView =
  | { kind: 'home'; modal: 'login' | 'register' | 'help' | null }
  | { kind: 'agent' }
  | { kind: 'agentHome' }
  | { kind: 'lazy'; area: LazyArea; category?: GameCategory; variant?: string };

export type LazyArea = 'Promotions' | 'Seamless' | 'Lottery' | 'MemberCenter' | 'PointMall' | 'AccountGame' | 'GameListCenter' | 'GameCenter' | 'SitePages' | 'Download' | 'LiveChat';

export interface RouteDef {
  path: string;
  view: RouteView;
  /** 'login': guests go to /login; 'token': no session token -> /login (lottery pages). */
  guard: 'none' | 'login' | 'token';
  /** false: drawn without the site's layout (the mobile download page, the chat window). */
  shell?: false;
}

const home = (modal: 'login' | 'register' | 'help' | null = null): RouteView => ({ kind: 'home', modal });
const list = (category: GameCategory): RouteView => ({ kind: 'lazy', area: 'GameListCenter', category });
const center = (category: GameCategory): RouteView => ({ kind: 'lazy', area: 'GameCenter', category });

export const ROUTES: readonly RouteDef[] = [
  { path: '/', view: home(), guard: 'none' },
  { path: '/index', view: home(), guard: 'none' },
  { path: '/index.html', view: home(), guard: 'none' },
  { path: '/home', view: home(), guard: 'none' },
  { path: '/login', view: home('login'), guard: 'none' },
  { path: '/register', view: home('register'), guard: 'none' },
  { path: '/help', view: home('help'), guard: 'none' },
  { path: '/agent', view: { kind: 'agent' }, guard: 'none' },
  { path: '/agentHome', view: { kind: 'agentHome' }, guard: 'none' },
  { path: '/member', view: { kind: 'lazy', area: 'MemberCenter' }, guard: 'login' },
  { path: '/sports', view: center('SPORTS'), guard: 'none' },
  { path: '/esports', view: center('ESPORTS'), guard: 'none' },
  { path: '/lott', view: center('LOTT'), guard: 'none' },
  { path: '/elott', view: center('ELOTT'), guard: 'none' },
  { path: '/cockfight', view: center('COCKFIGHT'), guard: 'none' },
  { path: '/live', view: list('LIVE'), guard: 'none' },
  { path: '/fish', view: list('FISH'), guard: 'none' },
  { path: '/rng', view: list('RNG'), guard: 'none' },
  { path: '/pvp', view: list('PVP'), guard: 'none' },
  { path: '/bgs', view: list('BGS'), guard: 'none' },
  { path: '/favorite', view: { kind: 'lazy', area: 'AccountGame', variant: 'favorite' }, guard: 'login' },
  { path: '/recent', view: { kind: 'lazy', area: 'AccountGame', variant: 'recent' }, guard: 'login' },
  { path: '/lottery', view: { kind: 'lazy', area: 'Lottery', variant: 'LOTT' }, guard: 'token' },
  { path: '/seaLottery', view: { kind: 'lazy', area: 'Lottery', variant: 'SEA' }, guard: 'token' },
  { path: '/vnLottery', view: { kind: 'lazy', area: 'Lottery', variant: 'VN' }, guard: 'token' },
  { path: '/promotions', view: { kind: 'lazy', area: 'Promotions' }, guard: 'none' },
  { path: '/pointMall', view: { kind: 'lazy', area: 'PointMall' }, guard: 'login' },
  { path: '/seamless', view: { kind: 'lazy', area: 'Seamless' }, guard: 'login' },
  // site pages (docs/site-pages.md): blog and news with their articles, about us, the help center, app download
  { path: '/blog', view: { kind: 'lazy', area: 'SitePages', variant: 'blog' }, guard: 'none' },
  { path: '/blog/:id', view: { kind: 'lazy', area: 'SitePages', variant: 'blogPost' }, guard: 'none' },
  { path: '/news', view: { kind: 'lazy', area: 'SitePages', variant: 'news' }, guard: 'none' },
  { path: '/news/:id', view: { kind: 'lazy', area: 'SitePages', variant: 'newsPost' }, guard: 'none' },
  { path: '/about', view: { kind: 'lazy', area: 'SitePages', variant: 'about' }, guard: 'none' },
  { path: '/helpCenter', view: { kind: 'lazy', area: 'SitePages', variant: 'help' }, guard: 'none' },
  { path: '/download', view: { kind: 'lazy', area: 'Download', variant: 'page' }, guard: 'none' },
  { path: '/m/download', view: { kind: 'lazy', area: 'Download', variant: 'mobile' }, guard: 'none', shell: false },
  // the house chat window (docs/livechat.md)
  { path: '/livechat', view: { kind: 'lazy', area: 'LiveChat', variant: 'window' }, guard: 'none', shell: false },
];

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
 * Where the guard sends a visitor, or null to stay (spec sections 2 and 6): guests go to /login for
 * 'login' routes; a missing token goes to /login for 'token' routes.
 */
export function guardRedirect(route: RouteDef, isLoggedIn: boolean, hasToken: boolean): string | null {
  if (route.guard === 'login' && !isLoggedIn) return '/login';
  if (route.guard === 'token' && !hasToken) return '/login';
  return null;
}
