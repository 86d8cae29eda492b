/**
 * The `pages` document (docs/site-pages.md "The pages document"): a merchant's blog, news, about us
 * and help center as one JSON document, live in `merchant_pages` (no row: the default pages,
 * ./defaults.ts), versioned by the console like the configuration and the content
 * (server/services/config-versions). A save is checked (./check.ts: the schema, then unique ids,
 * known categories, covers that are this merchant's uploads or https, both languages), stored with
 * its HTML sanitised and its texts trimmed, forgets the cached reads and publishes the site socket's
 * `{ type: 'pages', payload: { version } }` so open pages reload their content.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PagesDocument } from '../../../contract/types.ts';
import { mediaUploads, merchantPages, merchants } from '../../db/schema.ts';
import { publish } from '../events/index.ts';
import type { DocumentHandler } from '../config-versions/documents.ts';
import { coverUploads, pagesRuleErrors, pagesSchemaErrors, sanitizePages } from './check.ts';
import { forgetPages, readPages, storedDefaults } from './store.ts';

/** The pages of a merchant that saved none: the default pages (./defaults.ts), sanitised as a save stores them. */
export const EMPTY_PAGES: PagesDocument = storedDefaults();

export const pagesDocument: DocumentHandler = {
  code: 'PAGES',
  async live(db, merchantId) {
    const [merchant] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1);
    if (!merchant) return null;
    const { doc, source } = await readPages(db, merchantId);
    return { body: doc, source };
  },
  check: (candidate) => pagesSchemaErrors(candidate),
  async prepare(tx, merchantId, _previous, candidate, { language }) {
    const doc = candidate as PagesDocument;
    const wanted = coverUploads(doc);
    const uploads =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: mediaUploads.id })
            .from(mediaUploads)
            .where(and(eq(mediaUploads.merchantId, merchantId), inArray(mediaUploads.id, wanted)));
    const errors = pagesRuleErrors(doc, { uploadIds: new Set(uploads.map((u) => u.id)) }, language);
    return { errors, body: errors.length > 0 ? doc : sanitizePages(doc) };
  },
  async apply(tx, merchant, body) {
    const stored = body as Record<string, unknown>;
    await tx
      .insert(merchantPages)
      .values({ merchantId: merchant.id, body: stored, updatedAt: new Date() })
      .onConflictDoUpdate({ target: merchantPages.merchantId, set: { body: stored, updatedAt: new Date() } });
    forgetPages(merchant.id);
    return body;
  },
  publish(merchantId, row) {
    forgetPages(merchantId);
    publish({ merchantId, type: 'pages', payload: { version: row.version } });
  },
};
