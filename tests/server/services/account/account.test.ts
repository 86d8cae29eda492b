/**
 * Account routes of the securityCenter (README "Money"): profile, payment password set and change,
 * bind mobile and e-mail with codes (outbox), bank cards with the payee name rules, ownership.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { lastCode } from '../../support/auth.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, tokenOf } from '../wallet/support.ts';

let t: TestApp;
let demo: string;
let mobile: string;
let guard: string;

beforeAll(async () => {
  t = await createTestApp({ auth: { devTools: true } });
  demo = await tokenOf(t.db, 'demo01');
  mobile = await tokenOf(t.db, 'mobile01');
  guard = await tokenOf(t.db, 'ipguard01');
});
afterAll(async () => t.close());

describe('profile and payment password', () => {
  it('shows the profile with masked contacts', async () => {
    const res = await api(t.app, 'GET', '/api/account/profile', mobile);
    expect(res.body.value).toMatchObject({
      username: 'mobile01',
      email: 'mo***@example.com',
      mobile: '+86 138****8000',
      emailBound: true,
      mobileBound: true,
      hasPaymentPassword: false,
      payeeName: null,
      bankCardCount: 0,
    });
    expect((await api(t.app, 'GET', '/api/account/profile', demo)).body.value).toMatchObject({
      payeeName: 'Demo One',
      bankCardCount: 1,
      mobileBound: false,
    });
  });

  it('sets the payment password with the login password, then changes it with the old one', async () => {
    const wrongLogin = await api(t.app, 'POST', '/api/account/payment-password', mobile, {
      loginPassword: 'nope',
      newPassword: '123456',
      confirmPassword: '123456',
    });
    expect(wrongLogin.body.code).toBe('LOGIN_PASSWORD_WRONG');
    const format = await api(t.app, 'POST', '/api/account/payment-password', mobile, {
      loginPassword: 'Mobile1234',
      newPassword: '12ab56',
      confirmPassword: '12ab56',
    });
    expect(format.body.code).toBe('PAYMENT_PASSWORD_FORMAT');
    const mismatch = await api(t.app, 'POST', '/api/account/payment-password', mobile, {
      loginPassword: 'Mobile1234',
      newPassword: '123456',
      confirmPassword: '123457',
    });
    expect(mismatch.body.code).toBe('CONFIRM_MISMATCH');
    const set = await api(t.app, 'POST', '/api/account/payment-password', mobile, {
      loginPassword: 'Mobile1234',
      newPassword: '123456',
      confirmPassword: '123456',
    });
    expect([set.status, set.body.message, set.body.value]).toEqual([
      200,
      'Payment password saved',
      { hasPaymentPassword: true },
    ]);
    const wrongOld = await api(t.app, 'POST', '/api/account/payment-password', mobile, {
      oldPassword: '000000',
      newPassword: '654321',
      confirmPassword: '654321',
    });
    expect(wrongOld.body.code).toBe('PAYMENT_PASSWORD_WRONG');
    const changed = await api(t.app, 'POST', '/api/account/payment-password', mobile, {
      oldPassword: '123456',
      newPassword: '654321',
      confirmPassword: '654321',
    });
    expect(changed.status).toBe(200);
  });
});

describe('binding', () => {
  it('binds a mobile number with the SMS code and refuses a number of another account', async () => {
    const taken = await api(t.app, 'POST', '/api/account/mobile/code', demo, {
      mobileNum: '13800138000',
      countryDialingCode: '86',
    });
    expect([taken.status, taken.body.code]).toEqual([409, 'MOBILE_TAKEN']);
    const sent = await api(t.app, 'POST', '/api/account/mobile/code', demo, {
      mobileNum: '13700137000',
      countryDialingCode: '86',
    });
    expect([sent.body.message, sent.body.value]).toEqual(['Verification code sent', { expiredMinutes: 5 }]);
    const wrong = await api(t.app, 'POST', '/api/account/mobile', demo, {
      mobileNum: '13700137000',
      countryDialingCode: '86',
      verificationCode: '000000',
    });
    expect(wrong.body.code).toBe('CODE_INVALID');
    const code = await lastCode(t.app, '+86 13700137000');
    const bound = await api(t.app, 'POST', '/api/account/mobile', demo, {
      mobileNum: '13700137000',
      countryDialingCode: '86',
      verificationCode: code,
    });
    expect(bound.body.value).toMatchObject({ mobile: '+86 137****7000', mobileBound: true });
  });

  it('binds an e-mail with its code', async () => {
    expect((await api(t.app, 'POST', '/api/account/email/code', guard, { email: 'not-an-email' })).body.code).toBe(
      'EMAIL_FORMAT',
    );
    expect(
      (await api(t.app, 'POST', '/api/account/email/code', guard, { email: 'demo01@example.com' })).body.code,
    ).toBe('EMAIL_TAKEN');
    await api(t.app, 'POST', '/api/account/email/code', guard, { email: 'Guard.New@Example.com' });
    const code = await lastCode(t.app, 'guard.new@example.com');
    const bound = await api(t.app, 'POST', '/api/account/email', guard, {
      email: 'guard.new@example.com',
      verificationCode: code,
    });
    expect(bound.body.value).toMatchObject({ email: 'gu***@example.com', emailBound: true });
  });
});

describe('bank cards', () => {
  const add = (token: string, body: Record<string, string>) =>
    api(t.app, 'POST', '/api/account/bank-cards', token, {
      bankName: 'Demo Bank',
      cardNumber: '6222 0000 1111 2222',
      payeeName: 'Mo Bile',
      paymentPassword: '654321',
      ...body,
    });

  it('applies the payee name rules: format, the first card sets the real name, later cards must match', async () => {
    expect((await add(mobile, { payeeName: 'M0bile 1' })).body.code).toBe('PAYEE_NAME_FORMAT');
    expect((await add(mobile, { cardNumber: '12345' })).body.code).toBe('CARD_NUMBER_FORMAT');
    expect((await add(mobile, { paymentPassword: '111111' })).body.code).toBe('PAYMENT_PASSWORD_WRONG');
    expect((await add(mobile, { cardNumber: '6222020200112233445' })).body.code).toBe('CARD_TAKEN');
    const first = await add(mobile, {});
    expect(first.body).toMatchObject({
      message: 'Bank card added',
      value: { cardNumber: '**** **** **** 2222', payeeName: 'Mo Bile' },
    });
    const mismatch = await add(mobile, { cardNumber: '6222000011113333', payeeName: 'Someone Else' });
    expect(mismatch.body).toMatchObject({
      code: 'PAYEE_NAME_MISMATCH',
      message: 'The payee name must match your real name Mo Bile',
    });
    const second = await add(mobile, { cardNumber: '6222000011113333', payeeName: '  Mo   Bile ' });
    expect(second.status).toBe(200);
    const list = await api(t.app, 'GET', '/api/account/bank-cards', mobile);
    expect(list.body.value).toMatchObject({ max: 5, payeeName: 'Mo Bile' });
    expect(list.body.value.list).toHaveLength(2);
  });

  it('accepts real names in other scripts', async () => {
    await api(t.app, 'POST', '/api/account/payment-password', guard, {
      loginPassword: 'Guard1234',
      newPassword: '101010',
      confirmPassword: '101010',
    });
    const res = await add(guard, { cardNumber: '6222000011114444', payeeName: '王小明', paymentPassword: '101010' });
    expect(res.body.value.payeeName).toBe('王小明');
  });

  it('removes only the member’s own cards', async () => {
    const list = await api(t.app, 'GET', '/api/account/bank-cards', mobile);
    const id = list.body.value.list[0].id;
    expect((await api(t.app, 'DELETE', `/api/account/bank-cards/${id}`, demo)).status).toBe(404);
    const removed = await api(t.app, 'DELETE', `/api/account/bank-cards/${id}`, mobile);
    expect([removed.body.message, removed.body.value.list.length]).toEqual(['Bank card removed', 1]);
  });
});
