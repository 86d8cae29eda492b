/**
 * Money as the back office shows it (README "Operator console"): a decimal string of a currency
 * with the currency's narrow symbol, in the console's language.
 */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A decimal string of `currency` (never a float on the way: Intl formats the string itself) in
 * the console's language, with the currency's symbol: "1,234.50" -> "CN¥1,234.50" / "¥1,234.50".
 */
export function formatMoney(value: string, currency: string, lang: string): string {
  const locale = lang === 'EN' || lang.startsWith('en') ? 'en-US' : 'zh-TW';
  const key = `${locale}:${currency}`;
  let f = formats.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    } catch {
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formats.set(key, f);
  }
  const text = value.trim();
  return f.format((Number.isFinite(Number(text)) ? text : '0') as unknown as number);
}
