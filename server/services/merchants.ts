/**
 * Merchants (tenants): resolving the merchant of a request from its host through the domain
 * routes, and applying a site configuration (schemas/site-config.schema.json) to a merchant.
 * Several merchants share one server (README "Operator console"); everything merchant-specific goes through here.
 */
import { asc, desc, eq } from 'drizzle-orm';
import equal from 'fast-deep-equal';
import type { SiteConfig } from '../../contract/types.ts';
import type { Db } from '../db/open.ts';
import { merchantDomains, merchants } from '../db/schema.ts';
import { subscribe } from './events/index.ts';

/** What a request knows about its merchant. */
export interface MerchantContext {
  id: number;
  code: string;
  name: string;
  config: SiteConfig;
}

export interface MerchantService {
  /**
   * The merchant serving a host: the one whose domain routes name the host (lower-cased, port
   * removed), else the default merchant. Null only when the database holds no merchant.
   */
  resolveByHost(host: string | undefined): Promise<MerchantContext | null>;
  /** The merchant with this code, or null. */
  findByCode(code: string): Promise<MerchantContext | null>;
  /** Applies a site configuration to the merchant `code` (see {@link applySiteConfig}). */
  applySiteConfig(code: string, config: SiteConfig, source: string): Promise<MerchantContext>;
}

/**
 * How long a host's merchant is remembered (ms). Every save in this process forgets it at once
 * (applySiteConfig and the `config` event); the bound covers saves made by another server process.
 */
export const MERCHANT_CACHE_MS = 1000;

/** Bumped by every configuration write in this process: caches made before it are dropped. */
let configGeneration = 0;
subscribe((event) => {
  if (event.type === 'config') configGeneration += 1; // published after the save's commit
});

/** A merchants row as a request sees its merchant. */
export const toContext = (row: typeof merchants.$inferSelect): MerchantContext => ({
  id: row.id,
  code: row.code,
  name: row.name,
  config: row.config,
});

/** Strips the port and a trailing dot, lower-cases; handles bracketed IPv6 hosts. */
export function normaliseHost(host: string | undefined): string {
  if (!host) return '';
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(1, h.indexOf(']') > 0 ? h.indexOf(']') : undefined);
  const colon = h.lastIndexOf(':');
  if (colon > 0 && h.indexOf(':') === colon) h = h.slice(0, colon);
  return h.replace(/\.$/, '');
}

/**
 * Stores a configuration as merchant `code`'s (creating the merchant when missing) and makes the
 * domain routes that point to this merchant (its own code or the configuration's merchantCode)
 * route here; a domain already routed elsewhere moves to this merchant.
 * @param source where the configuration came from, e.g. `seed:config-samples/default.json`.
 */
export async function applySiteConfig(
  db: Db,
  code: string,
  config: SiteConfig,
  source: string,
  isDefault = false,
): Promise<MerchantContext> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(merchants)
      .values({ code, name: config.permission.merchantName, config, configSource: source, isDefault })
      .onConflictDoUpdate({
        target: merchants.code,
        set: { name: config.permission.merchantName, config, configSource: source, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error(`merchant ${code} could not be written`);
    const codes = new Set([code, config.permission.merchantCode]);
    const domains = [
      ...new Set(
        config.permission.domainRoute.filter((r) => codes.has(r.merchantCode)).map((r) => normaliseHost(r.domain)),
      ),
    ].filter(Boolean);
    configGeneration += 1;
    await tx.delete(merchantDomains).where(eq(merchantDomains.merchantId, row.id));
    if (domains.length > 0) {
      await tx
        .insert(merchantDomains)
        .values(domains.map((domain) => ({ merchantId: row.id, domain })))
        .onConflictDoUpdate({ target: merchantDomains.domain, set: { merchantId: row.id } });
    }
    return toContext(row);
  });
}

/**
 * Creates the merchant service over a database. Host resolution is cached per host for
 * {@link MERCHANT_CACHE_MS} and dropped by any configuration write of this process, so a saved
 * change is served by the next request (the live event is published after the commit).
 *
 * A merchant whose stored name, code and configuration are unchanged since the last lookup is
 * handed out as the same object (with the same `config` object): the configuration object stands
 * for the configuration version, and the per-merchant caches are keyed by it
 * (server/services/siteCache.ts). Any change of the stored configuration gives a new object.
 */
export function createMerchantService(db: Db, now: () => number = () => performance.now()): MerchantService {
  const byHost = new Map<string, { at: number; generation: number; merchant: Promise<MerchantContext | null> }>();
  const current = new Map<number, MerchantContext>();
  /** The merchant as last handed out when `fresh` is the same merchant with the same stored configuration, else `fresh`. */
  function intern(fresh: MerchantContext): MerchantContext {
    const known = current.get(fresh.id);
    if (known && known.code === fresh.code && known.name === fresh.name && equal(known.config, fresh.config))
      return known;
    current.set(fresh.id, fresh);
    return fresh;
  }
  async function lookUp(host: string | undefined): Promise<MerchantContext | null> {
    const domain = normaliseHost(host);
    if (domain) {
      const [routed] = await db
        .select({ m: merchants })
        .from(merchantDomains)
        .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
        .where(eq(merchantDomains.domain, domain))
        .limit(1);
      if (routed) return intern(toContext(routed.m));
    }
    const [fallback] = await db.select().from(merchants).orderBy(desc(merchants.isDefault), asc(merchants.id)).limit(1);
    return fallback ? intern(toContext(fallback)) : null;
  }
  return {
    resolveByHost(host) {
      const key = normaliseHost(host);
      const hit = byHost.get(key);
      if (hit && hit.generation === configGeneration && now() - hit.at < MERCHANT_CACHE_MS) return hit.merchant;
      if (byHost.size > 1000) byHost.clear(); // hosts are few; a flood of made-up Host headers must not grow memory
      const merchant = lookUp(host);
      byHost.set(key, { at: now(), generation: configGeneration, merchant });
      merchant.catch(() => byHost.delete(key));
      return merchant;
    },
    async findByCode(code) {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row ? intern(toContext(row)) : null;
    },
    applySiteConfig: (code, config, source) => applySiteConfig(db, code, config, source),
  };
}
