/**
 * Money on the page: the server sends decimal strings ("1234.50"); the page shows them with
 * thousands separators and adds or compares them as integer minor units (never floats).
 */

/** "1234.5" -> 123450n. */
export function toMinor(text: string): bigint {
  const [whole = '0', fraction = ''] = text.replace(/[-,]/g, '').split('.');
  const value = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  return text.startsWith('-') ? -value : value;
}

/** 123450n -> "1,234.50". */
export function showMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${String(abs % 100n).padStart(2, '0')}`;
}

/** "1234.5" -> "1,234.50". */
export const showAmount = (text: string) => showMinor(toMinor(text));
