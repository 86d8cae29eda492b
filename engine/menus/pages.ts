/**
 * The one notion of "allowed" for every page (design card; STYLE.md "One way per concern": the
 * router, the center renderer, the menus and the live-configuration guard all ask here). A page is
 * allowed when the registry has it (its features are on: the engine's feature rule, ./entry.ts
 * dropDisabled's twin) and the session's role is one it admits (spec section 6).
 */
import type {
  CategoryInfo,
  CenterPage,
  FeatureKey,
  PageScope,
  RegistryPages,
  SessionRole,
  SitePage,
} from '../registryTypes';
import { buildCenterPages, declaredCenterPages } from './centerPages';
import { SITE_PAGES, type SitePageDefinition } from './sitePages';

/** Why a page may or may not be opened: 'off' (not in the registry, or unknown), 'refused' (the role). */
export type PageAccess = 'allowed' | 'off' | 'refused';

/** The registry page a site definition becomes (the browser-only fields left out). */
function sitePageOf(p: SitePageDefinition): SitePage {
  return { id: p.id, path: p.path, requiresFeatures: [...(p.requiresFeatures ?? [])], roles: [...(p.roles ?? [])] };
}

/**
 * Every page the engine declares in `scope`, whatever the configuration: the list the build's
 * tables are held to (a route or a center page cannot be added beside the registry).
 */
export function declaredPages(scope: PageScope): Array<SitePage | CenterPage> {
  return scope === 'site' ? SITE_PAGES.map(sitePageOf) : declaredCenterPages(scope);
}

/**
 * The registry's pages: the center pages of both centers and the site routes whose features are
 * all on; a game category page only while its category is in the reorganised game menu (spec
 * section 4). Pure: the same input gives an equal result.
 */
export function buildPages(
  features: Readonly<Record<FeatureKey, boolean>>,
  categories: readonly Pick<CategoryInfo, 'category'>[],
): RegistryPages {
  const present = new Set(categories.map((c) => c.category));
  const site = SITE_PAGES.filter(
    (p) =>
      (p.requiresFeatures ?? []).every((f) => features[f] === true) &&
      (p.category === undefined || present.has(p.category)),
  ).map(sitePageOf);
  return { ...buildCenterPages(features), site: Object.fromEntries(site.map((p) => [p.id, p])) };
}

/**
 * Whether a session may open page `id` of `scope`.
 * - 'off': the engine declares no such page, or the registry left it out (a feature off, a
 *   category not in the game menu);
 * - 'refused': the page does not admit `role` (roles are declared, so this holds before the
 *   registry exists too);
 * - 'allowed' otherwise.
 * @param pages the registry's pages; null before the registry exists (features cannot be checked yet).
 * @param role the session's role; absent: any role (the live guard, and the menus, whose entries carry their own roles).
 */
export function pageAccess(pages: RegistryPages | null, scope: PageScope, id: string, role?: SessionRole): PageAccess {
  const declared = declaredPages(scope).find((p) => p.id === id);
  if (!declared) return 'off';
  if (role !== undefined && declared.roles.length > 0 && !declared.roles.includes(role)) return 'refused';
  if (pages !== null && !Object.prototype.hasOwnProperty.call(pages[scope], id)) return 'off';
  return 'allowed';
}

/** {@link pageAccess} is 'allowed'. */
export function pageAllowed(pages: RegistryPages | null, scope: PageScope, id: string, role?: SessionRole): boolean {
  return pageAccess(pages, scope, id, role) === 'allowed';
}
