import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Game, GameListPage, GameMenuEntry, VendorLane } from '../../../../contract/types.ts';
import { createTestApp, getJson, type TestApp } from '../../support/testApp.ts';
import { schemaErrors } from '../../support/schemas.ts';

const list = (t: TestApp, query: string) =>
  getJson<GameListPage>(t.app, `/api/games/list?clientType=3&platform=html5-desktop&${query}`);

describe('games on the default configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('game menu: valid, esports and cockfight vendors under SPORTS and in-house under RNG with their own gameType', async () => {
    const { body } = await getJson<GameMenuEntry[]>(t.app, '/api/games/menu?language=EN');
    expect(schemaErrors('game-menu.schema.json', body.value)).toEqual([]);
    const categories = body.value.map((e) => e.gameCategory);
    expect(categories).not.toContain('ESPORTS');
    expect(categories).not.toContain('COCKFIGHT');
    expect(categories).not.toContain('BGS');
    const sports = body.value.find((e) => e.gameCategory === 'SPORTS')!;
    // The in-house esports book (BGS_ESPORTS, README "Playing") comes first in its category (sort order 0).
    expect(sports.vendors.filter((v) => v.gameType === 'ESPORTS').map((v) => v.vassalage)).toEqual([
      'BGS_ESPORTS',
      'IA',
      'TF',
      'IMES',
    ]);
    expect(sports.vendors.find((v) => v.vassalage === 'SV388')).toMatchObject({
      gameType: 'COCKFIGHT',
      isGame: 'GAME',
      gameCode: 'SV388_ARENA',
    });
    const rng = body.value.find((e) => e.gameCategory === 'RNG')!;
    expect(rng.vendors.find((v) => v.vassalage === 'BGS')).toMatchObject({ gameType: 'BGS' });
    expect(rng.vendors.filter((v) => v.gameType === 'RNG').length).toBeGreaterThan(10);
    expect(rng.vendors.find((v) => v.vassalage === 'PP')?.isGame).toBe('VASSALAGE');
    // The in-house lotteries (BGS_ELOTT, README "Playing"; BGS_VNLOTT and BGS_SEA, docs/lottery.md) come first in their category (sort order 0).
    expect(body.value.find((e) => e.gameCategory === 'ELOTT')!.vendors.map((v) => v.vassalage)).toEqual([
      'BGS_ELOTT',
      'BGS_VNLOTT',
      'BGS_SEA',
      'TCG_LOTTO_VN',
    ]);
  });

  it('vendor names follow the language', async () => {
    const tw = await getJson<GameMenuEntry[]>(t.app, '/api/games/menu?language=TW');
    expect(tw.body.value.find((e) => e.gameCategory === 'RNG')!.vendors[0]!.displayName).toBe('PG電子');
  });

  it('game vendors: one lane per own category with cards and gameClassify', async () => {
    const { body } = await getJson<{ data: { lanes: VendorLane[] } }>(
      t.app,
      '/api/games/vendors?platform=html5-desktop&language=EN',
    );
    expect(schemaErrors('api/vendor-lanes.json', body.value)).toEqual([]);
    const lanes = body.value.data.lanes;
    expect(lanes.map((l) => l.title)).toEqual([
      'SPORTS',
      'ESPORTS',
      'LIVE',
      'LOTT',
      'ELOTT',
      'FISH',
      'PVP',
      'RNG',
      'BGS',
      'COCKFIGHT',
    ]);
    const esports = lanes.find((l) => l.title === 'ESPORTS')!;
    // The in-house esports book (BGS_ESPORTS, README "Playing") comes first in its category (sort order 0).
    expect(esports.gameClassify).toEqual(['BGS_ESPORTS', 'IA', 'TF', 'IMES']);
    expect(esports.cards.map((c) => c.vassalage)).toEqual(esports.gameClassify);
  });

  it('game list pages by 20 with totalPages', async () => {
    const first = await list(t, 'gameType=RNG&pageNo=1&pageSize=20&language=EN');
    expect(schemaErrors('api/game-list.json', first.body.value)).toEqual([]);
    const { totalCount, totalPages, games } = first.body.value;
    expect(games).toHaveLength(20);
    expect(totalCount).toBeGreaterThan(200);
    expect(totalPages).toBe(Math.ceil(totalCount / 20));
    const last = await list(t, `gameType=RNG&pageNo=${totalPages}&pageSize=20`);
    expect(last.body.value.games).toHaveLength(totalCount - (totalPages - 1) * 20);
    const second = await list(t, 'gameType=RNG&pageNo=2&pageSize=20');
    const ids = new Set(games.map((g) => g.gameId));
    expect(second.body.value.games.some((g) => ids.has(g.gameId))).toBe(false);
    const beyond = await list(t, `gameType=RNG&pageNo=${totalPages + 1}`);
    expect(beyond.body.value.games).toEqual([]);
  });

  it('defaults to page 1 of 20 and picks displayName by language', async () => {
    const en = await list(t, 'gameType=FISH&language=EN');
    const tw = await list(t, 'gameType=FISH&language=TW');
    expect(en.body.value).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(en.body.value.games[0]!.gameId).toBe(tw.body.value.games[0]!.gameId);
    expect(en.body.value.games[0]!.displayName).toMatch(/^[A-Za-z]/);
    expect(tw.body.value.games[0]!.displayName).toMatch(/[\u4e00-\u9fff]/);
    expect(
      en.body.value.games.every((g) => g.gameType === 'FISH' && g.iconUrl === `/media/games/${g.nodeId}.svg`),
    ).toBe(true);
  });

  it('filters HOT, NEW and sub-categories', async () => {
    const hot = await list(t, 'gameType=RNG&filter=HOT&pageSize=100');
    expect(hot.body.value.games.length).toBeGreaterThan(0);
    expect(hot.body.value.games.every((g) => g.isHot === 1)).toBe(true);
    const fresh = await list(t, 'gameType=RNG&filter=NEW&pageSize=100');
    expect(fresh.body.value.games.every((g) => g.isNew === 1)).toBe(true);
    for (const sub of ['JP', 'TG', 'AC']) {
      const page = await list(t, `gameType=RNG&subCategory=${sub}&pageSize=100`);
      expect(page.body.value.totalCount).toBeGreaterThan(0);
      expect(page.body.value.games.every((g) => g.subCategory === sub)).toBe(true);
    }
    const viaClassify = await list(t, 'gameType=RNG&gameClassify=JP&pageSize=100');
    expect(viaClassify.body.value.games.every((g) => g.subCategory === 'JP')).toBe(true);
  });

  it('filters by vendor (vassalage or gameClassify), the VASSALAGE popup list', async () => {
    const pp = await list(t, 'gameType=RNG&vassalage=PP&pageSize=100');
    expect(pp.body.value.totalCount).toBeGreaterThan(10);
    expect(pp.body.value.games.every((g) => g.vassalage === 'PP')).toBe(true);
    const evo = await list(t, 'gameType=LIVE&gameClassify=EVO');
    expect(evo.body.value.games.every((g) => g.vassalage === 'EVO')).toBe(true);
    const conflicting = await list(t, 'gameType=RNG&vassalage=PP&gameClassify=PG');
    expect(conflicting.body.value.totalCount).toBe(0);
  });

  it('searches names in EN or TW, any case, with LIKE wildcards taken literally', async () => {
    const en = await list(t, 'gameType=RNG&search=DRAGON&pageSize=100&language=EN');
    expect(en.body.value.totalCount).toBeGreaterThan(0);
    expect(en.body.value.games.every((g) => /dragon/i.test(g.displayName))).toBe(true);
    const tw = await list(t, `gameType=RNG&search=${encodeURIComponent('神龍')}&pageSize=100&language=TW`);
    expect(tw.body.value.totalCount).toBe(en.body.value.totalCount);
    const wildcard = await list(t, 'gameType=RNG&search=%25');
    expect(wildcard.body.value.totalCount).toBe(0);
  });

  it('hot games: valid, all hot, more than 12', async () => {
    const { body } = await getJson<{ list: Game[] }>(
      t.app,
      '/api/games/hot?merchantCode=DEMO&isPlatform=2&platform=flash,html5-desktop&language=EN',
    );
    expect(schemaErrors('api/hot-games.json', body.value)).toEqual([]);
    expect(body.value.list.length).toBeGreaterThan(12);
    expect(body.value.list.every((g) => g.isHot === 1)).toBe(true);
  });
});

