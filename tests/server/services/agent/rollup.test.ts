/**
 * The rollup (README "Agents"): after random ledger transfers of every reason the reports read
 * (fast-check), member_daily_stats equals a brute-force sum over ledger_transfers written here
 * independently of the rollup, replayed transfers add nothing, first deposits and registrations
 * land on their day, the income breakdown matches, the team figures (team_daily_stats) equal the
 * members' figures summed over the closure, and the merchant's GMT offset decides the day.
 * Also the reporting-day ranges of days.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../server/db/open.ts';
import fc from 'fast-check';
import { merchantReporting } from '../../../../server/db/schema.ts';
import { transfer, type AccountRef } from '../../../../server/ledger/index.ts';
import { dayOf, eachDay, resolveRange } from '../../../../server/services/agent/days.ts';
import { figuresMissing, rebuildFigures } from '../../../../server/services/agent/rollup.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { teamMismatches } from './support.ts';
import { memberRow } from '../wallet/support.ts';

let t: TestApp;
let merchantId: number;
let players: number[];
let clock = Date.now() + 86_400_000;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await memberRow(t.db, 'agent01')).merchantId;
  players = await Promise.all(
    ['player001', 'player002', 'subagent01', 'team02', 'crew01'].map(async (u) => (await memberRow(t.db, u)).id),
  );
});
afterAll(async () => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
const member = (memberId: number): AccountRef => ({ kind: 'member', memberId });

/** What each reason adds, on which side, written apart from rollup.ts: [side, figure, sign, counted (1 each) rather than summed]. */
const BRUTE: Record<string, ['debit' | 'credit', string, 1 | -1, boolean?][]> = {
  deposit: [
    ['credit', 'deposits', 1],
    ['credit', 'deposit_count', 1, true],
  ],
  withdraw: [['debit', 'withdrawals', 1]],
  withdrawReturn: [['credit', 'withdrawals', -1]],
  'vendor.debit': [
    ['debit', 'bet_amount', 1],
    ['debit', 'bet_count', 1, true],
  ],
  'vendor.rollback': [
    ['credit', 'bet_amount', -1],
    ['credit', 'bet_count', -1, true],
  ],
  'vendor.credit': [['credit', 'payout', 1]],
  'vendor.settle': [['debit', 'valid_bet', 1]],
  upline: [
    ['debit', 'transfers_out', 1],
    ['credit', 'transfers_in', 1],
  ],
  downline: [
    ['debit', 'transfers_out', 1],
    ['credit', 'transfers_in', 1],
  ],
  dividend: [['credit', 'income', 1]],
  dailyWage: [['credit', 'income', 1]],
  hourlyWage: [['credit', 'income', 1]],
  realtimeSalary: [['credit', 'income', 1]],
  rebate: [['credit', 'income', 1]],
};
const FIGURES = [
  'deposit_count',
  'bet_count',
  'deposits',
  'withdrawals',
  'transfers_in',
  'transfers_out',
  'bet_amount',
  'valid_bet',
  'payout',
  'income',
];

/** member:day -> figure -> sum, from every ledger transfer of the merchant (reporting day at +08:00). */
async function bruteForce(): Promise<Map<string, Record<string, bigint>>> {
  const moves = await rows<{
    reason: string;
    amount: string;
    created_at: string | Date;
    dm: number | null;
    cm: number | null;
  }>(sql`
    select t.reason, t.amount::text as amount, t.created_at, d.member_id as dm, c.member_id as cm
    from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
    where t.merchant_id = ${merchantId}`);
  const out = new Map<string, Record<string, bigint>>();
  for (const m of moves) {
    for (const [side, figure, sign, counted] of BRUTE[m.reason] ?? []) {
      const memberId = side === 'debit' ? m.dm : m.cm;
      if (memberId === null) continue;
      const key = `${memberId}:${dayOf(new Date(m.created_at), 480)}`;
      const row = out.get(key) ?? Object.fromEntries(FIGURES.map((f) => [f, 0n]));
      row[figure] = row[figure]! + BigInt(sign) * (counted ? 1n : BigInt(m.amount));
      out.set(key, row);
    }
  }
  return out;
}

async function stored(): Promise<Map<string, Record<string, bigint>>> {
  const list = await rows<Record<string, string | number>>(
    sql`select member_id, day::text as day, ${sql.raw(FIGURES.map((f) => `${f}::text as ${f}`).join(', '))} from member_daily_stats where merchant_id = ${merchantId}`,
  );
  const out = new Map<string, Record<string, bigint>>();
  for (const r of list) {
    const figures = Object.fromEntries(FIGURES.map((f) => [f, BigInt(r[f] as string)]));
    if (FIGURES.some((f) => figures[f] !== 0n)) out.set(`${r.member_id}:${r.day}`, figures);
  }
  return out;
}

