/**
 * Helpers of the contract settlement tests: a fresh agent chain (top -> sub -> deep, a player
 * under each), contracts inserted straight into agent_contracts (the lifecycle's routes are
 * another part), play made of real ledger transfers of the vendor protocol's reasons
 * (vendor.debit, vendor.credit, vendor.settle; the rollup turns them into the daily figures), and
 * snapshots of the ledger to prove a rerun moves nothing.
 */
import { expect } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriod } from '../../../../contract/types.ts';
import type { Db } from '../../../../server/db/open.ts';
import { agentContracts, type StoredTier } from '../../../../server/db/schema.ts';
import { checkLedger, transfer, type AccountRef } from '../../../../server/ledger/index.ts';
import { addMember, uniqueName } from '../agent/support.ts';

/** A chain of agents with one player under each: top (a top agent, no upline) -> sub -> deep. */
export interface Team {
  top: number;
  sub: number;
  deep: number;
  /** Players under top, sub and deep. */
  p1: number;
  p2: number;
  p3: number;
  /** An agent outside the chain (no relation to it). */
  stranger: number;
}

/** Makes a fresh {@link Team} in the merchant (agents type 1, players type 0). */
export async function makeTeam(db: Db, merchantId: number): Promise<Team> {
  const top = await addMember(db, merchantId, uniqueName('stop'), 1, null);
  const sub = await addMember(db, merchantId, uniqueName('ssub'), 1, top);
  const deep = await addMember(db, merchantId, uniqueName('sdeep'), 1, sub);
  const p1 = await addMember(db, merchantId, uniqueName('sp1'), 0, top);
  const p2 = await addMember(db, merchantId, uniqueName('sp2'), 0, sub);
  const p3 = await addMember(db, merchantId, uniqueName('sp3'), 0, deep);
  const stranger = await addMember(db, merchantId, uniqueName('sstr'), 1, null);
  return { top, sub, deep, p1, p2, p3, stranger };
}

/** A tier: thresholds (active members, amount in minor units) and the rate in basis points. */
export const tier = (minActive: number, minAmount: bigint, rateBp: number): StoredTier => ({
  minActive,
  minAmount: minAmount.toString(),
  rateBp,
});

/** A contract row as the lifecycle would leave it. */
export interface ContractInput {
  merchantId: number;
  kind: ContractKind;
  /** null: granted by the merchant (a top agent's contract). */
  uplineId: number | null;
  downlineId: number;
  period?: ContractPeriod;
  tiers: StoredTier[];
  acceptedAt: Date;
  endedAt?: Date | null;
  state?: string;
}

const DEFAULT_PERIOD: Record<ContractKind, ContractPeriod> = {
  dividend: 'daily',
  dailyWage: 'daily',
  hourlyWage: 'hour',
  realtimeSalary: 'fiveMinutes',
};

/** Inserts a contract. @returns its id. */
export async function addContract(db: Db, c: ContractInput): Promise<number> {
  const [row] = await db
    .insert(agentContracts)
    .values({
      merchantId: c.merchantId,
      kind: c.kind,
      uplineId: c.uplineId,
      downlineId: c.downlineId,
      period: c.period ?? DEFAULT_PERIOD[c.kind],
      tiers: c.tiers,
      state: c.state ?? (c.endedAt ? 'terminated' : 'active'),
      createdAt: c.acceptedAt,
      acceptedAt: c.acceptedAt,
      endedAt: c.endedAt ?? null,
      endReason: c.endedAt ? 'mutual' : null,
    })
    .returning({ id: agentContracts.id });
  return row!.id;
}

let serial = 0;

/**
 * One settled bet of `memberId` made at `at`, as the vendor protocol books it: the stake funded
 * from the house ('opening'), debited to the vendor wallet, the win credited (vendor.credit) and
 * the stake settled (vendor.settle). Valid bet += stake, payout += win on the reporting day of `at`.
 */
export async function play(
  db: Db,
  merchantId: number,
  memberId: number,
  stake: bigint,
  win: bigint,
  at: Date,
): Promise<void> {
  const member: AccountRef = { kind: 'member', memberId };
  const vendor: AccountRef = { kind: 'vendor', vendorCode: 'BGS', memberId };
  const go = (debit: AccountRef, credit: AccountRef, amount: bigint, reason: string) =>
    transfer(db, {
      merchantId,
      idempotencyKey: `settle-test:${memberId}:${++serial}`,
      debit,
      credit,
      amount,
      currency: 'CNY',
      reason,
      at,
    });
  await go({ kind: 'house' }, member, stake, 'opening');
  await go(member, vendor, stake, 'vendor.debit');
  if (win > 0n) await go({ kind: 'house' }, member, win, 'vendor.credit');
  await go(vendor, { kind: 'house' }, stake, 'vendor.settle');
}

/** Rows of a query. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The ledger as a comparable picture: transfer count and every balance. */
export async function ledgerSnapshot(db: Db): Promise<{ transfers: number; balances: Record<string, string> }> {
  const [n] = await rows<{ n: number }>(db, sql`select count(*)::int as n from ledger_transfers`);
  const balances = await rows<{ k: string; b: string }>(
    db,
    sql`select merchant_id || ':' || key as k, balance::text as b from ledger_accounts order by id`,
  );
  return { transfers: n!.n, balances: Object.fromEntries(balances.map((r) => [r.k, r.b])) };
}

/** A settlement row as the tests read it (money as minor-unit strings). */
export interface SettlementRowView {
  id: number;
  contract_id: number;
  agent_id: number;
  period_key: string;
  active_members: number;
  valid_bet: string;
  profit_loss: string;
  carried_in: string;
  base: string;
  rate_bp: number;
  gross: string;
  downline_share: string;
  payout: string;
  carried_out: string;
  state: string;
  transfer_id: number | null;
}

/** The settlement rows of `contractIds`, by contract then period. */
export async function settlementsOf(db: Db, contractIds: number[]): Promise<SettlementRowView[]> {
  return rows<SettlementRowView>(
    db,
    sql`select id, contract_id, agent_id, period_key, active_members, valid_bet::text as valid_bet, profit_loss::text as profit_loss, carried_in::text as carried_in, base::text as base,
      rate_bp, gross::text as gross, downline_share::text as downline_share, payout::text as payout, carried_out::text as carried_out, state, transfer_id
      from contract_settlements where contract_id = any(${`{${contractIds.join(',')}}`}::int[]) order by contract_id, period_start`,
  );
}

/** The payout transfers of `contractIds` (ledger key contract:<id>:<periodKey>). */
export async function payoutTransfers(
  db: Db,
  contractIds: number[],
): Promise<
  { id: number; key: string; amount: string; reason: string; reference: string; debit: string; credit: string }[]
> {
  const keys = contractIds.map((id) => `contract:${id}:%`);
  if (keys.length === 0) return [];
  return rows(
    db,
    sql`select t.id, t.idempotency_key as key, t.amount::text as amount, t.reason, t.reference, d.key as debit, c.key as credit
      from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
      where t.idempotency_key like any(${`{${keys.join(',')}}`}::text[]) order by t.id`,
  );
}

/** Expects every ledger invariant to hold (server/ledger checkLedger). */
export async function expectLedgerClean(db: Db): Promise<void> {
  const report = await checkLedger(db);
  expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
  expect(report.ok).toBe(true);
}
