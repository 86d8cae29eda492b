/**
 * Crash ("Crash", "Crash Rocket"; docs/sandbox-provider.md "Mini games"): a multiplier rises from
 * 1.00x and crashes at a point drawn before the round; a bet cashed out at m (automatically at its
 * target, or by hand at a multiplier reached before the crash) returns stake x m, else nothing.
 *
 * The crash point is the standard construction of the crypto crash games: from a uniform u in
 * [0, 1), point = floor(100 x (1 - e) / (1 - u)) / 100, at least 1.00 (the instant crash) and at
 * most CRASH_MAX_POINT. So P(point >= m) = (1 - e) / m for every m of the 0.01 grid in
 * 1.01..CRASH_MAX_POINT, and a cash-out at any target m returns exactly 1 - e; the round crashes
 * at 1.00x with chance 1 - (1 - e) / 1.01 (1.98% at the default 1% edge).
 *
 * Draws (in order): one `rng.float()`, read as the integer k = float x 2^52; the point is computed
 * from k in integers, so the win chance at m is exactly floor(2^52 x 100 (1 - e) / (100 m)) / 2^52.
 */
import type { Rng } from '../../fair/rng';
import {
  checkStake,
  DEFAULT_EDGE,
  edgeBasisPoints,
  multiplierUnits,
  payoutOf,
  rtpOf,
  UNIT,
  unitsToNumber,
} from './common';

/** The lowest cash-out target (a target of 1.00x could never lose). */
export const CRASH_MIN_TARGET = 1.01;
/** The highest crash point and target: a point beyond it is shown as it (no target can tell). */
export const CRASH_MAX_POINT = 1_000_000;

const TWO_52 = 2n ** 52n;
const HUNDREDTH = UNIT / 100n;
const MAX_HUNDREDTHS = BigInt(CRASH_MAX_POINT) * 100n;

/** A crash bet: the stake (minor units) and the cash-out target (2 decimals, 1.01..1,000,000). */
export interface CrashBet {
  stake: bigint;
  target: number;
}

/** A crash round: the point it crashed at, the target, whether the cash-out came first, the return. */
export interface CrashRound {
  /** The crash point, a multiplier with 2 decimals (1.00 for an instant crash). */
  point: number;
  target: number;
  won: boolean;
  /** stake x target when won, else 0 (minor units). */
  payout: bigint;
}

/** The target in units; RangeError unless it has 2 decimals in CRASH_MIN_TARGET..CRASH_MAX_POINT. */
export function crashTargetUnits(target: number): bigint {
  return multiplierUnits(target, 2, CRASH_MIN_TARGET, CRASH_MAX_POINT, 'the target');
}

/**
 * The crash point in units (1x = 10,000) from one `rng.float()` under a house edge of `bps`
 * basis points: floor(100 (1 - e) 2^52 / (2^52 - k)) hundredths, clamped to 1.00..CRASH_MAX_POINT.
 */
export function drawCrashPoint(rng: Rng, bps: bigint): bigint {
  const k = BigInt(rng.float() * 2 ** 52);
  const hundredths = ((UNIT - bps) * TWO_52 * 100n) / (UNIT * (TWO_52 - k));
  const clamped = hundredths < 100n ? 100n : hundredths > MAX_HUNDREDTHS ? MAX_HUNDREDTHS : hundredths;
  return clamped * HUNDREDTH;
}

/**
 * The exact chance that the point reaches `target` units, as a fraction of 2^52 (the resolution
 * of the draw): the count of k with floor(100 (1 - e) 2^52 / (2^52 - k)) >= 100 m.
 */
export function crashWinCount(targetUnits: bigint, bps: bigint): bigint {
  const hundredths = targetUnits / HUNDREDTH;
  const count = ((UNIT - bps) * TWO_52 * 100n) / (UNIT * hundredths);
  return count > TWO_52 ? TWO_52 : count;
}

/**
 * Plays a crash bet with an automatic cash-out at `bet.target` under house edge `edge` (default
 * 1%): one `rng.float()`, then the return. RangeError for a stake <= 0, a bad target or edge
 * (before drawing).
 */
export function playCrash(rng: Rng, bet: CrashBet, edge = DEFAULT_EDGE): CrashRound {
  checkStake(bet.stake);
  const target = crashTargetUnits(bet.target);
  const point = drawCrashPoint(rng, edgeBasisPoints(edge));
  const won = point >= target;
  return { point: unitsToNumber(point), target: bet.target, won, payout: won ? payoutOf(bet.stake, target) : 0n };
}

/**
 * A manual cash-out of `stake` at `cashOut` (2 decimals, 1.01..) on a round that crashed at
 * `point`: stake x cashOut when the multiplier reached it before the crash (cashOut <= point),
 * else 0 — the same rule as the automatic target. RangeError for a bad stake or cash-out.
 */
export function settleCrashCashOut(stake: bigint, point: number, cashOut: number): bigint {
  checkStake(stake);
  const at = crashTargetUnits(cashOut);
  return at <= multiplierUnits(point, 2, 1, CRASH_MAX_POINT, 'the crash point') ? payoutOf(stake, at) : 0n;
}

/**
 * The exact return to player of a cash-out at `target` (a float: statistics): target x the win
 * chance, which is 1 - e to within target x 2^-52 for every target. RangeError for a bad target or
 * edge.
 */
export function crashRtp(target: number, edge = DEFAULT_EDGE): number {
  const units = crashTargetUnits(target);
  return rtpOf(units, crashWinCount(units, edgeBasisPoints(edge)), TWO_52);
}

/** The chance of an instant crash (the point is 1.00x) under `edge`: 1 - (1 - e) / 1.01 (exactly, in 2^-52). */
export function instantCrashChance(edge = DEFAULT_EDGE): number {
  return 1 - Number(crashWinCount(101n * HUNDREDTH, edgeBasisPoints(edge))) / 2 ** 52;
}
