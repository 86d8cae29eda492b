/**
 * The contract seed (README "Contracts"; docs/contracts.md): agent01 holds a contract of every
 * kind from the merchant, granted on to its sub-agents, with a month of settlements made by the
 * real settlement engine over the seeded play (./agents.ts), so /agentHome's contract pages show
 * figures an agent can check line by line from the first start.
 *
 * - DEMO's policy: dividends wait for a request and an approval, losses carry forward.
 * - agent01: dividend (weekly), daily wage, hourly wage and real-time salary from the merchant.
 * - subagent01: dividend and daily wage from agent01; team01: daily wage from subagent01;
 *   subagent02: daily wage from agent01; subagent03: a pending daily wage offer from agent01 (the
 *   member-side contract view shows it when subagent03 signs in).
 * - Settled: the last 30 closed days of daily wage, the last 4 closed weeks of dividends, the last
 *   24 closed hours of hourly wage and the last hour of real-time salary. The scheduler's
 *   watermarks are left to its first run (they start at the current period), which settles
 *   whatever closes after that.
 * Runs once: nothing when agent01 already holds a contract (or agent01 or its tree is missing).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriod } from '../../../contract/types.ts';
import { CONTRACT_KINDS, KIND_PERIODS, type Tier } from '../../../engine/contracts.ts';
import { reportingOffset } from '../../services/agent/days.ts';
import { closedPeriods, type Period } from '../../services/contracts/periods.ts';
import { saveContractPolicy } from '../../services/contracts/policy.ts';
import { writeEvent } from '../../services/contracts/records.ts';
import { settlePeriod } from '../../services/contracts/settle.ts';
import { toStored } from '../../services/contracts/terms.ts';
import { toContext } from '../../services/merchants.ts';
import type { Db } from '../open.ts';
import { agentContracts, members, merchants } from '../schema.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A tier: active members, amount in whole currency units, rate in basis points. */
const tier = (minActive: number, amount: number, rateBp: number): Tier => ({
  minActive,
  minAmount: BigInt(amount) * 100n,
  rateBp,
});

/** The merchant's tables for agent01 (rates of a mid-size Asian affiliate programme). */
const TOP_TABLES: Record<ContractKind, Tier[]> = {
  dividend: [tier(0, 0, 1000), tier(3, 1_000, 1500), tier(8, 10_000, 2000)],
  dailyWage: [tier(0, 0, 80), tier(3, 1_000, 120), tier(8, 10_000, 150)],
  hourlyWage: [tier(0, 0, 30), tier(2, 200, 50)],
  realtimeSalary: [tier(0, 0, 20), tier(2, 100, 30)],
};

/** What agent01 grants on (never above its own tables: the ceiling rule). */
const SUB_TABLES = {
  dividend: [tier(0, 0, 500), tier(3, 1_000, 800)],
  dailyWage: [tier(0, 0, 50), tier(3, 1_000, 80)],
  teamWage: [tier(0, 0, 30)],
  offer: [tier(0, 0, 40), tier(2, 500, 60)],
};

/** Settled history per kind: how far back the seed settles, in the kind's steps. */
const HISTORY: Record<ContractKind, number> = {
  dividend: 28 * DAY_MS,
  dailyWage: 30 * DAY_MS,
  hourlyWage: DAY_MS,
  realtimeSalary: HOUR_MS,
};

const PERIOD: Record<ContractKind, ContractPeriod> = {
  dividend: 'weekly',
  dailyWage: 'daily',
  hourlyWage: 'hour',
  realtimeSalary: 'fiveMinutes',
};

/**
 * Seeds DEMO's contracts and their settled history once (see the module doc).
 * @returns how many contracts were written (0 when there was nothing to do).
 */
export async function seedContracts(db: Db, merchantCode: string, now = new Date()): Promise<number> {
  const [row] = await db.select().from(merchants).where(eq(merchants.code, merchantCode)).limit(1);
  if (!row) return 0;
  const merchant = toContext(row);
  const names = ['agent01', 'subagent01', 'subagent02', 'subagent03', 'team01'];
  const found = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.username, names)));
  const id = new Map(found.map((m) => [m.username, m.id]));
  if (names.some((n) => !id.has(n))) return 0;
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentContracts)
    .where(eq(agentContracts.downlineId, id.get('agent01')!));
  if ((held?.n ?? 0) > 0) return 0;

  await saveContractPolicy(
    db,
    merchant.id,
    { dividendApproval: true, carryForward: true, allowMemberContracts: false },
    now,
  );
  const since = new Date(now.getTime() - 35 * DAY_MS);
  let written = 0;
  const contract = async (
    kind: ContractKind,
    upline: string | null,
    downline: string,
    tiers: Tier[],
    state: 'active' | 'offered',
  ) => {
    const [c] = await db
      .insert(agentContracts)
      .values({
        merchantId: merchant.id,
        kind,
        uplineId: upline ? id.get(upline)! : null,
        downlineId: id.get(downline)!,
        period: PERIOD[kind],
        tiers: toStored(tiers),
        state,
        createdAt: since,
        acceptedAt: state === 'active' ? since : null,
      })
      .returning({ id: agentContracts.id });
    const actor = upline ? ({ kind: 'member', id: id.get(upline)! } as const) : ({ kind: 'system' } as const);
    await writeEvent(
      db,
      {
        merchantId: merchant.id,
        contractId: c!.id,
        action: upline ? 'offer' : 'set',
        actor,
        fromState: null,
        toState: upline ? 'offered' : 'active',
      },
      since,
    );
    if (upline && state === 'active')
      await writeEvent(
        db,
        {
          merchantId: merchant.id,
          contractId: c!.id,
          action: 'accept',
          actor: { kind: 'member', id: id.get(downline)! },
          fromState: 'offered',
          toState: 'active',
        },
        since,
      );
    written++;
  };
  for (const kind of CONTRACT_KINDS) await contract(kind, null, 'agent01', TOP_TABLES[kind], 'active');
  await contract('dividend', 'agent01', 'subagent01', SUB_TABLES.dividend, 'active');
  await contract('dailyWage', 'agent01', 'subagent01', SUB_TABLES.dailyWage, 'active');
  await contract('dailyWage', 'agent01', 'subagent02', SUB_TABLES.dailyWage, 'active');
  await contract('dailyWage', 'subagent01', 'team01', SUB_TABLES.teamWage, 'active');
  await contract('dailyWage', 'agent01', 'subagent03', SUB_TABLES.offer, 'offered');

  // The history, settled by the engine itself, oldest first.
  const offset = await reportingOffset(db, merchant.id);
  for (const kind of CONTRACT_KINDS) {
    const periods: Period[] = KIND_PERIODS[kind].includes(PERIOD[kind])
      ? closedPeriods(PERIOD[kind], new Date(now.getTime() - HISTORY[kind]), now, offset)
      : [];
    for (const p of periods) await settlePeriod(db, merchant, kind, p);
  }
  return written;
}
