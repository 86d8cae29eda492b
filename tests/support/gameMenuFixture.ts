/**
 * A realistic game menu as the reference server seeds it (server/db/seed/vendors.ts: 33 vendors in
 * all ten categories), listed the way the server lists them: esports and cockfight vendors under
 * SPORTS, in-house (BGS) vendors under RNG. One extra esports vendor, AV, is listed with gameType
 * SPORTS so that the esports vendor-code rule (spec section 3) is exercised too.
 */
import type { GameCategory, GameMenuEntry, MenuVendor, VendorOpenKind } from '../../contract/types';

type Seed = [code: string, name: string, gameType: GameCategory, isGame?: VendorOpenKind, gameCode?: string | null];

export const VENDOR_SEEDS: readonly Seed[] = [
  ['SABA', 'SABA Sports', 'SPORTS'],
  ['BTI', 'BTi Sports', 'SPORTS'],
  ['SBO', 'SBOBET', 'SPORTS'],
  ['IA', 'IA Esports', 'ESPORTS'],
  ['TF', 'TF Gaming', 'ESPORTS'],
  ['IMES', 'IM Esports', 'ESPORTS'],
  ['AV', 'AV Esports', 'SPORTS'],
  ['EVO', 'Evolution', 'LIVE', 'VASSALAGE'],
  ['AG', 'Asia Gaming', 'LIVE'],
  ['SEXY', 'AE Sexy', 'LIVE'],
  ['DG', 'Dream Gaming', 'LIVE'],
  ['PG', 'PG Soft', 'RNG'],
  ['PT', 'Playtech', 'RNG'],
  ['JDB', 'JDB Gaming', 'RNG'],
  ['CQ9', 'CQ9 Gaming', 'RNG'],
  ['FC', 'Fa Chai', 'RNG'],
  ['JL', 'JILI', 'RNG'],
  ['EG2', 'EG Gaming', 'RNG'],
  ['PP', 'Pragmatic Play', 'RNG', 'VASSALAGE'],
  ['HB', 'Habanero', 'RNG'],
  ['MG', 'Microgaming', 'RNG'],
  ['RT', 'Red Tiger', 'RNG'],
  ['BNG', 'Booongo', 'RNG'],
  ['FG', 'Fun Gaming', 'FISH'],
  ['KA', 'KA Gaming', 'FISH'],
  ['YL', 'Yile Fishing', 'FISH'],
  ['KY', 'Kaiyuan Chess', 'PVP'],
  ['LEG', 'Legend Chess', 'PVP'],
  ['V8', 'V8 Poker', 'PVP'],
  ['TCG', 'TCG Lottery', 'LOTT'],
  ['VR', 'VR Lottery', 'LOTT'],
  ['TCG_LOTTO_VN', 'Vietnam Lottery', 'ELOTT', 'GAME', 'TCG_LOTTO_VN_LOBBY'],
  ['BGS', 'BGS Originals', 'BGS'],
  ['SV388', 'SV388 Cockfight', 'COCKFIGHT', 'GAME', 'SV388_ARENA'],
];

/** Where the server lists a vendor (spec section 4): esports/cockfight under SPORTS, BGS under RNG. */
export function listedUnder(gameType: GameCategory): GameCategory {
  if (gameType === 'ESPORTS' || gameType === 'COCKFIGHT') return 'SPORTS';
  if (gameType === 'BGS') return 'RNG';
  return gameType;
}

/** The vendor's real category, as the client will file it (AV counts as esports by its code). */
export function realCategory([code, , gameType]: Seed): GameCategory {
  return code === 'AV' ? 'ESPORTS' : gameType;
}

export function vendorOf([code, name, gameType, isGame = 'LOBBY', gameCode = null]: Seed): MenuVendor {
  return {
    vassalage: code,
    displayName: name,
    gameType,
    isGame,
    lagerIcon: `/media/vendors/${code}-large.svg`,
    logo: `/media/vendors/${code}.svg`,
    gameCode,
  };
}

/**
 * The raw game menu for a merchant offering `categories` (vendors whose real category is not
 * offered are left out), in the server's listing order.
 */
export function gameMenuFixture(
  categories: readonly GameCategory[] = [
    'SPORTS',
    'ESPORTS',
    'LIVE',
    'LOTT',
    'ELOTT',
    'FISH',
    'PVP',
    'RNG',
    'BGS',
    'COCKFIGHT',
  ],
): GameMenuEntry[] {
  const menu: GameMenuEntry[] = [];
  for (const seed of VENDOR_SEEDS) {
    if (!categories.includes(realCategory(seed))) continue;
    const listed = listedUnder(seed[2]);
    let entry = menu.find((e) => e.gameCategory === listed);
    if (!entry) {
      entry = { gameCategory: listed, vendors: [] };
      menu.push(entry);
    }
    entry.vendors.push(vendorOf(seed));
  }
  return menu;
}
