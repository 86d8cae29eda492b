/**
 * The report range of the agent center calls (README "Agent center"; spec section 2 "GMT
 * offset"): `range` = today | yesterday | thisWeek | thisMonth | custom (with `from` and `to`,
 * yyyy-MM-dd, inclusive, at most 92 days), resolved to reporting days in the merchant's time zone
 * by ./days.ts (the tree's reporting day), with the offending parameter named in the 400 answer,
 * and the UTC instants bounding those days for the tables that store instants (bets, orders,
 * ledger transfers). Weeks start on Monday (ISO 8601).
 */
import type { AgentRange } from '../../../contract/types.ts';
import { ApiError } from '../../http/errors.ts';
import {
  daysBetween,
  isDay,
  MAX_RANGE_DAYS,
  rangeInstants as dayRangeInstants,
  resolveRange as resolveDays,
} from './days.ts';

export { MAX_RANGE_DAYS, reportingOffset } from './days.ts';

/** A resolved range: reporting days, inclusive, and the offset they were computed with. */
export interface DayRange {
  from: string;
  to: string;
  /** Minutes east of UTC of the merchant's reporting day. */
  offsetMinutes: number;
}

const bad = (field: string, key: 'dayInvalid' | 'rangeCustomMissing' | 'rangeOrder' | 'rangeTooLong') =>
  new ApiError(400, 'RANGE_INVALID', key, { value: { field, in: 'querystring' }, params: { max: MAX_RANGE_DAYS } });

/**
 * Resolves a range query.
 * @param query `range` (default: custom when from or to is sent, else today), `from`, `to`.
 * @param now the present instant; `offsetMinutes` the merchant's reporting offset.
 * @throws ApiError 400 RANGE_INVALID (with `field`) when a day is not a real date, custom lacks
 *   `from` or `to`, from > to, or the range covers more than 92 days.
 */
export function resolveRange(
  query: { range?: AgentRange; from?: string; to?: string },
  now: Date,
  offsetMinutes: number,
): DayRange {
  const range = query.range ?? (query.from || query.to ? 'custom' : 'today');
  if (range === 'custom') {
    if (!query.from) throw bad('from', 'rangeCustomMissing');
    if (!query.to) throw bad('to', 'rangeCustomMissing');
    if (!isDay(query.from)) throw bad('from', 'dayInvalid');
    if (!isDay(query.to)) throw bad('to', 'dayInvalid');
    const days = daysBetween(query.from, query.to);
    if (days < 1) throw bad('from', 'rangeOrder');
    if (days > MAX_RANGE_DAYS) throw bad('to', 'rangeTooLong');
  }
  return { ...resolveDays({ range, from: query.from, to: query.to }, now, offsetMinutes), offsetMinutes };
}

/** The UTC instants bounding a range: `[start, end)`. */
export function rangeInstants(range: DayRange): { start: Date; end: Date } {
  return dayRangeInstants(range, range.offsetMinutes);
}
