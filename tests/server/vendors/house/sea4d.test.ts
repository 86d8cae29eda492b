/**
 * SEA 4D maths (docs/lottery.md section 3) against a hand-made sheet: Big and Small payouts, the
 * quick bets straight, box (stake per permutation), ibox (payouts divided by the permutations,
 * rounded down) and roll (ten numbers), line checks, the 23 distinct numbers drawn with redraws,
 * and the exact RTP.
 */
import { describe, expect, it } from '@jest/globals';
import { fairRng, type Rng } from '../../../../server/vendors/house/fair/rng.ts';
import {
  checkSeaLine,
  drawSea4d,
  expandSeaLine,
  permutations,
  seaLineCost,
  seaRtp,
  settleSeaLine,
  type SeaLine,
} from '../../../../server/vendors/house/games/sea4d.ts';
import type { PrizeTier } from '../../../../server/vendors/house/games/vnLottery.ts';

const SHEET: PrizeTier[] = [
  { tier: 'FIRST', numbers: ['1234'] },
  { tier: 'SECOND', numbers: ['5678'] },
  { tier: 'THIRD', numbers: ['9012'] },
  { tier: 'SPECIAL', numbers: ['1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '9999', '0000'] },
  { tier: 'CONSOLATION', numbers: ['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000', '4321'] },
];
const line = (betType: SeaLine['betType'], mode: SeaLine['mode'], number: string, stake: bigint): SeaLine => ({
  betType,
  mode,
  number,
  stake,
});

describe('4D payouts', () => {
  it('pays Big on all five tiers and Small on the first three', () => {
    expect(settleSeaLine(line('big', 'straight', '1234', 100n), SHEET)).toEqual({
      win: 250_000n,
      hits: 1,
      winningNumbers: ['1234'],
    });
    expect(settleSeaLine(line('big', 'straight', '5678', 100n), SHEET).win).toBe(100_000n);
    expect(settleSeaLine(line('big', 'straight', '9012', 100n), SHEET).win).toBe(50_000n);
    expect(settleSeaLine(line('big', 'straight', '7777', 100n), SHEET).win).toBe(18_000n);
    expect(settleSeaLine(line('big', 'straight', '4321', 100n), SHEET).win).toBe(6_000n);
    expect(settleSeaLine(line('small', 'straight', '1234', 100n), SHEET).win).toBe(350_000n);
    expect(settleSeaLine(line('small', 'straight', '5678', 100n), SHEET).win).toBe(200_000n);
    expect(settleSeaLine(line('small', 'straight', '9012', 100n), SHEET).win).toBe(100_000n);
    expect(settleSeaLine(line('small', 'straight', '7777', 100n), SHEET)).toEqual({
      win: 0n,
      hits: 0,
      winningNumbers: [],
    });
    expect(settleSeaLine(line('big', 'straight', '0001', 100n), SHEET).win).toBe(0n);
  });

  it('box: every distinct permutation at the stake each (1234 is first, 4321 consolation)', () => {
    const box = line('big', 'box', '4321', 100n);
    expect(expandSeaLine(box)).toHaveLength(24);
    expect(seaLineCost(box)).toBe(2_400n);
    expect(settleSeaLine(box, SHEET)).toEqual({ win: 256_000n, hits: 2, winningNumbers: ['1234', '4321'] });
    expect(permutations('1122')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
    expect(permutations('1112')).toHaveLength(4);
    expect(permutations('1123')).toHaveLength(12);
  });

  it('ibox: the stake spread over the permutations, each payout divided by their count and rounded down', () => {
    const ibox = line('big', 'ibox', '4321', 1000n);
    expect(seaLineCost(ibox)).toBe(1000n);
    // 10.00 x 2500 / 24 = 1041.666.. -> 1041.66; 10.00 x 60 / 24 = 25.00.
    expect(settleSeaLine(ibox, SHEET)).toEqual({ win: 104_166n + 2_500n, hits: 2, winningNumbers: ['1234', '4321'] });
    expect(settleSeaLine(line('small', 'ibox', '2143', 2400n), SHEET).win).toBe(350_000n);
  });

  it('roll: the R digit takes 0-9, the stake on each of the ten numbers', () => {
    const roll = line('big', 'roll', '123R', 100n);
    expect(expandSeaLine(roll)).toEqual([
      '1230',
      '1231',
      '1232',
      '1233',
      '1234',
      '1235',
      '1236',
      '1237',
      '1238',
      '1239',
    ]);
    expect(seaLineCost(roll)).toBe(1000n);
    expect(settleSeaLine(roll, SHEET)).toEqual({ win: 250_000n, hits: 1, winningNumbers: ['1234'] });
    // R000: 0000 is special (180), 1000-9000 consolation (9 x 60).
    expect(settleSeaLine(line('big', 'roll', 'R000', 100n), SHEET)).toMatchObject({ win: 72_000n, hits: 10 });
  });

  it('checks lines and names the problem', () => {
    expect(() => checkSeaLine(line('big', 'straight', '123', 100n))).toThrow(/4 digits/);
    expect(() => checkSeaLine(line('big', 'straight', '12R4', 100n))).toThrow(/4 digits/);
    expect(() => checkSeaLine(line('big', 'roll', '1234', 100n))).toThrow(/exactly one R/);
    expect(() => checkSeaLine(line('big', 'roll', '1RR4', 100n))).toThrow(/exactly one R/);
    expect(() => checkSeaLine(line('big', 'box', '7777', 100n))).toThrow(/two different digits/);
    expect(() => checkSeaLine(line('big', 'ibox', '7777', 100n))).toThrow(/two different digits/);
    expect(() => checkSeaLine(line('big', 'straight', '1234', 0n))).toThrow(/above 0/);
    expect(() => checkSeaLine(line('huge' as SeaLine['betType'], 'straight', '1234', 100n))).toThrow(
      /unknown bet type/,
    );
    expect(() => checkSeaLine(line('big', 'wheel' as SeaLine['mode'], '1234', 100n))).toThrow(/unknown mode/);
    expect(() => checkSeaLine(line('small', 'roll', '12R4', 100n))).not.toThrow();
  });
});

describe('4D draws', () => {
  it('draws 23 distinct 4-digit numbers in tier order, drawing again while already drawn', () => {
    const sheet = drawSea4d(fairRng({ serverSeed: 'seed', clientSeed: 'SEA-20261128', nonce: 0 }));
    expect(sheet.map((t) => [t.tier, t.numbers.length])).toEqual([
      ['FIRST', 1],
      ['SECOND', 1],
      ['THIRD', 1],
      ['SPECIAL', 10],
      ['CONSOLATION', 10],
    ]);
    const all = sheet.flatMap((t) => t.numbers);
    expect(new Set(all).size).toBe(23);
    for (const n of all) expect(n).toMatch(/^[0-9]{4}$/);
    // An Rng answering 7, 7, 7, 8, 9, ... : the repeated 7s are drawn again.
    const values = [7, 7, 7, 8];
    let next = 9;
    const repeating: Rng = { uint32: () => 0, float: () => 0, int: () => values.shift() ?? next++ };
    const drawn = drawSea4d(repeating);
    expect(drawn.slice(0, 3).map((t) => t.numbers[0])).toEqual(['0007', '0008', '0009']);
  });

  it('has the exact RTP 64% (Big) and 65% (Small)', () => {
    expect(seaRtp('big')).toBeCloseTo(0.64, 12);
    expect(seaRtp('small')).toBeCloseTo(0.65, 12);
  });
});
