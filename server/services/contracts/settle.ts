/**
 * Contract settlement (docs/contracts.md "Settlement"): for one kind and one period, the contracts
 * in force when the period closes (accepted before its end and not ended before it; at most one
 * per holder) are paid on their holders' team figures (./figures.ts) through the difference
 * model (./difference.ts); the rate comes from the holder's tier table on (active members, valid
 * bet, or profit and loss for dividends).
 *
 * Exactly once: every settlement row (unique per contract and period key) and its payout's ledger
 * transfer (from the merchant's `commission` account to the holder's wallet, reason = the kind,
 * key `contract:<id>:<periodKey>`, reference the period key, the merchant's currency) are written
 * in one database transaction, the period's. A rerun finds the rows and pays nothing; a crash
 * midway rolls the period back whole; a second settler racing on a row waits on the unique index,
 * then skips it. A zero payout writes a row in state `zero` and no transfer. Balances go live after
 * the commit (notifyCommitted), then holders get their platform messages (./settlements.ts sendSettlementNotices).
 *
 * Dividends: base = profit and loss + the loss carried in (carry-forward); a base <= 0 pays 0 and,
 * with carry-forward, is carried out to the contract's next period. With dividend approval a
 * positive dividend is written `pending` and paid on approval (./settlements.ts).
 *
 * The scheduler's run, {@link settleDue}, settles every period of a kind closed after the kind's
 * watermark, one step (a day, an hour, five minutes) per transaction holding the merchant and kind's
 * `pg_try_advisory_xact_lock` and moving the watermark.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriod, ContractPolicy, SettlementState } from '../../../contract/types.ts';
import {
  CONTRACT_KINDS,
  KIND_PERIODS,
  kindEnabled,
  rateFor,
  usesProfitLoss,
  type Tier,
} from '../../../engine/contracts.ts';
import type { Db } from '../../db/open.ts';
import { contractSettlementMarks, contractSettlements, type StoredTier } from '../../db/schema.ts';
import { notifyCommitted, transfer, type TransferResult } from '../../ledger/index.ts';
import { reportingOffset } from '../agent/days.ts';
import { ApiError } from '../../http/errors.ts';
import type { MerchantContext } from '../merchants.ts';
import { differenceModel, rawEntitlement } from './difference.ts';
import { NO_FIGURES, teamFigures, type TeamFigures } from './figures.ts';
import { closedPeriods, KIND_STEP, parsePeriodKey, periodAt, periodFitsKind, type Period } from './periods.ts';
import { contractPolicy } from './policy.ts';
import { fromStored } from './terms.ts';
import {
  addTotals,
  emptyTotals,
  payoutKey,
  sendSettlementNotices,
  type SettleNotice,
  type SettleTotals,
} from './settlements.ts';
import { rowsOf } from '../../db/executor.ts';

/** Called inside the transaction after each settlement row written (and its transfer): tests throw from it to kill a run midway. */
export type SettleHook = (contractId: number, index: number) => void | Promise<void>;

/** A contract as settlement reads it. */
export interface LoadedContract {
  id: number;
  /** The granting agent; null: the merchant (a top agent's contract). */
  uplineId: number | null;
  /** The holder, who is paid. */
  downlineId: number;
  period: ContractPeriod;
  tiers: Tier[];
  acceptedAt: Date;
  endedAt: Date | null;
}

/**
 * Contracts of `kind` that may be in force at some period end in [firstEnd, lastEnd]: accepted
 * before `lastEnd` and not ended before `firstEnd` ({@link inForce} picks those of one period).
 */
