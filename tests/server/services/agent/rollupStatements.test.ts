/**
 * The rollup's cost on the money path (README "Agents"): every transfer that feeds a figure is
 * rolled up in exactly one statement (income included), a transfer whose reason feeds no figure
 * runs none, and the lean statement of a one-member delta leaves exactly the figures of the
 * grouped statement used for member -> member transfers (fast-check: the same random deltas
 * written one by one and in pairs, each from the seeded figures, give equal member, team and income rows).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../../../server/db/open.ts';
import type { AccountRef } from '../../../../server/ledger/index.ts';
import {
  INCOME_KINDS,
  rollupTransfer,
  writeDeltas,
  type MemberDelta,
} from '../../../../server/services/agent/rollup.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { memberRow } from '../wallet/support.ts';

let t: TestApp;
let merchantId: number;
let players: number[];

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await memberRow(t.db, 'agent01')).merchantId;
  players = await Promise.all(
    ['player001', 'player002', 'subagent01', 'team02', 'crew01', 'agent01'].map(
      async (u) => (await memberRow(t.db, u)).id,
    ),
  );
});
afterAll(async () => t.close());

/** Runs `body` in a transaction that is rolled back afterwards: every case starts from the seeded figures. */
async function rolledBack<T>(body: (tx: Db) => Promise<T>): Promise<T> {
  let out: T | undefined;
  const undo = new Error('rolled back');
  await t.db
    .transaction(async (tx) => {
      out = await body(tx as unknown as Db);
      throw undo;
    })
    .catch((err: unknown) => {
      if (err !== undo) throw err;
    });
  return out as T;
}

const member = (memberId: number): AccountRef => ({ kind: 'member', memberId });
const vendor = (memberId: number): AccountRef => ({ kind: 'vendor', vendorCode: 'BGS', memberId });

describe('statements per transfer', () => {
  it('runs one statement for every reason that feeds a figure and none for the others', async () => {
    const [a, b] = [players[0]!, players[1]!];
    const at = new Date('2040-03-01T04:00:00Z');
    const cases: [string, AccountRef, AccountRef, number][] = [
      ['deposit', { kind: 'clearing', channel: 'bank' }, member(a), 1],
      ['withdraw', member(a), { kind: 'withdrawalHold' }, 1],
      ['withdrawReturn', { kind: 'withdrawalHold' }, member(a), 1],
      ['vendor.debit', member(a), vendor(a), 1],
      ['vendor.rollback', vendor(a), member(a), 1],
      ['vendor.credit', { kind: 'house' }, member(a), 1],
      ['vendor.settle', vendor(a), { kind: 'house' }, 1],
      ['downline', member(a), member(b), 1],
      ...INCOME_KINDS.map((kind): [string, AccountRef, AccountRef, number] => [kind, { kind: 'house' }, member(a), 1]),
      ['opening', { kind: 'house' }, member(a), 0],
      ['bonus', { kind: 'bonus' }, member(a), 0],
      ['vendorIn', member(a), vendor(a), 0],
    ];
    for (const [reason, debit, credit, expected] of cases) {
      const statements: SQL[] = [];
      await rolledBack(async (tx) => {
        const spy = { execute: (q: SQL) => (statements.push(q), tx.execute(q)) } as unknown as Db;
        await rollupTransfer(spy, merchantId, at, { reason, amount: 100n, debit, credit });
      });
      expect([reason, statements.length]).toEqual([reason, expected]);
    }
  });
});

const FIGURES = [
  'registered',
  'first_deposit',
  'deposit_count',
  'deposits',
  'withdrawals',
  'transfers_in',
  'transfers_out',
  'bet_count',
  'bet_amount',
  'valid_bet',
  'payout',
  'income',
];
const TEAM = [...FIGURES, 'active'];

/** The rows of `day` as text, keyed by owner (member or agent, and kind), the day itself left out. */
async function dayRows(db: Db, day: string): Promise<{ members: string[]; teams: string[]; income: string[] }> {
  const list = async (q: SQL) =>
    ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
      Object.values(r).map(String).join('|'),
    );
  return {
    members: await list(
      sql`select member_id, ${sql.raw(FIGURES.join(', '))} from member_daily_stats where day = ${day}::date order by member_id`,
    ),
    teams: await list(
      sql`select agent_id, ${sql.raw(TEAM.join(', '))} from team_daily_stats where day = ${day}::date order by agent_id`,
    ),
    income: await list(
      sql`select member_id, kind, amount from agent_income_daily where day = ${day}::date order by member_id, kind`,
    ),
  };
}

const amount = fc.bigInt({ min: -5_000n, max: 50_000n });
const delta = fc.record({
  who: fc.nat(),
  registered: fc.constantFrom(0, 1),
  deposit: fc.boolean(),
  depositCount: fc.integer({ min: 0, max: 2 }),
  deposits: amount,
  withdrawals: amount,
  transfersIn: amount,
  transfersOut: amount,
  betCount: fc.integer({ min: -1, max: 3 }),
  betAmount: amount,
  validBet: amount,
  payout: amount,
  income: fc.option(fc.tuple(fc.constantFrom(...INCOME_KINDS), fc.bigInt({ min: 1n, max: 9_000n })), {
    nil: undefined,
  }),
});
type Drawn = typeof delta extends fc.Arbitrary<infer V> ? V : never;

const toDelta = (d: Drawn): MemberDelta => {
  const { who, deposit, income, ...figures } = d;
  return {
    memberId: players[who % players.length]!,
    deposit,
    figures: { ...figures, income: income?.[1] ?? 0n },
    ...(income ? { incomeKind: income[0] } : {}),
  };
};

describe('lean and grouped statements', () => {
  it('leave the same figures for the same deltas', async () => {
    let day = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(delta, delta), { minLength: 1, maxLength: 4 }), async (pairs) => {
        day += 1;
        const at = new Date(Date.UTC(2041, 0, day, 4));
        const deltas = pairs.map(([x, y]) => {
          const [dx, dy] = [toDelta(x), toDelta(y)];
          if (dx.memberId === dy.memberId) dy.memberId = players[(players.indexOf(dx.memberId) + 1) % players.length]!;
          return [dx, dy] as const;
        });
        const a = await rolledBack(async (tx) => {
          for (const [dx, dy] of deltas) for (const d of [dx, dy]) await writeDeltas(tx, merchantId, at, [d]);
          return dayRows(tx, '2041-01-' + String(day).padStart(2, '0'));
        });
        const b = await rolledBack(async (tx) => {
          for (const [dx, dy] of deltas) await writeDeltas(tx, merchantId, at, [dx, dy]);
          return dayRows(tx, '2041-01-' + String(day).padStart(2, '0'));
        });
        expect(a).toEqual(b);
        expect(a.members.length).toBeGreaterThan(0);
      }),
      { numRuns: 28 },
    );
  });
});
