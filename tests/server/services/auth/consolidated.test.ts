/**
 * GET consolidated contract settings needs a real member (spec sections 4 and 6): a guest gets
 * 401 'You are not logged in, please login', a trial user 403 in_need_true_account, a member the
 * merchant's four settings.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, login, secureCall, type LoginValue } from '../../support/auth.ts';
import { createAuthTestApp } from '../../support/authApp.ts';
import { schemaErrors } from '../../support/schemas.ts';
import type { TestApp } from '../../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
}, 60_000);
afterAll(async () => t.close());

const URL = '/api/agent/consolidated';

describe('GET consolidated contract settings', () => {
  it('refuses a guest with the login-required message (TW and EN)', async () => {
    const tw = await call(t.app, 'GET', URL, undefined, { language: 'TW' });
    expect([tw.status, tw.body.code, tw.body.message]).toEqual([401, 'NOT_LOGGED_IN', '您尚未登入，請先登入']);
    const en = await call(t.app, 'GET', URL, undefined, { language: 'EN' });
    expect(en.body.message).toBe('You are not logged in, please login');
  });

  it('refuses a trial user with in_need_true_account', async () => {
    const trial = await secureCall<LoginValue>(
      t.app,
      'POST',
      '/api/auth/free-play',
      { os: 'web', platform: 'W', gatewayVersion: 3 },
      { ip: '10.9.0.1' },
    );
    expect(trial.status).toBe(200);
    const res = await call(t.app, 'GET', URL, undefined, { token: trial.body.value.token, language: 'EN' });
    expect([res.status, res.body.code]).toEqual([403, 'NEED_TRUE_ACCOUNT']);
    expect(res.body.message).toMatch(/real account/);
  });

  it("answers a member the merchant's settings", async () => {
    const member = await login(t.app, { username: 'demo01', password: 'Demo1234' }, { ip: '10.9.0.2' });
    const res = await call<Record<string, unknown>>(t.app, 'GET', URL, undefined, { token: member.body.value.token });
    expect(res.status).toBe(200);
    expect(schemaErrors('contract-settings.schema.json', res.body.value)).toEqual([]);
    expect(res.body.value).toEqual({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 });
  });
});
