/**
 * The member's points balance and the points config (docs/promotions.md "Points";
 * schemas/api/promotions.json pointsBalance, pointsConfig): points = the ledger balance of
 * points:<member>; pending = the accruals not credited yet (today's, and a closed day's until the
 * job ran) x the current rates; earnedTotal = every record of an earning type; spentTotal = the
 * points spent on redemptions and conversions net of the returned ones. All in hundredths inside,
 * decimal strings (two decimals) on the wire.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { currencyDecimals } from '../../../contract/money.ts';
import type { ExchangeType, PointsBalance, PointsConfig } from '../../../contract/types.ts';
import { pointsFor, pointsText } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { pointsAccruals, pointsRecords } from '../../db/schema.ts';
import type { MerchantContext } from '../merchants.ts';
import { pointsBalanceOf } from './live.ts';
import { pointsSettings, type RatedType } from './settings.ts';
import { featureOn } from '../features.ts';
import { POINTS_FEATURE } from './flag.ts';

/** The exchange types of the items (spec section 3), in the mall's order. */
export const EXCHANGE_TYPES: readonly ExchangeType[] = ['lifeServices', 'gift', 'discount'];

/** The member's points figures (see the module comment). */
export async function pointsBalance(db: Db, merchant: MerchantContext, memberId: number): Promise<PointsBalance> {
  const settings = await pointsSettings(db, merchant.id);
  const decimals = currencyDecimals(merchant.config.permission.currency);
  const open = await db
    .select({ type: pointsAccruals.type, validBet: pointsAccruals.validBet })
    .from(pointsAccruals)
    .where(and(eq(pointsAccruals.memberId, memberId), isNull(pointsAccruals.creditedAt)));
  const pending = open.reduce(
    (sum, r) => sum + pointsFor(r.validBet, settings.rates[r.type as RatedType] ?? 0, decimals),
    0n,
  );
  const [totals] = await db
    .select({
      earned: sql<string>`coalesce(sum(${pointsRecords.points}) filter (where ${pointsRecords.type} <> 'redeem'), 0)::text`,
      spent: sql<string>`coalesce(-sum(${pointsRecords.points}) filter (where ${pointsRecords.type} = 'redeem'), 0)::text`,
    })
    .from(pointsRecords)
    .where(eq(pointsRecords.memberId, memberId));
  return {
    points: pointsText(await pointsBalanceOf(db, merchant.id, memberId)),
    pending: pointsText(pending),
    earnedTotal: pointsText(BigInt(totals?.earned ?? '0')),
    spentTotal: pointsText(BigInt(totals?.spent ?? '0')),
  };
}

/** The points config: whether the points feature is on, the settings and the exchange types. */
export async function pointsConfig(db: Db, merchant: MerchantContext): Promise<PointsConfig> {
  const settings = await pointsSettings(db, merchant.id);
  return {
    enabled: featureOn(merchant.config.permission, POINTS_FEATURE),
    settings: settings.body,
    exchangeTypes: [...EXCHANGE_TYPES],
  };
}