export async function loadContracts(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  firstEnd: Date,
  lastEnd: Date,
): Promise<LoadedContract[]> {
  const result = (await db.execute(sql`
    select id, upline_id, downline_id, period, tiers, accepted_at, ended_at from agent_contracts
    where merchant_id = ${merchantId}::int and kind = ${kind} and accepted_at is not null and accepted_at < ${lastEnd.toISOString()}::timestamptz
      and (ended_at is null or ended_at >= ${firstEnd.toISOString()}::timestamptz)
    order by id`)) as unknown as {
    rows: {
      id: number;
      upline_id: number | null;
      downline_id: number;
      period: ContractPeriod;
      tiers: StoredTier[];
      accepted_at: string | Date;
      ended_at: string | Date | null;
    }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    uplineId: r.upline_id === null ? null : Number(r.upline_id),
    downlineId: Number(r.downline_id),
    period: r.period,
    tiers: fromStored(typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as StoredTier[]) : r.tiers),
    acceptedAt: new Date(r.accepted_at),
    endedAt: r.ended_at === null ? null : new Date(r.ended_at),
  }));
}

/**
 * The contracts in force when `period` closes: of its kind of period, accepted before its end and
 * not ended before it (docs/contracts.md "Which contract is paid"); one per holder (the latest
 * accepted, should bad data hold two), by contract id.
 */
export function inForce(contracts: readonly LoadedContract[], period: Period): LoadedContract[] {
  const end = period.end.getTime();
  const byHolder = new Map<number, LoadedContract>();
  for (const c of contracts) {
    if (
      c.period !== period.period ||
      c.acceptedAt.getTime() >= end ||
      (c.endedAt !== null && c.endedAt.getTime() < end)
    )
      continue;
    const other = byHolder.get(c.downlineId);
    if (
      !other ||
      other.acceptedAt < c.acceptedAt ||
      (other.acceptedAt.getTime() === c.acceptedAt.getTime() && other.id < c.id)
    )
      byHolder.set(c.downlineId, c);
  }
  return [...byHolder.values()].sort((a, b) => a.id - b.id);
}

/** Everything one period's settlement needs. */
export interface PeriodContext {
  merchantId: number;
  /** The merchant's currency (permission.currency). */
  currency: string;
  kind: ContractKind;
  period: Period;
  /** The merchant's reporting offset, minutes east of UTC. */
  offset: number;
  policy: ContractPolicy;
  /** Candidates ({@link loadContracts}); those in force at the period's end are settled. */
  contracts: readonly LoadedContract[];
  hook?: SettleHook;
  /** The holders' team figures when already read ({@link prefetchFigures}); read in `tx` otherwise. */
  figures?: Map<number, TeamFigures> | null;
  /**
   * Only these holders' rows are written (the development test clock settling one agent early);
   * the difference model still runs over every contract in force. Default: every holder.
   */
  only?: ReadonlySet<number>;
}

/** What one period's settlement did and what to do after the commit. */
export interface PeriodOutcome {
  totals: SettleTotals;
  results: TransferResult[];
  notices: SettleNotice[];
}

/** The loss carried out by each contract's latest settlement before `start` (dividends with carry-forward). */
async function carriedIn(tx: Db, ids: number[], start: Date): Promise<Map<number, bigint>> {
  const result = {
    rows: rowsOf<{ contract_id: number; carried: string }>(
      await tx.execute(sql`
    select distinct on (contract_id) contract_id, carried_out::text as carried from contract_settlements
    where contract_id = any(${`{${ids.join(',')}}`}::int[]) and period_end <= ${start.toISOString()}::timestamptz
    order by contract_id, period_end desc`),
    ),
  };
  return new Map(result.rows.map((r) => [Number(r.contract_id), BigInt(r.carried)]));
}

/**
 * Settles one period inside the caller's transaction `tx` (see the module doc). Call
 * notifyCommitted and send the notices of the outcome after the commit.
 */
