/**
 * Per-merchant caches of what every page load asks for (README "Home speed"): the permission
 * without the visitor's location, the game menu, the vendor lanes, the hot games and the pages of
 * the game lists, each per language. They are built from the merchant's configuration in force
 * (spec section 3: permission; section 7: the game calls) and the catalogue tables (vendors,
 * games, merchant_vendors, written only by the seed), so they are kept per configuration version:
 * the key is the merchant's `SiteConfig` object itself, which the merchant service hands out
 * unchanged for as long as the stored configuration is unchanged (server/services/merchants.ts).
 * A live configuration change (a console save or rollback, server/services/config-versions; a
 * SITE_CONFIG start; a seed) stores a new configuration, so the next request's merchant carries a
 * new object and every cached answer of the old version is out of reach at once (and collected
 * with it: the entries hang off that object in a WeakMap).
 */
import type { SiteConfig } from '../../contract/types.ts';
import type { MerchantContext } from './merchants.ts';

/** Most entries kept per configuration version: game list pages are many; past this the oldest go first. */
export const SITE_CACHE_MAX_ENTRIES = 500;

export interface SiteCache {
  /**
   * The value of `key` for the merchant's configuration in force: the cached one, else what
   * `build()` settles to (kept only when it resolves; a rejection is passed on and forgotten, so
   * the next call builds again). Concurrent calls for one key share one build.
   */
  get<T>(merchant: Pick<MerchantContext, 'config'>, key: string, build: () => Promise<T>): Promise<T>;
  /** Entries held for this configuration (tests, diagnostics). */
  size(config: SiteConfig): number;
}

/** Creates an empty cache (one per app: each app has its own database and merchants). */
export function createSiteCache(maxEntries = SITE_CACHE_MAX_ENTRIES): SiteCache {
  const byConfig = new WeakMap<SiteConfig, Map<string, Promise<unknown>>>();
  return {
    get<T>(merchant: Pick<MerchantContext, 'config'>, key: string, build: () => Promise<T>): Promise<T> {
      let entries = byConfig.get(merchant.config);
      if (!entries) {
        entries = new Map();
        byConfig.set(merchant.config, entries);
      }
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string); // Map keeps insertion order
      const value = build();
      entries.set(key, value);
      const held = entries;
      value.catch(() => {
        if (held.get(key) === value) held.delete(key);
      });
      return value;
    },
    size: (config) => byConfig.get(config)?.size ?? 0,
  };
}
