/**
 * The console's payments desk (schemas/api/operator-payments.json; member flows: spec sections 2
 * and 4): the merchant's deposit and withdrawal queues with filters, search, paging, sorting and
 * counts per state; an order's detail with the member, the timeline of who did what and when, and
 * risk signals; the staff actions (approve, reject with a reason the member reads in their
 * language, mark a withdrawal paid); and maker-checker above the merchant's
 * `withdrawalApprovalThreshold`: the first approval of a larger withdrawal asks for a second one
 * (server/services/operator/approvals.ts, kind `withdrawal.approve`, key `withdrawal:<id>`), a
 * different staff member's approval then approves it. Money moves only through the existing
 * idempotent ledger transfers of ./deposits.ts and ./withdrawals.ts (a rejected withdrawal's hold
 * comes back once: `withdraw:return:<id>`). Every action is audit-logged with before and after.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { currencyDecimals, parseMemberAmount, toWire } from '../../../contract/money.ts';
import type { Db } from '../../db/open.ts';
import {
  bankCards,
  depositOrders,
  loginHistory,
  memberVip,
  members,
  merchantPaymentDesk,
  operatorApprovals,
  operatorAudit,
  operators,
  sessions,
  withdrawals,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { textInAll, type TextKey } from '../../i18n/messages.ts';
import { publish } from '../events/index.ts';
import { audit } from '../operator/audit.ts';
import { decideApproval, requestApproval, type ApprovalExecutor, type StaffActor } from '../operator/approvals.ts';
import { openTurnover } from '../rewards/bonus.ts';
import { profileView } from '../rg/member.ts';
import { maskCard } from '../account/bankCards.ts';
import { channelNames, completeDeposit, type DepositRow } from './deposits.ts';
import { advanceWithdrawal, autoConfirm, type WithdrawalRow } from './withdrawals.ts';

/** The rejection reasons a member can be told (texts `reason_<code>` of the `paymentsDesk` area). */
export const REJECT_REASONS = [
  'payerMismatch',
  'notReceived',
  'amountMismatch',
  'bankDetailsInvalid',
  'riskReview',
  'duplicate',
  'other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export type DeskKind = 'deposit' | 'withdrawal';
export const APPROVAL_KIND = 'withdrawal.approve';
const approvalKey = (id: number) => `withdrawal:${id}`;
const DEPOSIT_STATES = ['pending', 'success', 'failed', 'rejected'] as const;
const WITHDRAWAL_STATES = ['applied', 'approved', 'rejected', 'paid', 'cancelled'] as const;
const DAY_MS = 86_400_000;

/** The queue's filters as the route validated them (amounts as decimal strings of the merchant currency). */
export interface DeskQuery {
  state?: string;
  channel?: string;
  minAmount?: string;
  maxAmount?: string;
  from?: string;
  to?: string;
  q?: string;
  sort?: 'newest' | 'oldest' | 'amountDesc' | 'amountAsc';
  pageNo: number;
  pageSize: number;
}

/** A decimal string of the query in minor units. @throws 400 AMOUNT_INVALID naming the field. */
function queryAmount(value: string | undefined, currency: string, field: string): bigint | undefined {
  if (value === undefined || value === '') return undefined;
  if (/^0+(\.0+)?$/.test(value)) return 0n;
  const minor = parseMemberAmount(value, currencyDecimals(currency));
  if (minor === null)
    throw new ApiError(400, 'AMOUNT_INVALID', 'amountInvalid', {
      value: { field, in: 'query' },
      params: { decimals: currencyDecimals(currency) },
    });
  return minor;
}

/** The merchant's withdrawal threshold in minor units (0n: off). */
export async function approvalThreshold(db: Db, merchantId: number): Promise<bigint> {
  const [row] = await db
    .select({ t: merchantPaymentDesk.withdrawalApprovalThreshold })
    .from(merchantPaymentDesk)
    .where(eq(merchantPaymentDesk.merchantId, merchantId))
    .limit(1);
  return row?.t ?? 0n;
}

/**
 * Refuses a one-person approval of withdrawal `id` above the merchant's threshold (the older
 * single-step operator route; the desk's {@link approveWithdrawal} asks for the second approval).
 * @throws 409 DESK_SECOND_APPROVAL_NEEDED.
 */
export async function assertSingleApproval(db: Db, merchantId: number, id: number): Promise<void> {
  const threshold = await approvalThreshold(db, merchantId);
  if (threshold === 0n) return;
  const [w] = await db
    .select({ amount: withdrawals.amount })
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)))
    .limit(1);
  if (w && w.amount > threshold) throw new ApiError(409, 'DESK_SECOND_APPROVAL_NEEDED', 'deskSecondApprovalNeeded');
}

