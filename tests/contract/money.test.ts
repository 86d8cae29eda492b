import { describe, expect, it } from '@jest/globals';
import {
  amountWithin,
  currencyDecimals,
  formatAmount,
  formatCompact,
  formatCount,
  formatDecimal,
  formatMinorUnits,
  fromMinor,
  minorOf,
  money,
  parseMemberAmount,
  parseProtocolAmount,
  signOf,
  toMinor,
  toWire,
} from '../../contract/money';

describe('decimal strings and minor units', () => {
  it('turns decimal strings into integer minor units and back without floats', () => {
    expect(toMinor('1234.5')).toBe(123450n);
    expect(toMinor('-50.00')).toBe(-5000n);
    expect(toMinor('0.1')).toBe(10n);
    expect(toMinor('999999999999.99')).toBe(99999999999999n);
    expect(toMinor('1.005')).toBeNull();
    expect(toMinor('1e3')).toBeNull();
    expect(fromMinor(toMinor('0.1')! + toMinor('0.2')!)).toBe('0.30');
    expect(fromMinor(-5n)).toBe('-0.05');
  });

  it('reads signs, blanks and other scales, and refuses what is not a decimal', () => {
    expect(toMinor(' +3 ')).toBe(300n);
    expect(toMinor('007.5')).toBe(750n);
    expect(toMinor('1,234.50')).toBeNull();
    expect(toMinor('')).toBeNull();
    expect(toMinor('.5')).toBeNull();
    expect(toMinor('5.')).toBeNull();
    expect(toMinor('1234567890123456')).toBeNull();
    expect(toMinor('12', 0)).toBe(12n);
    expect(toMinor('12.5', 0)).toBeNull();
    expect(toMinor('1.2345', 4)).toBe(12345n);
  });

  it('writes the wire decimal string with any number of decimals, no separators', () => {
    expect(fromMinor(123456n)).toBe('1234.56');
    expect(fromMinor(123456n, 2)).toBe('1234.56');
    expect(fromMinor(-5n, 2)).toBe('-0.05');
    expect(fromMinor(0n)).toBe('0.00');
    expect(fromMinor(7n, 0)).toBe('7');
    expect(fromMinor(-7n, 3)).toBe('-0.007');
    expect(fromMinor(123456789012345678n)).toBe('1234567890123456.78');
    expect(() => fromMinor(1n, -1)).toThrow(RangeError);
    expect(() => fromMinor(1n, 1.5)).toThrow(RangeError);
  });

  it('trusts decimals the server sent and throws on anything else', () => {
    expect(minorOf('1234.5')).toBe(123450n);
    expect(minorOf('-12.30')).toBe(-1230n);
    expect(minorOf('0')).toBe(0n);
    expect(() => minorOf('')).toThrow(RangeError);
    expect(() => minorOf('12.345')).toThrow(RangeError);
  });
});

describe('currencies on the wire', () => {
  it('takes the minor-unit decimals from Intl, 2 when unknown', () => {
    expect(currencyDecimals('CNY')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('not a currency')).toBe(2);
    expect(toWire(123450n, 'CNY')).toBe('1234.50');
    expect(toWire(1500n, 'JPY')).toBe('1500');
    expect(toWire(-5n, 'USD')).toBe('-0.05');
  });

  it('reads a member amount: positive, up to 12 integer digits, at most the currency decimals', () => {
    expect(parseMemberAmount('100.5', 2)).toBe(10050n);
    expect(parseMemberAmount(' 100 ', 2)).toBe(10000n);
    expect(parseMemberAmount('999999999999.99', 2)).toBe(99999999999999n);
    expect(parseMemberAmount('1500', 0)).toBe(1500n);
    expect(parseMemberAmount('1500.5', 0)).toBeNull();
    expect(parseMemberAmount('1.001', 2)).toBeNull();
    expect(parseMemberAmount('0', 2)).toBeNull();
    expect(parseMemberAmount('0.00', 2)).toBeNull();
    expect(parseMemberAmount('-1', 2)).toBeNull();
    expect(parseMemberAmount('1000000000000', 2)).toBeNull();
    expect(parseMemberAmount(100, 2)).toBeNull();
    expect(parseMemberAmount(undefined, 2)).toBeNull();
  });

  it('reads a vendor protocol amount only in the protocol pattern', () => {
    expect(parseProtocolAmount('12.5')).toBe(1250n);
    expect(parseProtocolAmount('0')).toBe(0n);
    expect(parseProtocolAmount('0.01')).toBe(1n);
    expect(parseProtocolAmount('999999999999999.99')).toBe(99999999999999999n);
    expect(parseProtocolAmount('012')).toBeNull();
    expect(parseProtocolAmount('-1')).toBeNull();
    expect(parseProtocolAmount(' 1')).toBeNull();
    expect(parseProtocolAmount('1.234')).toBeNull();
    expect(parseProtocolAmount('1000000000000000')).toBeNull();
    expect(parseProtocolAmount(12)).toBeNull();
    expect(parseProtocolAmount(null)).toBeNull();
  });
});

