/**
 * Wire views of the points rows (schemas/api/promotions.json pointsRedemption, pointsRecord):
 * points as decimal strings with two decimals (engine/promotions.ts pointsText), money in the
 * merchant currency (contract/money.ts toWire), names and remarks in the request language.
 */
import { toWire } from '../../../contract/money.ts';
import type { ExchangeType, PointsRecord, PointsRedemption } from '../../../contract/types.ts';
import { pointsText } from '../../../engine/promotions.ts';
import type { pointsRecords, pointsRedemptions } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { text } from '../../i18n/messages.ts';

export type RedemptionRow = typeof pointsRedemptions.$inferSelect;
export type RecordRow = typeof pointsRecords.$inferSelect;

/** The item name of a redemption in `language` (null for a conversion). */
export const itemNameOf = (row: Pick<RedemptionRow, 'itemNameTw' | 'itemNameEn'>, language: Language): string | null =>
  (language === 'EN' ? row.itemNameEn : row.itemNameTw) ?? null;

/** A redemption on the wire. */
export function redemptionView(row: RedemptionRow, currency: string, language: Language): PointsRedemption {
  return {
    id: row.id,
    kind: row.kind,
    itemName: row.kind === 'convert' ? text('pointsTexts', 'convertName', language) : itemNameOf(row, language),
    exchangeType: (row.exchangeType as ExchangeType | null) ?? null,
    quantity: row.quantity,
    points: pointsText(row.points),
    amount: row.amount === null ? null : toWire(row.amount, currency),
    status: row.status,
    reason: row.reason ?? null,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The remark of a points record in `language` (spec section 3's remark column): the reporting day
 * of earned points, the deposit, the item and quantity of a redemption, the cash of a conversion,
 * the reason of a return.
 */
export function remarkOf(
  row: RecordRow,
  redemption: RedemptionRow | undefined,
  currency: string,
  language: Language,
): string | null {
  switch (row.type) {
    case 'deposit':
      return text('pointsTexts', 'depositRemark', language, { amount: toWire(row.amount ?? 0n, currency) });
    case 'redeem': {
      if (!redemption) return row.remark;
      if (redemption.kind === 'convert')
        return text('pointsTexts', 'convertRemark', language, { amount: toWire(redemption.amount ?? 0n, currency) });
      const item = itemNameOf(redemption, language) ?? '';
      if (row.status === 'returned')
        return text('pointsTexts', 'returnRemark', language, { item, reason: redemption.reason ?? '' });
      return text('pointsTexts', 'redeemRemark', language, { item, quantity: row.quantity ?? redemption.quantity });
    }
    default:
      return row.remark ? text('pointsTexts', 'earnRemark', language, { day: row.remark }) : null;
  }
}

/** A points record on the wire. */
export function recordView(
  row: RecordRow,
  redemption: RedemptionRow | undefined,
  currency: string,
  language: Language,
): PointsRecord {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount === null ? null : toWire(row.amount, currency),
    points: pointsText(row.points),
    status: row.status,
    remark: remarkOf(row, redemption, currency, language),
    balance: pointsText(row.balance),
    quantity: row.quantity ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
