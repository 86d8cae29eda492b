/**
 * Operations (README "Operator console"): the versioned documents of each merchant. A merchant has one version
 * history per document kind: `config` (the site configuration, schemas/site-config.schema.json)
 * and `content` (announcements and banners, schemas/content.schema.json). Every save by an
 * operator (and every rollback) is a new row: the whole document, who saved it, when, and the
 * RFC 6902 JSON patch from the previous version of the same kind. `merchants.config` keeps the
 * current configuration; the `announcements` and `banners` rows keep the current content.
 */
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from './siteSchema.ts';
import { operators } from './moneySchema.ts';

/** The document kinds a merchant keeps versions of (README "Operator console"). */
export type DocumentKind = 'config' | 'content' | 'pages';

/** One saved version of one of a merchant's documents. */
export const configVersions = pgTable(
  'config_versions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Which document this is a version of: 'config' or 'content' (rows before content existed are 'config'). */
    document: varchar('document', { length: 16 }).$type<DocumentKind>().notNull().default('config'),
    /** 1, 2, 3... per merchant and document; version 1 is the document the merchant started with. */
    version: integer('version').notNull(),
    /** The whole document (the column keeps its first name, `config`). */
    body: jsonb('config').$type<unknown>().notNull(),
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
  (t) => [
    uniqueIndex('config_versions_merchant_document_version_uq').on(t.merchantId, t.document, t.version),
    index('config_versions_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Banner images uploaded in the console (README "Operator console"): PNG, JPEG or WebP only (checked by
 * content, never by name), at most 2 MB, served by GET /media/uploads/<id> with their content type.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** image/png, image/jpeg or image/webp, from the bytes (file-type). */
    contentType: varchar('content_type', { length: 32 }).notNull(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    /** Pixel size when the format tells it; null otherwise. */
    width: integer('width'),
    height: integer('height'),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_uploads_merchant_idx').on(t.merchantId)],
);
