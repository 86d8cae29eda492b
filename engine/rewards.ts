/**
 * The reward rules shared by the browser and the server (docs/rewards.md): turnover (wagering)
 * requirements and their progress, deposit bonus amounts, manual rebate accrual, VIP levels,
 * mission and leaderboard periods, masked names. Pure functions of their arguments.
 *
 * Units: money is bigint minor units; multiples are integer hundredths (5x = 500); contributions
 * are whole percents 0..100; rates are basis points (1 bp = 0.01 %, so "0.80" % = 80 bp).
 */

/** The states of a bonus grant (schemas/api/rewards.json bonusState). */
export type BonusState = 'active' | 'completed' | 'expired' | 'forfeited';
/** What a turnover multiple applies to. */
export type BonusBase = 'bonus' | 'bonusDeposit';
/** Mission and leaderboard periods. */
export type RewardPeriod = 'daily' | 'weekly';

/** The turnover state of a grant: what is required, what is done, its state. */
export interface Turnover {
  required: bigint;
  done: bigint;
  state: BonusState;
}

const MAX_MULTIPLE_HUNDREDTHS = 10_000;

/**
 * A multiple as integer hundredths (5 -> 500, 1.5 -> 150).
 * @throws RangeError for a multiple outside 0..100 or with more than two decimals.
 */
export function multipleHundredths(multiple: number): number {
  const h = Math.round(multiple * 100);
  if (!Number.isFinite(multiple) || h < 0 || h > MAX_MULTIPLE_HUNDREDTHS || Math.abs(h - multiple * 100) > 1e-6)
    throw new RangeError(`bad turnover multiple ${multiple}`);
  return h;
}

/** Hundredths back to the multiple shown (500 -> 5). */
export const multipleOf = (hundredths: number): number => hundredths / 100;

/**
 * The valid bet a grant requires: multiple x (bonus, or bonus + deposit when `base` is
 * bonusDeposit), rounded up to a whole minor unit (docs/rewards.md "Bonus engine").
 * @param multiple hundredths (500 = 5x); 0 requires nothing.
 */
export function requiredTurnover(amount: bigint, deposit: bigint | null, base: BonusBase, multiple: number): bigint {
  const principal = amount + (base === 'bonusDeposit' ? (deposit ?? 0n) : 0n);
  const product = principal * BigInt(multiple);
  return (product + 99n) / 100n;
}

/**
 * What a valid bet adds to a requirement: `validBet x percent / 100`, rounded down (a category
 * contributing 0 % adds nothing).
 * @param percent 0..100, whole.
 */
export function contribution(validBet: bigint, percent: number): bigint {
  if (validBet <= 0n || percent <= 0) return 0n;
  return (validBet * BigInt(Math.min(100, Math.trunc(percent)))) / 100n;
}

/** The percent a category contributes under `contributions` (absent: 100). */
export function percentOf(contributions: Readonly<Record<string, number>>, category: string): number {
  const p = contributions[category];
  return typeof p === 'number' && Number.isFinite(p) ? Math.max(0, Math.min(100, Math.trunc(p))) : 100;
}

/**
 * A grant after a valid bet: an active grant's `done` grows by the bet's contribution, capped at
 * `required`, and completes when it reaches it; any other state is unchanged. Never goes back.
 */
export function advanceTurnover(t: Turnover, added: bigint): Turnover {
  if (t.state !== 'active' || added <= 0n) return t;
  const done = t.done + added >= t.required ? t.required : t.done + added;
  return { required: t.required, done, state: done >= t.required ? 'completed' : 'active' };
}

/** Turnover still needed (0 unless active). */
export const remainingTurnover = (t: Turnover): bigint =>
  t.state === 'active' && t.required > t.done ? t.required - t.done : 0n;

/** done / required in percent with one decimal, 100 for a completed grant or one requiring nothing. */
export function turnoverPercent(t: Turnover): number {
  if (t.state === 'completed' || t.required <= 0n) return 100;
  return Math.min(100, Math.floor(Number((t.done * 1000n) / t.required)) / 10);
}

/** A deposit bonus rule with amounts in minor units (settings compiled by the server). */
export interface DepositBonusRule {
  enabled: boolean;
  /** Percent with two decimals as hundredths of a percent (100 % = 10000). */
  percentHundredths: number;
  maxBonus: bigint;
  minDeposit: bigint;
}

