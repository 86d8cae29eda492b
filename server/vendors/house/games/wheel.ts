/**
 * Money wheels (docs/sandbox-provider.md "Money wheels"): a wheel of equally likely segments, each
 * showing a spot; the player bets on spots. A number spot pays n:1; a bonus spot draws a bonus
 * multiplier b from its published table and pays b:1 (the market's bonus games simplified to one
 * weighted draw). An optional top slot picks a spot (or none) and a multiplier M before the spin:
 * when the wheel stops on that spot its win is multiplied, n x M : 1 or b x M : 1.
 * Draw order: top slot spot, its multiplier (only when a spot is picked), the segment
 * (`rng.int(segments)`), the bonus multiplier (only on a bonus spot).
 *
 * Exact RTP of a spot s (closed form, the draws are independent):
 * count(s) / segments x (1 + E[pays or b] x (1 + q(s) x (E[M] - 1))), q(s) the top slot's chance
 * of picking s. The two published definitions, CRAZY_TIME and LUCKY_WHEEL, list theirs.
 */
import type { Rng } from '../fair/rng';
import { checkSpotBets, drawWeighted, payout, tableMean, tableWeight, type WeightedTable } from './tableKit';

/** A spot: a number paying `pays`:1, or a bonus paying b:1 with b drawn from `bonus`. */
export type WheelSpot = { pays: number } | { bonus: WeightedTable };

export interface WheelDefinition {
  name: string;
  /** The spots around the wheel, in order; each segment is equally likely. */
  segments: readonly string[];
  spots: Readonly<Record<string, WheelSpot>>;
  /** The top slot: which spot it boosts (null: none) and by how much. */
  topSlot?: { spots: WeightedTable<string | null>; multipliers: WeightedTable };
}

export type WheelBets = Partial<Record<string, bigint>>;

export interface WheelRound {
  /** The segment index the wheel stopped on and its spot. */
  segment: number;
  spot: string;
  topSlot: { spot: string; multiplier: number } | null;
  /** The bonus multiplier drawn when the spot is a bonus (null otherwise). */
  bonus: number | null;
  /** Return per spot bet (minor units, stake included; 0 when lost). */
  returns: WheelBets;
  stake: bigint;
  totalWin: bigint;
}

/**
 * Lays `counts` segments out around a wheel, each spot spread as evenly as it goes: the k-th of c
 * segments of a spot sits at (k + 1/2) / c of the turn, ties in the order given.
 */
export function layoutWheel(counts: readonly (readonly [spot: string, count: number])[]): string[] {
  const places = counts.flatMap(([spot, c], order) =>
    Array.from({ length: c }, (_, k) => ({ spot, at: (k + 0.5) / c, order })),
  );
  return places.sort((a, b) => a.at - b.at || a.order - b.order).map((p) => p.spot);
}

const TOP_SLOT_MULTIPLIERS: WeightedTable = [
  [2, 30],
  [3, 20],
  [4, 15],
  [5, 12],
  [7, 8],
  [10, 7],
  [15, 4],
  [20, 2],
  [25, 1],
  [50, 1],
];

/**
 * The Crazy Time style wheel: 54 segments (1 x21, 2 x13, 5 x7, 10 x4, Coin Flip x4, Cash Hunt x2,
 * Pachinko x2, Crazy Time x1), a top slot (weights out of 1000, none 475; multipliers 2x..50x, mean
 * 5.41) and one weighted bonus draw per bonus game. Exact RTPs: 1 95.957%, 2 96.004%, 5 95.785%,
 * 10 95.855%, Coin Flip 95.464%, Cash Hunt 95.467%, Pachinko 94.337%, Crazy Time 95.989%.
 */
