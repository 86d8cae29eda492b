/**
 * Amounts of the vendor protocol (docs/vendor-protocol.md section 3): decimal strings with at most
 * two decimals on the wire, integer minor units (bigint) inside; never floats.
 */
import { formatMinorUnits } from '../../money.ts';

/** Minor digits of every protocol currency (the merchant currencies have 2). */
export const MINOR_DIGITS = 2;
const AMOUNT = /^(0|[1-9][0-9]{0,14})(?:\.([0-9]{1,2}))?$/;

/**
 * "12.5" -> 1250n (minor units, 2 digits).
 * @throws RangeError when the string is not a protocol amount (schema pattern of schemas/vendor/common.json).
 */
export function toMinor(amount: string): bigint {
  const match = AMOUNT.exec(amount);
  if (!match) throw new RangeError(`not an amount: ${amount}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(MINOR_DIGITS, '0'));
}

/** 1250n -> "12.50". */
export const toDecimal = (minor: bigint): string => formatMinorUnits(minor, MINOR_DIGITS);
