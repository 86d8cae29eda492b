/**
 * Vietnam lottery (xổ số kiến thiết) maths, docs/lottery.md section 2: the result sheets, the bet
 * types with their published odds and prices, line checks, settlement and the exact RTP.
 * - North (Miền Bắc) draws 27 prizes, Central and South (Miền Trung, Miền Nam) 18 per province,
 *   each digit `rng.int(10)` in sheet order (section 4), so every ending is uniform and the
 *   prizes are independent.
 * - Lô (lo2, lo3) is bought in points (điểm): stake = numbers x points x price, and every
 *   occurrence (nháy) of a number among the endings pays points x odds. Đề (de) and 3 càng
 *   (cang3) play the special prize (ĐB); xiên k wins once when all its k numbers are among the
 *   2-digit endings. Returns include the stake. Money is bigint minor units (2 decimals).
 */
import { VN_CENTRAL_SOUTH_SHEET, VN_NORTH_SHEET, type SheetTier } from '../../../../contract/types/lottery';
import type { Rng } from '../fair/rng';
import type { VnRegion } from './drawSchedule';

/** A prize tier of a sheet: its code and numbers (digits, leading zeros kept). */
export interface PrizeTier {
  tier: string;
  numbers: string[];
}

/** How a sheet is drawn: tiers in sheet order with their count of numbers and digits. */
export type SheetLayout = readonly SheetTier[];

/** North, 27 prizes: ĐB down to G7 (docs/lottery.md section 2; the layout the site shows too). */
export const NORTH_SHEET: SheetLayout = VN_NORTH_SHEET;

/** Central and South, 18 prizes per province: G8 down to ĐB (docs/lottery.md section 2). */
export const SOUTHERN_SHEET: SheetLayout = VN_CENTRAL_SOUTH_SHEET;

/** The sheet layout of a region. */
export const sheetLayout = (region: VnRegion): SheetLayout => (region === 'NORTH' ? NORTH_SHEET : SOUTHERN_SHEET);

/** Draws a region's sheet from `rng`: every digit `rng.int(10)`, tiers and numbers in sheet order. */
export function drawVnSheet(rng: Rng, region: VnRegion): PrizeTier[] {
  return sheetLayout(region).map(({ tier, count, digits }) => ({
    tier,
    numbers: Array.from({ length: count }, () => Array.from({ length: digits }, () => String(rng.int(10))).join('')),
  }));
}

export const VN_BET_TYPES = ['lo2', 'lo3', 'de', 'cang3', 'xien2', 'xien3', 'xien4'] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];

/** Digits of the numbers of each bet type. */
export const VN_DIGITS: Readonly<Record<VnBetType, 2 | 3>> = {
  lo2: 2,
  lo3: 3,
  de: 2,
  cang3: 3,
  xien2: 2,
  xien3: 2,
  xien4: 2,
};

/** Xiên: how many distinct numbers make the one combination. */
export const XIEN_SIZE: Readonly<Partial<Record<VnBetType, number>>> = { xien2: 2, xien3: 3, xien4: 4 };

/** Line limits (docs/lottery.md section 7): numbers per line, points per number. */
export const VN_MAX_NUMBERS = 10;
export const VN_MAX_POINTS = 10_000;

/**
 * Published odds (return per unit, stake included; lô: per point and hit) and lô prices (minor
 * units per point), by region kind (docs/lottery.md section 2).
 */
interface VnRule {
  odds: number;
  /** Lô: price of one point in minor units; null for money bets. */
  price: bigint | null;
}
const NORTH_RULES: Record<VnBetType, VnRule> = {
  lo2: { odds: 95, price: 2700n },
  lo3: { odds: 950, price: 2300n },
  de: { odds: 95, price: null },
  cang3: { odds: 950, price: null },
  xien2: { odds: 17, price: null },
  xien3: { odds: 75, price: null },
  xien4: { odds: 350, price: null },
};
const SOUTHERN_RULES: Record<VnBetType, VnRule> = {
  lo2: { odds: 95, price: 1800n },
  lo3: { odds: 950, price: 1700n },
  de: { odds: 95, price: null },
  cang3: { odds: 950, price: null },
  xien2: { odds: 35, price: null },
  xien3: { odds: 235, price: null },
  xien4: { odds: 1650, price: null },
};

