/**
 * Money as data (house rule): integer minor units (bigint) inside, decimal strings such as
 * "1234.50" on the wire, never floats. Used by the browser, the server, the vendor services and
 * the game pages; display formatting is in ./display.
 */

/** Minor digits of the merchant currencies and of the vendor protocol (docs/vendor-protocol.md section 3). */
export const MINOR_DIGITS = 2;

/** What the server accepts from a member for an amount: up to 12 integer digits and 2 decimals. */
export const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/**
 * An amount of the vendor protocol (docs/vendor-protocol.md section 3; the pattern of
 * schemas/vendor/common.json): no sign, no leading zeros, up to 15 integer digits and 2 decimals.
 */
export const PROTOCOL_AMOUNT_PATTERN = /^(0|[1-9][0-9]{0,14})(?:\.([0-9]{1,2}))?$/;

const SIGNED = /^(-|\+)?(\d{1,15})(?:\.(\d+))?$/;
/**
 * A member's amount before its decimals are checked against the currency's: up to 12 integer
 * digits and any decimals ({@link parseMemberAmount}; the engine forms' amounts in a currency's
 * decimals, engine/forms/ajvAmounts.ts).
 */
export const MEMBER_AMOUNT_PATTERN = /^(\d{1,12})(?:\.(\d+))?$/;

/** Whole and fraction digits as minor units with `decimals` places ("12", "5", 2 -> 1250n). */
function unitsOf(whole: string, fraction: string, decimals: number): bigint {
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * A signed decimal string ("1234.5", "-50.00", " +3 ") as integer minor units (123450n, -5000n,
 * 300n): up to 15 integer digits and at most `decimals` decimals, surrounding blanks ignored.
 * @returns null when the text is not such a decimal.
 */
export function toMinor(text: string, decimals = MINOR_DIGITS): bigint | null {
  const m = SIGNED.exec(text.trim());
  if (!m || (m[3]?.length ?? 0) > decimals) return null;
  const units = unitsOf(m[2]!, m[3] ?? '', decimals);
  return m[1] === '-' ? -units : units;
}

/**
 * A decimal string the caller trusts (an amount the server sent, a request body its JSON Schema
 * already checked) as minor units with 2 decimals, like {@link toMinor}.
 * @throws RangeError when the text is not a decimal with at most 2 decimals.
 */
export function minorOf(text: string): bigint {
  const minor = toMinor(text);
  if (minor === null) throw new RangeError(`not an amount: ${text}`);
  return minor;
}

/**
 * Minor units as the wire's decimal string with `decimals` places, no thousands separators:
 * (123456n) -> "1234.56", (-5n) -> "-0.05", (7n, 0) -> "7".
 * @throws RangeError when `decimals` is not a non-negative integer.
 */
export function fromMinor(minor: bigint, decimals = MINOR_DIGITS): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError('decimals must be a non-negative integer');
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = decimals === 0 ? digits : digits.slice(0, -decimals);
  const fraction = decimals === 0 ? '' : `.${digits.slice(-decimals)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

const decimalsCache = new Map<string, number>();

/** Minor-unit decimals of an ISO 4217 currency from Intl (CNY 2, JPY 0, VND 0; 2 when Intl does not know it). */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsCache.get(currency);
  if (decimals === undefined) {
    try {
      decimals =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
        MINOR_DIGITS;
    } catch {
      decimals = MINOR_DIGITS;
    }
    decimalsCache.set(currency, decimals);
  }
  return decimals;
}

/** Minor units as the wire's decimal string in a currency's decimals, e.g. (123450n, 'CNY') -> "1234.50". */
export function toWire(minor: bigint, currency: string): string {
  return fromMinor(minor, currencyDecimals(currency));
}

/**
 * A member's amount (a decimal string of up to 12 integer digits and at most `decimals` decimals,
 * surrounding blanks ignored) as minor units above zero.
 * @returns null when it is not such a string or is zero.
 */
export function parseMemberAmount(text: unknown, decimals: number): bigint | null {
  const m = typeof text === 'string' ? MEMBER_AMOUNT_PATTERN.exec(text.trim()) : null;
  if (!m || (m[2]?.length ?? 0) > decimals) return null;
  const minor = unitsOf(m[1]!, m[2] ?? '', decimals);
  return minor > 0n ? minor : null;
}

/** A vendor protocol amount ({@link PROTOCOL_AMOUNT_PATTERN}) as minor units: "12.5" -> 1250n; null when it is not one. */
export function parseProtocolAmount(text: unknown): bigint | null {
  const m = typeof text === 'string' ? PROTOCOL_AMOUNT_PATTERN.exec(text) : null;
  return m ? unitsOf(m[1]!, m[2] ?? '', MINOR_DIGITS) : null;
}

/**
 * Whether `text` is an amount the member may send: {@link AMOUNT_PATTERN}, above zero, and within
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
