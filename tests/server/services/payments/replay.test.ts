/**
 * Replays of every money request (README "Money": a retry moves nothing twice): 20 concurrent
 * copies of a wallet transfer, a transfer to the upline, a deposit order, a withdrawal order, a
 * cancel, and a vendor debit, credit and rollback answer 20 identical first results with one
 * effect; a requestId reused with another amount answers 409 DUPLICATE_REQUEST (the vendor
 * protocol's DUPLICATE_TRANSACTION) and moves nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq, like } from 'drizzle-orm';
import { depositOrders, gatewayOrders, ledgerTransfers, withdrawals } from '../../../../server/db/schema.ts';
import { checkLedger } from '../../../../server/ledger/index.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { demoMember, fund, tokenFor, vendorCall } from '../vendor-protocol/support.ts';
import { api, tokenOf } from '../wallet/support.ts';

const COPIES = 20;
let t: TestApp;
let demo: string;
let cardId: number;
let member: { memberId: number; merchantId: number };

/** `COPIES` concurrent runs of `call`. */
const together = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: COPIES }, call));
const balance = async () => (await api(t.app, 'GET', '/api/wallet/balance', demo)).body.value.balance as string;
/** Ledger transfers whose idempotency key starts with `prefix`. */
async function transfersLike(prefix: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `${prefix}%`));
  return row?.n ?? 0;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  demo = await tokenOf(t.db, 'demo01');
  member = await demoMember(t.db);
  await api(t.app, 'POST', '/api/account/payment-password', demo, {
    loginPassword: 'Demo1234',
    newPassword: '112233',
    confirmPassword: '112233',
  });
  cardId = (await api(t.app, 'GET', '/api/withdraw/settings', demo)).body.value.cards[0].id;
});
afterAll(async () => t.close());