/** The desk's settings as the console shows them (`canEdit`: the viewer may save them, permission staff.manage). */
export async function deskSettings(db: Db, merchantId: number, currency: string, canEdit: boolean) {
  const [row] = await db
    .select({ s: merchantPaymentDesk, by: operators.username })
    .from(merchantPaymentDesk)
    .leftJoin(operators, eq(operators.id, merchantPaymentDesk.updatedBy))
    .where(eq(merchantPaymentDesk.merchantId, merchantId))
    .limit(1);
  return {
    withdrawalApprovalThreshold: toWire(row?.s.withdrawalApprovalThreshold ?? 0n, currency),
    currency,
    updatedAt: row?.s.updatedBy ? row.s.updatedAt.toISOString() : null,
    updatedBy: row?.by ?? null,
    canEdit,
  };
}

/**
 * Saves the withdrawal threshold (decimal string of the merchant currency, '0' turns the second
 * approval off), audit-logged as `paymentsDesk.settings`.
 * @throws 400 AMOUNT_INVALID.
 */
export async function saveDeskSettings(
  db: Db,
  actor: StaffActor,
  currency: string,
  threshold: string,
  now: Date,
): Promise<void> {
  const minor = queryAmount(threshold, currency, 'withdrawalApprovalThreshold') ?? 0n;
  const before = await approvalThreshold(db, actor.merchantId);
  await db
    .insert(merchantPaymentDesk)
    .values({
      merchantId: actor.merchantId,
      withdrawalApprovalThreshold: minor,
      updatedAt: now,
      updatedBy: actor.operatorId,
    })
    .onConflictDoUpdate({
      target: merchantPaymentDesk.merchantId,
      set: { withdrawalApprovalThreshold: minor, updatedAt: now, updatedBy: actor.operatorId },
    });
  await audit(
    db,
    {
      merchantId: actor.merchantId,
      operatorId: actor.operatorId,
      action: 'paymentsDesk.settings',
      targetType: 'merchant',
      targetId: actor.merchantId,
      before: { withdrawalApprovalThreshold: toWire(before, currency) },
      after: { withdrawalApprovalThreshold: toWire(minor, currency) },
      ip: actor.ip,
    },
    now,
  );
}

const orderOf = (sort: DeskQuery['sort'], amount: unknown, id: unknown) =>
  sort === 'oldest'
    ? [asc(id as never)]
    : sort === 'amountDesc'
      ? [desc(amount as never), desc(id as never)]
      : sort === 'amountAsc'
        ? [asc(amount as never), desc(id as never)]
        : [desc(id as never)];

function dateRange(q: DeskQuery): { from?: Date; to?: Date } {
  const from = q.from ? new Date(q.from) : undefined;
  const to = q.to ? new Date(q.to) : undefined;
  if (from && to && from.getTime() >= to.getTime())
    throw new ApiError(400, 'DESK_DATE_RANGE', 'deskDateRange', { value: { field: 'to', in: 'query' } });
  return { from, to };
}

function amountRange(q: DeskQuery, currency: string) {
  const min = queryAmount(q.minAmount, currency, 'minAmount');
  const max = queryAmount(q.maxAmount, currency, 'maxAmount');
  if (min !== undefined && max !== undefined && min > max)
    throw new ApiError(400, 'DESK_AMOUNT_RANGE', 'deskAmountRange', { value: { field: 'maxAmount', in: 'query' } });
  return { min, max };
}

/** `LIKE` text of a search: its wildcards taken literally. */
const likeOf = (q: string) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the merchant's deposits with the filters of `q`, and the counts per state (every filter
 * but the state applied).
 * @throws 400 AMOUNT_INVALID, DESK_AMOUNT_RANGE, DESK_DATE_RANGE, DESK_STATE_UNKNOWN.
 */
