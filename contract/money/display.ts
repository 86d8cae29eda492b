/**
 * Money for display, through Intl.NumberFormat (spec section 9: amounts, winners and the jackpot
 * with two decimals and thousands separators). Decimal strings are formatted exactly (Intl reads
 * them as decimals, never as floats).
 */
import { intlLocale } from '../spec';
import { fromMinor, toMinor } from './minor';

const formats = new Map<string, Intl.NumberFormat>();

/** The kinds of number this module formats: money (two decimals), counts, compact axis labels, decimals (odds, prices). */
type NumberKind = 'money' | 'count' | 'compact' | 'decimal';

const KIND_OPTIONS: Record<NumberKind, Intl.NumberFormatOptions> = {
  money: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  count: { maximumFractionDigits: 0 },
  compact: { notation: 'compact' },
  decimal: { maximumFractionDigits: 4 },
};

/** The number format of a language of spec section 9 (TW, EN) for one kind of number, cached per locale and kind. */
function numberFormat(lang: string, kind: NumberKind = 'money'): Intl.NumberFormat {
  const locale = intlLocale(lang);
  const key = `${locale}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, KIND_OPTIONS[kind]);
    formats.set(key, f);
  }
  return f;
}

/** A whole count (members, recipients, a team's size) with the language's thousands separators: 12345 -> "12,345". */
export function formatCount(n: number, lang = 'TW'): string {
  return numberFormat(lang, 'count').format(Number.isFinite(n) ? n : 0);
}

/** A number in the language's compact notation, for chart axes: 1234567 -> "1.2M" (EN), "123萬" (TW). */
export function formatCompact(n: number, lang = 'TW'): string {
  return numberFormat(lang, 'compact').format(Number.isFinite(n) ? n : 0);
}

/**
 * A decimal string (odds, a price) for display: grouped, up to four decimals, without trailing
 * zeros ("27.00" -> "27", "1650" -> "1,650"); "—" when empty, the text itself when not a number.
 */
export function formatDecimal(value: string | null | undefined, lang = 'TW'): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = value.trim();
  if (text === '' || !Number.isFinite(Number(text))) return value;
  return numberFormat(lang, 'decimal').format(text as Decimal);
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
