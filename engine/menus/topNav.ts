/**
 * The top navigation (spec section 2, "Top navigation"): Home first, Promotions last, one entry
 * per category that has vendors, with the click and hover rules.
 */
import type { CategoryInfo, MenuAction, MenuEntry } from '../registryTypes';
import type { GameCategory, MenuVendor } from '../../contract/types';
import { makeEntry } from './entry';
import { DROP_MENU_LARGE_ABOVE } from '../../contract/spec';

/** Categories whose click always routes to their page, whatever their vendor count (spec section 2). */
export const ALWAYS_ROUTE_CATEGORIES: readonly GameCategory[] = ['PVP', 'FISH', 'RNG'];

/** The action that opens one vendor directly: its VASSALAGE popup, or a launch. */
export function openVendorAction(category: GameCategory, vendor: MenuVendor): MenuAction {
  if (vendor.isGame === 'VASSALAGE') return { kind: 'vassalage', vendor: vendor.vassalage, category };
  return { kind: 'launch', category, vendor: vendor.vassalage, gameCode: vendor.gameCode };
}

/**
 * The click rule of spec section 2: route to the category page for PVP, FISH, RNG or any category
 * with more than one vendor; otherwise open its single vendor (launch, or its VASSALAGE popup).
 */
export function categoryClickAction(info: CategoryInfo): MenuAction {
  const only = info.vendors[0];
  if (ALWAYS_ROUTE_CATEGORIES.includes(info.category) || info.vendors.length !== 1 || !only)
    return { kind: 'route', to: info.path };
  return openVendorAction(info.category, only);
}

/**
 * A vendor entry of a drop menu: VASSALAGE vendors open their popup; on list pages (/rng, /live...)
 * the vendor's tab is opened with `?vassalage=CODE` (spec section 2 launch routes); on center pages
 * (/sports, /lott...) the vendor is launched.
 */
export function vendorEntry(info: CategoryInfo, vendor: MenuVendor): MenuEntry {
  const action: MenuAction =
    vendor.isGame !== 'VASSALAGE' && info.pageKind === 'list'
      ? { kind: 'route', to: `${info.path}?vassalage=${encodeURIComponent(vendor.vassalage)}` }
      : openVendorAction(info.category, vendor);
  return makeEntry(`vendor:${vendor.vassalage}`, `vendor.${vendor.vassalage}`, action, {
    label: vendor.displayName,
    icon: vendor.logo || vendor.lagerIcon,
  });
}

/** Builds the top navigation entries from the reorganised categories. */
export function buildTopNav(categories: readonly CategoryInfo[]): MenuEntry[] {
  const categoryEntries = categories
    .filter((info) => info.vendors.length > 0)
    .map((info) =>
      makeEntry(info.category, `menu.category.${info.category}`, categoryClickAction(info), {
        icon: info.category.toLowerCase(),
        children: info.vendors.map((v) => vendorEntry(info, v)),
        dropLayout: info.vendors.length > DROP_MENU_LARGE_ABOVE ? 'large' : 'normal',
      }),
    );
  return [
    makeEntry('HOME', 'menu.home', { kind: 'route', to: '/' }, { icon: 'home' }),
    ...categoryEntries,
    makeEntry(
      'PROMO',
      'menu.promotions',
      { kind: 'route', to: '/promotions' },
      { icon: 'gift', badge: 'availablePromoCount' },
    ),
  ];
}
