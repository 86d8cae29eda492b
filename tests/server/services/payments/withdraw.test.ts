/**
 * Withdrawals (spec sections 4 and 9): apply with limits, payment password and own card;
 * the money is held at once; cancel only while applied; operator approve, reject (money back),
 * paid; confirmation received / not received with proofs (png or jpg by content, ≤5 MB, ≤3) /
 * partly received; unconfirmed treated as received after the configured minutes; ownership.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { checkLedger } from '../../../../server/ledger/index.ts';
import { testClock, type Clock } from '../../support/authApp.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, tokenOf } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let clock: Clock;
let demo: string;
let other: string;
let operator: string;
let cardId: number;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const JPG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  Buffer.alloc(64),
  Buffer.from('ffd9', 'hex'),
]);

/** A multipart body with `files`. */
function multipart(files: { name: string; type: string; data: Buffer }[]) {
  const boundary = '----jest-proof-boundary';
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(id: number, files: { name: string; type: string; data: Buffer }[], token = demo) {
  const body = multipart(files);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/withdraw/orders/${id}/proofs`,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as { code: string | number; value: any } };
}

const balance = async () => (await api(t.app, 'GET', '/api/wallet/balance', demo)).body.value.balance as string;
const apply = (amount: string, password = '112233') =>
  api(t.app, 'POST', '/api/withdraw/orders', demo, { amount, bankCardId: cardId, paymentPassword: password });
const act = (id: number, action: string) =>
  api(t.app, 'POST', `/api/operator/withdrawals/${id}/${action}`, operator, {});

beforeAll(async () => {
  clock = testClock();
  t = await createTestApp({ auth: { now: clock.now, devTools: true } });
  demo = await tokenOf(t.db, 'demo01');
  other = await tokenOf(t.db, 'mobile01');
  operator = await operatorSignIn(t.app);
  await api(t.app, 'POST', '/api/account/payment-password', demo, {
    loginPassword: 'Demo1234',
    newPassword: '112233',
    confirmPassword: '112233',
  });
  const settings = await api(t.app, 'GET', '/api/withdraw/settings', demo);
  cardId = settings.body.value.cards[0].id;
});
afterAll(async () => t.close());

describe('apply and cancel', () => {
  it('shows the limits and cards, holds the amount at once and returns it on cancel', async () => {
    const settings = await api(t.app, 'GET', '/api/withdraw/settings', demo);
    expect(settings.body.value).toMatchObject({
      min: '100.00',
      max: '50000.00',
      balance: '10088.00',
      hasPaymentPassword: true,
      confirmMinutes: 60,
    });
    expect(settings.body.value.cards[0]).toMatchObject({
      bankName: 'Demo Commercial Bank',
      cardNumber: '**** **** **** 3445',
      payeeName: 'Demo One',
    });
    const applied = await apply('200');
    expect(applied.body.message).toBe('Application successful');
    expect(applied.body.value).toMatchObject({ status: 'applied', amount: '200.00', bankCard: { id: cardId } });
    expect(await balance()).toBe('9888.00');
    const cancelled = await api(t.app, 'POST', `/api/withdraw/orders/${applied.body.value.id}/cancel`, demo);
    expect(cancelled.body.value.status).toBe('cancelled');
    expect(await balance()).toBe('10088.00');
  });

  it('refuses amounts out of range, more than the balance, a wrong password, another member’s card', async () => {
    expect((await apply('99.99')).body.code).toBe('AMOUNT_OUT_OF_RANGE');
    expect(
      (
        await api(t.app, 'POST', '/api/withdraw/orders', other, {
          amount: '100',
          bankCardId: cardId,
          paymentPassword: '112233',
        })
      ).body.code,
    ).toBe('CARD_UNKNOWN');
    expect((await apply('200', '999999')).body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await apply('20000')).body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance()).toBe('10088.00');
  });
});

describe('operator review and payment', () => {
  it('rejection returns the money; a paid withdrawal cannot be cancelled; every step is audited', async () => {
    const rejected = await apply('300');
    expect((await act(rejected.body.value.id, 'reject')).body.value.status).toBe('rejected');
    expect(await balance()).toBe('10088.00');

    const w = await apply('500');
    expect((await act(w.body.value.id, 'paid')).body.code).toBe('INVALID_STATE');
    expect((await act(w.body.value.id, 'approve')).body.value).toMatchObject({
      status: 'approved',
      username: 'demo01',
    });
    expect((await api(t.app, 'POST', `/api/withdraw/orders/${w.body.value.id}/cancel`, demo)).body.code).toBe(
      'WITHDRAW_NOT_CANCELLABLE',
    );
    const paid = await act(w.body.value.id, 'paid');
    expect(paid.body.value.status).toBe('paid');
    expect(await balance()).toBe('9588.00');
    expect((await api(t.app, 'POST', `/api/withdraw/orders/${w.body.value.id}/cancel`, demo)).body.code).toBe(
      'WITHDRAW_NOT_CANCELLABLE',
    );
    const audit = await api(t.app, 'GET', '/api/operator/audit', operator);
    expect(audit.body.value.list.slice(0, 2).map((a: { action: string }) => a.action)).toEqual([
      'withdrawal.paid',
      'withdrawal.approve',
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('confirmation', () => {
  async function paidWithdrawal(amount: string): Promise<number> {
    const w = await apply(amount);
    await act(w.body.value.id, 'approve');
    await act(w.body.value.id, 'paid');
    return w.body.value.id;
  }

  it('partly received needs a remaining amount below the amount', async () => {
    const id = await paidWithdrawal('100');
    expect(
      (
        await api(t.app, 'POST', `/api/withdraw/orders/${id}/confirm`, demo, {
          result: 'partlyReceived',
          remainingAmount: '100',
        })
      ).body.code,
    ).toBe('REMAINING_INVALID');
    const done = await api(t.app, 'POST', `/api/withdraw/orders/${id}/confirm`, demo, {
      result: 'partlyReceived',
      remainingAmount: '40.50',
    });
    expect(done.body.value.confirmation).toMatchObject({
      result: 'partlyReceived',
      remainingAmount: '40.50',
      auto: false,
    });
    expect(
      (await api(t.app, 'POST', `/api/withdraw/orders/${id}/confirm`, demo, { result: 'received' })).body.code,
    ).toBe('WITHDRAW_NOT_CONFIRMABLE');
  });

  it('not received needs proofs: png or jpg by content, at most 3, at most 5 MB, shown only to the owner', async () => {
    const id = await paidWithdrawal('100');
    expect(
      (await api(t.app, 'POST', `/api/withdraw/orders/${id}/confirm`, demo, { result: 'notReceived' })).body.code,
    ).toBe('PROOF_REQUIRED');
    const disguised = await upload(id, [
      { name: 'proof.png', type: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>') },
    ]);
    expect([disguised.status, disguised.body.code]).toEqual([400, 'PROOF_TYPE']);
    const big = await upload(id, [
      { name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect([big.status, big.body.code]).toEqual([413, 'PROOF_TOO_LARGE']);
    const four = await upload(
      id,
      [PNG, PNG, JPG, JPG].map((data, i) => ({ name: `p${i}`, type: 'application/octet-stream', data })),
    );
    expect(four.body.code).toBe('PROOF_COUNT');
    const good = await upload(id, [
      { name: 'a.jpg', type: 'image/jpeg', data: JPG },
      { name: 'b.bin', type: 'application/octet-stream', data: PNG },
    ]);
    expect(good.status).toBe(200);
    expect(good.body.value.proofs).toHaveLength(2);
    const image = await t.app.inject({
      method: 'GET',
      url: good.body.value.proofs[1].url,
      headers: { authorization: `Bearer ${demo}` },
    });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/png']);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: good.body.value.proofs[1].url,
          headers: { authorization: `Bearer ${other}` },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await upload(
          id,
          [PNG, PNG].map((data) => ({ name: 'x.png', type: 'image/png', data })),
        )
      ).body.code,
    ).toBe('PROOF_COUNT');
    const done = await api(t.app, 'POST', `/api/withdraw/orders/${id}/confirm`, demo, { result: 'notReceived' });
    expect(done.body.value.confirmation).toMatchObject({ result: 'notReceived', remainingAmount: null });
    expect(done.body.value.confirmation.proofs).toHaveLength(2);
  });

  it('treats a paid withdrawal left unconfirmed for the configured minutes as received', async () => {
    const id = await paidWithdrawal('100');
    const fresh = await api(t.app, 'GET', `/api/withdraw/orders/${id}`, demo);
    expect(fresh.body.value.confirmation).toBeNull();
    expect(fresh.body.value.confirmDeadline).not.toBeNull();
    clock.advance(61 * 60_000);
    demo = await tokenOf(t.db, 'demo01', clock.now()); // the old sessions went idle with the clock
    other = await tokenOf(t.db, 'mobile01', clock.now());
    const later = await api(t.app, 'GET', `/api/withdraw/orders/${id}`, demo);
    expect(later.body.value.confirmation).toMatchObject({ result: 'received', auto: true });
    expect(later.body.value.confirmDeadline).toBeNull();
  });

  it('hides other members’ withdrawals', async () => {
    const mine = await api(t.app, 'GET', '/api/withdraw/orders?pageSize=100', demo);
    expect(mine.body.value.total).toBeGreaterThan(3);
    const id = mine.body.value.list[0].id;
    expect((await api(t.app, 'GET', `/api/withdraw/orders/${id}`, other)).status).toBe(404);
    expect((await api(t.app, 'POST', `/api/withdraw/orders/${id}/confirm`, other, { result: 'received' })).status).toBe(
      404,
    );
    expect((await api(t.app, 'GET', '/api/withdraw/orders', other)).body.value.total).toBe(0);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
