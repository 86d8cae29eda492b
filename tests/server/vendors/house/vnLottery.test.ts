/**
 * Vietnam lottery maths (docs/lottery.md section 2) against hand-made sheets: every bet type's
 * payout (a lô number drawn three times pays three times, a xiên with one number missing loses,
 * đề and 3 càng read the special prize), line checks, the sheets drawn from the seed in sheet
 * order, and the exact RTP beside the published figures; plus the daily schedules (section 2).
 */
import { describe, expect, it } from '@jest/globals';
import { fairRng, type Rng } from '../../../../server/vendors/house/fair/rng.ts';
import {
  DAILY_CLOSE_MS,
  drawsOfDate,
  localDateOf,
  nextDrawDate,
  seaDrawNumber,
} from '../../../../server/vendors/house/games/drawSchedule.ts';
import {
  checkVnLine,
  drawVnSheet,
  loEndings,
  settleVnLine,
  vnLineCost,
  vnRtp,
  xienChance,
  type PrizeTier,
  type VnLine,
} from '../../../../server/vendors/house/games/vnLottery.ts';

/** North: 12 ends DB, G4 and G6 (three times), 34 ends G1 and G5 (twice), 512 ends DB and G6. */
const NORTH: PrizeTier[] = [
  { tier: 'DB', numbers: ['10512'] },
  { tier: 'G1', numbers: ['20034'] },
  { tier: 'G2', numbers: ['30056', '40078'] },
  { tier: 'G3', numbers: ['50090', '60011', '70013', '80015', '90017', '00019'] },
  { tier: 'G4', numbers: ['1221', '3423', '5625', '7812'] },
  { tier: 'G5', numbers: ['9030', '1132', '2234', '3336', '4438', '5540'] },
  { tier: 'G6', numbers: ['512', '642', '744'] },
  { tier: 'G7', numbers: ['46', '48', '50', '52'] },
];

/** A South province: 07 and 23 end two prizes each, 123 ends G7 and G6; ĐB 123456. */
const SOUTH: PrizeTier[] = [
  { tier: 'G8', numbers: ['07'] },
  { tier: 'G7', numbers: ['123'] },
  { tier: 'G6', numbers: ['4507', '6789', '0123'] },
  { tier: 'G5', numbers: ['1111'] },
  { tier: 'G4', numbers: ['22222', '33333', '44444', '55555', '66666', '77777', '88888'] },
  { tier: 'G3', numbers: ['90001', '90002'] },
  { tier: 'G2', numbers: ['90003'] },
  { tier: 'G1', numbers: ['90004'] },
  { tier: 'DB', numbers: ['123456'] },
];

const lo = (betType: 'lo2' | 'lo3', numbers: string[], points: number): VnLine => ({
  betType,
  numbers,
  points,
  stake: null,
});
const money = (betType: VnLine['betType'], numbers: string[], stake: bigint): VnLine => ({
  betType,
  numbers,
  points: null,
  stake,
});

describe('Vietnam sheets', () => {
  it('draw the North 27 and the Central/South 18 prizes with the right digits, in sheet order, one digit per rng.int(10)', () => {
    const north = drawVnSheet(fairRng({ serverSeed: 's', clientSeed: 'VNN-20261126', nonce: 0 }), 'NORTH');
    expect(north.map((t) => [t.tier, t.numbers.length, t.numbers[0]!.length])).toEqual([
      ['DB', 1, 5],
      ['G1', 1, 5],
      ['G2', 2, 5],
      ['G3', 6, 5],
      ['G4', 4, 4],
      ['G5', 6, 4],
      ['G6', 3, 3],
      ['G7', 4, 2],
    ]);
    const south = drawVnSheet(fairRng({ serverSeed: 's', clientSeed: 'VNS-20261126-HCM', nonce: 0 }), 'SOUTH');
    expect(south.map((t) => [t.tier, t.numbers.length, t.numbers[0]!.length])).toEqual([
      ['G8', 1, 2],
      ['G7', 1, 3],
      ['G6', 3, 4],
      ['G5', 1, 4],
      ['G4', 7, 5],
      ['G3', 2, 5],
      ['G2', 1, 5],
      ['G1', 1, 5],
      ['DB', 1, 6],
    ]);
    // Digits are read in order: an Rng counting 0, 1, 2, ... writes 01 for G8 and 234 for G7.
    let next = 0;
    const counting: Rng = { uint32: () => 0, float: () => 0, int: (n) => next++ % n };
    expect(drawVnSheet(counting, 'CENTRAL').slice(0, 2)).toEqual([
      { tier: 'G8', numbers: ['01'] },
      { tier: 'G7', numbers: ['234'] },
    ]);
    expect(loEndings(SOUTH, 3)).toEqual([
      '123',
      '507',
      '789',
      '123',
      '111',
      '222',
      '333',
      '444',
      '555',
      '666',
      '777',
      '888',
      '001',
      '002',
      '003',
      '004',
      '456',
    ]);
  });
});

