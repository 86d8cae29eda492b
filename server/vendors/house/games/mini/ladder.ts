/**
 * The ladder shared by Tower (tower.ts) and the pick games (pick.ts): `rows` rows of `tiles`
 * tiles, `safe` of them safe on each row, the others losing. The player picks one tile per row,
 * from the bottom: a losing tile loses the stake, and after k safe picks a cash-out returns
 * stake x (1 - e) / (safe / tiles)^k, rounded down to four decimals; the top row cashes out by
 * itself. The rows are independent and each tile of a row is equally likely to be safe, so every
 * stopping rule returns at most 1 - e ({@link ladderRtp} for a fixed k).
 *
 * Draws (in order, all when the round starts): for each row from the bottom, the Fisher-Yates
 * shuffle of its tiles 0..tiles-1 of fair/rng.ts `shuffle` (`rng.int(tiles)`, ..., `rng.int(2)`);
 * the losing tiles are the first `tiles - safe` of the shuffled order.
 */
import { shuffle, type Rng } from '../../fair/rng';
import {
  cashedOut,
  checkPlaying,
  checkStake,
  DEFAULT_EDGE,
  edgeBasisPoints,
  fairUnits,
  replayChain,
  rtpOf,
  unitsToNumber,
  type ChainState,
} from './common';

/** A ladder's shape: rows (1..20), tiles per row (2..10) and safe tiles per row (1..tiles - 1). */
export interface LadderRules {
  rows: number;
  tiles: number;
  safe: number;
}

/** A ladder round. `layout` is secret while the round is played (send {@link ladderView}). */
export interface LadderRound extends ChainState {
  rules: LadderRules;
  edge: number;
  /** The losing tiles of each row, bottom row first, ascending. */
  layout: readonly (readonly number[])[];
  /** The tile picked on each row reached, bottom first (the last one lost when the round was lost). */
  picks: readonly number[];
}

/** RangeError unless `rules` is a ladder of 1..20 rows of 2..10 tiles with 1..tiles - 1 safe. */
export function checkLadderRules(rules: LadderRules): void {
  const { rows, tiles, safe } = rules;
  if (!Number.isInteger(rows) || rows < 1 || rows > 20) throw new RangeError('rows must be 1..20');
  if (!Number.isInteger(tiles) || tiles < 2 || tiles > 10) throw new RangeError('tiles per row must be 2..10');
  if (!Number.isInteger(safe) || safe < 1 || safe >= tiles) throw new RangeError(`safe tiles must be 1..${tiles - 1}`);
}

/** The cash-out multiplier in units after `steps` safe picks (1..rows). */
function ladderUnits(rules: LadderRules, steps: number, bps: bigint): bigint {
  if (!Number.isInteger(steps) || steps < 1 || steps > rules.rows)
    throw new RangeError(`steps must be 1..${rules.rows}`);
  return fairUnits(bps, BigInt(rules.tiles) ** BigInt(steps), BigInt(rules.safe) ** BigInt(steps));
}

/**
 * Starts a ladder round of `stake` minor units under house edge `edge` (default 1%): draws every
 * row (see above). RangeError for a stake <= 0, bad rules or a bad edge (before drawing).
 */
export function newLadderRound(rng: Rng, stake: bigint, rules: LadderRules, edge = DEFAULT_EDGE): LadderRound {
  checkStake(stake);
  checkLadderRules(rules);
  edgeBasisPoints(edge);
  const row = Array.from({ length: rules.tiles }, (_, i) => i);
  const layout = Array.from({ length: rules.rows }, () =>
    shuffle(rng, row)
      .slice(0, rules.tiles - rules.safe)
      .sort((a, b) => a - b),
  );
  return { stake, rules: { ...rules }, edge, layout, picks: [], status: 'playing', multiplier: 1, payout: 0n };
}

/**
 * Picks `tile` (0..tiles - 1) on the next row: a losing tile ends the round lost, a safe one
 * raises the multiplier, the top row cashes out. A new round object; RangeError for a round that
 * is over or a tile off the row.
 */
export function stepLadder(round: LadderRound, tile: number): LadderRound {
  checkPlaying(round, 'pick');
  if (!Number.isInteger(tile) || tile < 0 || tile >= round.rules.tiles)
    throw new RangeError(`the tile must be 0..${round.rules.tiles - 1}`);
  const picks = [...round.picks, tile];
  if (round.layout[round.picks.length]!.includes(tile))
    return { ...round, picks, status: 'lost', multiplier: 0, payout: 0n };
  const units = ladderUnits(round.rules, picks.length, edgeBasisPoints(round.edge));
  const next = { ...round, picks, multiplier: unitsToNumber(units) };
  return picks.length === round.rules.rows ? cashedOut(next, units) : next;
}

/** Cashes out at the multiplier of the rows climbed. RangeError when over or before the first pick. */
export function cashOutLadder(round: LadderRound): LadderRound {
  checkPlaying(round, 'cash out');
  if (round.picks.length === 0) throw new RangeError('pick a tile before cashing out');
  return cashedOut(round, ladderUnits(round.rules, round.picks.length, edgeBasisPoints(round.edge)));
}

/** What the player may see: the rows passed while playing (their losing tiles), every row once over. */
export function ladderView(round: LadderRound): LadderRound {
  return round.status === 'playing' ? { ...round, layout: round.layout.slice(0, round.picks.length) } : round;
}

/**
 * Replays a round from its Rng (a verifier's): the rows, then `picks` in order, then a cash-out
 * when `cashOut` and the round is still played. The errors of the moves replayed.
 */
export function replayLadder(
  rng: Rng,
  stake: bigint,
  rules: LadderRules,
  picks: readonly number[],
  cashOut: boolean,
  edge = DEFAULT_EDGE,
): LadderRound {
  return replayChain(newLadderRound(rng, stake, rules, edge), picks, stepLadder, cashOut ? cashOutLadder : null);
}

/** The published multipliers after 1..rows safe picks. RangeError for bad rules or edge. */
export function ladderMultipliers(rules: LadderRules, edge = DEFAULT_EDGE): number[] {
  checkLadderRules(rules);
  const bps = edgeBasisPoints(edge);
  return Array.from({ length: rules.rows }, (_, i) => unitsToNumber(ladderUnits(rules, i + 1, bps)));
}

/**
 * The exact return to player of cashing out after `steps` safe picks (a float: statistics):
 * (safe / tiles)^steps x multiplier(steps). RangeError for bad rules, steps or edge.
 */
export function ladderRtp(rules: LadderRules, steps: number, edge = DEFAULT_EDGE): number {
  checkLadderRules(rules);
  const units = ladderUnits(rules, steps, edgeBasisPoints(edge));
  return rtpOf(units, BigInt(rules.safe) ** BigInt(steps), BigInt(rules.tiles) ** BigInt(steps));
}
