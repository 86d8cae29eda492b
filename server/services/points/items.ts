/**
 * The points mall's items as a member sees them (docs/promotions.md "Items, redeem and convert";
 * schemas/api/promotions.json pointsItem): the merchant's active items (exchange type filter,
 * sorted by `sort` then id, paged), names and descriptions in the request language, the stock left
 * (`available`), and whether the member can redeem one now, with a localised reason when not (in
 * this order: out of stock, per-member limit reached, turnover required not reached (member_vip
 * totalValidBet vs amountRequired), not enough points).
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { PointsItem, PointsItemQuery, PointsItems } from '../../../contract/types.ts';
import { pointsText } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { pointsItems, pointsRedemptions } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { text } from '../../i18n/messages.ts';
import type { MerchantContext } from '../merchants.ts';
import { vipStanding } from '../rewards/vip.ts';
import { pointsBalanceOf } from './live.ts';

export type ItemRow = typeof pointsItems.$inferSelect;

/** Units of `itemIds` the member holds in non-rejected redemptions, per item. */
export async function unitsRedeemed(db: Db, memberId: number, itemIds: number[]): Promise<Map<number, number>> {
  if (!itemIds.length) return new Map();
  const rows = await db
    .select({
      itemId: pointsRedemptions.itemId,
      units: sql<number>`coalesce(sum(${pointsRedemptions.quantity}), 0)::int`,
    })
    .from(pointsRedemptions)
    .where(
      and(
        eq(pointsRedemptions.memberId, memberId),
        inArray(pointsRedemptions.itemId, itemIds),
        ne(pointsRedemptions.status, 'rejected'),
      ),
    )
    .groupBy(pointsRedemptions.itemId);
  return new Map(rows.map((r) => [r.itemId!, r.units]));
}

/** What decides whether a member can redeem: their points (hundredths), cumulative valid bet (minor units) and units held per item. */
export interface MemberStanding {
  points: bigint;
  totalValidBet: bigint;
  units: Map<number, number>;
}

/** Why the member cannot redeem one unit of `item` now (a pointsTexts key and its params), or null. */
export function refusalOf(
  item: ItemRow,
  standing: MemberStanding,
  currency: string,
): {
  key: 'reasonOutOfStock' | 'reasonLimitReached' | 'reasonAmountRequired' | 'reasonNotEnoughPoints';
  params?: Record<string, string | number>;
} | null {
  if (item.stock < 1) return { key: 'reasonOutOfStock' };
  if (item.perMemberLimit !== null && (standing.units.get(item.id) ?? 0) >= item.perMemberLimit)
    return { key: 'reasonLimitReached', params: { limit: item.perMemberLimit } };
  if (standing.totalValidBet < item.amountRequired)
    return {
      key: 'reasonAmountRequired',
      params: { remaining: toWire(item.amountRequired - standing.totalValidBet, currency) },
    };
  if (standing.points < item.points)
    return { key: 'reasonNotEnoughPoints', params: { points: pointsText(item.points - standing.points) } };
  return null;
}

/** One page of the active items with the member's standing. */
export async function listItems(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  q: PointsItemQuery,
  language: Language,
): Promise<PointsItems> {
  const currency = merchant.config.permission.currency;
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const where = and(
    eq(pointsItems.merchantId, merchant.id),
    eq(pointsItems.active, true),
    q.exchangeType ? eq(pointsItems.exchangeType, q.exchangeType) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(pointsItems).where(where);
  const rows = await db
    .select()
    .from(pointsItems)
    .where(where)
    .orderBy(asc(pointsItems.sort), asc(pointsItems.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const standing: MemberStanding = {
    points: await pointsBalanceOf(db, merchant.id, memberId),
    totalValidBet: (await vipStanding(db, memberId)).totalValidBet,
    units: await unitsRedeemed(
      db,
      memberId,
      rows.map((r) => r.id),
    ),
  };
  const list: PointsItem[] = rows.map((r) => {
    const refusal = refusalOf(r, standing, currency);
    return {
      id: r.id,
      name: language === 'EN' ? r.nameEn : r.nameTw,
      description: language === 'EN' ? r.descriptionEn : r.descriptionTw,
      image: r.image ?? null,
      exchangeType: r.exchangeType,
      points: pointsText(r.points),
      amountRequired: toWire(r.amountRequired, currency),
      available: r.stock,
      perMemberLimit: r.perMemberLimit ?? null,
      needsDelivery: r.needsDelivery,
      redeemable: refusal === null,
      reason: refusal ? text('pointsTexts', refusal.key, language, refusal.params) : null,
    };
  });
  return { list, total: total?.n ?? 0, pageNo, pageSize };
}
