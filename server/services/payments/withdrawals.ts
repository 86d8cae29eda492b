/**
 * Withdrawals (spec sections 4 and 9): a member applies (limits, payment password,
 * one of their bank cards); the amount moves at once from the wallet to the withdrawal hold
 * (ledger `withdraw:<id>`); an operator approves or rejects (rejection returns the money,
 * `withdraw:return:<id>`), then marks it paid (hold -> payout clearing, `withdraw:paid:<id>`).
 * The member can cancel only while it is applied (never once paid). After payment the member
 * confirms: received, not received (with proof images, ./proofs.ts) or partly received with the
 * remaining amount; a paid withdrawal left unconfirmed for the merchant's confirmMinutes is
 * treated as received ({@link autoConfirm}, applied whenever withdrawals are read).
 */
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { bankCards, withdrawalProofs, withdrawals } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { text, textInAll } from '../../i18n/messages.ts';
import { notifyCommitted, transfer, type TransferResult } from '../../ledger/index.ts';
import { cardOf, cardView } from '../account/bankCards.ts';
import { verifyPaymentPassword } from '../account/paymentPassword.ts';
import type { MemberRow } from '../auth/sessions.ts';
import { publish } from '../events/index.ts';
import type { MerchantContext } from '../merchants.ts';
import { toWire } from '../../../contract/money.ts';
import { assertRange } from '../wallet/amounts.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { assertNoOpenTurnover } from '../rewards/bonus.ts';
import { moneySettings } from '../wallet/settings.ts';
import { moveMoney } from '../wallet/wallet.ts';
import { orderNo } from './orderNo.ts';
import { assertSameRequest, replayOrCreate } from './replay.ts';
import type { WithdrawSettings, WithdrawStatus } from '../../../contract/types.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
/** The payout clearing account withdrawals are paid through. */
export const PAYOUT_CHANNEL = 'PAYOUT';

/** A withdrawal as the API shows it (card masked, proofs as URLs). */
export async function withdrawalView(db: Db, w: WithdrawalRow, confirmMinutes: number) {
  const [card] = await db.select().from(bankCards).where(eq(bankCards.id, w.bankCardId)).limit(1);
  const proofs = await db
    .select({ id: withdrawalProofs.id })
    .from(withdrawalProofs)
    .where(eq(withdrawalProofs.withdrawalId, w.id));
  return {
    id: w.id,
    orderNo: w.orderNo,
    amount: toWire(w.amount, w.currency),
    status: w.status,
    bankCard: card
      ? { id: card.id, bankName: card.bankName, cardNumber: cardView(card).cardNumber, payeeName: card.payeeName }
      : null,
    createdAt: w.createdAt.toISOString(),
    reviewedAt: w.reviewedAt?.toISOString() ?? null,
    paidAt: w.paidAt?.toISOString() ?? null,
    remark: w.remark,
    confirmation: w.confirmResult
      ? {
          result: w.confirmResult,
          remainingAmount: w.remainingAmount === null ? null : toWire(w.remainingAmount, w.currency),
          proofs: proofs.map((p) => ({ id: p.id, url: `/api/withdraw/proofs/${p.id}` })),
          confirmedAt: w.confirmedAt?.toISOString() ?? null,
          auto: w.confirmAuto,
        }
      : null,
    proofs: proofs.map((p) => ({ id: p.id, url: `/api/withdraw/proofs/${p.id}` })),
    confirmDeadline:
      w.status === 'paid' && !w.confirmResult && w.paidAt
        ? new Date(w.paidAt.getTime() + confirmMinutes * 60_000).toISOString()
        : null,
  };
}

/**
 * Paid withdrawals of the merchant left unconfirmed for confirmMinutes become received
 * (`confirm_auto`), confirmed at the deadline (spec sections 4 and 9).
 */
export async function autoConfirm(db: Db, merchantId: number, now: Date): Promise<void> {
  const { confirmMinutes } = await moneySettings(db, merchantId);
  const deadline = new Date(now.getTime() - confirmMinutes * 60_000);
  await db
    .update(withdrawals)
    .set({
      confirmResult: 'received',
      confirmAuto: true,
      confirmedAt: sql`${withdrawals.paidAt} + make_interval(mins => ${confirmMinutes})`,
    })
    .where(
      and(
        eq(withdrawals.merchantId, merchantId),
        eq(withdrawals.status, 'paid'),
        isNull(withdrawals.confirmResult),
        lte(withdrawals.paidAt, deadline),
      ),
    );
}

