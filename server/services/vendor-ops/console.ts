/**
 * The operator console's vendor integrations (README "Vendor integrations"): each integration with
 * its status, last call, error rate and latency over a recent window; its catalogue games with
 * per-game maintenance; maintenance of the whole integration; key rotation; base URL changes. Every
 * change is written to the operator audit log (`operator_audit`, target type `vendor_integration`,
 * before and after without secrets: a key appears only as its fingerprint) and forgotten by the
 * protocol's integration cache at once.
 *
 * Integrations belong to the platform, not to one merchant: every merchant's operators see and
 * change the same rows, and the audit list of an integration shows all of its changes with the
 * operator's merchant.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import {
  gameMaintenance,
  games,
  integrationVendors,
  merchants,
  operatorAudit,
  operators,
  vendorIntegrations,
  vendors,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { serverSettings, type Settings } from '../../config.ts';
import { isSandboxIntegration, SANDBOX_BASE_URL } from '../../vendors/house/sandbox/integrations.ts';
import { findIntegration, forgetIntegration } from '../vendor-protocol/integrations.ts';
import { callFigures, type CallFigures } from './calls.ts';

/** How long the key before a rotation is still accepted (ms): 15 minutes (README "Vendor integrations"). */
export const KEY_GRACE_MS = 15 * 60_000;
/** The default window of the figures (minutes). */
export const DEFAULT_WINDOW_MINUTES = 60;
/** An integration is failing when its last call failed, or when at least FAILING_MIN_CALLS calls of the window failed FAILING_RATE or more. */
export const FAILING_RATE = 0.2;
export const FAILING_MIN_CALLS = 5;
/** The audit log's target type of these changes. */
export const AUDIT_TARGET = 'vendor_integration';

/** disabled (not served), maintenance (by an operator), failing (see FAILING_RATE) or active. */
export type IntegrationStatus = 'active' | 'maintenance' | 'failing' | 'disabled';

/** One integration as the console lists it. */
export interface IntegrationView {
  code: string;
  name: string;
  /** The catalogue vendors it serves (vassalage codes with TW and EN names). */
  vendors: { code: string; nameTw: string; nameEn: string }[];
  /** True while its base URL is the in-house sandbox (`in-house`). */
  sandbox: boolean;
  /** Where the platform reaches it now (the sandbox resolved to the in-house vendor's URL). */
  baseUrl: string;
  status: IntegrationStatus;
  maintenance: boolean;
  gameCount: number;
  gamesInMaintenance: number;
  /** ISO time of the last recorded call (either way), or null. */
  lastCallAt: string | null;
  calls: number;
  errors: number;
  /** errors / calls over the window, 0..1. */
  errorRate: number;
  meanMs: number | null;
  p95Ms: number | null;
  keyRotatedAt: string | null;
  /** Until when the key before the last rotation is still accepted (ISO), or null. */
  previousKeyUntil: string | null;
  /** First 8 hex digits of SHA-256 of the current key: tells keys apart without showing one. */
  keyFingerprint: string;
}

/** A key's fingerprint: the first 8 lower-case hex digits of its SHA-256. */
export const keyFingerprint = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 8);

