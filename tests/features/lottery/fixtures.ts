/**
 * Lottery fixtures as the platform answers them (schemas/api/lottery.json; docs/lottery.md): draws
 * with full sheets (Vietnam North 27 prizes, Central/South 18 per province, SEA 4D 23, five balls),
 * the lobby's games of every prize mode (one third-party game that publishes nothing), the Vietnam
 * menus and numbers, and a fake LotteryApi that records its calls.
 */
import { jest } from '@jest/globals';
import type {
  BetTypeRule,
  LotteryDraw,
  LotteryGame,
  LotteryLobby,
  LotteryResults,
  OpenedNumbers,
  PrizeTier,
  VnMenus,
  VnNumbers,
  VnRegion,
} from '../../../contract/types';
import type { LotteryApi } from '../../../src/api/lottery';
import { CENTRAL_SOUTH_TIERS, NORTH_TIERS, SEA_TIERS, type TierSpec } from '../../../src/stores/lottery/sheets';

const HASH = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';
const SEED = '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8';

/** Deterministic digits: each tier's numbers built from `seed`. */
function sheet(specs: readonly TierSpec[], seed: number): PrizeTier[] {
  let x = seed;
  const next = () => ((x = (x * 1103515245 + 12345) % 2147483648), x);
  return specs.map((s) => ({
    tier: s.tier,
    numbers: Array.from({ length: s.count }, () => String(next() % 10 ** s.digits).padStart(s.digits, '0')),
  }));
}

/** A draw; drawn ones carry prizes, headline and seed. */
export function draw(patch: Partial<LotteryDraw> = {}): LotteryDraw {
  return {
    gameCode: 'BGS_LOTTO',
    drawId: '20261126-001',
    label: '20261126-001',
    localDate: '2026-11-26',
    region: null,
    status: 'drawn',
    drawAt: '2026-11-26T03:00:00.000Z',
    closesAt: '2026-11-26T02:59:50.000Z',
    serverSeedHash: HASH,
    serverSeed: SEED,
    prizes: [{ tier: 'BALLS', numbers: ['3', '1', '4', '1', '5'] }],
    headline: ['3', '1', '4', '1', '5'],
    voidReason: null,
    verifyUrl: 'http://127.0.0.1:8441/play/verify?game=draw&drawId=20261126-001',
    ...patch,
  };
}

/** An open draw closing in `closesInMs` and drawn `drawGapMs` later. */
export function openDraw(
  patch: Partial<LotteryDraw> = {},
  closesInMs = 90_000,
  drawGapMs = 10_000,
  now = Date.now(),
): LotteryDraw {
  return draw({
    status: 'open',
    serverSeed: null,
    prizes: [],
    headline: [],
    closesAt: new Date(now + closesInMs).toISOString(),
    drawAt: new Date(now + closesInMs + drawGapMs).toISOString(),
    ...patch,
  });
}

/** A drawn Vietnam North draw (27 prizes). */
export function northDraw(localDate = '2026-11-26', seed = 7): LotteryDraw {
  const prizes = sheet(NORTH_TIERS, seed);
  const d = localDate.replace(/-/g, '');
  return draw({
    gameCode: 'BGS_VN_NORTH',
    drawId: `VNN-${d}`,
    label: 'Hà Nội',
    localDate,
    region: 'NORTH',
    drawAt: `${localDate}T11:15:00.000Z`,
    closesAt: `${localDate}T11:00:00.000Z`,
    prizes,
    headline: [prizes[0]!.numbers[0]!],
  });
}

/** A drawn Central or South draw of one province (18 prizes). */
export function provinceDraw(
  region: Exclude<VnRegion, 'NORTH'>,
  code: string,
  label: string,
  localDate = '2026-11-26',
  seed = 11,
): LotteryDraw {
  const prizes = sheet(CENTRAL_SOUTH_TIERS, seed);
  const d = localDate.replace(/-/g, '');
  const hour = region === 'CENTRAL' ? '10:15' : '09:15';
  return draw({
    gameCode: region === 'CENTRAL' ? 'BGS_VN_CENTRAL' : 'BGS_VN_SOUTH',
    drawId: `${region === 'CENTRAL' ? 'VNC' : 'VNS'}-${d}-${code}`,
    label,
    localDate,
    region,
    drawAt: `${localDate}T${hour}:00.000Z`,
    closesAt: `${localDate}T${hour}:00.000Z`,
    prizes,
    headline: [prizes.find((p) => p.tier === 'DB')!.numbers[0]!],
  });
}

/** A drawn SEA 4D draw (23 distinct numbers). */
export function seaDraw(localDate = '2026-11-25', number = 5123): LotteryDraw {
  const prizes = SEA_TIERS.reduce<{ out: PrizeTier[]; n: number }>(
    (acc, s) => ({
      out: [
        ...acc.out,
        {
          tier: s.tier,
          numbers: Array.from({ length: s.count }, (_, i) => String((acc.n + i * 379) % 10000).padStart(4, '0')),
        },
      ],
      n: acc.n + s.count * 379 + 17,
    }),
    { out: [], n: 1234 },
  ).out;
  return draw({
    gameCode: 'BGS_SEA_4D',
    drawId: `SEA-${localDate.replace(/-/g, '')}`,
    label: `Draw ${number}/26`,
    localDate,
    drawAt: `${localDate}T11:00:00.000Z`,
    closesAt: `${localDate}T10:45:00.000Z`,
    prizes,
    headline: prizes.slice(0, 3).map((p) => p.numbers[0]!),
  });
}

