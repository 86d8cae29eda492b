import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { SiteConfig } from '../../../../contract/types.ts';
import { members } from '../../../../server/db/schema.ts';
import { REPO_ROOT } from '../../../../server/paths.ts';
import { call, lastCode, login, outbox, secureCall, solveCaptcha, type LoginValue } from '../../support/auth.ts';
import { createAuthTestApp } from '../../support/authApp.ts';
import type { TestApp } from '../../support/testApp.ts';

// argon2id hashing and PGlite clones are slow on a busy 2-core machine.

let t: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
}, 60_000);
afterAll(async () => t.close());

const registration = (over: Record<string, unknown> = {}) => ({
  username: 'newuser01',
  password: 'Passw0rd',
  confirmPassword: 'Passw0rd',
  paymentPassword: '123456',
  mobileNum: '13711112222',
  countryDialingCode: '86',
  domain: '127.0.0.1',
  login: true,
  ...over,
});

describe('registration checks', () => {
  it('username availability and the affiliate check', async () => {
    expect((await call(t.app, 'GET', '/api/auth/username/check?username=demo01')).body.value).toEqual({
      available: false,
    });
    expect((await call(t.app, 'GET', '/api/auth/username/check?username=someone9')).body.value).toEqual({
      available: true,
    });
    const good = await call(t.app, 'GET', '/api/auth/affiliate/check?code=ra8888&domain=127.0.0.1');
    expect(good.body.value).toEqual({ valid: true, code: 'RA8888' });
    const bad = await call(t.app, 'GET', '/api/auth/affiliate/check?code=NOPE99&domain=127.0.0.1&language=EN');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVITATION_CODE_ERROR', message: 'Invalid invitation code' });
  });

  it.each([
    [{ confirmPassword: 'Other000' }, 'CONFIRM_MISMATCH', 'Confirmation password is not correct.'],
    [{ username: '9abcdef' }, 'FIELD_FORMAT', 'Account format is incorrect'],
    [
      { password: 'abc', confirmPassword: 'abc' },
      'FIELD_LENGTH',
      'Please fill in your password with 6 - 20 characters',
    ],
    [{ email: 'not-an-email' }, 'FIELD_FORMAT', 'E-mail format is incorrect'],
    [{ mobileNum: '' }, 'PHONE_MISSING', 'Please enter a valid mobile number'],
    [{ captcha: '' }, 'CAPTCHA_REQUIRED', 'Please enter the captcha'],
    [{ paymentPassword: '' }, 'FIELD_EMPTY', 'paymentPassword: Input cannot be empty'],
    [{ paymentPassword: '12ab56' }, 'FIELD_FORMAT', 'paymentPassword: the format is incorrect'],
    [{ login: 'yes' }, 'BAD_REQUEST', 'login must be true or false'],
  ])('refuses %j with %s', async (over, code, message) => {
    const res = await secureCall(
      t.app,
      'PUT',
      '/api/auth/register?language=EN',
      registration({ captcha: '1234', ...over }),
      { ip: '10.1.0.1' },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code, message });
  });
});