describe('gameCategories restriction (a minimal-like merchant)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ configure: (c) => void (c.gameCategories = ['RNG', 'LIVE', 'ESPORTS']) });
  });
  afterAll(async () => t.close());

  it('leaves other categories out of the menu and lanes', async () => {
    const menu = await getJson<GameMenuEntry[]>(t.app, '/api/games/menu');
    expect(menu.body.value.map((e) => e.gameCategory)).toEqual(['SPORTS', 'LIVE', 'RNG']);
    expect(
      menu.body.value.find((e) => e.gameCategory === 'SPORTS')!.vendors.every((v) => v.gameType === 'ESPORTS'),
    ).toBe(true);
    expect(menu.body.value.find((e) => e.gameCategory === 'RNG')!.vendors.some((v) => v.gameType === 'BGS')).toBe(
      false,
    );
    const lanes = await getJson<{ data: { lanes: VendorLane[] } }>(t.app, '/api/games/vendors');
    expect(lanes.body.value.data.lanes.map((l) => l.title)).toEqual(['ESPORTS', 'LIVE', 'RNG']);
  });

  it('leaves them out of game lists, hot games and the winner board', async () => {
    expect((await list(t, 'gameType=FISH')).body.value).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
    expect((await list(t, 'gameType=RNG')).body.value.totalCount).toBeGreaterThan(0);
    const hot = await getJson<{ list: Game[] }>(t.app, '/api/games/hot');
    expect(hot.body.value.list.length).toBeGreaterThan(0);
    expect(hot.body.value.list.every((g) => ['RNG', 'LIVE'].includes(g.gameType))).toBe(true);
    const fishWinners = await getJson<{ list: unknown[] }>(t.app, '/api/winners?gameCategory=FISH');
    expect(fishWinners.body.value.list).toEqual([]);
  });
});