/** What the withdraw page needs: limits, balance, cards, confirm minutes. */
export async function withdrawSettings(
  db: Db,
  merchant: MerchantContext,
  member: MemberRow,
  balance: bigint,
): Promise<WithdrawSettings> {
  const currency = merchant.config.permission.currency;
  const s = await moneySettings(db, merchant.id);
  const cards = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.memberId, member.id), isNull(bankCards.removedAt)));
  return {
    min: toWire(s.withdrawMin, currency),
    max: toWire(s.withdrawMax, currency),
    dailyMax: toWire(s.withdrawDailyMax, currency),
    balance: toWire(balance, currency),
    currency,
    hasPaymentPassword: Boolean(member.paymentPasswordHash),
    cards: cards.map(cardView),
    confirmMinutes: s.confirmMinutes,
  };
}

/**
 * Applies for a withdrawal (see the module doc). A repeat of a `requestId`, also a concurrent one,
 * answers the first withdrawal unchanged and moves nothing.
 * @throws AMOUNT_OUT_OF_RANGE, 400 DAILY_LIMIT, 400 CARD_UNKNOWN, payment-password errors, INSUFFICIENT_FUNDS;
 *   409 DUPLICATE_REQUEST when the `requestId` was used for another amount or card.
 */
export async function applyWithdrawal(
  db: Db,
  merchant: MerchantContext,
  member: MemberRow,
  input: NewWithdrawal,
  now: Date,
) {
  const s = await moneySettings(db, merchant.id);
  const replayOf = async (requestId: string) => {
    const [first] = await db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, member.id), eq(withdrawals.requestId, requestId)))
      .limit(1);
    if (!first) return null;
    assertSameRequest(
      { amount: first.amount, bankCardId: first.bankCardId },
      { amount: input.amount, bankCardId: input.bankCardId },
    );
    return withdrawalView(db, first, s.confirmMinutes);
  };
  // A twin that committed first (unique index withdrawals_request_uq, or the limit it used up) answers instead.
  return replayOrCreate(input.requestId, replayOf, async () => {
    const row = await insertWithdrawal(db, merchant, member, input, s, now);
    // the console's payments desk hears the new order at once
    publish({
      merchantId: merchant.id,
      type: 'payments',
      payload: { kind: 'withdrawal', id: row.id, orderNo: row.orderNo, status: row.status, change: 'created' },
    });
    return withdrawalView(db, row, s.confirmMinutes);
  });
}

/** What a member asks for: `amount` in minor units, one of their cards, the payment password, an optional requestId. */
export interface NewWithdrawal {
  amount: bigint;
  bankCardId: number;
  paymentPassword: string;
  requestId?: string;
}

/** The checks, then the new withdrawal and its hold transfer in one transaction (see {@link applyWithdrawal}). */
async function insertWithdrawal(
  db: Db,
  merchant: MerchantContext,
  member: MemberRow,
  input: NewWithdrawal,
  s: Awaited<ReturnType<typeof moneySettings>>,
  now: Date,
): Promise<WithdrawalRow> {
  const currency = merchant.config.permission.currency;
  assertRange(input.amount, s.withdrawMin, s.withdrawMax, currency);
  // open bonus turnover blocks withdrawals (docs/rewards.md "Bonus engine"): said first, before the card and the password are checked
  await assertNoOpenTurnover(db, member.id, currency, now);
  const card = await cardOf(db, member.id, input.bankCardId);
  if (!card) throw new ApiError(400, 'CARD_UNKNOWN', 'cardUnknown', { value: { field: 'bankCardId', in: 'body' } });
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [today] = await db
    .select({ sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, member.id),
        gte(withdrawals.createdAt, dayStart),
        inArray(withdrawals.status, ['applied', 'approved', 'paid']),
      ),
    );
  if (BigInt(today?.sum ?? '0') + input.amount > s.withdrawDailyMax)
    throw new ApiError(400, 'DAILY_LIMIT', 'dailyLimit', { params: { max: toWire(s.withdrawDailyMax, currency) } });
  await verifyPaymentPassword(db, member, input.paymentPassword, now);
  let moved: TransferResult | null = null;
  const row = await db.transaction(async (t) => {
    const [w] = await t
      .insert(withdrawals)
      .values({
        merchantId: merchant.id,
        memberId: member.id,
        orderNo: orderNo('W', now),
        amount: input.amount,
        currency,
        bankCardId: card.id,
        requestId: input.requestId ?? null,
        createdAt: now,
      })
      .returning();
    moved = await moveMoney(
      t,
      {
        merchantId: merchant.id,
        idempotencyKey: `withdraw:${w!.id}`,
        debit: { kind: 'member', memberId: member.id },
        credit: { kind: 'withdrawalHold' },
        amount: input.amount,
        currency,
        reason: 'withdraw',
        reference: w!.orderNo,
      },
      t,
    );
    return w!;
  });
  if (moved) notifyCommitted(moved);
  return row;
}

