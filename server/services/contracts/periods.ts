/**
 * Settlement periods (docs/contracts.md "Kinds and switches"): daily, weekly (from Monday),
 * semimonthly (the 1st to the 15th, the 16th to the month's end), monthly, hour and five-minute
 * windows, all on the merchant's reporting wall clock (`merchant_reporting`, minutes east of UTC,
 * GMT+08:00 by default; server/services/agent/days.ts). A period is the half-open interval of
 * instants [start, end).
 *
 * Period keys: `D2026-11-25`, `W2026-11-23` (the Monday), `S2026-11-16`, `M2026-11`,
 * `H2026-11-25T13`, `F2026-11-25T13:05` (reporting time).
 */
import type { ContractKind, ContractPeriod } from '../../../contract/types.ts';
import { KIND_PERIODS } from '../../../engine/contracts.ts';

/** One period: its kind of period, key and UTC bounds [start, end). */
export interface Period {
  period: ContractPeriod;
  key: string;
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const PERIOD_OF_LETTER: Readonly<Record<string, ContractPeriod>> = {
  D: 'daily',
  W: 'weekly',
  S: 'semimonthly',
  M: 'monthly',
  H: 'hour',
  F: 'fiveMinutes',
};
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The finest period of each kind: the scheduler's step and watermark unit (docs/contracts.md "Scheduler"). */
export const KIND_STEP: Readonly<Record<ContractKind, ContractPeriod>> = {
  dividend: 'daily',
  dailyWage: 'daily',
  hourlyWage: 'hour',
  realtimeSalary: 'fiveMinutes',
};

/** Whether a period is made of whole reporting days (its figures come from member_daily_stats). */
export const isDayBased = (period: ContractPeriod): boolean => period !== 'hour' && period !== 'fiveMinutes';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (local: Date) => `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;

/** Local (reporting wall clock, as a UTC Date) start and end of the period of `period` containing the local instant. */
function localBounds(period: ContractPeriod, local: Date): { start: number; end: number } {
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const midnight = Date.UTC(y, m, d);
  switch (period) {
    case 'daily':
      return { start: midnight, end: midnight + DAY };
    case 'weekly': {
      const start = midnight - ((local.getUTCDay() + 6) % 7) * DAY;
      return { start, end: start + 7 * DAY };
    }
    case 'semimonthly':
      return d <= 15
        ? { start: Date.UTC(y, m, 1), end: Date.UTC(y, m, 16) }
        : { start: Date.UTC(y, m, 16), end: Date.UTC(y, m + 1, 1) };
    case 'monthly':
      return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
    case 'hour': {
      const start = midnight + local.getUTCHours() * HOUR;
      return { start, end: start + HOUR };
    }
    case 'fiveMinutes': {
      const start = midnight + local.getUTCHours() * HOUR + Math.floor(local.getUTCMinutes() / 5) * 5 * MINUTE;
      return { start, end: start + 5 * MINUTE };
    }
  }
}

/** The key of the period of `period` starting at the local instant `start`. */
function keyOf(period: ContractPeriod, start: Date): string {
  switch (period) {
    case 'daily':
      return `D${ymd(start)}`;
    case 'weekly':
      return `W${ymd(start)}`;
    case 'semimonthly':
      return `S${ymd(start)}`;
    case 'monthly':
      return `M${ymd(start).slice(0, 7)}`;
    case 'hour':
      return `H${ymd(start)}T${pad(start.getUTCHours())}`;
    case 'fiveMinutes':
      return `F${ymd(start)}T${pad(start.getUTCHours())}:${pad(start.getUTCMinutes())}`;
  }
}

/**
 * The period of `period` that contains the instant `at` (start <= at < end).
 * @param offsetMinutes the merchant's reporting offset, minutes east of UTC (480 = GMT+08:00).
 */
export function periodAt(period: ContractPeriod, at: Date, offsetMinutes: number): Period {
  const shift = offsetMinutes * MINUTE;
  const { start, end } = localBounds(period, new Date(at.getTime() + shift));
  return { period, key: keyOf(period, new Date(start)), start: new Date(start - shift), end: new Date(end - shift) };
}

/** The period right after `p` (same kind of period). */
export function nextPeriod(p: Period, offsetMinutes: number): Period {
  return periodAt(p.period, p.end, offsetMinutes);
}

/** The kind of period a key names by its first letter (D, W, S, M, H, F), or null. */
export function periodOfKey(key: string): ContractPeriod | null {
  return PERIOD_OF_LETTER[key[0] ?? ''] ?? null;
}

const KEY =
  /^(?:D(\d{4})-(\d{2})-(\d{2})|W(\d{4})-(\d{2})-(\d{2})|S(\d{4})-(\d{2})-(01|16)|M(\d{4})-(\d{2})|H(\d{4})-(\d{2})-(\d{2})T(\d{2})|F(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}))$/;

/**
 * A period key back to its period, in the merchant's reporting offset.
 * @returns null when the key is malformed or names no real period (a week key that is not a
 *   Monday, an impossible date, hour 24, minutes not a multiple of 5...).
 */
export function parsePeriodKey(key: string, offsetMinutes: number): Period | null {
  const m = KEY.exec(key);
  if (!m) return null;
  const period = PERIOD_OF_LETTER[key[0]!]!;
  const n = m
    .slice(1)
    .filter((x) => x !== undefined)
    .map(Number);
  const [y, mo, d = 1, h = 0, mi = 0] = n as [number, number, number?, number?, number?];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59) return null;
  const localStart = Date.UTC(y, mo - 1, d, h, mi);
  const p = periodAt(period, new Date(localStart - offsetMinutes * MINUTE), offsetMinutes);
  return p.key === key ? p : null;
}

/**
 * The periods of `period` that closed in (after, through]: end > after and end <= through, oldest
 * first. A period closes at its end: the instant `end` itself is in the next period.
 */
export function closedPeriods(period: ContractPeriod, after: Date, through: Date, offsetMinutes: number): Period[] {
  const out: Period[] = [];
  for (
    let p = periodAt(period, after, offsetMinutes);
    p.end.getTime() <= through.getTime();
    p = nextPeriod(p, offsetMinutes)
  ) {
    if (p.end.getTime() > after.getTime()) out.push(p);
  }
  return out;
}

/** Whether `period` is one `kind` may use (engine/contracts.ts KIND_PERIODS). */
export const periodFitsKind = (kind: ContractKind, period: ContractPeriod): boolean =>
  KIND_PERIODS[kind].includes(period);

/** The reporting days (yyyy-MM-dd) a day-based period covers, first and last inclusive. */
export function periodDays(p: Period, offsetMinutes: number): { from: string; to: string } {
  const shift = offsetMinutes * MINUTE;
  return {
    from: new Date(p.start.getTime() + shift).toISOString().slice(0, 10),
    to: new Date(p.end.getTime() + shift - 1).toISOString().slice(0, 10),
  };
}
