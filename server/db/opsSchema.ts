/**
 * Operations (issue 6): the versioned site configuration of each merchant. Every save by an
 * operator (and every rollback) is a new row: the whole configuration, who saved it, when, and the
 * RFC 6902 JSON patch from the previous version. `merchants.config` keeps the current one.
 */
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { SiteConfig } from '../../src/engine/types.ts';
import { merchants } from './schema.ts';
import { operators } from './moneySchema.ts';

/** One saved version of a merchant's site configuration (schemas/site-config.schema.json). */
export const configVersions = pgTable(
  'config_versions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** 1, 2, 3... per merchant; version 1 is the configuration the merchant started with. */
    version: integer('version').notNull(),
    config: jsonb('config').$type<SiteConfig>().notNull(),
    /** RFC 6902 operations turning the previous version into this one ([] for version 1). */
    diff: jsonb('diff').$type<unknown[]>().notNull(),
    /** The operator who saved it; null for the starting version. */
    operatorId: integer('operator_id').references(() => operators.id),
    /** The operator's username at the time (kept when the operator is later renamed). */
    savedBy: varchar('saved_by', { length: 64 }).notNull(),
    /** The version this one restores, when it is a rollback. */
    rollbackOf: integer('rollback_of'),
    /** The operator's note, e.g. "maintenance for the upgrade". */
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('config_versions_merchant_version_uq').on(t.merchantId, t.version), index('config_versions_merchant_idx').on(t.merchantId, t.createdAt)],
);
