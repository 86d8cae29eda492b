/**
 * Simulation helpers of the table engine tests (docs/sandbox-provider.md "Rules every engine
 * keeps": a simulation through fairRng within a few standard errors of the exact RTP).
 */
import { expect } from '@jest/globals';
import { fairRng, type Rng } from '../../../../server/vendors/house/fair/rng.ts';
import type { Card, Suit } from '../../../../server/vendors/house/games/cards.ts';

/** A measured mean return per unit staked and its standard error. */
export interface Measured {
  mean: number;
  se: number;
}

/** The fair Rng of round `nonce` of a test's seed. */
export const rngFor = (seed: string, nonce: number): Rng => fairRng({ serverSeed: seed, clientSeed: 'tables', nonce });

/**
 * Plays `rounds` rounds (nonce 0, 1, ...) of `seed`; `play` returns each bet's return per unit
 * staked by label. The mean and standard error per label.
 */
export function measureReturns(
  rounds: number,
  seed: string,
  play: (rng: Rng, nonce: number) => Record<string, number>,
): Record<string, Measured> {
  const sums = new Map<string, { n: number; sum: number; squares: number }>();
  for (let nonce = 0; nonce < rounds; nonce++)
    for (const [label, r] of Object.entries(play(rngFor(seed, nonce), nonce))) {
      const s = sums.get(label) ?? { n: 0, sum: 0, squares: 0 };
      s.n += 1;
      s.sum += r;
      s.squares += r * r;
      sums.set(label, s);
    }
  const out: Record<string, Measured> = {};
  for (const [label, { n, sum, squares }] of sums) {
    const mean = sum / n;
    out[label] = { mean, se: Math.sqrt(Math.max(0, squares / n - mean * mean) / n) };
  }
  return out;
}

/** The measured mean is within 4 standard errors of `exact` (and the simulation really varied). */
export function expectNear(measured: Measured | undefined, exact: number): void {
  expect(measured).toBeDefined();
  expect(measured!.se).toBeGreaterThan(0);
  expect(Math.abs(measured!.mean - exact)).toBeLessThan(4 * measured!.se);
}

/** A win over a stake (bigint minor units) as a float ratio, for statistics only. */
export const ratio = (win: bigint, stake: bigint): number => Number(win) / Number(stake);

/** An Rng that fails the test when anything is drawn (for checks that must refuse before drawing). */
export const NO_DRAW: Rng = {
  uint32: () => {
    throw new Error('drew before refusing');
  },
  float: () => {
    throw new Error('drew before refusing');
  },
  int: () => {
    throw new Error('drew before refusing');
  },
};

/** Cards from text such as "AS KH 10D 2C" (A, 2..10, J, Q, K and a suit letter). */
export const cards = (text: string): Card[] =>
  text.split(' ').map((t) => {
    const r = t.slice(0, -1);
    const rank = r === 'A' ? 1 : r === 'J' ? 11 : r === 'Q' ? 12 : r === 'K' ? 13 : Number(r);
    return { rank, suit: t.slice(-1) as Suit };
  });