export async function depositDesk(db: Db, merchantId: number, currency: string, q: DeskQuery, language: Language) {
  if (q.state && !(DEPOSIT_STATES as readonly string[]).includes(q.state))
    throw new ApiError(400, 'DESK_STATE_UNKNOWN', 'deskStateUnknown', { value: { field: 'state', in: 'query' } });
  const { min, max } = amountRange(q, currency);
  const { from, to } = dateRange(q);
  const where: SQL[] = [eq(depositOrders.merchantId, merchantId)];
  if (q.channel) where.push(eq(depositOrders.channelCode, q.channel));
  if (min !== undefined) where.push(gte(depositOrders.amount, min));
  if (max !== undefined) where.push(lte(depositOrders.amount, max));
  if (from) where.push(gte(depositOrders.createdAt, from));
  if (to) where.push(lt(depositOrders.createdAt, to));
  if (q.q?.trim()) where.push(or(ilike(depositOrders.orderNo, likeOf(q.q)), ilike(members.username, likeOf(q.q)))!);
  const counted = await db
    .select({ state: depositOrders.status, n: count() })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(...where))
    .groupBy(depositOrders.status);
  if (q.state) where.push(eq(depositOrders.status, q.state));
  const rows = await db
    .select({ d: depositOrders, username: members.username })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(...where))
    .orderBy(...orderOf(q.sort, depositOrders.amount, depositOrders.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const names = await channelNames(db, merchantId, language);
  const counts = Object.fromEntries(DEPOSIT_STATES.map((s) => [s, 0])) as Record<string, number>;
  for (const c of counted) counts[c.state] = c.n;
  const total = q.state ? (counts[q.state] ?? 0) : counted.reduce((sum, c) => sum + c.n, 0);
  return {
    list: rows.map((r) => deskDeposit(r.d, r.username, names.get(r.d.channelCode))),
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    counts,
    currency,
  };
}

function deskDeposit(d: DepositRow, username: string, channelName?: string) {
  return {
    id: d.id,
    orderNo: d.orderNo,
    username,
    amount: toWire(d.amount, d.currency),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.completedAt?.toISOString() ?? null,
    remark: d.remark,
    status: d.status as (typeof DEPOSIT_STATES)[number],
    channel: d.channelCode,
    channelName: channelName ?? d.channelCode,
    channelType: d.channelType as 'gateway' | 'bank',
    payerName: d.payerName,
  };
}

const maker = alias(operators, 'desk_maker');
const checker = alias(operators, 'desk_checker');

/** The approval requests of withdrawals `ids` by withdrawal id (the latest of each). */
async function approvalsOf(db: Db, merchantId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, DeskApproval>();
  const rows = await db
    .select({ a: operatorApprovals, maker: maker.username, checker: checker.username })
    .from(operatorApprovals)
    .innerJoin(maker, eq(maker.id, operatorApprovals.requestedBy))
    .leftJoin(checker, eq(checker.id, operatorApprovals.decidedBy))
    .where(
      and(
        eq(operatorApprovals.merchantId, merchantId),
        eq(operatorApprovals.kind, APPROVAL_KIND),
        inArray(operatorApprovals.targetId, ids),
      ),
    )
    .orderBy(asc(operatorApprovals.id));
  const map = new Map<number, DeskApproval>();
  for (const r of rows)
    map.set(r.a.targetId, {
      id: r.a.id,
      state: r.a.state as DeskApproval['state'],
      requestedBy: r.maker,
      requestedAt: r.a.requestedAt.toISOString(),
      decidedBy: r.checker,
      decidedAt: r.a.decidedAt?.toISOString() ?? null,
    });
  return map;
}

interface DeskApproval {
  id: number;
  state: 'pending' | 'approved' | 'rejected';
  requestedBy: string;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

const pendingApproval = sql`exists (select 1 from ${operatorApprovals} where ${operatorApprovals.kind} = ${APPROVAL_KIND} and ${operatorApprovals.targetId} = ${withdrawals.id} and ${operatorApprovals.merchantId} = ${withdrawals.merchantId} and ${operatorApprovals.state} = 'pending')`;

/**
 * A page of the merchant's withdrawals with the filters of `q` (`channel`: the bank name; state
 * `awaitingSecond`: applied ones whose second approval is pending), and the counts per state
 * (`awaitingSecond` among them).
 * @throws 400 AMOUNT_INVALID, DESK_AMOUNT_RANGE, DESK_DATE_RANGE.
 */
export async function withdrawalDesk(db: Db, merchantId: number, currency: string, q: DeskQuery, now: Date) {
  await autoConfirm(db, merchantId, now);
  const { min, max } = amountRange(q, currency);
  const { from, to } = dateRange(q);
  if (q.state && q.state !== 'awaitingSecond' && !(WITHDRAWAL_STATES as readonly string[]).includes(q.state))
    throw new ApiError(400, 'DESK_STATE_UNKNOWN', 'deskStateUnknown', { value: { field: 'state', in: 'query' } });
  const where: SQL[] = [eq(withdrawals.merchantId, merchantId)];
  if (q.channel) where.push(eq(bankCards.bankName, q.channel));
  if (min !== undefined) where.push(gte(withdrawals.amount, min));
  if (max !== undefined) where.push(lte(withdrawals.amount, max));
  if (from) where.push(gte(withdrawals.createdAt, from));
  if (to) where.push(lt(withdrawals.createdAt, to));
  if (q.q?.trim()) where.push(or(ilike(withdrawals.orderNo, likeOf(q.q)), ilike(members.username, likeOf(q.q)))!);
  const base = () =>
    db
      .select({ state: withdrawals.status, waiting: sql<boolean>`${pendingApproval}`, n: count() })
      .from(withdrawals)
      .innerJoin(members, eq(members.id, withdrawals.memberId))
      .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId));
  const counted = await base()
    .where(and(...where))
    .groupBy(withdrawals.status, sql`2`);
  const counts = Object.fromEntries([...WITHDRAWAL_STATES, 'awaitingSecond'].map((s) => [s, 0])) as Record<
    string,
    number
  >;
  for (const c of counted) {
    counts[c.state] = (counts[c.state] ?? 0) + c.n;
    if (c.waiting && c.state === 'applied') counts.awaitingSecond! += c.n;
  }
  if (q.state === 'awaitingSecond') where.push(eq(withdrawals.status, 'applied'), pendingApproval);
  else if (q.state) where.push(eq(withdrawals.status, q.state));
  const rows = await db
    .select({ w: withdrawals, username: members.username, card: bankCards })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .innerJoin(bankCards, eq(bankCards.id, withdrawals.bankCardId))
    .where(and(...where))
    .orderBy(...orderOf(q.sort, withdrawals.amount, withdrawals.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const approvals = await approvalsOf(
    db,
    merchantId,
    rows.map((r) => r.w.id),
  );
  const total = !q.state ? counted.reduce((sum, c) => sum + c.n, 0) : (counts[q.state] ?? 0);
  return {
    list: rows.map((r) => deskWithdrawal(r.w, r.username, r.card, approvals.get(r.w.id) ?? null)),
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    counts,
    currency,
  };
}

function deskWithdrawal(
  w: WithdrawalRow,
  username: string,
  card: typeof bankCards.$inferSelect,
  approval: DeskApproval | null,
) {
  return {
    id: w.id,
    orderNo: w.orderNo,
    username,
    amount: toWire(w.amount, w.currency),
    createdAt: w.createdAt.toISOString(),
    updatedAt: (w.paidAt ?? w.reviewedAt)?.toISOString() ?? null,
    remark: w.remark,
    status: w.status as (typeof WITHDRAWAL_STATES)[number],
    bankName: card.bankName,
    cardNumber: maskCard(card.cardNumber),
    payeeName: card.payeeName,
    approval,
    confirmation: (w.confirmResult ?? null) as 'received' | 'notReceived' | 'partlyReceived' | null,
  };
}

async function depositRow(db: Db, merchantId: number, id: number): Promise<DepositRow> {
  const [row] = await db
    .select()
    .from(depositOrders)
    .where(and(eq(depositOrders.id, id), eq(depositOrders.merchantId, merchantId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return row;
}

async function withdrawalRow(db: Db, merchantId: number, id: number): Promise<WithdrawalRow> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.merchantId, merchantId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  return row;
}

const TIMELINE_ACTIONS: Record<string, string> = {
  'deposit.approve': 'approve',
  'deposit.reject': 'reject',
  'withdrawal.approve': 'approve',
  'withdrawal.reject': 'reject',
  'withdrawal.paid': 'paid',
  'withdrawal.approve.request': 'approvalRequested',
  'withdrawal.approve.approve': 'approvalApproved',
  'withdrawal.approve.reject': 'approvalRejected',
};

type TimelineEntry = {
  action:
    | 'created'
    | 'approve'
    | 'reject'
    | 'paid'
    | 'approvalRequested'
    | 'approvalApproved'
    | 'approvalRejected'
    | 'confirmed'
    | 'cancelled';
  at: string;
  by: string;
  byMember: boolean;
  status: string | null;
  note: string | null;
};

/** The staff steps of a record from the audit log, oldest first. */
async function staffSteps(db: Db, merchantId: number, targetType: string, id: number): Promise<TimelineEntry[]> {
  const rows = await db
    .select({ a: operatorAudit, by: operators.username })
    .from(operatorAudit)
    .innerJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(
      and(
        eq(operatorAudit.merchantId, merchantId),
        eq(operatorAudit.targetType, targetType),
        eq(operatorAudit.targetId, id),
      ),
    )
    .orderBy(asc(operatorAudit.at), asc(operatorAudit.id));
  return rows.flatMap((r) => {
    const action = TIMELINE_ACTIONS[r.a.action];
    if (!action) return [];
    const after = (r.a.after ?? {}) as { status?: string; remark?: string | null; decisionNote?: string };
    return [
      {
        action: action as TimelineEntry['action'],
        at: r.a.at.toISOString(),
        by: r.by,
        byMember: false,
        status: after.status ?? null,
        note: after.remark ?? (after.decisionNote || null),
      },
    ];
  });
}

/** The member panel of the detail: username, VIP level, the upline agent's username. */
async function memberPanel(db: Db, memberId: number) {
  const upline = alias(members, 'desk_upline');
  const [row] = await db
    .select({ m: members, upline: upline.username, vip: memberVip.level })
    .from(members)
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .leftJoin(memberVip, eq(memberVip.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  return {
    id: memberId,
    username: row?.m.username ?? '',
    vipLevel: row?.vip ?? 0,
    upline: row?.upline ?? null,
    registeredAt: (row?.m.createdAt ?? new Date(0)).toISOString(),
  };
}

/** Other members of the merchant who used one of `memberId`'s addresses or browsers in the last 30 days (usernames, at most 10 each). */
async function sharedSignals(db: Db, merchantId: number, memberId: number, now: Date) {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const mine = await db
    .select({ ip: sessions.ip, ua: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), gte(sessions.lastSeenAt, since)));
  const history = await db
    .select({ ip: loginHistory.ip, ua: loginHistory.userAgent })
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), eq(loginHistory.result, 'SUCCESS'), gte(loginHistory.at, since)));
  const ips = [...new Set([...mine, ...history].map((r) => r.ip).filter(Boolean))];
  const uas = [...new Set([...mine, ...history].map((r) => r.ua).filter((ua) => ua && ua.length > 0))];
  const others = async (column: 'ip' | 'ua', values: string[]) => {
    if (values.length === 0) return [];
    const bySession = await db
      .selectDistinct({ username: members.username })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .where(
        and(
          eq(members.merchantId, merchantId),
          ne(members.id, memberId),
          gte(sessions.lastSeenAt, since),
          inArray(column === 'ip' ? sessions.ip : sessions.userAgent, values),
        ),
      )
      .limit(10);
    const byHistory = await db
      .selectDistinct({ username: members.username })
      .from(loginHistory)
      .innerJoin(members, eq(members.id, loginHistory.memberId))
      .where(
        and(
          eq(loginHistory.merchantId, merchantId),
          ne(members.id, memberId),
          eq(loginHistory.result, 'SUCCESS'),
          gte(loginHistory.at, since),
          inArray(column === 'ip' ? loginHistory.ip : loginHistory.userAgent, values),
        ),
      )
      .limit(10);
    return [...new Set([...bySession, ...byHistory].map((r) => r.username))].sort().slice(0, 10);
  };
  return { sharedIp: await others('ip', ips), sharedDevice: await others('ua', uas) };
}

/** The member's credited deposits and paid withdrawals (count, total in minor units). */
async function totalsOf(db: Db, memberId: number) {
  const [d] = await db
    .select({ n: count(), sum: sql<string>`coalesce(sum(${depositOrders.amount}), 0)::text` })
    .from(depositOrders)
    .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'success')));
  const [w] = await db
    .select({ n: count(), sum: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.status, 'paid')));
  return {
    deposits: { count: d?.n ?? 0, total: BigInt(d?.sum ?? '0') },
    withdrawals: { count: w?.n ?? 0, total: BigInt(w?.sum ?? '0') },
  };
}

