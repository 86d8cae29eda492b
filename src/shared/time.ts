/**
 * Times of the money pages (docs/api/member-center.md: ISO instants in UTC on the wire; the member
 * sees them in their own time zone, i.e. the browser's, formatted with Intl) and the account
 * record's date ranges (today, yesterday, 7 days, 30 days, custom) computed at the member's local
 * midnights and sent as UTC instants (inclusive from, exclusive to).
 */
import { intlLocale } from '../i18n/core';

export const DATE_RANGES = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO instant as the member's local date and time (24-hour, with seconds, or to the minute with
 * `precision` 'minute'); '' when invalid.
 */
export function formatTime(
  iso: string | null | undefined,
  lang: string,
  timeZone?: string,
  precision: 'second' | 'minute' = 'second',
): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const key = `${lang}|${timeZone ?? ''}|${precision}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(lang), {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(precision === 'second' ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, f);
  }
  return f.format(d);
}

/** An ISO instant as the member's local date and time to the minute (promotion periods); '' when invalid. */
export const formatMinute = (iso: string | null | undefined, lang: string): string =>
  formatTime(iso, lang, undefined, 'minute');

/** The member's time zone name (e.g. 'Asia/Taipei'), for the page's "times in ..." line. */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const midnight = (d: Date, plusDays = 0) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + plusDays);

/** A yyyy-MM-dd text of a local date (for date inputs). */
export function localDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/**
 * Local midnight of a yyyy-MM-dd text, moved by `plusDays` days (the end of a range is the next
 * day's start); null when the text is not a date of the calendar (2026-02-31 is not).
 */
export function dayStart(text: string, plusDays = 0): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (d.getDate() !== Number(m[3])) return null;
  return plusDays ? midnight(d, plusDays) : d;
}

/**
 * The instant a local day starts, as the ISO text a list filter sends (`from` = the day's start,
 * `to` = `dayStartIso(to, 1)`, exclusive); undefined when the text is not a date.
 */
export function dayStartIso(text: string, plusDays = 0): string | undefined {
  return dayStart(text, plusDays)?.toISOString();
}

/**
 * The UTC instants of a range in the member's time zone.
 * - today: from today's local midnight to tomorrow's; yesterday: the day before;
 * - last7 / last30: the last 7 / 30 local days including today;
 * - custom: from the start of `custom.from` to the end of `custom.to` (both yyyy-MM-dd, swapped
 *   when reversed); null when either is not a date.
 */
export function rangeOf(
  range: DateRange,
  now: Date,
  custom?: { from: string; to: string },
): { from: string; to: string } | null {
  const iso = (a: Date, b: Date) => ({ from: a.toISOString(), to: b.toISOString() });
  switch (range) {
    case 'today':
      return iso(midnight(now), midnight(now, 1));
    case 'yesterday':
      return iso(midnight(now, -1), midnight(now));
    case 'last7':
      return iso(midnight(now, -6), midnight(now, 1));
    case 'last30':
      return iso(midnight(now, -29), midnight(now, 1));
    case 'custom': {
      const a = custom ? dayStart(custom.from) : null;
      const b = custom ? dayStart(custom.to) : null;
      if (!a || !b) return null;
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return iso(lo, midnight(hi, 1));
    }
  }
}

const consoleFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO instant as the back office shows it, one format per language (README "Operator console"):
 * Traditional Chinese numeric and 24-hour ("2026/12/02 10:32"), English day first as operators read
 * ledgers ("2 Dec 2026, 10:32"); to the minute, or to the second with `precision` 'second'; in
 * `timeZone` (an IANA zone) when given, else the browser's. '' when invalid.
 */
export function formatConsoleTime(
  iso: string | null | undefined,
  lang: string,
  precision: 'minute' | 'second' = 'minute',
  timeZone?: string,
): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const en = lang.toUpperCase().startsWith('EN');
  const key = `${en ? 'EN' : 'TW'}|${precision}|${timeZone ?? ''}`;
  let f = consoleFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(en ? 'en-GB' : 'zh-TW', {
      year: 'numeric',
      month: en ? 'short' : '2-digit',
      day: en ? 'numeric' : '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(precision === 'second' ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    consoleFormats.set(key, f);
  }
  return f.format(d);
}
