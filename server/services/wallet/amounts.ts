/**
 * Amounts on the wire (house rule): decimal strings such as "1234.50" in the merchant currency,
 * integer minor units (bigint) inside. The number of decimals comes from the ISO 4217 currency
 * (Intl: CNY 2, JPY 0, VND 0).
 */
import { ApiError } from '../../http/errors.ts';
import { formatMinorUnits } from '../../money.ts';

const decimalsCache = new Map<string, number>();

/** Minor-unit decimals of an ISO 4217 currency (2 when Intl does not know it). */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsCache.get(currency);
  if (decimals === undefined) {
    try {
      decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      decimals = 2;
    }
    decimalsCache.set(currency, decimals);
  }
  return decimals;
}

/** Minor units as the wire's decimal string, e.g. (123450n, 'CNY') -> "1234.50". */
export function toWire(minor: bigint, currency: string): string {
  return formatMinorUnits(minor, currencyDecimals(currency));
}

/** JSON Schema of an amount sent by a client. */
export const AMOUNT_SCHEMA = { type: 'string', pattern: '^\\d{1,12}(\\.\\d{1,4})?$', description: 'Decimal string in the merchant currency, e.g. "100.50"' } as const;

/**
 * Parses a client's decimal string into minor units.
 * @throws ApiError 400 AMOUNT_INVALID when it is not a positive decimal with at most the
 *   currency's decimals (value `{ field }`).
 */
export function parseAmount(text: unknown, currency: string, field = 'amount'): bigint {
  const decimals = currencyDecimals(currency);
  const match = typeof text === 'string' ? /^(\d{1,12})(?:\.(\d+))?$/.exec(text.trim()) : null;
  if (!match || (match[2]?.length ?? 0) > decimals) throw new ApiError(400, 'AMOUNT_INVALID', 'amountInvalid', { value: { field, in: 'body' }, params: { decimals } });
  const minor = BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0');
  if (minor <= 0n) throw new ApiError(400, 'AMOUNT_INVALID', 'amountInvalid', { value: { field, in: 'body' }, params: { decimals } });
  return minor;
}

/**
 * Checks `amount` against [min, max].
 * @throws ApiError 400 AMOUNT_OUT_OF_RANGE with value `{ min, max }` as decimal strings.
 */
export function assertRange(amount: bigint, min: bigint, max: bigint, currency: string): void {
  if (amount < min || amount > max) {
    const range = { min: toWire(min, currency), max: toWire(max, currency) };
    throw new ApiError(400, 'AMOUNT_OUT_OF_RANGE', 'amountOutOfRange', { value: range, params: range });
  }
}