/**
 * The detail of the merchant's order `id` of `kind`: the order, the member, the timeline (the
 * member's steps and the staff's from the audit log), the risk signals and, for a withdrawal, its
 * second approval and whether it needs one.
 * @throws 404 NOT_FOUND (also another merchant's order).
 */
export async function deskDetail(
  db: Db,
  merchantId: number,
  currency: string,
  kind: DeskKind,
  id: number,
  language: Language,
  now: Date,
) {
  const deposit = kind === 'deposit' ? await depositRow(db, merchantId, id) : null;
  if (kind === 'withdrawal') await autoConfirm(db, merchantId, now);
  const withdrawal = kind === 'withdrawal' ? await withdrawalRow(db, merchantId, id) : null;
  const order = (deposit ?? withdrawal)!;
  const member = await memberPanel(db, order.memberId);
  const timeline: TimelineEntry[] = [
    {
      action: 'created',
      at: order.createdAt.toISOString(),
      by: member.username,
      byMember: true,
      status: kind === 'deposit' ? 'pending' : 'applied',
      note: null,
    },
    ...(await staffSteps(db, merchantId, kind, id)),
  ];
  const threshold = await approvalThreshold(db, merchantId);
  let card: typeof bankCards.$inferSelect | null = null;
  let approval: DeskApproval | null = null;
  let firstWithdrawal = false;
  if (withdrawal) {
    [card = null] = await db.select().from(bankCards).where(eq(bankCards.id, withdrawal.bankCardId)).limit(1);
    approval = (await approvalsOf(db, merchantId, [id])).get(id) ?? null;
    const [earlier] = await db
      .select({ n: count() })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, withdrawal.memberId),
          ne(withdrawals.id, withdrawal.id),
          inArray(withdrawals.status, ['approved', 'paid']),
        ),
      );
    firstWithdrawal = (earlier?.n ?? 0) === 0;
    if (withdrawal.status === 'cancelled')
      timeline.push({
        action: 'cancelled',
        at: (withdrawal.reviewedAt ?? withdrawal.createdAt).toISOString(),
        by: member.username,
        byMember: true,
        status: 'cancelled',
        note: null,
      });
    if (withdrawal.confirmResult && withdrawal.confirmedAt)
      timeline.push({
        action: 'confirmed',
        at: withdrawal.confirmedAt.toISOString(),
        by: member.username,
        byMember: true,
        status: withdrawal.confirmResult,
        note: withdrawal.confirmAuto ? 'auto' : null,
      });
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  const turnover = await openTurnover(db, order.memberId, now);
  const rg = await profileView(db, merchantId, currency, order.memberId, now);
  const totals = await totalsOf(db, order.memberId);
  const names = deposit ? await channelNames(db, merchantId, language) : null;
  const cardAddedAt = card?.createdAt ?? null;
  return {
    kind,
    currency,
    deposit: deposit ? deskDeposit(deposit, member.username, names?.get(deposit.channelCode)) : null,
    withdrawal: withdrawal && card ? deskWithdrawal(withdrawal, member.username, card, approval) : null,
    member,
    cardAddedAt: cardAddedAt?.toISOString() ?? null,
    timeline,
    risk: {
      turnoverOwed: toWire(turnover.remaining, currency),
      openBonuses: turnover.count,
      firstWithdrawal: withdrawal ? firstWithdrawal : false,
      cardAddedRecently:
        withdrawal && cardAddedAt ? withdrawal.createdAt.getTime() - cardAddedAt.getTime() < DAY_MS : false,
      cardAddedAt: cardAddedAt?.toISOString() ?? null,
      ...(await sharedSignals(db, merchantId, order.memberId, now)),
      rg: {
        excluded: rg.exclusion !== null,
        kind: rg.exclusion?.kind ?? null,
        endsAt: rg.exclusion?.endsAt ?? null,
        limits: rg.limits.length,
      },
      deposits: { count: totals.deposits.count, total: toWire(totals.deposits.total, currency) },
      withdrawals: { count: totals.withdrawals.count, total: toWire(totals.withdrawals.total, currency) },
    },
    threshold: toWire(threshold, currency),
    needsSecondApproval: withdrawal ? threshold > 0n && withdrawal.amount > threshold : false,
  };
}

