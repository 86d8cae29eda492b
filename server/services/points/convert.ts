/**
 * Converting points to cash (docs/promotions.md "Items, redeem and convert"; POST pointsConvert,
 * encrypted body, payment password checked like a withdrawal's). Whole points, at least the
 * merchant's convertMin (400 POINTS_CONVERT_MIN); cash = engine/promotions.ts cashFor(points,
 * ratio, the currency's decimals), which must be above 0 (400 POINTS_CONVERT_MIN too). ONE
 * transaction: the member's row locked; (member, requestId) unique (a repeat answers the first and
 * moves nothing); the redemption (kind convert, status approved, the cash `amount`), the transfer
 * points:<member> -> pointsPool (PTS, reason points.redeem, key `points:redeem:<id>`; 400
 * POINTS_INSUFFICIENT when the ledger refuses), a record (type redeem, status approved, remark
 * "converted to cash") and the bonus grant (server/services/rewards/bonus.ts grantBonus: source
 * `points`, sourceRef the redemption id, the cash, the merchant's convertMultiple, the reward
 * settings' contributions and bonus expiry). After the commit the wallet balance rises live
 * (notifyCommitted, as rewards/rewardCenter.ts does) and the points balance is pushed.
 */
import { eq } from 'drizzle-orm';
import { currencyDecimals } from '../../../contract/money.ts';
import type { PointsConvertBody, PointsRedeemAnswer } from '../../../contract/types.ts';
import { cashFor } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { pointsRecords, pointsRedemptions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { textInAll } from '../../i18n/messages.ts';
import {
  accountKey,
  InsufficientFunds,
  notifyCommitted,
  POINTS_CURRENCY,
  transfer,
  type TransferResult,
} from '../../ledger/index.ts';
import { verifyPaymentPassword } from '../account/paymentPassword.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { grantBonus } from '../rewards/bonus.ts';
import { daysAfter } from '../rewards/offer.ts';
import { rewardSettings } from '../rewards/settings.ts';
import { pointsBalanceOf, publishPoints } from './live.ts';
import { insufficient, lockMember, redeemAnswer, redemptionOf } from './redeem.ts';
import { pointsSettings } from './settings.ts';

/**
 * Converts `body.points` whole points of `member` to cash (see the module comment).
 * @returns the conversion (the first one for a repeated requestId), the points after and the wallet balance after.
 * @throws ApiError 400 POINTS_CONVERT_MIN (`{minimum}`), the payment password's refusals, 400
 *   POINTS_INSUFFICIENT (`{balance}`); nothing moved on any of them.
 */
export async function convertPoints(
  db: Db,
  merchant: MerchantContext,
  member: MemberRow,
  body: PointsConvertBody,
  language: Language,
  now: Date,
): Promise<{ answer: PointsRedeemAnswer; created: boolean }> {
  const currency = merchant.config.permission.currency;
  const earlier = await redemptionOf(db, member.id, body.requestId);
  if (earlier) return { answer: await redeemAnswer(db, merchant, earlier, language), created: false };
  const settings = await pointsSettings(db, merchant.id);
  const points = BigInt(body.points) * 100n;
  const cash = cashFor(points, settings.ratio, currencyDecimals(currency));
  if (body.points < settings.convertMin || cash <= 0n) {
    const params = { minimum: settings.convertMin };
    throw new ApiError(400, 'POINTS_CONVERT_MIN', 'pointsConvertMin', {
      params,
      value: { ...params, field: 'points', in: 'body' },
    });
  }
  await verifyPaymentPassword(db, member, body.paymentPassword, now);
  const rewards = await rewardSettings(db, merchant.id);
  const done = await db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const first = await redemptionOf(tx, member.id, body.requestId);
    if (first) return { row: first, grant: null as TransferResult | null };
    const [row] = await tx
      .insert(pointsRedemptions)
      .values({
        merchantId: merchant.id,
        memberId: member.id,
        requestId: body.requestId,
        kind: 'convert',
        quantity: 1,
        points,
        amount: cash,
        status: 'approved',
        reviewedAt: now,
        createdAt: now,
      })
      .returning();
    let moved;
    try {
      moved = await transfer(tx, {
        merchantId: merchant.id,
        idempotencyKey: `points:redeem:${row!.id}`,
        debit: { kind: 'points', memberId: member.id },
        credit: { kind: 'pointsPool' },
        amount: points,
        currency: POINTS_CURRENCY,
        reason: 'points.redeem',
        reference: `redemption:${row!.id}`,
        meta: { redemptionId: row!.id, convert: true, cash: cash.toString() },
        at: now,
      });
    } catch (err) {
      if (err instanceof InsufficientFunds)
        throw insufficient(await pointsBalanceOf(tx, merchant.id, member.id), points);
      throw err;
    }
    await tx.insert(pointsRecords).values({
      merchantId: merchant.id,
      memberId: member.id,
      type: 'redeem',
      amount: cash,
      points: -points,
      balance: moved.balances[accountKey({ kind: 'points', memberId: member.id })] ?? 0n,
      status: 'approved',
      redemptionId: row!.id,
      transferId: moved.transferId,
      createdAt: now,
    });
    const granted = await grantBonus(tx, {
      merchantId: merchant.id,
      memberId: member.id,
      currency,
      source: 'points',
      sourceRef: String(row!.id),
      title: textInAll('pointsTexts', 'convertTitle'),
      amount: cash,
      multiple: settings.convertMultiple,
      contributions: rewards.contributions,
      expiresAt: daysAfter(now, rewards.bonusExpiryDays),
      now,
    });
    const [after] = await tx
      .update(pointsRedemptions)
      .set({ bonusId: granted.grant.id })
      .where(eq(pointsRedemptions.id, row!.id))
      .returning();
    return { row: after!, grant: granted.transfer };
  });
  if (done.grant) {
    notifyCommitted(done.grant);
    await publishPoints(db, merchant.id, member.id);
  }
  return { answer: await redeemAnswer(db, merchant, done.row, language), created: done.grant !== null };
}