export async function settleIn(tx: Db, ctx: PeriodContext): Promise<PeriodOutcome> {
  const { kind, period } = ctx;
  const totals = { ...emptyTotals(), periods: 1 };
  const outcome: PeriodOutcome = { totals, results: [], notices: [] };
  const live = inForce(ctx.contracts, period);
  const written = ctx.only ? live.filter((c) => ctx.only!.has(c.downlineId)) : live;
  totals.contracts = written.length;
  if (written.length === 0) return outcome;
  const ids = written.map((c) => c.id);
  const existing = {
    rows: rowsOf<{ n: number }>(
      await tx.execute(
        sql`select count(*)::int as n from contract_settlements where period_key = ${period.key} and contract_id = any(${`{${ids.join(',')}}`}::int[])`,
      ),
    ),
  };
  if (Number(existing.rows[0]?.n) >= written.length) {
    totals.skipped = written.length;
    return outcome;
  }

  const figures =
    ctx.figures ??
    (await teamFigures(
      tx,
      ctx.merchantId,
      live.map((c) => c.downlineId),
      period,
      ctx.offset,
    ));
  const dividend = usesProfitLoss(kind);
  const carry =
    dividend && ctx.policy.carryForward
      ? await carriedIn(
          tx,
          live.map((c) => c.id),
          period.start,
        )
      : new Map<number, bigint>();
  const holderContract = new Map(live.map((c) => [c.downlineId, c.id]));
  const terms = live.map((c) => {
    const f = figures.get(c.downlineId) ?? NO_FIGURES;
    const cin = carry.get(c.id) ?? 0n;
    const base = dividend ? f.profitLoss + cin : f.validBet;
    const rateBp = rateFor(c.tiers, f.activeMembers, dividend ? f.profitLoss : f.validBet);
    const carriedOut = dividend && ctx.policy.carryForward && base < 0n ? base : 0n;
    return { c, f, carriedIn: cin, base, rateBp, carriedOut, raw: rawEntitlement(base, rateBp) };
  });
  const shares = differenceModel(
    terms.map((t) => ({
      id: t.c.id,
      top: t.c.uplineId === null,
      parentId: t.c.uplineId === null ? null : (holderContract.get(t.c.uplineId) ?? null),
      raw: t.raw,
    })),
  );

  const rows = terms
    .filter((t) => !ctx.only || ctx.only.has(t.c.downlineId))
    .map((t) => {
      const share = shares.get(t.c.id)!;
      const state: SettlementState =
        share.payout <= 0n ? 'zero' : dividend && ctx.policy.dividendApproval ? 'pending' : 'paid';
      return {
        merchantId: ctx.merchantId,
        contractId: t.c.id,
        kind,
        agentId: t.c.downlineId,
        periodKey: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        activeMembers: t.f.activeMembers,
        validBet: t.f.validBet,
        profitLoss: t.f.profitLoss,
        carriedIn: t.carriedIn,
        base: t.base,
        rateBp: t.rateBp,
        gross: share.entitlement,
        downlineShare: share.downlineShare,
        payout: share.payout,
        carriedOut: t.carriedOut,
        state,
      };
    });
  const inserted = new Map<number, number>();
  for (let i = 0; i < rows.length; i += 500) {
    const written = await tx
      .insert(contractSettlements)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing({ target: [contractSettlements.contractId, contractSettlements.periodKey] })
      .returning({ id: contractSettlements.id, contractId: contractSettlements.contractId });
    for (const w of written) inserted.set(w.contractId, w.id);
  }
  totals.settlements = inserted.size;
  totals.skipped = written.length - inserted.size;

  const transferIds: [number, number][] = [];
  let index = 0;
  for (const row of rows) {
    const rowId = inserted.get(row.contractId);
    if (rowId === undefined) continue;
    if (row.state === 'paid') {
      const result = await transfer(
        tx,
        {
          merchantId: ctx.merchantId,
          idempotencyKey: payoutKey(row.contractId, period.key),
          debit: { kind: 'commission' },
          credit: { kind: 'member', memberId: row.agentId },
          amount: row.payout,
          currency: ctx.currency,
          reason: kind,
          reference: period.key,
        },
        tx,
      );
      transferIds.push([rowId, result.transferId]);
      outcome.results.push(result);
      if (!result.duplicate) {
        totals.transfers += 1;
        totals.paid += row.payout;
      }
    }
    if (row.state === 'paid' || row.state === 'pending')
      outcome.notices.push({ memberId: row.agentId, key: row.state, kind, amount: row.payout, period });
    await ctx.hook?.(row.contractId, index++);
  }
  if (transferIds.length > 0) {
    await tx.execute(
      sql`update contract_settlements s set transfer_id = v.transfer_id from (values ${sql.join(
        transferIds.map(([id, t]) => sql`(${id}::int, ${t}::int)`),
        sql`, `,
      )}) as v(id, transfer_id) where s.id = v.id`,
    );
  }
  return outcome;
}

