/**
 * Versioned merchant documents (README "Operator console"): one service for every document kind a merchant
 * keeps a history of: `config` (the site configuration, ./configDocument.ts) and `content`
 * (announcements and banners, ./contentDocument.ts). Each merchant has versions 1, 2, 3... per
 * kind; version 1 is the document the merchant had before its first save (recorded on first use).
 * A save checks the candidate, stores it as the next version with who, when and the RFC 6902
 * diff from the previous one (fast-json-patch), makes it live in the same transaction and then
 * publishes the kind's event to every open browser of the merchant (server/services/events). A
 * rollback is a save of an earlier version's document, so it is itself a new version.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import equal from 'fast-deep-equal';
import fastJsonPatch from 'fast-json-patch';
import type { SiteConfig, VersionSummary } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { configVersions, merchants } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { configDocument } from './configDocument.ts';
import { contentDocument } from './contentDocument.ts';
import { pagesDocument } from '../pages/document.ts';
import type { DocumentHandler, DocumentKind, Saver, VersionRow } from './documents.ts';
import type { ConfigRefusal } from './validate.ts';

export type { ConfigRefusal } from './validate.ts';
export type { DocumentKind, Saver, VersionRow } from './documents.ts';

/** A version as the console lists it (without the whole document): the shared contract. */
export type { VersionSummary };

const HANDLERS: Record<DocumentKind, DocumentHandler> = {
  config: configDocument,
  content: contentDocument,
  pages: pagesDocument,
};

export const summaryOf = (row: VersionRow): VersionSummary => ({
  version: row.version,
  savedBy: row.savedBy,
  savedAt: row.createdAt.toISOString(),
  rollbackOf: row.rollbackOf,
  note: row.note,
  changes: row.diff.length,
});

/** The RFC 6902 operations turning document `from` into `to` (of kind `kind`, whose handler may diff item by item). */
export function documentDiff(from: unknown, to: unknown, kind: DocumentKind = 'config'): unknown[] {
  const own = HANDLERS[kind].diff;
  return own ? own(from, to) : fastJsonPatch.compare(from as object, to as object);
}

/** The RFC 6902 operations turning configuration `from` into `to`. */
export const configDiff = (from: SiteConfig, to: SiteConfig): unknown[] => documentDiff(from, to);

const ofKind = (merchantId: number, kind: DocumentKind) =>
  and(eq(configVersions.merchantId, merchantId), eq(configVersions.document, kind));

const latestOf = async (db: Db, merchantId: number, kind: DocumentKind) =>
  (
    await db
      .select()
      .from(configVersions)
      .where(ofKind(merchantId, kind))
      .orderBy(desc(configVersions.version))
      .limit(1)
  )[0];

/**
 * The merchant's latest version of document `kind`. Keeps the history in step with the live
 * document: records version 1 (the document before any save) on first use, and a new version when
 * the document was changed outside the console (a start with SITE_CONFIG, a seed), saved by its source.
 * @throws 404 NOT_FOUND for an unknown merchant.
 */
export async function currentVersion(db: Db, merchantId: number, kind: DocumentKind = 'config'): Promise<VersionRow> {
  const live = await HANDLERS[kind].live(db, merchantId);
  if (!live) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const latest = await latestOf(db, merchantId, kind);
  if (latest && equal(latest.body, live.body)) return latest;
  await db
    .insert(configVersions)
    .values({
      merchantId,
      document: kind,
      version: (latest?.version ?? 0) + 1,
      body: live.body,
      diff: latest ? documentDiff(latest.body, live.body, kind) : [],
      savedBy: live.source.slice(0, 64),
    })
    .onConflictDoNothing();
  return (await latestOf(db, merchantId, kind))!;
}

