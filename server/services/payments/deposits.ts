/**
 * Deposits (README "Member center and header wallet", depositv2): the merchant's channels with their limits, deposit
 * orders, and their completion. A gateway order completes by the gateway's signed callback
 * (./gateway.ts), a bank transfer by an operator (server/services/operator). Completion is
 * idempotent: the order row is locked, only a pending order changes, and the credit is the ledger
 * transfer `deposit:<order id>` from the channel's clearing account to the member's wallet.
 */
import { assertDepositAllowed } from '../rg/checks.ts';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { depositChannels, depositOrders } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { text, textInAll } from '../../i18n/messages.ts';
import { notifyCommitted, transfer, type TransferResult } from '../../ledger/index.ts';
import { publish } from '../events/index.ts';
import { onDepositCredited, runAfterCommit, type AfterCommit } from '../rewards/events.ts';
import type { MerchantContext } from '../merchants.ts';
import { toWire } from '../../../contract/money.ts';
import type { DepositStatus } from '../../../contract/types.ts';
import { assertRange } from '../wallet/amounts.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { createGatewayOrder, checkoutUrl } from './gateway.ts';
import { orderNo } from './orderNo.ts';
import { assertSameRequest, replayOrCreate } from './replay.ts';

export type DepositRow = typeof depositOrders.$inferSelect;
export const MAX_PENDING = 5;

/** The merchant's enabled channels, in order. */
export async function channelsOf(db: Db, merchantId: number) {
  return db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.merchantId, merchantId), eq(depositChannels.enabled, true)))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.id));
}

/** The channels as the deposit page shows them (limits as decimal strings). */
export async function channelList(db: Db, merchant: MerchantContext, language: Language) {
  const { currency, currencySymbol } = merchant.config.permission;
  const rows = await channelsOf(db, merchant.id);
  return {
    currency,
    currencySymbol,
    channels: rows.map((c) => ({
      code: c.code,
      type: c.type,
      nameTw: c.nameTw,
      nameEn: c.nameEn,
      name: language === 'EN' ? c.nameEn : c.nameTw,
      min: toWire(c.minAmount, currency),
      max: toWire(c.maxAmount, currency),
      ...(c.bank ? { bank: c.bank } : {}),
    })),
  };
}

/** Channel names of the merchant in `language`, by channel code (also of disabled channels). */
export async function channelNames(db: Db, merchantId: number, language: Language): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: depositChannels.code, nameTw: depositChannels.nameTw, nameEn: depositChannels.nameEn })
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId));
  return new Map(rows.map((r) => [r.code, language === 'EN' ? r.nameEn : r.nameTw]));
}

/** A deposit order as the API shows it (`channelName` in the caller's language; the code when unknown). */
export function depositView(o: DepositRow, channelName?: string) {
  return {
    id: o.id,
    orderNo: o.orderNo,
    channel: o.channelCode,
    channelName: channelName ?? o.channelCode,
    type: o.channelType,
    amount: toWire(o.amount, o.currency),
    status: o.status,
    redirectUrl:
      o.channelType === 'gateway' && o.status === 'pending' && o.gatewayOrderId ? checkoutUrl(o.gatewayOrderId) : null,
    createdAt: o.createdAt.toISOString(),
    completedAt: o.completedAt ? o.completedAt.toISOString() : null,
    remark: o.remark,
  };
}

export interface NewDeposit {
  channel: string;
  amount: bigint;
  payerName?: string;
  requestId?: string;
  /** Take the deposit bonus offered for this deposit (docs/rewards.md "Bonus engine"). */
  claimBonus?: boolean;
}

/**
 * Creates a pending deposit; for a gateway channel also the gateway order (redirectUrl). A repeat
 * of a `requestId`, also a concurrent one, answers the first order unchanged.
 * @throws 400 CHANNEL_UNKNOWN, AMOUNT_OUT_OF_RANGE; 409 TOO_MANY_PENDING; 409 DUPLICATE_REQUEST when
 *   the `requestId` was used for another channel or amount.
 */