export const CRAZY_TIME: WheelDefinition = {
  name: 'Crazy Time',
  segments: layoutWheel([
    ['1', 21],
    ['2', 13],
    ['5', 7],
    ['10', 4],
    ['coinFlip', 4],
    ['cashHunt', 2],
    ['pachinko', 2],
    ['crazyTime', 1],
  ]),
  spots: {
    '1': { pays: 1 },
    '2': { pays: 2 },
    '5': { pays: 5 },
    '10': { pays: 10 },
    coinFlip: {
      bonus: [
        [2, 22],
        [3, 20],
        [5, 20],
        [10, 16],
        [15, 9],
        [20, 5],
        [25, 3],
        [50, 4],
        [100, 1],
      ],
    },
    cashHunt: {
      bonus: [
        [5, 26],
        [10, 26],
        [15, 15],
        [20, 12],
        [25, 8],
        [50, 7],
        [75, 3],
        [100, 2],
        [200, 1],
      ],
    },
    pachinko: {
      bonus: [
        [5, 26],
        [10, 26],
        [15, 15],
        [20, 12],
        [25, 9],
        [50, 6],
        [75, 3],
        [100, 2],
        [200, 1],
      ],
    },
    crazyTime: {
      bonus: [
        [10, 32],
        [20, 26],
        [25, 15],
        [50, 12],
        [75, 6],
        [100, 5],
        [200, 2],
        [500, 2],
      ],
    },
  },
  topSlot: {
    spots: [
      ['1', 106],
      ['2', 112],
      ['5', 63],
      ['10', 44],
      ['coinFlip', 50],
      ['cashHunt', 50],
      ['pachinko', 50],
      ['crazyTime', 50],
      [null, 475],
    ],
    multipliers: TOP_SLOT_MULTIPLIERS,
  },
};

/**
 * The arcade Lucky Wheel: 50 segments, 1 x24 (1:1), 3 x12 (3:1), 5 x8 (5:1), 11 x4 (11:1),
 * 23 x2 (23:1); every spot returns exactly 96.000%.
 */
export const LUCKY_WHEEL: WheelDefinition = {
  name: 'Lucky Wheel',
  segments: layoutWheel([
    ['1', 24],
    ['3', 12],
    ['5', 8],
    ['11', 4],
    ['23', 2],
  ]),
  spots: { '1': { pays: 1 }, '3': { pays: 3 }, '5': { pays: 5 }, '11': { pays: 11 }, '23': { pays: 23 } },
};

/**
 * Spins a wheel once and settles `bets` (docs/sandbox-provider.md "Money wheels").
 * @param bets stake per spot (minor units).
 * @returns the segment and its spot, the top slot's pick, the bonus multiplier, the return per
 *   spot bet (minor units, stake included, rounded down), the total stake and win.
 * @throws RangeError on a spot the wheel does not have, a negative stake or no stake, before spinning.
 */
export function spinWheel(rng: Rng, def: WheelDefinition, bets: WheelBets): WheelRound {
  const spots = Object.keys(def.spots);
  const stake = checkSpotBets(spots, bets);
  let topSlot: WheelRound['topSlot'] = null;
  if (def.topSlot) {
    const boosted = drawWeighted(rng, def.topSlot.spots);
    if (boosted !== null) topSlot = { spot: boosted, multiplier: drawWeighted(rng, def.topSlot.multipliers) };
  }
  const segment = rng.int(def.segments.length);
  const spot = def.segments[segment]!;
  const rule = def.spots[spot]!;
  const bonus = 'bonus' in rule ? drawWeighted(rng, rule.bonus) : null;
  const odds = ('pays' in rule ? rule.pays : bonus!) * (topSlot?.spot === spot ? topSlot.multiplier : 1);
  const returns: WheelBets = {};
  let totalWin = 0n;
  for (const s of spots) {
    const placed = bets[s] ?? 0n;
    if (placed === 0n) continue;
    const win = s === spot ? payout(placed, (odds + 1) * 100) : 0n;
    returns[s] = win;
    totalWin += win;
  }
  return { segment, spot, topSlot, bonus, returns, stake, totalWin };
}

/** The exact RTP of a spot (a fraction), closed form (module comment). RangeError on an unknown spot. */
export function wheelRtp(def: WheelDefinition, spot: string): number {
  const rule = def.spots[spot];
  if (!rule) throw new RangeError(`${def.name} has no spot ${spot}`);
  const share = def.segments.filter((s) => s === spot).length / def.segments.length;
  const base = 'pays' in rule ? rule.pays : tableMean(rule.bonus);
  const top = def.topSlot;
  const boost = top
    ? 1 + ((top.spots.find(([s]) => s === spot)?.[1] ?? 0) / tableWeight(top.spots)) * (tableMean(top.multipliers) - 1)
    : 1;
  return share * (1 + base * boost);
}
