/**
 * Social login (spec sections 2 and 5), OAuth 2.0 authorization code flow end to end:
 * - the start answers the provider's authorization URL only for providers the merchant enables,
 *   with a state kept in an http-only cookie; without a client and without development tools a
 *   localised 503, never a fake login;
 * - with a configured client, the callback exchanges the code at the provider's token endpoint
 *   and reads its userinfo (a real HTTP provider on a local port here);
 * - with development tools and no client, the development identity provider signs in;
 * - the callback leaves a one-time ticket cookie and sends the browser to /?socialLogin=<p>; the
 *   site completes with it and receives the login answer; a second sign-in of the same subject is
 *   the same member; a wrong state, a cancel, another IP or a used ticket are refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { socialIdentities } from '../../../../server/db/schema.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type { LoginValue, SiteConfig } from '../../../../contract/types.ts';
import { call } from '../../support/auth.ts';
import { createAuthTestApp } from '../../support/authApp.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
let off: TestApp;
let prod: TestApp;
let google: Server;
let googleUrl: string;
const seenTokenForms: URLSearchParams[] = [];

beforeAll(async () => {
  t = await createAuthTestApp();
  off = await createAuthTestApp({
    configure: (c: SiteConfig) => void (c.permission.socialLogin = { google: false, facebook: false }),
  });
  prod = await createTestApp({ auth: { devTools: false } });
  // A stand-in for Google's token and userinfo endpoints, reached over HTTP like the real ones.
  google = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(body);
        seenTokenForms.push(form);
        if (form.get('code') !== 'good-code' || form.get('client_secret') !== 'shh')
          return void res.writeHead(400).end('{"error":"invalid_grant"}');
        return void res.end(JSON.stringify({ access_token: 'at-1', token_type: 'Bearer' }));
      }
      if (req.method === 'GET' && req.url === '/userinfo' && req.headers.authorization === 'Bearer at-1') {
        return void res.end(
          JSON.stringify({ sub: '1098765', email: 'Player.One@Example.com', email_verified: true, name: 'Player One' }),
        );
      }
      res.writeHead(401).end('{}');
    });
  });
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  googleUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  for (const k of ['CLIENT_ID', 'CLIENT_SECRET', 'TOKEN_URL', 'USERINFO_URL']) delete process.env[`SOCIAL_GOOGLE_${k}`];
  await new Promise((resolve) => google.close(resolve));
  await t.close();
  await off.close();
  await prod.close();
});

const HOST = 'royal.example';
const IP = '10.7.0.1';

/** GET start: the authorization URL and the state cookie. */
async function start(app: FastifyInstance, provider = 'google') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/social/${provider}?language=EN`,
    headers: { host: HOST },
    remoteAddress: IP,
  });
  expect(res.statusCode).toBe(200);
  const state = res.cookies.find((c) => c.name === 'social_state')!;
  return { url: new URL((res.json() as { value: { url: string } }).value.url), state };
}

/** GET callback as the provider's redirect; answers the site URL it sends the browser to and the ticket cookie. */
async function callback(app: FastifyInstance, query: Record<string, string>, stateCookie: string | undefined, ip = IP) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/social/google/callback?${new URLSearchParams(query).toString()}`,
    headers: { host: HOST },
    remoteAddress: ip,
    ...(stateCookie ? { cookies: { social_state: stateCookie } } : {}),
  });
  expect(res.statusCode).toBe(303);
  return { location: res.headers.location as string, ticket: res.cookies.find((c) => c.name === 'social_ticket') };
}

async function complete(app: FastifyInstance, ticket: string | undefined, ip = IP) {
  return call<LoginValue>(app, 'POST', `${ENDPOINTS.socialComplete}?language=EN`, undefined, {
    ip,
    cookies: ticket ? { social_ticket: ticket } : {},
    headers: { host: HOST },
  });
}

/** Signs in through the development identity provider's page as `email`. */
async function devSignIn(email: string, name = 'Dev Player') {
  const { url, state } = await start(t.app);
  expect(url.pathname).toBe('/dev/oauth/google/authorize');
  const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: HOST } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Sign in with Google');
  const form = new URLSearchParams({
    client_id: url.searchParams.get('client_id')!,
    redirect_uri: url.searchParams.get('redirect_uri')!,
    state: url.searchParams.get('state')!,
    name,
    email,
    action: 'continue',
  });
  const posted = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(posted.statusCode).toBe(303);
  const back = new URL(posted.headers.location as string);
  expect(back.pathname).toBe('/api/auth/social/google/callback');
  return callback(t.app, Object.fromEntries(back.searchParams), state.value);
}

describe('social login start', () => {
  it('without a client and without development tools answers 503 SOCIAL_NOT_CONFIGURED in TW and EN', async () => {
    const en = await call(prod.app, 'GET', '/api/auth/social/google', undefined, { language: 'EN' });
    expect([en.status, en.body.code, en.body.message]).toEqual([
      503,
      'SOCIAL_NOT_CONFIGURED',
      'This sign-in method is not set up yet, please log in with your username',
    ]);
    const tw = await call(prod.app, 'GET', '/api/auth/social/facebook', undefined, { language: 'TW' });
    expect(tw.body.message).toBe('此登入方式尚未設定，請使用帳號密碼登入');
    expect(
      (await prod.app.inject({ method: 'GET', url: '/dev/oauth/google/authorize?client_id=x&redirect_uri=x&state=x' }))
        .statusCode,
    ).toBe(404);
  });

  it('is refused when the merchant does not offer it, and for unknown providers', async () => {
    expect((await call(off.app, 'GET', '/api/auth/social/google')).body.code).toBe('FEATURE_OFF');
    expect((await call(t.app, 'GET', '/api/auth/social/twitter')).status).toBe(400);
  });
});

