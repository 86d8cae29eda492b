import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, getJson, type TestApp } from '../support/testApp.ts';
import { schemaErrors } from '../support/schemas.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'wl-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('bad input gets a clear, localised 400 envelope', () => {
  const cases: [string, RegExp, RegExp][] = [
    ['/api/games/list?gameType=RNG&pageSize=0', /pageSize must be at least 1/, /pageSize 不可小於 1/],
    ['/api/games/list?gameType=RNG&pageSize=101', /pageSize must be at most 100/, /pageSize 不可大於 100/],
    ['/api/games/list?gameType=CASINO', /gameType must be one of/, /gameType 必須是以下其中之一/],
    ['/api/games/list?gameType=RNG&pageNo=abc', /pageNo must be a whole number/, /pageNo 必須是整數/],
    ['/api/games/list?pageNo=1', /gameType is required/, /缺少必填參數 gameType/],
    ['/api/games/list?gameType=RNG&filter=FAV', /filter must be one of/, /filter 必須是以下其中之一/],
    ['/api/games/list?gameType=RNG&vassalage=pg;drop', /vassalage has an invalid format/, /vassalage 的格式不正確/],
    ['/api/winners?limitNum=51', /limitNum must be at most 50/, /limitNum 不可大於 50/],
    ['/api/announcements?types=X', /types has an invalid format/, /types 的格式不正確/],
  ];
  it.each(cases)('%s', async (url, en, tw) => {
    const english = await getJson(t.app, `${url}&language=EN`);
    expect(english.status).toBe(400);
    expect(schemaErrors('api/error.json', english.body)).toEqual([]);
    expect(english.body).toMatchObject({ success: false, code: 'BAD_REQUEST', value: { in: 'querystring' } });
    expect(english.body.message).toMatch(en);
    const chinese = await getJson(t.app, url, { 'accept-language': 'zh-TW' });
    expect(chinese.status).toBe(400);
    expect(chinese.body.message).toMatch(tw);
  });

  it('refuses an unknown language code', async () => {
    const res = await getJson(t.app, '/api/notices?language=FR');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/language/);
  });

  it('refuses a bad JSON body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/i18n/language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_JSON' });
  });
});

describe('unknown paths', () => {
  it('answers the 404 envelope for an unknown /api path, in any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/call', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: '找不到請求的資源', value: null });
    }
  });

  it('serves index.html for page navigations (SPA fallback) and the 404 envelope otherwise', async () => {
    for (const url of ['/', '/rng', '/agentHome', '/help?x=1']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('app shell');
    }
    const json = await t.app.inject({ method: 'GET', url: '/rng', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const media = await t.app.inject({ method: 'GET', url: '/media/nothing.png', headers: { accept: 'text/html' } });
    expect(media.statusCode).toBe(404);
  });

  it('serves hashed build assets with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('security and docs', () => {
  it('sends a Content-Security-Policy that lets the SPA work', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain('frame-src https://www.youtube.com https://www.youtube-nocookie.com');
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI description at /api/docs/json and the UI at /api/docs', async () => {
    const json = await getJson<never>(t.app, '/api/docs/json');
    expect(json.status).toBe(200);
    const doc = json.body as unknown as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/system/status',
      '/api/site/permission',
      '/api/games/list',
      '/api/games/menu',
      '/api/winners',
      '/api/announcements',
    ])
      expect(doc.paths).toHaveProperty([p]);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: 'text/html' } });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('Swagger UI');
  });
});

describe('generated media', () => {
  it('serves game, vendor, banner, avatar and badge artwork as immutable SVG', async () => {
    for (const url of [
      '/media/games/10001.svg',
      '/media/vendors/PG/logo.svg',
      '/media/vendors/EVO/icon.svg',
      '/media/banners/1/TW.svg',
      '/media/avatars/3.svg',
      '/media/badges/payment/visa.svg',
      '/media/badges/social/telegram.svg',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.startsWith('<svg')).toBe(true);
      expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('is deterministic and answers 304 to a matching If-None-Match', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/media/games/10050.svg' });
    const b = await t.app.inject({
      method: 'GET',
      url: '/media/games/10050.svg',
      headers: { 'if-none-match': String(a.headers.etag) },
    });
    expect(b.statusCode).toBe(304);
    const other = await t.app.inject({ method: 'GET', url: '/media/games/10051.svg' });
    expect(other.body).not.toBe(a.body);
  });

  it('puts the banner headline in the asked language', async () => {
    const tw = await t.app.inject({ method: 'GET', url: '/media/banners/1/TW.svg' });
    const en = await t.app.inject({ method: 'GET', url: '/media/banners/1/EN.svg' });
    expect(tw.body).toContain('首存100%紅利');
    expect(en.body).toContain('100% Welcome Bonus');
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/media/games/99999999.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/vendors/NOPE/logo.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/badges/payment/bitcoin.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/media/games/abc.svg' })).statusCode).toBe(400);
  });

  it('lists the footer badges', async () => {
    const { body } = await getJson<Record<string, { name: string; label: string; url: string }[]>>(
      t.app,
      '/media/badges/index.json',
    );
    expect(Object.keys(body.value)).toEqual(['payment', 'certification', 'social', 'licence']);
    expect(body.value.social!.every((b) => b.url.startsWith('/media/badges/social/'))).toBe(true);
    // Labels are the images' alternative text: display names, not glyphs.
    expect(body.value.social!.find((b) => b.name === 'whatsapp')?.label).toBe('WhatsApp');
  });
});

describe('server failures', () => {
  it('answers a generic 500 envelope without internals when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.closeDatabase();
    const res = await getJson(broken.app, '/api/games/menu?language=EN');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      code: 'SERVER_ERROR',
      message: 'Something went wrong on our side, please try again later',
      value: null,
    });
    await broken.app.close();
  });
});

describe('rate limit', () => {
  it('answers a localised 429 envelope past the limit, on /api only', async () => {
    const limited = await createTestApp({ rateLimitMax: 2 });
    try {
      for (let i = 0; i < 2; i += 1) expect((await getJson(limited.app, '/api/notices')).status).toBe(200);
      const third = await getJson(limited.app, '/api/notices?language=EN');
      expect(third.status).toBe(429);
      expect(third.body).toMatchObject({
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many requests, please try again later',
      });
      expect((await limited.app.inject({ method: 'GET', url: '/media/avatars/1.svg' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