/** A page of the member's withdrawals, newest first (unconfirmed ones past the deadline become received first). */
export async function listWithdrawals(
  db: Db,
  merchantId: number,
  memberId: number,
  q: { status?: string; from?: Date; to?: Date; pageNo: number; pageSize: number },
  now: Date,
) {
  await autoConfirm(db, merchantId, now);
  const { confirmMinutes } = await moneySettings(db, merchantId);
  const where: SQL[] = [eq(withdrawals.memberId, memberId)];
  if (q.status) where.push(eq(withdrawals.status, q.status));
  if (q.from) where.push(gte(withdrawals.createdAt, q.from));
  if (q.to) where.push(lt(withdrawals.createdAt, q.to));
  const [total] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(...where));
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(...where))
    .orderBy(desc(withdrawals.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: await Promise.all(rows.map((r) => withdrawalView(db, r, confirmMinutes))),
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** The member's withdrawal row. @throws 404 NOT_FOUND when it is not theirs. */
export async function ownWithdrawal(db: Db, memberId: number, id: number): Promise<WithdrawalRow> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return row;
}

export type WithdrawalAction = 'cancel' | 'approve' | 'reject' | 'paid';

/** What the member's notice of an operator's action says beyond the default: a rejection's reason in each language. */
export interface WithdrawalNoticeOptions {
  reason?: Record<Language, string>;
}
const FROM: Record<WithdrawalAction, string[]> = {
  cancel: ['applied'],
  approve: ['applied'],
  reject: ['applied', 'approved'],
  paid: ['approved'],
};
const TO: Record<WithdrawalAction, string> = {
  cancel: 'cancelled',
  approve: 'approved',
  reject: 'rejected',
  paid: 'paid',
};

/**
 * Moves a withdrawal along (member: cancel; operator: approve, reject, paid) with its ledger
 * transfer, in one transaction with the row locked. The member's cancel of a cancelled withdrawal
 * answers it unchanged (`changed: false`): a repeated cancel is a replay, not an error.
 * @throws 409 WITHDRAW_NOT_CANCELLABLE (member cancel) or INVALID_STATE (operator) from another status.
 */
export async function advanceWithdrawal(
  db: Db,
  merchantId: number,
  id: number,
  action: WithdrawalAction,
  remark: string | null,
  now: Date,
  memberId?: number,
  options: WithdrawalNoticeOptions = {},
) {
  let moved: TransferResult | null = null;
  const result = await db.transaction(async (t) => {
    const [w] = await t
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.merchantId, merchantId),
          ...(memberId ? [eq(withdrawals.memberId, memberId)] : []),
        ),
      )
      .for('update');
    if (!w) throw new ApiError(404, 'NOT_FOUND', 'notFound');
    // The member's cancel repeated (a retry, a double click): the first cancel's result, nothing moves.
    if (action === 'cancel' && w.status === TO.cancel) return { before: w, after: w, changed: false };
    if (!FROM[action].includes(w.status)) {
      if (action === 'cancel') throw new ApiError(409, 'WITHDRAW_NOT_CANCELLABLE', 'withdrawNotCancellable');
      throw new ApiError(409, 'INVALID_STATE', 'invalidState', { params: { status: w.status } });
    }
    const base = { merchantId, amount: w.amount, currency: w.currency, reference: w.orderNo };
    if (action === 'cancel' || action === 'reject')
      moved = await transfer(
        t,
        {
          ...base,
          idempotencyKey: `withdraw:return:${w.id}`,
          debit: { kind: 'withdrawalHold' },
          credit: { kind: 'member', memberId: w.memberId },
          reason: 'withdrawReturn',
        },
        t,
      );
    if (action === 'paid')
      moved = await transfer(
        t,
        {
          ...base,
          idempotencyKey: `withdraw:paid:${w.id}`,
          debit: { kind: 'withdrawalHold' },
          credit: { kind: 'clearing', channel: PAYOUT_CHANNEL },
          reason: 'withdrawPaid',
        },
        t,
      );
    const set = {
      status: TO[action],
      remark: remark ?? w.remark,
      ...(action === 'paid' ? { paidAt: now } : { reviewedAt: now }),
    };
    const [after] = await t.update(withdrawals).set(set).where(eq(withdrawals.id, w.id)).returning();
    return { before: w, after: after!, changed: true };
  });
  if (moved) notifyCommitted(moved);
  if (!result.changed) return result;
  const w = result.after;
  publish({
    merchantId,
    memberId: w.memberId,
    type: 'withdraw',
    payload: { id: w.id, orderNo: w.orderNo, status: w.status as WithdrawStatus },
  });
  publish({
    merchantId,
    type: 'payments',
    payload: { kind: 'withdrawal', id: w.id, orderNo: w.orderNo, status: w.status, change: 'state' },
  });
  if (action !== 'cancel') {
    const amount = `${toWire(w.amount, w.currency)} ${w.currency}`;
    const notice = {
      approve: ['withdrawalApproveTitle', 'withdrawalApproveContent'],
      reject: ['withdrawalRejectTitle', 'withdrawalRejectContent'],
      paid: ['withdrawalPaidTitle', 'withdrawalPaidContent'],
    } as const;
    const [title, content] = notice[action];
    const reason = action === 'reject' ? options.reason : undefined;
    await notifyMember(
      db,
      merchantId,
      w.memberId,
      textInAll('notices', title),
      reason
        ? {
            TW: text('paymentsDesk', 'withdrawalRejectedBecause', 'TW', {
              orderNo: w.orderNo,
              amount,
              reason: reason.TW,
            }),
            EN: text('paymentsDesk', 'withdrawalRejectedBecause', 'EN', {
              orderNo: w.orderNo,
              amount,
              reason: reason.EN,
            }),
          }
        : textInAll('notices', content, { orderNo: w.orderNo, amount }),
      'money',
    );
  }
  return result;
}

