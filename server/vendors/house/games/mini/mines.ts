/**
 * Mines ("Mines"; docs/sandbox-provider.md "Mini games"): a 5 x 5 grid hides 1..24 mines. The
 * player reveals tiles one at a time; a mine loses the stake, and after k safe tiles a cash-out
 * returns stake x (1 - e) / P(k safe), P(k safe) = C(25 - mines, k) / C(25, k), rounded down to
 * four decimals. Revealing the last safe tile cashes out by itself.
 *
 * Every stopping rule returns at most 1 - e: each tile still hidden is a mine with the same
 * chance whatever was revealed, so a strategy is a (possibly random) choice of k, and cashing out
 * at k returns P(k safe) x multiplier(k) = 1 - e less the rounding ({@link minesRtp}).
 *
 * Draws (in order, all when the round starts): the Fisher-Yates shuffle of the tiles 0..24 of
 * fair/rng.ts `shuffle` (24 draws, `rng.int(25)`, `rng.int(24)`, ..., `rng.int(2)`); the mines
 * are the first `mines` tiles of the shuffled order. Tiles are numbered row by row from 0.
 */
import { shuffle, type Rng } from '../../fair/rng';
import {
  cashedOut,
  checkPlaying,
  checkStake,
  choose,
  DEFAULT_EDGE,
  edgeBasisPoints,
  fairUnits,
  replayChain,
  rtpOf,
  unitsToNumber,
  type ChainState,
} from './common';

export const MINES_TILES = 25;

/** A mines bet: the stake (minor units) and how many mines (1..24). */
export interface MinesBet {
  stake: bigint;
  mines: number;
}

/** A mines round. `layout` is secret while the round is played (send {@link minesView}). */
export interface MinesRound extends ChainState {
  mines: number;
  edge: number;
  /** The mine tiles, ascending. */
  layout: readonly number[];
  /** The tiles revealed, in order (the last one is the mine when the round was lost). */
  revealed: readonly number[];
}

/** RangeError unless `mines` is an integer 1..24. */
function checkMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < 1 || mines >= MINES_TILES) throw new RangeError('mines must be 1..24');
}

/** The cash-out multiplier in units after `safe` safe reveals (1..25 - mines). */
function minesUnits(mines: number, safe: number, bps: bigint): bigint {
  if (!Number.isInteger(safe) || safe < 1 || safe > MINES_TILES - mines)
    throw new RangeError(`safe reveals must be 1..${MINES_TILES - mines}`);
  return fairUnits(bps, choose(MINES_TILES, safe), choose(MINES_TILES - mines, safe));
}

/**
 * Starts a round of `bet` under house edge `edge` (default 1%): draws the layout (see above).
 * RangeError for a stake <= 0, a mine count outside 1..24 or a bad edge (before drawing).
 */
export function newMinesRound(rng: Rng, bet: MinesBet, edge = DEFAULT_EDGE): MinesRound {
  checkStake(bet.stake);
  checkMines(bet.mines);
  edgeBasisPoints(edge);
  const order = shuffle(
    rng,
    Array.from({ length: MINES_TILES }, (_, i) => i),
  );
  const layout = order.slice(0, bet.mines).sort((a, b) => a - b);
  return {
    stake: bet.stake,
    mines: bet.mines,
    edge,
    layout,
    revealed: [],
    status: 'playing',
    multiplier: 1,
    payout: 0n,
  };
}

/**
 * Reveals `tile` (0..24): a mine ends the round lost (payout 0), a safe tile raises the
 * multiplier, the last safe tile cashes out. A new round object; RangeError for a round that is
 * over, a tile off the grid or one already revealed.
 */
export function revealMines(round: MinesRound, tile: number): MinesRound {
  checkPlaying(round, 'reveal');
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) throw new RangeError('the tile must be 0..24');
  if (round.revealed.includes(tile)) throw new RangeError(`tile ${tile} is already revealed`);
  const revealed = [...round.revealed, tile];
  if (round.layout.includes(tile)) return { ...round, revealed, status: 'lost', multiplier: 0, payout: 0n };
  const units = minesUnits(round.mines, revealed.length, edgeBasisPoints(round.edge));
  const next = { ...round, revealed, multiplier: unitsToNumber(units) };
  return revealed.length === MINES_TILES - round.mines ? cashedOut(next, units) : next;
}

/** Cashes out: stake x the multiplier of the safe tiles revealed. RangeError when over or before the first tile. */
export function cashOutMines(round: MinesRound): MinesRound {
  checkPlaying(round, 'cash out');
  if (round.revealed.length === 0) throw new RangeError('reveal a tile before cashing out');
  return cashedOut(round, minesUnits(round.mines, round.revealed.length, edgeBasisPoints(round.edge)));
}

/** What the player may see: the layout only once the round is over. */
export function minesView(round: MinesRound): Omit<MinesRound, 'layout'> & { layout?: readonly number[] } {
  const { layout, ...rest } = round;
  return round.status === 'playing' ? rest : { ...rest, layout };
}

/**
 * Replays a round from its Rng (a verifier's): the layout, then `tiles` revealed in order, then a
 * cash-out when `cashOut` and the round is still played. The errors of the moves replayed.
 */
export function replayMines(
  rng: Rng,
  bet: MinesBet,
  tiles: readonly number[],
  cashOut: boolean,
  edge = DEFAULT_EDGE,
): MinesRound {
  return replayChain(newMinesRound(rng, bet, edge), tiles, revealMines, cashOut ? cashOutMines : null);
}

/** The published ladder: the cash-out multiplier after 1, 2, ..., 25 - mines safe tiles. RangeError for a bad count or edge. */
export function minesLadder(mines: number, edge = DEFAULT_EDGE): number[] {
  checkMines(mines);
  const bps = edgeBasisPoints(edge);
  return Array.from({ length: MINES_TILES - mines }, (_, i) => unitsToNumber(minesUnits(mines, i + 1, bps)));
}

/**
 * The exact return to player of cashing out after `safe` safe tiles with `mines` mines (a float:
 * statistics): P(safe) x multiplier(safe). RangeError for bad counts or edge.
 */
export function minesRtp(mines: number, safe: number, edge = DEFAULT_EDGE): number {
  checkMines(mines);
  const units = minesUnits(mines, safe, edgeBasisPoints(edge));
  return rtpOf(units, choose(MINES_TILES - mines, safe), choose(MINES_TILES, safe));
}
