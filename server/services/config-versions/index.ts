/**
 * Versioned site configuration (issue 6 item 1). Each merchant's configuration history is a list
 * of versions 1, 2, 3...; version 1 is the configuration the merchant had before its first save
 * (recorded on first use). A save checks the candidate ({@link checkSiteConfig}), stores it as the
 * next version with who, when and the RFC 6902 diff from the previous one (fast-json-patch), makes
 * it the merchant's current configuration and then publishes `{ type: 'config', payload }` to every
 * open browser of the merchant (server/services/events; payload: server/services/siteView.ts). A rollback is a
 * save of an earlier version's configuration, so it is itself a new version.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import equal from 'fast-deep-equal';
import fastJsonPatch from 'fast-json-patch';
import type { SiteConfig, VersionSummary } from '../../../src/engine/types.ts';
import type { Db } from '../../db/open.ts';
import { configVersions, merchants } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { publish } from '../events/index.ts';
import { applySiteConfig } from '../merchants.ts';
import { liveConfigPayload } from '../siteView.ts';
import { checkSiteConfig, lockedChanges, type ConfigRefusal } from './validate.ts';

export type { ConfigRefusal } from './validate.ts';
export type VersionRow = typeof configVersions.$inferSelect;

/** Who saves: the operator's id and username. */
export interface Saver {
  id: number;
  username: string;
}

/** A version as the console lists it (without the whole configuration): the shared contract. */
export type { VersionSummary };

export const summaryOf = (row: VersionRow): VersionSummary => ({
  version: row.version,
  savedBy: row.savedBy,
  savedAt: row.createdAt.toISOString(),
  rollbackOf: row.rollbackOf,
  note: row.note,
  changes: row.diff.length,
});

/** The RFC 6902 operations turning `from` into `to`. */
export function configDiff(from: SiteConfig, to: SiteConfig): unknown[] {
  return fastJsonPatch.compare(from as unknown as object, to as unknown as object);
}

const latestOf = async (db: Db, merchantId: number) =>
  (await db.select().from(configVersions).where(eq(configVersions.merchantId, merchantId)).orderBy(desc(configVersions.version)).limit(1))[0];

/**
 * The merchant's latest version. Keeps the history in step with `merchants.config`: records
 * version 1 (the configuration before any save) on first use, and a new version when the
 * configuration was changed outside the console (a start with SITE_CONFIG), saved by its source.
 */
export async function currentVersion(db: Db, merchantId: number): Promise<VersionRow> {
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  if (!merchant) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  const latest = await latestOf(db, merchantId);
  if (latest && equal(latest.config, merchant.config)) return latest;
  await db
    .insert(configVersions)
    .values({ merchantId, version: (latest?.version ?? 0) + 1, config: merchant.config, diff: latest ? configDiff(latest.config, merchant.config) : [], savedBy: merchant.configSource.slice(0, 64) })
    .onConflictDoNothing();
  return (await latestOf(db, merchantId))!;
}

/** One version of the merchant, or a 404. */
export async function versionOf(db: Db, merchantId: number, version: number): Promise<VersionRow> {
  await currentVersion(db, merchantId);
  const [row] = await db
    .select()
    .from(configVersions)
    .where(and(eq(configVersions.merchantId, merchantId), eq(configVersions.version, version)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return row;
}

/** The merchant's versions, newest first, a page at a time. */
export async function versionPage(db: Db, merchantId: number, pageNo: number, pageSize: number) {
  await currentVersion(db, merchantId);
  const where = eq(configVersions.merchantId, merchantId);
  const [total] = await db.select({ n: count() }).from(configVersions).where(where);
  const rows = await db.select().from(configVersions).where(where).orderBy(desc(configVersions.version)).limit(pageSize).offset((pageNo - 1) * pageSize);
  return { list: rows.map(summaryOf), total: total?.n ?? 0, pageNo, pageSize };
}

/** The refusal of a candidate configuration: 400 CONFIG_INVALID with every error by JSON pointer. */
export const invalidConfig = (errors: ConfigRefusal[]) => new ApiError(400, 'CONFIG_INVALID', 'badRequest', { value: { errors } });

export interface SaveOptions {
  /** The version the operator edited; a save on top of a newer one is refused (409 CONFIG_CONFLICT). */
  baseVersion?: number;
  rollbackOf?: number;
  note?: string;
}

/**
 * Saves `config` as merchant `merchantId`'s next version and makes it current, then publishes
 * the config event.
 * @throws 400 CONFIG_INVALID (value.errors: pointer, message, rule) when the schema or a lint
 *   error rule refuses it, or it changes a locked part; 409 CONFIG_CONFLICT when `baseVersion`
 *   is not the current version; 409 CONFIG_UNCHANGED when it equals the current version.
 */
export async function saveVersion(db: Db, merchantId: number, config: unknown, saver: Saver, options: SaveOptions = {}): Promise<VersionRow> {
  const errors = checkSiteConfig(config);
  if (errors.length > 0) throw invalidConfig(errors);
  const next = config as SiteConfig;
  const row = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    // one save at a time per merchant: the row lock orders concurrent saves
    const [merchant] = await tx.select({ code: merchants.code }).from(merchants).where(eq(merchants.id, merchantId)).for('update').limit(1);
    if (!merchant) throw new ApiError(404, 'NOT_FOUND', 'notFound');
    const previous = await currentVersion(txDb, merchantId);
    if (options.baseVersion !== undefined && options.baseVersion !== previous.version) {
      throw new ApiError(409, 'CONFIG_CONFLICT', 'badRequest', { value: { currentVersion: previous.version } });
    }
    const locked = lockedChanges(previous.config, next);
    if (locked.length > 0) throw invalidConfig(locked);
    const diff = configDiff(previous.config, next);
    if (diff.length === 0) throw new ApiError(409, 'CONFIG_UNCHANGED', 'badRequest', { value: { currentVersion: previous.version } });
    const [inserted] = await tx
      .insert(configVersions)
      .values({ merchantId, version: previous.version + 1, config: next, diff, operatorId: saver.id, savedBy: saver.username, rollbackOf: options.rollbackOf ?? null, note: options.note ?? '' })
      .returning();
    await applySiteConfig(txDb, merchant.code, next, `operator:${saver.id}`);
    return inserted!;
  });
  publish({ merchantId, type: 'config', payload: liveConfigPayload(row.config, row.version, row.diff) });
  return row;
}

/**
 * Rolls merchant `merchantId` back to `version` in one step: saves that version's configuration
 * as a new version (rollbackOf = version).
 * @throws 404 when the version does not exist; the errors of {@link saveVersion}.
 */
export async function rollbackTo(db: Db, merchantId: number, version: number, saver: Saver): Promise<VersionRow> {
  const target = await versionOf(db, merchantId, version);
  return saveVersion(db, merchantId, target.config, saver, { rollbackOf: version });
}
