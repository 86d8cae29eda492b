/**
 * The pure parts of the vendor's draw pages (vendor-house/src/drawCore.ts, vnNumbers.ts,
 * fourD.ts; docs/lottery.md sections 2, 3 and 7): countdowns, times in the draw's zone, refusals,
 * the Vietnam picker, slip lines and costs, the regional sheet layout, lô endings and the 4D modes.
 */
import { describe, expect, it } from '@jest/globals';
import {
  firstDraw,
  formatCountdown,
  plainNumber,
  formatDrawTime,
  formatLocalDate,
  localToday,
  refusalOf,
  shortHash,
  stakeWithin,
  sumAmounts,
  zoneName,
  type DrawLimits,
  type OpenDraw,
} from '../../../../vendor-house/src/drawCore.ts';
import {
  buildVnLines,
  occurrences,
  winPerHit,
  combinationCount,
  combinations,
  loEndings,
  parseNumbers,
  quickGroup,
  quickPick,
  toggleGroup,
  vnLineCost,
  vnSheetRows,
} from '../../../../vendor-house/src/vnNumbers.ts';
import {
  check4DRow,
  fourDRowCost,
  fourDSheet,
  fourDSlipLines,
  iboxOdds,
  luckyPick,
  normalize4D,
  numbersOf,
  permutations,
  rollNumbers,
} from '../../../../vendor-house/src/fourD.ts';

/** buildVnLines at the North's lô 2 số price (27), which only lô lines use. */
const buildVnLinesP = (...args: [Parameters<typeof buildVnLines>[0], string[], string, DrawLimits, number]) =>
  buildVnLines(...args, args[0] === 'lo3' ? '23' : '27');
const LIMITS: DrawLimits = { minStake: '1', maxStake: '5000', maxLines: 20, maxNumbers: 10, maxPoints: 10000 };

