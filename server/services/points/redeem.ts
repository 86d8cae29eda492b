/**
 * Redeeming a points mall item (docs/promotions.md "Items, redeem and convert"; POST pointsRedeem,
 * encrypted body). The payment password is checked first, like a withdrawal's
 * (server/services/account/paymentPassword.ts: same lockout, same messages). Then ONE transaction:
 *
 * 1. the member's row is locked (their redemptions run one at a time, so the per-member limit
 *    holds across tabs);
 * 2. (member, requestId) is unique: a repeat answers the first redemption and moves nothing;
 * 3. the item (active, the merchant's; 404 POINTS_ITEM_NOT_FOUND), the per-member limit (units in
 *    non-rejected redemptions of the item + quantity <= perMemberLimit; 409 POINTS_LIMIT_REACHED)
 *    and the turnover required (member_vip totalValidBet >= amountRequired; 400
 *    POINTS_AMOUNT_REQUIRED with what is still needed);
 * 4. the redemption row (status applying), the guarded stock UPDATE `stock = stock - q WHERE stock
 *    >= q AND active` (409 POINTS_OUT_OF_STOCK: never oversold), the ledger transfer
 *    points:<member> -> pointsPool (PTS, reason points.redeem, key `points:redeem:<id>`; 400
 *    POINTS_INSUFFICIENT with the balance when the ledger refuses), and a points record (type
 *    redeem, negative points, quantity, status applying).
 *
 * Before all that the body is checked with the engine's form `pointsRedeem`
 * (engine/forms/pointsForms.ts: the quantity up to the item's stock and per-member limit, the
 * dialog's stepper cap; the 6-digit payment password; for an item that needs delivery the
 * recipient, phone of 5..30 characters and address; server/services/forms/featureSubmission.ts),
 * as the redeem dialog checks it (409 POINTS_OUT_OF_STOCK / POINTS_LIMIT_REACHED, 400
 * PAYMENT_PASSWORD_FORMAT, 400 POINTS_DELIVERY_REQUIRED): no password attempt counts then. The
 * transaction's guarded checks stay the rule under concurrency. A refusal rolls everything back.
 * After the commit the points balance is pushed live.
 */
