/**
 * Settlement records (docs/contracts.md "Settlement"; schemas/api/contract.json `settlement`):
 * the lists with the viewer's rules, the dividend process request, the wire mapping, the run
 * report, and the platform messages of settlements.
 *
 * Visibility: a settlement is visible to its holder, to the contract's upline and to every upline
 * of the holder (read only); anybody else gets 404 SETTLEMENT_NOT_FOUND, the same whether it exists
 * or not. Operators see the merchant's.
 *
 * The dividend process request (dividend approval on): `pending` -> `requested` by the holder;
 * `requested` -> `paid` (the ledger transfer is made, in the same transaction) or `rejected` by the
 * contract's upline agent or an operator; only an operator for a contract the merchant granted.
 * A kind switched off refuses the actions (403 CONTRACT_KIND_OFF).
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '../../../contract/spec.ts';
import { toWire } from '../../../contract/money.ts';
import type {
  ContractKind,
  SettleReport,
  Settlement,
  SettlementAction,
  SettlementList,
  SettlementListQuery,
  SettlementState,
} from '../../../contract/types.ts';
import { bpToRate, kindEnabled } from '../../../engine/contracts.ts';
import type { Db } from '../../db/open.ts';
import { agentContracts, contractSettlements } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { text } from '../../i18n/messages.ts';
import { notifyCommitted, transfer, type TransferResult } from '../../ledger/index.ts';
import { isDay, rangeInstants, reportingOffset } from '../agent/days.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { partiesOf } from './parties.ts';
import { periodDays, periodOfKey, type Period } from './periods.ts';
import { rowsOf } from '../../db/executor.ts';

/** What a settlement run did; `paid` in minor units (the wire's SettleReport has it as a decimal string). */
export interface SettleTotals {
  /** Periods looked at. */
  periods: number;
  /** Contracts in force at those periods' ends. */
  contracts: number;
  /** Settlement rows written now. */
  settlements: number;
  /** Ledger transfers made now. */
  transfers: number;
  /** Minor units paid now. */
  paid: bigint;
  /** Settlement rows already there (they paid nothing now). */
  skipped: number;
}

/** A run that did nothing. */
export const emptyTotals = (): SettleTotals => ({
  periods: 0,
  contracts: 0,
  settlements: 0,
  transfers: 0,
  paid: 0n,
  skipped: 0,
});

/** Adds `b` into `a`. @returns a. */
export function addTotals(a: SettleTotals, b: SettleTotals): SettleTotals {
  a.periods += b.periods;
  a.contracts += b.contracts;
  a.settlements += b.settlements;
  a.transfers += b.transfers;
  a.paid += b.paid;
  a.skipped += b.skipped;
  return a;
}

/** The totals as schemas/api/contract.json `settleReport` (paid as a decimal string in `currency`). */
export function toSettleReport(t: SettleTotals, currency: string): SettleReport {
  return {
    periods: t.periods,
    contracts: t.contracts,
    settlements: t.settlements,
    transfers: t.transfers,
    paid: toWire(t.paid, currency),
    skipped: t.skipped,
  };
}

/** The ledger idempotency key of a contract's payout for a period (docs/contracts.md "Exactly once"). */
export const payoutKey = (contractId: number, periodKey: string) => `contract:${contractId}:${periodKey}`;

/** The platform messages of settlements (server/i18n/locales/{en,tw}/settlementNotices.ts). */
export type SettlementNoticeKey = 'paid' | 'pending' | 'requested' | 'approved' | 'rejected';

/** One platform message to send after a commit. */
export interface SettleNotice {
  memberId: number;
  key: SettlementNoticeKey;
  kind: ContractKind;
  /** Minor units. */
  amount: bigint;
  period: Period;
  /** The holder's name (`requested`, sent to the upline). */
  name?: string;
}

/** Kinds whose payouts are messaged: not the hourly wage nor the five-minute salary, which would flood the inbox. */
const MESSAGED_KINDS: ReadonlySet<ContractKind> = new Set(['dividend', 'dailyWage']);
const KIND_TEXT = {
  dividend: 'kindDividend',
  dailyWage: 'kindDailyWage',
  hourlyWage: 'kindHourlyWage',
  realtimeSalary: 'kindRealtimeSalary',
} as const;

/** A period as people read it: its reporting day(s), `yyyy-MM-dd HH:00` or `yyyy-MM-dd HH:mm`. */
export function periodLabel(p: Period, offsetMinutes: number): string {
  if (p.period === 'hour') return `${p.key.slice(1).replace('T', ' ')}:00`;
  if (p.period === 'fiveMinutes') return p.key.slice(1).replace('T', ' ');
  const { from, to } = periodDays(p, offsetMinutes);
  return from === to ? from : `${from} ~ ${to}`;
}