describe('settling Vietnam lines (North)', () => {
  it('pays lô on every occurrence: 12 three times and 34 twice', () => {
    const line = lo('lo2', ['12', '34', '99'], 2);
    expect(vnLineCost(line, 'NORTH')).toBe(16_200n); // 3 numbers x 2 points x 27.00
    expect(settleVnLine(line, NORTH)).toEqual({ win: 95_000n, hits: 5, winningNumbers: ['12', '34'] }); // 5 x 2 x 95.00
  });

  it('pays lô 3 số on the 3-digit endings of the prizes of 3+ digits only', () => {
    const line = lo('lo3', ['512', '034', '046'], 1);
    expect(vnLineCost(line, 'NORTH')).toBe(6_900n);
    // 046 is G7's 46 with a zero: G7 has 2 digits, so it is no lô 3 số ending.
    expect(settleVnLine(line, NORTH)).toEqual({ win: 285_000n, hits: 3, winningNumbers: ['512', '034'] });
  });

  it('pays đề and 3 càng on the special prize only', () => {
    expect(settleVnLine(money('de', ['12', '13'], 1000n), NORTH)).toEqual({
      win: 95_000n,
      hits: 1,
      winningNumbers: ['12'],
    });
    expect(vnLineCost(money('de', ['12', '13'], 1000n), 'NORTH')).toBe(2000n);
    expect(settleVnLine(money('de', ['34'], 1000n), NORTH)).toEqual({ win: 0n, hits: 0, winningNumbers: [] });
    expect(settleVnLine(money('cang3', ['512'], 200n), NORTH)).toEqual({
      win: 190_000n,
      hits: 1,
      winningNumbers: ['512'],
    });
    expect(settleVnLine(money('cang3', ['034'], 200n), NORTH).win).toBe(0n);
  });

  it('pays a xiên once when all its numbers are among the lô endings, and nothing when one is missing', () => {
    expect(settleVnLine(money('xien2', ['12', '46'], 1000n), NORTH)).toEqual({
      win: 17_000n,
      hits: 1,
      winningNumbers: ['12', '46'],
    });
    expect(vnLineCost(money('xien2', ['12', '46'], 1000n), 'NORTH')).toBe(1000n);
    expect(settleVnLine(money('xien2', ['12', '99'], 1000n), NORTH)).toEqual({ win: 0n, hits: 0, winningNumbers: [] });
    expect(settleVnLine(money('xien3', ['11', '13', '15'], 100n), NORTH).win).toBe(7_500n);
    expect(settleVnLine(money('xien4', ['21', '23', '25', '52'], 100n), NORTH).win).toBe(35_000n);
    expect(settleVnLine(money('xien4', ['21', '23', '25', '53'], 100n), NORTH).win).toBe(0n);
  });
});