/** Options of a settlement. */
export interface SettleOptions {
  /** See {@link SettleHook}. */
  hook?: SettleHook;
  /** See {@link PeriodContext.only}. */
  only?: ReadonlySet<number>;
}

/** Live balances and platform messages of a committed settlement. */
export async function afterSettle(
  db: Db,
  merchant: MerchantContext,
  outcome: Pick<PeriodOutcome, 'results' | 'notices'>,
): Promise<void> {
  notifyCommitted(...outcome.results);
  await sendSettlementNotices(db, merchant, outcome.notices);
}

/**
 * Settles one period of one kind (the operator's rerun, the tests): the rows missing for the
 * contracts in force at the period's end are written with their payouts; existing rows are skipped
 * and pay nothing. The watermark is left as it is.
 * @param period a period whose kind of period `kind` uses (./periods.ts parsePeriodKey, periodAt).
 * @returns what it did (paid in minor units).
 */
export async function settlePeriod(
  db: Db,
  merchant: MerchantContext,
  kind: ContractKind,
  period: Period,
  options: SettleOptions = {},
): Promise<SettleTotals> {
  const outcome = await db.transaction(async (tx) => {
    const offset = await reportingOffset(tx, merchant.id);
    const policy = await contractPolicy(tx, merchant.id);
    const contracts = await loadContracts(tx, merchant.id, kind, period.end, period.end);
    return settleIn(tx, {
      merchantId: merchant.id,
      currency: merchant.config.permission.currency,
      kind,
      period,
      offset,
      policy,
      contracts,
      hook: options.hook,
      only: options.only,
    });
  });
  await afterSettle(db, merchant, outcome);
  return outcome.totals;
}

/**
 * The operator's rerun of one period (POST operator contract-settlements/rerun; docs/contracts.md
 * "Scheduler"): {@link settlePeriod} for the period `periodKey` of `kind`, paying nothing twice.
 * @param now the present: the period must have ended.
 * @throws ApiError 403 CONTRACT_KIND_OFF, 400 PERIOD_INVALID (not a real period, or not one of the
 *   kind's periods), 409 PERIOD_OPEN (not ended yet); nothing changes.
 */
export async function rerunPeriod(
  db: Db,
  merchant: MerchantContext,
  kind: ContractKind,
  periodKey: string,
  now: Date,
): Promise<SettleTotals> {
  if (!kindEnabled(merchant.config.contractSettings, kind))
    throw new ApiError(403, 'CONTRACT_KIND_OFF', 'settlementKindOff');
  const period = parsePeriodKey(periodKey, await reportingOffset(db, merchant.id));
  if (!period || !periodFitsKind(kind, period.period))
    throw new ApiError(400, 'PERIOD_INVALID', 'settlementPeriodInvalid', {
      params: { periodKey },
      value: { field: 'periodKey', in: 'body' },
    });
  if (period.end > now)
    throw new ApiError(409, 'PERIOD_OPEN', 'settlementPeriodOpen', { value: { field: 'periodKey', in: 'body' } });
  return settlePeriod(db, merchant, kind, period);
}

/**
 * The development test clock (docs/contracts.md "Scheduler"; POST /dev/contracts/settle): settles
 * now, with the figures so far, every period of `kinds` (default all four; kinds that are off are
 * skipped) that is still open at the server's present `now` but closed at `at`, i.e. whose end is
 * in (now, at]. Watermarks do not move, so when those periods really close the scheduler settles
 * them again and pays only the contracts without a row yet (nothing twice). With `only`, just those
 * holders' contracts are settled (two e2e runs on one server each settle their own agent). Never used in production.
 * @returns the totals over every period settled.
 */
