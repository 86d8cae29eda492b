import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count, eq, sql } from 'drizzle-orm';
import { announcements, banners, games, merchants, notices, vendors, winnerBoard } from '../../../server/db/schema.ts';
import { buildGameSeeds } from '../../../server/db/seed/games.ts';
import { VENDOR_SEEDS } from '../../../server/db/seed/vendors.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('deterministic seed', () => {
  it('creates the demo merchant DEMO from config-samples/default.json, and LUCKY from second-merchant.json (README "Operator console")', async () => {
    const rows = await t.db.select().from(merchants).orderBy(merchants.code);
    expect(rows.map((r) => r.code)).toEqual(['DEMO', 'LUCKY']);
    const [demo, lucky] = rows;
    expect(demo!.config.permission.merchantName).toBe('Royal Ace');
    expect(demo!.configSource).toBe('seed:config-samples/default.json');
    expect(lucky!.configSource).toBe('seed:config-samples/second-merchant.json');
    expect(lucky!.config.permission.merchantName).not.toBe('Royal Ace');
  });

  it('has at least 25 vendors in all ten categories, one with more than 10 vendors and single-vendor ones', async () => {
    const rows = await t.db.select({ gameType: vendors.gameType, n: count() }).from(vendors).groupBy(vendors.gameType);
    const byType = Object.fromEntries(rows.map((r) => [r.gameType, Number(r.n)]));
    expect(Object.keys(byType).sort()).toEqual([
      'BGS',
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    expect(Object.values(byType).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(25);
    expect(byType.RNG).toBeGreaterThan(10);
    // COCKFIGHT: one seeded vendor plus the in-house BGS_COCK; ELOTT: TCG_LOTTO_VN plus the in-house
    // BGS_ELOTT, BGS_VNLOTT and BGS_SEA (README "Playing", docs/lottery.md section 1).
    expect(byType.COCKFIGHT).toBe(2);
    expect(byType.ELOTT).toBe(4);
    // The single-vendor category is now BGS (the in-house lobby vendor).
    expect(byType.BGS).toBe(1);
  });

  it('includes the spec vendors: footer icons, VASSALAGE, esports codes, in-house BGS, ELOTT prize vendor', async () => {
    const rows = await t.db.select().from(vendors);
    const codes = rows.map((v) => v.code);
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'TCG_LOTTO_VN'])
      expect(codes).toContain(code);
    expect(
      rows
        .filter((v) => v.isGame === 'VASSALAGE')
        .map((v) => v.gameType)
        .sort(),
    ).toEqual(['ELOTT', 'LIVE', 'RNG']);
    expect(rows.filter((v) => ['AV', 'IMES', 'IA', 'AI', 'TF'].includes(v.code)).length).toBeGreaterThanOrEqual(2);
    expect(rows.find((v) => v.code === 'BGS')).toMatchObject({ gameType: 'BGS', menuCategory: 'RNG' });
    expect(rows.find((v) => v.code === 'TCG_LOTTO_VN')).toMatchObject({ gameType: 'ELOTT' });
  });

  it('has at least 300 games with TW and EN names, hot, new, sub-category and free-trial games', async () => {
    const all = await t.db.select().from(games);
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(all.every((g) => g.nameTw.length > 0 && g.nameEn.length > 0 && g.nameTw !== g.nameEn)).toBe(true);
    expect(all.filter((g) => g.isHot).length).toBeGreaterThan(12);
    expect(all.filter((g) => g.isNew).length).toBeGreaterThan(10);
    expect(all.filter((g) => g.freeTrial).length).toBeGreaterThan(10);
    for (const sub of ['JP', 'TG', 'AC'] as const)
      expect(all.filter((g) => g.subCategory === sub && g.gameType === 'RNG').length).toBeGreaterThan(0);
    expect(new Set(all.map((g) => g.nodeId)).size).toBe(all.length);
  });

  it('seeds banners, announcements, notices and winner entries for DEMO', async () => {
    const [demo] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const n = async (table: typeof banners | typeof announcements | typeof notices | typeof winnerBoard) =>
      Number((await t.db.select({ n: count() }).from(table).where(eq(table.merchantId, demo!.id)))[0]!.n);
    expect(await n(banners)).toBeGreaterThanOrEqual(8);
    expect(await n(notices)).toBeGreaterThanOrEqual(5);
    expect(await n(winnerBoard)).toBeGreaterThanOrEqual(20);
    const popupsForVisitors = await t.db
      .select({ n: count() })
      .from(announcements)
      .where(sql`${announcements.kind} = 'PU' and ${announcements.execution} = 'B'`);
    expect(Number(popupsForVisitors[0]!.n)).toBeGreaterThanOrEqual(12);
  });

  it('is deterministic: the same catalogue every time', () => {
    expect(buildGameSeeds(VENDOR_SEEDS)).toEqual(buildGameSeeds(VENDOR_SEEDS));
  });
});
