/**
 * The lottery calls (docs/lottery.md section 5; schemas/api/lottery.json) over draws published
 * through the feed: the lobby's groups and order, next / latest / headline at the app's clock,
 * games by prize mode, recent results with paging and a date, one draw, opened numbers, the
 * Vietnam menus and numbers, the per-merchant cache and its invalidation, another merchant's
 * games never shown, and bad queries answered with a localised 400.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import { merchants, merchantVendors, vendors } from '../../../../server/db/schema.ts';
import { lobbySnapshots } from '../../../../server/services/lottery/games.ts';
import {
  ballsSheet,
  drawMessage,
  fourDSheet,
  FOUR_D_BET_TYPES,
  northSheet,
  NORTH_BET_TYPES,
  publish,
  publishAll,
  seedOf,
  southSheet,
  type DrawSpec,
} from './support.ts';
import { schemaErrors } from '../../support/schemas.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
let clock = new Date('2026-11-26T10:00:00Z'); // Thursday, 17:00 in Vietnam

const def = (name: string) => `api/lottery.json#/definitions/${name}`;
type Draw = {
  drawId: string;
  label: string;
  status: string;
  headline: string[];
  serverSeed: string | null;
  prizes: { tier: string; numbers: string[] }[];
  localDate: string;
  region: string | null;
};
type Game = {
  gameCode: string;
  name: string;
  prizeMode: string;
  region: string | null;
  published: boolean;
  next: Draw | null;
  latest: Draw | null;
};
type Lobby = { serverTime: string; groups: { prizeMode: string; games: Game[] }[] };

async function get<T = any>(url: string, opts: { lang?: 'TW' | 'EN'; host?: string } = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': opts.lang === 'TW' ? 'zh-TW' : 'en', ...(opts.host ? { host: opts.host } : {}) },
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number | string; message: string; value: T },
  };
}

const SOUTH_THU = [
  ['TN', 'Tây Ninh', '西寧'],
  ['AG', 'An Giang', '安江'],
  ['BTH', 'Bình Thuận', '平順'],
] as const;
const SOUTH_WED = [
  ['DN', 'Đồng Nai', '同奈'],
  ['CT', 'Cần Thơ', '芹苴'],
  ['ST', 'Sóc Trăng', '朔莊'],
] as const;
const DRAWS: DrawSpec[] = [
  {
    gameCode: 'BGS_LOTTO',
    drawId: '20261126-198',
    status: 'void',
    drawAt: '2026-11-26T09:54:00Z',
    closesBefore: 0.5,
    localDate: '2026-11-26',
    voidReason: 'draw machine fault',
  },
  {
    gameCode: 'BGS_LOTTO',
    drawId: '20261126-199',
    status: 'drawn',
    drawAt: '2026-11-26T09:57:00Z',
    closesBefore: 0.5,
    localDate: '2026-11-26',
    prizes: ballsSheet([3, 1, 4, 1, 5]),
  },
  {
    gameCode: 'BGS_LOTTO',
    drawId: '20261126-200',
    status: 'open',
    drawAt: '2026-11-26T10:03:00Z',
    closesBefore: 0.5,
    localDate: '2026-11-26',
  },
  {
    gameCode: 'BGS_ELOTT',
    drawId: '20261126-0599',
    status: 'open',
    drawAt: '2026-11-26T10:00:00Z',
    closesBefore: 0.25,
    localDate: '2026-11-26',
  },
  {
    gameCode: 'BGS_ELOTT',
    drawId: '20261126-0600',
    status: 'open',
    drawAt: '2026-11-26T10:01:00Z',
    closesBefore: 0.25,
    localDate: '2026-11-26',
  },
  {
    gameCode: 'BGS_VN_NORTH',
    drawId: 'VNN-20261124',
    status: 'drawn',
    drawAt: '2026-11-24T11:15:00Z',
    localDate: '2026-11-24',
    region: 'NORTH',
    label: { TW: '廣寧', EN: 'Quảng Ninh' },
    prizes: northSheet(24),
  },
  {
    gameCode: 'BGS_VN_NORTH',
    drawId: 'VNN-20261125',
    status: 'drawn',
    drawAt: '2026-11-25T11:15:00Z',
    localDate: '2026-11-25',
    region: 'NORTH',
    label: { TW: '北寧', EN: 'Bắc Ninh' },
    prizes: northSheet(25),
  },
  {
    gameCode: 'BGS_VN_NORTH',
    drawId: 'VNN-20261126',
    status: 'open',
    drawAt: '2026-11-26T11:15:00Z',
    localDate: '2026-11-26',
    region: 'NORTH',
    label: { TW: '河內', EN: 'Hà Nội' },
    betTypes: NORTH_BET_TYPES,
  },
  ...SOUTH_WED.map(([code, en, tw], i): DrawSpec => ({
    gameCode: 'BGS_VN_SOUTH',
    drawId: `VNS-20261125-${code}`,
    status: 'drawn',
    drawAt: '2026-11-25T09:15:00Z',
    localDate: '2026-11-25',
    region: 'SOUTH',
    label: { TW: tw, EN: en },
    prizes: southSheet(i + 1),
  })),
  ...SOUTH_THU.map(([code, en, tw]): DrawSpec => ({
    gameCode: 'BGS_VN_SOUTH',
    drawId: `VNS-20261126-${code}`,
    status: 'open',
    drawAt: '2026-11-26T09:15:00Z',
    localDate: '2026-11-26',
    region: 'SOUTH',
    label: { TW: tw, EN: en },
  })),
  {
    gameCode: 'BGS_SEA_4D',
    drawId: 'SEA-20261121',
    status: 'void',
    drawAt: '2026-11-21T11:00:00Z',
    localDate: '2026-11-21',
    label: { TW: '第5120/26期', EN: 'Draw 5120/26' },
    voidReason: 'results withheld',
  },
  {
    gameCode: 'BGS_SEA_4D',
    drawId: 'SEA-20261122',
    status: 'drawn',
    drawAt: '2026-11-22T11:00:00Z',
    localDate: '2026-11-22',
    label: { TW: '第5121/26期', EN: 'Draw 5121/26' },
    prizes: fourDSheet(22),
  },
  {
    gameCode: 'BGS_SEA_4D',
    drawId: 'SEA-20261125',
    status: 'drawn',
    drawAt: '2026-11-25T11:00:00Z',
    localDate: '2026-11-25',
    label: { TW: '第5122/26期', EN: 'Draw 5122/26' },
    prizes: fourDSheet(25),
  },
  {
    gameCode: 'BGS_SEA_4D',
    drawId: 'SEA-20261128',
    status: 'open',
    drawAt: '2026-11-28T11:00:00Z',
    localDate: '2026-11-28',
    label: { TW: '第5123/26期', EN: 'Draw 5123/26' },
    betTypes: FOUR_D_BET_TYPES,
  },
];

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock } });
  // open first, then the results: as a vendor publishes them
  await publishAll(
    t.app,
    [...DRAWS].sort((a, b) => Number(a.status !== 'open') - Number(b.status !== 'open')),
  );
});
afterAll(() => t.close());

const gameOf = (lobby: Lobby, code: string) => lobby.groups.flatMap((g) => g.games).find((g) => g.gameCode === code)!;

describe('lotto lobby', () => {
  it("groups the merchant's lottery games by prize mode in the order LOTT, ZY, ELOTT, SEA, in the schema", async () => {
    const res = await get<Lobby>('/api/lottery/lobby');
    expect(res.status).toBe(200);
    expect(schemaErrors(def('lotteryLobby'), res.body.value)).toEqual([]);
    expect(res.body.value.serverTime).toBe(clock.toISOString());
    expect(res.body.value.groups.map((g) => g.prizeMode)).toEqual(['LOTT', 'ZY', 'ELOTT', 'SEA']);
    const codes = (mode: string) =>
      res.body.value.groups.find((g) => g.prizeMode === mode)!.games.map((g) => g.gameCode);
    expect(codes('ZY')).toEqual(['BGS_LOTTO', 'BGS_ELOTT']);
    expect(codes('ELOTT').slice(0, 3)).toEqual(['BGS_VN_NORTH', 'BGS_VN_CENTRAL', 'BGS_VN_SOUTH']);
    expect(
      codes('ELOTT')
        .slice(3)
        .every((c) => c.startsWith('TCG_LOTTO_VN')),
    ).toBe(true);
    expect(codes('SEA')).toEqual(['BGS_SEA_4D']);
    // third-party games whose vendor publishes no draws: no countdown, no results
    for (const game of res.body.value.groups[0]!.games)
      expect(game).toMatchObject({ published: false, next: null, latest: null, region: null });
  });

  it("shows each game's next open draw, latest result and headline (VN special prize, 4D top three, five balls)", async () => {
    const lobby = (await get<Lobby>('/api/lottery/lobby')).body.value;
    expect(gameOf(lobby, 'BGS_LOTTO')).toMatchObject({
      published: true,
      next: { drawId: '20261126-200', status: 'open', headline: [], serverSeed: null, prizes: [] },
      latest: { drawId: '20261126-199', headline: ['3', '1', '4', '1', '5'] },
    });
    // of two open draws the one whose betting is still open, closing soonest
    expect(gameOf(lobby, 'BGS_ELOTT')).toMatchObject({
      published: true,
      next: { drawId: '20261126-0600' },
      latest: null,
    });
    const north = gameOf(lobby, 'BGS_VN_NORTH');
    expect(north).toMatchObject({
      region: 'NORTH',
      next: { drawId: 'VNN-20261126', label: 'Hà Nội' },
      latest: { drawId: 'VNN-20261125', label: 'Bắc Ninh', serverSeed: seedOf('VNN-20261125') },
    });
    expect(north.latest!.headline).toEqual(northSheet(25)[0]!.numbers);
    expect(north.latest!.headline[0]).toMatch(/^\d{5}$/);
    expect(gameOf(lobby, 'BGS_VN_CENTRAL')).toMatchObject({
      region: 'CENTRAL',
      published: false,
      next: null,
      latest: null,
    });
    // betting on Thursday's South draws closed at 16:00 ICT: the card waits for the draw
    const south = gameOf(lobby, 'BGS_VN_SOUTH');
    expect(south).toMatchObject({
      region: 'SOUTH',
      next: { drawId: 'VNS-20261126-TN' },
      latest: { localDate: '2026-11-25' },
    });
    expect(south.latest!.headline[0]).toMatch(/^\d{6}$/);
    const sea = gameOf(lobby, 'BGS_SEA_4D');
    const sheet = fourDSheet(25);
    expect(sea).toMatchObject({
      next: { drawId: 'SEA-20261128', label: 'Draw 5123/26' },
      latest: { drawId: 'SEA-20261125', headline: [...sheet[0]!.numbers, ...sheet[1]!.numbers, ...sheet[2]!.numbers] },
    });
  });

  it('moves `next` with the clock: when every open draw has closed, the one waiting for its draw', async () => {
    clock = new Date('2026-11-26T10:00:50Z');
    try {
      const lobby = (await get<Lobby>('/api/lottery/lobby')).body.value;
      expect(gameOf(lobby, 'BGS_ELOTT').next!.drawId).toBe('20261126-0599');
      expect(lobby.serverTime).toBe('2026-11-26T10:00:50.000Z');
    } finally {
      clock = new Date('2026-11-26T10:00:00Z');
    }
  });

  it('answers in the request language and filters one prize mode', async () => {
    const tw = (await get<Lobby>('/api/lottery/lobby?prizeMode=ELOTT', { lang: 'TW' })).body.value;
    expect(tw.groups.map((g) => g.prizeMode)).toEqual(['ELOTT']);
    expect(gameOf(tw, 'BGS_VN_NORTH')).toMatchObject({ name: '越南北部彩', next: { label: '河內' } });
    expect((await get<Lobby>('/api/lottery/lobby?language=TW')).body.value.groups[3]!.games[0]!.next!.label).toBe(
      '第5123/26期',
    );
  });

  it('keeps the lobby a few seconds per merchant and drops it when the feed writes a draw', async () => {
    const demo = (await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO')))[0]!;
    const sea = (await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, 'BGS_SEA')))[0]!;
    const toggle = (enabled: boolean) =>
      t.db
        .update(merchantVendors)
        .set({ enabled })
        .where(and(eq(merchantVendors.merchantId, demo.id), eq(merchantVendors.vendorId, sea.id)));
    await get('/api/lottery/lobby');
    await toggle(false);
    try {
      expect((await get<Lobby>('/api/lottery/lobby')).body.value.groups.map((g) => g.prizeMode)).toContain('SEA'); // cached
      await publish(
        t.app,
        drawMessage({
          gameCode: 'BGS_ELOTT',
          drawId: '20261126-0601',
          status: 'open',
          drawAt: '2026-11-26T10:02:00Z',
          closesBefore: 0.25,
          localDate: '2026-11-26',
        }),
      );
      const after = (await get<Lobby>('/api/lottery/lobby')).body.value;
      expect(after.groups.map((g) => g.prizeMode)).toEqual(['LOTT', 'ZY', 'ELOTT']);
      expect((await get('/api/lottery/results?gameCode=BGS_SEA_4D')).status).toBe(404); // results read the database, not the cache
    } finally {
      await toggle(true);
      lobbySnapshots.forget();
    }
  });
});

describe('lottery games by prize mode', () => {
  it("lists the merchant's games of a prize mode with area and region", async () => {
    const res = await get<{
      prizeMode: string;
      games: { gameCode: string; lottoArea: string | null; region: string | null; name: string }[];
    }>('/api/lottery/games?prizeMode=ELOTT', { lang: 'TW' });
    expect(schemaErrors(def('lotteryGameList'), res.body.value)).toEqual([]);
    expect(res.body.value.games.slice(0, 3)).toEqual([
      expect.objectContaining({ gameCode: 'BGS_VN_NORTH', lottoArea: 'VN', region: 'NORTH', name: '越南北部彩' }),
      expect.objectContaining({ gameCode: 'BGS_VN_CENTRAL', region: 'CENTRAL' }),
      expect.objectContaining({ gameCode: 'BGS_VN_SOUTH', region: 'SOUTH' }),
    ]);
    expect(
      (await get<{ games: { gameCode: string; lottoArea: string }[] }>('/api/lottery/games?prizeMode=SEA')).body.value
        .games,
    ).toEqual([expect.objectContaining({ gameCode: 'BGS_SEA_4D', lottoArea: 'SEA', region: null })]);
  });
});

describe('recent results and one draw', () => {
  type Results = {
    gameCode: string;
    name: string;
    list: Draw[];
    pageNo: number;
    pageSize: number;
    totalCount: number;
    totalPages: number;
  };

  it("pages a game's drawn and voided draws, newest first, and filters a date", async () => {
    const first = await get<Results>('/api/lottery/results?gameCode=BGS_SEA_4D&pageSize=2');
    expect(schemaErrors(def('lotteryResults'), first.body.value)).toEqual([]);
    expect(first.body.value).toMatchObject({
      gameCode: 'BGS_SEA_4D',
      name: '4D Lotto',
      pageNo: 1,
      pageSize: 2,
      totalCount: 3,
      totalPages: 2,
    });
    expect(first.body.value.list.map((d) => d.drawId)).toEqual(['SEA-20261125', 'SEA-20261122']);
    const second = (await get<Results>('/api/lottery/results?gameCode=BGS_SEA_4D&pageSize=2&pageNo=2')).body.value;
    expect(second.list).toEqual([
      expect.objectContaining({
        drawId: 'SEA-20261121',
        status: 'void',
        voidReason: 'results withheld',
        prizes: [],
        headline: [],
      }),
    ]);
    const day = (await get<Results>('/api/lottery/results?gameCode=BGS_VN_SOUTH&date=2026-11-25')).body.value;
    expect(day.list.map((d) => d.drawId).sort()).toEqual(['VNS-20261125-CT', 'VNS-20261125-DN', 'VNS-20261125-ST']);
    expect((await get<Results>('/api/lottery/results?gameCode=BGS_VN_SOUTH&date=2026-11-26')).body.value).toMatchObject(
      { totalCount: 0, totalPages: 0, list: [] },
    );
  });

  it('answers one draw with its sheet, seed and bet types; an open draw hides seed and sheet', async () => {
    type Detail = {
      game: { gameCode: string; prizeMode: string; lottoArea: string | null };
      draw: Draw;
      betTypes: { code: string; price: string | null; tiers: unknown[] }[];
    };
    const open = await get<Detail>('/api/lottery/draws/BGS_VN_NORTH/VNN-20261126');
    expect(schemaErrors(def('lotteryDrawDetail'), open.body.value)).toEqual([]);
    expect(open.body.value.game).toEqual({
      nodeId: 90010,
      gameCode: 'BGS_VN_NORTH',
      name: 'Northern Lottery',
      prizeMode: 'ELOTT',
      lottoArea: 'VN',
    });
    expect(open.body.value.draw).toMatchObject({ status: 'open', serverSeed: null, prizes: [], headline: [] });
    expect(open.body.value.betTypes[0]).toEqual({ code: 'lo2', odds: '95', price: '27.00', tiers: [] });
    expect(open.body.value.betTypes[2]).toEqual({ code: 'de', odds: '95', price: null, tiers: [] });
    const drawn = (await get<Detail>('/api/lottery/draws/BGS_VN_NORTH/VNN-20261125')).body.value;
    expect(drawn.draw.prizes.map((p) => p.tier)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(drawn.draw.serverSeed).toBe(seedOf('VNN-20261125'));
    const sea = (await get<Detail>('/api/lottery/draws/BGS_SEA_4D/SEA-20261128')).body.value;
    expect(sea.betTypes[0]!.tiers).toHaveLength(5);
  });

  it('answers an unknown game or draw, or a draw of another game, with a localised 404', async () => {
    const game = await get('/api/lottery/results?gameCode=NO_GAME');
    expect([game.status, game.body.code, game.body.message]).toEqual([
      404,
      'LOTTERY_GAME_NOT_FOUND',
      'This lottery game was not found',
    ]);
    expect((await get('/api/lottery/draws/BGS_SLOT/X', { lang: 'TW' })).body.message).toBe('找不到此彩票遊戲');
    const draw = await get('/api/lottery/draws/BGS_VN_SOUTH/VNN-20261126', { lang: 'TW' });
    expect([draw.status, draw.body.code, draw.body.message]).toEqual([
      404,
      'LOTTERY_DRAW_NOT_FOUND',
      '找不到此彩票期號',
    ]);
  });
});

describe('opened numbers', () => {
  it('lists the latest drawn result of every game that has one, in lobby order', async () => {
    const res = await get<{ list: { gameCode: string; prizeMode: string; draw: Draw }[] }>('/api/lottery/opened');
    expect(schemaErrors(def('openedNumbers'), res.body.value)).toEqual([]);
    expect(res.body.value.list.map((o) => [o.gameCode, o.prizeMode])).toEqual([
      ['BGS_LOTTO', 'ZY'],
      ['BGS_VN_NORTH', 'ELOTT'],
      ['BGS_VN_SOUTH', 'ELOTT'],
      ['BGS_SEA_4D', 'SEA'],
    ]);
    expect(res.body.value.list.map((o) => o.draw.status)).toEqual(['drawn', 'drawn', 'drawn', 'drawn']);
    expect(res.body.value.list[1]!.draw.drawId).toBe('VNN-20261125');
  });
});

describe('Vietnam menus and numbers', () => {
  type Menus = {
    prizeMode: string;
    device: string;
    timeZone: string;
    regions: { region: string; gameCode: string; drawTime: string; draws: Draw[]; betTypes: { code: string }[] }[];
  };
  type Numbers = { date: string; regions: { region: string; gameCode: string; name: string; draws: Draw[] }[] };

  it("lists North, Central and South with the local draw time, the next date's draws and the bet types", async () => {
    const res = await get<Menus>('/api/lottery/vn/menus?prizeMode=ELOTT&device=WEB');
    expect(schemaErrors(def('vnMenus'), res.body.value)).toEqual([]);
    const [north, central, south] = res.body.value.regions;
    expect(res.body.value).toMatchObject({ prizeMode: 'ELOTT', device: 'WEB', timeZone: 'Asia/Ho_Chi_Minh' });
    expect(north).toMatchObject({ region: 'NORTH', gameCode: 'BGS_VN_NORTH', drawTime: '18:15' });
    expect(north!.draws.map((d) => d.drawId)).toEqual(['VNN-20261126']);
    expect(north!.betTypes.map((b) => b.code)).toEqual(['lo2', 'lo3', 'de', 'cang3', 'xien2']);
    expect(central).toMatchObject({
      region: 'CENTRAL',
      gameCode: 'BGS_VN_CENTRAL',
      drawTime: '17:15',
      draws: [],
      betTypes: [],
    });
    expect(south).toMatchObject({ region: 'SOUTH', drawTime: '16:15' });
    expect(south!.draws.map((d) => d.label)).toEqual(['Tây Ninh', 'An Giang', 'Bình Thuận']);
    expect((await get<Menus>('/api/lottery/vn/menus?prizeMode=LOTT')).body.value.regions).toEqual([]);
  });

  it('shows the regional sheets of the latest date with a result, or of a date and region', async () => {
    const latest = await get<Numbers>('/api/lottery/vn/numbers', { lang: 'TW' });
    expect(schemaErrors(def('vnNumbers'), latest.body.value)).toEqual([]);
    expect(latest.body.value.date).toBe('2026-11-25');
    expect(latest.body.value.regions.map((r) => [r.region, r.draws.map((d) => d.label)])).toEqual([
      ['NORTH', ['北寧']],
      ['CENTRAL', []],
      ['SOUTH', ['同奈', '芹苴', '朔莊']],
    ]);
    expect(latest.body.value.regions[2]!.draws[0]!.prizes.map((p) => p.tier)).toEqual([
      'G8',
      'G7',
      'G6',
      'G5',
      'G4',
      'G3',
      'G2',
      'G1',
      'DB',
    ]);
    const day = (await get<Numbers>('/api/lottery/vn/numbers?date=2026-11-24&region=NORTH')).body.value;
    expect(day).toMatchObject({
      date: '2026-11-24',
      regions: [{ region: 'NORTH', gameCode: 'BGS_VN_NORTH', name: 'Northern Lottery' }],
    });
    expect(day.regions[0]!.draws.map((d) => d.drawId)).toEqual(['VNN-20261124']);
    expect(
      (await get<Numbers>('/api/lottery/vn/numbers?date=2026-11-26')).body.value.regions.every(
        (r) => r.draws.length === 0,
      ),
    ).toBe(true);
  });
});

describe('another merchant', () => {
  const lucky = { host: 'lucky.localhost' };

  it('never shows the games of vendors or categories the merchant does not offer', async () => {
    const lobby = (await get<Lobby>('/api/lottery/lobby', lucky)).body.value;
    expect(lobby.groups.map((g) => g.prizeMode)).toEqual(['LOTT', 'ZY']); // LUCKY offers LOTT, not ELOTT
    expect(lobby.groups[1]!.games.map((g) => g.gameCode)).toEqual(['BGS_LOTTO']);
    expect(
      (await get<{ list: { gameCode: string }[] }>('/api/lottery/opened', lucky)).body.value.list.map(
        (o) => o.gameCode,
      ),
    ).toEqual(['BGS_LOTTO']);
    expect((await get('/api/lottery/results?gameCode=BGS_VN_NORTH', lucky)).status).toBe(404);
    expect((await get('/api/lottery/draws/BGS_SEA_4D/SEA-20261125', lucky)).status).toBe(404);
    expect((await get<{ regions: unknown[] }>('/api/lottery/vn/menus', lucky)).body.value.regions).toEqual([]);
    expect((await get<{ regions: unknown[] }>('/api/lottery/vn/numbers', lucky)).body.value.regions).toEqual([]);
  });

  it('hides a game its vendor selection switched off (after the cache)', async () => {
    const luckyId = (await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'LUCKY')))[0]!.id;
    const lott = await t.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(inArray(vendors.code, ['BGS_LOTT']));
    await t.db
      .update(merchantVendors)
      .set({ enabled: false })
      .where(and(eq(merchantVendors.merchantId, luckyId), eq(merchantVendors.vendorId, lott[0]!.id)));
    lobbySnapshots.forget();
    expect((await get<Lobby>('/api/lottery/lobby', lucky)).body.value.groups.map((g) => g.prizeMode)).toEqual(['LOTT']);
    expect((await get('/api/lottery/results?gameCode=BGS_LOTTO', lucky)).status).toBe(404);
    expect((await get('/api/lottery/results?gameCode=BGS_LOTTO')).status).toBe(200); // DEMO still offers it
  });
});

describe('bad queries', () => {
  it('answers a localised 400 naming the parameter', async () => {
    for (const [url, field] of [
      ['/api/lottery/lobby?prizeMode=XYZ', 'prizeMode'],
      ['/api/lottery/games', 'prizeMode'],
      ['/api/lottery/results?gameCode=BGS_SEA_4D&date=2026-02-30', 'date'],
      ['/api/lottery/results?gameCode=BGS_SEA_4D&pageSize=51', 'pageSize'],
      ['/api/lottery/results?gameCode=BGS_SEA_4D&pageNo=0', 'pageNo'],
      ['/api/lottery/results?gameCode=bad-code', 'gameCode'],
      ['/api/lottery/vn/menus?device=MOBILE', 'device'],
      ['/api/lottery/vn/numbers?region=WEST', 'region'],
      ['/api/lottery/draws/BGS_SEA_4D/bad%20id', 'drawId'],
    ] as const) {
      const en = await get(url);
      expect([url, en.status, en.body.code, (en.body.value as { field: string }).field]).toEqual([
        url,
        400,
        'BAD_REQUEST',
        field,
      ]);
      expect(en.body.message).toContain(field);
      const tw = await get(url, { lang: 'TW' });
      expect(tw.body.message).not.toBe(en.body.message);
    }
  });
});

describe('dates no draw can have', () => {
  it('answers year 0 with no draws, never a 5xx', async () => {
    const results = await get<{ totalCount: number }>('/api/lottery/results?gameCode=BGS_SEA_4D&date=0000-01-01');
    expect([results.status, results.body.value.totalCount]).toEqual([200, 0]);
    const numbers = await get<{ date: string; regions: { draws: unknown[] }[] }>(
      '/api/lottery/vn/numbers?date=0000-01-01',
    );
    expect([numbers.status, numbers.body.value.date, numbers.body.value.regions.flatMap((r) => r.draws)]).toEqual([
      200,
      '0000-01-01',
      [],
    ]);
  });
});
