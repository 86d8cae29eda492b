/**
 * Site pages (docs/site-pages.md): a merchant's live `pages` document (blog and news articles with
 * their categories, about us, the help center), versioned by the console like the configuration
 * and the content (config_versions, document `pages`).
 */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from './siteSchema.ts';

/** The live pages document of a merchant (schemas/api/site-pages.json pagesDocument); no row: the defaults (server/services/pages). */
export const merchantPages = pgTable('merchant_pages', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