/** One version of the merchant's document `kind`, or a 404. */
export async function versionOf(
  db: Db,
  merchantId: number,
  version: number,
  kind: DocumentKind = 'config',
): Promise<VersionRow> {
  await currentVersion(db, merchantId, kind);
  const [row] = await db
    .select()
    .from(configVersions)
    .where(and(ofKind(merchantId, kind), eq(configVersions.version, version)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return row;
}

/** The merchant's versions of document `kind`, newest first, a page at a time. */
export async function versionPage(
  db: Db,
  merchantId: number,
  pageNo: number,
  pageSize: number,
  kind: DocumentKind = 'config',
) {
  await currentVersion(db, merchantId, kind);
  const where = ofKind(merchantId, kind);
  const [total] = await db.select({ n: count() }).from(configVersions).where(where);
  const rows = await db
    .select()
    .from(configVersions)
    .where(where)
    .orderBy(desc(configVersions.version))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { list: rows.map(summaryOf), total: total?.n ?? 0, pageNo, pageSize };
}

/** The refusal of a candidate configuration: 400 CONFIG_INVALID with every error by JSON pointer. */
export const invalidConfig = (errors: ConfigRefusal[]) => invalidDocument('config', errors);

/** The refusal of a candidate document: 400 `<CODE>_INVALID` with every error by JSON pointer. */
export const invalidDocument = (kind: DocumentKind, errors: ConfigRefusal[]) =>
  new ApiError(400, `${HANDLERS[kind].code}_INVALID`, 'badRequest', { value: { errors } });

export interface SaveOptions {
  /** The document kind; default `config`. */
  kind?: DocumentKind;
  /** The version the operator edited; a save on top of a newer one is refused (409 `<CODE>_CONFLICT`). */
  baseVersion?: number;
  rollbackOf?: number;
  note?: string;
  /** Language of the refusals' messages (content rules are localised); default TW. */
  language?: Language;
}

/**
 * Saves `body` as merchant `merchantId`'s next version of document `options.kind` and makes it
 * live, then publishes the kind's event.
 * @throws 400 `<CODE>_INVALID` (value.errors: pointer, message, rule) when the schema or a rule
 *   refuses it (config: lint error rules, locked parts; content: titles, linkage, ids, uploads);
 *   409 `<CODE>_CONFLICT` when `baseVersion` is not the current version; 409 `<CODE>_UNCHANGED`
 *   when it equals the current version. CODE is CONFIG or CONTENT.
 */
export async function saveVersion(
  db: Db,
  merchantId: number,
  body: unknown,
  saver: Saver,
  options: SaveOptions = {},
): Promise<VersionRow> {
  const kind = options.kind ?? 'config';
  const handler = HANDLERS[kind];
  const language = options.language ?? 'TW';
  const errors = handler.check(body, language);
  if (errors.length > 0) throw invalidDocument(kind, errors);
  const row = await db.transaction(async (tx) => {
    // one save at a time per merchant: the row lock orders concurrent saves
    const [merchant] = await tx
      .select({ id: merchants.id, code: merchants.code })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .for('update')
      .limit(1);
    if (!merchant) throw new ApiError(404, 'NOT_FOUND', 'notFound');
    const previous = await currentVersion(tx, merchantId, kind);
    if (options.baseVersion !== undefined && options.baseVersion !== previous.version) {
      throw new ApiError(409, `${handler.code}_CONFLICT`, 'versionConflict', {
        value: { currentVersion: previous.version },
        params: { current: previous.version },
      });
    }
    const restoring =
      options.rollbackOf === undefined ? null : await versionOf(tx, merchantId, options.rollbackOf, kind);
    const prepared = await handler.prepare(tx, merchantId, previous.body, body, { language, restoring });
    if (prepared.errors.length > 0) throw invalidDocument(kind, prepared.errors);
    if (equal(previous.body, prepared.body))
      throw new ApiError(409, `${handler.code}_UNCHANGED`, 'versionUnchanged', {
        value: { currentVersion: previous.version },
        params: { current: previous.version },
      });
    const stored = await handler.apply(tx, merchant, prepared.body, saver);
    const diff = documentDiff(previous.body, stored, kind);
    if (diff.length === 0)
      throw new ApiError(409, `${handler.code}_UNCHANGED`, 'versionUnchanged', {
        value: { currentVersion: previous.version },
        params: { current: previous.version },
      });
    const [inserted] = await tx
      .insert(configVersions)
      .values({
        merchantId,
        document: kind,
        version: previous.version + 1,
        body: stored,
        diff,
        operatorId: saver.id,
        savedBy: saver.username,
        rollbackOf: options.rollbackOf ?? null,
        note: options.note ?? '',
      })
      .returning();
    return inserted!;
  });
  handler.publish(merchantId, row);
  return row;
}

/**
 * Rolls merchant `merchantId`'s document `kind` back to `version` in one step: saves that
 * version's document as a new version (rollbackOf = version).
 * @throws 404 when the version does not exist; the errors of {@link saveVersion}.
 */
export async function rollbackTo(
  db: Db,
  merchantId: number,
  version: number,
  saver: Saver,
  kind: DocumentKind = 'config',
  language?: Language,
): Promise<VersionRow> {
  const target = await versionOf(db, merchantId, version, kind);
  return saveVersion(db, merchantId, target.body, saver, { kind, rollbackOf: version, language });
}