describe('registration', () => {
  it('registers by username with the captcha and an affiliate code, and logs in', async () => {
    const captcha = await solveCaptcha(t.app, '10.1.1.1');
    const res = await secureCall<LoginValue>(
      t.app,
      'PUT',
      '/api/auth/register?language=EN',
      registration({ captcha: captcha.answer, affiliateCode: 'RA8888', qqNum: '123456' }),
      { ip: '10.1.1.1', cookies: captcha.cookies },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Registered successfully');
    expect(res.body.value.member).toMatchObject({ account: 'newuser01', type: 0, mobileNum: '13711112222' });
    const row = (await t.db.select().from(members).where(eq(members.username, 'newuser01')))[0]!;
    const agent = (await t.db.select().from(members).where(eq(members.username, 'agent01')))[0]!;
    expect(row.uplineId).toBe(agent.id);
    expect(row.profile).toEqual({ qqNum: '123456' });
    expect(
      (await call(t.app, 'GET', '/api/member/info', undefined, { token: res.body.value.token })).body.value,
    ).toMatchObject({ account: 'newuser01' });
    await new Promise((r) => setTimeout(r, 1100));
    const again = await solveCaptcha(t.app, '10.1.1.1');
    const taken = await secureCall(
      t.app,
      'PUT',
      '/api/auth/register?language=EN',
      registration({ captcha: again.answer, mobileNum: '13711113333' }),
      { ip: '10.1.1.1', cookies: again.cookies },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('USERNAME_TAKEN');
  });

  it('registers by mobile with the SMS code read from the outbox', async () => {
    const sent = await call(
      t.app,
      'POST',
      '/api/auth/register/code',
      { mobileNo: '13655556666', countryDialingCode: '86' },
      { ip: '10.1.2.1' },
    );
    expect(sent.body.value).toEqual({ expiredMinutes: 5 });
    const code = await lastCode(t.app, '+86 13655556666');
    const captcha = await solveCaptcha(t.app, '10.1.2.1');
    const body = {
      mobileNum: '13655556666',
      countryDialingCode: '86',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      captcha: captcha.answer,
      registerUrl: 'http://127.0.0.1/register',
      registerMethod: 'WEB',
      domain: '127.0.0.1',
      referralCode: '',
      affiliateCode: '',
    };
    const noCode = await secureCall(t.app, 'PUT', '/api/auth/register/mobile', body, {
      ip: '10.1.2.1',
      cookies: captcha.cookies,
    });
    expect(noCode.body.code).toBe('CODE_MISSING');
    await new Promise((r) => setTimeout(r, 1100));
    const captcha2 = await solveCaptcha(t.app, '10.1.2.1');
    const res = await secureCall<LoginValue>(
      t.app,
      'PUT',
      '/api/auth/register/mobile',
      { ...body, captcha: captcha2.answer, verificationCode: code },
      { ip: '10.1.2.1', cookies: captcha2.cookies },
    );
    expect(res.status).toBe(200);
    expect(res.body.value.member).toMatchObject({
      account: '13655556666',
      mobileNum: '13655556666',
      countryDialingCode: '86',
    });
    const dup = await call(t.app, 'POST', '/api/auth/register/code', { mobileNo: '13655556666' }, { ip: '10.1.2.1' });
    expect(dup.body.code).toBe('MOBILE_TAKEN');
  });
});

describe('passwords', () => {
  it('forgot by email (form-encoded): a temporary password by email, same answer for unknown accounts', async () => {
    const form = (username: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot/email?language=EN',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const before = (await outbox(t.app)).length;
    const unknown = await form('ghost99', 'ghost@example.com');
    const wrongMail = await form('demo01', 'other@example.com');
    expect((await outbox(t.app)).length).toBe(before);
    const known = await form('demo01', 'DEMO01@example.com');
    expect([unknown.statusCode, wrongMail.statusCode, known.statusCode]).toEqual([200, 200, 200]);
    expect(unknown.json().message).toBe(known.json().message);
    const [mail] = await outbox(t.app, 'demo01@example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Royal Ace password reset' });
    const temporary = /password is (\S+)\./.exec(mail!.body)![1]!;
    expect((await login(t.app, { username: 'demo01', password: 'Demo1234' }, { ip: '10.1.3.1' })).status).toBe(200);
    const withTemporary = await login(t.app, { username: 'demo01', password: temporary }, { ip: '10.1.3.1' });
    expect(withTemporary.body.value.mustChangePassword).toBe(true);

    const token = withTemporary.body.value.token;
    const wrongOld = await secureCall(
      t.app,
      'POST',
      '/api/member/password?language=EN',
      { oldPassword: 'nope', newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
      { token },
    );
    expect(wrongOld.body.code).toBe('OLD_PASSWORD_WRONG');
    const mismatch = await secureCall(
      t.app,
      'POST',
      '/api/member/password',
      { oldPassword: temporary, newPassword: 'NewPass123', confirmNewPassword: 'NewPass124' },
      { token },
    );
    expect(mismatch.body.code).toBe('CONFIRM_MISMATCH');
    const initial = await secureCall(
      t.app,
      'POST',
      '/api/member/password',
      { oldPassword: temporary, newPassword: 'Aa123456', confirmNewPassword: 'Aa123456' },
      { token },
    );
    expect(initial.body.code).toBe('PASSWORD_REUSED');
    const changed = await secureCall(
      t.app,
      'POST',
      '/api/member/password?language=EN',
      { oldPassword: temporary, newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' },
      { token },
    );
    expect(changed.body).toMatchObject({ success: true, message: 'You have successfully changed your password' });
    const after = await login(t.app, { username: 'demo01', password: 'NewPass123' }, { ip: '10.1.3.1' });
    expect(after.body.value.mustChangePassword).toBe(false);
    expect(
      (
        await secureCall(t.app, 'POST', '/api/member/password', {
          oldPassword: 'x',
          newPassword: 'y',
          confirmNewPassword: 'y',
        })
      ).status,
    ).toBe(401);
  });

  it('set password by phone: SMS code, new password, logged in', async () => {
    await call(
      t.app,
      'POST',
      '/api/auth/password/forgot/code',
      { mobileNum: '13800138000', countryDialingCode: '86' },
      { ip: '10.1.4.1' },
    );
    const code = await lastCode(t.app, '+86 13800138000');
    const res = await secureCall<LoginValue>(
      t.app,
      'POST',
      '/api/auth/password/phone?language=EN',
      { mobileNum: '13800138000', countryDialingCode: '86', verificationCode: code, newPassword: 'Phone1234' },
      { ip: '10.1.4.1' },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password reset successfully, log in again');
    expect(res.body.value.member.account).toBe('mobile01');
    expect((await login(t.app, { username: 'mobile01', password: 'Mobile1234' }, { ip: '10.1.4.1' })).body.code).toBe(
      'BAD_CREDENTIALS',
    );
    expect((await login(t.app, { username: 'mobile01', password: 'Phone1234' }, { ip: '10.1.4.1' })).status).toBe(200);
  });
});

describe('free play', () => {
  it('creates a trial account (type 4)', async () => {
    const res = await secureCall<LoginValue>(
      t.app,
      'POST',
      '/api/auth/free-play',
      { os: 'web', platform: 'W', gatewayVersion: 3 },
      { ip: '10.1.5.1' },
    );
    expect(res.status).toBe(200);
    expect(res.body.value.member).toMatchObject({ type: 4, isTrial: true, isAgent: false });
  });

  it('is refused when FREEPLAY3 is off (minimal sample)', async () => {
    const minimal = JSON.parse(readFileSync(path.join(REPO_ROOT, 'config-samples/minimal.json'), 'utf8')) as SiteConfig;
    const m = await createAuthTestApp({ siteConfig: minimal });
    try {
      const res = await secureCall(m.app, 'POST', '/api/auth/free-play?language=EN', {}, { ip: '10.1.5.2' });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FREE_PLAY_OFF', message: 'Free play is not available on this site' });
      const mobile = await secureCall(m.app, 'PUT', '/api/auth/register/mobile', {
        mobileNum: '13600000000',
        password: 'Passw0rd',
        confirmPassword: 'Passw0rd',
      });
      expect(mobile.body.code).toBe('FEATURE_OFF');
    } finally {
      await m.close();
    }
  });
});

describe('encrypted bodies and the outbox page', () => {
  it('a plain, tampered or unknown-key body is a 400, never a 500', async () => {
    const plain = await call(t.app, 'POST', '/api/auth/login?language=EN', {
      username: 'demo01',
      password: 'Demo1234',
    });
    expect(plain.status).toBe(400);
    expect(plain.body.code).toBe('ENCRYPTION_REQUIRED');
    const { encryptFor } = await import('../../support/auth.ts');
    const sealed = await encryptFor(t.app, { username: 'demo01', password: 'NewPass123' });
    const flipped = Buffer.from(sealed.data, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    const tampered = await call(t.app, 'POST', '/api/auth/login', { ...sealed, data: flipped.toString('base64url') });
    expect(tampered.status).toBe(400);
    expect(tampered.body.code).toBe('DECRYPTION_FAILED');
    expect((await call(t.app, 'POST', '/api/auth/login', { ...sealed, kid: 'old' })).body.code).toBe('KEY_UNKNOWN');
    expect((await call(t.app, 'POST', '/api/auth/login', { ...sealed, key: 'AAAA' })).status).toBe(400);
    const invalid = await secureCall(t.app, 'POST', '/api/auth/login?language=EN', { username: 'demo01' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('password is required');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('/dev/outbox lists messages newest first, escaped', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=agent01&email=agent01%40example.com',
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('agent01@example.com');
    expect(page.body).not.toMatch(/<script/i);
    const json = await outbox(t.app);
    expect(json[0]!.to).toBe('agent01@example.com');
    expect(json.map((m) => m.id)).toEqual([...json.map((m) => m.id)].sort((a, b) => b - a));
  });
});
