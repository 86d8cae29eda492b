/**
 * The platform's vendor catalogue for the menu rules: the reference server's seed
 * (server/db/seed/vendors.ts VENDOR_SEEDS, 33 vendors in ten categories), read at run time so the
 * lint never keeps a copy. Loaded by URL: the seed is server code (it imports with .ts extensions,
 * which the front-end TypeScript project does not allow), so it stays out of that project.
 */
import { GAME_CATEGORIES, type GameCategory, type GameMenuEntry, type SiteConfig } from '../../contract/types';
import type { CatalogueVendor } from './types';

const SEED_URL = new URL('../../server/db/seed/vendors.ts', import.meta.url);

/**
 * @returns every seeded vendor's code and game type.
 * @throws Error when the seed module does not export a well-formed VENDOR_SEEDS.
 */
export async function loadCatalogue(): Promise<CatalogueVendor[]> {
  const mod = (await import(SEED_URL.href)) as { VENDOR_SEEDS?: unknown };
  const seeds = mod.VENDOR_SEEDS;
  const ok = (s: unknown): s is CatalogueVendor =>
    typeof s === 'object' &&
    s !== null &&
    typeof (s as CatalogueVendor).code === 'string' &&
    GAME_CATEGORIES.includes((s as CatalogueVendor).gameType as GameCategory);
  if (!Array.isArray(seeds) || !seeds.every(ok))
    throw new Error(`${SEED_URL.pathname} does not export VENDOR_SEEDS as a list of { code, gameType }`);
  return seeds.map((s) => ({
    code: s.code,
    gameType: s.gameType,
    ...(typeof s.nameEn === 'string' ? { nameEn: s.nameEn } : {}),
    ...(s.isGame ? { isGame: s.isGame } : {}),
    gameCode: s.gameCode ?? null,
  }));
}

/**
 * The raw game menu the reference server sends for a configuration (server/services/catalog.ts):
 * the catalogue's vendors of the offered categories, listed where the server lists them
 * (esports and cockfight under SPORTS, in-house under RNG: the seed's menuCategoryOf), in
 * catalogue order. Artwork URLs are the server's media paths.
 */
export async function gameMenuOfConfig(
  config: Pick<SiteConfig, 'gameCategories'>,
  catalogue: readonly CatalogueVendor[],
): Promise<GameMenuEntry[]> {
  const mod = (await import(SEED_URL.href)) as { menuCategoryOf?: (t: GameCategory) => GameCategory };
  const listedUnder = mod.menuCategoryOf;
  if (typeof listedUnder !== 'function') throw new Error(`${SEED_URL.pathname} does not export menuCategoryOf`);
  const menu: GameMenuEntry[] = [];
  for (const v of catalogue) {
    if (!config.gameCategories.includes(v.gameType)) continue;
    const category = listedUnder(v.gameType);
    let entry = menu.find((e) => e.gameCategory === category);
    if (!entry) menu.push((entry = { gameCategory: category, vendors: [] }));
    entry.vendors.push({
      vassalage: v.code,
      displayName: v.nameEn ?? v.code,
      gameType: v.gameType,
      isGame: v.isGame ?? 'LOBBY',
      lagerIcon: `/media/vendors/${v.code}/icon.svg`,
      logo: `/media/vendors/${v.code}/logo.svg`,
      gameCode: v.gameCode ?? null,
    });
  }
  return menu;
}
