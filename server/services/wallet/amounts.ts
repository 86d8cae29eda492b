/**
 * A member's amounts at the HTTP edge (errors AMOUNT_INVALID and AMOUNT_OUT_OF_RANGE):
 * the conversion itself is contract/money (decimal strings on the wire, integer minor units
 * inside, the currency's decimals from Intl).
 */
import { currencyDecimals, parseMemberAmount, toWire } from '../../../contract/money.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * Parses a client's decimal string into minor units.
 * @throws ApiError 400 AMOUNT_INVALID when it is not a positive decimal with at most the
 *   currency's decimals (value `{ field }`).
 */
export function parseAmount(text: unknown, currency: string, field = 'amount'): bigint {
  const minor = parseMemberAmount(text, currencyDecimals(currency));
  if (minor === null) throw amountInvalid(currency, field);
  return minor;
}

/**
 * 400 AMOUNT_INVALID naming `field` (value `{ field, in: 'body' }`), its message with the
 * currency's decimals: the answer to an amount that is no positive decimal of the currency, or
 * that an engine form's amount rule refuses (server/services/forms/featureSubmission.ts).
 */
export function amountInvalid(currency: string, field = 'amount'): ApiError {
  const decimals = currencyDecimals(currency);
  return new ApiError(400, 'AMOUNT_INVALID', 'amountInvalid', { value: { field, in: 'body' }, params: { decimals } });
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