/**
 * Sends the platform messages of committed settlements, in TW and EN (call after the commit):
 * payouts and pending dividends of dividends and daily wages only; the dividend process's always.
 */
export async function sendSettlementNotices(
  db: Db,
  merchant: MerchantContext,
  notices: readonly SettleNotice[],
): Promise<void> {
  const sendable = notices.filter((n) => MESSAGED_KINDS.has(n.kind) || (n.key !== 'paid' && n.key !== 'pending'));
  if (sendable.length === 0) return;
  const offset = await reportingOffset(db, merchant.id);
  const currency = merchant.config.permission.currency;
  for (const n of sendable) {
    const title = {} as Record<Language, string>;
    const content = {} as Record<Language, string>;
    for (const lang of LANGUAGES) {
      const params = {
        kind: text('settlementNotices', KIND_TEXT[n.kind], lang),
        amount: toWire(n.amount, currency),
        currency,
        period: periodLabel(n.period, offset),
        name: n.name ?? '',
      };
      title[lang] = text('settlementNotices', `${n.key}Title`, lang, params);
      content[lang] = text('settlementNotices', `${n.key}Content`, lang, params);
    }
    await notifyMember(db, merchant.id, n.memberId, title, content, 'contract');
  }
}

type SettlementRow = typeof contractSettlements.$inferSelect;
/** A settlement row with its contract's granting agent (null: the merchant). */
type Joined = { s: SettlementRow; uplineId: number | null };

/** The period of a settlement row. */
const periodOfRow = (s: SettlementRow): Period => ({
  period: periodOfKey(s.periodKey) ?? 'daily',
  key: s.periodKey,
  start: s.periodStart,
  end: s.periodEnd,
});

/** Who looks at settlements: a member (agent) or an operator of the merchant. */
export type SettlementViewer = { kind: 'member'; member: MemberRow } | { kind: 'operator'; operatorId: number };

/** The actions `viewer` may take on the settlement now (schemas/api/contract.json `settlementAction`). */
function actionsFor(merchant: MerchantContext, viewer: SettlementViewer, j: Joined): SettlementAction[] {
  if (!kindEnabled(merchant.config.contractSettings, j.s.kind as ContractKind)) return [];
  if (viewer.kind === 'operator') return j.s.state === 'requested' ? ['approve', 'reject'] : [];
  if (j.s.state === 'pending' && j.s.agentId === viewer.member.id) return ['request'];
  if (j.s.state === 'requested' && j.uplineId !== null && j.uplineId === viewer.member.id) return ['approve', 'reject'];
  return [];
}

/** The wire shape of settlements (schemas/api/contract.json `settlement`), parties loaded at once. */
async function toWireList(
  db: Db,
  merchant: MerchantContext,
  viewer: SettlementViewer,
  rows: Joined[],
): Promise<Settlement[]> {
  const parties = await partiesOf(
    db,
    rows.map((r) => r.s.agentId),
  );
  const currency = merchant.config.permission.currency;
  const money = (v: bigint) => toWire(v, currency);
  return rows.map((j) => {
    const s = j.s;
    return {
      id: s.id,
      contractId: s.contractId,
      kind: s.kind as ContractKind,
      periodKey: s.periodKey,
      periodStart: s.periodStart.toISOString(),
      periodEnd: s.periodEnd.toISOString(),
      agent: parties.get(s.agentId) ?? { id: s.agentId, username: '', nickname: '', isAgent: false },
      activeMembers: s.activeMembers,
      validBet: money(s.validBet),
      profitLoss: money(s.profitLoss),
      carriedIn: money(s.carriedIn),
      base: money(s.base),
      rate: bpToRate(s.rateBp),
      gross: money(s.gross),
      downlineShare: money(s.downlineShare),
      payout: money(s.payout),
      carriedOut: money(s.carriedOut),
      state: s.state as SettlementState,
      createdAt: s.createdAt.toISOString(),
      decidedAt: s.decidedAt ? s.decidedAt.toISOString() : null,
      transferId: s.transferId === null ? null : String(s.transferId),
      actions: actionsFor(merchant, viewer, j),
    };
  });
}

/** Whether the member `viewerId` may see the settlement: its holder, the contract's upline, an upline of the holder. */
const visibleTo = (viewerId: number): SQL =>
  sql`(${contractSettlements.agentId} = ${viewerId} or ${agentContracts.uplineId} = ${viewerId}
    or exists (select 1 from member_tree t where t.ancestor_id = ${viewerId} and t.descendant_id = ${contractSettlements.agentId} and t.depth > 0))`;

