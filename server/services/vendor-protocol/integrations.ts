/**
 * Vendor integrations (docs/vendor-protocol.md section 1): who may call the protocol, with which
 * secret, and where the platform reaches the vendor. The database row is the source; the
 * environment variables `VENDOR_<CODE>_SECRET` and `VENDOR_<CODE>_URL` override it when set (the
 * operator's deployment), e.g. VENDOR_BGS_URL for the in-house vendor's port. The sandbox
 * integrations (docs/sandbox-provider.md) are seeded with the base URL "in-house": they follow the
 * in-house vendor's URL until an operator points them at the real vendor.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { games, integrationVendors, merchantVendors, vendorIntegrations, vendors } from '../../db/schema.ts';
import { serverSettings, type Settings } from '../../config.ts';
import { devSandboxSecret, isSandboxIntegration, SANDBOX_BASE_URL } from '../../vendors/house/sandbox/integrations.ts';

/** The in-house vendor's integration code (docs/vendor-protocol.md section 1). */
export const HOUSE_INTEGRATION = 'BGS';
/** The development secret both sides use when VENDOR_BGS_SECRET is unset outside production. */
export const DEV_HOUSE_SECRET = 'dev-only-bgs-secret-0123456789abcdef';
/** Default base URL of the in-house vendor (HOUSE_PORT default 8090). */
export const defaultHouseUrl = (env: Settings = serverSettings()) => `http://127.0.0.1:${env.HOUSE_PORT ?? '8090'}`;

export interface Integration {
  code: string;
  secret: string;
  baseUrl: string;
  /**
   * The key before the last rotation while its grace lasts (README "Vendor integrations": KEY_GRACE_MS
   * after the rotation), else null: calls signed with it still pass, and are answered signed with it.
   */
  previousSecret?: string | null;
  /** An operator put the whole integration in maintenance (its launches answer GAME_MAINTENANCE). */
  maintenance?: boolean;
}

/**
 * The enabled integration `code` with the environment's overrides, or null (unknown or disabled:
 * the caller answers UNKNOWN_VENDOR).
 */
export async function findIntegration(
  db: Db,
  code: string,
  env: Settings = serverSettings(),
  now: () => Date = () => new Date(),
): Promise<Integration | null> {
  if (!/^[A-Z0-9_]{1,32}$/.test(code)) return null;
  const [row] = await db
    .select()
    .from(vendorIntegrations)
    .where(and(eq(vendorIntegrations.code, code), eq(vendorIntegrations.enabled, true)))
    .limit(1);
  if (!row) return null;
  // A key rotated or a URL changed in the console wins over the deployment's environment (README "Vendor integrations").
  const secret = (row.secretRotatedAt ? null : env[`VENDOR_${code}_SECRET`]) || row.secret;
  // Production never runs an integration on a published development secret (BGS's or a sandbox one).
  if (env.NODE_ENV === 'production' && isDevelopmentSecret(code, secret)) return null;
  const baseUrl =
    (row.urlChangedAt ? null : env[`VENDOR_${code}_URL`]) ||
    (row.baseUrl === SANDBOX_BASE_URL ? await houseUrl(db, env) : row.baseUrl);
  const previousSecret =
    row.previousSecret && row.previousSecretUntil && row.previousSecretUntil.getTime() > now().getTime()
      ? row.previousSecret
      : null;
  return {
    code,
    secret,
    baseUrl,
    ...(previousSecret ? { previousSecret } : {}),
    ...(row.maintenance ? { maintenance: true } : {}),
  };
}

/** True when `secret` is the published development secret of integration `code` (docs/vendor-protocol.md section 1). */
export function isDevelopmentSecret(code: string, secret: string): boolean {
  return secret === DEV_HOUSE_SECRET || (isSandboxIntegration(code) && secret === devSandboxSecret(code));
}

/**
 * The in-house vendor's base URL, which the sandbox integrations share (docs/sandbox-provider.md
 * "Where it runs"): VENDOR_BGS_URL, else the BGS integration's stored URL, else the default.
 */
async function houseUrl(db: Db, env: Settings): Promise<string> {
  const fromEnv = env[`VENDOR_${HOUSE_INTEGRATION}_URL`];
  if (fromEnv) return fromEnv;
  const [house] = await db
    .select({ baseUrl: vendorIntegrations.baseUrl })
    .from(vendorIntegrations)
    .where(eq(vendorIntegrations.code, HOUSE_INTEGRATION))
    .limit(1);
  return house && house.baseUrl !== SANDBOX_BASE_URL ? house.baseUrl : defaultHouseUrl(env);
}

/** How long the protocol endpoints trust an integration they read (ms): a new secret, URL or a disabling shows within this time. */
export const INTEGRATION_CACHE_MS = 1000;

const integrationCache = new WeakMap<Db, Map<string, { at: number; integration: Promise<Integration | null> }>>();

/**
 * {@link findIntegration} for the protocol endpoints (docs/vendor-protocol.md section 4), which
 * read it on every signed call: kept per database and code for INTEGRATION_CACHE_MS, unknown codes
 * included (at most 100 codes; a flood of made-up X-Vendor-Code values does not grow memory).
 * Launches and the operator's reads use findIntegration itself.
 */