describe('the development identity provider (no client, development tools on)', () => {
  it('signs a new member in through the callback and the ticket; the same e-mail is the same member next time', async () => {
    const first = await devSignIn('dev.player@example.com');
    expect(first.location).toBe('/?socialLogin=google');
    expect(first.ticket?.httpOnly).toBe(true);
    expect(first.ticket?.path).toBe('/api/auth/social');
    const done = await complete(t.app, first.ticket!.value);
    expect(done.status).toBe(200);
    const v = done.body.value;
    expect(v.member.account).toMatch(/^g[a-z2-9]{10}$/);
    expect(v).toMatchObject({
      firstTimeLogin: true,
      passwordChangeRequired: false,
      member: { nickname: 'Dev Player', email: 'dev.player@example.com', type: 0 },
    });
    // the token works like any session's
    expect((await call(t.app, 'GET', ENDPOINTS.memberInfo, undefined, { token: v.token })).status).toBe(200);
    // the ticket is used once
    expect((await complete(t.app, first.ticket!.value)).body.code).toBe('TICKET_INVALID');

    const again = await devSignIn('dev.player@example.com', 'Renamed');
    const second = await complete(t.app, again.ticket!.value);
    expect(second.body.value.member.id).toBe(v.member.id);
    expect(second.body.value.firstTimeLogin).toBe(false);
    const links = await t.db.select().from(socialIdentities).where(eq(socialIdentities.memberId, v.member.id));
    expect(links).toHaveLength(1);
  });

  it('refuses a redirect URI that is not its own callback (no open redirect)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/oauth/google/authorize?client_id=dev-DEMO&state=s&redirect_uri=${encodeURIComponent('https://evil.example/steal')}`,
      headers: { host: HOST },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a cancel, a wrong state or a missing state cookie go back to the site with the reason; nothing is signed in', async () => {
    const { url, state } = await start(t.app);
    const form = new URLSearchParams({
      client_id: url.searchParams.get('client_id')!,
      redirect_uri: url.searchParams.get('redirect_uri')!,
      state: state.value,
      action: 'cancel',
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    const back = new URL(cancelled.headers.location as string);
    expect((await callback(t.app, Object.fromEntries(back.searchParams), state.value)).location).toBe(
      '/?socialError=SOCIAL_CANCELLED',
    );
    expect((await callback(t.app, { code: 'any', state: 'forged' }, state.value)).location).toBe(
      '/?socialError=SOCIAL_STATE_INVALID',
    );
    const noCookie = await callback(t.app, { code: 'any', state: state.value }, undefined);
    expect(noCookie.location).toBe('/?socialError=SOCIAL_STATE_INVALID');
    expect(noCookie.ticket?.value ?? '').toBe('');
  });

  it('a code not issued by the provider, or a ticket completed from another IP, is refused', async () => {
    const { state } = await start(t.app);
    expect((await callback(t.app, { code: 'made-up', state: state.value }, state.value)).location).toBe(
      '/?socialError=SOCIAL_PROVIDER_FAILED',
    );
    const signed = await devSignIn('other.ip@example.com');
    const elsewhere = await complete(t.app, signed.ticket!.value, '10.7.0.99');
    expect([elsewhere.status, elsewhere.body.code]).toEqual([401, 'TICKET_INVALID']);
    expect((await complete(t.app, undefined)).status).toBe(401);
  });
});

describe('a configured provider (client id and secret)', () => {
  it('exchanges the code at the token endpoint with the client secret and signs the userinfo subject in', async () => {
    process.env.SOCIAL_GOOGLE_CLIENT_ID = 'demo-client.apps.googleusercontent.com';
    process.env.SOCIAL_GOOGLE_CLIENT_SECRET = 'shh';
    process.env.SOCIAL_GOOGLE_TOKEN_URL = `${googleUrl}/token`;
    process.env.SOCIAL_GOOGLE_USERINFO_URL = `${googleUrl}/userinfo`;
    const { url, state } = await start(t.app);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('demo-client.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe('http://royal.example/api/auth/social/google/callback');
    expect(url.searchParams.get('state')).toBe(state.value);

    const refused = await callback(t.app, { code: 'bad-code', state: state.value }, state.value);
    expect(refused.location).toBe('/?socialError=SOCIAL_PROVIDER_FAILED');

    const { state: state2 } = await start(t.app);
    const ok = await callback(t.app, { code: 'good-code', state: state2.value }, state2.value);
    expect(ok.location).toBe('/?socialLogin=google');
    const form = seenTokenForms.at(-1)!;
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'authorization_code',
      code: 'good-code',
      redirect_uri: 'http://royal.example/api/auth/social/google/callback',
      client_id: 'demo-client.apps.googleusercontent.com',
      client_secret: 'shh',
    });
    const done = await complete(t.app, ok.ticket!.value);
    expect(done.body.value.member).toMatchObject({ nickname: 'Player One', email: 'player.one@example.com' });
    const [link] = await t.db.select().from(socialIdentities).where(eq(socialIdentities.subject, '1098765'));
    expect(link).toMatchObject({ provider: 'google', memberId: done.body.value.member.id });
  });
});
