/**
 * The platform's vendor catalogue for the menu rules: the reference server's seed
 * (server/db/seed/vendors.ts VENDOR_SEEDS, 33 vendors in ten categories), read at run time so the
 * lint never keeps a copy. Loaded by URL: the seed is server code (it imports with .ts extensions,
 * which the front-end TypeScript project does not allow), so it stays out of that project.
 */
import { GAME_CATEGORIES, type GameCategory } from '../types';
import type { CatalogueVendor } from './types';

const SEED_URL = new URL('../../../server/db/seed/vendors.ts', import.meta.url);

/**
 * @returns every seeded vendor's code and game type.
 * @throws Error when the seed module does not export a well-formed VENDOR_SEEDS.
 */
export async function loadCatalogue(): Promise<CatalogueVendor[]> {
  const mod = (await import(SEED_URL.href)) as { VENDOR_SEEDS?: unknown };
  const seeds = mod.VENDOR_SEEDS;
  const ok = (s: unknown): s is CatalogueVendor =>
    typeof s === 'object' && s !== null && typeof (s as CatalogueVendor).code === 'string' && GAME_CATEGORIES.includes((s as CatalogueVendor).gameType as GameCategory);
  if (!Array.isArray(seeds) || !seeds.every(ok)) throw new Error(`${SEED_URL.pathname} does not export VENDOR_SEEDS as a list of { code, gameType }`);
  return seeds.map((s) => ({ code: s.code, gameType: s.gameType }));
}
