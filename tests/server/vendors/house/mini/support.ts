/**
 * Helpers of the mini game tests: seeded rounds through the fair Rng, a simulated return with its
 * standard error, and Rngs that replay given values or refuse to be drawn from.
 */
import { expect } from '@jest/globals';
import { fairRng, type Rng } from '../../../../../server/vendors/house/fair/rng.ts';

/** The fair Rng of round `nonce` of the seed pair named `seed`. */
export const rngFor = (seed: string, nonce = 0): Rng =>
  fairRng({ serverSeed: `${seed}-server`, clientSeed: 'mini', nonce });

/**
 * Plays `rounds` rounds (nonces 0..rounds-1 of `seed`); `play` returns what a round returned per
 * stake. The mean return and its standard error.
 */
export function simulate(rounds: number, seed: string, play: (rng: Rng) => number): { mean: number; se: number } {
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const r = play(rngFor(seed, nonce));
    sum += r;
    squares += r * r;
  }
  const mean = sum / rounds;
  return { mean, se: Math.sqrt(Math.max(0, squares / rounds - mean * mean) / rounds) };
}

/** Asserts that a simulated return lies within four standard errors of the exact one (and that the error is not nil). */
export function expectNear(sim: { mean: number; se: number }, exact: number): void {
  expect(sim.se).toBeGreaterThan(0);
  expect(Math.abs(sim.mean - exact)).toBeLessThan(4 * sim.se);
}

/** An Rng whose int(n) and float() hand out `values` in order (a test's fixed draws). */
export function scriptedRng(values: number[]): Rng {
  const next = (): number => {
    if (values.length === 0) throw new Error('no scripted value left');
    return values.shift()!;
  };
  const int = (n: number): number => {
    const v = next();
    if (!Number.isInteger(v) || v < 0 || v >= n) throw new Error(`scripted ${v} is not a draw of int(${n})`);
    return v;
  };
  return { uint32: next, float: next, int };
}

/** An Rng that fails the test when drawn from: a bet refused must be refused before drawing. */
export const untouchableRng: Rng = {
  uint32: () => {
    throw new Error('drew from the Rng');
  },
  float: () => {
    throw new Error('drew from the Rng');
  },
  int: () => {
    throw new Error('drew from the Rng');
  },
};

/**
 * The stake of the simulations: large, so that rounding each payout down to the minor unit (at
 * most one unit per win) stays far below a standard error and the exact RTP is what is measured.
 */
export const SIM_STAKE = 1_000_000n;

/** A payout of a SIM_STAKE bet per stake, as a float. */
export const perStake = (payout: bigint): number => Number(payout) / Number(SIM_STAKE);
