/**
 * Property-based test of the money flows through the HTTP API (README "Money", fast-check):
 * random interleavings of gateway deposits (with repeated callbacks), withdrawals that an
 * operator approves and pays or rejects (or the member cancels), vendor wallet transfers with
 * replayed request ids, and upline transfers, run concurrently; afterwards ledger:check is clean
 * and the money of the members equals what they started with, plus deposits credited, minus
 * withdrawals paid.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { ledgerAccounts } from '../../../../server/db/schema.ts';
import { checkLedger } from '../../../../server/ledger/index.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow, tokenOf } from './support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let operator: string;
const users = ['demo01', 'mobile01'] as const;
const tokens: Record<string, string> = {};
const cards: Record<string, number> = {};
let merchantId = 0;
let memberIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  operator = await operatorSignIn(t.app);
  for (const u of users) {
    tokens[u] = await tokenOf(t.db, u);
    const login = u === 'demo01' ? 'Demo1234' : 'Mobile1234';
    await api(t.app, 'POST', '/api/account/payment-password', tokens[u], {
      loginPassword: login,
      newPassword: '246802',
      confirmPassword: '246802',
    });
  }
  const demoCards = await api(t.app, 'GET', '/api/account/bank-cards', tokens.demo01);
  cards.demo01 = demoCards.body.value.list[0].id;
  cards.mobile01 = (
    await api(t.app, 'POST', '/api/account/bank-cards', tokens.mobile01, {
      bankName: 'Demo Bank',
      cardNumber: '6222333344445555',
      payeeName: 'Mo Bile',
      paymentPassword: '246802',
    })
  ).body.value.id;
  const rows = await Promise.all(users.map((u) => memberRow(t.db, u)));
  merchantId = rows[0]!.merchantId;
  memberIds = rows.map((r) => r.id);
});
afterAll(async () => t.close());

/** Money held for the members: main and vendor wallets, and the withdrawal hold. */
async function membersMoney(): Promise<bigint> {
  const rows = (await t.db
    .select({ s: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        sql`(${ledgerAccounts.memberId} in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )}) or ${ledgerAccounts.kind} = 'withdrawalHold')`,
        inArray(ledgerAccounts.kind, ['member', 'vendor', 'withdrawalHold']),
      ),
    )) as { s: string }[];
  return BigInt(rows[0]!.s);
}

type Op =
  | { kind: 'deposit'; who: number; cents: number; pay: boolean; repeat: boolean }
  | { kind: 'withdraw'; who: number; cents: number; end: 'paid' | 'reject' | 'cancel' }
  | { kind: 'vendor'; who: number; cents: number; out: boolean; replay: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    who: fc.integer({ min: 0, max: 1 }),
    cents: fc.integer({ min: 1_000, max: 50_000 }),
    pay: fc.boolean(),
    repeat: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    who: fc.integer({ min: 0, max: 1 }),
    cents: fc.integer({ min: 10_000, max: 60_000 }),
    end: fc.constantFrom('paid' as const, 'reject' as const, 'cancel' as const),
  }),
  fc.record({
    kind: fc.constant('vendor' as const),
    who: fc.integer({ min: 0, max: 1 }),
    cents: fc.integer({ min: 1, max: 30_000 }),
    out: fc.boolean(),
    replay: fc.boolean(),
  }),
);

const money = (cents: number) => (cents / 100).toFixed(2);
let requestSeq = 0;

/** Runs one operation; returns [credited, paid] in minor units. */
async function perform(op: Op): Promise<[bigint, bigint]> {
  const who = users[op.who]!;
  const token = tokens[who]!;
  if (op.kind === 'deposit') {
    const order = await api(t.app, 'POST', '/api/deposit/orders', token, {
      channel: 'DEMOPAY',
      amount: money(op.cents),
    });
    if (order.status !== 200) return [0n, 0n];
    const url = `${order.body.value.redirectUrl}/${op.pay ? 'pay' : 'fail'}`;
    await Promise.all((op.repeat ? [1, 2] : [1]).map(() => t.app.inject({ method: 'POST', url })));
    return [op.pay ? BigInt(op.cents) : 0n, 0n];
  }
  if (op.kind === 'withdraw') {
    const w = await api(t.app, 'POST', '/api/withdraw/orders', token, {
      amount: money(op.cents),
      bankCardId: cards[who],
      paymentPassword: '246802',
    });
    if (w.status !== 200) return [0n, 0n];
    const id = w.body.value.id as number;
    if (op.end === 'cancel') await api(t.app, 'POST', `/api/withdraw/orders/${id}/cancel`, token);
    else if (op.end === 'reject') await api(t.app, 'POST', `/api/operator/withdrawals/${id}/reject`, operator, {});
    else {
      await api(t.app, 'POST', `/api/operator/withdrawals/${id}/approve`, operator, {});
      await api(t.app, 'POST', `/api/operator/withdrawals/${id}/paid`, operator, {});
      return [0n, BigInt(op.cents)];
    }
    return [0n, 0n];
  }
  const body = {
    from: op.out ? 'PG' : 'main',
    to: op.out ? 'main' : 'PG',
    amount: money(op.cents),
    requestId: `prop-${process.pid}-${++requestSeq}`,
  };
  await Promise.all((op.replay ? [1, 2] : [1]).map(() => api(t.app, 'POST', '/api/wallet/transfer', token, body)));
  return [0n, 0n];
}

describe('random concurrent money flows through the API', () => {
  it('keep the ledger consistent and the members’ money equal to start + deposits - paid withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 8 }), async (ops) => {
        const before = await membersMoney();
        const results = await Promise.all(ops.map(perform));
        const credited = results.reduce((a, [c]) => a + c, 0n);
        const paid = results.reduce((a, [, p]) => a + p, 0n);
        expect(await membersMoney()).toBe(before + credited - paid);
        const report = await checkLedger(t.db);
        expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});