/** The reason's text in both languages, with the staff's note after it when there is one. */
function reasonTexts(reason: RejectReason, note: string | undefined): Record<Language, string> {
  const key = `reason_${reason}` as TextKey<'paymentsDesk'>;
  const texts = textInAll('paymentsDesk', key);
  const extra = note?.trim();
  return extra ? { TW: `${texts.TW}（${extra}）`, EN: `${texts.EN} (${extra})` } : texts;
}

/** What an action did: `done`, or `awaitingSecond` when it asked for a second approval. */
export type DeskOutcome = 'done' | 'awaitingSecond';

/**
 * The executors of the desk's maker-checker kinds for decideApproval: `withdrawal.approve`
 * approves the withdrawal inside the decision's transaction (no money moves at approval: the
 * amount is already held) and audit-logs it as the checker's `withdrawal.approve`.
 */
export const DESK_EXECUTORS: Readonly<Record<string, ApprovalExecutor>> = {
  [APPROVAL_KIND]: async (tx, row, checker, now) => {
    const { before, after } = await advanceWithdrawal(tx, checker.merchantId, row.targetId, 'approve', null, now);
    await audit(
      tx,
      {
        merchantId: checker.merchantId,
        operatorId: checker.operatorId,
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: row.targetId,
        before: auditView(before),
        after: auditView(after),
        ip: checker.ip,
      },
      now,
    );
  },
};