export async function settleAhead(
  db: Db,
  merchant: MerchantContext,
  now: Date,
  at: Date,
  kinds: readonly ContractKind[] = CONTRACT_KINDS,
  only?: ReadonlySet<number>,
): Promise<SettleTotals> {
  const offset = await reportingOffset(db, merchant.id);
  const totals = emptyTotals();
  for (const kind of kinds) {
    if (!kindEnabled(merchant.config.contractSettings, kind)) continue;
    for (const period of KIND_PERIODS[kind]) {
      for (const p of closedPeriods(period, now, at, offset))
        addTotals(totals, await settlePeriod(db, merchant, kind, p, { only }));
    }
  }
  return totals;
}

/**
 * The team figures of the holders of `period` read ahead, outside the settling transaction; null
 * when no contract is in force or every row is already there (a rerun reads nothing).
 */
async function prefetchFigures(
  db: Db,
  merchantId: number,
  period: Period,
  contracts: readonly LoadedContract[],
  offset: number,
): Promise<Map<number, TeamFigures> | null> {
  const live = inForce(contracts, period);
  if (live.length === 0) return null;
  const existing = {
    rows: rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from contract_settlements where period_key = ${period.key} and contract_id = any(${`{${live.map((c) => c.id).join(',')}}`}::int[])`,
      ),
    ),
  };
  if (Number(existing.rows[0]?.n) >= live.length) return null;
  return teamFigures(
    db,
    merchantId,
    live.map((c) => c.downlineId),
    period,
    offset,
  );
}

/** An arbitrary constant naming the settlement's advisory locks (the second key: merchant and kind). */
const LOCK_CLASS = 0x434f4e54;

/** Options of {@link settleDue}. */
export interface DueOptions extends SettleOptions {
  /** The kinds to look at; default all four. */
  kinds?: readonly ContractKind[];
  /** Where a kind without a watermark starts: the beginning of the period containing this instant; default `now`. */
  markFrom?: Date;
}

/** The kind's watermark (the end of the last settled step), or null. */
export async function settlementMark(
  db: Db,
  merchantId: number,
  kind: ContractKind,
  forUpdate = false,
): Promise<Date | null> {
  const query = db
    .select({ at: contractSettlementMarks.settledThrough })
    .from(contractSettlementMarks)
    .where(and(eq(contractSettlementMarks.merchantId, merchantId), eq(contractSettlementMarks.kind, kind)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row?.at ?? null;
}

/** Moves the kind's watermark to `at` (never backwards). */
async function moveMark(db: Db, merchantId: number, kind: ContractKind, at: Date): Promise<void> {
  await db
    .insert(contractSettlementMarks)
    .values({ merchantId, kind, settledThrough: at })
    .onConflictDoUpdate({
      target: [contractSettlementMarks.merchantId, contractSettlementMarks.kind],
      set: { settledThrough: sql`greatest(${contractSettlementMarks.settledThrough}, excluded.settled_through)` },
    });
}

/** The periods of every kind of period `kind` uses that end with the step `step` (a week ends with its Sunday). */
function periodsEndingWith(kind: ContractKind, step: Period, offset: number): Period[] {
  return KIND_PERIODS[kind]
    .map((p) => periodAt(p, step.start, offset))
    .filter((p) => p.end.getTime() === step.end.getTime());
}

/** {@link settleDue} for one kind. Stops (with what it did) when another settler holds the kind's lock. */
async function settleKindDue(
  db: Db,
  merchant: MerchantContext,
  kind: ContractKind,
  now: Date,
  offset: number,
  policy: ContractPolicy,
  options: DueOptions,
): Promise<SettleTotals> {
  const totals = emptyTotals();
  const step = KIND_STEP[kind];
  const through = periodAt(step, now, offset).start;
  let mark = await settlementMark(db, merchant.id, kind);
  if (!mark) {
    mark = periodAt(step, options.markFrom ?? now, offset).start;
    await moveMark(db, merchant.id, kind, mark);
  }
  // A kind switched off is not settled: its periods pass without payouts (docs/contracts.md "Kinds and switches").
  if (!kindEnabled(merchant.config.contractSettings, kind)) {
    if (through > mark) await moveMark(db, merchant.id, kind, through);
    return totals;
  }
  const steps = closedPeriods(step, mark, through, offset);
  if (steps.length === 0) return totals;
  const contracts = await loadContracts(db, merchant.id, kind, steps[0]!.end, steps.at(-1)!.end);
  const lockKey = merchant.id * 8 + CONTRACT_KINDS.indexOf(kind);
  const currency = merchant.config.permission.currency;
  // The next step's figures are read on another connection while a step's transaction pays (they
  // are final once its windows have closed); a failed read is left to the transaction to redo.
  const plan = (s: Period) =>
    periodsEndingWith(kind, s, offset).map((period) => ({
      period,
      figures: prefetchFigures(db, merchant.id, period, contracts, offset).catch(() => null),
    }));
  let next = plan(steps[0]!);
  for (const [i, s] of steps.entries()) {
    const periods = await Promise.all(next.map(async (p) => ({ period: p.period, figures: await p.figures })));
    if (i + 1 < steps.length) next = plan(steps[i + 1]!);
    const after: PeriodOutcome = { totals: emptyTotals(), results: [], notices: [] };
    const state = await db.transaction(async (tx) => {
      const locked = {
        rows: rowsOf<{ ok: boolean }>(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${LOCK_CLASS}::int, ${lockKey}::int) as ok`),
        ),
      };
      if (!locked.rows[0]?.ok) return 'busy';
      const current = await settlementMark(tx, merchant.id, kind, true);
      if (current && current >= s.end) return 'done';
      for (const { period, figures } of periods) {
        const done = await settleIn(tx, {
          merchantId: merchant.id,
          currency,
          kind,
          period,
          offset,
          policy,
          contracts,
          hook: options.hook,
          figures,
        });
        addTotals(after.totals, done.totals);
        after.results.push(...done.results);
        after.notices.push(...done.notices);
      }
      await moveMark(tx, merchant.id, kind, s.end);
      return 'settled';
    });
    if (state === 'busy') break; // another server process is settling this kind now
    addTotals(totals, after.totals);
    await afterSettle(db, merchant, after);
  }
  return totals;
}

