/**
 * Period windows of the responsible gaming limits (docs/responsible-gaming.md "Limits"): a calendar
 * day, an ISO week (Monday first) or a calendar month in the member's IANA time zone, computed with
 * Intl so daylight saving changes are followed (a day of 23 or 25 hours, a week of 167 or 169).
 * Times are Date instants; the window is [start, end).
 */
import type { RgPeriodColumn } from '../../db/rgSchema.ts';

/** A local calendar date and time in a zone. */
interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. `Asia/Taipei`, `Europe/London`). */
export function isTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `at` in `timeZone`. */
export function localParts(at: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** Minutes east of UTC of `timeZone` at `at` (e.g. 60 in London's summer). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant the local midnight starting `year-month-day` happens in `timeZone`. Month and day
 * may overflow (Date.UTC normalises them). In a zone whose clocks jump over midnight, the first
 * instant of that local day.
 */
export function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guess, then the offset at the corrected instant (DST-safe).
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  const p = localParts(new Date(guess), timeZone);
  const d = new Date(wall);
  // A skipped midnight lands on the previous evening: step forward by the gap.
  if (p.day !== d.getUTCDate() || p.month !== d.getUTCMonth() + 1)
    guess += (24 * 60 - (p.hour * 60 + p.minute)) * 60_000;
  return new Date(guess);
}

/** The window [start, end) of `period` containing `at` in `timeZone`. */
export function periodWindow(period: RgPeriodColumn, at: Date, timeZone: string): { start: Date; end: Date } {
  const p = localParts(at, timeZone);
  if (period === 'day')
    return {
      start: localMidnight(p.year, p.month, p.day, timeZone),
      end: localMidnight(p.year, p.month, p.day + 1, timeZone),
    };
  if (period === 'month')
    return { start: localMidnight(p.year, p.month, 1, timeZone), end: localMidnight(p.year, p.month + 1, 1, timeZone) };
  // ISO week: Monday first. getUTCDay of the local date: 0 Sunday .. 6 Saturday.
  const weekday = new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay();
  const back = (weekday + 6) % 7;
  return {
    start: localMidnight(p.year, p.month, p.day - back, timeZone),
    end: localMidnight(p.year, p.month, p.day - back + 7, timeZone),
  };
}

/**
 * The default zone of a merchant reporting at `offsetMinutes` east of UTC: `Etc/GMT-8` for +480
 * (the Etc zones count west), `UTC` when the offset is not a whole number of hours.
 */
export function zoneOfOffset(offsetMinutes: number): string {
  if (offsetMinutes === 0 || offsetMinutes % 60 !== 0) return 'UTC';
  const hours = -offsetMinutes / 60;
  return `Etc/GMT${hours > 0 ? '+' : ''}${hours}`;
}

/** `at` as `YYYY-MM-DD HH:mm` on the wall clock of `timeZone` (messages that say until when). */
export function wallClock(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`;
}
