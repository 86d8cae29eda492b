/**
 * Shared services as decorators (house style, fastify/demo): `app.db`, `app.merchants`,
 * `app.catalog`, `app.content`, `app.siteCache`. Later issues add members, ledger, wallets... the
 * same way. The catalogue answers through the per-merchant, per-configuration-version cache
 * (server/services/siteCache.ts), which GET permission uses too.
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/open.ts';
import { createCachedCatalog, createCatalogService, type CatalogService } from '../services/catalog.ts';
import { createContentService, type ContentService } from '../services/content.ts';
import { createMerchantService, type MerchantService } from '../services/merchants.ts';
import { createSiteCache, type SiteCache } from '../services/siteCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    merchants: MerchantService;
    catalog: CatalogService;
    content: ContentService;
    siteCache: SiteCache;
  }
}

export interface ServicesOptions {
  db: Db;
}

export default fp<ServicesOptions>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.decorate('merchants', createMerchantService(db));
    const siteCache = createSiteCache();
    app.decorate('siteCache', siteCache);
    app.decorate('catalog', createCachedCatalog(createCatalogService(db), siteCache));
    app.decorate('content', createContentService(db));
  },
  { name: 'services' },
);