/** Who makes a change, for the audit log. */
export interface Actor {
  merchantId: number;
  operatorId: number;
  ip: string;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

function statusOf(
  row: { enabled: boolean; maintenance: boolean },
  figures: CallFigures | undefined,
): IntegrationStatus {
  if (!row.enabled) return 'disabled';
  if (row.maintenance) return 'maintenance';
  if (figures?.lastCallOk === false) return 'failing';
  if (figures && figures.calls >= FAILING_MIN_CALLS && figures.errorRate >= FAILING_RATE) return 'failing';
  return 'active';
}

/**
 * Every integration with its figures over the last `windowMinutes` (ordered by code).
 * @param now the platform's clock.
 */
export async function listIntegrations(
  db: Db,
  now: Date,
  windowMinutes = DEFAULT_WINDOW_MINUTES,
  env: Settings = serverSettings(),
): Promise<IntegrationView[]> {
  const rows = await db.select().from(vendorIntegrations).orderBy(asc(vendorIntegrations.code));
  const served = await db
    .select({
      integration: integrationVendors.integrationCode,
      code: vendors.code,
      nameTw: vendors.nameTw,
      nameEn: vendors.nameEn,
    })
    .from(integrationVendors)
    .innerJoin(vendors, eq(vendors.id, integrationVendors.vendorId))
    .orderBy(asc(vendors.code));
  const counts = await db
    .select({
      integration: integrationVendors.integrationCode,
      games: count(games.id),
      maintained: sql<number>`count(${gameMaintenance.gameId})::int`,
    })
    .from(integrationVendors)
    .innerJoin(games, eq(games.vendorId, integrationVendors.vendorId))
    .leftJoin(gameMaintenance, eq(gameMaintenance.gameId, games.id))
    .groupBy(integrationVendors.integrationCode);
  const figures = await callFigures(db, new Date(now.getTime() - windowMinutes * 60_000));
  const views: IntegrationView[] = [];
  for (const row of rows) {
    const f = figures.get(row.code);
    const c = counts.find((x) => x.integration === row.code);
    const resolved = await findIntegration(db, row.code, { ...env, NODE_ENV: undefined }, () => now);
    views.push({
      code: row.code,
      name: row.name,
      vendors: served
        .filter((s) => s.integration === row.code)
        .map(({ code, nameTw, nameEn }) => ({ code, nameTw, nameEn })),
      sandbox: row.baseUrl === SANDBOX_BASE_URL,
      baseUrl: resolved?.baseUrl ?? row.baseUrl,
      status: statusOf(row, f),
      maintenance: row.maintenance,
      gameCount: Number(c?.games ?? 0),
      gamesInMaintenance: Number(c?.maintained ?? 0),
      lastCallAt: iso(f?.lastCallAt),
      calls: f?.calls ?? 0,
      errors: f?.errors ?? 0,
      errorRate: f?.errorRate ?? 0,
      meanMs: f?.meanMs ?? null,
      p95Ms: f?.p95Ms ?? null,
      keyRotatedAt: iso(row.secretRotatedAt),
      previousKeyUntil:
        row.previousSecretUntil && row.previousSecretUntil.getTime() > now.getTime()
          ? iso(row.previousSecretUntil)
          : null,
      keyFingerprint: keyFingerprint(resolved?.secret ?? row.secret),
    });
  }
  return views;
}

/** The integration row `code`. @throws ApiError 404 VENDOR_INTEGRATION_NOT_FOUND. */
async function integrationRow(db: Db, code: string) {
  const [row] = await db.select().from(vendorIntegrations).where(eq(vendorIntegrations.code, code)).limit(1);
  if (!row) throw new ApiError(404, 'VENDOR_INTEGRATION_NOT_FOUND', 'vendorIntegrationNotFound');
  return row;
}

/** One integration as {@link listIntegrations} lists it. @throws ApiError 404 VENDOR_INTEGRATION_NOT_FOUND. */
export async function integrationView(db: Db, code: string, now: Date, windowMinutes = DEFAULT_WINDOW_MINUTES) {
  await integrationRow(db, code);
  const all = await listIntegrations(db, now, windowMinutes);
  return all.find((v) => v.code === code)!;
}

/** A catalogue game of an integration, for the per-game maintenance list. */
export interface IntegrationGame {
  gameId: number;
  gameCode: string;
  nameTw: string;
  nameEn: string;
  vendorCode: string;
  maintenance: boolean;
}

/**
 * A page of the games integration `code` serves (by vendor, then the catalogue order), optionally
 * those whose TW or EN name or game code contains `search` (case-insensitive).
 * @throws ApiError 404 VENDOR_INTEGRATION_NOT_FOUND.
 */
export async function integrationGames(
  db: Db,
  code: string,
  page: { pageNo: number; pageSize: number; search?: string },
): Promise<{ list: IntegrationGame[]; total: number; pageNo: number; pageSize: number }> {
  await integrationRow(db, code);
  const text = page.search?.trim();
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(integrationVendors.integrationCode, code),
    ...(like ? [or(ilike(games.nameTw, like), ilike(games.nameEn, like), ilike(games.gameCode, like))] : []),
  );
  const base = () =>
    db
      .select({
        gameId: games.id,
        gameCode: games.gameCode,
        nameTw: games.nameTw,
        nameEn: games.nameEn,
        vendorCode: vendors.code,
        maintained: gameMaintenance.gameId,
      })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .innerJoin(integrationVendors, eq(integrationVendors.vendorId, vendors.id))
      .leftJoin(gameMaintenance, eq(gameMaintenance.gameId, games.id));
  const [total] = await db
    .select({ n: count() })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(integrationVendors, eq(integrationVendors.vendorId, vendors.id))
    .where(where);
  const rows = await base()
    .where(where)
    .orderBy(asc(vendors.code), asc(games.sortOrder), asc(games.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return {
    list: rows.map(({ maintained, ...g }) => ({ ...g, maintenance: maintained !== null })),
    total: total?.n ?? 0,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
  };
}

async function writeAudit(
  db: Db,
  actor: Actor,
  action: string,
  before: object,
  after: object,
  now: Date,
  targetId: number | null = null,
) {
  await db.insert(operatorAudit).values({
    merchantId: actor.merchantId,
    operatorId: actor.operatorId,
    action,
    targetType: AUDIT_TARGET,
    targetId,
    before,
    after,
    ip: actor.ip.slice(0, 64),
    at: now,
  });
}

/**
 * Puts integration `code` in maintenance (`on`) or lifts it; audited as `vendor.maintenance` when
 * it changes (setting the current value again changes and audits nothing).
 * @throws ApiError 404 VENDOR_INTEGRATION_NOT_FOUND.
 */
export async function setIntegrationMaintenance(db: Db, actor: Actor, code: string, on: boolean, now: Date) {
  const row = await integrationRow(db, code);
  if (row.maintenance === on) return;
  await db.transaction(async (tx) => {
    await tx.update(vendorIntegrations).set({ maintenance: on }).where(eq(vendorIntegrations.code, code));
    await writeAudit(
      tx as unknown as Db,
      actor,
      'vendor.maintenance',
      { integration: code, maintenance: row.maintenance },
      { integration: code, maintenance: on },
      now,
    );
  });
  forgetIntegration(db, code);
}

/**
 * Puts game `gameId` of integration `code` in maintenance (`on`) or lifts it; audited as
 * `vendor.gameMaintenance` (target id the game) when it changes.
 * @throws ApiError 404 VENDOR_INTEGRATION_NOT_FOUND, or VENDOR_GAME_NOT_FOUND for a game the integration does not serve.
 */
export async function setGameMaintenance(db: Db, actor: Actor, code: string, gameId: number, on: boolean, now: Date) {
  await integrationRow(db, code);
  const [game] = await db
    .select({ id: games.id, gameCode: games.gameCode, maintained: gameMaintenance.gameId })
    .from(games)
    .innerJoin(integrationVendors, eq(integrationVendors.vendorId, games.vendorId))
    .leftJoin(gameMaintenance, eq(gameMaintenance.gameId, games.id))
    .where(and(eq(games.id, gameId), eq(integrationVendors.integrationCode, code)))
    .limit(1);
  if (!game) throw new ApiError(404, 'VENDOR_GAME_NOT_FOUND', 'vendorGameNotFound');
  const was = game.maintained !== null;
  if (was === on) return;
  await db.transaction(async (tx) => {
    if (on) await tx.insert(gameMaintenance).values({ gameId, setBy: actor.operatorId, setAt: now });
    else await tx.delete(gameMaintenance).where(eq(gameMaintenance.gameId, gameId));
    const subject = { integration: code, gameId, gameCode: game.gameCode };
    await writeAudit(
      tx as unknown as Db,
      actor,
      'vendor.gameMaintenance',
      { ...subject, maintenance: was },
      { ...subject, maintenance: on },
      now,
      gameId,
    );
  });
}

/**
 * Rotates the signing key of integration `code`: a new random key (32 bytes, 64 hex digits) is
 * stored and from then on wins over VENDOR_<CODE>_SECRET; the key in use before (the environment's
 * or the stored one) is still accepted for KEY_GRACE_MS, on calls from the vendor (answered signed
 * with it) and on launches the vendor refuses with the new one. Audited as `vendor.rotateKey` with
 * both fingerprints, never a key.
 * @returns the new key (shown once: it is not readable afterwards) and the grace's end.
 * @throws ApiError 404 VENDOR_INTEGRATION_NOT_FOUND.
 */
export async function rotateKey(db: Db, actor: Actor, code: string, now: Date, env: Settings = serverSettings()) {
  const row = await integrationRow(db, code);
  const current = (await findIntegration(db, code, { ...env, NODE_ENV: undefined }, () => now))?.secret ?? row.secret;
  const key = randomBytes(32).toString('hex');
  const until = new Date(now.getTime() + KEY_GRACE_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(vendorIntegrations)
      .set({ secret: key, previousSecret: current, previousSecretUntil: until, secretRotatedAt: now })
      .where(eq(vendorIntegrations.code, code));
    await writeAudit(
      tx as unknown as Db,
      actor,
      'vendor.rotateKey',
      { integration: code, keyFingerprint: keyFingerprint(current) },
      { integration: code, keyFingerprint: keyFingerprint(key), previousKeyUntil: until.toISOString() },
      now,
    );
  });
  forgetIntegration(db, code);
  return { key, keyFingerprint: keyFingerprint(key), previousKeyUntil: until.toISOString() };
}

/** The longest base URL accepted. */
export const MAX_URL_LENGTH = 500;

/**
 * Whether `url` can be an integration's base URL: an absolute http or https URL without user name,
 * password, query or fragment, at most MAX_URL_LENGTH characters; or, for a sandbox integration,
 * `in-house` (back to the sandbox).
 */
export function validBaseUrl(code: string, url: string): boolean {
  if (url === SANDBOX_BASE_URL) return isSandboxIntegration(code);
  if (url.length > MAX_URL_LENGTH || /\s/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
    parsed.hostname !== '' &&
    !parsed.username &&
    !parsed.password &&
    !parsed.search &&
    !parsed.hash
  );
}

/**
 * Points integration `code` at `url` (README "Vendor integrations"); from then on the stored URL
 * wins over VENDOR_<CODE>_URL. Audited as `vendor.url` with both URLs when it changes.
 * @throws ApiError 400 VENDOR_URL_INVALID (see {@link validBaseUrl}), 404 VENDOR_INTEGRATION_NOT_FOUND.
 */
export async function changeBaseUrl(db: Db, actor: Actor, code: string, url: string, now: Date) {
  const row = await integrationRow(db, code);
  const next = url.trim();
  if (!validBaseUrl(code, next))
    throw new ApiError(400, 'VENDOR_URL_INVALID', 'vendorUrlInvalid', { value: { field: 'url', in: 'body' } });
  if (next === row.baseUrl && row.urlChangedAt) return;
  await db.transaction(async (tx) => {
    await tx
      .update(vendorIntegrations)
      .set({ baseUrl: next, urlChangedAt: now })
      .where(eq(vendorIntegrations.code, code));
    await writeAudit(
      tx as unknown as Db,
      actor,
      'vendor.url',
      { integration: code, baseUrl: row.baseUrl },
      { integration: code, baseUrl: next },
      now,
    );
  });
  forgetIntegration(db, code);
}

/** One change of an integration as the console's audit list shows it. */
export interface IntegrationAuditEntry {
  id: number;
  action: string;
  operator: string;
  merchant: string;
  before: unknown;
  after: unknown;
  at: string;
}

/**
 * The newest `limit` audit entries about integration `code` (any merchant's operators).
 * @throws ApiError 404 VENDOR_INTEGRATION_NOT_FOUND.
 */
export async function integrationAudit(db: Db, code: string, limit = 50): Promise<IntegrationAuditEntry[]> {
  await integrationRow(db, code);
  const rows = await db
    .select({ a: operatorAudit, operator: operators.username, merchant: merchants.code })
    .from(operatorAudit)
    .innerJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .innerJoin(merchants, eq(merchants.id, operatorAudit.merchantId))
    .where(and(eq(operatorAudit.targetType, AUDIT_TARGET), sql`${operatorAudit.after} ->> 'integration' = ${code}`))
    .orderBy(desc(operatorAudit.id))
    .limit(limit);
  return rows.map(({ a, operator, merchant }) => ({
    id: a.id,
    action: a.action,
    operator,
    merchant,
    before: a.before,
    after: a.after,
    at: a.at.toISOString(),
  }));
}
