/**
 * The per-merchant caches of the home route's answers (server/services/siteCache.ts): one build per
 * configuration version and key, shared by concurrent callers, a failed build not kept, the oldest
 * entries dropped past the bound; and, through the app, the permission, the game menu, the hot
 * games and the game lists answered from the cache until a live configuration change (a console
 * save, a rollback) or a configuration stored at start, after which the next request sees the new
 * configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { GameListPage, GameMenuEntry, Permission, SiteConfig } from '../../../contract/types.ts';
import { merchants, operators } from '../../../server/db/schema.ts';
import { rollbackTo, saveVersion } from '../../../server/services/config-versions/index.ts';
import { applySiteConfig } from '../../../server/services/merchants.ts';
import { createSiteCache } from '../../../server/services/siteCache.ts';
import { createTestApp, getJson, type TestApp } from '../support/testApp.ts';

const config = (name: string) => ({ permission: { merchantName: name } }) as unknown as SiteConfig;

describe('createSiteCache', () => {
  it('builds a key once per configuration and shares the build between concurrent callers', async () => {
    const cache = createSiteCache();
    const merchant = { config: config('A') };
    let builds = 0;
    const build = async () => {
      builds += 1;
      return { n: builds };
    };
    const [a, b] = await Promise.all([cache.get(merchant, 'k', build), cache.get(merchant, 'k', build)]);
    expect(a).toBe(b);
    expect(await cache.get(merchant, 'k', build)).toBe(a);
    expect(builds).toBe(1);
    // Another configuration object (another version, even with the same content) has its own entries.
    expect(await cache.get({ config: config('A') }, 'k', build)).toEqual({ n: 2 });
    expect(cache.size(merchant.config)).toBe(1);
  });

  it('does not keep a failed build', async () => {
    const cache = createSiteCache();
    const merchant = { config: config('A') };
    await expect(cache.get(merchant, 'k', async () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(cache.size(merchant.config)).toBe(0);
    expect(await cache.get(merchant, 'k', async () => 'built')).toBe('built');
  });

  it('drops the oldest entry past its bound', async () => {
    const cache = createSiteCache(2);
    const merchant = { config: config('A') };
    for (const key of ['a', 'b', 'c']) await cache.get(merchant, key, async () => key);
    expect(cache.size(merchant.config)).toBe(2);
    expect(await cache.get(merchant, 'a', async () => 'a again')).toBe('a again');
    expect(await cache.get(merchant, 'c', async () => 'c again')).toBe('c');
  });
});

describe('the home route answers through the cache', () => {
  let t: TestApp;
  let demo: { id: number; config: SiteConfig };
  let saver: { id: number; username: string };
  beforeAll(async () => {
    t = await createTestApp();
    demo = (await t.db.select().from(merchants).where(eq(merchants.code, 'DEMO')))[0]!;
    const [op] = await t.db.select().from(operators).where(eq(operators.merchantId, demo.id));
    saver = { id: op!.id, username: op!.username };
  });
  afterAll(async () => t.close());

  /** The game menu's vendors of game type RNG (the in-house vendors listed under RNG have their own type). */
  const slotVendors = async () =>
    (await getJson<GameMenuEntry[]>(t.app, '/api/games/menu?language=EN')).body.value
      .flatMap((e) => e.vendors)
      .filter((v) => v.gameType === 'RNG').length;
  const permission = async () => (await getJson<Permission>(t.app, '/api/site/permission')).body.value;
  const slotsTotal = async () =>
    (
      await getJson<GameListPage>(
        t.app,
        '/api/games/list?clientType=3&platform=html5-desktop&gameType=RNG&pageNo=1&pageSize=20',
      )
    ).body.value.totalCount;

  it('keeps one configuration version’s answers: repeated calls are equal and the merchant keeps its cache entries', async () => {
    const first = await permission();
    expect(await permission()).toEqual(first);
    expect(await slotVendors()).toBeGreaterThan(0);
    expect(await slotsTotal()).toBeGreaterThan(0);
    const merchant = await t.app.merchants.findByCode('DEMO');
    // permission, game menu (EN), the RNG page: one entry each for this version
    expect(t.app.siteCache.size(merchant!.config)).toBeGreaterThanOrEqual(3);
    expect((await t.app.merchants.findByCode('DEMO'))!.config).toBe(merchant!.config);
  });

  it('answers a console save at once, then a rollback to the version before it', async () => {
    expect(await slotVendors()).toBeGreaterThan(0);
    const before = (await t.db.select().from(merchants).where(eq(merchants.id, demo.id)))[0]!.config;
    const next = structuredClone(before);
    next.gameCategories = next.gameCategories.filter((c) => c !== 'RNG');
    next.permission.merchantName = 'Royal Ace Cached';
    const saved = await saveVersion(t.db, demo.id, next, saver);
    expect(await slotVendors()).toBe(0);
    expect(await slotsTotal()).toBe(0);
    expect((await permission()).merchantName).toBe('Royal Ace Cached');
    await rollbackTo(t.db, demo.id, saved.version - 1, saver);
    expect(await slotVendors()).toBeGreaterThan(0);
    expect(await slotsTotal()).toBeGreaterThan(0);
    expect((await permission()).merchantName).toBe(before.permission.merchantName);
  });

  it('answers a configuration stored outside the console (a start with SITE_CONFIG) at the next request', async () => {
    const stored = (await t.db.select().from(merchants).where(eq(merchants.id, demo.id)))[0]!.config;
    const changed = structuredClone(stored);
    changed.permission.merchantName = 'Royal Ace Restarted';
    await applySiteConfig(t.db, 'DEMO', changed, 'SITE_CONFIG:test.json', true);
    expect((await permission()).merchantName).toBe('Royal Ace Restarted');
  });

  it('keeps the visitor’s own location out of the cached permission', async () => {
    const fromTaiwan = await getJson<Permission>(t.app, '/api/site/permission', { 'cf-ipcountry': 'TW' });
    const unknown = await getJson<Permission>(t.app, '/api/site/permission');
    expect(fromTaiwan.body.value.location.country).toBe('TW');
    expect(unknown.body.value.location.country).toBe('ZZ');
    expect({ ...fromTaiwan.body.value, location: null }).toEqual({ ...unknown.body.value, location: null });
  });
});