describe('settling Vietnam lines (Central / South odds)', () => {
  it('uses the 18-prize prices and xiên odds', () => {
    expect(vnLineCost(lo('lo2', ['07', '23'], 1), 'SOUTH')).toBe(3600n);
    expect(settleVnLine(lo('lo2', ['07', '23'], 1), SOUTH)).toEqual({
      win: 38_000n,
      hits: 4,
      winningNumbers: ['07', '23'],
    });
    expect(vnLineCost(lo('lo3', ['123'], 1), 'CENTRAL')).toBe(1700n);
    expect(settleVnLine(lo('lo3', ['123'], 1), SOUTH)).toEqual({ win: 190_000n, hits: 2, winningNumbers: ['123'] });
    expect(settleVnLine(money('de', ['56'], 100n), SOUTH).win).toBe(9_500n);
    expect(settleVnLine(money('cang3', ['456'], 100n), SOUTH).win).toBe(95_000n);
    expect(settleVnLine(money('xien2', ['07', '56'], 100n), SOUTH).win).toBe(3_500n);
    expect(settleVnLine(money('xien3', ['07', '56', '01'], 100n), SOUTH).win).toBe(23_500n);
    expect(settleVnLine(money('xien4', ['07', '23', '89', '11'], 100n), SOUTH).win).toBe(165_000n);
  });

  it('refuses a sheet that is neither 27 nor 18 prizes', () => {
    expect(() => settleVnLine(money('de', ['12'], 100n), NORTH.slice(1))).toThrow(RangeError);
  });
});

describe('Vietnam line checks', () => {
  it('name the problem', () => {
    const bad: [VnLine, RegExp][] = [
      [lo('lo2', ['123'], 1), /2 digits/],
      [lo('lo3', ['12'], 1), /3 digits/],
      [money('de', ['1a'], 100n), /2 digits/],
      [lo('lo2', ['12', '12'], 1), /distinct/],
      [money('xien2', ['12'], 100n), /exactly 2/],
      [money('xien3', ['12', '13', '14', '15'], 100n), /exactly 3/],
      [money('xien2', ['12', '12'], 100n), /distinct/],
      [
        lo(
          'lo2',
          Array.from({ length: 11 }, (_, i) => String(i + 10)),
          1,
        ),
        /at most 10/,
      ],
      [lo('lo2', ['12'], 0), /points/],
      [lo('lo2', ['12'], 10_001), /points/],
      [lo('lo2', ['12'], 1.5), /points/],
      [{ betType: 'lo2', numbers: ['12'], points: 1, stake: 100n }, /points, not a stake/],
      [{ betType: 'de', numbers: ['12'], points: 1, stake: 100n }, /stake, not points/],
      [money('de', ['12'], 0n), /above 0/],
      [{ betType: 'lo5' as VnLine['betType'], numbers: ['12'], points: 1, stake: null }, /unknown bet type/],
      [lo('lo2', [], 1), /at least one/],
    ];
    for (const [line, message] of bad) expect(() => checkVnLine(line)).toThrow(message);
    expect(() => checkVnLine(lo('lo2', ['00', '99'], 10_000))).not.toThrow();
    expect(() => checkVnLine(money('xien4', ['00', '01', '02', '03'], 100n))).not.toThrow();
  });
});

describe('Vietnam RTP', () => {
  it('is 95% for lô, đề and 3 càng, and the published xiên figures', () => {
    for (const region of ['NORTH', 'CENTRAL', 'SOUTH'] as const)
      for (const t of ['lo2', 'lo3', 'de', 'cang3'] as const) expect(vnRtp(t, region)).toBeCloseTo(0.95, 12);
    const pct = (x: number) => Math.round(x * 1000) / 10;
    expect([pct(vnRtp('xien2', 'NORTH')), pct(vnRtp('xien3', 'NORTH')), pct(vnRtp('xien4', 'NORTH'))]).toEqual([
      93.3, 92.2, 93.4,
    ]);
    expect([pct(vnRtp('xien2', 'SOUTH')), pct(vnRtp('xien4', 'SOUTH'))]).toEqual([91.4, 91.6]);
    expect(Math.abs(pct(vnRtp('xien3', 'CENTRAL')) - 91.9)).toBeLessThanOrEqual(0.1);
  });

  it('counts xiên chances by inclusion-exclusion, matching a count over every 3-ending draw', () => {
    // Two numbers among three endings: enumerate all 100^3 ending triples for 00 and 01.
    let both = 0;
    for (let a = 0; a < 100; a++)
      for (let b = 0; b < 100; b++)
        for (let c = 0; c < 100; c++) {
          const s = new Set([a, b, c]);
          if (s.has(0) && s.has(1)) both += 1;
        }
    expect(xienChance(2, 3)).toBeCloseTo(both / 1e6, 12);
  });
});