/**
 * The scheduler's run for one merchant (docs/contracts.md "Scheduler"): for each kind that is on,
 * every period after the kind's watermark (`contract_settlement_marks`) that has closed by `now`
 * is settled, oldest first, one step (a day, an hour, five minutes) per transaction, which also
 * moves the watermark to the step's end; a new watermark starts at the beginning of the current
 * period (of `options.markFrom`, default `now`: with the default nothing is settled by that run);
 * a kind that is off moves its watermark to the current period without settling.
 * Each step's transaction holds `pg_try_advisory_xact_lock` for the merchant and kind, so several
 * server processes on one PostgreSQL settle a period once (the one finding the lock taken stops
 * for that kind until its next run); PGlite is one process and always gets it.
 * @param now the present (the dev test clock passes another instant).
 * @returns the totals over every kind (paid in minor units).
 */
export async function settleDue(
  db: Db,
  merchant: MerchantContext,
  now: Date,
  options: DueOptions = {},
): Promise<SettleTotals> {
  const offset = await reportingOffset(db, merchant.id);
  const policy = await contractPolicy(db, merchant.id);
  const totals = emptyTotals();
  for (const kind of options.kinds ?? CONTRACT_KINDS)
    addTotals(totals, await settleKindDue(db, merchant, kind, now, offset, policy, options));
  return totals;
}
