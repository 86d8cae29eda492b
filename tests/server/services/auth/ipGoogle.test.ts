/**
 * The `google` new-IP verification method (spec section 4: "... bank account name or Google
 * code"): the member binds an authenticator in the security center (setup gives a secret and an
 * otpauth:// URI, a first code confirms it); only then is `google` offered, and its code is
 * checked with a ±1 step window (RFC 6238, 30 s steps) and accepted once (a code of a step not
 * later than the last accepted one is refused); the secret is sealed at rest; a current code unbinds.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { loginHistory, memberAuthenticators } from '../../../../server/db/schema.ts';
import { unseal } from '../../../../server/crypto/atRest.ts';
import { call, login } from '../../support/auth.ts';
import { createAuthTestApp, testClock } from '../../support/authApp.ts';
import type { TestApp } from '../../support/testApp.ts';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createAuthTestApp({ clock, limits: { captchaAfterAccountFailures: 50, captchaAfterIpFailures: 50 } });
}, 60_000);
afterAll(async () => t.close());

type Ticket = { ticket: string; methods: { method: string; target: string }[] };
const AUTH = '/api/account/authenticator';
const VERIFY = '/api/auth/login/ip-verification';
const KNOWN_IP = '203.0.113.7';
/** The app's code `steps` 30 s steps away from the test clock. */
const codeAt = (secret: string, steps: number) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });

async function newIpLogin(ip: string): Promise<Ticket> {
  const first = await login(t.app, { username: 'ipguard01', password: 'Guard1234' }, { ip });
  expect(first.status).toBe(401);
  return first.body.value as unknown as Ticket;
}

describe('Google code (authenticator) binding and new-IP verification', () => {
  let secret = '';

  it('is not offered before binding; setup and a first code bind it', async () => {
    expect((await newIpLogin('10.0.8.1')).methods.map((m) => m.method)).toEqual(['sms', 'email']);
    const { body } = await login(t.app, { username: 'ipguard01', password: 'Guard1234' }, { ip: KNOWN_IP });
    const token = body.value.token;
    expect((await call<{ bound: boolean }>(t.app, 'GET', AUTH, undefined, { token })).body.value.bound).toBe(false);
    expect((await call(t.app, 'GET', AUTH)).status).toBe(401);

    const setup = await call<{ secret: string; uri: string }>(t.app, 'POST', `${AUTH}/setup`, undefined, { token });
    expect(setup.status).toBe(200);
    secret = setup.body.value.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.value.uri).toMatch(new RegExp(`^otpauth://totp/.+:ipguard01\\?.*secret=${secret}`));
    // Not bound until confirmed: still not offered.
    expect((await newIpLogin('10.0.8.2')).methods.map((m) => m.method)).not.toContain('google');

    const wrong = await call(
      t.app,
      'POST',
      `${AUTH}/confirm?language=EN`,
      { code: (Number(await codeAt(secret, 0)) ^ 1).toString().padStart(6, '0') },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CODE_INVALID');
    const confirmed = await call<{ bound: boolean }>(
      t.app,
      'POST',
      `${AUTH}/confirm`,
      { code: await codeAt(secret, 0) },
      { token },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.value.bound).toBe(true);
    expect((await call(t.app, 'POST', `${AUTH}/setup`, undefined, { token })).body.code).toBe('AUTHENTICATOR_BOUND');
    // sealed at rest: the database holds no Base32 secret, only what the at-rest key opens
    const [row] = await t.db.select().from(memberAuthenticators);
    expect(row!.secret).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(row!.secret).not.toContain(secret);
    expect(unseal(row!.secret)).toBe(secret);
  });

  it('once bound, a code one step ahead logs in; two steps away, wrong and already used codes are refused and counted', async () => {
    const value = await newIpLogin('10.0.8.3');
    expect(value.methods).toContainEqual({ method: 'google', target: '' });
    const tooOld = await call(
      t.app,
      'POST',
      `${VERIFY}?language=EN`,
      { ticket: value.ticket, method: 'google', code: await codeAt(secret, -2) },
      { ip: '10.0.8.3' },
    );
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.code).toBe('GOOGLE_CODE_INVALID');
    expect(tooOld.body.message).toBe(
      'The Google code is incorrect: enter the current 6 digits from your authenticator',
    );
    // Recorded as a failed attempt of the account (counts toward the per-account lockout).
    expect(await t.db.select().from(loginHistory).where(eq(loginHistory.result, 'BAD_GOOGLE_CODE'))).toHaveLength(1);
    // the confirmation used this step's code: it (and the previous step's) cannot serve again
    const replay = await call(
      t.app,
      'POST',
      VERIFY,
      { ticket: value.ticket, method: 'google', code: await codeAt(secret, 0) },
      { ip: '10.0.8.3' },
    );
    expect(replay.body.code).toBe('GOOGLE_CODE_INVALID');
    const ok = await call<{ token: string }>(
      t.app,
      'POST',
      VERIFY,
      { ticket: value.ticket, method: 'google', code: await codeAt(secret, 1) },
      { ip: '10.0.8.3' },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('unbinds with a current, unused code; then google is no longer offered', async () => {
    const { body } = await login(t.app, { username: 'ipguard01', password: 'Guard1234' }, { ip: KNOWN_IP });
    const token = body.value.token;
    const used = await call(t.app, 'POST', `${AUTH}/unbind?language=EN`, { code: await codeAt(secret, 1) }, { token });
    expect([used.status, used.body.code]).toEqual([400, 'CODE_INVALID']);
    expect((await call(t.app, 'POST', `${AUTH}/unbind`, { code: 'abc' }, { token })).status).toBe(400);
    clock.advance(60_000);
    const done = await call<{ bound: boolean }>(
      t.app,
      'POST',
      `${AUTH}/unbind?language=EN`,
      { code: await codeAt(secret, 0) },
      { token },
    );
    expect([done.status, done.body.value.bound, done.body.message]).toEqual([200, false, 'Authenticator unbound']);
    expect((await call<{ bound: boolean }>(t.app, 'GET', AUTH, undefined, { token })).body.value.bound).toBe(false);
    expect((await newIpLogin('10.0.8.4')).methods.map((m) => m.method)).not.toContain('google');
    const again = await call(t.app, 'POST', `${AUTH}/unbind?language=EN`, { code: await codeAt(secret, 0) }, { token });
    expect([again.status, again.body.code, again.body.message]).toEqual([
      400,
      'AUTHENTICATOR_NOT_BOUND',
      'No authenticator is bound',
    ]);
  });
});
