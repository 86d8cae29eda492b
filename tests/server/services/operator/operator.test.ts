/**
 * Operator API (docs/api/member-center.md): login per merchant with its own token (idle expiry, member
 * tokens refused and the other way round), queues by status, withdrawal actions in order only,
 * and the audit log of who did what, with before and after. Localised refusals (TW).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testClock, type Clock } from '../../support/authApp.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, tokenOf } from '../wallet/support.ts';
import { demoTotpSecret } from '../../../../server/db/seed/money.ts';
import { totpCode } from '../../support/operator.ts';

let t: TestApp;
let clock: Clock;
let operator: string;
let demo: string;

/** Both sign-in steps (README "Staff and roles"): the password, then the code of the seeded secret. */
const login = async (body: Record<string, string>) => {
  const first = await api(t.app, 'POST', '/api/operator/login', null, body);
  if (first.status !== 200) return first;
  const code = await totpCode(t.app, demoTotpSecret(body.username!.trim().toLowerCase()));
  return api(t.app, 'POST', '/api/operator/login/code', null, { challenge: first.body.value.challenge, code });
};

beforeAll(async () => {
  clock = testClock();
  t = await createTestApp({ auth: { now: clock.now } });
  operator = (await login({ merchantCode: 'DEMO', username: 'operator', password: 'Operator1234' })).body.value.token;
  demo = await tokenOf(t.db, 'demo01', clock.now());
  await api(t.app, 'POST', '/api/account/payment-password', demo, {
    loginPassword: 'Demo1234',
    newPassword: '121212',
    confirmPassword: '121212',
  });
});
afterAll(async () => t.close());

describe('operator login', () => {
  it('answers a token and the operator, and refuses wrong credentials or another merchant code alike', async () => {
    const ok = await login({ username: 'Operator', password: 'Operator1234' });
    expect(ok.body.value.operator).toMatchObject({ username: 'operator', name: 'Demo Operator' });
    expect((await login({ username: 'operator', password: 'nope' })).body.code).toBe('OPERATOR_BAD_CREDENTIALS');
    expect((await login({ username: 'nobody', password: 'Operator1234' })).body.code).toBe('OPERATOR_BAD_CREDENTIALS');
    expect((await login({ merchantCode: 'OTHER', username: 'operator', password: 'Operator1234' })).body.code).toBe(
      'OPERATOR_BAD_CREDENTIALS',
    );
    const tw = await api(t.app, 'GET', '/api/operator/withdrawals', null, undefined, 'TW');
    expect([tw.status, tw.body.message]).toEqual([401, '請先以管理員身分登入']);
  });
});

describe('withdrawal review', () => {
  it('moves a withdrawal only along applied -> approved -> paid and logs each action with before and after', async () => {
    const cards = await api(t.app, 'GET', '/api/account/bank-cards', demo);
    const applied = await api(t.app, 'POST', '/api/withdraw/orders', demo, {
      amount: '150',
      bankCardId: cards.body.value.list[0].id,
      paymentPassword: '121212',
    });
    const id = applied.body.value.id as number;
    const queue = await api(t.app, 'GET', '/api/operator/withdrawals?status=applied', operator);
    expect(queue.body.value.list.map((w: { id: number; username: string }) => [w.id, w.username])).toEqual([
      [id, 'demo01'],
    ]);
    expect((await api(t.app, 'POST', `/api/operator/withdrawals/${id}/paid`, operator, {})).body.code).toBe(
      'INVALID_STATE',
    );
    await api(t.app, 'POST', `/api/operator/withdrawals/${id}/approve`, operator, { remark: 'ok' });
    await api(t.app, 'POST', `/api/operator/withdrawals/${id}/paid`, operator, {});
    expect((await api(t.app, 'POST', `/api/operator/withdrawals/${id}/reject`, operator, {})).body.code).toBe(
      'INVALID_STATE',
    );
    const audit = await api(t.app, 'GET', '/api/operator/audit', operator);
    expect(
      audit.body.value.list.map((a: { action: string; before: { status: string }; after: { status: string } }) => [
        a.action,
        a.before.status,
        a.after.status,
      ]),
    ).toEqual([
      ['withdrawal.paid', 'approved', 'paid'],
      ['withdrawal.approve', 'applied', 'approved'],
    ]);
    expect(audit.body.value.list[0]).toMatchObject({ operator: 'operator', targetType: 'withdrawal', targetId: id });
    expect((await api(t.app, 'POST', `/api/operator/withdrawals/99999/approve`, operator, {})).status).toBe(404);
  });
});

describe('operator tokens', () => {
  it('expire after an hour idle and never open member routes', async () => {
    expect((await api(t.app, 'GET', '/api/account/profile', operator)).status).toBe(401);
    clock.advance(61 * 60_000);
    expect((await api(t.app, 'GET', '/api/operator/deposits', operator)).status).toBe(401);
  });
});
