/**
 * The site routes of the registry (design card; STYLE.md "One way per concern": a new page is a
 * registry page with what it requires): every path of spec section 2 and the content pages
 * (docs/site-pages.md, docs/livechat.md) as a page id with its path, the features and the session
 * roles it requires. The engine knows ids and paths only; the browser maps paths to components in
 * one table (src/features/routing/routeTable.ts), and the router draws a route only when the
 * registry allows its page (./pages.ts).
 */
import type { GameCategory } from '../../contract/types';
import type { FeatureKey, SessionRole } from '../registryTypes';
import { AGENTS_ONLY, LOGGED_IN } from './entry';

/** A site page of the table below (fields absent: no requirement). */
export interface SitePageDefinition {
  id: string;
  /** Route path as react-router spells it ('/blog/:id'). */
  path: string;
  /** Features that must all be on (spec section 3 flags through FEATURE_SOURCES). */
  requiresFeatures?: FeatureKey[];
  /** Session roles admitted; absent or empty: everybody. */
  roles?: SessionRole[];
  /** Where the router sends a session whose role the page refuses (default '/'). */
  refusedTo?: string;
  /** 'token': a session token is needed (lottery pages: without one the router sends to /login). */
  guard?: 'token';
  /** A game category page: a page of the registry only while the category is in the game menu. */
  category?: GameCategory;
}

/** Pages that need a signed-in session (trial included): guests go to /login (spec sections 2 and 6). */
const signedIn = { roles: LOGGED_IN, refusedTo: '/login' } as const;
const categoryPage = (category: GameCategory): SitePageDefinition => ({
  id: category.toLowerCase(),
  path: `/${category.toLowerCase()}`,
  category,
});

/** Every site page, in the order of spec section 2, then the content pages. */
export const SITE_PAGES: readonly SitePageDefinition[] = [
  { id: 'home', path: '/' },
  { id: 'homeIndex', path: '/index' },
  { id: 'homeIndexHtml', path: '/index.html' },
  { id: 'homeHome', path: '/home' },
  { id: 'login', path: '/login' },
  { id: 'register', path: '/register' },
  { id: 'help', path: '/help' },
  { id: 'agent', path: '/agent' },
  // the agent center (spec section 2): everybody else lands on the agent landing page
  { id: 'agentHome', path: '/agentHome', roles: AGENTS_ONLY, refusedTo: '/agent' },
  { id: 'member', path: '/member', ...signedIn },
  categoryPage('SPORTS'),
  categoryPage('ESPORTS'),
  categoryPage('LOTT'),
  categoryPage('ELOTT'),
  categoryPage('COCKFIGHT'),
  categoryPage('LIVE'),
  categoryPage('FISH'),
  categoryPage('RNG'),
  categoryPage('PVP'),
  categoryPage('BGS'),
  { id: 'favorite', path: '/favorite', ...signedIn },
  { id: 'recent', path: '/recent', ...signedIn },
  { id: 'lottery', path: '/lottery', guard: 'token' },
  { id: 'seaLottery', path: '/seaLottery', guard: 'token' },
  { id: 'vnLottery', path: '/vnLottery', guard: 'token' },
  { id: 'promotions', path: '/promotions' },
  // the points mall (docs/points.md): PTSYS3
  { id: 'pointMall', path: '/pointMall', requiresFeatures: ['points'], ...signedIn },
  { id: 'seamless', path: '/seamless', ...signedIn },
  // site pages (docs/site-pages.md): blog and news with their articles, about us, the help center, app download
  { id: 'blog', path: '/blog' },
  { id: 'blogPost', path: '/blog/:id' },
  { id: 'news', path: '/news' },
  { id: 'newsPost', path: '/news/:id' },
  { id: 'about', path: '/about' },
  { id: 'helpCenter', path: '/helpCenter' },
  { id: 'download', path: '/download' },
  { id: 'mobileDownload', path: '/m/download' },
  // the house chat window (docs/livechat.md)
  { id: 'livechat', path: '/livechat' },
];

/** Whether `pathname` matches a route `path` (':name' matches one non-empty segment; a trailing slash is ignored). */
function pathMatches(path: string, pathname: string): boolean {
  const normal = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const want = path.split('/');
  const got = normal.split('/');
  return (
    want.length === got.length &&
    want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
  );
}

/**
 * The site page a browser path belongs to (query and hash are not part of `pathname`).
 * @returns undefined for a path no site page has (the router sends it home).
 */
export function sitePageOfPath(pathname: string): SitePageDefinition | undefined {
  return SITE_PAGES.find((p) => pathMatches(p.path, pathname));
}