/** The filters of a list query: kind, contractId, state, from..to (reporting days of the period's start). @throws ApiError 400 RANGE_INVALID. */
async function filters(db: Db, merchantId: number, q: SettlementListQuery): Promise<SQL[]> {
  const where: SQL[] = [eq(contractSettlements.merchantId, merchantId)];
  if (q.kind) where.push(eq(contractSettlements.kind, q.kind));
  if (q.contractId) where.push(eq(contractSettlements.contractId, q.contractId));
  if (q.state) where.push(eq(contractSettlements.state, q.state));
  if (q.from || q.to) {
    const bad = (field: string) =>
      new ApiError(400, 'RANGE_INVALID', 'settlementRangeInvalid', { value: { field, in: 'querystring' } });
    if (q.from && !isDay(q.from)) throw bad('from');
    if (q.to && !isDay(q.to)) throw bad('to');
    if (q.from && q.to && q.from > q.to) throw bad('from');
    const offset = await reportingOffset(db, merchantId);
    const { start, end } = rangeInstants({ from: q.from ?? '1970-01-01', to: q.to ?? '9999-12-30' }, offset);
    if (q.from) where.push(sql`${contractSettlements.periodStart} >= ${start.toISOString()}::timestamptz`);
    if (q.to) where.push(sql`${contractSettlements.periodStart} < ${end.toISOString()}::timestamptz`);
  }
  return where;
}

