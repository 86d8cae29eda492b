/**
 * Roulette (docs/sandbox-provider.md "Roulette"): one spin of a European wheel (0..36), an
 * American wheel (0..36 and 00, written 37 here and labelled "00") or Lightning Roulette (the
 * European wheel plus 1-5 lucky straight-up numbers a round). The pocket is `rng.int(pockets)`;
 * in Lightning the lucky numbers and their multipliers are drawn first (count, numbers, then one
 * multiplier each, from the published tables below), then the pocket.
 *
 * A bet covers k numbers and returns 36/k times the stake (stake included): straight 36x (35:1),
 * split 18x, street 12x, corner 9x, six line 6x, dozen and column 3x (2:1), red/black, odd/even,
 * low/high 2x (1:1); zero (and 00) lose every outside bet (no la partage). Exact RTP of every bet:
 * European 36/37 = 97.297%, American 36/38 = 94.737%. Lightning pays straight-ups 29:1 (30x) and
 * m:1 (return m + 1) on a lucky number with multiplier m; its other bets pay as European. Lightning
 * straight-up RTP: (30 + E[lucky count] x (E[m] - 29) / 37) / 37 = (30 + 2.1 x 104.5 / 37) / 37 =
 * 97.111% (the market game publishes 97.10%).
 */
import type { Rng } from '../fair/rng';
import {
  checkTableBets,
  drawDistinct,
  drawWeighted,
  settleBets,
  tableMean,
  type SettledBet,
  type TableBet,
  type WeightedTable,
} from './tableKit';

export const ROULETTE_VARIANTS = ['european', 'american', 'lightning'] as const;
export type RouletteVariant = (typeof ROULETTE_VARIANTS)[number];
export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'sixLine',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];
/**
 * A roulette bet. `pick`: inside bets (straight..sixLine) the numbers covered, in any order (00 is
 * 37); dozen and column `[1 | 2 | 3]`; the even-money bets none.
 */
export type RouletteBet = TableBet<RouletteBetType>;

/** The American wheel's 00, as a pocket number. */
export const DOUBLE_ZERO = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** Lightning: how many lucky numbers a round draws (weights out of 100; mean 2.1). */
export const LIGHTNING_COUNTS: WeightedTable = [
  [1, 40],
  [2, 30],
  [3, 15],
  [4, 10],
  [5, 5],
];
/** Lightning: each lucky number's multiplier (weights out of 100; mean 133.5). */
export const LIGHTNING_MULTIPLIERS: WeightedTable = [
  [50, 38],
  [100, 25],
  [150, 12],
  [200, 10],
  [250, 5],
  [300, 4],
  [400, 3],
  [500, 3],
];
/** Lightning's return on a straight-up that is not lucky (hundredths: 29:1). */
export const LIGHTNING_STRAIGHT_RETURN = 3000;

export interface LuckyNumber {
  number: number;
  multiplier: number;
}

export interface RouletteRound {
  variant: RouletteVariant;
  /** The winning pocket: 0..36, or 37 for 00. */
  pocket: number;
  label: string;
  colour: 'red' | 'black' | 'green';
  /** Lightning's lucky numbers (empty on the other wheels). */
  lucky: LuckyNumber[];
  bets: SettledBet<RouletteBetType>[];
  stake: bigint;
  totalWin: bigint;
}

/** The pockets of a wheel: 37 (0..36) or 38 (with 00). */
export const pocketCount = (variant: RouletteVariant): number => (variant === 'american' ? 38 : 37);
/** "00" for 37, the number otherwise. */
export const pocketLabel = (pocket: number): string => (pocket === DOUBLE_ZERO ? '00' : String(pocket));
export const pocketColour = (pocket: number): RouletteRound['colour'] =>
  pocket === 0 || pocket === DOUBLE_ZERO ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';

const range = (from: number, count: number, step = 1) => Array.from({ length: count }, (_, i) => from + i * step);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');

/** Every inside bet a wheel accepts, by type, as sorted-number keys (the layout's lines and zero bets). */
function insideBets(variant: RouletteVariant): Record<string, Set<string>> {
  const american = variant === 'american';
  const z = DOUBLE_ZERO;
  const splits = [
    ...range(1, 33).map((n) => [n, n + 3]),
    ...range(1, 36)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1]),
    ...(american
      ? [
          [0, 1],
          [0, 2],
          [z, 2],
          [z, 3],
          [0, z],
        ]
      : [
          [0, 1],
          [0, 2],
          [0, 3],
        ]),
  ];
  const streets = [
    ...range(1, 12, 3).map((n) => [n, n + 1, n + 2]),
    ...(american
      ? [
          [0, 1, 2],
          [0, z, 2],
          [z, 2, 3],
        ]
      : [
          [0, 1, 2],
          [0, 2, 3],
        ]),
  ];
  const corners = [
    ...range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1, n + 3, n + 4]),
    ...(american ? [] : [[0, 1, 2, 3]]),
  ];
  const sixLines = range(1, 11, 3).map((n) => range(n, 6));
  const set = (lists: number[][]) => new Set(lists.map(key));
  return {
    straight: set(range(0, pocketCount(variant)).map((n) => [n])),
    split: set(splits),
    street: set(streets),
    corner: set(corners),
    sixLine: set(sixLines),
  };
}
const INSIDE: Record<RouletteVariant, Record<string, Set<string>>> = {
  european: insideBets('european'),
  american: insideBets('american'),
  lightning: insideBets('european'),
};

