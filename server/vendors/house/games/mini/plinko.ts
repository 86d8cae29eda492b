/**
 * Plinko ("Plinko", "Lucky Plinko"; docs/sandbox-provider.md "Mini games"): a ball falls through
 * 8..16 rows of pins, going left or right at each with chance 1/2, and lands in one of rows + 1
 * slots; slot k (the number of rights) returns stake x the table's multiplier. The tables are the
 * market's usual ones (the Stake / BGaming Plinko tables, three risks per row count); a slot is
 * reached with chance C(rows, k) / 2^rows, so each table's exact RTP is sum C(rows, k) m_k / 2^rows
 * ({@link plinkoRtp}: 98.91%..99.16%, listed in the doc). The edge is the table's, not a parameter.
 *
 * Draws (in order): one `rng.int(2)` per row from the top, 0 left and 1 right.
 */
import type { Rng } from '../../fair/rng';
import { checkStake, choose, payoutOf, UNIT } from './common';

export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/**
 * Each table from the outer slot to the middle one (rows / 2 + 1 multipliers); the other half
 * mirrors it. Index 0 is rows 8.
 */
const HALF_TABLES: Record<PlinkoRisk, readonly (readonly number[])[]> = {
  low: [
    [5.6, 2.1, 1.1, 1, 0.5],
    [5.6, 2, 1.6, 1, 0.7],
    [8.9, 3, 1.4, 1.1, 1, 0.5],
    [8.4, 3, 1.9, 1.3, 1, 0.7],
    [10, 3, 1.6, 1.4, 1.1, 1, 0.5],
    [8.1, 4, 3, 1.9, 1.2, 0.9, 0.7],
    [7.1, 4, 1.9, 1.4, 1.3, 1.1, 1, 0.5],
    [15, 8, 3, 2, 1.5, 1.1, 1, 0.7],
    [16, 9, 2, 1.4, 1.4, 1.2, 1.1, 1, 0.5],
  ],
  medium: [
    [13, 3, 1.3, 0.7, 0.4],
    [18, 4, 1.7, 0.9, 0.5],
    [22, 5, 2, 1.4, 0.6, 0.4],
    [24, 6, 3, 1.8, 0.7, 0.5],
    [33, 11, 4, 2, 1.1, 0.6, 0.3],
    [43, 13, 6, 3, 1.3, 0.7, 0.4],
    [58, 15, 7, 4, 1.9, 1, 0.5, 0.2],
    [88, 18, 11, 5, 3, 1.3, 0.5, 0.3],
    [110, 41, 10, 5, 3, 1.5, 1, 0.5, 0.3],
  ],
  high: [
    [29, 4, 1.5, 0.3, 0.2],
    [43, 7, 2, 0.6, 0.2],
    [76, 10, 3, 0.9, 0.3, 0.2],
    [120, 14, 5.2, 1.4, 0.4, 0.2],
    [170, 24, 8.1, 2, 0.7, 0.2, 0.2],
    [260, 37, 11, 4, 1, 0.2, 0.2],
    [420, 56, 18, 5, 1.9, 0.3, 0.2, 0.2],
    [620, 83, 27, 8, 3, 0.5, 0.2, 0.2],
    [1000, 130, 26, 9, 4, 2, 0.2, 0.2, 0.2],
  ],
};

/** A plinko bet: the stake (minor units), the rows (8..16) and the risk. */
export interface PlinkoBet {
  stake: bigint;
  rows: number;
  risk: PlinkoRisk;
}

/** A drop: the path (0 left, 1 right, top row first), the slot reached, its multiplier, the return. */
export interface PlinkoDrop {
  path: (0 | 1)[];
  slot: number;
  multiplier: number;
  /** stake x multiplier, rounded down (minor units). */
  payout: bigint;
}

/**
 * The published table of `rows` rows and `risk`: rows + 1 multipliers, slot 0 (all left) first.
 * RangeError for rows outside 8..16 or an unknown risk.
 */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS)
    throw new RangeError('rows must be 8..16');
  if (!PLINKO_RISKS.includes(risk)) throw new RangeError(`unknown risk ${String(risk)}`);
  const half = HALF_TABLES[risk][rows - PLINKO_MIN_ROWS]!;
  return Array.from({ length: rows + 1 }, (_, k) => half[Math.min(k, rows - k)]!);
}

/** A table multiplier in units (the tables have at most two decimals). */
const unitsOf = (multiplier: number): bigint => BigInt(Math.round(multiplier * Number(UNIT)));

/**
 * Drops one ball for `bet`: `rows` draws of `rng.int(2)`. RangeError for a stake <= 0, rows
 * outside 8..16 or an unknown risk (before drawing).
 */
export function dropPlinko(rng: Rng, bet: PlinkoBet): PlinkoDrop {
  checkStake(bet.stake);
  const table = plinkoTable(bet.rows, bet.risk);
  const path = Array.from({ length: bet.rows }, () => rng.int(2) as 0 | 1);
  const slot = path.reduce<number>((a, b) => a + b, 0);
  const multiplier = table[slot]!;
  return { path, slot, multiplier, payout: payoutOf(bet.stake, unitsOf(multiplier)) };
}

/** The exact return to player of a table (a float: statistics): sum over k of C(rows, k) / 2^rows x m_k. */
export function plinkoRtp(rows: number, risk: PlinkoRisk): number {
  const table = plinkoTable(rows, risk);
  const total = table.reduce((sum, m, k) => sum + choose(rows, k) * unitsOf(m), 0n);
  return Number(total) / Number(UNIT * 2n ** BigInt(rows));
}