export async function createDeposit(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  input: NewDeposit,
  now: Date,
  language: Language,
) {
  const names = await channelNames(db, merchant.id, language);
  const replayOf = async (requestId: string) => {
    const [first] = await db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.requestId, requestId)))
      .limit(1);
    if (!first) return null;
    assertSameRequest(
      { channel: first.channelCode, amount: first.amount },
      { channel: input.channel, amount: input.amount },
    );
    return depositView(first, names.get(first.channelCode));
  };
  // A twin that committed first (unique index deposit_orders_request_uq, or the pending limit it used up) answers instead.
  return replayOrCreate(input.requestId, replayOf, async () => {
    const row = await insertDeposit(db, merchant, memberId, input, now);
    // the console's payments desk hears the new order at once
    publish({
      merchantId: merchant.id,
      type: 'payments',
      payload: { kind: 'deposit', id: row.id, orderNo: row.orderNo, status: row.status, change: 'created' },
    });
    return depositView(row, names.get(row.channelCode));
  });
}

/** The checks, then the new order with its gateway order in one transaction (see {@link createDeposit}). */
async function insertDeposit(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  input: NewDeposit,
  now: Date,
): Promise<DepositRow> {
  const currency = merchant.config.permission.currency;
  const channel = (await channelsOf(db, merchant.id)).find((c) => c.code === input.channel);
  if (!channel)
    throw new ApiError(400, 'CHANNEL_UNKNOWN', 'channelUnknown', { value: { field: 'channel', in: 'body' } });
  assertRange(input.amount, channel.minAmount, channel.maxAmount, currency);
  // Responsible gaming (docs/responsible-gaming.md): 403 RG_EXCLUDED, 400 RG_DEPOSIT_LIMIT with the room left.
  await assertDepositAllowed(db, merchant.id, currency, memberId, input.amount, now);
  const [pending] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'pending')));
  if ((pending?.n ?? 0) >= MAX_PENDING) throw new ApiError(409, 'TOO_MANY_PENDING', 'tooManyPending');
  const number = orderNo('D', now);
  // The gateway order and the deposit together: a request that loses a requestId race leaves neither.
  return db.transaction(async (t) => {
    const gatewayOrderId =
      channel.type === 'gateway'
        ? await createGatewayOrder(t, {
            merchantId: merchant.id,
            merchantOrderNo: number,
            amount: input.amount,
            currency,
            returnUrl: `/?center=depositv2&order=${number}`,
          })
        : null;
    const [row] = await t
      .insert(depositOrders)
      .values({
        merchantId: merchant.id,
        memberId,
        orderNo: number,
        channelCode: channel.code,
        channelType: channel.type,
        amount: input.amount,
        currency,
        gatewayOrderId,
        payerName: input.payerName?.trim() || null,
        requestId: input.requestId ?? null,
        claimBonus: input.claimBonus === true,
        createdAt: now,
      })
      .returning();
    return row!;
  });
}