/** A withdrawal or deposit row as the audit log keeps it. */
const auditView = (r: WithdrawalRow | DepositRow) => ({
  id: r.id,
  orderNo: r.orderNo,
  status: r.status,
  amount: toWire(r.amount, r.currency),
  remark: r.remark,
});

/**
 * Approves withdrawal `id` as `actor`. At or below the threshold (or with it off) the withdrawal is
 * approved at once. Above it, the first approval asks for a second one (`awaitingSecond`; asking
 * again is the same request); another staff member's approval then approves the withdrawal
 * through decideApproval.
 * @throws 404 NOT_FOUND; 409 INVALID_STATE when it is not applied; 403 APPROVAL_SELF when the
 *   one who asked approves again; 409 APPROVAL_DECIDED when another decision came first.
 */
export async function approveWithdrawal(
  db: Db,
  actor: StaffActor,
  id: number,
  note: string | null,
  now: Date,
): Promise<DeskOutcome> {
  const w = await withdrawalRow(db, actor.merchantId, id);
  if (w.status !== 'applied')
    throw new ApiError(409, 'INVALID_STATE', 'invalidState', { params: { status: w.status } });
  const threshold = await approvalThreshold(db, actor.merchantId);
  if (threshold === 0n || w.amount <= threshold) {
    const { before, after } = await advanceWithdrawal(db, actor.merchantId, id, 'approve', note, now);
    await audit(
      db,
      {
        merchantId: actor.merchantId,
        operatorId: actor.operatorId,
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: id,
        before: auditView(before),
        after: auditView(after),
        ip: actor.ip,
      },
      now,
    );
    return 'done';
  }
  const [pending] = await db
    .select()
    .from(operatorApprovals)
    .where(
      and(
        eq(operatorApprovals.merchantId, actor.merchantId),
        eq(operatorApprovals.kind, APPROVAL_KIND),
        eq(operatorApprovals.targetId, id),
        eq(operatorApprovals.state, 'pending'),
      ),
    )
    .limit(1);
  if (pending) {
    await decideApproval(db, actor, pending.id, 'approve', note ?? '', DESK_EXECUTORS, now);
    announceDesk(w, 'approved', 'approval');
    return 'done';
  }
  // a request is unique per key: after a rejected request (the withdrawal rejected, then never
  // applied again) none is open; every later round of the same withdrawal gets its own key
  const [rounds] = await db
    .select({ n: count() })
    .from(operatorApprovals)
    .where(
      and(
        eq(operatorApprovals.merchantId, actor.merchantId),
        eq(operatorApprovals.kind, APPROVAL_KIND),
        eq(operatorApprovals.targetId, id),
      ),
    );
  const { created } = await requestApproval(
    db,
    actor,
    {
      kind: APPROVAL_KIND,
      key: (rounds?.n ?? 0) === 0 ? approvalKey(id) : `${approvalKey(id)}:${rounds!.n + 1}`,
      targetType: 'withdrawal',
      targetId: id,
      amount: w.amount,
      payload: { withdrawalId: id, orderNo: w.orderNo },
      reason: note ?? '',
    },
    now,
  );
  if (created) announceDesk(w, w.status, 'approval');
  return 'awaitingSecond';
}

