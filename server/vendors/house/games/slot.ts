/**
 * The slot's evaluation (rules in slotRules.ts): one paid spin picks five reel stops from the
 * fair Rng, pays every winning line and the scatter, and plays any free spins it triggers within
 * the same round. Amounts are integer minor units (bigint); the total bet must be a positive
 * multiple of the 20 lines.
 */
import type { Rng } from '../fair/rng';
import {
  FREE_SPIN_MULTIPLIER,
  FREE_SPINS_AWARDED,
  LINE_COUNT,
  LINE_PAYS,
  PAYLINES,
  REEL_STRIPS,
  SCATTER_PAYS,
  SLOT_REELS,
  SLOT_ROWS,
  type SlotSymbol,
} from './slotRules';

/** One winning line: its index in PAYLINES, the symbol, how many in a row, the pay in line bets. */
export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  pay: number;
}

/** One spin's screen and wins. `grid[reel][row]`; `win` in minor units (multiplier applied). */
export interface SpinResult {
  stops: number[];
  grid: SlotSymbol[][];
  lineWins: LineWin[];
  scatters: number;
  /** Scatter pay in total bets (0 under three scatters). */
  scatterPay: number;
  freeSpinsWon: number;
  multiplier: number;
  win: bigint;
}

/** A whole round: the paid spin and the free spins it led to; `totalWin` in minor units. */
export interface SlotRound {
  stake: bigint;
  base: SpinResult;
  freeSpins: SpinResult[];
  totalWin: bigint;
}

/** The three visible symbols of each reel at the given stops. */
export function gridAt(stops: readonly number[]): SlotSymbol[][] {
  return REEL_STRIPS.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/**
 * The pay of one line's five symbols in line bets: reel 1's symbol (never WILD) and every
 * following symbol equal to it or WILD; the scatter pays nowhere on a line.
 */
export function linePay(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pay: number } {
  const first = symbols[0]!;
  if (first === 'SCATTER' || first === 'WILD') return { symbol: first, count: 0, pay: 0 };
  let count = 1;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === 'WILD')) count += 1;
  const pays = LINE_PAYS[first];
  return { symbol: first, count, pay: count >= 3 ? pays[count - 3]! : 0 };
}

/** Evaluates the screen at `stops` for a total bet of `stake` minor units, wins times `multiplier`. */
export function evaluateSpin(stops: readonly number[], stake: bigint, multiplier: number): SpinResult {
  const grid = gridAt(stops);
  const lineWins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const result = linePay(rows.map((row, reel) => grid[reel]![row]!));
    if (result.pay > 0) lineWins.push({ line, ...result });
  });
  const scatters = grid.flat().filter((s) => s === 'SCATTER').length;
  const scatterPay = scatters >= 3 ? SCATTER_PAYS[Math.min(scatters, 5) - 3]! : 0;
  const linePays = lineWins.reduce((sum, w) => sum + w.pay, 0);
  const lineBet = stake / BigInt(LINE_COUNT);
  const win = (lineBet * BigInt(linePays) + stake * BigInt(scatterPay)) * BigInt(multiplier);
  return {
    stops: [...stops],
    grid,
    lineWins,
    scatters,
    scatterPay,
    freeSpinsWon: scatters >= 3 ? FREE_SPINS_AWARDED : 0,
    multiplier,
    win,
  };
}

/** Five uniform reel stops. */
function drawStops(rng: Rng): number[] {
  return Array.from({ length: SLOT_REELS }, (_, reel) => rng.int(REEL_STRIPS[reel]!.length));
}

/** Throws RangeError unless `stake` is a positive multiple of the line count. */
export function checkSlotStake(stake: bigint): void {
  if (stake <= 0n || stake % BigInt(LINE_COUNT) !== 0n)
    throw new RangeError(`the total bet must be a positive multiple of ${LINE_COUNT} minor units`);
}

/** The most free spins one round plays (a safety cap far above any expected run). */
export const MAX_FREE_SPINS = 500;

/**
 * Plays one paid spin and its free spins with `rng`. The stake is checked (checkSlotStake).
 * Free spins use the same strips with wins doubled and retrigger on 3+ scatters.
 */
export function playSlot(rng: Rng, stake: bigint): SlotRound {
  checkSlotStake(stake);
  const base = evaluateSpin(drawStops(rng), stake, 1);
  const freeSpins: SpinResult[] = [];
  let left = base.freeSpinsWon;
  while (left > 0 && freeSpins.length < MAX_FREE_SPINS) {
    left -= 1;
    const spin = evaluateSpin(drawStops(rng), stake, FREE_SPIN_MULTIPLIER);
    freeSpins.push(spin);
    left += spin.freeSpinsWon;
  }
  const totalWin = freeSpins.reduce((sum, s) => sum + s.win, base.win);
  return { stake, base, freeSpins, totalWin };
}
