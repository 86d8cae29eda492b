/**
 * What the mini games ("originals", docs/sandbox-provider.md "Mini games") share: the house edge
 * as a parameter, the stake check, multipliers as integer ten-thousandths of the stake and the
 * payout rule (stake x multiplier, rounded down to the minor unit).
 *
 * A multiplier is held as `bigint` units of 1/10,000 (1x = 10,000 units), so every payout is
 * integer arithmetic: `stake * units / 10_000n`. A fair multiplier `(1 - e) / p` with the win
 * chance p = wins / outcomes is `floor((10_000 - edge in basis points) * outcomes / wins)` units:
 * exact, rounded down, never through a float.
 */

/** The default house edge of the mini games: 1%, the usual figure of the crypto originals. */
export const DEFAULT_EDGE = 0.01;
/** The highest house edge a game accepts (a larger one is a configuration mistake). */
export const MAX_EDGE = 0.5;
/** Units of a multiplier: 1x = 10,000 units (four decimals). */
export const UNIT = 10_000n;

/** Where a chained round (mines, tower, pick, hi-lo) stands. */
export type RoundStatus = 'playing' | 'lost' | 'cashedOut';

/**
 * The house edge `edge` (a fraction, e.g. 0.01) in whole basis points. RangeError unless it is a
 * finite number in 0..MAX_EDGE and a whole number of basis points (0.0001).
 */
export function edgeBasisPoints(edge: number): bigint {
  const bps = Math.round(edge * 10_000);
  if (!Number.isFinite(edge) || edge < 0 || edge > MAX_EDGE || Math.abs(edge * 10_000 - bps) > 1e-6)
    throw new RangeError(`the house edge must be 0..${MAX_EDGE} in whole basis points, got ${edge}`);
  return BigInt(bps);
}

/** RangeError unless `stake` (minor units) is positive. */
export function checkStake(stake: bigint): void {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new RangeError('the stake must be a positive bigint');
}

/**
 * The fair multiplier in units for a win chance of `wins / outcomes` (bigint counts, wins > 0)
 * under a house edge of `bps` basis points: floor((1 - e) x outcomes / wins), four decimals.
 */
export function fairUnits(bps: bigint, outcomes: bigint, wins: bigint): bigint {
  return ((UNIT - bps) * outcomes) / wins;
}

/** What `stake` (minor units) returns at a multiplier of `units`: stake x multiplier, rounded down. */
export function payoutOf(stake: bigint, units: bigint): bigint {
  return (stake * units) / UNIT;
}

/** A multiplier in units as a plain number for display (4.2 for 42,000 units). */
export function unitsToNumber(units: bigint): number {
  return Number(units) / Number(UNIT);
}

/**
 * A multiplier written with at most `decimals` decimals (2 or 4) in units. RangeError naming
 * `what` when it has more decimals, is not finite, or lies outside min..max.
 */
export function multiplierUnits(value: number, decimals: 2 | 4, min: number, max: number, what: string): bigint {
  const scale = 10 ** decimals;
  const scaled = Math.round(value * scale);
  if (!Number.isFinite(value) || Math.abs(value * scale - scaled) > 1e-6 || value < min || value > max)
    throw new RangeError(`${what} must be ${min}..${max} with at most ${decimals} decimals, got ${value}`);
  return BigInt(scaled) * (UNIT / BigInt(scale));
}

/** The return to player of a bet that wins `units` with chance `wins / outcomes` (a float: statistics). */
export function rtpOf(units: bigint, wins: bigint, outcomes: bigint): number {
  return Number(units * wins) / Number(UNIT * outcomes);
}

/** C(n, k) as a bigint (0 outside 0 <= k <= n). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 0; i < k; i++) out = (out * BigInt(n - i)) / BigInt(i + 1);
  return out;
}

/** The common part of a chained round: the stake, where it stands and what it has returned. */
export interface ChainState {
  stake: bigint;
  status: RoundStatus;
  /** The multiplier a cash-out pays now (1 before the first safe step), for display. */
  multiplier: number;
  /** What the round returned: 0 while playing or lost, stake x multiplier once cashed out. */
  payout: bigint;
}

/** RangeError unless `round` is still being played (`action` names the refused move). */
export function checkPlaying(round: ChainState, action: string): void {
  if (round.status !== 'playing') throw new RangeError(`cannot ${action}: the round is over (${round.status})`);
}

/** `round` cashed out at `units`: status cashedOut, the multiplier and the payout (rounded down). */
export function cashedOut<T extends ChainState>(round: T, units: bigint): T {
  return { ...round, status: 'cashedOut', multiplier: unitsToNumber(units), payout: payoutOf(round.stake, units) };
}

/**
 * A chained round replayed (a verifier's): `moves` applied to `start` in order by `step`, then
 * `cashOut` when given and the round is still played. The errors of the moves replayed.
 */
export function replayChain<R extends ChainState, M>(
  start: R,
  moves: readonly M[],
  step: (round: R, move: M) => R,
  cashOut: ((round: R) => R) | null,
): R {
  const round = moves.reduce(step, start);
  return cashOut && round.status === 'playing' ? cashOut(round) : round;
}