/** Tells the consoles of the merchant that an order's approval changed. */
function announceDesk(w: WithdrawalRow, status: string, change: 'approval') {
  publish({
    merchantId: w.merchantId,
    type: 'payments',
    payload: { kind: 'withdrawal', id: w.id, orderNo: w.orderNo, status, change },
  });
}

/**
 * Rejects withdrawal `id` (applied or approved) with `reason` (the member's notice says it in their
 * language): the held amount goes back to the member once (ledger `withdraw:return:<id>`); an open
 * second-approval request is closed as rejected.
 * @throws 404 NOT_FOUND; 409 INVALID_STATE.
 */
export async function rejectWithdrawal(
  db: Db,
  actor: StaffActor,
  id: number,
  reason: RejectReason,
  note: string | undefined,
  now: Date,
): Promise<void> {
  await withdrawalRow(db, actor.merchantId, id);
  const texts = reasonTexts(reason, note);
  const { before, after } = await advanceWithdrawal(db, actor.merchantId, id, 'reject', texts.TW, now, undefined, {
    reason: texts,
  });
  await db
    .update(operatorApprovals)
    .set({ state: 'rejected', decidedBy: actor.operatorId, decidedAt: now, decisionNote: 'withdrawal rejected' })
    .where(
      and(
        eq(operatorApprovals.merchantId, actor.merchantId),
        eq(operatorApprovals.kind, APPROVAL_KIND),
        eq(operatorApprovals.targetId, id),
        eq(operatorApprovals.state, 'pending'),
      ),
    );
  await audit(
    db,
    {
      merchantId: actor.merchantId,
      operatorId: actor.operatorId,
      action: 'withdrawal.reject',
      targetType: 'withdrawal',
      targetId: id,
      before: auditView(before),
      after: { ...auditView(after), reason },
      ip: actor.ip,
    },
    now,
  );
}