/** A page of the member's deposits, newest first. */
export async function listDeposits(
  db: Db,
  merchantId: number,
  memberId: number,
  q: { status?: string; from?: Date; to?: Date; pageNo: number; pageSize: number },
  language: Language,
) {
  const names = await channelNames(db, merchantId, language);
  const where: SQL[] = [eq(depositOrders.memberId, memberId)];
  if (q.status) where.push(eq(depositOrders.status, q.status));
  if (q.from) where.push(gte(depositOrders.createdAt, q.from));
  if (q.to) where.push(lt(depositOrders.createdAt, q.to));
  const [total] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(...where));
  const rows = await db
    .select()
    .from(depositOrders)
    .where(and(...where))
    .orderBy(desc(depositOrders.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: rows.map((r) => depositView(r, names.get(r.channelCode))),
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** One deposit of the member. @throws 404 NOT_FOUND when it is not theirs. */
export async function depositOf(db: Db, memberId: number, id: number, language: Language) {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.id, id), eq(depositOrders.memberId, memberId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return depositView(row, (await channelNames(db, row.merchantId, language)).get(row.channelCode));
}

export type DepositOutcome = 'success' | 'failed' | 'rejected';

export interface Completion {
  before: DepositRow;
  after: DepositRow;
  changed: boolean;
}

/**
 * Completes a pending deposit (idempotent: a final order is answered unchanged).
 * `success` credits the member through the ledger in the same transaction.
 * @param where the order by id or by number, within a merchant.
 */
export async function completeDeposit(
  db: Db,
  merchantId: number,
  where: { id: number } | { orderNo: string },
  outcome: DepositOutcome,
  remark: string | null,
  now: Date,
  options: { reason?: Record<Language, string> } = {},
): Promise<Completion | null> {
  let moved: TransferResult | null = null;
  let rewardWork: AfterCommit[] = [];
  const result = await db.transaction(async (t) => {
    const [order] = await t
      .select()
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.merchantId, merchantId),
          'id' in where ? eq(depositOrders.id, where.id) : eq(depositOrders.orderNo, where.orderNo),
        ),
      )
      .for('update');
    if (!order) return null;
    if (order.status !== 'pending') return { before: order, after: order, changed: false };
    if (outcome === 'success') {
      moved = await transfer(
        t,
        {
          merchantId,
          idempotencyKey: `deposit:${order.id}`,
          debit: { kind: 'clearing', channel: order.channelCode },
          credit: { kind: 'member', memberId: order.memberId },
          amount: order.amount,
          currency: order.currency,
          reason: 'deposit',
          reference: order.orderNo,
        },
        t,
      );
      // the rewards (deposit bonus, VIP, missions, referral) in the same transaction (docs/rewards.md "Events")
      rewardWork = await onDepositCredited(t, {
        merchantId,
        memberId: order.memberId,
        currency: order.currency,
        depositId: order.id,
        amount: order.amount,
        claimBonus: order.claimBonus,
        at: now,
      });
    }
    const [after] = await t
      .update(depositOrders)
      .set({ status: outcome, completedAt: now, remark })
      .where(eq(depositOrders.id, order.id))
      .returning();
    return { before: order, after: after!, changed: true };
  });
  if (moved) notifyCommitted(moved);
  if (result?.changed) await announce(db, result.after, options.reason);
  await runAfterCommit(db, rewardWork);
  return result;
}

/** The member's live event, the desk's, and the member's notice (with the rejection's `reason` when given). */
async function announce(db: Db, order: DepositRow, reason?: Record<Language, string>): Promise<void> {
  publish({
    merchantId: order.merchantId,
    memberId: order.memberId,
    type: 'deposit',
    payload: { id: order.id, orderNo: order.orderNo, status: order.status as DepositStatus },
  });
  publish({
    merchantId: order.merchantId,
    type: 'payments',
    payload: { kind: 'deposit', id: order.id, orderNo: order.orderNo, status: order.status, change: 'state' },
  });
  const amount = `${toWire(order.amount, order.currency)} ${order.currency}`;
  const ok = order.status === 'success';
  const params = { orderNo: order.orderNo, amount };
  await notifyMember(
    db,
    order.merchantId,
    order.memberId,
    textInAll('notices', ok ? 'depositCreditedTitle' : 'depositFailedTitle'),
    reason && !ok
      ? {
          TW: text('paymentsDesk', 'depositRejectedBecause', 'TW', { ...params, reason: reason.TW }),
          EN: text('paymentsDesk', 'depositRejectedBecause', 'EN', { ...params, reason: reason.EN }),
        }
      : textInAll('notices', ok ? 'depositCreditedContent' : 'depositFailedContent', params),
    'money',
  );
}

/** The merchant's deposit a gateway callback is about (its order number and the gateway's order id must both match), or null. */
export async function depositOfCallback(
  db: Db,
  merchantId: number,
  callback: { merchantOrderNo: string; gatewayOrderId: string },
): Promise<DepositRow | null> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.merchantId, merchantId),
        eq(depositOrders.orderNo, callback.merchantOrderNo),
        eq(depositOrders.gatewayOrderId, callback.gatewayOrderId),
      ),
    )
    .limit(1);
  return row ?? null;
}