describe('member amounts', () => {
  it('checks amounts against limits exactly at the bounds', () => {
    expect(amountWithin('10.00', '10.00', '50000.00')).toBe(true);
    expect(amountWithin('9.99', '10.00', '50000.00')).toBe(false);
    expect(amountWithin('50000.01', '10.00', '50000.00')).toBe(false);
    expect(amountWithin('0', null, null)).toBe(false);
    expect(amountWithin('-1', null, null)).toBe(false);
    expect(amountWithin('12.345', null, null)).toBe(false);
  });

  it('ignores a bound that is unreadable', () => {
    expect(amountWithin('5', 'abc', null)).toBe(true);
    expect(amountWithin(' 5', null, null)).toBe(false);
  });
});

describe('display through Intl', () => {
  it('formats with Intl, the sign in front of the symbol', () => {
    expect(money('1234567.5', 'EN', '¥')).toBe('¥ 1,234,567.50');
    expect(money('-50', 'TW', '¥')).toBe('-¥ 50.00');
    expect(money('12', 'EN')).toBe('12.00');
    expect(money('oops', 'EN', '¥')).toBe('¥ 0.00');
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('0.01')).toBe(1);
    expect(signOf('oops')).toBe(0);
  });

  it('shows two decimals and thousands separators (spec section 9: winners, jackpot)', () => {
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('1234567.5', 'EN')).toBe('1,234,567.50');
    expect(formatAmount(1234.5, 'TW')).toBe('1,234.50');
    expect(formatAmount('-0.05')).toBe('-0.05');
    expect(formatAmount('not a number')).toBe('0.00');
    expect(formatAmount('')).toBe('0.00');
    expect(formatAmount(Number.NaN)).toBe('0.00');
    expect(formatAmount('99999999999999.99')).toBe('99,999,999,999,999.99');
  });

  it('shows minor units exactly, from bigint or a whole number of cents', () => {
    expect(formatMinorUnits(123450n)).toBe('1,234.50');
    expect(formatMinorUnits(-123450n)).toBe('-1,234.50');
    expect(formatMinorUnits(5n)).toBe('0.05');
    expect(formatMinorUnits(12_345_678_900, 'EN')).toBe('123,456,789.00');
    expect(formatMinorUnits(15_000_000_000)).toBe('150,000,000.00');
    expect(formatMinorUnits(9_007_199_254_740_993n)).toBe('90,071,992,547,409.93');
  });

  it('shows counts, compact axis labels and decimals (odds, prices) in the language', () => {
    expect(formatCount(12345, 'EN')).toBe('12,345');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCompact(1_234_567, 'EN')).toBe('1.2M');
    expect(formatCompact(1_234_567, 'TW')).toBe('123萬');
    expect(formatDecimal('27.00', 'EN')).toBe('27');
    expect(formatDecimal('1650', 'TW')).toBe('1,650');
    expect(formatDecimal('1.23456789', 'EN')).toBe('1.2346');
    expect(formatDecimal('', 'EN')).toBe('—');
    expect(formatDecimal(null, 'EN')).toBe('—');
    expect(formatDecimal('n/a', 'EN')).toBe('n/a');
  });
});
