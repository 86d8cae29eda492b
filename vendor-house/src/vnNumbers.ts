/**
 * Vietnam lottery (xổ số kiến thiết) on the vendor's page, the pure part (docs/lottery.md section
 * 2): the bet types, the 00-99 picker's quick selectors (đầu, đuôi, chẵn / lẻ, tài / xỉu), typed
 * numbers, quick picks, xiên combinations, the slip lines and their cost, the result sheet in the
 * regional layout and the lô endings (đầu / đuôi) table. No DOM, no i18n.
 */
import { minorOrZero, stakeWithin, type DrawLimits, type PrizeTier, type SlipLine } from './drawCore';

/** The bet types in the order of the page's tabs (docs/lottery.md section 2). */
export const VN_BET_TYPES = ['lo2', 'lo3', 'de', 'cang3', 'xien2', 'xien3', 'xien4'] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];

/** Digits of a number of the bet type: lô 3 số and 3 càng take 3, the others 2. */
export const digitsOf = (type: VnBetType): 2 | 3 => (type === 'lo3' || type === 'cang3' ? 3 : 2);
/** Numbers of one xiên combination (2, 3 or 4), 0 for other types. */
export const xienSize = (type: VnBetType): number => (type.startsWith('xien') ? Number(type.slice(4)) : 0);
/** Lô lines are bought in points (điểm) at a price per point; the others carry a stake. */
export const isPointsBet = (type: VnBetType): boolean => type === 'lo2' || type === 'lo3';

/** All numbers of `digits` digits in order ("00" ... "99" or "000" ... "999"). */
export const allNumbers = (digits: 2 | 3): string[] =>
  Array.from({ length: 10 ** digits }, (_, i) => String(i).padStart(digits, '0'));

/** A quick selector of the 00-99 grid. */
export type QuickGroup = { kind: 'head' | 'tail'; digit: number } | { kind: 'even' | 'odd' | 'big' | 'small' };

/**
 * The numbers 00-99 of a quick selector, as Vietnamese result sites name them: đầu d (tens digit
 * d: d0-d9), đuôi d (units digit d: 0d-9d), chẵn / lẻ (even / odd number), tài (50-99), xỉu (00-49).
 */
export function quickGroup(group: QuickGroup): string[] {
  const all = allNumbers(2);
  switch (group.kind) {
    case 'head':
      return all.filter((n) => n[0] === String(group.digit));
    case 'tail':
      return all.filter((n) => n[1] === String(group.digit));
    case 'even':
      return all.filter((n) => Number(n) % 2 === 0);
    case 'odd':
      return all.filter((n) => Number(n) % 2 === 1);
    case 'big':
      return all.filter((n) => Number(n) >= 50);
    case 'small':
      return all.filter((n) => Number(n) < 50);
  }
}

/** Applies a quick selector: when every number of `group` is already chosen it clears them, else it adds them all. */
export function toggleGroup(selected: ReadonlySet<string>, group: string[]): Set<string> {
  const next = new Set(selected);
  const all = group.every((n) => next.has(n));
  for (const n of group) {
    if (all) next.delete(n);
    else next.add(n);
  }
  return next;
}

/**
 * Typed numbers: separated by commas, spaces, semicolons or the CJK comma (，、). Answers the
 * distinct numbers of exactly `digits` digits in the order typed, and the pieces that are not.
 * Example: ("123, 45 123;999", 3) -> { numbers: ['123', '999'], invalid: ['45'] }.
 */
export function parseNumbers(text: string, digits: 2 | 3): { numbers: string[]; invalid: string[] } {
  const pieces = text.split(/[\s,;，、；]+/).filter(Boolean);
  const pattern = new RegExp(`^\\d{${digits}}$`);
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const p of pieces) {
    if (!pattern.test(p)) invalid.push(p);
    else if (!numbers.includes(p)) numbers.push(p);
  }
  return { numbers, invalid };
}

