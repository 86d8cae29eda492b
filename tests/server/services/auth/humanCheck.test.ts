/**
 * The login's human check (spec section 4: geetest-style) with ALTCHA: GET human
 * check answers a signed challenge; a username login without a solution, with a tampered one, a
 * reused one or one of another purpose is refused with a localised message and never reaches
 * the password check; an SMS login needs none.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHumanCheck } from '../../../../server/services/auth/humanCheck.ts';
import { call, lastCode, login, solveHumanCheck } from '../../support/auth.ts';
import { createAuthTestApp } from '../../support/authApp.ts';
import { schemaErrors } from '../../support/schemas.ts';
import type { TestApp } from '../../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
}, 60_000);
afterAll(async () => t.close());

const decode = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('GET human check', () => {
  it('answers a signed ALTCHA challenge bound to the merchant and the login, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/human-check' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const value = (
      res.json() as {
        value: { parameters: { algorithm: string; data: unknown; expiresAt: number }; signature: string };
      }
    ).value;
    expect(schemaErrors('api/auth-common.json#/definitions/humanCheckChallenge', value)).toEqual([]);
    expect(value.parameters.algorithm).toBe('SHA-256');
    expect(value.parameters.data).toEqual({ merchant: expect.any(Number), purpose: 'login' });
    expect(value.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(value.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('username login', () => {
  it('is refused without a solution, in TW and EN, and the password is not checked', async () => {
    const tw = await login(
      t.app,
      { username: 'demo01', password: 'wrong-password', altcha: undefined },
      { ip: '10.8.0.1', language: 'TW' },
    );
    expect(tw.status).toBe(400);
    expect(tw.body).toMatchObject({
      success: false,
      code: 'HUMAN_CHECK_REQUIRED',
      message: '請先完成人機驗證',
      value: { field: 'altcha', humanCheckRequired: true },
    });
    const en = await login(
      t.app,
      { username: 'demo01', password: 'Demo1234', altcha: '' },
      { ip: '10.8.0.1', language: 'EN' },
    );
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('Please complete the human verification first');
  });

  it('accepts a solved challenge once; the same solution again is refused', async () => {
    const altcha = await solveHumanCheck(t.app);
    const first = await login(t.app, { username: 'demo01', password: 'Demo1234', altcha }, { ip: '10.8.0.2' });
    expect(first.status).toBe(200);
    expect(first.body.value.member.account).toBe('demo01');
    const again = await login(
      t.app,
      { username: 'demo01', password: 'Demo1234', altcha },
      { ip: '10.8.0.2', language: 'EN' },
    );
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'HUMAN_CHECK_FAILED',
      message: 'The human verification is invalid or already used, please verify again',
    });
  });

  it('refuses a wrong derived key, a changed challenge, garbage and another purpose', async () => {
    const good = decode(await solveHumanCheck(t.app));
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const wrongKey = encode({ ...good, solution: { ...good.solution, derivedKey: flip(good.solution.derivedKey) } });
    const longer = encode({
      ...good,
      challenge: {
        ...good.challenge,
        parameters: { ...good.challenge.parameters, expiresAt: Number(good.challenge.parameters.expiresAt) + 3600 },
      },
    });
    const otherMerchant = encode({
      ...good,
      challenge: {
        ...good.challenge,
        parameters: { ...good.challenge.parameters, data: { merchant: 999, purpose: 'login' } },
      },
    });
    for (const altcha of [wrongKey, longer, otherMerchant, 'not base64 json', encode({ challenge: null })]) {
      const res = await login(t.app, { username: 'demo01', password: 'Demo1234', altcha }, { ip: '10.8.0.2' });
      expect([res.status, res.body.code]).toEqual([400, 'HUMAN_CHECK_FAILED']);
    }
    // The untouched solution still works: the refusals did not use it up.
    expect(
      (await login(t.app, { username: 'demo01', password: 'Demo1234', altcha: encode(good) }, { ip: '10.8.0.2' }))
        .status,
    ).toBe(200);
  });

  it('refuses an expired challenge', async () => {
    const merchantId = decode(await solveHumanCheck(t.app)).challenge.parameters.data as { merchant: number };
    const old = await createHumanCheck(
      { merchantId: merchantId.merchant, purpose: 'login' },
      new Date(Date.now() - 6 * 60_000),
    );
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/sha');
    const solution = await solveChallenge({ challenge: old, deriveKey });
    const res = await login(
      t.app,
      { username: 'demo01', password: 'Demo1234', altcha: encode({ challenge: old, solution }) },
      { ip: '10.8.0.4' },
    );
    expect([res.status, res.body.code]).toEqual([400, 'HUMAN_CHECK_FAILED']);
  });
});

describe('sms login', () => {
  it('needs no human check', async () => {
    const sent = await call(
      t.app,
      'POST',
      '/api/auth/login/code',
      { mobileNum: '13800138000', countryDialingCode: '86' },
      { ip: '10.8.0.5' },
    );
    expect(sent.status).toBe(200);
    const code = await lastCode(t.app, '+86 13800138000');
    const res = await login(
      t.app,
      { type: 'sms', username: '13800138000', password: code, countryDialingCode: '86' },
      { ip: '10.8.0.5' },
    );
    expect(res.status).toBe(200);
    expect(res.body.value.member.account).toBe('mobile01');
  });
});