export function cachedIntegration(
  db: Db,
  code: string,
  env: Settings = serverSettings(),
  now: () => Date = () => new Date(),
): Promise<Integration | null> {
  let byCode = integrationCache.get(db);
  if (!byCode) {
    byCode = new Map();
    integrationCache.set(db, byCode);
  }
  const hit = byCode.get(code);
  if (hit && Date.now() - hit.at < INTEGRATION_CACHE_MS) return hit.integration;
  if (byCode.size >= 100) byCode.clear();
  const integration = findIntegration(db, code, env, now);
  byCode.set(code, { at: Date.now(), integration });
  integration.catch(() => byCode.delete(code));
  return integration;
}

/** A catalogue game with its vendor and the integration serving it (null when none: cannot launch). */
export interface PlayableGame {
  gameId: number;
  nodeId: number;
  gameCode: string;
  gameType: typeof games.$inferSelect.gameType;
  nameTw: string;
  nameEn: string;
  freeTrial: boolean;
  /** Lottery games: LOTT | ZY | ELOTT | SEA (docs/lottery.md section 1); null otherwise. */
  prizeMode: typeof games.$inferSelect.prizeMode;
  /** Lottery games with their own page: VN | SEA; null otherwise. */
  lottoArea: typeof games.$inferSelect.lottoArea;
  vendorId: number;
  vendorCode: string;
  /** The vendor's own game (single-game vendors), else null. */
  vendorGameCode: string | null;
  integrationCode: string | null;
}

const playableColumns = {
  gameId: games.id,
  nodeId: games.nodeId,
  gameCode: games.gameCode,
  gameType: games.gameType,
  nameTw: games.nameTw,
  nameEn: games.nameEn,
  freeTrial: games.freeTrial,
  prizeMode: games.prizeMode,
  lottoArea: games.lottoArea,
  vendorId: vendors.id,
  vendorCode: vendors.code,
  vendorGameCode: vendors.gameCode,
  integrationCode: integrationVendors.integrationCode,
};

/** Base query of {@link PlayableGame}s (enabled games of enabled vendors). */
export function playableGames(db: Db) {
  return db
    .select(playableColumns)
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .leftJoin(integrationVendors, eq(integrationVendors.vendorId, vendors.id))
    .$dynamic();
}

/** The game `gameCode` served by integration `integrationCode`, or null. */
export async function findIntegrationGame(
  db: Db,
  integrationCode: string,
  gameCode: string,
): Promise<PlayableGame | null> {
  const [row] = await playableGames(db)
    .where(and(eq(integrationVendors.integrationCode, integrationCode), eq(games.gameCode, gameCode)))
    .limit(1);
  return row ?? null;
}

/**
 * SQL conditions for "the merchant offers this game" over games, vendors and merchant_vendors
 * (joined): the vendor selected and enabled, its category among the merchant's gameCategories,
 * game and vendor enabled (as the catalogue lists them).
 */
export function offeredGameConditions(merchant: { id: number; config: { gameCategories: readonly string[] } }): SQL[] {
  return [
    eq(merchantVendors.merchantId, merchant.id),
    eq(merchantVendors.enabled, true),
    eq(vendors.enabled, true),
    eq(games.enabled, true),
    inArray(vendors.gameType, [...merchant.config.gameCategories] as (typeof vendors.$inferSelect.gameType)[]),
  ];
}

export interface GameSelector {
  /** The game's nodeId (game cards). */
  nodeId?: number;
  /** A vendor (vendor cards, single-vendor categories): `gameCode`, else its own game code, else its first game. */
  vassalage?: string;
  /** A game code (alone: /lottery?gameCode, spec section 2). */
  gameCode?: string;
}

/**
 * The game a launch names, if the merchant offers it (its vendor selected and enabled, the
 * vendor's category among the merchant's gameCategories, game and vendor enabled); null otherwise.
 */
export async function findOfferedGame(
  db: Db,
  merchant: { id: number; config: { gameCategories: readonly string[] } },
  selector: GameSelector,
): Promise<PlayableGame | null> {
  const conditions = offeredGameConditions(merchant);
  if (selector.nodeId !== undefined) conditions.push(eq(games.nodeId, selector.nodeId));
  else if (selector.vassalage) {
    conditions.push(eq(vendors.code, selector.vassalage));
    if (selector.gameCode) conditions.push(eq(games.gameCode, selector.gameCode));
  } else if (selector.gameCode) conditions.push(eq(games.gameCode, selector.gameCode));
  else return null;
  const rows = await playableGames(db)
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
    .where(and(...conditions))
    .orderBy(asc(games.sortOrder), asc(games.id))
    .limit(50);
  if (selector.nodeId !== undefined || selector.gameCode) return rows[0] ?? null;
  const vendorGame = rows.find((r) => r.gameCode === r.vendorGameCode);
  return vendorGame ?? rows[0] ?? null;
}

/**
 * Forgets what {@link cachedIntegration} keeps of integration `code` on `db`, so that a change the
 * operator just made (key, URL, maintenance; README "Vendor integrations") applies to the next call.
 */
export function forgetIntegration(db: Db, code: string): void {
  integrationCache.get(db)?.delete(code);
}