/** `count` distinct random numbers of `digits` digits, sorted (`random` in [0, 1), Math.random by default). */
export function quickPick(count: number, digits: 2 | 3, random: () => number = Math.random): string[] {
  const size = 10 ** digits;
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, size)) chosen.add(Math.floor(random() * size));
  return [...chosen].sort((a, b) => a - b).map((n) => String(n).padStart(digits, '0'));
}

/** The combinations of `k` of `items` in order (xiên ghép: C(n, k) lines of one combination each). */
export function combinations<T>(items: T[], k: number): T[][] {
  if (k <= 0 || k > items.length) return [];
  const out: T[][] = [];
  const pick = (start: number, acc: T[]) => {
    if (acc.length === k) return void out.push([...acc]);
    for (let i = start; i <= items.length - (k - acc.length); i++) pick(i + 1, [...acc, items[i]!]);
  };
  pick(0, []);
  return out;
}

/** C(n, k) without listing them. */
export function combinationCount(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/** Why a pick cannot go on the slip (the text key is draws.invalid.<code>). */
export type VnLineError =
  | 'noNumbers'
  | 'badNumber'
  | 'tooManyNumbers'
  | 'xienCount'
  | 'tooManyLines'
  | 'pointsRange'
  | 'stakeRange'
  | 'lineTotal';

/**
 * The slip lines of a pick (docs/lottery.md section 2): lô and đề / 3 càng make one line of all
 * the numbers (`points` per number for lô, `stake` per number otherwise); xiên k with n >= k
 * distinct numbers makes C(n, k) lines of one combination each, `stake` per combination.
 * `amount` is the points (whole number, 1..maxPoints) or the stake (decimal within minStake..maxStake);
 * every line must also cost between minStake and maxStake in all (the vendor's limits apply to a
 * ticket's total), `price` being the price of one lô point. `room` is how many more lines the slip
 * can take. Answers the lines or the first error.
 */
export function buildVnLines(
  type: VnBetType,
  numbers: string[],
  amount: string,
  limits: DrawLimits,
  room: number,
  price: string | null,
): { lines: SlipLine[] } | { error: VnLineError } {
  const distinct = [...new Set(numbers)];
  if (distinct.length === 0) return { error: 'noNumbers' };
  const pattern = new RegExp(`^\\d{${digitsOf(type)}}$`);
  if (!distinct.every((n) => pattern.test(n))) return { error: 'badNumber' };
  const k = xienSize(type);
  if (k > 0 && distinct.length < k) return { error: 'xienCount' };
  if (k === 0 && distinct.length > limits.maxNumbers) return { error: 'tooManyNumbers' };
  const lineCount = k > 0 ? combinationCount(distinct.length, k) : 1;
  if (lineCount > room) return { error: 'tooManyLines' };
  if (isPointsBet(type)) {
    const points = /^\d{1,6}$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
    if (!(points >= 1 && points <= limits.maxPoints)) return { error: 'pointsRange' };
    return withinTotal([{ betType: type, numbers: distinct, points }], price, limits);
  }
  if (!stakeWithin(amount, limits.minStake, limits.maxStake)) return { error: 'stakeRange' };
  const stake = amount.trim();
  if (k > 0)
    return withinTotal(
      combinations(distinct, k).map((combo) => ({ betType: type, numbers: combo, stake })),
      price,
      limits,
    );
  return withinTotal([{ betType: type, numbers: distinct, stake }], price, limits);
}

/** The lines when each costs between minStake and maxStake, else the error lineTotal. */
function withinTotal(
  lines: SlipLine[],
  price: string | null,
  limits: DrawLimits,
): { lines: SlipLine[] } | { error: 'lineTotal' } {
  const lo = minorOrZero(limits.minStake);
  const hi = minorOrZero(limits.maxStake);
  return lines.every((l) => vnLineCost(l, price) >= lo && vnLineCost(l, price) <= hi)
    ? { lines }
    : { error: 'lineTotal' };
}

/**
 * What a line costs in minor units: lô numbers x points x price (the price of one point), đề and
 * 3 càng numbers x stake, xiên the stake of its one combination.
 */
export function vnLineCost(line: SlipLine, price: string | null): bigint {
  if (line.points !== undefined) return BigInt(line.numbers.length) * BigInt(line.points) * minorOrZero(price);
  if (line.betType.startsWith('xien')) return minorOrZero(line.stake);
  return BigInt(line.numbers.length) * minorOrZero(line.stake);
}

/** Tiers of a North sheet top to bottom (ĐB first), and of a Central / South sheet (G8 first). */
export const NORTH_TIERS = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7'] as const;
export const CENTRAL_SOUTH_TIERS = ['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB'] as const;

/** One row of a result sheet: a tier and, per province column, its numbers. */
export interface SheetRow {
  tier: string;
  cells: string[][];
}

/**
 * The rows of the regional result sheet (docs/lottery.md section 2): North ĐB down to G7, Central
 * and South G8 down to ĐB with one column per province (`sheets` in column order). A tier missing
 * from a sheet (a voided draw) gives an empty cell.
 */
export function vnSheetRows(region: 'NORTH' | 'CENTRAL' | 'SOUTH', sheets: PrizeTier[][]): SheetRow[] {
  const tiers = region === 'NORTH' ? NORTH_TIERS : CENTRAL_SOUTH_TIERS;
  return tiers.map((tier) => ({
    tier,
    cells: sheets.map((prizes) => prizes.find((p) => p.tier === tier)?.numbers ?? []),
  }));
}

/** The last `k` digits of a number (lô 2 số: 2, lô 3 số / 3 càng: 3). */
export const tailOf = (n: string, k: number) => n.slice(-k);

/**
 * The lô endings of a sheet as result sites print them (bảng lô tô): for each đầu (tens digit) 0-9
 * the units digits of the last two digits of every prize, and for each đuôi (units digit) the tens
 * digits, sorted, a number drawn twice listed twice (each occurrence is a nháy).
 */
export function loEndings(prizes: PrizeTier[]): { heads: number[][]; tails: number[][] } {
  const heads: number[][] = Array.from({ length: 10 }, () => []);
  const tails: number[][] = Array.from({ length: 10 }, () => []);
  for (const n of prizes.flatMap((p) => p.numbers)) {
    if (!/^\d{2,}$/.test(n)) continue;
    const h = Number(n.at(-2));
    const u = Number(n.at(-1));
    heads[h]!.push(u);
    tails[u]!.push(h);
  }
  for (const list of [...heads, ...tails]) list.sort((a, b) => a - b);
  return { heads, tails };
}

/**
 * What one hit of a pick pays in minor units (stake included, docs/lottery.md section 2): lô
 * points x odds per nháy, đề / 3 càng stake x odds per number, xiên stake x odds per combination.
 * Null when the amount is not a whole number of points or an amount.
 */
export function winPerHit(type: VnBetType, amount: string, odds: string): bigint | null {
  const o = minorOrZero(odds);
  const a = amount.trim();
  if (isPointsBet(type)) return /^\d{1,6}$/.test(a) ? BigInt(a) * o : null;
  return /^\d{1,12}(\.\d{1,2})?$/.test(a) ? (minorOrZero(a) * o) / 100n : null;
}

/**
 * How many times (nháy) each of `numbers` comes up as the last `k` digits of the sheet's prizes of
 * at least k digits (lô 2 số k = 2, lô 3 số k = 3); numbers that do not come up are left out.
 */
export function occurrences(numbers: string[], prizes: PrizeTier[], k: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const n of prizes.flatMap((p) => p.numbers)) {
    if (n.length < k) continue;
    const end = tailOf(n, k);
    if (numbers.includes(end)) counts.set(end, (counts.get(end) ?? 0) + 1);
  }
  return counts;
}