const nonZero = (m: Map<string, Record<string, bigint>>) =>
  new Map([...m].filter(([, v]) => Object.values(v).some((x) => x !== 0n)));

/** One scenario: the transfers it makes (after funding the member), each with a fresh key unless replayed. */
const scenario = fc.record({
  kind: fc.constantFrom('deposit', 'withdraw', 'bet', 'team', 'income'),
  who: fc.nat(),
  other: fc.nat(),
  amount: fc.integer({ min: 1, max: 50_000 }),
  win: fc.integer({ min: 0, max: 90_000 }),
  back: fc.boolean(),
  replay: fc.boolean(),
  income: fc.constantFrom('dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary', 'rebate'),
  minutes: fc.integer({ min: 1, max: 2_000 }),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer V> ? V : never;

async function run(s: Scenario): Promise<void> {
  const who = players[s.who % players.length]!;
  const other = players[s.other % players.length]!;
  const amount = BigInt(s.amount);
  clock += s.minutes * 60_000;
  const at = new Date(clock);
  const vendor: AccountRef = { kind: 'vendor', vendorCode: 'BGS', memberId: who };
  const go = async (debit: AccountRef, credit: AccountRef, value: bigint, reason: string) => {
    const input = {
      merchantId,
      idempotencyKey: `rollup-test:${++seq}`,
      debit,
      credit,
      amount: value,
      currency: 'CNY',
      reason,
      at,
    };
    await transfer(t.db, input);
    if (s.replay) expect((await transfer(t.db, input)).duplicate).toBe(true);
  };
  await go({ kind: 'house' }, member(who), amount, 'opening');
  if (s.kind === 'deposit') await go({ kind: 'clearing', channel: 'DEMOPAY' }, member(who), amount, 'deposit');
  if (s.kind === 'withdraw') {
    await go(member(who), { kind: 'withdrawalHold' }, amount, 'withdraw');
    await go(
      { kind: 'withdrawalHold' },
      s.back ? member(who) : { kind: 'clearing', channel: 'PAYOUT' },
      amount,
      s.back ? 'withdrawReturn' : 'withdrawPaid',
    );
  }
  if (s.kind === 'bet') {
    await go(member(who), vendor, amount, 'vendor.debit');
    if (s.win > 0) await go({ kind: 'house' }, member(who), BigInt(s.win), 'vendor.credit');
    await go(vendor, s.back ? member(who) : { kind: 'house' }, amount, s.back ? 'vendor.rollback' : 'vendor.settle');
  }
  if (s.kind === 'team' && other !== who) await go(member(who), member(other), amount, s.back ? 'upline' : 'downline');
  if (s.kind === 'income') await go({ kind: 'house' }, member(who), amount, s.income);
}

describe('rollup of ledger transfers', () => {
  it('holds the seeded history: stats equal the brute-force sum over the ledger', async () => {
    const seeded = await stored();
    expect(seeded.size).toBeGreaterThan(100);
    expect(seeded).toEqual(nonZero(await bruteForce()));
    expect(await teamMismatches(t.db)).toBe(0);
  });

  it('equals the brute-force sum after random transfers of every reason, replays adding nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(scenario, { minLength: 1, maxLength: 12 }), async (list) => {
        for (const s of list) await run(s);
        expect(await stored()).toEqual(nonZero(await bruteForce()));
        expect(await teamMismatches(t.db)).toBe(0);
      }),
      { numRuns: 15 },
    );
  });

  it('counts registration once on its day, the first deposit on the day of the earliest one, and income by kind', async () => {
    const regs = await rows<{ bad: number }>(sql`
      select count(*)::int as bad from members m
      where m.merchant_id = ${merchantId} and (select coalesce(sum(s.registered), 0) from member_daily_stats s where s.member_id = m.id) <> 1
         or not exists (select 1 from member_daily_stats s where s.member_id = m.id and s.registered = 1 and s.day = ((m.created_at at time zone 'UTC') + interval '8 hours')::date)`);
    expect(regs[0]!.bad).toBe(0);
    const firsts = await rows<{ bad: number }>(sql`
      with first as (
        select c.member_id, min(t.created_at) as at from ledger_transfers t join ledger_accounts c on c.id = t.credit_account_id
        where t.reason = 'deposit' and t.merchant_id = ${merchantId} group by c.member_id)
      select (select count(*)::int from member_daily_stats s where s.merchant_id = ${merchantId} and s.first_deposit = 1)
        - (select count(*)::int from first f join member_daily_stats s on s.member_id = f.member_id and s.first_deposit = 1 and s.day = ((f.at at time zone 'UTC') + interval '8 hours')::date) as bad,
        (select count(*)::int from first) - (select count(*)::int from member_daily_stats s where s.merchant_id = ${merchantId} and s.first_deposit = 1) as missing`);
    expect(firsts[0]).toEqual({ bad: 0, missing: 0 });
    const income = await rows<{ a: string; b: string }>(sql`
      select (select coalesce(sum(income), 0)::text from member_daily_stats where merchant_id = ${merchantId}) as a,
             (select coalesce(sum(amount), 0)::text from agent_income_daily where merchant_id = ${merchantId}) as b`);
    expect(income[0]!.a).toBe(income[0]!.b);
  });

  it('rebuilds the same figures from the ledger (a ledger older than the rollup), and says when they are missing', async () => {
    const snapshot = async () => ({
      members: await rows(
        sql`select * from member_daily_stats where merchant_id = ${merchantId} order by member_id, day`,
      ),
      teams: await rows(
        sql`select * from team_daily_stats where merchant_id = ${merchantId} and (registered <> 0 or active <> 0 or deposit_count <> 0 or bet_count <> 0 or valid_bet <> 0 or payout <> 0 or deposits <> 0 or withdrawals <> 0 or transfers_in <> 0 or transfers_out <> 0 or income <> 0 or first_deposit <> 0 or bet_amount <> 0) order by agent_id, day`,
      ),
      income: await rows(
        sql`select * from agent_income_daily where merchant_id = ${merchantId} order by member_id, day, kind`,
      ),
    });
    const before = await snapshot();
    expect(await figuresMissing(t.db, merchantId)).toBe(false);
    await t.db.execute(
      sql`update member_daily_stats set deposit_count = 0, withdrawals = 0, bet_count = 0, valid_bet = 0, payout = 0, transfers_in = 0, income = 0 where merchant_id = ${merchantId}`,
    );
    expect(await figuresMissing(t.db, merchantId)).toBe(true);
    expect(await t.db.transaction((tx) => rebuildFigures(tx as unknown as Db, merchantId))).toBeGreaterThan(500);
    expect(await snapshot()).toEqual(before);
    expect(await figuresMissing(t.db, merchantId)).toBe(false);
  });

  it("puts a transfer on the merchant's reporting day (GMT offset)", async () => {
    await t.db.insert(merchantReporting).values({ merchantId, utcOffsetMinutes: -300 });
    const who = players[0]!;
    const at = new Date('2030-01-02T03:00:00Z'); // 2030-01-01 22:00 at GMT-05:00, 2030-01-02 11:00 at GMT+08:00
    await transfer(t.db, {
      merchantId,
      idempotencyKey: `rollup-test:offset`,
      debit: { kind: 'clearing', channel: 'DEMOPAY' },
      credit: member(who),
      amount: 700n,
      currency: 'CNY',
      reason: 'deposit',
      at,
    });
    const day = await rows<{ day: string }>(
      sql`select day::text as day from member_daily_stats where member_id = ${who} and deposits = 700`,
    );
    expect(day).toEqual([{ day: '2030-01-01' }]);
    await t.db.delete(merchantReporting).where(eq(merchantReporting.merchantId, merchantId));
  });
});

