/**
 * The points mall's engine feature `points` (docs/promotions.md "Points"): while it is off every
 * member points call answers 404 FEATURE_OFF and nothing accrues. Read from merchants.config
 * permission by the engine's rule (services/features.ts featureOn), cached per merchant a few
 * seconds like rewards/rebate.ts REBATE_FEATURE, since every settled round asks.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { merchants } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { featureOn, type MerchantFeature } from '../features.ts';
import { merchantCache } from '../../shared/cache.ts';
import { subscribe } from '../events/index.ts';

/** The engine feature of the points mall (engine/features.ts FEATURE_SOURCES names its whitelabel flag). */
export const POINTS_FEATURE = 'points' satisfies MerchantFeature;

const flags = merchantCache(5_000, async (db, merchantId): Promise<boolean> => {
  const [row] = await db
    .select({ config: merchants.config })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row ? featureOn(row.config.permission, POINTS_FEATURE) : false;
});

/** Whether the merchant runs the points mall (feature points on); cached per merchant a few seconds. */
export const pointsFlagOn = (db: Db, merchantId: number): Promise<boolean> => flags.get(db, merchantId);
// a configuration save (on this server process or, through the bus, another) publishes 'config' after its commit
subscribe((event) => event.type === 'config' && flags.forget(event.merchantId));

/** Forgets the cached flags (after a configuration change in the same process, e.g. tests). */
export function forgetPointsFlags(): void {
  flags.forget();
}

/** The refusal of every member points call while the points feature is off (404 FEATURE_OFF, message featureOff). */
export const pointsOff = () => new ApiError(404, 'FEATURE_OFF', 'featureOff');
