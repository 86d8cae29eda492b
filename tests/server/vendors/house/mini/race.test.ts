import { describe, expect, it } from '@jest/globals';
import { playRace, RACE_WEIGHTS, raceOdds, raceRtp } from '../../../../../server/vendors/house/games/mini/race.ts';
import { expectNear, perStake, SIM_STAKE, rngFor, scriptedRng, simulate, untouchableRng } from './support.ts';

describe('race odds', () => {
  it('are (1 - e) x W / w rounded down to two decimals', () => {
    expect(raceOdds()).toEqual([3.3, 4.12, 5.5, 7.61, 11, 16.5]);
    expect(raceOdds([1, 1], 0)).toEqual([2, 2]);
    expect(raceOdds([2, 1], 0.05)).toEqual([1.42, 2.85]);
  });

  it('return w / W x odds: 1 - e less the rounding', () => {
    expect(raceRtp(0)).toBeCloseTo(0.99, 15);
    expect(raceRtp(1)).toBeCloseTo(0.9888, 15);
    expect(raceRtp(3)).toBeCloseTo(0.9893, 15);
    for (let runner = 0; runner < RACE_WEIGHTS.length; runner++) {
      expect(raceRtp(runner)).toBeLessThanOrEqual(0.99);
      expect(raceRtp(runner)).toBeGreaterThan(0.99 - 0.01 * (RACE_WEIGHTS[runner]! / 100));
    }
  });
});

describe('races', () => {
  it('draw the winner by weight, then each next place among the runners left', () => {
    // 54 passes runners 0 and 1 (30 + 24) and falls on 2; of the 82 left, 29 falls on runner 0; and so on.
    const race = playRace(scriptedRng([54, 29, 0, 13, 0]), { stake: 100n, runner: 2 });
    expect(race).toEqual({ order: [2, 0, 1, 4, 3, 5], winner: 2, odds: 5.5, won: true, payout: 550n });
    expect(playRace(scriptedRng([99, 0, 0, 0, 0]), { stake: 100n, runner: 2 })).toMatchObject({
      winner: 5,
      won: false,
      payout: 0n,
    });
  });

  it('finish every runner once and are the same for the same seeds', () => {
    const race = playRace(rngFor('race', 8), { stake: 10n, runner: 0 });
    expect([...race.order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(playRace(rngFor('race', 8), { stake: 10n, runner: 0 })).toEqual(race);
  });

  it('refuse a runner not in the field, a bad field or edge before drawing', () => {
    for (const runner of [-1, 6, 1.5])
      expect(() => playRace(untouchableRng, { stake: 10n, runner })).toThrow(RangeError);
    for (const weights of [[5], [0, 3], [1.5, 2], Array.from({ length: 13 }, () => 1)])
      expect(() => playRace(untouchableRng, { stake: 10n, runner: 0 }, weights)).toThrow(RangeError);
    expect(() => playRace(untouchableRng, { stake: 10n, runner: 0 }, RACE_WEIGHTS, 0.9)).toThrow(RangeError);
    expect(() => playRace(untouchableRng, { stake: 0n, runner: 0 })).toThrow(RangeError);
  });

  it('return within four standard errors of the exact RTP in a simulation', () => {
    for (const runner of [0, 5]) {
      const sim = simulate(20_000, `race-${runner}`, (rng) =>
        perStake(playRace(rng, { stake: SIM_STAKE, runner }).payout),
      );
      expectNear(sim, raceRtp(runner));
    }
  });
});
