import { describe, expect, it } from '@jest/globals';
import {
  crashRtp,
  drawCrashPoint,
  instantCrashChance,
  playCrash,
  settleCrashCashOut,
} from '../../../../../server/vendors/house/games/mini/crash.ts';
import { limboRtp, playLimbo } from '../../../../../server/vendors/house/games/mini/limbo.ts';
import { expectNear, perStake, SIM_STAKE, rngFor, scriptedRng, simulate, untouchableRng } from './support.ts';

const TARGETS = [1.01, 1.5, 2, 3.33, 10, 100, 1000, 1_000_000];

describe('crash point', () => {
  it('is floor(100 (1 - e) / (1 - u)) / 100 from the float, at least 1.00 and at most 1,000,000', () => {
    const point = (u: number, bps = 100n) => Number(drawCrashPoint(scriptedRng([u]), bps)) / 10_000;
    expect(point(0.5)).toBe(1.98);
    expect(point(0.75)).toBe(3.96);
    expect(point(0.5, 0n)).toBe(2);
    expect(point(0)).toBe(1); // u < e: the instant crash
    expect(point(2 ** -7)).toBe(1); // 0.99 / 0.9921875 = 0.9977...
    expect(point(1 - 2 ** -52)).toBe(1_000_000);
  });

  it('returns exactly 1 - e at every target, and crashes at once with chance 1 - (1 - e) / 1.01', () => {
    for (const target of TARGETS) {
      expect(Math.abs(crashRtp(target) - 0.99)).toBeLessThan(1e-9);
      expect(Math.abs(crashRtp(target, 0.03) - 0.97)).toBeLessThan(1e-9);
      expect(limboRtp(target)).toBe(crashRtp(target));
    }
    expect(instantCrashChance()).toBeCloseTo(1 - 0.99 / 1.01, 12);
    expect(instantCrashChance(0)).toBeCloseTo(1 - 1 / 1.01, 12);
  });

  it('reaches a target with chance (1 - e) / target over many rounds', () => {
    let reached = 0;
    const rounds = 20_000;
    for (let nonce = 0; nonce < rounds; nonce++)
      if (playCrash(rngFor('crash-dist', nonce), { stake: 100n, target: 4 }).won) reached += 1;
    const p = 0.99 / 4;
    expect(Math.abs(reached / rounds - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds));
  });
});

describe('crash bets', () => {
  it('pay stake x target (rounded down) when the point reaches the target, else nothing', () => {
    const won = playCrash(scriptedRng([0.75]), { stake: 333n, target: 1.5 });
    expect(won).toEqual({ point: 3.96, target: 1.5, won: true, payout: 499n });
    expect(playCrash(scriptedRng([0.75]), { stake: 333n, target: 3.96 }).payout).toBe(1318n);
    expect(playCrash(scriptedRng([0.75]), { stake: 333n, target: 3.97 })).toEqual({
      point: 3.96,
      target: 3.97,
      won: false,
      payout: 0n,
    });
  });

  it('settle a manual cash-out by the same rule: paid when the multiplier reached it before the crash', () => {
    expect(settleCrashCashOut(1000n, 2.5, 2.49)).toBe(2490n);
    expect(settleCrashCashOut(1000n, 2.5, 2.5)).toBe(2500n);
    expect(settleCrashCashOut(1000n, 2.5, 2.51)).toBe(0n);
    expect(settleCrashCashOut(1000n, 1, 1.01)).toBe(0n);
    expect(() => settleCrashCashOut(1000n, 2.5, 1)).toThrow(RangeError);
  });

  it('are the same for the same seeds and differ over nonces', () => {
    const a = playCrash(rngFor('crash-det', 7), { stake: 100n, target: 2 });
    expect(playCrash(rngFor('crash-det', 7), { stake: 100n, target: 2 })).toEqual(a);
    const points = new Set(
      Array.from({ length: 20 }, (_, n) => playCrash(rngFor('crash-det', n), { stake: 100n, target: 2 }).point),
    );
    expect(points.size).toBeGreaterThan(10);
  });

  it('refuse a bad stake, target or edge before drawing', () => {
    for (const target of [1, 1.005, 0.5, 1_000_000.01, Number.NaN, Infinity])
      expect(() => playCrash(untouchableRng, { stake: 100n, target })).toThrow(RangeError);
    expect(() => playCrash(untouchableRng, { stake: 0n, target: 2 })).toThrow(RangeError);
    expect(() => playCrash(untouchableRng, { stake: 100n, target: 2 }, 0.6)).toThrow(RangeError);
    expect(() => playCrash(untouchableRng, { stake: 100n, target: 2 }, 0.00015)).toThrow(RangeError);
    expect(() => playCrash(untouchableRng, { stake: 100n, target: 2 }, -0.01)).toThrow(RangeError);
  });

  it('return within four standard errors of the exact RTP in a simulation', () => {
    for (const target of [1.5, 10]) {
      const sim = simulate(20_000, `crash-${target}`, (rng) =>
        perStake(playCrash(rng, { stake: SIM_STAKE, target }).payout),
      );
      expectNear(sim, crashRtp(target));
    }
  });
});

describe('limbo', () => {
  it('draws the crash point distribution and shows the win chance', () => {
    const round = playLimbo(rngFor('limbo', 3), { stake: 100n, target: 2 });
    expect(round.result).toBe(playCrash(rngFor('limbo', 3), { stake: 100n, target: 2 }).point);
    expect(round.winChance).toBeCloseTo(0.495, 12);
    expect(playLimbo(scriptedRng([0.5]), { stake: 1000n, target: 1.98 })).toEqual({
      result: 1.98,
      target: 1.98,
      winChance: expect.any(Number),
      won: true,
      payout: 1980n,
    });
  });

  it('refuses a bad target before drawing and simulates within four standard errors', () => {
    expect(() => playLimbo(untouchableRng, { stake: 100n, target: 1.001 })).toThrow(RangeError);
    const sim = simulate(20_000, 'limbo-sim', (rng) =>
      perStake(playLimbo(rng, { stake: SIM_STAKE, target: 3 }).payout),
    );
    expectNear(sim, limboRtp(3));
  });
});