/** One page of settlements matching `where`, newest period first, with the filter's totals. */
async function page(
  db: Db,
  merchant: MerchantContext,
  viewer: SettlementViewer,
  where: SQL[],
  pageNo: number,
  pageSize: number,
): Promise<SettlementList> {
  const cond = and(...where);
  const [sum] = await db
    .select({
      n: count(),
      payout: sql<string>`coalesce(sum(${contractSettlements.payout}), 0)::text`,
      paid: sql<string>`coalesce(sum(${contractSettlements.payout}) filter (where ${contractSettlements.state} = 'paid'), 0)::text`,
    })
    .from(contractSettlements)
    .innerJoin(agentContracts, eq(agentContracts.id, contractSettlements.contractId))
    .where(cond);
  const rows = await db
    .select({ s: contractSettlements, uplineId: agentContracts.uplineId })
    .from(contractSettlements)
    .innerJoin(agentContracts, eq(agentContracts.id, contractSettlements.contractId))
    .where(cond)
    .orderBy(desc(contractSettlements.periodStart), desc(contractSettlements.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const currency = merchant.config.permission.currency;
  return {
    list: await toWireList(db, merchant, viewer, rows),
    total: sum?.n ?? 0,
    page: pageNo,
    pageSize,
    totals: { payout: toWire(BigInt(sum?.payout ?? '0'), currency), paid: toWire(BigInt(sum?.paid ?? '0'), currency) },
  };
}

/**
 * The settlements a member sees (GET contracts/settlements): role `own` (the member's), `granted`
 * (of contracts the member granted), `all` (default: those two and those of the member's team).
 * @returns a page (page 1 and 20 rows by default) with the filter's payout and paid totals.
 * @throws ApiError 400 RANGE_INVALID for a bad from/to.
 */
export async function memberSettlements(
  db: Db,
  merchant: MerchantContext,
  member: MemberRow,
  q: SettlementListQuery,
): Promise<SettlementList> {
  const where = await filters(db, merchant.id, q);
  const role = q.role ?? 'all';
  where.push(
    role === 'own'
      ? eq(contractSettlements.agentId, member.id)
      : role === 'granted'
        ? eq(agentContracts.uplineId, member.id)
        : visibleTo(member.id),
  );
  return page(db, merchant, { kind: 'member', member }, where, q.page ?? 1, q.pageSize ?? 20);
}

/** The merchant's settlements for an operator (GET operator contract-settlements), filtered like {@link memberSettlements}. */
export async function operatorSettlements(
  db: Db,
  merchant: MerchantContext,
  operatorId: number,
  q: Omit<SettlementListQuery, 'role'>,
): Promise<SettlementList> {
  return page(
    db,
    merchant,
    { kind: 'operator', operatorId },
    await filters(db, merchant.id, q),
    q.page ?? 1,
    q.pageSize ?? 20,
  );
}

const notFound = () => new ApiError(404, 'SETTLEMENT_NOT_FOUND', 'settlementNotFound');

/** Checks `viewer` may take `action` on the locked row. @throws ApiError 404, 403, 409 (see {@link processSettlement}). */
async function authorise(
  tx: Db,
  merchant: MerchantContext,
  viewer: SettlementViewer,
  j: Joined,
  action: SettlementAction,
): Promise<void> {
  const s = j.s;
  if (viewer.kind === 'member') {
    const me = viewer.member.id;
    const above = {
      rows: rowsOf<unknown>(
        await tx.execute(
          sql`select 1 from member_tree where ancestor_id = ${me} and descendant_id = ${s.agentId} and depth > 0`,
        ),
      ),
    };
    if (s.agentId !== me && j.uplineId !== me && above.rows.length === 0) throw notFound();
  }
  if (!kindEnabled(merchant.config.contractSettings, s.kind as ContractKind))
    throw new ApiError(403, 'CONTRACT_KIND_OFF', 'settlementKindOff');
  if (action === 'request') {
    if (viewer.kind !== 'member' || s.agentId !== viewer.member.id)
      throw new ApiError(403, 'SETTLEMENT_FORBIDDEN', 'settlementNotHolder');
    if (s.state !== 'pending') throw new ApiError(409, 'SETTLEMENT_STATE', 'settlementNotPending');
    return;
  }
  if (viewer.kind === 'member') {
    if (j.uplineId === null) throw new ApiError(403, 'SETTLEMENT_FORBIDDEN', 'settlementOperatorOnly');
    if (j.uplineId !== viewer.member.id) throw new ApiError(403, 'SETTLEMENT_FORBIDDEN', 'settlementNotApprover');
  }
  if (s.state !== 'requested') throw new ApiError(409, 'SETTLEMENT_STATE', 'settlementNotRequested');
}

/**
 * The dividend process request (POST contracts/settlements/:id/process, and the operator's):
 * `request` by the holder (pending -> requested; the upline agent gets a message), `approve`
 * (requested -> paid: the payout's ledger transfer, key `contract:<id>:<periodKey>`, in the same
 * transaction) or `reject` (requested -> rejected, nothing paid) by the contract's upline agent or
 * an operator (only an operator for a merchant-granted contract); the holder gets a message.
 * @returns the settlement before and after, as `viewer` sees it.
 * @throws ApiError 404 SETTLEMENT_NOT_FOUND (unknown, another merchant's or not visible to the
 *   member), 403 CONTRACT_KIND_OFF, 403 SETTLEMENT_FORBIDDEN (not the holder / not the approver),
 *   409 SETTLEMENT_STATE (not pending / not requested); nothing changes.
 */
export async function processSettlement(
  db: Db,
  merchant: MerchantContext,
  viewer: SettlementViewer,
  id: number,
  action: SettlementAction,
  now: Date,
): Promise<{ before: Settlement; after: Settlement }> {
  let paid: TransferResult | null = null;
  const { before, after } = await db.transaction(async (tx) => {
    const [j] = await tx
      .select({ s: contractSettlements, uplineId: agentContracts.uplineId })
      .from(contractSettlements)
      .innerJoin(agentContracts, eq(agentContracts.id, contractSettlements.contractId))
      .where(and(eq(contractSettlements.id, id), eq(contractSettlements.merchantId, merchant.id)))
      .for('update', { of: contractSettlements });
    if (!j) throw notFound();
    await authorise(tx, merchant, viewer, j, action);
    const decided = {
      decidedAt: now,
      decidedByKind: viewer.kind,
      decidedById: viewer.kind === 'member' ? viewer.member.id : viewer.operatorId,
    };
    let change: Partial<SettlementRow>;
    if (action === 'request') change = { state: 'requested', requestedAt: now };
    else if (action === 'reject') change = { state: 'rejected', ...decided };
    else {
      const s = j.s;
      paid = await transfer(
        tx,
        {
          merchantId: merchant.id,
          idempotencyKey: payoutKey(s.contractId, s.periodKey),
          debit: { kind: 'commission' },
          credit: { kind: 'member', memberId: s.agentId },
          amount: s.payout,
          currency: merchant.config.permission.currency,
          reason: s.kind,
          reference: s.periodKey,
        },
        tx,
      );
      change = { state: 'paid', transferId: paid.transferId, ...decided };
    }
    const [row] = await tx.update(contractSettlements).set(change).where(eq(contractSettlements.id, id)).returning();
    return { before: j, after: { s: row!, uplineId: j.uplineId } };
  });
  if (paid) notifyCommitted(paid);
  const s = after.s;
  const notice = { kind: s.kind as ContractKind, amount: s.payout, period: periodOfRow(s) };
  if (action === 'request' && after.uplineId !== null) {
    const holder = (await partiesOf(db, [s.agentId])).get(s.agentId);
    await sendSettlementNotices(db, merchant, [
      { ...notice, memberId: after.uplineId, key: 'requested', name: holder?.nickname ?? '' },
    ]);
  }
  if (action !== 'request')
    await sendSettlementNotices(db, merchant, [
      { ...notice, memberId: s.agentId, key: action === 'approve' ? 'approved' : 'rejected' },
    ]);
  const [b, a] = await toWireList(db, merchant, viewer, [before, after]);
  return { before: b!, after: a! };
}