/** The bonus a deposit earns under `rule`: deposit x percent, capped at maxBonus; 0 when off or below minDeposit. */
export function depositBonus(rule: DepositBonusRule, deposit: bigint): bigint {
  if (!rule.enabled || deposit < rule.minDeposit || deposit <= 0n) return 0n;
  const bonus = (deposit * BigInt(rule.percentHundredths)) / 10_000n;
  return rule.maxBonus > 0n && bonus > rule.maxBonus ? rule.maxBonus : bonus;
}

/** Scale of a rebate accrual: validBet x rate in basis points, so the rebate is accrued / 10,000. */
export const REBATE_SCALE = 10_000n;

/** The accrual a valid bet adds at `rateBp` (validBet x rateBp; exact). */
export const rebateAccrual = (validBet: bigint, rateBp: number): bigint =>
  validBet > 0n && rateBp > 0 ? validBet * BigInt(rateBp) : 0n;

/** The rebate (minor units) of an accrual, rounded down; the remainder stays accrued. */
export const rebateOf = (accrued: bigint): bigint => accrued / REBATE_SCALE;

/**
 * A percent string with at most two decimals as basis points ("0.80" -> 80, "1" -> 100).
 * @returns null for anything else or outside 0..100 %.
 */
export function rateBp(rate: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(rate);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** Basis points as the percent string shown ("0.80"). */
export const rateOfBp = (bp: number): string => `${Math.trunc(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;

/** A VIP level's thresholds (minor units): both must be reached. */
export interface VipThreshold {
  level: number;
  minValidBet: bigint;
  minDeposits: bigint;
}

/** The highest level whose thresholds the totals reach (the lowest level of `levels` when none; 0 for no levels). */
export function vipLevelFor(levels: readonly VipThreshold[], totalValidBet: bigint, totalDeposits: bigint): number {
  const sorted = [...levels].sort((a, b) => a.level - b.level);
  let level = sorted[0]?.level ?? 0;
  for (const l of sorted) if (totalValidBet >= l.minValidBet && totalDeposits >= l.minDeposits) level = l.level;
  return level;
}

/** A name shown to others (leaderboard, referral friends): the first two and last two characters around ***. */
export function maskName(username: string): string {
  const chars = [...username];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

const DAY_MS = 86_400_000;

/** The reporting day (YYYY-MM-DD) of `at` at the merchant's UTC offset. */
export function dayKey(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The ISO week (`YYYY-Www`, weeks start on Monday) of `at` at the merchant's UTC offset. */
export function weekKey(at: Date, offsetMinutes: number): string {
  const local = new Date(Date.parse(`${dayKey(at, offsetMinutes)}T00:00:00Z`));
  const weekday = (local.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(local.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The key of the period containing `at`: a day or an ISO week. */
export const periodKey = (period: RewardPeriod, at: Date, offsetMinutes: number): string =>
  period === 'daily' ? dayKey(at, offsetMinutes) : weekKey(at, offsetMinutes);

/**
 * The instants a period key covers, `[from, to)`, at the merchant's UTC offset.
 * @throws RangeError for a malformed key.
 */
export function periodBounds(key: string, offsetMinutes: number): { from: Date; to: Date } {
  const offset = offsetMinutes * 60_000;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (day) {
    const start = Date.parse(`${key}T00:00:00Z`) - offset;
    if (Number.isNaN(start)) throw new RangeError(`bad period ${key}`);
    return { from: new Date(start), to: new Date(start + DAY_MS) };
  }
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (!week) throw new RangeError(`bad period ${key}`);
  const year = Number(week[1]);
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  const start = mondayOfWeek1 + (Number(week[2]) - 1) * 7 * DAY_MS - offset;
  return { from: new Date(start), to: new Date(start + 7 * DAY_MS) };
}

/** The key of the period before the one containing `at`. */
export function previousPeriodKey(period: RewardPeriod, at: Date, offsetMinutes: number): string {
  const { from } = periodBounds(periodKey(period, at, offsetMinutes), offsetMinutes);
  return periodKey(period, new Date(from.getTime() - 1), offsetMinutes);
}
