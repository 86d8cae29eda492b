/**
 * Display formatting with Intl (spec section 9: amounts with two decimals and thousands
 * separators; announcement times yyyy-MM-dd hh:mm:ss).
 */
import { intlLocale } from '../i18n/core';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Formats a decimal string or number with exactly two decimals and the language's thousands
 * separators, e.g. "1234567.5" -> "1,234,567.50". A value that is not a number gives "0.00".
 */
export function formatAmount(value: string | number, lang = 'TW'): string {
  const locale = intlLocale(lang);
  let f = moneyFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(locale, f);
  }
  const n = typeof value === 'number' ? value : Number(value);
  return f.format(Number.isFinite(n) ? n : 0);
}

/** Formats an integer number of minor units (cents) as an amount with two decimals. */
export function formatMinorUnits(cents: number, lang = 'TW'): string {
  return formatAmount(cents / 100, lang);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** Formats an ISO time as yyyy-MM-dd hh:mm:ss in local time (24-hour); '' when invalid. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Formats an ISO time with Intl for long display (maintenance end time); '' when invalid. */
export function formatLongDateTime(iso: string, lang = 'TW'): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long', timeStyle: 'short' }).format(d);
}
