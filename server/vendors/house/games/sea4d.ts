/**
 * SEA 4D maths, docs/lottery.md section 3: a draw is 23 distinct 4-digit numbers (1st, 2nd, 3rd,
 * 10 Special, 10 Consolation), each `rng.int(10000)` formatted to 4 digits and drawn again while
 * already drawn (section 4). Big pays on all five tiers, Small on the first three (per 1 staked,
 * stake included). Quick bets expand a line: straight (the number), box (every distinct
 * permutation, the stake on each), ibox (every distinct permutation, the stake spread: each
 * payout divided by the count, rounded down to the minor unit), roll (one digit `R`: the ten
 * numbers, the stake on each). Money is bigint minor units.
 */
import type { Rng } from '../fair/rng';
import type { PrizeTier } from './vnLottery';

export const SEA_TIERS = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'] as const;
export type SeaTier = (typeof SEA_TIERS)[number];

/** How many numbers each tier draws, in sheet order. */
export const SEA_TIER_COUNTS: Readonly<Record<SeaTier, number>> = {
  FIRST: 1,
  SECOND: 1,
  THIRD: 1,
  SPECIAL: 10,
  CONSOLATION: 10,
};

export const SEA_BET_TYPES = ['big', 'small'] as const;
export type SeaBetType = (typeof SEA_BET_TYPES)[number];

/** Payout per 1 staked on each tier (docs/lottery.md section 3); a tier not listed does not pay. */
export const SEA_PAYOUTS: Readonly<Record<SeaBetType, Partial<Record<SeaTier, number>>>> = {
  big: { FIRST: 2500, SECOND: 1000, THIRD: 500, SPECIAL: 180, CONSOLATION: 60 },
  small: { FIRST: 3500, SECOND: 2000, THIRD: 1000 },
};

export const SEA_MODES = ['straight', 'box', 'ibox', 'roll'] as const;
export type SeaMode = (typeof SEA_MODES)[number];

/** A 4D line: one number (with one `R` for roll) and the stake (minor units; ibox: the whole line's). */
export interface SeaLine {
  betType: SeaBetType;
  mode: SeaMode;
  number: string;
  stake: bigint;
}

/** Draws the 23 distinct numbers in sheet order. */
export function drawSea4d(rng: Rng): PrizeTier[] {
  const drawn = new Set<string>();
  return SEA_TIERS.map((tier) => ({
    tier,
    numbers: Array.from({ length: SEA_TIER_COUNTS[tier] }, () => {
      let n: string;
      do n = String(rng.int(10_000)).padStart(4, '0');
      while (drawn.has(n));
      drawn.add(n);
      return n;
    }),
  }));
}

/** Every distinct permutation of the digits of `number`, ascending. */
export function permutations(number: string): string[] {
  const out = new Set<string>();
  const walk = (prefix: string, rest: string) => {
    if (rest === '') out.add(prefix);
    for (let i = 0; i < rest.length; i++) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk('', number);
  return [...out].sort();
}

/**
 * Checks a line (docs/lottery.md section 3).
 * @throws RangeError naming the problem: an unknown bet type or mode, a number that is not 4
 *   digits (roll: 3 digits and exactly one R), a box or ibox of four equal digits (one
 *   permutation: bet it straight), a stake not above 0.
 */
export function checkSeaLine(line: SeaLine): void {
  if (!(SEA_BET_TYPES as readonly string[]).includes(line.betType))
    throw new RangeError(`unknown bet type ${String(line.betType)}`);
  if (!(SEA_MODES as readonly string[]).includes(line.mode)) throw new RangeError(`unknown mode ${String(line.mode)}`);
  const n = line.number;
  if (line.mode === 'roll') {
    if (typeof n !== 'string' || !/^[0-9R]{4}$/.test(n) || n.split('R').length !== 2)
      throw new RangeError(`a roll number is 4 characters with exactly one R, got ${String(n)}`);
  } else if (typeof n !== 'string' || !/^[0-9]{4}$/.test(n)) {
    throw new RangeError(`4D numbers have 4 digits, got ${String(n)}`);
  }
  if ((line.mode === 'box' || line.mode === 'ibox') && permutations(n).length < 2)
    throw new RangeError(`${line.mode} needs at least two different digits`);
  if (typeof line.stake !== 'bigint' || line.stake <= 0n) throw new RangeError('the stake must be above 0');
}

/** The numbers a checked line plays: straight one, box and ibox the distinct permutations, roll ten. */
export function expandSeaLine(line: Pick<SeaLine, 'mode' | 'number'>): string[] {
  switch (line.mode) {
    case 'straight':
      return [line.number];
    case 'box':
    case 'ibox':
      return permutations(line.number);
    case 'roll':
      return Array.from({ length: 10 }, (_, d) => line.number.replace('R', String(d)));
  }
}

/** What a checked line costs (minor units): the stake per number played, ibox the stake once. */
export function seaLineCost(line: SeaLine): bigint {
  return line.mode === 'ibox' ? line.stake : BigInt(expandSeaLine(line).length) * line.stake;
}

/** The tier of `number` in a drawn sheet, or null. */
const tierOf = (sheet: readonly PrizeTier[], number: string): SeaTier | null =>
  (sheet.find((t) => t.numbers.includes(number))?.tier as SeaTier | undefined) ?? null;

/**
 * Settles a checked line on a drawn sheet: every number it plays that is drawn in a tier its bet
 * type pays is one hit, paying stake x payout (ibox: stake x payout / permutations, rounded down
 * to the minor unit, per hit).
 * @returns win (minor units, stake included, 0 when lost), hits, the numbers that won.
 */
export function settleSeaLine(
  line: SeaLine,
  sheet: readonly PrizeTier[],
): { win: bigint; hits: number; winningNumbers: string[] } {
  const numbers = expandSeaLine(line);
  const payouts = SEA_PAYOUTS[line.betType];
  let win = 0n;
  const winningNumbers: string[] = [];
  for (const n of numbers) {
    const tier = tierOf(sheet, n);
    const payout = tier ? payouts[tier] : undefined;
    if (payout === undefined) continue;
    win += line.mode === 'ibox' ? (line.stake * BigInt(payout)) / BigInt(numbers.length) : line.stake * BigInt(payout);
    winningNumbers.push(n);
  }
  return { win, hits: winningNumbers.length, winningNumbers };
}

/**
 * The exact RTP of a 4D bet type (a fraction): the 23 numbers are a uniform draw without
 * repetition, so any one number is a given tier's with chance count / 10,000; every mode plays
 * straight bets on its numbers, so it has the same RTP (ibox a hair less from rounding down).
 */
export function seaRtp(betType: SeaBetType): number {
  return SEA_TIERS.reduce((sum, tier) => sum + (SEA_TIER_COUNTS[tier] * (SEA_PAYOUTS[betType][tier] ?? 0)) / 10_000, 0);
}