/**
 * The numbers a bet covers on a wheel (docs/sandbox-provider.md "Roulette").
 * @throws RangeError when the pick is not a bet of the layout: inside bets must name adjacent
 *   numbers (a split side by side, a street a row or a zero trio, a corner four in a square or
 *   0-1-2-3 on the European wheel, a six line two rows), dozen and column pick 1, 2 or 3, the
 *   even-money bets pick nothing.
 */
export function coveredNumbers(variant: RouletteVariant, bet: Pick<RouletteBet, 'type' | 'pick'>): number[] {
  const pick = bet.pick ?? [];
  const inside = INSIDE[variant][bet.type];
  if (inside) {
    if (!inside.has(key(pick))) throw new RangeError(`${key(pick) || 'nothing'} is not a ${bet.type} bet`);
    return [...pick].sort((a, b) => a - b);
  }
  if (bet.type === 'dozen' || bet.type === 'column') {
    const i = pick[0];
    if (pick.length !== 1 || (i !== 1 && i !== 2 && i !== 3)) throw new RangeError(`a ${bet.type} bet picks 1, 2 or 3`);
    return bet.type === 'dozen' ? range(12 * (i - 1) + 1, 12) : range(i, 12, 3);
  }
  if (pick.length > 0) throw new RangeError(`a ${bet.type} bet picks no numbers`);
  const numbers = range(1, 36);
  switch (bet.type) {
    case 'red':
      return numbers.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return numbers.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return numbers.filter((n) => n % 2 === 1);
    case 'even':
      return numbers.filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    default:
      return range(19, 18);
  }
}

/** A bet's return (hundredths) when one of its k numbers wins: 36/k times the stake. */
const coverReturn = (covered: number) => (3600 / covered) | 0;

/**
 * Spins one round and settles `bets` (docs/sandbox-provider.md "Roulette").
 * @param bets a list of bets; stakes in minor units.
 * @returns the pocket (37 = 00), its label and colour, Lightning's lucky numbers, each bet's
 *   return (minor units, stake included, rounded down), the total stake and win.
 * @throws RangeError on an unknown variant or an invalid bet (coveredNumbers), before drawing.
 */
export function playRoulette(rng: Rng, variant: RouletteVariant, bets: readonly RouletteBet[]): RouletteRound {
  if (!ROULETTE_VARIANTS.includes(variant)) throw new RangeError(`unknown roulette ${String(variant)}`);
  const covers = new Map<RouletteBet, number[]>();
  const stake = checkTableBets(ROULETTE_BET_TYPES, bets, (bet) => covers.set(bet, coveredNumbers(variant, bet)));
  const lucky: LuckyNumber[] = [];
  if (variant === 'lightning') {
    const count = drawWeighted(rng, LIGHTNING_COUNTS);
    for (const number of drawDistinct(rng, 37, count))
      lucky.push({ number, multiplier: drawWeighted(rng, LIGHTNING_MULTIPLIERS) });
  }
  const pocket = rng.int(pocketCount(variant));
  const { settled, totalWin } = settleBets(bets, (bet) => {
    const covered = covers.get(bet)!;
    if (!covered.includes(pocket)) return 0;
    if (variant !== 'lightning' || bet.type !== 'straight') return coverReturn(covered.length);
    const hit = lucky.find((l) => l.number === pocket);
    return hit ? (hit.multiplier + 1) * 100 : LIGHTNING_STRAIGHT_RETURN;
  });
  return {
    variant,
    pocket,
    label: pocketLabel(pocket),
    colour: pocketColour(pocket),
    lucky,
    bets: settled,
    stake,
    totalWin,
  };
}

/** How many numbers each bet type covers. */
const COVERS: Readonly<Record<RouletteBetType, number>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  sixLine: 6,
  dozen: 12,
  column: 12,
  red: 18,
  black: 18,
  odd: 18,
  even: 18,
  low: 18,
  high: 18,
};

/**
 * The exact RTP of a bet type (a fraction, closed form): k / pockets x 36 / k = 36 / pockets,
 * except Lightning's straight-up, (1/37) x (p x (E[m] + 1) + (1 - p) x 30) with p = E[count] / 37
 * the chance that the winning number is lucky.
 */
export function rouletteRtp(variant: RouletteVariant, type: RouletteBetType): number {
  const pockets = pocketCount(variant);
  if (variant !== 'lightning' || type !== 'straight')
    return ((COVERS[type] / pockets) * coverReturn(COVERS[type])) / 100;
  const p = tableMean(LIGHTNING_COUNTS) / 37;
  return (p * (tableMean(LIGHTNING_MULTIPLIERS) + 1) + (1 - p) * (LIGHTNING_STRAIGHT_RETURN / 100)) / 37;
}
