/**
 * GET download and the install guide pictures (docs/site-pages.md "App download"): the iOS URL is
 * the mobile download page on the caller's origin with the request language and, for a signed-in
 * caller only, the token; Android is the merchant's Android resource; lite is the mobile page with
 * app=lite. Every guide step answers an SVG in TW and EN; unknown ones the 404 envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DownloadInfo } from '../../../../contract/types.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { GUIDE_PLATFORMS, GUIDE_STEPS } from '../../../../server/media/guideArt.ts';
import { APP_RELEASES } from '../../../../server/services/download/apps.ts';
import { call, login } from '../../support/auth.ts';
import { schemaErrors } from '../../support/schemas.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
let memberToken: string;

beforeAll(async () => {
  t = await createTestApp();
  memberToken = (await login(t.app, { username: 'demo01', password: 'Demo1234' }, { ip: '10.9.3.1' })).body.value.token;
}, 120_000);
afterAll(async () => t.close());

const info = (opts: { token?: string; language?: 'TW' | 'EN'; host?: string } = {}) =>
  call<DownloadInfo>(t.app, 'GET', ENDPOINTS.downloadInfo, undefined, {
    token: opts.token,
    language: opts.language,
    headers: { host: opts.host ?? 'play.royal.example' },
  });

const appOf = (value: DownloadInfo, platform: string) => value.apps.find((a) => a.platform === platform)!;

describe('GET download', () => {
  it('gives a visitor the three apps: iOS page without a token, Android resource, lite page', async () => {
    const { status, body } = await info({ language: 'EN' });
    expect(status).toBe(200);
    expect(schemaErrors('api/site-pages.json#/definitions/downloadInfo', body.value)).toEqual([]);
    expect(body.value.apps.map((a) => a.platform)).toEqual(['ios', 'android', 'lite']);
    expect(appOf(body.value, 'ios')).toEqual({
      platform: 'ios',
      url: 'http://play.royal.example/m/download?lang=EN',
      ...APP_RELEASES.ios,
    });
    expect(appOf(body.value, 'android')).toEqual({
      platform: 'android',
      url: 'https://royal-ace.example/app/royal-ace.apk',
      ...APP_RELEASES.android,
    });
    expect(appOf(body.value, 'lite')).toEqual({
      platform: 'lite',
      url: 'http://play.royal.example/m/download?app=lite&lang=EN',
      version: null,
      size: null,
      updatedAt: null,
    });
  });

  it('puts the language of the request on the URLs (TW)', async () => {
    const { body } = await info({ language: 'TW' });
    expect(appOf(body.value, 'ios').url).toBe('http://play.royal.example/m/download?lang=TW');
    expect(appOf(body.value, 'lite').url).toBe('http://play.royal.example/m/download?app=lite&lang=TW');
  });

  it("gives a member the iOS page with the member's own token, never on the lite URL", async () => {
    const { body } = await info({ token: memberToken, language: 'EN' });
    const ios = new URL(appOf(body.value, 'ios').url!);
    expect(ios.pathname).toBe('/m/download');
    expect(ios.searchParams.get('lang')).toBe('EN');
    expect(ios.searchParams.get('token')).toBe(memberToken);
    expect(new URL(appOf(body.value, 'lite').url!).searchParams.has('token')).toBe(false);
  });

  it('treats a bad token as a visitor (no token echoed, no 401)', async () => {
    const { status, body } = await info({ token: 'not-a-session', language: 'EN' });
    expect(status).toBe(200);
    expect(appOf(body.value, 'ios').url).toBe('http://play.royal.example/m/download?lang=EN');
  });
});

describe('GET download without an Android resource', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({
      configure: (c) =>
        void (c.permission.resources = c.permission.resources.filter((r) => r.resourceType !== 'Android')),
    });
  }, 120_000);
  afterAll(async () => bare.close());

  it('offers no Android app (url, version and size null)', async () => {
    const { body } = await call<DownloadInfo>(bare.app, 'GET', ENDPOINTS.downloadInfo, undefined, { language: 'EN' });
    expect(body.value.apps.find((a) => a.platform === 'android')).toEqual({
      platform: 'android',
      url: null,
      version: null,
      size: null,
      updatedAt: null,
    });
  });
});

describe('install guide pictures', () => {
  it('answers an SVG for every platform, step and language', async () => {
    for (const platform of GUIDE_PLATFORMS) {
      for (let step = 1; step <= GUIDE_STEPS[platform]; step += 1) {
        for (const lang of ['TW', 'EN'] as const) {
          const res = await t.app.inject({ method: 'GET', url: `/media/guides/${platform}/${step}/${lang}.svg` });
          expect([platform, step, lang, res.statusCode]).toEqual([platform, step, lang, 200]);
          expect(res.headers['content-type']).toContain('image/svg+xml');
          expect(res.body.startsWith('<svg')).toBe(true);
          expect(res.body).toContain('<title>');
        }
      }
    }
  });

  it('draws the step in the language asked', async () => {
    const tw = await t.app.inject({ method: 'GET', url: '/media/guides/ios/3/TW.svg' });
    const en = await t.app.inject({ method: 'GET', url: '/media/guides/ios/3/EN.svg' });
    expect(tw.body).toContain('VPN 與裝置管理');
    expect(en.body).toContain('VPN &amp; Device Management');
    expect(en.body).not.toContain('裝置管理');
  });

  it.each([
    '/media/guides/windows/1/EN.svg',
    '/media/guides/ios/5/EN.svg',
    '/media/guides/ios/0/EN.svg',
    '/media/guides/ios/x/EN.svg',
    '/media/guides/ios/1/FR.svg',
  ])('404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
