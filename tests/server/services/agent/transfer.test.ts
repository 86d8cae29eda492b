/**
 * The agent's transfer to a downline (spec section 1; README "Agent center"): to any depth of the
 * own team, never outside it (404 NOT_IN_TEAM), payment password and limits checked, one
 * idempotent ledger transfer (replay answers the first result, another amount with the same
 * requestId 409), the downline's live balance event, both account records, bad amounts 400; a
 * body the engine's form downlineTransfer refuses answers its localised 400 and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { paymentPasswordAttempts } from '../../../../server/db/schema.ts';
import { featureSubmissionErrors } from '../../../../server/services/forms/featureSubmission.ts';
import { subscribe, type LiveEvent } from '../../../../server/services/events/index.ts';
import { startBalanceEvents } from '../../../../server/services/events/balance.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { addMember, demoMerchantId, fund, sessionOf, uniqueName } from './support.ts';

let t: TestApp;
let merchantId: number;
let agent: number;
let child: number;
let grandchild: number;
let stranger: number;
let token: string;
let agentName: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  merchantId = await demoMerchantId(t.db);
  agentName = uniqueName('ta');
  agent = await addMember(t.db, merchantId, agentName, 1, null);
  const sub = await addMember(t.db, merchantId, uniqueName('ts'), 2, agent);
  child = sub;
  grandchild = await addMember(t.db, merchantId, uniqueName('tg'), 0, sub);
  const other = await addMember(t.db, merchantId, uniqueName('to'), 1, null);
  stranger = await addMember(t.db, merchantId, uniqueName('tm'), 0, other);
  await fund(t.db, merchantId, agent, 100_000n);
  token = await sessionOf(t.db, agent);
});
afterAll(async () => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  downlineId: grandchild,
  amount: '12.34',
  paymentPassword: '246810',
  requestId: `req-${Math.random().toString(36).slice(2, 12)}`,
  ...over,
});

describe('transfer info', () => {
  it('answers the balance, the merchant limits and whether a payment password is set', async () => {
    const res = await api(t.app, 'GET', '/api/agent/transfer', token);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ balance: '1000.00', min: '1.00', max: '50000.00', hasPaymentPassword: true });
  });
});

describe('transfer to a downline', () => {
  it('moves money to a downline two levels down, live, once per requestId', async () => {
    startBalanceEvents();
    const events: LiveEvent[] = [];
    const stop = subscribe((e) => events.push(e));
    const request = body();
    const first = await api(t.app, 'POST', '/api/agent/transfer', token, request);
    expect(first.status).toBe(200);
    expect(first.body.value.balance).toBe('987.66');
    expect(first.body.message).toBe('Transfer successful');
    expect(events).toContainEqual(
      expect.objectContaining({
        memberId: grandchild,
        type: 'balance',
        payload: { balance: '12.34', currency: 'CNY' },
      }),
    );
    stop();

    const replay = await api(t.app, 'POST', '/api/agent/transfer', token, request);
    expect(replay.status).toBe(200);
    expect(replay.body.value).toEqual(first.body.value);
    const conflict = await api(t.app, 'POST', '/api/agent/transfer', token, { ...request, amount: '12.35' });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('DUPLICATE_REQUEST');

    const downToken = await sessionOf(t.db, grandchild);
    expect((await api(t.app, 'GET', '/api/wallet/balance', downToken)).body.value.balance).toBe('12.34');
    const theirs = await api(t.app, 'GET', '/api/wallet/transactions', downToken);
    expect(theirs.body.value.list[0]).toMatchObject({ type: 'upline', reason: 'downline', amount: '12.34' });
    const mine = await api(t.app, 'GET', '/api/wallet/transactions', token);
    expect(mine.body.value.list[0]).toMatchObject({ reason: 'downline', amount: '-12.34' });
  });

  it('refuses members outside the team with the same 404 whether they exist or not', async () => {
    for (const downlineId of [stranger, 999_999_999, 2_147_483_647]) {
      const res = await api(t.app, 'POST', '/api/agent/transfer', token, body({ downlineId }));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: 'NOT_IN_TEAM',
        message: 'This account is not in your team',
        value: { field: 'downlineId' },
      });
    }
    const self = await api(t.app, 'POST', '/api/agent/transfer', token, body({ downlineId: agent }));
    expect(self.status).toBe(400);
    // a downline agent cannot reach its upline
    const up = await api(
      t.app,
      'POST',
      '/api/agent/transfer',
      await sessionOf(t.db, child),
      body({ downlineId: agent }),
    );
    expect(up.status).toBe(404);
  });

  it('checks the payment password, the limits and the balance, and moves nothing then', async () => {
    expect(
      (await api(t.app, 'POST', '/api/agent/transfer', token, body({ paymentPassword: '000000' }))).body.code,
    ).toBe('PAYMENT_PASSWORD_WRONG');
    const low = await api(t.app, 'POST', '/api/agent/transfer', token, body({ amount: '0.50' }));
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: '1.00', max: '50000.00' } });
    expect((await api(t.app, 'POST', '/api/agent/transfer', token, body({ amount: '5000.00' }))).body.code).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect((await api(t.app, 'GET', '/api/agent/transfer', token)).body.value.balance).toBe('987.66');
  });

  it.each([
    [{ amount: '-5.00' }, 'amount'],
    [{ amount: '1.005' }, 'amount'],
    [{ amount: { value: 12 } }, 'amount'],
    [{ amount: '1'.repeat(40) }, 'amount'],
    [{ downlineId: 'abc' }, 'downlineId'],
    [{ downlineId: -3 }, 'downlineId'],
    [{ requestId: 'short' }, 'requestId'],
    [{ requestId: 'abc\u0000defghij' }, 'requestId'],
    [{ paymentPassword: 'x'.repeat(100) }, 'paymentPassword'],
  ])('answers 400 with the field for %j', async (over, field) => {
    for (const language of ['EN', 'TW'] as const) {
      const res = await api(t.app, 'POST', '/api/agent/transfer', token, body(over), language);
      expect(res.status).toBe(400);
      expect(res.body.value.field).toBe(field);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
  });
});

describe('the engine form downlineTransfer', () => {
  const attempts = async () =>
    (await t.db.select().from(paymentPasswordAttempts).where(eq(paymentPasswordAttempts.memberId, agent))).length;
  const balances = async () => [
    (await api(t.app, 'GET', '/api/agent/transfer', token)).body.value.balance,
    (await api(t.app, 'GET', '/api/wallet/balance', await sessionOf(t.db, grandchild))).body.value.balance,
  ];

  it.each([
    [
      { amount: '1.005' },
      'AMOUNT_INVALID',
      'amount',
      'Please enter a valid amount (at most 2 decimals)',
      '請輸入有效金額（最多 2 位小數）',
    ],
    [
      { amount: '0' },
      'AMOUNT_INVALID',
      'amount',
      'Please enter a valid amount (at most 2 decimals)',
      '請輸入有效金額（最多 2 位小數）',
    ],
    [
      { amount: '0.00' },
      'AMOUNT_INVALID',
      'amount',
      'Please enter a valid amount (at most 2 decimals)',
      '請輸入有效金額（最多 2 位小數）',
    ],
    [
      { paymentPassword: '' },
      'PAYMENT_PASSWORD_REQUIRED',
      'paymentPassword',
      'Please enter the payment password',
      '請輸入支付密碼',
    ],
    [
      { paymentPassword: '24681' },
      'PAYMENT_PASSWORD_FORMAT',
      'paymentPassword',
      'The payment password must be 6 digits',
      '支付密碼須為6位數字',
    ],
    [
      { paymentPassword: 'pw2468' },
      'PAYMENT_PASSWORD_FORMAT',
      'paymentPassword',
      'The payment password must be 6 digits',
      '支付密碼須為6位數字',
    ],
  ])(
    'refuses %j as the transfer dialog does, localised, moving nothing and counting no password attempt',
    async (over, code, field, en, tw) => {
      const request = body(over);
      // the browser's form refuses this body
      expect(featureSubmissionErrors('downlineTransfer', request).map((e) => e.field)).toEqual([field]);
      const before = [await balances(), await attempts()];
      for (const [language, message] of [
        ['EN', en],
        ['TW', tw],
      ] as const) {
        const res = await api(t.app, 'POST', '/api/agent/transfer', token, request, language);
        expect([res.status, res.body.code, res.body.message, res.body.value.field]).toEqual([
          400,
          code,
          message,
          field,
        ]);
      }
      expect([await balances(), await attempts()]).toEqual(before);
    },
  );

  it('a body the form accepts still moves the money', async () => {
    const request = body({ amount: '1.50' });
    expect(featureSubmissionErrors('downlineTransfer', request)).toEqual([]);
    const [agentBefore] = await balances();
    const res = await api(t.app, 'POST', '/api/agent/transfer', token, request);
    expect(res.status).toBe(200);
    expect(Number(res.body.value.balance)).toBeCloseTo(Number(agentBefore) - 1.5, 2);
  });
});

describe("the downline's platform message", () => {
  it('leaves the downline a platform message in TW and EN, once per requestId, and none for a refused transfer', async () => {
    const downToken = await sessionOf(t.db, grandchild);
    const messages = async (language: 'EN' | 'TW') =>
      (await api(t.app, 'GET', '/api/member/messages', downToken, undefined, language)).body.value;
    const before = (await messages('EN')).total;
    const request = body({ amount: '3.21' });
    expect((await api(t.app, 'POST', '/api/agent/transfer', token, request)).status).toBe(200);
    expect((await api(t.app, 'POST', '/api/agent/transfer', token, request)).status).toBe(200); // replay
    expect((await api(t.app, 'POST', '/api/agent/transfer', token, body({ amount: '0.50' }))).status).toBe(400);
    const en = await messages('EN');
    expect(en.total).toBe(before + 1);
    expect(en.list[0]).toMatchObject({
      title: 'Transfer received from your upline',
      content: `Your upline ${agentName} transferred 3.21 CNY to you`,
      read: false,
    });
    expect((await messages('TW')).list[0]).toMatchObject({
      title: '收到上級轉帳',
      content: `您的上級 ${agentName} 轉入 3.21 CNY 給您`,
    });
    // the upline transfer's own text ('from a downline') is not reused
    expect(en.list[0].title).not.toMatch(/downline/);
    expect(
      (await api(t.app, 'GET', '/api/member/messages/unread-count', downToken)).body.value.count,
    ).toBeGreaterThanOrEqual(1);
  });
});
