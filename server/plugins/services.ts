/**
 * Shared services as decorators (house style, fastify/demo): `app.db`, `app.merchants`,
 * `app.catalog`, `app.content`. Later issues add members, ledger, wallets... the same way.
 */
import fp from 'fastify-plugin';
import type { Db } from '../db/open.ts';
import { createCatalogService, type CatalogService } from '../services/catalog.ts';
import { createContentService, type ContentService } from '../services/content.ts';
import { createMerchantService, type MerchantService } from '../services/merchants.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    merchants: MerchantService;
    catalog: CatalogService;
    content: ContentService;
  }
}

export interface ServicesOptions {
  db: Db;
}

export default fp<ServicesOptions>(
  async (app, { db }) => {
    app.decorate('db', db);
    app.decorate('merchants', createMerchantService(db));
    app.decorate('catalog', createCatalogService(db));
    app.decorate('content', createContentService(db));
  },
  { name: 'services' },
);
