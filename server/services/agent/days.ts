/**
 * The merchant's reporting day (spec section 2 "GMT offset"; README "Agents"): agent reports count
 * money and members per day in the merchant's time zone, a fixed GMT offset kept in
 * `merchant_reporting` (+08:00 when the merchant has no row). Days are `yyyy-MM-dd` strings.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { DEFAULT_UTC_OFFSET_MINUTES, merchantReporting } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

/** The report ranges of the agent API: a named range, or `custom` with `from` and `to`. */
export const RANGE_NAMES = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export type RangeName = (typeof RANGE_NAMES)[number];

/** A custom range spans at most this many days, both ends included (the agent API). */
export const MAX_RANGE_DAYS = 92;

/** A range query as the agent API receives it. */
export interface RangeQuery {
  range?: RangeName;
  /** yyyy-MM-dd, required with `custom`. */
  from?: string;
  /** yyyy-MM-dd, inclusive, required with `custom`. */
  to?: string;
}

/** Both ends inclusive, yyyy-MM-dd in the merchant's reporting day. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** The merchant's GMT offset in minutes east of UTC (480 = +08:00). */
export async function reportingOffset(db: Db, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ offset: merchantReporting.utcOffsetMinutes })
    .from(merchantReporting)
    .where(eq(merchantReporting.merchantId, merchantId));
  return row?.offset ?? DEFAULT_UTC_OFFSET_MINUTES;
}

/** The reporting day of the instant `at` at `offsetMinutes` east of UTC, yyyy-MM-dd. */
export function dayOf(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The offset as the header shows it, e.g. `GMT+08:00`, `GMT-03:30`. */
export function gmtLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Whether `day` is a real calendar day written yyyy-MM-dd. */
export function isDay(day: unknown): day is string {
  return typeof day === 'string' && DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** `day` moved by `days` (negative: back), yyyy-MM-dd. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day; 0 or less when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

/** Every day of `range` in order (for a daily series with the empty days filled). */
export function eachDay(range: DayRange): string[] {
  const n = Math.max(0, daysBetween(range.from, range.to));
  return Array.from({ length: n }, (_, i) => addDays(range.from, i));
}

/**
 * The days of a range query at `now` in the reporting day of `offsetMinutes`: today, yesterday,
 * thisWeek (Monday to today), thisMonth (the 1st to today) or custom (from..to, inclusive).
 * A missing `range` means today.
 * @throws ApiError 400 INVALID_RANGE (localised `invalidRange`) for an unknown name, a custom range
 *   without valid from/to days, `to` before `from`, or more than {@link MAX_RANGE_DAYS} days.
 */
export function resolveRange(query: RangeQuery, now: Date, offsetMinutes: number): DayRange {
  const today = dayOf(now, offsetMinutes);
  switch (query.range ?? 'today') {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const day = addDays(today, -1);
      return { from: day, to: day };
    }
    case 'thisWeek': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
      return { from: addDays(today, -weekday), to: today };
    }
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'custom': {
      const { from, to } = query;
      if (!isDay(from) || !isDay(to)) throw invalidRange();
      const n = daysBetween(from, to);
      if (n < 1 || n > MAX_RANGE_DAYS) throw invalidRange();
      return { from, to };
    }
    default:
      throw invalidRange();
  }
}

/** The UTC instants bounding `range`: [start of `from`, start of the day after `to`). */
export function rangeInstants(range: DayRange, offsetMinutes: number): { start: Date; end: Date } {
  const start = Date.parse(`${range.from}T00:00:00Z`) - offsetMinutes * 60_000;
  const end = Date.parse(`${addDays(range.to, 1)}T00:00:00Z`) - offsetMinutes * 60_000;
  return { start: new Date(start), end: new Date(end) };
}

const invalidRange = () => new ApiError(400, 'INVALID_RANGE', 'invalidRange', { params: { max: MAX_RANGE_DAYS } });