describe('reporting-day ranges', () => {
  const now = new Date('2026-11-25T17:30:00Z'); // Thursday 2026-11-26 01:30 at +08:00
  it('names today, yesterday, this week (from Monday), this month in the merchant day', () => {
    expect(resolveRange({ range: 'today' }, now, 480)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(resolveRange({}, now, 0)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(resolveRange({ range: 'yesterday' }, now, 480)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(resolveRange({ range: 'thisWeek' }, now, 480)).toEqual({ from: '2026-11-23', to: '2026-11-26' });
    expect(resolveRange({ range: 'thisMonth' }, now, 480)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(eachDay({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
  it('takes a custom range of at most 92 days and refuses anything else with INVALID_RANGE', () => {
    expect(resolveRange({ range: 'custom', from: '2026-01-01', to: '2026-04-02' }, now, 480)).toEqual({
      from: '2026-01-01',
      to: '2026-04-02',
    });
    for (const bad of [
      { from: '2026-01-01', to: '2026-04-03' },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: '2026-03-02', to: '2026-03-01' },
      { from: '2026-03-01' },
    ]) {
      expect(() => resolveRange({ range: 'custom', ...bad }, now, 480)).toThrow(
        expect.objectContaining({ code: 'INVALID_RANGE', statusCode: 400 }) as unknown as Error,
      );
    }
  });
});
