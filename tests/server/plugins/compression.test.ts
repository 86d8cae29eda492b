/**
 * Compression and caching headers (server/plugins/compression.ts, server/plugins/spa.ts): the
 * build's Brotli and gzip copies served to browsers that accept them, hashed assets immutable for
 * a year and index.html revalidated, the SPA fallback, API answers and generated SVG artwork
 * compressed on the fly, small answers and browsers without Accept-Encoding served plain.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
let dist: string;
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const html = `<!doctype html><html><head><title>app shell</title>${'<meta name="x" content="padding">'.repeat(60)}</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'wl-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  // What vite.config.ts's precompress step writes: the file, and its .br and .gz beside it.
  for (const [name, body] of [
    ['index.html', html],
    ['assets/start-abc123.js', script],
  ] as const) {
    writeFileSync(path.join(dist, name), body);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
  }
  t = await createTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const body = res.rawPayload;
  if (res.headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString('utf8');
  if (res.headers['content-encoding'] === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
};

describe('the build', () => {
  it('sends a hashed asset’s Brotli copy, immutable for a year, to a browser that accepts Brotli', async () => {
    const res = await get('/assets/start-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(decoded(res)).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 2);
  });

  it('sends the gzip copy to a gzip-only browser and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/start-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(script);
    const plain = await get('/assets/start-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html (no-cache), compressed, at / and as the fallback of any page', async () => {
    for (const url of ['/', '/rng', '/member?tab=1']) {
      const res = await get(url, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res)).toBe(html);
    }
  });
});

describe('answers made on the fly', () => {
  it('compresses an API answer over 1 KiB with Brotli, the same JSON once decoded', async () => {
    const plain = await get('/api/games/menu?language=EN');
    const br = await get('/api/games/menu?language=EN', { 'accept-encoding': 'gzip, br' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(br))).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('leaves an answer under 1 KiB as it is', async () => {
    const res = await get('/api/system/status', { 'accept-encoding': 'gzip, br' });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('compresses the generated SVG artwork and keeps its year-long caching', async () => {
    const plain = await get('/media/banners/1/TW.svg');
    const gz = await get('/media/banners/1/TW.svg', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(gz)).toBe(plain.body);
  });
});
