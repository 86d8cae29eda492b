import { describe, expect, it } from '@jest/globals';
import {
  diceMultiplier,
  diceRtp,
  HASH_DICE,
  playDice,
  type DiceBet,
} from '../../../../../server/vendors/house/games/mini/dice.ts';
import { expectNear, perStake, SIM_STAKE, rngFor, scriptedRng, simulate, untouchableRng } from './support.ts';

type Terms = Omit<DiceBet, 'stake'>;

describe('dice multipliers', () => {
  it('are (1 - e) x 100 / chance rounded down to four decimals', () => {
    const table: [Terms, number][] = [
      [{ side: 'under', target: 50 }, 1.98],
      [{ side: 'under', target: 49.5 }, 2],
      [{ side: 'over', target: 50.49 }, 2],
      [{ side: 'under', target: 0.01 }, 9900],
      [{ side: 'under', target: 98 }, 1.0102],
      [{ side: 'under', target: 70 }, 1.4142],
      [{ side: 'over', target: 1.99 }, 1.0102],
    ];
    for (const [terms, multiplier] of table) expect(diceMultiplier(terms)).toBe(multiplier);
    expect(diceMultiplier({ side: 'under', target: 50 }, 0.02)).toBe(1.96);
    expect(diceMultiplier({ side: 'under', target: 49500 }, undefined, HASH_DICE)).toBe(2);
  });

  it('give an exact RTP of chance x multiplier: 1 - e less under 0.0001 x chance', () => {
    expect(diceRtp({ side: 'under', target: 49.5 })).toBeCloseTo(0.99, 15);
    expect(diceRtp({ side: 'under', target: 33 })).toBeCloseTo(0.99, 15);
    expect(diceRtp({ side: 'under', target: 70 })).toBeCloseTo(0.98994, 15);
    for (let target = 0.01; target <= 98; target += 0.37) {
      const t = Math.round(target * 100) / 100;
      const rtp = diceRtp({ side: 'under', target: t });
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.99 - 0.0001 * (t / 100) - 1e-12);
    }
  });
});

describe('dice rolls', () => {
  it('roll 0.00..99.99 from one int(10000): under x wins below x, over x above it', () => {
    expect(playDice(scriptedRng([4999]), { stake: 1000n, side: 'under', target: 50 })).toEqual({
      roll: 49.99,
      chance: 0.5,
      multiplier: 1.98,
      won: true,
      payout: 1980n,
    });
    expect(playDice(scriptedRng([5000]), { stake: 1000n, side: 'under', target: 50 }).won).toBe(false);
    expect(playDice(scriptedRng([5000]), { stake: 1000n, side: 'over', target: 50 }).won).toBe(false);
    expect(playDice(scriptedRng([5001]), { stake: 1000n, side: 'over', target: 50 }).won).toBe(true);
    expect(playDice(scriptedRng([9999]), { stake: 3n, side: 'over', target: 50.49 })).toMatchObject({
      roll: 99.99,
      payout: 6n,
    });
  });

  it('roll 0..99,999 in Hash Dice', () => {
    const round = playDice(scriptedRng([99_999]), { stake: 100n, side: 'over', target: 90_000 }, 0.01, HASH_DICE);
    expect(round).toMatchObject({ roll: 99_999, chance: 0.09999, multiplier: 9.9009, won: true, payout: 990n });
  });

  it('are the same for the same seeds', () => {
    const bet: DiceBet = { stake: 100n, side: 'under', target: 50 };
    expect(playDice(rngFor('dice-det', 4), bet)).toEqual(playDice(rngFor('dice-det', 4), bet));
    const rolls = Array.from({ length: 200 }, (_, n) => playDice(rngFor('dice-det', n), bet).roll);
    expect(rolls.every((r) => r >= 0 && r <= 99.99 && Math.abs(r * 100 - Math.round(r * 100)) < 1e-9)).toBe(true);
  });

  it('refuse a bad bet before drawing', () => {
    const bad: Terms[] = [
      { side: 'under', target: 0 }, // no chance
      { side: 'under', target: 98.01 }, // over 98%
      { side: 'over', target: 99.99 },
      { side: 'over', target: 1.98 },
      { side: 'under', target: 50.001 },
      { side: 'under', target: 100 },
      { side: 'under', target: -1 },
      { side: 'sideways' as 'under', target: 50 },
    ];
    for (const terms of bad) expect(() => playDice(untouchableRng, { stake: 100n, ...terms })).toThrow(RangeError);
    expect(() => playDice(untouchableRng, { stake: -5n, side: 'under', target: 50 })).toThrow(RangeError);
    // 98% at a 2% edge would pay 1x: refused.
    expect(() => playDice(untouchableRng, { stake: 100n, side: 'under', target: 98 }, 0.02)).toThrow(RangeError);
    expect(() => playDice(untouchableRng, { stake: 100n, side: 'under', target: 4950.5 }, 0.01, HASH_DICE)).toThrow(
      RangeError,
    );
  });

  it('return within four standard errors of the exact RTP in a simulation', () => {
    const bets: [Terms, typeof HASH_DICE | undefined][] = [
      [{ side: 'under', target: 49.5 }, undefined],
      [{ side: 'over', target: 90 }, undefined],
      [{ side: 'over', target: 80_000 }, HASH_DICE],
    ];
    for (const [terms, rules] of bets) {
      const sim = simulate(20_000, `dice-${terms.target}`, (rng) =>
        perStake(playDice(rng, { stake: SIM_STAKE, ...terms }, 0.01, rules).payout),
      );
      expectNear(sim, diceRtp(terms, 0.01, rules));
    }
  });
});
