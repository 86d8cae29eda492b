/**
 * The tables the slot generator draws from (docs/sandbox-provider.md, slots row): the layouts and
 * the volatility styles. A style shapes the paytable (how steeply pays grow with the count and
 * from low to premium symbols), the strips (wilds per reel, premium stacks) and the feature (scatter
 * pays, free spins, multipliers, how often it triggers). Data only.
 */
import type { SlotVolatility } from './definition.ts';

/** A screen and how it pays: `lines` paylines, or null for all ways. */
export interface SlotLayout {
  reels: number;
  rows: number;
  lines: number | null;
  /** Relative chance among the general layouts. */
  weight: number;
}

export const GENERAL_LAYOUTS: readonly SlotLayout[] = [
  { reels: 5, rows: 3, lines: 20, weight: 5 },
  { reels: 5, rows: 3, lines: 25, weight: 3 },
  { reels: 5, rows: 3, lines: 10, weight: 2 },
  { reels: 5, rows: 4, lines: 40, weight: 2 },
  { reels: 5, rows: 4, lines: 50, weight: 2 },
  { reels: 3, rows: 3, lines: 5, weight: 1 },
  { reels: 5, rows: 3, lines: null, weight: 4 },
  { reels: 5, rows: 4, lines: null, weight: 3 },
  { reels: 4, rows: 4, lines: null, weight: 1 },
  { reels: 6, rows: 4, lines: null, weight: 2 },
];

/** "Megaways" in the name: six reels of five rows, 15,625 ways. */
export const MEGAWAYS_LAYOUT: SlotLayout = { reels: 6, rows: 5, lines: null, weight: 1 };

/** Fruit machines: the classic 3x3 of five lines, or 5x3 of ten. */
export const FRUIT_LAYOUTS: readonly SlotLayout[] = [
  { reels: 3, rows: 3, lines: 5, weight: 1 },
  { reels: 5, rows: 3, lines: 10, weight: 1 },
];

export interface VolatilityStyle {
  /** Pay ratio from n to n+1 of a kind. */
  growth: number;
  /** The weakest premium's pay over the best low symbol's. */
  premiumBase: number;
  /** Each better premium pays this much more than the one below it. */
  premiumStep: number;
  /** Strip weight of a premium symbol relative to a low one. */
  premiumWeight: number;
  /** Wilds on each wild reel's strip. */
  wilds: number;
  /** Premium symbols sit in stacks of this many on the strips. */
  stack: number;
  /** Scatter pays in total bets for 3, 4, 5 scatters. */
  scatterPays: readonly [number, number, number];
  /** Free spins for 3 scatters (4 and 5 add 5 and 10). */
  freeSpins: number;
  freeSpinMultipliers: readonly number[];
  /** Wild multipliers for lines and for ways games. */
  lineWildMultipliers: readonly number[];
  wayWildMultipliers: readonly number[];
  /** The chance of free spins per spin is kept within this window (by the strip length). */
  trigger: readonly [min: number, max: number];
  /** How many low and premium symbols (before the layout's adjustment). */
  lows: number;
  premiums: number;
}

export const VOLATILITY_STYLES: Readonly<Record<SlotVolatility, VolatilityStyle>> = {
  low: {
    growth: 2.2,
    premiumBase: 1.5,
    premiumStep: 1.3,
    premiumWeight: 0.8,
    wilds: 3,
    stack: 1,
    scatterPays: [1, 3, 10],
    freeSpins: 10,
    freeSpinMultipliers: [1, 2],
    lineWildMultipliers: [1],
    wayWildMultipliers: [1],
    trigger: [1 / 160, 1 / 80],
    lows: 4,
    premiums: 3,
  },
  medium: {
    growth: 3,
    premiumBase: 2,
    premiumStep: 1.6,
    premiumWeight: 0.6,
    wilds: 2,
    stack: 2,
    scatterPays: [2, 5, 20],
    freeSpins: 10,
    freeSpinMultipliers: [2],
    lineWildMultipliers: [1],
    wayWildMultipliers: [1, 2],
    trigger: [1 / 260, 1 / 130],
    lows: 5,
    premiums: 4,
  },
  high: {
    growth: 4.5,
    premiumBase: 3,
    premiumStep: 2.2,
    premiumWeight: 0.45,
    wilds: 1,
    stack: 3,
    scatterPays: [2, 10, 50],
    freeSpins: 12,
    freeSpinMultipliers: [2, 3, 5],
    lineWildMultipliers: [1, 2],
    wayWildMultipliers: [2, 3],
    trigger: [1 / 400, 1 / 180],
    lows: 5,
    premiums: 5,
  },
};

/** The bet units a ways game may use; the smallest that keeps its smallest pay at 4 units or more. */
export const WAYS_BET_UNITS: readonly number[] = [10, 20, 25, 50, 100, 200, 500, 1000];
