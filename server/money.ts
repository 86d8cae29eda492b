/**
 * Money helpers: integer minor units on the server, decimal strings on the wire, never floats
 * (house rule).
 */

/**
 * Formats minor units as a decimal string with `decimals` places, e.g. (123456n, 2) -> "1234.56",
 * (-5n, 2) -> "-0.05". No thousands separators (the front end adds them).
 */
export function formatMinorUnits(minor: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError('decimals must be a non-negative integer');
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : `.${digits.slice(-decimals)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
