/**
 * The vendor protocol's platform side (docs/vendor-protocol.md): signing, replays, duplicates,
 * rollbacks before and after the bet, insufficient funds, expired tokens, one round per roundId,
 * and the ledger staying consistent.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { gameRounds } from '../../../../server/db/schema.ts';
import { checkLedger } from '../../../../server/ledger/index.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { demoMember, fund, SECRET, tokenFor, vendorCall } from './support.ts';

let t: TestApp;
let clock = new Date('2026-03-01T10:00:00Z');
let member: { memberId: number; merchantId: number };
let token: string;
let n = 0;
const id = (prefix: string) => `${prefix}-${++n}`;

const balance = async (playerToken = token) =>
  (await vendorCall(t.app, 'balance', { playerToken })).body.balance as string;
const debit = (amount: string, extra: Record<string, unknown> = {}) => ({
  transactionId: id('d'),
  roundId: id('r'),
  playerToken: token,
  gameCode: 'BGS_SLOT',
  amount,
  currency: 'CNY',
  ...extra,
});
const credit = (roundId: string, amount: string, roundClosed = true, extra: Record<string, unknown> = {}) => ({
  transactionId: id('c'),
  roundId,
  playerToken: token,
  gameCode: 'BGS_SLOT',
  amount,
  currency: 'CNY',
  roundClosed,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock } });
  member = await demoMember(t.db);
  await fund(t.db, member.merchantId, member.memberId, 100_000n, 'vendor-protocol');
  token = await tokenFor(t.db, member, 'BGS_SLOT', 'real', clock);
});
afterAll(() => t.close());

describe('signing', () => {
  it('answers a signed balance call with a decimal balance and signs the answer', async () => {
    const res = await vendorCall(t.app, 'balance', { playerToken: token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'OK', currency: 'CNY' });
    expect(res.body.balance).toMatch(/^\d+\.\d{2}$/);
    expect(res.signature).toBe(createHmac('sha256', SECRET).update(res.raw).digest('hex'));
  });

  it('refuses a wrong signature, another secret, an unknown vendor and a bad body', async () => {
    expect(
      (await vendorCall(t.app, 'balance', { playerToken: token }, { signature: 'ab'.repeat(32) })).body.status,
    ).toBe('INVALID_SIGNATURE');
    const other = await vendorCall(t.app, 'balance', { playerToken: token }, { secret: 'another-secret' });
    expect([other.status, other.body.status]).toEqual([401, 'INVALID_SIGNATURE']);
    expect((await vendorCall(t.app, 'balance', { playerToken: token }, { vendor: 'NOPE' })).body.status).toBe(
      'UNKNOWN_VENDOR',
    );
    const bad = await vendorCall(t.app, 'debit', { ...debit('1.001') });
    expect([bad.status, bad.body.status]).toEqual([400, 'INVALID_REQUEST']);
    const notJson = await vendorCall(t.app, 'debit', '{"oops"');
    expect([notJson.status, notJson.body.status]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('moves nothing for a tampered body (signature of another body)', async () => {
    const before = await balance();
    const good = JSON.stringify(debit('1.00'));
    const signature = createHmac('sha256', SECRET).update(good).digest('hex');
    const res = await vendorCall(t.app, 'debit', good.replace('"1.00"', '"9.00"'), { signature });
    expect(res.body.status).toBe('INVALID_SIGNATURE');
    expect(await balance()).toBe(before);
  });
});

describe('debit and credit', () => {
  it('a bet and its win move the wallet; replays answer the same and move nothing; one round is recorded', async () => {
    const before = Number(await balance());
    const bet = debit('2.50');
    const first = await vendorCall(t.app, 'debit', bet);
    expect(first.body).toMatchObject({ status: 'OK', transactionId: bet.transactionId });
    expect(Number(first.body.balance)).toBeCloseTo(before - 2.5, 2);
    const again = await vendorCall(t.app, 'debit', bet);
    expect(again.body).toEqual(first.body);

    const win = credit(bet.roundId, '10.00');
    const paid = await vendorCall(t.app, 'credit', win);
    expect(paid.body.status).toBe('OK');
    expect(Number(paid.body.balance)).toBeCloseTo(before + 7.5, 2);
    expect((await vendorCall(t.app, 'credit', win)).body).toEqual(paid.body);
    expect(Number(await balance())).toBeCloseTo(before + 7.5, 2);

    const rounds = await t.db.select().from(gameRounds).where(eq(gameRounds.roundId, bet.roundId));
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ stakeMinor: 250n, winMinor: 1000n, status: 'settled', category: 'BGS' });
  });

  it('moves money once when the same debit arrives several times at once', async () => {
    const before = Number(await balance());
    const bet = debit('1.50');
    const answers = await Promise.all([1, 2, 3].map(() => vendorCall(t.app, 'debit', bet)));
    expect(answers.map((a) => a.body.status)).toEqual(['OK', 'OK', 'OK']);
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
    expect(Number(await balance())).toBeCloseTo(before - 1.5, 2);
    expect(await t.db.select().from(gameRounds).where(eq(gameRounds.roundId, bet.roundId))).toHaveLength(1);
  });

  it('refuses the same transactionId with other fields as a duplicate', async () => {
    const bet = debit('1.00');
    await vendorCall(t.app, 'debit', bet);
    const before = await balance();
    expect((await vendorCall(t.app, 'debit', { ...bet, amount: '2.00' })).body.status).toBe('DUPLICATE_TRANSACTION');
    expect(
      (await vendorCall(t.app, 'credit', { ...credit(bet.roundId, '1.00'), transactionId: bet.transactionId })).body
        .status,
    ).toBe('DUPLICATE_TRANSACTION');
    expect(await balance()).toBe(before);
  });

  it('refuses a bet above the balance, keeps the answer for replays, and records no round', async () => {
    const before = await balance();
    const bet = debit('999999.00');
    const res = await vendorCall(t.app, 'debit', bet);
    expect(res.body.status).toBe('INSUFFICIENT_FUNDS');
    expect((await vendorCall(t.app, 'debit', bet)).body.status).toBe('INSUFFICIENT_FUNDS');
    expect(await balance()).toBe(before);
    expect(await t.db.select().from(gameRounds).where(eq(gameRounds.roundId, bet.roundId))).toHaveLength(0);
  });

  it('closes a lost round with a zero credit and refuses later calls on it', async () => {
    const bet = debit('3.00');
    await vendorCall(t.app, 'debit', bet);
    const before = await balance();
    expect((await vendorCall(t.app, 'credit', credit(bet.roundId, '0'))).body.status).toBe('OK');
    expect(await balance()).toBe(before);
    expect((await vendorCall(t.app, 'debit', debit('1.00', { roundId: bet.roundId }))).body.status).toBe(
      'ROUND_CLOSED',
    );
    expect((await vendorCall(t.app, 'credit', credit(bet.roundId, '1.00'))).body.status).toBe('ROUND_CLOSED');
    expect((await vendorCall(t.app, 'credit', credit('never-opened', '1.00'))).body.status).toBe('ROUND_NOT_FOUND');
  });

  it('refuses free-trial tokens and tokens of another game', async () => {
    const trial = await tokenFor(t.db, { memberId: null, merchantId: member.merchantId }, 'BGS_SLOT', 'trial', clock);
    expect((await vendorCall(t.app, 'debit', debit('1.00', { playerToken: trial }))).body.status).toBe('INVALID_TOKEN');
    expect((await vendorCall(t.app, 'balance', { playerToken: trial })).body.status).toBe('INVALID_TOKEN');
    expect((await vendorCall(t.app, 'debit', debit('1.00', { gameCode: 'BGS_FISH' }))).body.status).toBe(
      'INVALID_TOKEN',
    );
  });
});

describe('rollback', () => {
  it('after the bet returns the stake and cancels the round; a replay answers the same', async () => {
    const before = await balance();
    const bet = debit('4.00');
    await vendorCall(t.app, 'debit', bet);
    const rb = {
      transactionId: id('rb'),
      referenceTransactionId: bet.transactionId,
      roundId: bet.roundId,
      playerToken: token,
      gameCode: 'BGS_SLOT',
    };
    const res = await vendorCall(t.app, 'rollback', rb);
    expect(res.body).toMatchObject({ status: 'OK', balance: before });
    expect((await vendorCall(t.app, 'rollback', rb)).body).toEqual(res.body);
    expect(await balance()).toBe(before);
    const [round] = await t.db.select().from(gameRounds).where(eq(gameRounds.roundId, bet.roundId));
    expect(round).toMatchObject({ status: 'cancelled', stakeMinor: 0n });
  });

  it('before the bet answers OK and blocks the late debit', async () => {
    const before = await balance();
    const bet = debit('5.00');
    const rb = await vendorCall(t.app, 'rollback', {
      transactionId: id('rb'),
      referenceTransactionId: bet.transactionId,
      roundId: bet.roundId,
      playerToken: token,
      gameCode: 'BGS_SLOT',
    });
    expect(rb.body).toMatchObject({ status: 'OK', platformTransactionId: null });
    expect((await vendorCall(t.app, 'debit', bet)).body.status).toBe('TRANSACTION_ROLLED_BACK');
    expect(await balance()).toBe(before);
  });

  it('refuses to roll back a settled round', async () => {
    const bet = debit('1.00');
    await vendorCall(t.app, 'debit', bet);
    await vendorCall(t.app, 'credit', credit(bet.roundId, '2.00'));
    const res = await vendorCall(t.app, 'rollback', {
      transactionId: id('rb'),
      referenceTransactionId: bet.transactionId,
      roundId: bet.roundId,
      playerToken: token,
      gameCode: 'BGS_SLOT',
    });
    expect(res.body.status).toBe('ROLLBACK_NOT_ALLOWED');
  });
});

describe('expired token', () => {
  it('refuses new bets but pays the win of a known round', async () => {
    const bet = debit('2.00');
    await vendorCall(t.app, 'debit', bet);
    const before = Number(await balance());
    clock = new Date(clock.getTime() + 5 * 60 * 60 * 1000);
    expect((await vendorCall(t.app, 'balance', { playerToken: token })).body.status).toBe('INVALID_TOKEN');
    expect((await vendorCall(t.app, 'debit', debit('1.00'))).body.status).toBe('INVALID_TOKEN');
    const paid = await vendorCall(t.app, 'credit', credit(bet.roundId, '6.00'));
    expect(paid.body.status).toBe('OK');
    expect(Number(paid.body.balance)).toBeCloseTo(before + 6, 2);
  });

  it('leaves the ledger consistent', async () => {
    const report = await checkLedger(t.db);
    expect(report.checks.filter((c) => c.breaches > 0)).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