/**
 * Marks approved withdrawal `id` paid (ledger `withdraw:paid:<id>`, hold to payout clearing).
 * @throws 404 NOT_FOUND; 409 INVALID_STATE.
 */
export async function payWithdrawal(
  db: Db,
  actor: StaffActor,
  id: number,
  note: string | null,
  now: Date,
): Promise<void> {
  const { before, after } = await advanceWithdrawal(db, actor.merchantId, id, 'paid', note, now);
  await audit(
    db,
    {
      merchantId: actor.merchantId,
      operatorId: actor.operatorId,
      action: 'withdrawal.paid',
      targetType: 'withdrawal',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
      ip: actor.ip,
    },
    now,
  );
}

/**
 * Approves (credits the member through the ledger, `deposit:<id>`) or rejects (with `reason`) the
 * merchant's pending deposit `id`.
 * @throws 404 NOT_FOUND; 409 INVALID_STATE when it is no longer pending.
 */
export async function decideDeposit(
  db: Db,
  actor: StaffActor,
  id: number,
  decision: 'approve' | 'reject',
  reason: RejectReason | null,
  note: string | undefined,
  now: Date,
): Promise<void> {
  await depositRow(db, actor.merchantId, id);
  const texts = decision === 'reject' && reason ? reasonTexts(reason, note) : null;
  const done = await completeDeposit(
    db,
    actor.merchantId,
    { id },
    decision === 'approve' ? 'success' : 'rejected',
    texts ? texts.TW : (note?.trim() ?? null) || null,
    now,
    texts ? { reason: texts } : {},
  );
  if (!done) throw new ApiError(404, 'NOT_FOUND', 'notFound');
  if (!done.changed)
    throw new ApiError(409, 'INVALID_STATE', 'invalidState', { params: { status: done.before.status } });
  await audit(
    db,
    {
      merchantId: actor.merchantId,
      operatorId: actor.operatorId,
      action: `deposit.${decision}`,
      targetType: 'deposit',
      targetId: id,
      before: auditView(done.before),
      after: { ...auditView(done.after), ...(reason ? { reason } : {}) },
      ip: actor.ip,
    },
    now,
  );
}
