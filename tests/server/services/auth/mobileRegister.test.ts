/**
 * Mobile registration and MOBILENUMPASSREG3 (spec sections 3 and 4): the registerMobile form
 * schema and the server agree. Flag on (default sample): the form has the password pair and the
 * server requires it. Flag off: no password fields, the server creates the account with the
 * platform's default initial password; the member signs in by SMS, and a username login with
 * that password is forced to change it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SiteConfig, WhitelabelNode } from '../../../../contract/types.ts';
import { call, lastCode, login, secureCall, solveCaptcha, type LoginValue } from '../../support/auth.ts';
import { createAuthTestApp } from '../../support/authApp.ts';
import type { TestApp } from '../../support/testApp.ts';

function switchOff(nodes: WhitelabelNode[], modId: string): void {
  for (const n of nodes) {
    if (n.modId === modId) n.enabled = false;
    switchOff(n.childrenNodes ?? [], modId);
  }
}

const fieldsOf = async (app: TestApp['app']) => {
  const res = await app.inject({ method: 'GET', url: '/api/forms/schemas' });
  const forms = (res.json() as { value: { forms: { id: string; fields: { name: string }[] }[] } }).value.forms;
  return forms.find((f) => f.id === 'registerMobile')!.fields.map((f) => f.name);
};

async function registerMobile(app: TestApp['app'], ip: string, mobile: string, extra: Record<string, unknown>) {
  await call(app, 'POST', '/api/auth/register/code', { mobileNo: mobile, countryDialingCode: '86' }, { ip });
  const code = await lastCode(app, `+86 ${mobile}`);
  const captcha = await solveCaptcha(app, ip);
  const body = {
    mobileNum: mobile,
    countryDialingCode: '86',
    verificationCode: code,
    captcha: captcha.answer,
    registerMethod: 'WEB',
    ...extra,
  };
  return secureCall<LoginValue>(app, 'PUT', '/api/auth/register/mobile?language=EN', body, {
    ip,
    cookies: captcha.cookies,
  });
}

describe('MOBILENUMPASSREG3 on (default sample)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  it('the form has the password pair and the server requires a password', async () => {
    expect(await fieldsOf(t.app)).toEqual(expect.arrayContaining(['mobileNum', 'password', 'confirmPassword']));
    const res = await registerMobile(t.app, '10.6.0.1', '13511110001', {});
    expect([res.status, res.body.value && (res.body.value as unknown as { field?: string }).field]).toEqual([
      400,
      'password',
    ]);
  });
});

describe('MOBILENUMPASSREG3 off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp({
      configure: (c: SiteConfig) => switchOff(c.permission.whitelabel, 'MOBILENUMPASSREG3'),
    });
  }, 60_000);
  afterAll(async () => t.close());

  it('the form has no password fields', async () => {
    const fields = await fieldsOf(t.app);
    expect(fields).toContain('mobileNum');
    expect(fields).not.toContain('password');
    expect(fields).not.toContain('confirmPassword');
  });

  it('registers without a password; SMS login works; a username login with the initial password must change it', async () => {
    const res = await registerMobile(t.app, '10.6.0.2', '13511110002', {
      password: 'Ignored123',
      confirmPassword: 'nope',
    });
    expect(res.status).toBe(200);
    expect(res.body.value.member.account).toBe('13511110002');

    await call(
      t.app,
      'POST',
      '/api/auth/login/code',
      { mobileNum: '13511110002', countryDialingCode: '86' },
      { ip: '10.6.0.2' },
    );
    const sms = await login(
      t.app,
      {
        type: 'sms',
        username: '13511110002',
        password: await lastCode(t.app, '+86 13511110002'),
        countryDialingCode: '86',
      },
      { ip: '10.6.0.2' },
    );
    expect(sms.status).toBe(200);
    expect(sms.body.value.mustChangePassword).toBe(false);

    const typed = await login(t.app, { username: '13511110002', password: 'Ignored123' }, { ip: '10.6.0.2' });
    expect(typed.status).toBe(401);
    const initial = await login(t.app, { username: '13511110002', password: 'Aa123456' }, { ip: '10.6.0.2' });
    expect(initial.status).toBe(200);
    expect(initial.body.value.mustChangePassword).toBe(true);
  });
});
