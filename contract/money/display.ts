/**
 * Money for display, through Intl.NumberFormat (spec section 9: amounts, winners and the jackpot
 * with two decimals and thousands separators). Decimal strings are formatted exactly (Intl reads
 * them as decimals, never as floats).
 */
import { intlLocale } from '../spec';
import { fromMinor, toMinor } from './minor';

const formats = new Map<string, Intl.NumberFormat>();

/** The two-decimal number format of a language of spec section 9 (TW, EN), cached per locale. */
function numberFormat(lang: string): Intl.NumberFormat {
  const locale = intlLocale(lang);
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, f);
  }
  return f;
}

type Decimal = `${number}`;

/**
 * A decimal string (or number) with exactly two decimals and the language's thousands separators,
 * e.g. "1234567.5" -> "1,234,567.50"; more decimals are rounded half away from zero. A value that
 * is not a number gives "0.00".
 */
export function formatAmount(value: string | number, lang = 'TW'): string {
  const f = numberFormat(lang);
  if (typeof value === 'number') return f.format(Number.isFinite(value) ? value : 0);
  const text = value.trim();
  return text !== '' && Number.isFinite(Number(text)) ? f.format(text as Decimal) : f.format(0);
}

/**
 * Integer minor units (bigint, or a whole number such as the jackpot's cents) as an amount with
 * two decimals and thousands separators: 123450n -> "1,234.50", -5n -> "-0.05".
 */
export function formatMinorUnits(minor: bigint | number, lang = 'TW'): string {
  return formatAmount(fromMinor(typeof minor === 'bigint' ? minor : BigInt(Math.round(minor))), lang);
}

/**
 * An amount with its currency symbol, the sign in front of the symbol: ("-50", 'TW', '¥') ->
 * "-¥ 50.00", ("12", 'EN') -> "12.00". An unreadable amount shows as 0.00.
 */
export function money(text: string, lang: string, symbol?: string | null): string {
  const v = toMinor(text);
  const shown = formatAmount(v === null ? '0' : fromMinor(v < 0n ? -v : v), lang);
  return `${v !== null && v < 0n ? '-' : ''}${symbol ? `${symbol} ` : ''}${shown}`;
}
