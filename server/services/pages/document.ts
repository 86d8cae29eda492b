/**
 * SCAFFOLD (completed by the site pages implementation: defaults, schema and rule checks, HTML
 * sanitising): the `pages` document (docs/site-pages.md), live in merchant_pages, versioned by the
 * console like the configuration and the content. A save publishes `{ type: 'pages', payload: { version } }`.
 */
import { eq } from 'drizzle-orm';
import type { PagesDocument } from '../../../contract/types.ts';
import { merchantPages, merchants } from '../../db/schema.ts';
import { publish } from '../events/index.ts';
import type { DocumentHandler } from '../config-versions/documents.ts';

/** The pages of a merchant that saved none. */
export const EMPTY_PAGES: PagesDocument = {
  categories: { blog: [], news: [] },
  articles: [],
  about: { title: { tw: '關於我們', en: 'About us' }, body: { tw: '<p></p>', en: '<p></p>' } },
  help: [],
};

export const pagesDocument: DocumentHandler = {
  code: 'PAGES',
  async live(db, merchantId) {
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
    if (!merchant) return null;
    const [row] = await db.select({ body: merchantPages.body }).from(merchantPages).where(eq(merchantPages.merchantId, merchantId)).limit(1);
    return { body: row?.body ?? EMPTY_PAGES, source: row ? 'pages' : 'defaults' };
  },
  check: () => [],
  async prepare(_tx, _merchantId, _previous, candidate) {
    return { errors: [], body: candidate };
  },
  async apply(tx, merchant, body) {
    await tx
      .insert(merchantPages)
      .values({ merchantId: merchant.id, body: body as Record<string, unknown>, updatedAt: new Date() })
      .onConflictDoUpdate({ target: merchantPages.merchantId, set: { body: body as Record<string, unknown>, updatedAt: new Date() } });
    return body;
  },
  publish(merchantId, row) {
    publish({ merchantId, type: 'pages', payload: { version: row.version } });
  },
};