import { and, eq, sql } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { PointsRedeemAnswer, PointsRedeemBody } from '../../../contract/types.ts';
import { pointsText } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { members, pointsItems, pointsRecords, pointsRedemptions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { accountKey, InsufficientFunds, POINTS_CURRENCY, transfer } from '../../ledger/index.ts';
import { verifyPaymentPassword } from '../account/paymentPassword.ts';
import { redeemQuantityParameters } from '../../../engine/forms/index.ts';
import { checkFeatureSubmission, genericRefusal } from '../forms/featureSubmission.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { vipStanding } from '../rewards/vip.ts';
import { mainBalance } from '../wallet/wallet.ts';
import { unitsRedeemed } from './items.ts';
import { pointsBalanceOf, publishPoints } from './live.ts';
import { redemptionView, type RedemptionRow } from './views.ts';

/** 400 POINTS_DELIVERY_REQUIRED: the item needs a delivery address the body lacks (or the form refuses). */
const deliveryRequired = () =>
  new ApiError(400, 'POINTS_DELIVERY_REQUIRED', 'pointsDeliveryRequired', { value: { field: 'delivery', in: 'body' } });

/** 409 POINTS_OUT_OF_STOCK: fewer units left than asked for. */
const outOfStock = () => new ApiError(409, 'POINTS_OUT_OF_STOCK', 'pointsOutOfStock');

/** 409 POINTS_LIMIT_REACHED: `held` units (non-rejected redemptions) and the quantity asked for exceed the per-member `limit`. */
const limitReached = (limit: number, held: number) => {
  const params = { limit, held };
  return new ApiError(409, 'POINTS_LIMIT_REACHED', 'pointsLimitReached', { params, value: params });
};

/** What the redeem form needs of the item: its stock, its per-member limit (with the units the member holds) and whether it ships. */
interface RedeemFormItem {
  stock: number;
  perMemberLimit: number | null;
  held: number;
  needsDelivery: boolean;
}

/**
 * Checks the body with the engine's form `pointsRedeem`: the quantity under the item's cap (as the
 * dialog's stepper), its delivery fields shown when the item needs delivery.
 * @param item the item as read before the transaction; undefined: not found (no quantity cap; the
 *   transaction answers 404).
 * @returns the delivery address trimmed, when the item needs one.
 * @throws ApiError 409 POINTS_OUT_OF_STOCK / POINTS_LIMIT_REACHED (the quantity above the stock or
 *   the limit), 400 PAYMENT_PASSWORD_FORMAT, 400 POINTS_DELIVERY_REQUIRED.
 */
function checkRedeemForm(body: PointsRedeemBody, item: RedeemFormItem | undefined): PointsRedeemBody['delivery'] {
  const needsDelivery = item?.needsDelivery === true;
  const values = checkFeatureSubmission(
    'pointsRedeem',
    {
      quantity: body.quantity,
      recipient: body.delivery?.name,
      phone: body.delivery?.phone,
      address: body.delivery?.address,
      paymentPassword: body.paymentPassword,
    },
    {
      conditions: { needsDelivery },
      parameters: item ? redeemQuantityParameters({ available: item.stock, perMemberLimit: item.perMemberLimit }) : {},
      refusals: {
        quantity: (error) =>
          error.rule !== 'range' || !item
            ? genericRefusal(error)
            : body.quantity > item.stock
              ? outOfStock()
              : limitReached(item.perMemberLimit ?? 0, item.held),
        recipient: deliveryRequired,
        phone: deliveryRequired,
        address: deliveryRequired,
        paymentPassword: () =>
          new ApiError(400, 'PAYMENT_PASSWORD_FORMAT', 'paymentPasswordFormat', {
            value: { field: 'paymentPassword', in: 'body' },
          }),
      },
    },
  );
  if (!needsDelivery) return undefined;
  return { name: String(values.recipient), phone: String(values.phone), address: String(values.address) };
}

/** Locks the member's row for the rest of the transaction (their points operations run one at a time). */
export async function lockMember(tx: Db, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/** The member's redemption of `requestId`, if any. */
export async function redemptionOf(db: Db, memberId: number, requestId: string): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pointsRedemptions)
    .where(and(eq(pointsRedemptions.memberId, memberId), eq(pointsRedemptions.requestId, requestId)))
    .limit(1);
  return row;
}

/** 400 POINTS_INSUFFICIENT naming the member's balance. */
export const insufficient = (balance: bigint, needed: bigint) => {
  const params = { balance: pointsText(balance), points: pointsText(needed) };
  return new ApiError(400, 'POINTS_INSUFFICIENT', 'pointsInsufficient', { params, value: params });
};

/** The answer of a redemption: it, the points balance after and the main wallet balance. */
export async function redeemAnswer(
  db: Db,
  merchant: MerchantContext,
  row: RedemptionRow,
  language: Language,
): Promise<PointsRedeemAnswer> {
  const currency = merchant.config.permission.currency;
  return {
    redemption: redemptionView(row, currency, language),
    points: pointsText(await pointsBalanceOf(db, merchant.id, row.memberId)),
    balance: toWire(await mainBalance(db, merchant.id, row.memberId), currency),
  };
}

/**
 * Redeems `body.quantity` units of `body.itemId` for `member` (see the module comment).
 * @returns the redemption (the first one for a repeated requestId), the points after, the wallet balance.
 * @throws ApiError 400 PAYMENT_PASSWORD_FORMAT / POINTS_DELIVERY_REQUIRED (the form), the payment
 *   password's refusals (400 PAYMENT_PASSWORD_NOT_SET / PAYMENT_PASSWORD_WRONG, 423
 *   PAYMENT_PASSWORD_LOCKED), 400 POINTS_DELIVERY_REQUIRED (the item came to need delivery), 404
 *   POINTS_ITEM_NOT_FOUND, 409 POINTS_LIMIT_REACHED, 400 POINTS_AMOUNT_REQUIRED, 409
 *   POINTS_OUT_OF_STOCK, 400 POINTS_INSUFFICIENT; nothing moved on any of them.
 */
