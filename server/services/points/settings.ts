/**
 * A merchant's points settings (docs/promotions.md "Points"; schemas/api/promotions.json
 * pointsSettingsBody): points per 1.00 of valid bet per points type and per 1.00 of deposit, the
 * conversion ratio (points per 1.00 of cash), the fewest points one conversion takes and the
 * turnover multiple of the converted cash. Stored as the API shape in `merchant_points_settings`
 * (no row: {@link DEFAULT_POINTS_SETTINGS}, version 0), read compiled (rates in engine/promotions.ts
 * RATE_SCALE units, the multiple in hundredths) through a per-process cache
 * (server/shared/cache.ts) refreshed every few seconds and at once after a save here.
 */
import { and, eq } from 'drizzle-orm';
import type { PointsSettings, PointsSettingsBody } from '../../../contract/types.ts';
import { rateOf, type PointsPlayType } from '../../../engine/promotions.ts';
import { multipleHundredths } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { merchantPointsSettings } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { namedCache, SHARED_CACHES } from '../../shared/cache.ts';

/** The points types with a rate: the play types and deposits. */
export type RatedType = PointsPlayType | 'deposit';
export const RATED_TYPES: readonly RatedType[] = ['live', 'lottery', 'pvp', 'slots', 'sports', 'deposit'];

/**
 * The settings of a merchant that never saved its own (the points task's defaults): 0.5 point per
 * 1.00 of valid bet (slots 1), 0.1 per 1.00 of deposit; 100 points = 1.00; at least 100 points per
 * conversion; the converted cash without a turnover requirement.
 */
export const DEFAULT_POINTS_SETTINGS: PointsSettingsBody = {
  rates: { live: '0.5', lottery: '0.5', pvp: '0.5', slots: '1', sports: '0.5', deposit: '0.1' },
  ratio: 100,
  convertMin: 100,
  convertMultiple: 0,
};

/** The settings as the services use them. */
export interface CompiledPointsSettings {
  /** 0 while the merchant runs the defaults. */
  version: number;
  /** As stored (the API shape). */
  body: PointsSettingsBody;
  /** RATE_SCALE units (ten-thousandths of a point) per 1.00. */
  rates: Record<RatedType, number>;
  /** Points per 1.00 of cash. */
  ratio: number;
  /** Whole points. */
  convertMin: number;
  /** Hundredths (0: withdrawable at once). */
  convertMultiple: number;
}

const invalid = (field: string) =>
  new ApiError(400, 'POINTS_SETTINGS_INVALID', 'pointsSettingsInvalid', {
    params: { field },
    value: { field: `settings.${field}`, in: 'body' },
  });

/**
 * Compiles a settings body.
 * @throws ApiError 400 POINTS_SETTINGS_INVALID naming the field (`{field}`) when a rate is not a
 *   rate with at most four decimals, the ratio or minimum is not a positive integer, or the
 *   multiple is not a turnover multiple.
 */
export function compilePointsSettings(body: PointsSettingsBody, version = 0): CompiledPointsSettings {
  const rates = {} as Record<RatedType, number>;
  for (const type of RATED_TYPES) {
    const rate = rateOf(String(body.rates?.[type] ?? ''));
    if (rate === null) throw invalid(`rates.${type}`);
    rates[type] = rate;
  }
  if (!Number.isSafeInteger(body.ratio) || body.ratio < 1) throw invalid('ratio');
  if (!Number.isSafeInteger(body.convertMin) || body.convertMin < 1) throw invalid('convertMin');
  let convertMultiple: number;
  try {
    convertMultiple = multipleHundredths(body.convertMultiple);
  } catch {
    throw invalid('convertMultiple');
  }
  return { version, body, rates, ratio: body.ratio, convertMin: body.convertMin, convertMultiple };
}

const DEFAULTS = compilePointsSettings(DEFAULT_POINTS_SETTINGS);

const cache = namedCache(
  SHARED_CACHES.pointsSettings,
  5_000,
  async (db, merchantId): Promise<CompiledPointsSettings> => {
    const [row] = await db
      .select()
      .from(merchantPointsSettings)
      .where(eq(merchantPointsSettings.merchantId, merchantId))
      .limit(1);
    if (!row) return DEFAULTS;
    try {
      return compilePointsSettings(row.settings as unknown as PointsSettingsBody, row.version);
    } catch {
      // a row an older build saved that no longer compiles: the defaults keep the points running
      return { ...DEFAULTS, version: row.version };
    }
  },
);

/** The merchant's compiled settings (the defaults without a saved row); cached per process for a few seconds. */
export const pointsSettings = (db: Db, merchantId: number): Promise<CompiledPointsSettings> =>
  cache.get(db, merchantId);

/** Forgets the cached settings here and in every other server process (docs/scaling.md "Caches"; tests). */
export const forgetPointsSettings = cache.invalidate;

/** The console's view (schemas/api/promotions.json pointsSettings). */
export async function pointsSettingsView(db: Db, merchantId: number): Promise<PointsSettings> {
  const s = await pointsSettings(db, merchantId);
  return { version: s.version, settings: s.body };
}

/**
 * Saves new settings over `baseVersion` (optimistic: one save wins; 0 while on the defaults).
 * @returns the view after and the body before (for the audit log).
 * @throws ApiError 400 POINTS_SETTINGS_INVALID (see {@link compilePointsSettings}), 409
 *   POINTS_SETTINGS_STALE when another save came first. Nothing is written on a refusal.
 */
export async function savePointsSettings(
  db: Db,
  merchantId: number,
  operatorId: number,
  baseVersion: number,
  body: PointsSettingsBody,
  now: Date,
): Promise<{ view: PointsSettings; before: PointsSettingsBody }> {
  compilePointsSettings(body);
  cache.forget(merchantId);
  const before = await pointsSettings(db, merchantId);
  if (before.version !== baseVersion) throw new ApiError(409, 'POINTS_SETTINGS_STALE', 'pointsSettingsStale');
  const stored = body as unknown as Record<string, unknown>;
  const saved =
    baseVersion === 0
      ? await db
          .insert(merchantPointsSettings)
          .values({ merchantId, version: 1, settings: stored, updatedBy: operatorId, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(merchantPointsSettings)
          .set({ version: baseVersion + 1, settings: stored, updatedBy: operatorId, updatedAt: now })
          .where(
            and(eq(merchantPointsSettings.merchantId, merchantId), eq(merchantPointsSettings.version, baseVersion)),
          )
          .returning();
  forgetPointsSettings(merchantId);
  if (!saved.length) throw new ApiError(409, 'POINTS_SETTINGS_STALE', 'pointsSettingsStale');
  return { view: await pointsSettingsView(db, merchantId), before: before.body };
}
