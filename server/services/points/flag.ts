/**
 * The points mall's whitelabel flag PTSYS3 (docs/promotions.md "Points (PTSYS3)"): while it is off
 * every member points call answers 404 FEATURE_OFF and nothing accrues. Read from merchants.config
 * permission.whitelabel (services/auth/rules.ts flagOn), cached per merchant a few seconds like
 * rewards/rebate.ts REBATE_FLAG, since every settled round asks.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { merchants } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { flagOn } from '../auth/rules.ts';
import { merchantCache } from '../rewards/merchantCache.ts';
import { subscribe } from '../events/index.ts';

/** The whitelabel flag of the points mall (schemas/permission.schema.json). */
export const POINTS_FLAG = 'PTSYS3';

const flags = merchantCache(5_000, async (db, merchantId): Promise<boolean> => {
  const [row] = await db.select({ config: merchants.config }).from(merchants).where(eq(merchants.id, merchantId)).limit(1);
  return row ? flagOn(row.config.permission?.whitelabel ?? [], POINTS_FLAG) : false;
});

/** Whether the merchant runs the points mall (PTSYS3 on); cached per merchant a few seconds. */
export const pointsFlagOn = (db: Db, merchantId: number): Promise<boolean> => flags.get(db, merchantId);
// a configuration save (on this server process or, through the bus, another) publishes 'config' after its commit
subscribe((event) => event.type === 'config' && flags.forget(event.merchantId));

/** Forgets the cached flags (after a configuration change in the same process, e.g. tests). */
export function forgetPointsFlags(): void {
  flags.forget();
}

/** The refusal of every member points call while PTSYS3 is off (404 FEATURE_OFF, message featureOff). */
export const pointsOff = () => new ApiError(404, 'FEATURE_OFF', 'featureOff');