export function game(patch: Partial<LotteryGame> & Pick<LotteryGame, 'gameCode' | 'name' | 'prizeMode'>): LotteryGame {
  return {
    nodeId: 90006,
    vendorCode: 'BGS_LOTT',
    vendorName: 'BGS Fast Lottery',
    lottoArea: null,
    region: null,
    iconUrl: '',
    freeTrial: true,
    published: true,
    next: null,
    latest: null,
    ...patch,
  };
}

export const VN_LO2: BetTypeRule = { code: 'lo2', odds: '95', price: '27.00', tiers: [] };
export const VN_RULES: BetTypeRule[] = [
  VN_LO2,
  { code: 'lo3', odds: '950', price: '23.00', tiers: [] },
  { code: 'de', odds: '95', price: null, tiers: [] },
  { code: 'cang3', odds: '950', price: null, tiers: [] },
  { code: 'xien2', odds: '17', price: null, tiers: [] },
];
export const SEA_RULES: BetTypeRule[] = [
  {
    code: 'big',
    odds: '2500',
    price: null,
    tiers: [
      { tier: 'FIRST', odds: '2500' },
      { tier: 'SECOND', odds: '1000' },
      { tier: 'THIRD', odds: '500' },
      { tier: 'SPECIAL', odds: '180' },
      { tier: 'CONSOLATION', odds: '60' },
    ],
  },
  {
    code: 'small',
    odds: '3500',
    price: null,
    tiers: [
      { tier: 'FIRST', odds: '3500' },
      { tier: 'SECOND', odds: '2000' },
      { tier: 'THIRD', odds: '1000' },
    ],
  },
];

/** The lobby: ZY five-ball games, the VN North game, SEA 4D and an unpublished third-party LOTT game. */
export function lobby(now = Date.now()): LotteryLobby {
  return {
    serverTime: new Date(now).toISOString(),
    groups: [
      {
        prizeMode: 'LOTT',
        games: [
          game({
            gameCode: 'TCG_PK10',
            name: 'PK10 Racing',
            prizeMode: 'LOTT',
            vendorCode: 'TCG',
            vendorName: 'TCG Lottery',
            nodeId: 70001,
            published: false,
          }),
        ],
      },
      {
        prizeMode: 'ZY',
        games: [
          game({
            gameCode: 'BGS_LOTTO',
            name: 'Fast Lotto 3',
            prizeMode: 'ZY',
            next: openDraw({ drawId: '20261126-002', label: '20261126-002' }, 90_000, 10_000, now),
            latest: draw(),
          }),
          game({
            gameCode: 'BGS_ELOTT',
            name: 'Turbo Lotto 1',
            prizeMode: 'ZY',
            nodeId: 90009,
            next: openDraw(
              { gameCode: 'BGS_ELOTT', drawId: 'E20261126-0002', label: 'E20261126-0002' },
              30_000,
              5_000,
              now,
            ),
            latest: null,
          }),
        ],
      },
      {
        prizeMode: 'ELOTT',
        games: [
          game({
            gameCode: 'BGS_VN_NORTH',
            name: 'Northern Lottery',
            prizeMode: 'ELOTT',
            lottoArea: 'VN',
            region: 'NORTH',
            nodeId: 90010,
            vendorName: 'BGS Vietnam Lottery',
            next: openDraw(
              { gameCode: 'BGS_VN_NORTH', drawId: 'VNN-20261127', label: 'Hà Nội', region: 'NORTH' },
              3_600_000,
              900_000,
              now,
            ),
            latest: northDraw(),
          }),
        ],
      },
      {
        prizeMode: 'SEA',
        games: [
          game({
            gameCode: 'BGS_SEA_4D',
            name: '4D Lotto',
            prizeMode: 'SEA',
            lottoArea: 'SEA',
            nodeId: 90013,
            vendorName: 'BGS 4D Lottery',
            next: openDraw(
              { gameCode: 'BGS_SEA_4D', drawId: 'SEA-20261128', label: 'Draw 5124/26' },
              2 * 86_400_000,
              900_000,
              now,
            ),
            latest: seaDraw(),
          }),
        ],
      },
    ],
  };
}

export function results(list: LotteryDraw[], patch: Partial<LotteryResults> = {}): LotteryResults {
  return {
    gameCode: list[0]?.gameCode ?? 'BGS_LOTTO',
    name: 'Fast Lotto 3',
    list,
    pageNo: 1,
    pageSize: 10,
    totalCount: list.length,
    totalPages: 1,
    ...patch,
  };
}