describe('countdown and draw times', () => {
  it('counts down in days and HH:MM:SS, rounding seconds up and stopping at zero', () => {
    expect(formatCountdown(12 * 60_000 + 31_000)).toEqual({ days: 0, clock: '00:12:31' });
    expect(formatCountdown(12 * 60_000 + 30_001)).toEqual({ days: 0, clock: '00:12:31' });
    expect(formatCountdown(2 * 86_400_000 + 3 * 3600_000 + 5_000)).toEqual({ days: 2, clock: '03:00:05' });
    expect(formatCountdown(-5_000)).toEqual({ days: 0, clock: '00:00:00' });
  });

  it('shows times in the draw time zone with its name (ICT, MYT)', () => {
    // 11:15Z is 18:15 in Hanoi (UTC+7); 11:00Z is 19:00 in Kuala Lumpur (UTC+8).
    expect(formatDrawTime('2026-11-26T11:15:00Z', 'Asia/Ho_Chi_Minh', 'en', 'time')).toBe('18:15 ICT');
    expect(formatDrawTime('2026-11-28T11:00:00Z', 'Asia/Kuala_Lumpur', 'en', 'time')).toBe('19:00 MYT');
    expect(formatDrawTime('2026-11-28T11:00:00Z', 'Asia/Kuala_Lumpur', 'en', 'full')).toMatch(
      /^Sat,? 28\/11\/2026,? 19:00 MYT$/,
    );
    expect(formatDrawTime('2026-11-26T20:00:00Z', 'Asia/Ho_Chi_Minh', 'tw', 'date')).toContain('2026/11/27');
    expect(zoneName('Europe/London')).not.toBe('ICT');
    expect(formatDrawTime('not a time', 'Asia/Ho_Chi_Minh', 'en')).toBe('');
  });

  it("writes local dates and knows the zone's today", () => {
    expect(formatLocalDate('2026-11-26', 'en')).toMatch(/Thu,? 26\/11\/2026/);
    expect(formatLocalDate('2026-11-26', 'tw')).toContain('2026/11/26');
    // 17:30Z on the 26th is already the 27th in Hanoi.
    expect(localToday('Asia/Ho_Chi_Minh', Date.parse('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
    expect(localToday('UTC', Date.parse('2026-11-26T17:30:00Z'))).toBe('2026-11-26');
  });

  it('picks the open draw that closes first', () => {
    const draw = (drawId: string, closesAt: string, open = true): OpenDraw => ({
      drawId,
      label: { TW: drawId, EN: drawId },
      localDate: '2026-11-26',
      drawAt: closesAt,
      closesAt,
      serverSeedHash: 'a'.repeat(64),
      open,
    });
    expect(
      firstDraw([
        draw('B', '2026-11-26T10:00:00Z'),
        draw('A', '2026-11-26T09:00:00Z', false),
        draw('C', '2026-11-26T09:30:00Z'),
      ])?.drawId,
    ).toBe('C');
    expect(firstDraw([draw('A', '2026-11-26T09:00:00Z', false)])?.drawId).toBe('A');
    expect(firstDraw([])).toBeNull();
  });

  it('writes odds and prices without trailing zeros', () => {
    expect(plainNumber('27.00', 'en')).toBe('27');
    expect(plainNumber('2500', 'tw')).toBe('2,500');
    expect(plainNumber('104.1666', 'en')).toBe('104.1666');
    expect(plainNumber('', 'en')).toBe('');
  });

  it('shortens a seed hash to its head and tail', () => {
    expect(shortHash('0123456789abcdef'.repeat(4))).toBe('01234567…abcdef');
  });
});

describe('refusals and amounts', () => {
  it('map a refusal to its text and the line it points at', () => {
    expect(refusalOf({ error: 'BETTING_CLOSED' }, 3)).toEqual({
      code: 'BETTING_CLOSED',
      key: 'errors.BETTING_CLOSED',
      line: null,
    });
    expect(refusalOf({ error: 'INVALID_REQUEST', line: 2 }, 3)).toEqual({
      code: 'INVALID_REQUEST',
      key: 'errors.INVALID_REQUEST',
      line: 2,
    });
    expect(refusalOf({ error: 'INSUFFICIENT_FUNDS', line: 7 }, 3).line).toBeNull();
    expect(refusalOf({ error: 'NUMBER_SOLD_OUT', line: 0 }, 1)).toEqual({
      code: 'NUMBER_SOLD_OUT',
      key: 'draws.refusedCode',
      line: 0,
    });
    expect(refusalOf('<html>', 1)).toEqual({ code: 'INTERNAL_ERROR', key: 'errors.INTERNAL_ERROR', line: null });
  });

  it('check stakes against the limits and add amounts exactly', () => {
    expect(stakeWithin('10', '1', '5000')).toBe(true);
    expect(stakeWithin('0.5', '1', '5000')).toBe(false);
    expect(stakeWithin('5000.01', '1', '5000')).toBe(false);
    expect(stakeWithin('1.234', '1', '5000')).toBe(false);
    expect(stakeWithin('abc', '1', '5000')).toBe(false);
    expect(sumAmounts([10n, 20n, 1n])).toBe('0.31');
  });
});

describe('the Vietnam number picker', () => {
  it('selects đầu rows, đuôi columns, chẵn / lẻ and tài / xỉu', () => {
    expect(quickGroup({ kind: 'head', digit: 3 })).toEqual([
      '30',
      '31',
      '32',
      '33',
      '34',
      '35',
      '36',
      '37',
      '38',
      '39',
    ]);
    expect(quickGroup({ kind: 'tail', digit: 7 })).toEqual([
      '07',
      '17',
      '27',
      '37',
      '47',
      '57',
      '67',
      '77',
      '87',
      '97',
    ]);
    expect(quickGroup({ kind: 'even' })).toHaveLength(50);
    expect(quickGroup({ kind: 'odd' })).toContain('99');
    expect(quickGroup({ kind: 'big' })[0]).toBe('50');
    expect(quickGroup({ kind: 'small' }).at(-1)).toBe('49');
  });

  it('adds a group, and clears it when all of it is already chosen', () => {
    const head0 = quickGroup({ kind: 'head', digit: 0 });
    const once = toggleGroup(new Set(['55']), head0);
    expect(once.size).toBe(11);
    expect([...toggleGroup(once, head0)]).toEqual(['55']);
    expect(toggleGroup(new Set(['01']), head0).size).toBe(10);
  });

  it('reads typed numbers separated by commas and spaces, keeping the bad pieces', () => {
    expect(parseNumbers('123, 45 123;999，007', 3)).toEqual({ numbers: ['123', '999', '007'], invalid: ['45'] });
    expect(parseNumbers('  ', 2)).toEqual({ numbers: [], invalid: [] });
    expect(parseNumbers('1a, 05', 2)).toEqual({ numbers: ['05'], invalid: ['1a'] });
  });

  it('quick-picks distinct numbers of the right width', () => {
    const seq = [0.5, 0.5, 0.01, 0.999];
    let i = 0;
    expect(quickPick(3, 2, () => seq[i++]!)).toEqual(['01', '50', '99']);
    const many = quickPick(40, 3);
    expect(new Set(many).size).toBe(40);
    expect(many.every((n) => /^\d{3}$/.test(n))).toBe(true);
  });

  it('makes xiên combinations', () => {
    expect(combinations(['01', '02', '03'], 2)).toEqual([
      ['01', '02'],
      ['01', '03'],
      ['02', '03'],
    ]);
    expect(combinations(['01'], 2)).toEqual([]);
    expect(combinationCount(5, 3)).toBe(10);
    expect(combinationCount(6, 4)).toBe(combinations([1, 2, 3, 4, 5, 6], 4).length);
  });
});

describe('Vietnam slip lines', () => {
  it('buys lô in points and costs numbers x points x price', () => {
    const built = buildVnLinesP('lo2', ['05', '27', '05'], '10', LIMITS, 20);
    expect(built).toEqual({ lines: [{ betType: 'lo2', numbers: ['05', '27'], points: 10 }] });
    expect(vnLineCost({ betType: 'lo2', numbers: ['05', '27'], points: 10 }, '27')).toBe(54000n);
    expect(vnLineCost({ betType: 'lo3', numbers: ['123'], points: 3 }, '23')).toBe(6900n);
  });

  it('stakes đề and 3 càng per number and xiên per combination', () => {
    expect(buildVnLinesP('de', ['88', '99'], '5', LIMITS, 20)).toEqual({
      lines: [{ betType: 'de', numbers: ['88', '99'], stake: '5' }],
    });
    expect(vnLineCost({ betType: 'de', numbers: ['88', '99'], stake: '5' }, null)).toBe(1000n);
    const xien = buildVnLinesP('xien2', ['01', '02', '03'], '2.50', LIMITS, 20);
    expect(xien).toEqual({
      lines: [
        ['01', '02'],
        ['01', '03'],
        ['02', '03'],
      ].map((numbers) => ({ betType: 'xien2', numbers, stake: '2.50' })),
    });
    expect(vnLineCost({ betType: 'xien2', numbers: ['01', '02'], stake: '2.50' }, null)).toBe(250n);
  });

  it('says what one hit pays, stake included', () => {
    expect(winPerHit('lo2', '10', '95')).toBe(95000n);
    expect(winPerHit('de', '2.50', '95')).toBe(23750n);
    expect(winPerHit('xien2', '1', '17.5')).toBe(1750n);
    expect(winPerHit('lo3', '1.5', '950')).toBeNull();
    expect(winPerHit('cang3', 'x', '950')).toBeNull();
  });

  it('refuses bad picks with the reason', () => {
    expect(buildVnLinesP('lo2', [], '1', LIMITS, 20)).toEqual({ error: 'noNumbers' });
    expect(buildVnLinesP('lo3', ['12'], '1', LIMITS, 20)).toEqual({ error: 'badNumber' });
    expect(buildVnLinesP('xien3', ['01', '02'], '1', LIMITS, 20)).toEqual({ error: 'xienCount' });
    expect(buildVnLinesP('lo2', quickPick(11, 2), '1', LIMITS, 20)).toEqual({ error: 'tooManyNumbers' });
    expect(buildVnLinesP('xien2', quickPick(7, 2), '1', LIMITS, 20)).toEqual({ error: 'tooManyLines' });
    expect(buildVnLinesP('xien2', ['01', '02'], '1', LIMITS, 0)).toEqual({ error: 'tooManyLines' });
    expect(buildVnLinesP('lo2', ['01'], '0', LIMITS, 20)).toEqual({ error: 'pointsRange' });
    expect(buildVnLinesP('lo2', ['01'], '1.5', LIMITS, 20)).toEqual({ error: 'pointsRange' });
    expect(buildVnLinesP('lo2', ['01'], '10001', LIMITS, 20)).toEqual({ error: 'pointsRange' });
    expect(buildVnLinesP('de', ['01'], '0.5', LIMITS, 20)).toEqual({ error: 'stakeRange' });
  });

  it('keeps every ticket within the limits in all', () => {
    // 10 numbers x 200 points x 27 = 54,000 > 5,000; 10 x 18 x 27 = 4,860 fits.
    expect(buildVnLinesP('lo2', quickPick(10, 2), '200', LIMITS, 20)).toEqual({ error: 'lineTotal' });
    expect('lines' in buildVnLinesP('lo2', quickPick(10, 2), '18', LIMITS, 20)).toBe(true);
    // 2 numbers x 2,500.01 for đề is over 5,000; a xiên combination is staked once.
    expect(buildVnLinesP('de', ['01', '02'], '2500.01', LIMITS, 20)).toEqual({ error: 'lineTotal' });
    expect('lines' in buildVnLinesP('xien2', ['01', '02', '03'], '5000', LIMITS, 20)).toBe(true);
  });
});

describe('the Vietnam result sheet', () => {
  const north = [
    { tier: 'DB', numbers: ['12345'] },
    { tier: 'G1', numbers: ['67890'] },
    { tier: 'G2', numbers: ['11111', '22245'] },
    { tier: 'G3', numbers: ['30001', '30002', '30003', '30004', '30005', '30006'] },
    { tier: 'G4', numbers: ['4000', '4001', '4002', '4003'] },
    { tier: 'G5', numbers: ['5000', '5001', '5002', '5003', '5004', '5005'] },
    { tier: 'G6', numbers: ['600', '601', '602'] },
    { tier: 'G7', numbers: ['70', '71', '72', '45'] },
  ];

  it('lays North out from ĐB down to G7 and Central / South from G8 down to ĐB, a column per province', () => {
    expect(vnSheetRows('NORTH', [north]).map((r) => r.tier)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(vnSheetRows('NORTH', [north])[2]!.cells).toEqual([['11111', '22245']]);
    const a = [
      { tier: 'G8', numbers: ['07'] },
      { tier: 'DB', numbers: ['123456'] },
    ];
    const b = [{ tier: 'G8', numbers: ['93'] }];
    const rows = vnSheetRows('SOUTH', [a, b]);
    expect(rows.map((r) => r.tier)).toEqual(['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']);
    expect(rows[0]!.cells).toEqual([['07'], ['93']]);
    expect(rows.at(-1)!.cells).toEqual([['123456'], []]);
  });

  it('tabulates the lô endings by đầu and đuôi, a repeated ending listed each time', () => {
    const { heads, tails } = loEndings(north);
    expect(heads.flat()).toHaveLength(27);
    // 12345, 22245 and the G7 45 all end in 45: three nháy; 30005 and 5005 end in 05.
    expect(heads[4]).toEqual([5, 5, 5]);
    expect(tails[5]).toEqual([0, 0, 4, 4, 4]);
    // G3 30001-30006, G4 4000-4003, G5 5000-5005, G6 600-602.
    expect(heads[0]).toEqual([0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6]);
    expect(heads[9]).toEqual([0]);
    // Each nháy of a lô number: 45 three times, 05 twice (30005, 5005), 99 never; 3 digits:
    // 001 three times (30001, 4001, 5001), 345 once (22245 ends in 245), the 2-digit G7 never.
    expect(occurrences(['45', '05', '99'], north, 2)).toEqual(
      new Map([
        ['45', 3],
        ['05', 2],
      ]),
    );
    expect(occurrences(['001', '345', '070'], north, 3)).toEqual(
      new Map([
        ['001', 3],
        ['345', 1],
      ]),
    );
    expect(heads[8]).toEqual([]);
  });
});

describe('SEA 4D', () => {
  it('reads numbers with at most one R', () => {
    expect(normalize4D(' 12r4 ')).toBe('12R4');
    expect(normalize4D('0007')).toBe('0007');
    expect(normalize4D('1RR4')).toBeNull();
    expect(normalize4D('123')).toBeNull();
    expect(normalize4D('12345')).toBeNull();
  });

  it('counts box and iBox orderings and the ten numbers of a roll', () => {
    expect(permutations('1234')).toHaveLength(24);
    expect(permutations('1123')).toHaveLength(12);
    expect(permutations('1122')).toHaveLength(6);
    expect(permutations('1112')).toEqual(['1112', '1121', '1211', '2111']);
    expect(permutations('1111')).toEqual(['1111']);
    expect(rollNumbers('R123')).toEqual([
      '0123',
      '1123',
      '2123',
      '3123',
      '4123',
      '5123',
      '6123',
      '7123',
      '8123',
      '9123',
    ]);
    expect(numbersOf('1234', 'straight')).toEqual(['1234']);
    expect(numbersOf('1123', 'ibox')).toHaveLength(12);
  });

  it('costs box and roll per combination and straight and iBox once', () => {
    expect(fourDRowCost({ number: '1234', mode: 'straight', big: '1', small: '2' })).toBe(300n);
    expect(fourDRowCost({ number: '1234', mode: 'box', big: '1', small: '' })).toBe(2400n);
    expect(fourDRowCost({ number: '1123', mode: 'ibox', big: '12', small: '' })).toBe(1200n);
    expect(fourDRowCost({ number: '12R4', mode: 'roll', big: '1', small: '1' })).toBe(2000n);
    expect(iboxOdds('2500', 24)).toBe('104.17');
  });

  it('checks a row before it goes on the slip', () => {
    expect(check4DRow({ number: '1234', mode: 'straight', big: '1', small: '' }, LIMITS)).toBeNull();
    expect(check4DRow({ number: '12R4', mode: 'straight', big: '1', small: '' }, LIMITS)).toBe('rNeedsRoll');
    expect(check4DRow({ number: '1234', mode: 'roll', big: '1', small: '' }, LIMITS)).toBe('rollNeedsR');
    expect(check4DRow({ number: '7777', mode: 'box', big: '1', small: '' }, LIMITS)).toBe('boxSameDigits');
    expect(check4DRow({ number: '1234', mode: 'straight', big: '', small: '0' }, LIMITS)).toBe('noStake');
    expect(check4DRow({ number: '1234', mode: 'straight', big: '0.10', small: '' }, LIMITS)).toBe('stakeRange');
    expect(check4DRow({ number: '12a4', mode: 'straight', big: '1', small: '' }, LIMITS)).toBe('badNumber');
    // Box on 1234 plays 24 numbers: 24 x 300 = 7,200 over 5,000 for the Big ticket; iBox costs the stake once.
    expect(check4DRow({ number: '1234', mode: 'box', big: '300', small: '' }, LIMITS)).toBe('lineTotal');
    expect(check4DRow({ number: '1234', mode: 'ibox', big: '300', small: '300' }, LIMITS)).toBeNull();
    expect(check4DRow({ number: '12R4', mode: 'roll', big: '500', small: '' }, LIMITS)).toBeNull();
    expect(check4DRow({ number: '12R4', mode: 'roll', big: '500.01', small: '' }, LIMITS)).toBe('lineTotal');
  });

  it('sends a Big and a Small line per row and remembers which row each came from', () => {
    const { lines, owner } = fourDSlipLines([
      { number: '1234', mode: 'box', big: '1', small: '2' },
      { number: '5678', mode: 'straight', big: '', small: '3' },
    ]);
    expect(lines).toEqual([
      { betType: 'big', mode: 'box', numbers: ['1234'], stake: '1' },
      { betType: 'small', mode: 'box', numbers: ['1234'], stake: '2' },
      { betType: 'small', mode: 'straight', numbers: ['5678'], stake: '3' },
    ]);
    expect(owner).toEqual([0, 0, 1]);
  });

  it('lucky-picks four digits and splits a sheet into its prizes', () => {
    expect(luckyPick(() => 0.0042)).toBe('0042');
    const sheet = fourDSheet([
      { tier: 'FIRST', numbers: ['1234'] },
      { tier: 'THIRD', numbers: ['0001'] },
      { tier: 'SPECIAL', numbers: ['1111', '2222'] },
    ]);
    expect(sheet).toEqual({ first: '1234', second: null, third: '0001', special: ['1111', '2222'], consolation: [] });
  });
});