/**
 * The member's confirmation of a paid withdrawal (spec section 4).
 * @throws 409 WITHDRAW_NOT_CONFIRMABLE, 400 PROOF_REQUIRED (not received without a proof), 400
 *   REMAINING_INVALID (partly received needs 0 < remaining < amount).
 */
export async function confirmWithdrawal(
  db: Db,
  merchantId: number,
  memberId: number,
  id: number,
  result: 'received' | 'notReceived' | 'partlyReceived',
  remaining: bigint | null,
  now: Date,
) {
  await autoConfirm(db, merchantId, now);
  const w = await ownWithdrawal(db, memberId, id);
  if (w.status !== 'paid' || w.confirmResult)
    throw new ApiError(409, 'WITHDRAW_NOT_CONFIRMABLE', 'withdrawNotConfirmable');
  if (result === 'notReceived') {
    const [proofs] = await db
      .select({ n: count() })
      .from(withdrawalProofs)
      .where(eq(withdrawalProofs.withdrawalId, w.id));
    if ((proofs?.n ?? 0) === 0) throw new ApiError(400, 'PROOF_REQUIRED', 'proofRequired');
  }
  if (result === 'partlyReceived' && (remaining === null || remaining <= 0n || remaining >= w.amount))
    throw new ApiError(400, 'REMAINING_INVALID', 'remainingInvalid', {
      value: { field: 'remainingAmount', in: 'body' },
    });
  const [after] = await db
    .update(withdrawals)
    .set({
      confirmResult: result,
      remainingAmount: result === 'partlyReceived' ? remaining : null,
      confirmedAt: now,
      confirmAuto: false,
    })
    .where(and(eq(withdrawals.id, w.id), isNull(withdrawals.confirmResult)))
    .returning();
  if (!after) throw new ApiError(409, 'WITHDRAW_NOT_CONFIRMABLE', 'withdrawNotConfirmable');
  publish({
    merchantId,
    type: 'payments',
    payload: { kind: 'withdrawal', id: after.id, orderNo: after.orderNo, status: after.status, change: 'confirmed' },
  });
  return withdrawalView(db, after, (await moneySettings(db, merchantId)).confirmMinutes);
}
