/**
 * Amounts on the wire (docs/vendor-protocol.md section 3): decimal strings with at most two
 * decimals; the service keeps integer minor units (bigint), never floats.
 */
const AMOUNT = /^(0|[1-9][0-9]{0,14})(\.[0-9]{1,2})?$/;

/** "12.5" -> 1250n; null when the text is not a protocol amount. */
export function parseAmount(text: unknown): bigint | null {
  if (typeof text !== 'string' || !AMOUNT.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1250n -> "12.50" (non-negative minor units). */
export function formatAmount(minor: bigint): string {
  if (minor < 0n) throw new RangeError('amounts are never negative on the wire');
  return `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
}
