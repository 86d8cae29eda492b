/**
 * Merchants (tenants): resolving the merchant of a request from its host through the domain
 * routes, and applying a site configuration (schemas/site-config.schema.json) to a merchant.
 * Issue 6 adds several merchants; everything merchant-specific goes through here.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { SiteConfig } from '../../src/engine/types.ts';
import type { Db } from '../db/open.ts';
import { merchantDomains, merchants } from '../db/schema.ts';

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

const toContext = (row: typeof merchants.$inferSelect): MerchantContext => ({ id: row.id, code: row.code, name: row.name, config: row.config });

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
export async function applySiteConfig(db: Db, code: string, config: SiteConfig, source: string, isDefault = false): Promise<MerchantContext> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(merchants)
      .values({ code, name: config.permission.merchantName, config, configSource: source, isDefault })
      .onConflictDoUpdate({ target: merchants.code, set: { name: config.permission.merchantName, config, configSource: source, updatedAt: now } })
      .returning();
    if (!row) throw new Error(`merchant ${code} could not be written`);
    const codes = new Set([code, config.permission.merchantCode]);
    const domains = [...new Set(config.permission.domainRoute.filter((r) => codes.has(r.merchantCode)).map((r) => normaliseHost(r.domain)))].filter(Boolean);
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

/** Creates the merchant service over a database. */
export function createMerchantService(db: Db): MerchantService {
  return {
    async resolveByHost(host) {
      const domain = normaliseHost(host);
      if (domain) {
        const [routed] = await db
          .select({ m: merchants })
          .from(merchantDomains)
          .innerJoin(merchants, eq(merchants.id, merchantDomains.merchantId))
          .where(eq(merchantDomains.domain, domain))
          .limit(1);
        if (routed) return toContext(routed.m);
      }
      const [fallback] = await db.select().from(merchants).orderBy(desc(merchants.isDefault), asc(merchants.id)).limit(1);
      return fallback ? toContext(fallback) : null;
    },
    async findByCode(code) {
      const [row] = await db.select().from(merchants).where(eq(merchants.code, code)).limit(1);
      return row ? toContext(row) : null;
    },
    applySiteConfig: (code, config, source) => applySiteConfig(db, code, config, source),
  };
}