describe('member money requests', () => {
  it('a wallet transfer: 20 concurrent replays, one transfer, 20 identical answers; another amount is 409', async () => {
    const before = await balance();
    const body = { from: 'main', to: 'PG', amount: '10.00', requestId: 'replay-transfer-0001' };
    const answers = await together(() => api(t.app, 'POST', '/api/wallet/transfer', demo, body));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await transfersLike(`wallet:${member.memberId}:replay-transfer-0001`)).toBe(1);
    expect(Number(await balance())).toBeCloseTo(Number(before) - 10, 2);
    const other = await api(t.app, 'POST', '/api/wallet/transfer', demo, { ...body, amount: '11.00' });
    expect([other.status, other.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
  });

  it('a transfer to the upline: 20 concurrent replays, one transfer, one message to the upline, 20 identical answers', async () => {
    const agent = await tokenOf(t.db, 'agent01');
    const unread = async () =>
      (await api(t.app, 'GET', '/api/member/messages/unread-count', agent)).body.value.count as number;
    const unreadBefore = await unread();
    const body = { amount: '3', paymentPassword: '112233', requestId: 'replay-upline-0001' };
    const answers = await together(() => api(t.app, 'POST', '/api/wallet/transfer-upline', demo, body));
    expect(answers.map((a) => a.status)).toEqual(Array(COPIES).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await transfersLike(`upline:${member.memberId}:replay-upline-0001`)).toBe(1);
    expect(await unread()).toBe(unreadBefore + 1);
    const other = await api(t.app, 'POST', '/api/wallet/transfer-upline', demo, { ...body, amount: '4' });
    expect([other.status, other.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
  });

  it('a deposit order: 20 concurrent replays, one order and one gateway order, 20 identical answers; another amount is 409', async () => {
    const body = { channel: 'DEMOPAY', amount: '100', requestId: 'replay-deposit-0001' };
    const [gatewayBefore] = await t.db.select({ n: count() }).from(gatewayOrders);
    const answers = await together(() => api(t.app, 'POST', '/api/deposit/orders', demo, body));
    expect(answers.map((a) => a.status)).toEqual(Array(COPIES).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const [orders] = await t.db
      .select({ n: count() })
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, member.memberId), eq(depositOrders.requestId, body.requestId)));
    expect(orders?.n).toBe(1);
    const [gatewayAfter] = await t.db.select({ n: count() }).from(gatewayOrders);
    expect(gatewayAfter!.n - gatewayBefore!.n).toBe(1);
    const other = await api(t.app, 'POST', '/api/deposit/orders', demo, { ...body, amount: '200' });
    expect([other.status, other.body.code, other.body.value]).toEqual([
      409,
      'DUPLICATE_REQUEST',
      { field: 'requestId', in: 'body' },
    ]);
  });

  it('a withdrawal order: 20 concurrent replays, one order and one hold, 20 identical answers; another amount is 409', async () => {
    const before = await balance();
    const body = { amount: '150', bankCardId: cardId, paymentPassword: '112233', requestId: 'replay-withdraw-0001' };
    const answers = await together(() => api(t.app, 'POST', '/api/withdraw/orders', demo, body));
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(COPIES).fill([200, 0]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    const rows = await t.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, member.memberId), eq(withdrawals.requestId, body.requestId)));
    expect(rows).toHaveLength(1);
    expect(await transfersLike(`withdraw:${rows[0]!.id}`)).toBe(1);
    expect(Number(await balance())).toBeCloseTo(Number(before) - 150, 2);
    const other = await api(t.app, 'POST', '/api/withdraw/orders', demo, { ...body, amount: '151' });
    expect([other.status, other.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
  });

  it('a cancel: 20 concurrent cancels, the money returns once, 20 identical answers', async () => {
    const applied = await api(t.app, 'POST', '/api/withdraw/orders', demo, {
      amount: '120',
      bankCardId: cardId,
      paymentPassword: '112233',
      requestId: 'replay-cancel-0001',
    });
    const held = await balance();
    const id = applied.body.value.id as number;
    const answers = await together(() => api(t.app, 'POST', `/api/withdraw/orders/${id}/cancel`, demo));
    expect(answers.map((a) => a.status)).toEqual(Array(COPIES).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body.value.status).toBe('cancelled');
    expect(await transfersLike(`withdraw:return:${id}`)).toBe(1);
    expect(Number(await balance())).toBeCloseTo(Number(held) + 120, 2);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('vendor protocol', () => {
  let token: string;
  beforeAll(async () => {
    await fund(t.db, member.merchantId, member.memberId, 100_000n, 'replay');
    token = await tokenFor(t.db, member, 'BGS_SLOT', 'real');
  });
  const same = (answers: { status: number; raw: string }[]) => {
    expect(answers.map((a) => a.status)).toEqual(Array(COPIES).fill(200));
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
  };

  it('a debit, a credit and a rollback: 20 concurrent replays each, one transfer each, identical answers', async () => {
    const bet = {
      transactionId: 'replay-d-1',
      roundId: 'replay-r-1',
      playerToken: token,
      gameCode: 'BGS_SLOT',
      amount: '5.00',
      currency: 'CNY',
    };
    const debits = await together(() => vendorCall(t.app, 'debit', bet));
    same(debits);
    expect(debits[0]!.body.status).toBe('OK');
    const win = {
      transactionId: 'replay-c-1',
      roundId: bet.roundId,
      playerToken: token,
      gameCode: 'BGS_SLOT',
      amount: '7.50',
      currency: 'CNY',
      roundClosed: true,
    };
    const credits = await together(() => vendorCall(t.app, 'credit', win));
    same(credits);
    expect(credits[0]!.body.status).toBe('OK');

    const bet2 = { ...bet, transactionId: 'replay-d-2', roundId: 'replay-r-2' };
    expect((await vendorCall(t.app, 'debit', bet2)).body.status).toBe('OK');
    const rb = {
      transactionId: 'replay-rb-2',
      referenceTransactionId: bet2.transactionId,
      roundId: bet2.roundId,
      playerToken: token,
      gameCode: 'BGS_SLOT',
    };
    const rollbacks = await together(() => vendorCall(t.app, 'rollback', rb));
    same(rollbacks);
    expect(rollbacks[0]!.body.status).toBe('OK');

    // A control round run once: a closing credit moves the win and the stake (two transfers).
    const bet3 = { ...bet, transactionId: 'replay-d-3', roundId: 'replay-r-3' };
    expect((await vendorCall(t.app, 'debit', bet3)).body.status).toBe('OK');
    expect(
      (await vendorCall(t.app, 'credit', { ...win, transactionId: 'replay-c-3', roundId: bet3.roundId })).body.status,
    ).toBe('OK');
    const once = await transfersLike('vendor:BGS:replay-c-3');
    expect(once).toBeGreaterThan(0);
    expect(await transfersLike('vendor:BGS:replay-c-1')).toBe(once);
    for (const key of ['replay-d-1', 'replay-d-2', 'replay-rb-2'])
      expect([key, await transfersLike(`vendor:BGS:${key}`)]).toEqual([key, 1]);
    // The protocol's answer to a transactionId reused with other fields (docs/vendor-protocol.md).
    const other = await vendorCall(t.app, 'debit', { ...bet, amount: '6.00' });
    expect(other.body.status).toBe('DUPLICATE_TRANSACTION');
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
