/**
 * Game menu reorganisation (spec section 4) and the category table (spec sections 2 and 3).
 *
 * The server lists esports and cockfight vendors under SPORTS and in-house vendors under RNG;
 * the client moves them to their own categories and orders categories for the navigation.
 */
import type { CategoryInfo } from './registryTypes';
import type { GameCategory, GameMenuEntry, MenuVendor } from '../contract/types';

/**
 * Navigation order of the categories (our choice; the spec fixes only Home first and
 * Promotions last): sports-like first, then casino, then lotteries, then niche categories.
 */
export const CATEGORY_ORDER: readonly GameCategory[] = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'BGS',
  'COCKFIGHT',
];

/** Vendor codes that count as esports even when their gameType says SPORTS (spec section 3). */
export const ESPORTS_VENDOR_CODES: readonly string[] = ['AV', 'IMES', 'IA', 'AI', 'TF'];

/** Vendor codes whose presence switches the prize mode to ELOTT (spec section 4). */
export const ELOTT_PRIZE_VENDORS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

type CategoryPage = Omit<CategoryInfo, 'vendors' | 'category'>;

/**
 * Route, page id (spec section 2), content-type code (spec section 3) and page kind per category:
 * list pages for /live /fish /rng /pvp /bgs, center pages for /sports /esports /lott /elott /cockfight.
 */
export const CATEGORY_PAGES: Readonly<Record<GameCategory, CategoryPage>> = {
  SPORTS: { path: '/sports', pageId: 'w_sports', contentType: 'con_sports', pageKind: 'center' },
  ESPORTS: { path: '/esports', pageId: 'w_esports', contentType: 'compete_game', pageKind: 'center' },
  LIVE: { path: '/live', pageId: 'w_live', contentType: 'con_live', pageKind: 'list' },
  RNG: { path: '/rng', pageId: 'w_rng', contentType: 'con_rng', pageKind: 'list' },
  FISH: { path: '/fish', pageId: 'w_fish', contentType: 'con_fish', pageKind: 'list' },
  PVP: { path: '/pvp', pageId: 'w_pvp', contentType: 'con_pvp', pageKind: 'list' },
  LOTT: { path: '/lott', pageId: 'w_lott', contentType: 'con_lott', pageKind: 'center' },
  ELOTT: { path: '/elott', pageId: 'w_elott', contentType: 'con_lott', pageKind: 'center' },
  BGS: { path: '/bgs', pageId: 'w_bgs', contentType: 'in_house', pageKind: 'list' },
  COCKFIGHT: { path: '/cockfight', pageId: 'w_cockfight', contentType: 'con_cock', pageKind: 'center' },
};

/**
 * The category a vendor really belongs to (spec section 4): vendors listed under SPORTS move to
 * ESPORTS when their gameType is ESPORTS or their code is an esports code, and to COCKFIGHT when
 * their gameType is COCKFIGHT; vendors listed under RNG with gameType BGS (in-house) move to BGS.
 * Every other vendor stays where the server listed it.
 */
export function targetCategory(
  listedUnder: GameCategory,
  vendor: Pick<MenuVendor, 'vassalage' | 'gameType'>,
): GameCategory {
  if (listedUnder === 'SPORTS') {
    if (vendor.gameType === 'ESPORTS' || ESPORTS_VENDOR_CODES.includes(vendor.vassalage)) return 'ESPORTS';
    if (vendor.gameType === 'COCKFIGHT') return 'COCKFIGHT';
  }
  if (listedUnder === 'RNG' && vendor.gameType === 'BGS') return 'BGS';
  return listedUnder;
}

/**
 * Reorganises the server's game menu into categories in {@link CATEGORY_ORDER}.
 * @param menu the raw game menu (schemas/game-menu.schema.json).
 * @returns one CategoryInfo per category that has at least one vendor; vendors keep the server's
 *   order, and a vendor listed twice in the same resulting category appears once.
 */
export function reorganiseGameMenu(menu: readonly GameMenuEntry[]): CategoryInfo[] {
  const byCategory = new Map<GameCategory, MenuVendor[]>();
  for (const entry of menu) {
    for (const vendor of entry.vendors) {
      const category = targetCategory(entry.gameCategory, vendor);
      const list = byCategory.get(category) ?? [];
      if (!list.some((v) => v.vassalage === vendor.vassalage)) list.push(vendor);
      byCategory.set(category, list);
    }
  }
  return CATEGORY_ORDER.flatMap((category) => {
    const vendors = byCategory.get(category) ?? [];
    return vendors.length === 0 ? [] : [{ category, ...CATEGORY_PAGES[category], vendors }];
  });
}

/**
 * Prize mode of the lottery pages (spec section 4): ELOTT when any vendor of the menu has the code
 * TCG_LOTTO_VN or LOTT, otherwise LOTT. The lottery calls and the VN launch carry it (spec: lottery
 * API); it joins the registry with the lottery screens that read it, none reads it before.
 */
export function prizeModeOf(menu: readonly GameMenuEntry[]): 'LOTT' | 'ELOTT' {
  const hit = menu.some((entry) => entry.vendors.some((v) => ELOTT_PRIZE_VENDORS.includes(v.vassalage)));
  return hit ? 'ELOTT' : 'LOTT';
}

/** Finds the category whose route is `path` (e.g. '/rng'), or undefined. */
export function categoryOfPath(path: string): GameCategory | undefined {
  return CATEGORY_ORDER.find((c) => CATEGORY_PAGES[c].path === path);
}
