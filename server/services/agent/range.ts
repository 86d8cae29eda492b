/**
 * The report range of the agent center calls (README "Agent center"; spec section 2 "GMT
 * offset"): `range` = today | yesterday | thisWeek | thisMonth | custom (with `from` and `to`,
 * yyyy-MM-dd, inclusive, at most 92 days), resolved to reporting days in the merchant's time zone
 * (table merchant_reporting, default GMT+08:00), and the UTC instants bounding those days for the
 * tables that store instants (bets, orders, ledger transfers). Weeks start on Monday (ISO 8601).
 */
import { eq } from 'drizzle-orm';
import type { AgentRange } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { DEFAULT_UTC_OFFSET_MINUTES, merchantReporting } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

/** At most this many days in one range (README "Agent center"). */
export const MAX_RANGE_DAYS = 92;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A resolved range: reporting days, inclusive, and the offset they were computed with. */
export interface DayRange {
  from: string;
  to: string;
  /** Minutes east of UTC of the merchant's reporting day. */
  offsetMinutes: number;
}

/** The merchant's reporting offset in minutes east of UTC (default +08:00). */
export async function reportingOffset(db: Db, merchantId: number): Promise<number> {
  const [row] = await db.select({ offset: merchantReporting.utcOffsetMinutes }).from(merchantReporting).where(eq(merchantReporting.merchantId, merchantId)).limit(1);
  return row?.offset ?? DEFAULT_UTC_OFFSET_MINUTES;
}

/** The reporting day (yyyy-MM-dd) of `instant` at `offsetMinutes` east of UTC. */
export function dayOf(instant: Date, offsetMinutes: number): string {
  return new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a yyyy-MM-dd that names a real calendar day, else null. */
export function dayNumber(day: string): number | null {
  const m = DAY_PATTERN.exec(day);
  if (!m) return null;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(time).toISOString().slice(0, 10) === day ? time / DAY_MS : null;
}

/** The yyyy-MM-dd `n` days after `day` (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date((dayNumber(day)! + n) * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The first UTC instant of reporting day `day` at `offsetMinutes`. */
export function dayStart(day: string, offsetMinutes: number): Date {
  return new Date(dayNumber(day)! * DAY_MS - offsetMinutes * 60_000);
}

const bad = (field: string, key: 'dayInvalid' | 'rangeCustomMissing' | 'rangeOrder' | 'rangeTooLong') =>
  new ApiError(400, 'RANGE_INVALID', key, { value: { field, in: 'querystring' }, params: { max: MAX_RANGE_DAYS } });

/** Checks a day parameter: a real calendar day. @throws ApiError 400 RANGE_INVALID naming `field`. */
function checkDay(day: string, field: string): string {
  if (dayNumber(day) === null) throw bad(field, 'dayInvalid');
  return day;
}

/**
 * Resolves a range query.
 * @param query `range` (default: custom when from or to is sent, else today), `from`, `to`.
 * @param now the present instant; `offsetMinutes` the merchant's reporting offset.
 * @throws ApiError 400 RANGE_INVALID (with `field`) when a day is not a real date, custom lacks
 *   `from` or `to`, from > to, or the range covers more than 92 days.
 */
export function resolveRange(query: { range?: AgentRange; from?: string; to?: string }, now: Date, offsetMinutes: number): DayRange {
  const today = dayOf(now, offsetMinutes);
  const range = query.range ?? (query.from || query.to ? 'custom' : 'today');
  const within = (from: string, to: string): DayRange => ({ from, to, offsetMinutes });
  switch (range) {
    case 'today':
      return within(today, today);
    case 'yesterday':
      return within(addDays(today, -1), addDays(today, -1));
    case 'thisWeek': {
      const weekday = (new Date(dayNumber(today)! * DAY_MS).getUTCDay() + 6) % 7; // Monday 0
      return within(addDays(today, -weekday), today);
    }
    case 'thisMonth':
      return within(`${today.slice(0, 8)}01`, today);
    case 'custom': {
      if (!query.from) throw bad('from', 'rangeCustomMissing');
      if (!query.to) throw bad('to', 'rangeCustomMissing');
      const from = checkDay(query.from, 'from');
      const to = checkDay(query.to, 'to');
      if (from > to) throw bad('from', 'rangeOrder');
      if (dayNumber(to)! - dayNumber(from)! + 1 > MAX_RANGE_DAYS) throw bad('to', 'rangeTooLong');
      return within(from, to);
    }
  }
}

/** The UTC instants bounding a range: `[start, end)`. */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return { start: dayStart(range.from, range.offsetMinutes), end: dayStart(addDays(range.to, 1), range.offsetMinutes) };
}