describe('daily schedules', () => {
  it('name the draws of a date with their provinces, ids and times (ICT, betting closes 15 minutes before)', () => {
    const north = drawsOfDate('BGS_VN_NORTH', '2026-11-26');
    expect(north).toEqual([
      {
        gameCode: 'BGS_VN_NORTH',
        drawId: 'VNN-20261126',
        localDate: '2026-11-26',
        drawAt: Date.parse('2026-11-26T18:15:00+07:00'),
        closesAt: Date.parse('2026-11-26T18:00:00+07:00'),
        label: { TW: '河內', EN: 'Hà Nội' },
        region: 'NORTH',
      },
    ]);
    expect(north[0]!.drawAt - north[0]!.closesAt).toBe(DAILY_CLOSE_MS);
    const central = drawsOfDate('BGS_VN_CENTRAL', '2026-11-26');
    expect(central.map((d) => [d.drawId, d.label.EN, d.label.TW])).toEqual([
      ['VNC-20261126-BDI', 'Bình Định', '平定'],
      ['VNC-20261126-QT', 'Quảng Trị', '廣治'],
      ['VNC-20261126-QB', 'Quảng Bình', '廣平'],
    ]);
    expect(central[0]!.drawAt).toBe(Date.parse('2026-11-26T17:15:00+07:00'));
    const south = drawsOfDate('BGS_VN_SOUTH', '2026-11-28');
    expect(south.map((d) => d.drawId)).toEqual([
      'VNS-20261128-HCM',
      'VNS-20261128-LA',
      'VNS-20261128-BP',
      'VNS-20261128-HG',
    ]);
    expect(south[0]!.label).toEqual({ TW: '胡志明市', EN: 'TP. Hồ Chí Minh' });
    expect(south[0]!.drawAt).toBe(Date.parse('2026-11-28T16:15:00+07:00'));
  });

  it('draw 4D on Wednesday, Saturday and Sunday at 19:00 MYT with a running number', () => {
    expect(drawsOfDate('BGS_SEA_4D', '2026-11-26')).toEqual([]);
    const sat = drawsOfDate('BGS_SEA_4D', '2026-11-28')[0]!;
    expect(sat).toMatchObject({
      drawId: 'SEA-20261128',
      drawAt: Date.parse('2026-11-28T19:00:00+08:00'),
      closesAt: Date.parse('2026-11-28T18:45:00+08:00'),
      label: { EN: 'Draw 5123/26', TW: '第5123/26期' },
      region: null,
    });
    expect([
      seaDrawNumber('2026-11-29'),
      seaDrawNumber('2026-12-02'),
      seaDrawNumber('2026-11-25'),
      seaDrawNumber('2026-12-05'),
    ]).toEqual([5124, 5125, 5122, 5126]);
    expect(() => seaDrawNumber('2026-11-26')).toThrow(RangeError);
  });

  it('give the next draw date after a time, or after the date just drawn', () => {
    // 18:10 ICT on Thursday: tonight's North draw is still ahead (betting already closed).
    expect(nextDrawDate('BGS_VN_NORTH', Date.parse('2026-11-26T18:10:00+07:00')).map((d) => d.drawId)).toEqual([
      'VNN-20261126',
    ]);
    expect(nextDrawDate('BGS_VN_NORTH', Date.parse('2026-11-26T18:15:00+07:00')).map((d) => d.drawId)).toEqual([
      'VNN-20261127',
    ]);
    // Drawn early by the test clock at 10:00: the next date is tomorrow, not today again.
    expect(
      nextDrawDate('BGS_VN_NORTH', Date.parse('2026-11-26T10:00:00+07:00'), '2026-11-26').map((d) => d.drawId),
    ).toEqual(['VNN-20261127']);
    // Thursday 20:00 MYT: the next 4D draw is Saturday's.
    expect(nextDrawDate('BGS_SEA_4D', Date.parse('2026-11-26T20:00:00+08:00')).map((d) => d.drawId)).toEqual([
      'SEA-20261128',
    ]);
    // 23:30 UTC on the 26th is already the 27th in Vietnam.
    expect(localDateOf('BGS_VN_SOUTH', Date.parse('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(() => drawsOfDate('BGS_VN_NORTH', '2026-02-30')).toThrow(RangeError);
  });
});