export async function redeemItem(
  db: Db,
  merchant: MerchantContext,
  member: MemberRow,
  body: PointsRedeemBody,
  language: Language,
  now: Date,
): Promise<{ answer: PointsRedeemAnswer; created: boolean }> {
  const currency = merchant.config.permission.currency;
  const earlier = await redemptionOf(db, member.id, body.requestId);
  if (earlier) return { answer: await redeemAnswer(db, merchant, earlier, language), created: false };
  // the form's quantity cap and delivery fields follow the item (read again, locked, in the transaction)
  const [wanted] = await db
    .select({
      needsDelivery: pointsItems.needsDelivery,
      stock: pointsItems.stock,
      perMemberLimit: pointsItems.perMemberLimit,
    })
    .from(pointsItems)
    .where(and(eq(pointsItems.id, body.itemId), eq(pointsItems.merchantId, merchant.id)))
    .limit(1);
  const held =
    wanted?.perMemberLimit != null ? ((await unitsRedeemed(db, member.id, [body.itemId])).get(body.itemId) ?? 0) : 0;
  const delivery = checkRedeemForm(body, wanted && { ...wanted, held });
  await verifyPaymentPassword(db, member, body.paymentPassword, now);
  const done = await db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    const first = await redemptionOf(tx, member.id, body.requestId);
    if (first) return { row: first, created: false };
    const [item] = await tx
      .select()
      .from(pointsItems)
      .where(
        and(eq(pointsItems.id, body.itemId), eq(pointsItems.merchantId, merchant.id), eq(pointsItems.active, true)),
      )
      .limit(1);
    if (!item) throw new ApiError(404, 'POINTS_ITEM_NOT_FOUND', 'pointsItemNotFound');
    if (item.needsDelivery && !delivery) throw deliveryRequired();
    const q = body.quantity;
    if (item.perMemberLimit !== null) {
      const held = (await unitsRedeemed(tx, member.id, [item.id])).get(item.id) ?? 0;
      if (held + q > item.perMemberLimit) throw limitReached(item.perMemberLimit, held);
    }
    const { totalValidBet } = await vipStanding(tx, member.id);
    if (totalValidBet < item.amountRequired) {
      const params = {
        remaining: toWire(item.amountRequired - totalValidBet, currency),
        required: toWire(item.amountRequired, currency),
      };
      throw new ApiError(400, 'POINTS_AMOUNT_REQUIRED', 'pointsAmountRequired', { params, value: params });
    }
    const points = item.points * BigInt(q);
    const [row] = await tx
      .insert(pointsRedemptions)
      .values({
        merchantId: merchant.id,
        memberId: member.id,
        requestId: body.requestId,
        kind: 'item',
        itemId: item.id,
        itemNameTw: item.nameTw,
        itemNameEn: item.nameEn,
        exchangeType: item.exchangeType,
        quantity: q,
        points,
        status: 'applying',
        delivery: item.needsDelivery ? delivery! : null,
        createdAt: now,
      })
      .returning();
    const taken = await tx
      .update(pointsItems)
      .set({ stock: sql`${pointsItems.stock} - ${q}`, updatedAt: now })
      .where(and(eq(pointsItems.id, item.id), sql`${pointsItems.stock} >= ${q}`, eq(pointsItems.active, true)))
      .returning({ id: pointsItems.id });
    if (!taken.length) throw outOfStock();
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
        meta: { redemptionId: row!.id, itemId: item.id, quantity: q },
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
      points: -points,
      balance: moved.balances[accountKey({ kind: 'points', memberId: member.id })] ?? 0n,
      status: 'applying',
      quantity: q,
      redemptionId: row!.id,
      transferId: moved.transferId,
      createdAt: now,
    });
    return { row: row!, created: true };
  });
  if (done.created) await publishPoints(db, merchant.id, member.id);
  return { answer: await redeemAnswer(db, merchant, done.row, language), created: done.created };
}
