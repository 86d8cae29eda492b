/**
 * Limbo ("Limbo"; docs/sandbox-provider.md "Mini games"): the player names a target multiplier,
 * one result multiplier is drawn, and the bet returns stake x target when result >= target. The
 * result has the crash point's distribution (crash.ts): P(result >= m) = (1 - e) / m on the 0.01
 * grid, so every target returns exactly 1 - e (to within target x 2^-52).
 *
 * Draws (in order): one `rng.float()`, turned into the result exactly as crash.ts turns it into
 * the crash point.
 */
import type { Rng } from '../../fair/rng';
import { checkStake, DEFAULT_EDGE, edgeBasisPoints, payoutOf, unitsToNumber } from './common';
import { crashRtp, crashTargetUnits, crashWinCount, drawCrashPoint } from './crash';

/** A limbo bet: the stake (minor units) and the target multiplier (2 decimals, 1.01..1,000,000). */
export interface LimboBet {
  stake: bigint;
  target: number;
}

/** A limbo round: the result drawn, the target, the win chance shown before play, the return. */
export interface LimboRound {
  /** The drawn multiplier, 2 decimals, 1.00..1,000,000. */
  result: number;
  target: number;
  /** The chance the target is reached, (1 - e) / target (to 2^-52). */
  winChance: number;
  won: boolean;
  /** stake x target when won, else 0 (minor units). */
  payout: bigint;
}

/**
 * Plays a limbo bet under house edge `edge` (default 1%): one `rng.float()`. RangeError for a
 * stake <= 0, a target off the 0.01 grid or outside 1.01..1,000,000, or a bad edge (before drawing).
 */
export function playLimbo(rng: Rng, bet: LimboBet, edge = DEFAULT_EDGE): LimboRound {
  checkStake(bet.stake);
  const target = crashTargetUnits(bet.target);
  const bps = edgeBasisPoints(edge);
  const result = drawCrashPoint(rng, bps);
  const won = result >= target;
  return {
    result: unitsToNumber(result),
    target: bet.target,
    winChance: Number(crashWinCount(target, bps)) / 2 ** 52,
    won,
    payout: won ? payoutOf(bet.stake, target) : 0n,
  };
}

/** The exact return to player of a limbo target (crash.ts {@link crashRtp}): 1 - e to within target x 2^-52. */
export function limboRtp(target: number, edge = DEFAULT_EDGE): number {
  return crashRtp(target, edge);
}
