/**
 * Date display with Intl (spec section 9: announcement times yyyy-MM-dd hh:mm:ss). Amounts are
 * formatted by contract/money.
 */
import { intlLocale } from '../i18n/core';

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
