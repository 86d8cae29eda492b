/**
 * Builds all seven menus of the registry (spec section 2) and drops entries whose features are
 * off. Role filtering is left to the renderers, which know the live session.
 */
import type { CategoryInfo, FeatureKey, Menu, MenuEntry, MenuId } from '../registryTypes';
import type { Permission } from '../../contract/types';
import { buildAccountMenu, buildAgentCenterMenu, buildMemberCenterMenu } from './centerMenus';
import { dropDisabled } from './entry';
import { buildFloatingMenu, buildFooterMenu, buildSideMenu } from './siteMenus';
import { buildTopNav } from './topNav';

export { DEFAULT_CENTER_PAGES, MEMBER_CENTER_PAGES } from './centerMenus';
export { buildCenterPages, declaredCenterPages, pageRequires } from './centerPages';
export { buildPages, declaredPages, pageAccess, pageAllowed, type PageAccess } from './pages';
export { SITE_PAGES, sitePageOfPath, type SitePageDefinition } from './sitePages';
export { categoryClickAction } from './topNav';
export { isVisibleTo } from './entry';

/** Every menu id, in a stable order. */
export const MENU_IDS: readonly MenuId[] = [
  'topNav',
  'side',
  'footer',
  'floatingService',
  'account',
  'memberCenter',
  'agentCenter',
];

export interface MenuInput {
  categories: readonly CategoryInfo[];
  permission: Pick<Permission, 'customerService' | 'resources'>;
  features: Readonly<Record<FeatureKey, boolean>>;
}

/**
 * Builds every menu.
 * @returns one Menu per MenuId; entries (and drop-menu children) whose `requiresFeatures` are not
 *   all on are already dropped.
 */
export function buildMenus(input: MenuInput): Record<MenuId, Menu> {
  const raw: Record<MenuId, MenuEntry[]> = {
    topNav: buildTopNav(input.categories),
    side: buildSideMenu(input.categories, input.permission),
    footer: buildFooterMenu(),
    floatingService: buildFloatingMenu(input.permission),
    account: buildAccountMenu(),
    memberCenter: buildMemberCenterMenu(),
    agentCenter: buildAgentCenterMenu(),
  };
  const menus = {} as Record<MenuId, Menu>;
  for (const id of MENU_IDS) menus[id] = { id, entries: dropDisabled(raw[id], input.features) };
  return menus;
}

/**
 * Every i18n label key a menu may use, whatever the configuration (vendor entries carry their
 * brand name as `label` and are left out), plus `menu.nav.<menuId>`, the accessible name the
 * MenuRenderer gives each menu's navigation landmark. The i18n tests check both locales define them.
 */
export function menuLabelKeys(): string[] {
  const everything: Record<FeatureKey, boolean> = new Proxy({} as Record<FeatureKey, boolean>, { get: () => true });
  const categories: CategoryInfo[] = (
    ['SPORTS', 'ESPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BGS', 'COCKFIGHT'] as const
  ).map((category) => ({
    category,
    path: `/${category.toLowerCase()}`,
    pageId: '',
    contentType: '',
    pageKind: 'list',
    vendors: [],
  }));
  const permission = {
    customerService: (['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const).map((csType) => ({
      csType,
      title: csType,
      path: '-',
    })),
    resources: (['Android', 'TELEGRAM', 'TELEGRAM1', 'WHATSAPP'] as const).map((resourceType) => ({
      resourceType,
      url: '-',
      labelNameEn: '',
    })),
  };
  const menus = buildMenus({ categories, permission, features: everything });
  const keys = new Set<string>([
    ...categories.map((c) => `menu.category.${c.category}`),
    ...MENU_IDS.map((id) => `menu.nav.${id}`),
  ]);
  const collect = (entries: readonly MenuEntry[]): void => {
    for (const e of entries) {
      if (e.label === undefined) keys.add(e.labelKey);
      if (e.children) collect(e.children);
    }
  };
  for (const id of MENU_IDS) collect(menus[id].entries);
  return [...keys].sort();
}