/** The odds and price of `betType` in `region`. */
export const vnRule = (betType: VnBetType, region: VnRegion): VnRule =>
  (region === 'NORTH' ? NORTH_RULES : SOUTHERN_RULES)[betType];

/** True for the points-bought lô types. */
export const isLo = (betType: VnBetType): boolean => betType === 'lo2' || betType === 'lo3';

/**
 * A line of a slip: lô carries `points` (per number), the money types `stake` (minor units: per
 * number for de and cang3, for the one combination of a xiên).
 */
export interface VnLine {
  betType: VnBetType;
  numbers: string[];
  points: number | null;
  stake: bigint | null;
}

/** True when `code` is a Vietnam bet type. */
export function isVnBetType(code: string): code is VnBetType {
  return (VN_BET_TYPES as readonly string[]).includes(code);
}

/**
 * Checks a line's shape (docs/lottery.md section 2).
 * @throws RangeError naming the problem: an unknown bet type, a number that is not exactly 2
 *   (lo2, de, xiên) or 3 (lo3, cang3) digits, repeated numbers, a xiên without exactly k numbers,
 *   more than VN_MAX_NUMBERS numbers, lô points that are not a whole number 1-10,000 or a stake on
 *   a lô line, a money line without a positive stake or with points.
 */
export function checkVnLine(line: VnLine): void {
  if (!isVnBetType(line.betType)) throw new RangeError(`unknown bet type ${String(line.betType)}`);
  const digits = VN_DIGITS[line.betType];
  const numbers = line.numbers;
  if (!Array.isArray(numbers) || numbers.length === 0) throw new RangeError('a line needs at least one number');
  for (const n of numbers)
    if (typeof n !== 'string' || !new RegExp(`^[0-9]{${digits}}$`).test(n))
      throw new RangeError(`${line.betType} numbers have ${digits} digits, got ${String(n)}`);
  if (new Set(numbers).size !== numbers.length) throw new RangeError('the numbers of a line must be distinct');
  const k = XIEN_SIZE[line.betType];
  if (k !== undefined && numbers.length !== k)
    throw new RangeError(`${line.betType} takes exactly ${k} distinct numbers, got ${numbers.length}`);
  if (numbers.length > VN_MAX_NUMBERS)
    throw new RangeError(`at most ${VN_MAX_NUMBERS} numbers per line, got ${numbers.length}`);
  if (isLo(line.betType)) {
    if (line.stake !== null) throw new RangeError('lô lines are bought in points, not a stake');
    if (!Number.isInteger(line.points) || line.points! < 1 || line.points! > VN_MAX_POINTS)
      throw new RangeError(`points must be a whole number 1-${VN_MAX_POINTS}`);
  } else {
    if (line.points !== null) throw new RangeError(`${line.betType} lines carry a stake, not points`);
    if (typeof line.stake !== 'bigint' || line.stake <= 0n) throw new RangeError('the stake must be above 0');
  }
}

/**
 * What a checked line costs (minor units): lô numbers x points x price; de and cang3 numbers x
 * stake; xiên the stake of its one combination.
 */
export function vnLineCost(line: VnLine, region: VnRegion): bigint {
  const rule = vnRule(line.betType, region);
  if (rule.price !== null) return BigInt(line.numbers.length) * BigInt(line.points!) * rule.price;
  return XIEN_SIZE[line.betType] ? line.stake! : BigInt(line.numbers.length) * line.stake!;
}

/** A line's result: win (minor units, stake included, 0 when lost), hits and its numbers that won. */
export interface VnSettlement {
  win: bigint;
  /** Lô: every occurrence (nháy); đề, 3 càng: winning numbers; xiên: 1 when the combination wins. */
  hits: number;
  /** The line's numbers that won, in line order. */
  winningNumbers: string[];
}

