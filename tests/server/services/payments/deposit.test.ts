/**
 * Deposits (depositv2, README "Money"): channels with limits, a gateway order paid on the demo gateway's
 * page (signed callback, balance credited once even when the callback repeats), a failed
 * payment, forged callbacks refused, a bank transfer approved by an operator, history and
 * ownership; ledger:check stays clean.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { checkLedger } from '../../../../server/ledger/index.ts';
import { sign } from '../../../../server/services/payments/gateway.ts';
import { moneySettings } from '../../../../server/services/wallet/settings.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow, tokenOf } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let demo: string;
let other: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await tokenOf(t.db, 'demo01');
  other = await tokenOf(t.db, 'mobile01');
  operator = await operatorSignIn(t.app);
});
afterAll(async () => t.close());

const balance = async () => (await api(t.app, 'GET', '/api/wallet/balance', demo)).body.value.balance as string;

describe('channels', () => {
  it('lists the merchant channels with their limits in the request language', async () => {
    const res = await api(t.app, 'GET', '/api/deposit/channels', demo, undefined, 'TW');
    expect(res.body.value.currency).toBe('CNY');
    expect(
      res.body.value.channels.map((c: { code: string; name: string; min: string; max: string }) => [
        c.code,
        c.name,
        c.min,
        c.max,
      ]),
    ).toEqual([
      ['DEMOPAY', '示範支付', '10.00', '50000.00'],
      ['BANK', '銀行轉帳', '100.00', '200000.00'],
    ]);
    expect(res.body.value.channels[1].bank.accountName).toBe('Demo Gaming Ltd');
  });

  it('answers a repeated requestId with the first order instead of opening another', async () => {
    const body = { channel: 'BANK', amount: '120', requestId: 'dep-request-0001' };
    const first = await api(t.app, 'POST', '/api/deposit/orders', demo, body);
    const again = await api(t.app, 'POST', '/api/deposit/orders', demo, body);
    expect(again.body.value).toEqual(first.body.value);
    await api(t.app, 'POST', `/api/operator/deposits/${first.body.value.id}/reject`, operator, {});
  });

  it('refuses amounts outside the channel limits and unknown channels', async () => {
    const low = await api(t.app, 'POST', '/api/deposit/orders', demo, { channel: 'DEMOPAY', amount: '9.99' });
    expect(low.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: '10.00', max: '50000.00' } });
    const unknown = await api(t.app, 'POST', '/api/deposit/orders', demo, { channel: 'NOPE', amount: '100' });
    expect(unknown.body.code).toBe('CHANNEL_UNKNOWN');
  });
});

describe('demo gateway', () => {
  it('pays on the checkout page, credits the wallet once, and a repeated callback changes nothing', async () => {
    const before = await balance();
    const created = await api(t.app, 'POST', '/api/deposit/orders', demo, { channel: 'DEMOPAY', amount: '250.00' });
    expect(created.body.message).toBe('Application successful');
    expect(created.body.value).toMatchObject({ status: 'pending', amount: '250.00', type: 'gateway' });
    const url = created.body.value.redirectUrl as string;
    expect(url).toMatch(/^\/pay\/demo\/checkout\/gw_[0-9a-f]{24}$/);

    const page = await t.app.inject({ method: 'GET', url: `${url}?language=EN` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('250.00 CNY');
    expect(page.body).not.toContain('<script');

    const paid = await t.app.inject({ method: 'POST', url: `${url}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/?center=depositv2&order=${created.body.value.orderNo}`);
    expect(await balance()).toBe((Number(before) + 250).toFixed(2));
    const order = await api(t.app, 'GET', `/api/deposit/orders/${created.body.value.id}`, demo);
    expect(order.body.value).toMatchObject({ status: 'success', redirectUrl: null });

    await t.app.inject({ method: 'POST', url: `${url}/pay` }); // the payer presses again: the gateway re-sends the callback
    expect(await balance()).toBe((Number(before) + 250).toFixed(2));
    const record = await api(t.app, 'GET', '/api/wallet/transactions?type=deposit', demo);
    expect(
      record.body.value.list.filter((r: { reference: string }) => r.reference === created.body.value.orderNo),
    ).toHaveLength(1);
  });

  it('marks a failed payment failed without money', async () => {
    const before = await balance();
    const created = await api(t.app, 'POST', '/api/deposit/orders', demo, { channel: 'DEMOPAY', amount: '30' });
    await t.app.inject({ method: 'POST', url: `${created.body.value.redirectUrl}/fail` });
    expect((await api(t.app, 'GET', `/api/deposit/orders/${created.body.value.id}`, demo)).body.value.status).toBe(
      'failed',
    );
    expect(await balance()).toBe(before);
  });

  it('refuses a callback with a wrong signature or amount', async () => {
    const created = await api(t.app, 'POST', '/api/deposit/orders', demo, { channel: 'DEMOPAY', amount: '40' });
    const gatewayOrderId = (created.body.value.redirectUrl as string).split('/').pop()!;
    const body = JSON.stringify({
      gatewayOrderId,
      merchantOrderNo: created.body.value.orderNo,
      amount: '40.00',
      currency: 'CNY',
      status: 'PAID',
      paidAt: new Date().toISOString(),
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/demo',
      headers: { 'content-type': 'application/json', 'x-signature': sign('not-the-secret', body) },
      payload: body,
    });
    expect([forged.statusCode, forged.json()]).toEqual([401, { status: 'INVALID_SIGNATURE' }]);
    const { gatewaySecret } = await moneySettings(t.db, (await memberRow(t.db, 'demo01')).merchantId);
    const more = body.replace('"40.00"', '"4000.00"');
    const inflated = await t.app.inject({
      method: 'POST',
      url: '/api/payment/callback/demo',
      headers: { 'content-type': 'application/json', 'x-signature': sign(gatewaySecret, more) },
      payload: more,
    });
    expect([inflated.statusCode, inflated.json()]).toEqual([400, { status: 'AMOUNT_MISMATCH' }]);
    expect((await api(t.app, 'GET', `/api/deposit/orders/${created.body.value.id}`, demo)).body.value.status).toBe(
      'pending',
    );
  });
});

describe('bank transfer and operators', () => {
  it('credits a bank transfer when an operator approves it, once, with an audit entry', async () => {
    const before = await balance();
    const created = await api(t.app, 'POST', '/api/deposit/orders', demo, {
      channel: 'BANK',
      amount: '1000',
      payerName: 'Demo One',
    });
    expect(created.body.value).toMatchObject({ type: 'bank', redirectUrl: null, status: 'pending' });
    const queue = await api(t.app, 'GET', '/api/operator/deposits?status=pending', operator);
    expect(
      queue.body.value.list.some(
        (d: { id: number; username: string }) => d.id === created.body.value.id && d.username === 'demo01',
      ),
    ).toBe(true);
    const approved = await api(t.app, 'POST', `/api/operator/deposits/${created.body.value.id}/approve`, operator, {
      remark: 'matched statement',
    });
    expect(approved.body.value).toMatchObject({ status: 'success', username: 'demo01', remark: 'matched statement' });
    expect(await balance()).toBe((Number(before) + 1000).toFixed(2));
    const again = await api(t.app, 'POST', `/api/operator/deposits/${created.body.value.id}/approve`, operator, {});
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
    expect(await balance()).toBe((Number(before) + 1000).toFixed(2));
    const log = await api(t.app, 'GET', '/api/operator/audit', operator);
    expect(log.body.value.list[0]).toMatchObject({
      operator: 'operator',
      action: 'deposit.approve',
      targetId: created.body.value.id,
      before: { status: 'pending' },
      after: { status: 'success' },
    });
  });

  it('rejects a deposit without money, and refuses member tokens and bad operator logins', async () => {
    const created = await api(t.app, 'POST', '/api/deposit/orders', demo, { channel: 'BANK', amount: '100' });
    expect(
      (await api(t.app, 'POST', `/api/operator/deposits/${created.body.value.id}/reject`, operator, {})).body.value
        .status,
    ).toBe('rejected');
    expect((await api(t.app, 'GET', '/api/operator/deposits', demo)).status).toBe(401);
    expect((await api(t.app, 'GET', '/api/wallet/balance', operator)).status).toBe(401);
    const bad = await api(t.app, 'POST', '/api/operator/login', null, { username: 'operator', password: 'wrong' });
    expect([bad.status, bad.body.code]).toEqual([401, 'OPERATOR_BAD_CREDENTIALS']);
  });
});

describe('history and ownership', () => {
  it('lists the member’s deposits only and hides other members’ orders (404)', async () => {
    const mine = await api(t.app, 'GET', '/api/deposit/orders?pageSize=100', demo);
    expect(mine.body.value.total).toBeGreaterThanOrEqual(5);
    expect((await api(t.app, 'GET', '/api/deposit/orders', other)).body.value.total).toBe(0);
    const id = mine.body.value.list[0].id;
    expect((await api(t.app, 'GET', `/api/deposit/orders/${id}`, other)).status).toBe(404);
    const tw = await api(t.app, 'GET', '/api/deposit/orders?pageSize=100', demo, undefined, 'TW');
    expect([...new Set(tw.body.value.list.map((d: { channelName: string }) => d.channelName))].sort()).toEqual([
      '示範支付',
      '銀行轉帳',
    ]);
    const success = await api(t.app, 'GET', '/api/deposit/orders?status=success', demo);
    expect(success.body.value.list.every((d: { status: string }) => d.status === 'success')).toBe(true);
  });

  it('leaves the ledger invariants intact', async () => {
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
