/**
 * Racing Derby ("Racing Derby"; docs/sandbox-provider.md "Mini games"): N runners with published
 * weights; runner i wins with chance w_i / W (W the sum of the weights) and a win bet on it pays
 * its odds, (1 - e) x W / w_i rounded down to two decimals (as odds are shown). A bet returns
 * w_i / W x odds_i, 1 - e less the rounding ({@link raceRtp}). The finishing order behind the
 * winner is drawn the same way among the runners left (for the page; it settles nothing).
 *
 * Draws (in order): the winner, `rng.int(W)` read against the cumulative weights in runner order;
 * then each next place, `rng.int(weights left)` the same way among the runners left (N - 1 draws
 * in all; the last runner takes the last place).
 */
import type { Rng } from '../../fair/rng';
import { checkStake, DEFAULT_EDGE, edgeBasisPoints, fairUnits, payoutOf, rtpOf, UNIT, unitsToNumber } from './common';

/** The usual field: six runners from the favourite to the outsider (weights sum to 100). */
export const RACE_WEIGHTS: readonly number[] = [30, 24, 18, 13, 9, 6];

/** A win bet: the stake (minor units) and the runner (0-based, in field order). */
export interface RaceBet {
  stake: bigint;
  runner: number;
}

/** A race: the finishing order (runner indexes, winner first), the bet's odds, whether it won, the return. */
export interface RaceRound {
  order: number[];
  winner: number;
  odds: number;
  won: boolean;
  /** stake x odds when won, else 0 (minor units). */
  payout: bigint;
}

/** RangeError unless `weights` is 2..12 positive integers of at most 1,000,000 each. */
function checkWeights(weights: readonly number[]): void {
  if (weights.length < 2 || weights.length > 12) throw new RangeError('a race has 2..12 runners');
  if (!weights.every((w) => Number.isInteger(w) && w >= 1 && w <= 1_000_000))
    throw new RangeError('weights must be integers 1..1,000,000');
}

/** RangeError unless `runner` is an index of the field `weights`. */
function checkRunner(weights: readonly number[], runner: number): void {
  if (!Number.isInteger(runner) || runner < 0 || runner >= weights.length)
    throw new RangeError(`the runner must be 0..${weights.length - 1}`);
}

/** Runner `runner`'s odds in units: (1 - e) x W / w, rounded down to two decimals. */
function oddsUnits(weights: readonly number[], runner: number, bps: bigint): bigint {
  const total = weights.reduce((a, b) => a + b, 0);
  const cent = UNIT / 100n;
  return (fairUnits(bps, BigInt(total), BigInt(weights[runner]!)) / cent) * cent;
}

/** The published odds of every runner under `edge`. RangeError for bad weights or edge. */
export function raceOdds(weights: readonly number[] = RACE_WEIGHTS, edge = DEFAULT_EDGE): number[] {
  checkWeights(weights);
  const bps = edgeBasisPoints(edge);
  return weights.map((_, i) => unitsToNumber(oddsUnits(weights, i, bps)));
}

/**
 * Runs a race for `bet` over the field `weights` (default RACE_WEIGHTS) under house edge `edge`
 * (default 1%). RangeError for a stake <= 0, a runner not in the field, bad weights or edge
 * (before drawing).
 */
export function playRace(
  rng: Rng,
  bet: RaceBet,
  weights: readonly number[] = RACE_WEIGHTS,
  edge = DEFAULT_EDGE,
): RaceRound {
  checkStake(bet.stake);
  checkWeights(weights);
  checkRunner(weights, bet.runner);
  const units = oddsUnits(weights, bet.runner, edgeBasisPoints(edge));
  const left = weights.map((w, runner) => ({ runner, w }));
  const order: number[] = [];
  while (left.length > 1) {
    let x = rng.int(left.reduce((a, r) => a + r.w, 0));
    const at = left.findIndex((r) => (x -= r.w) < 0);
    order.push(left.splice(at, 1)[0]!.runner);
  }
  order.push(left[0]!.runner);
  const winner = order[0]!;
  const won = winner === bet.runner;
  return { order, winner, odds: unitsToNumber(units), won, payout: won ? payoutOf(bet.stake, units) : 0n };
}

/** The exact return to player of a win bet on `runner`: w / W x odds. RangeError for bad weights, runner or edge. */
export function raceRtp(runner: number, weights: readonly number[] = RACE_WEIGHTS, edge = DEFAULT_EDGE): number {
  checkWeights(weights);
  checkRunner(weights, runner);
  const total = weights.reduce((a, b) => a + b, 0);
  return rtpOf(oddsUnits(weights, runner, edgeBasisPoints(edge)), BigInt(weights[runner]!), BigInt(total));
}
