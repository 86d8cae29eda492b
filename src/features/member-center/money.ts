/**
 * Money on the client (house rule; docs/api/member-center.md "Conventions"): amounts are decimal
 * strings from the server and are never parsed into floats for arithmetic. Comparisons and sums go
 * through integer minor units (bigint, 2 decimals: the merchant currency's); display goes through
 * Intl (formatAmount).
 */
import { formatAmount } from '../../components/format';

/** What the server accepts for an amount: up to 12 integer digits and 2 decimals. */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
const SIGNED = /^(-|\+)?(\d{1,15})(?:\.(\d{1,2}))?$/;

/**
 * A decimal string ("1234.5", "-50.00") as integer minor units (123450n, -5000n).
 * @returns null when the text is not a decimal with at most 2 decimals.
 */
export function toMinor(text: string): bigint | null {
  const m = SIGNED.exec(text.trim());
  if (!m) return null;
  const units = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -units : units;
}

/** Minor units back to the wire's decimal string with 2 decimals (12345n -> "123.45"). */
export function fromMinor(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const abs = units < 0n ? -units : units;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * Whether `text` is an amount the member may send: the server's pattern, above zero, and within
 * [min, max] (decimal strings; a bound that is null or unreadable is not applied).
 */
export function amountWithin(text: string, min: string | null, max: string | null): boolean {
  if (!AMOUNT_PATTERN.test(text)) return false;
  const v = toMinor(text)!;
  if (v <= 0n) return false;
  const lo = min === null ? null : toMinor(min);
  const hi = max === null ? null : toMinor(max);
  return (lo === null || v >= lo) && (hi === null || v <= hi);
}

/** The sign of a signed decimal string: 1, -1 or 0 (unreadable counts as 0). */
export function signOf(text: string): -1 | 0 | 1 {
  const v = toMinor(text);
  if (v === null || v === 0n) return 0;
  return v > 0n ? 1 : -1;
}

/** Displays an amount with its currency symbol and Intl grouping, e.g. "¥ 1,234.50". */
export function money(text: string, lang: string, symbol?: string | null): string {
  const v = toMinor(text);
  const shown = formatAmount(v === null ? '0' : fromMinor(v < 0n ? -v : v), lang);
  return `${v !== null && v < 0n ? '-' : ''}${symbol ? `${symbol} ` : ''}${shown}`;
}

/** A request id for an idempotent money call (docs: 8..64 chars [A-Za-z0-9_-]). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID().replace(/-/g, '');
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}
