/**
 * Red dog (docs/sandbox-provider.md "Red dog"): pairs, consecutive cards and spreads, the raise,
 * refusals, the exact RTP against the published one-deck figure and a simulation of the 8-deck game.
 */
import { describe, expect, it } from '@jest/globals';
import {
  dealRedDog,
  finishRedDog,
  redDogKind,
  redDogRaises,
  redDogRtp,
  type RedDogDeal,
} from '../../../../server/vendors/house/games/redDog.ts';
import { pokerRank } from '../../../../server/vendors/house/games/poker.ts';
import { cards, expectNear, measureReturns, NO_DRAW, rngFor } from './tableSim.ts';

const deal = (text: string): RedDogDeal => {
  const [a, b, third] = cards(text) as [RedDogDeal['third'], RedDogDeal['third'], RedDogDeal['third']];
  return { cards: [a, b], third, ...redDogKind(pokerRank(a), pokerRank(b)), stake: 100n };
};

describe('red dog', () => {
  it('names pairs, consecutive cards and spreads', () => {
    expect(redDogKind(9, 9)).toEqual({ kind: 'pair', spread: 0 });
    expect(redDogKind(14, 13)).toEqual({ kind: 'consecutive', spread: 0 });
    expect(redDogKind(2, 14)).toEqual({ kind: 'spread', spread: 11 });
    expect(redDogKind(5, 7)).toEqual({ kind: 'spread', spread: 1 });
  });

  it('pays by the spread, 11:1 on three of a kind and returns the stake on a pair or consecutive cards', () => {
    const win = (text: string, raise = false) => finishRedDog(deal(text), raise);
    expect(win('5S 7D 6H').totalWin).toBe(600n);
    expect(win('5S 8D 6H').totalWin).toBe(500n);
    expect(win('5S 9D 6H').totalWin).toBe(300n);
    expect(win('2S AD 6H').totalWin).toBe(200n);
    expect(win('2S AD 6H', true)).toMatchObject({ stake: 200n, totalWin: 400n, outcome: 'win', raised: true });
    expect(win('2S AD AH', true)).toMatchObject({ stake: 200n, totalWin: 0n, outcome: 'lose' });
    expect(win('5S 7D 7H').totalWin).toBe(0n);
    expect(win('9S 9D 9H')).toMatchObject({ outcome: 'trips', totalWin: 1200n });
    expect(win('9S 9D 3H')).toMatchObject({ outcome: 'push', totalWin: 100n });
    expect(win('9S 10D 3H')).toMatchObject({ outcome: 'push', totalWin: 100n, third: null });
    expect(() => win('9S 9D 3H', true)).toThrow(RangeError);
    expect(() => win('9S 10D 3H', true)).toThrow(RangeError);
    expect(() => dealRedDog(NO_DRAW, 0n)).toThrow(RangeError);
    expect(dealRedDog(rngFor('rd', 3), 10n)).toEqual(dealRedDog(rngFor('rd', 3), 10n));
  });

  it('has the published house edges (one deck 3.155%, eight 2.75%) and matches a simulation', () => {
    expect(redDogRtp(redDogRaises, 1)).toBeCloseTo(1 - 0.03155, 5);
    expect(redDogRtp()).toBeCloseTo(1 - 0.0275, 4);
    expect(redDogRtp(() => false)).toBeLessThan(redDogRtp());
    const measured = measureReturns(30_000, 'rd-rtp', (rng) => {
      const d = dealRedDog(rng, 100n);
      const r = finishRedDog(d, d.kind === 'spread' && redDogRaises(d.spread));
      return { optimal: 1 + Number(r.totalWin - r.stake) / 100 };
    });
    expectNear(measured.optimal, redDogRtp());
  });
});
