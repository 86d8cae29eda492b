/**
 * What the sandbox table engines share (docs/sandbox-provider.md "Rules every engine keeps"): a
 * bet on a board is `{ type, pick?, stake }` (the pick names what the bet covers: numbers, a
 * face, a seat), stakes are bigint minor units, returns are published in hundredths of the stake
 * (200 = the stake back twice, 1:1) and paid rounded down to the minor unit, weighted tables are
 * drawn with the fair Rng, cards are drawn without replacement from a fresh shoe with `rng.int`.
 */
import type { Rng } from '../fair/rng';
import { newShoe, type Card } from './cards';

/** One bet on a board: the bet type, what it covers (per game), the stake in minor units. */
export interface TableBet<T extends string = string> {
  type: T;
  pick?: readonly number[];
  stake: bigint;
}

/** A settled bet: the bet and its return (minor units, stake included; 0 when lost). */
export interface SettledBet<T extends string = string> extends TableBet<T> {
  win: bigint;
}

/** A weighted table: `[value, weight]` rows, weights positive integers. */
export type WeightedTable<T = number> = readonly (readonly [value: T, weight: number])[];

/** Whether a value from the wire is an array (a plain boolean: it keeps the caller's element type). */
export const isList = (value: unknown): boolean => Array.isArray(value);

/** The stake times a return in hundredths (200 = 2x), rounded down to the minor unit. */
export const payout = (stake: bigint, returnHundredths: number): bigint => (stake * BigInt(returnHundredths)) / 100n;

/**
 * Checks a list of bets against the types a game accepts and returns the total stake.
 * @param check throws RangeError on a pick the bet type does not accept (called per bet).
 * @throws RangeError on an empty list, an unknown type, a stake that is not a bigint above 0 or a
 *   bad pick, before anything is drawn (docs/sandbox-provider.md "Rules every engine keeps").
 */
export function checkTableBets<T extends string>(
  types: readonly T[],
  bets: readonly TableBet<T>[],
  check: (bet: TableBet<T>) => void,
): bigint {
  if (!isList(bets) || bets.length === 0) throw new RangeError('place at least one bet');
  let total = 0n;
  for (const bet of bets) {
    if (!types.includes(bet.type)) throw new RangeError(`unknown bet type ${String(bet.type)}`);
    if (typeof bet.stake !== 'bigint' || bet.stake <= 0n)
      throw new RangeError(`the stake on ${bet.type} must be above 0`);
    if (bet.pick !== undefined && !(isList(bet.pick) && bet.pick.every((n) => Number.isInteger(n))))
      throw new RangeError(`the pick of ${bet.type} must be a list of integers`);
    check(bet);
    total += bet.stake;
  }
  return total;
}

/**
 * The total stake of a record of bets (`Partial<Record<Spot, bigint>>`).
 * @throws RangeError when a stake is negative or not a bigint, a spot is unknown, or all are zero.
 */
export function checkSpotBets<T extends string>(spots: readonly T[], bets: Partial<Record<T, bigint>>): bigint {
  let total = 0n;
  for (const [spot, stake] of Object.entries(bets) as [string, unknown][]) {
    if (!(spots as readonly string[]).includes(spot)) throw new RangeError(`unknown bet ${spot}`);
    if (typeof stake !== 'bigint' || stake < 0n) throw new RangeError(`the stake on ${spot} must be 0 or more`);
    total += stake;
  }
  if (total <= 0n) throw new RangeError('place at least one bet');
  return total;
}

/** Sum of a table's weights; RangeError unless every weight is a positive integer. */
export function tableWeight<T>(table: WeightedTable<T>): number {
  let total = 0;
  for (const [, w] of table) {
    if (!Number.isInteger(w) || w < 1) throw new RangeError(`weights are positive integers, got ${w}`);
    total += w;
  }
  return total;
}

/** One value of a weighted table, drawn with one `rng.int(total weight)`. */
export function drawWeighted<T>(rng: Rng, table: WeightedTable<T>): T {
  let x = rng.int(tableWeight(table));
  for (const [value, w] of table) {
    if (x < w) return value;
    x -= w;
  }
  throw new RangeError('empty weighted table');
}

/** The mean value of a weighted table (exact for the RTP formulas). */
export const tableMean = (table: WeightedTable): number =>
  table.reduce((sum, [v, w]) => sum + v * w, 0) / tableWeight(table);

/** A draw function over `shoe` (consumed): each call takes a uniform card with `rng.int`. */
export function cardDrawer(rng: Rng, shoe: Card[]): () => Card {
  return () => {
    if (shoe.length === 0) throw new RangeError('the shoe is empty');
    return shoe.splice(rng.int(shoe.length), 1)[0]!;
  };
}

/**
 * Deals `count` cards each to the player and the dealer from a fresh shoe of `decks`, one at a
 * time (player, dealer, player, ...), and returns the draw for the cards that follow.
 */
export function dealHeadsUp(
  rng: Rng,
  decks: number,
  count: number,
): { player: Card[]; dealer: Card[]; draw: () => Card } {
  const draw = cardDrawer(rng, newShoe(decks));
  const player: Card[] = [];
  const dealer: Card[] = [];
  for (let i = 0; i < count; i++) {
    player.push(draw());
    dealer.push(draw());
  }
  return { player, dealer, draw };
}

/** RangeError unless `stake` is a bigint above 0 (`name` says which stake). */
export function checkStake(stake: bigint, name = 'stake'): void {
  if (typeof stake !== 'bigint' || stake <= 0n) throw new RangeError(`the ${name} must be above 0`);
}

/** `count` distinct integers of 0..n-1 drawn without replacement (in draw order). */
export function drawDistinct(rng: Rng, n: number, count: number): number[] {
  const pool = Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: count }, () => pool.splice(rng.int(pool.length), 1)[0]!);
}

/** n choose k as a float (exact below 2^53, enough for the table games' counts). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Settles bets with `returnOf` (hundredths of the stake, 0 when lost) and totals the wins. */
export function settleBets<T extends string>(
  bets: readonly TableBet<T>[],
  returnOf: (bet: TableBet<T>) => number,
): { settled: SettledBet<T>[]; totalWin: bigint } {
  const settled = bets.map((bet) => ({ ...bet, win: payout(bet.stake, returnOf(bet)) }));
  return { settled, totalWin: settled.reduce((sum, b) => sum + b.win, 0n) };
}
