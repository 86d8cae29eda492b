/**
 * Social login start (spec section 2): only for providers the merchant enables; the URL is the
 * provider's authorization endpoint with the merchant's client id, our callback, the scopes and a
 * state kept in an http-only cookie; without a client id a localised 503, never a fake login.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { SiteConfig } from '../../src/engine/types.ts';
import { call } from './support/auth.ts';
import { createAuthTestApp } from './support/authApp.ts';
import type { TestApp } from './support/testApp.ts';

jest.setTimeout(60_000);

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
  off = await createAuthTestApp({ configure: (c: SiteConfig) => void (c.permission.socialLogin = { google: false, facebook: false }) });
}, 120_000);
afterAll(async () => {
  await t.close();
  await off.close();
  delete process.env.SOCIAL_GOOGLE_CLIENT_ID;
});

describe('GET social login start', () => {
  it('without a client id answers 503 SOCIAL_NOT_CONFIGURED in TW and EN', async () => {
    delete process.env.SOCIAL_GOOGLE_CLIENT_ID;
    const en = await call(t.app, 'GET', '/api/auth/social/google', undefined, { language: 'EN' });
    expect([en.status, en.body.code, en.body.message]).toEqual([503, 'SOCIAL_NOT_CONFIGURED', 'This sign-in method is not set up yet, please log in with your username']);
    const tw = await call(t.app, 'GET', '/api/auth/social/facebook', undefined, { language: 'TW' });
    expect(tw.body.message).toBe('此登入方式尚未設定，請使用帳號密碼登入');
  });

  it("builds the provider URL from the merchant's client id with a state cookie", async () => {
    process.env.SOCIAL_GOOGLE_CLIENT_ID = 'demo-client.apps.googleusercontent.com';
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/social/google?language=EN', headers: { host: 'royal.example' } });
    expect(res.statusCode).toBe(200);
    const url = new URL((res.json() as { value: { url: string } }).value.url);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('demo-client.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://royal.example/api/auth/social/google/callback');
    expect(url.searchParams.get('response_type')).toBe('code');
    const cookie = res.cookies.find((c) => c.name === 'social_state');
    expect(cookie?.httpOnly).toBe(true);
    expect(url.searchParams.get('state')).toBe(cookie?.value);
  });

  it('is refused when the merchant does not offer it, and for unknown providers', async () => {
    process.env.SOCIAL_GOOGLE_CLIENT_ID = 'x';
    expect((await call(off.app, 'GET', '/api/auth/social/google')).body.code).toBe('FEATURE_OFF');
    expect((await call(t.app, 'GET', '/api/auth/social/twitter')).status).toBe(400);
  });
});
