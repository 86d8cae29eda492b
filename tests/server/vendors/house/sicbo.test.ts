/**
 * Sic Bo (docs/sandbox-provider.md "Sic Bo"): each bet's return on chosen dice, refusals before
 * rolling, the exact RTPs against the Macau paytable's published figures and a simulation.
 */
import { describe, expect, it } from '@jest/globals';
import {
  playSicBo,
  SICBO_BET_TYPES,
  sicboReturn,
  sicboRtp,
  type SicBoBet,
} from '../../../../server/vendors/house/games/sicbo.ts';
import { expectNear, measureReturns, NO_DRAW, ratio, rngFor } from './tableSim.ts';

const bet = (type: SicBoBet['type'], pick?: number[], stake = 100n): SicBoBet => ({ type, pick, stake });
const ret = (b: SicBoBet, dice: number[]) => sicboReturn(b, dice) / 100;

describe('sic bo returns', () => {
  it('loses big, small, odd and even on a triple and pays the triple bets', () => {
    const dice = [4, 4, 4];
    expect([bet('big'), bet('small'), bet('odd'), bet('even')].map((b) => ret(b, dice))).toEqual([0, 0, 0, 0]);
    expect(ret(bet('triple', [4]), dice)).toBe(181);
    expect(ret(bet('triple', [3]), dice)).toBe(0);
    expect(ret(bet('anyTriple'), dice)).toBe(31);
    expect(ret(bet('double', [4]), dice)).toBe(11);
    expect(ret(bet('total', [12]), dice)).toBe(7);
    expect(ret(bet('single', [4]), dice)).toBe(4);
  });

  it('pays totals, combinations, doubles and singles by the paytable', () => {
    expect(ret(bet('small'), [1, 2, 3])).toBe(2);
    expect(ret(bet('even'), [1, 2, 3])).toBe(2);
    expect(ret(bet('total', [6]), [1, 2, 3])).toBe(18);
    expect(ret(bet('total', [7]), [1, 2, 3])).toBe(0);
    expect(ret(bet('combination', [3, 1]), [1, 2, 3])).toBe(6);
    expect(ret(bet('combination', [1, 4]), [1, 2, 3])).toBe(0);
    expect(ret(bet('single', [2]), [1, 2, 3])).toBe(2);
    expect(ret(bet('big'), [5, 5, 2])).toBe(2);
    expect(ret(bet('double', [5]), [5, 5, 2])).toBe(11);
    expect(ret(bet('double', [2]), [5, 5, 2])).toBe(0);
    expect(ret(bet('single', [5]), [5, 5, 2])).toBe(3);
    expect(ret(bet('total', [4]), [1, 1, 2])).toBe(61);
    expect(ret(bet('total', [17]), [6, 6, 5])).toBe(61);
    expect(ret(bet('total', [10]), [6, 3, 1])).toBe(7);
  });

  it('refuses a pick the bet does not take, before rolling', () => {
    for (const b of [
      bet('triple', [7]),
      bet('triple'),
      bet('double', [0]),
      bet('total', [3]),
      bet('total', [18]),
      bet('combination', [2, 2]),
      bet('combination', [2]),
      bet('single', [1.5]),
      bet('big', [1]),
      bet('pair' as 'big'),
      bet('big', undefined, 0n),
    ])
      expect(() => playSicBo(NO_DRAW, [b])).toThrow(RangeError);
    expect(() => playSicBo(NO_DRAW, [])).toThrow(RangeError);
  });

  it('settles every bet on the rolled dice and replays from the same seeds', () => {
    const bets = [bet('big'), bet('triple', [2]), bet('total', [9], 30n), bet('single', [6], 7n)];
    for (let nonce = 0; nonce < 200; nonce++) {
      const r = playSicBo(rngFor('dice', nonce), bets);
      for (const d of r.dice) expect(d >= 1 && d <= 6).toBe(true);
      expect(r.total).toBe(r.dice[0] + r.dice[1] + r.dice[2]);
      for (const b of r.bets) expect(b.win).toBe((b.stake * BigInt(sicboReturn(b, r.dice))) / 100n);
      expect(r.stake).toBe(237n);
    }
    expect(playSicBo(rngFor('dice', 9), bets)).toEqual(playSicBo(rngFor('dice', 9), bets));
  });
});

describe('sic bo RTP', () => {
  it('matches the published figures of the Macau paytable', () => {
    for (const type of ['big', 'small', 'odd', 'even'] as const) expect(sicboRtp(type)).toBeCloseTo(0.9722, 4);
    expect(sicboRtp('triple', [6])).toBeCloseTo(181 / 216, 12);
    expect(sicboRtp('anyTriple')).toBeCloseTo(0.8611, 4);
    expect(sicboRtp('double', [1])).toBeCloseTo(0.8148, 4);
    expect(sicboRtp('combination', [2, 5])).toBeCloseTo(0.8333, 4);
    expect(sicboRtp('single', [3])).toBeCloseTo(0.9213, 4);
    const totals = { 4: 0.8472, 5: 0.8611, 6: 0.8333, 7: 0.9028, 8: 0.875, 9: 0.8102, 10: 0.875 };
    for (const [t, rtp] of Object.entries(totals)) {
      expect(sicboRtp('total', [Number(t)])).toBeCloseTo(rtp, 4);
      expect(sicboRtp('total', [21 - Number(t)])).toBeCloseTo(rtp, 4);
    }
    expect(() => sicboRtp('total', [20])).toThrow(RangeError);
  });

  it('matches a simulation within 4 standard errors for every bet type', () => {
    const picks: Record<SicBoBet['type'], number[] | undefined> = {
      big: undefined,
      small: undefined,
      odd: undefined,
      even: undefined,
      triple: [3],
      anyTriple: undefined,
      double: [5],
      total: [10],
      combination: [1, 6],
      single: [4],
    };
    const bets = SICBO_BET_TYPES.map((type) => bet(type, picks[type]));
    const measured = measureReturns(30_000, 'sicbo-rtp', (rng) =>
      Object.fromEntries(playSicBo(rng, bets).bets.map((b) => [b.type, ratio(b.win, b.stake)])),
    );
    for (const b of bets) expectNear(measured[b.type], sicboRtp(b.type, b.pick));
  });
});
