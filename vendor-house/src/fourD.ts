/**
 * SEA 4D on the vendor's page, the pure part (docs/lottery.md section 3): reading a typed number
 * (four digits, or one digit given as R for a roll), the quick bet modes straight / box / iBox /
 * roll with their number of combinations and their cost, Lucky Pick, the slip lines of a row with
 * Big and Small stakes, and the result sheet's parts. No DOM, no i18n.
 */
import { minorOrZero, stakeWithin, type DrawLimits, type PrizeTier, type SlipLine } from './drawCore';

export const FOUR_D_MODES = ['straight', 'box', 'ibox', 'roll'] as const;
export type FourDMode = (typeof FOUR_D_MODES)[number];

/** A row of the 4D entry: the number, the mode and the Big and Small stakes (decimal strings, '' for none). */
export interface FourDRow {
  number: string;
  mode: FourDMode;
  big: string;
  small: string;
}

/** A typed number made canonical: four characters, digits or one R (r accepted), else null. */
export function normalize4D(text: string): string | null {
  const n = text.trim().toUpperCase();
  if (!/^[0-9R]{4}$/.test(n)) return null;
  return (n.match(/R/g)?.length ?? 0) <= 1 ? n : null;
}

/** The distinct orderings of a 4-digit number, sorted ("1123" -> 12 numbers, "1111" -> 1). */
export function permutations(number: string): string[] {
  const out = new Set<string>();
  const walk = (rest: string, acc: string) => {
    if (!rest) return void out.add(acc);
    for (let i = 0; i < rest.length; i++) walk(rest.slice(0, i) + rest.slice(i + 1), acc + rest[i]);
  };
  walk(number, '');
  return [...out].sort();
}

/** The ten numbers of a roll: R replaced by 0-9 ("12R4" -> 1204 ... 1294). */
export const rollNumbers = (number: string): string[] =>
  Array.from({ length: 10 }, (_, d) => number.replace('R', String(d)));

/** The numbers a row bets on: straight the number, box and iBox every distinct ordering, roll ten. */
export function numbersOf(number: string, mode: FourDMode): string[] {
  if (mode === 'roll') return rollNumbers(number);
  if (mode === 'straight') return [number];
  return permutations(number);
}

/**
 * What a row costs in minor units (docs/lottery.md section 3): box and roll stake each
 * combination, so (Big + Small) x combinations; straight and iBox cost Big + Small (iBox spreads
 * the stake over its combinations: each pays its odds divided by the count).
 */
export function fourDRowCost(row: FourDRow): bigint {
  const perCombination = minorOrZero(row.big) + minorOrZero(row.small);
  if (row.mode === 'box' || row.mode === 'roll') return perCombination * BigInt(numbersOf(row.number, row.mode).length);
  return perCombination;
}

/** Why a row cannot go on the slip (the text key is draws.invalid.<code>). */
export type FourDRowError =
  'badNumber' | 'rollNeedsR' | 'rNeedsRoll' | 'boxSameDigits' | 'noStake' | 'stakeRange' | 'lineTotal';

/**
 * Checks a row: a number of four digits (roll: three digits and one R), box and iBox only for a
 * number with at least two orderings, at least one of Big and Small, each given stake within the
 * vendor's limits, and the Big and the Small ticket each costing at most maxStake in all (box and
 * roll: the stake times the combinations). Answers null when it can go on the slip.
 */
export function check4DRow(row: FourDRow, limits: DrawLimits): FourDRowError | null {
  const n = normalize4D(row.number);
  if (n === null || n !== row.number) return 'badNumber';
  const rolled = n.includes('R');
  if (row.mode === 'roll' && !rolled) return 'rollNeedsR';
  if (row.mode !== 'roll' && rolled) return 'rNeedsRoll';
  if ((row.mode === 'box' || row.mode === 'ibox') && permutations(n).length < 2) return 'boxSameDigits';
  const stakes = [row.big, row.small].map((s) => s.trim()).filter((s) => s !== '' && minorOrZero(s) !== 0n);
  if (stakes.length === 0) return 'noStake';
  if (!stakes.every((s) => stakeWithin(s, limits.minStake, limits.maxStake))) return 'stakeRange';
  const times = row.mode === 'box' || row.mode === 'roll' ? BigInt(numbersOf(n, row.mode).length) : 1n;
  return stakes.every((s) => minorOrZero(s) * times <= minorOrZero(limits.maxStake)) ? null : 'lineTotal';
}

/**
 * The POST /api/draws/slip lines of the slip's rows: one `big` and one `small` line per row that
 * stakes it (a line is one ticket whatever its mode). `owner[i]` is the row of line i, so a
 * refusal pointing at a line can be shown on its row.
 */
export function fourDSlipLines(rows: FourDRow[]): { lines: SlipLine[]; owner: number[] } {
  const lines: SlipLine[] = [];
  const owner: number[] = [];
  rows.forEach((row, i) => {
    for (const betType of ['big', 'small'] as const) {
      const stake = row[betType].trim();
      if (stake === '' || minorOrZero(stake) === 0n) continue;
      lines.push({ betType, mode: row.mode, numbers: [row.number], stake });
      owner.push(i);
    }
  });
  return { lines, owner };
}

/** A Lucky Pick: a random 4-digit number (`random` in [0, 1), Math.random by default). */
export const luckyPick = (random: () => number = Math.random): string =>
  String(Math.floor(random() * 10_000)).padStart(4, '0');

/** An iBox payout per 1 staked: the tier's odds divided by the combinations, 2 decimals ("2500", 24 -> "104.17"). */
export function iboxOdds(odds: string, count: number): string {
  const v = Number(odds) / Math.max(1, count);
  return (Math.round(v * 100) / 100).toFixed(2);
}

/** The tiers of a 4D sheet in the order the sheet prints them (docs/lottery.md section 3). */
export const FOUR_D_TIERS = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'] as const;

/** A 4D sheet's parts: the three top prizes (null when missing) and the 10 Special and 10 Consolation numbers. */
export function fourDSheet(prizes: PrizeTier[]): {
  first: string | null;
  second: string | null;
  third: string | null;
  special: string[];
  consolation: string[];
} {
  const of = (tier: string) => prizes.find((p) => p.tier === tier)?.numbers ?? [];
  return {
    first: of('FIRST')[0] ?? null,
    second: of('SECOND')[0] ?? null,
    third: of('THIRD')[0] ?? null,
    special: of('SPECIAL'),
    consolation: of('CONSOLATION'),
  };
}