export function opened(lob: LotteryLobby = lobby()): OpenedNumbers {
  return {
    list: lob.groups.flatMap((g) =>
      g.games
        .filter((x) => x.latest)
        .map((x) => ({
          gameCode: x.gameCode,
          nodeId: x.nodeId,
          name: x.name,
          prizeMode: x.prizeMode,
          draw: x.latest!,
        })),
    ),
  };
}

export function vnMenus(now = Date.now()): VnMenus {
  const south = [
    ['HCM', 'TP. Hồ Chí Minh'],
    ['DT', 'Đồng Tháp'],
    ['CM', 'Cà Mau'],
  ].map(([code, label]) =>
    openDraw(
      { gameCode: 'BGS_VN_SOUTH', drawId: `VNS-20261127-${code}`, label, region: 'SOUTH' },
      7_200_000,
      900_000,
      now,
    ),
  );
  return {
    prizeMode: 'ELOTT',
    device: 'WEB',
    serverTime: new Date(now).toISOString(),
    timeZone: 'Asia/Ho_Chi_Minh',
    regions: [
      {
        region: 'NORTH',
        nodeId: 90010,
        gameCode: 'BGS_VN_NORTH',
        name: 'Northern Lottery',
        drawTime: '18:15',
        draws: [
          openDraw(
            { gameCode: 'BGS_VN_NORTH', drawId: 'VNN-20261127', label: 'Hà Nội', region: 'NORTH' },
            3_600_000,
            900_000,
            now,
          ),
        ],
        betTypes: VN_RULES,
      },
      {
        region: 'CENTRAL',
        nodeId: 90011,
        gameCode: 'BGS_VN_CENTRAL',
        name: 'Central Lottery',
        drawTime: '17:15',
        draws: [],
        betTypes: VN_RULES.map((r) =>
          r.code === 'xien2' ? { ...r, odds: '35' } : r.code === 'lo2' ? { ...r, price: '18.00' } : r,
        ),
      },
      {
        region: 'SOUTH',
        nodeId: 90012,
        gameCode: 'BGS_VN_SOUTH',
        name: 'Southern Lottery',
        drawTime: '16:15',
        draws: south,
        betTypes: VN_RULES,
      },
    ],
  };
}

export function vnNumbers(date = '2026-11-26'): VnNumbers {
  return {
    date,
    regions: [
      { region: 'NORTH', gameCode: 'BGS_VN_NORTH', name: 'Northern Lottery', draws: [northDraw(date)] },
      {
        region: 'CENTRAL',
        gameCode: 'BGS_VN_CENTRAL',
        name: 'Central Lottery',
        draws: [
          provinceDraw('CENTRAL', 'DNG', 'Đà Nẵng', date, 21),
          provinceDraw('CENTRAL', 'KH', 'Khánh Hòa', date, 22),
        ],
      },
      {
        region: 'SOUTH',
        gameCode: 'BGS_VN_SOUTH',
        name: 'Southern Lottery',
        draws: [
          provinceDraw('SOUTH', 'DN', 'Đồng Nai', date, 31),
          provinceDraw('SOUTH', 'CT', 'Cần Thơ', date, 32),
          provinceDraw('SOUTH', 'ST', 'Sóc Trăng', date, 33),
        ],
      },
    ],
  };
}

/** A fake LotteryApi answering the fixtures; `over` replaces single calls. Every call is a jest mock. */
export function fakeLotteryApi(over: Partial<LotteryApi> = {}) {
  const api = {
    lobby: jest.fn<LotteryApi['lobby']>(async (q) => {
      const all = lobby();
      return q?.prizeMode ? { ...all, groups: all.groups.filter((g) => g.prizeMode === q.prizeMode) } : all;
    }),
    games: jest.fn<LotteryApi['games']>(async (q) => ({ prizeMode: q.prizeMode, games: [] })),
    results: jest.fn<LotteryApi['results']>(async (q) =>
      results(
        q.gameCode === 'BGS_SEA_4D'
          ? [seaDraw(), seaDraw('2026-11-23', 5122)]
          : [
              draw(),
              draw({
                drawId: '20261126-000',
                label: '20261126-000',
                status: 'void',
                prizes: [],
                headline: [],
                serverSeed: SEED,
                voidReason: 'Vendor outage',
              }),
            ],
        { gameCode: q.gameCode },
      ),
    ),
    draw: jest.fn<LotteryApi['draw']>(async (gameCode, drawId) => ({
      game: { nodeId: 90013, gameCode, name: '4D Lotto', prizeMode: 'SEA', lottoArea: 'SEA' },
      draw: openDraw({ gameCode, drawId }),
      betTypes: SEA_RULES,
    })),
    opened: jest.fn<LotteryApi['opened']>(async () => opened()),
    vnMenus: jest.fn<LotteryApi['vnMenus']>(async () => vnMenus()),
    vnNumbers: jest.fn<LotteryApi['vnNumbers']>(async (q) => vnNumbers(q?.date ?? '2026-11-26')),
  };
  Object.assign(api, over);
  return api as typeof api & LotteryApi;
}

export { HASH, SEED };