const all = (sheet: readonly PrizeTier[]) => sheet.flatMap((t) => t.numbers);
const special = (sheet: readonly PrizeTier[]): string => {
  const db = sheet.find((t) => t.tier === 'DB')?.numbers[0];
  if (db === undefined) throw new RangeError('the sheet has no special prize (DB)');
  return db;
};
/** The region of a drawn sheet: 27 prizes are the North's, 18 a Central or South province's. */
function regionOf(sheet: readonly PrizeTier[]): VnRegion {
  const count = all(sheet).length;
  if (count === 27) return 'NORTH';
  if (count === 18) return 'SOUTH';
  throw new RangeError(`a Vietnam sheet has 27 or 18 prizes, got ${count}`);
}

/** The 2-digit endings (lô) of every prize, or the 3-digit endings of every prize of 3+ digits. */
export function loEndings(sheet: readonly PrizeTier[], digits: 2 | 3): string[] {
  return all(sheet)
    .filter((n) => n.length >= digits)
    .map((n) => n.slice(-digits));
}

/**
 * Settles a checked line on a drawn sheet (the sheet's size tells the region's odds), docs/lottery.md
 * section 2: lô pays points x odds per occurrence of each number (a number drawn twice pays
 * twice); đề and 3 càng pay stake x odds when a number is the ĐB's last 2 or 3 digits; a xiên
 * pays stake x odds once when all its numbers are among the 2-digit endings (one is enough each),
 * nothing when any is missing.
 * @throws RangeError for a sheet that is neither 27 nor 18 prizes.
 */
export function settleVnLine(line: VnLine, sheet: readonly PrizeTier[]): VnSettlement {
  const rule = vnRule(line.betType, regionOf(sheet));
  const odds = BigInt(rule.odds);
  switch (line.betType) {
    case 'lo2':
    case 'lo3': {
      const endings = loEndings(sheet, VN_DIGITS[line.betType]);
      let hits = 0;
      const winningNumbers: string[] = [];
      for (const n of line.numbers) {
        const times = endings.filter((e) => e === n).length;
        hits += times;
        if (times > 0) winningNumbers.push(n);
      }
      return { win: BigInt(hits) * BigInt(line.points!) * odds * 100n, hits, winningNumbers };
    }
    case 'de':
    case 'cang3': {
      const ending = special(sheet).slice(-VN_DIGITS[line.betType]);
      const winningNumbers = line.numbers.filter((n) => n === ending);
      return { win: BigInt(winningNumbers.length) * line.stake! * odds, hits: winningNumbers.length, winningNumbers };
    }
    default: {
      const endings = new Set(loEndings(sheet, 2));
      const wins = line.numbers.every((n) => endings.has(n));
      return wins
        ? { win: line.stake! * odds, hits: 1, winningNumbers: line.numbers.slice() }
        : { win: 0n, hits: 0, winningNumbers: [] };
    }
  }
}

/** n choose k. */
function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

/**
 * The chance that all of k distinct 2-digit numbers are among `endings` independent uniform
 * endings (inclusion-exclusion over the numbers missing).
 */
export function xienChance(k: number, endings: number): number {
  let p = 0;
  for (let j = 0; j <= k; j++) p += (-1) ** j * choose(k, j) * (1 - j / 100) ** endings;
  return p;
}

/**
 * The exact RTP (return per unit staked, a fraction) of `betType` in `region`, from the sheet's
 * probabilities: each ending is uniform, so a lô number is expected `endings / 10^digits` times;
 * đề and 3 càng win with chance 1/100 and 1/1000; xiên k with {@link xienChance}. For bench:rtp
 * and the published `rtp` (docs/lottery.md section 2).
 */
export function vnRtp(betType: VnBetType, region: VnRegion): number {
  const rule = vnRule(betType, region);
  const prizes = sheetLayout(region).flatMap((t) => Array.from({ length: t.count }, () => t.digits));
  switch (betType) {
    case 'lo2':
    case 'lo3': {
      const digits = VN_DIGITS[betType];
      const endings = prizes.filter((d) => d >= digits).length;
      return ((endings / 10 ** digits) * rule.odds * 100) / Number(rule.price);
    }
    case 'de':
      return rule.odds / 100;
    case 'cang3':
      return rule.odds / 1000;
    default:
      return xienChance(XIEN_SIZE[betType]!, prizes.length) * rule.odds;
  }
}
