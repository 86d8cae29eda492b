import { describe, expect, it } from '@jest/globals';
import { amountWithin, fromMinor, money, signOf, toMinor } from '../../../src/features/member-center/money';
import { rangeOf } from '../../../src/features/member-center/time';
import { isPngOrJpg } from '../../../src/features/member-center/proofs';

describe('money on the client', () => {
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

  it('checks amounts against limits exactly at the bounds', () => {
    expect(amountWithin('10.00', '10.00', '50000.00')).toBe(true);
    expect(amountWithin('9.99', '10.00', '50000.00')).toBe(false);
    expect(amountWithin('50000.01', '10.00', '50000.00')).toBe(false);
    expect(amountWithin('0', null, null)).toBe(false);
    expect(amountWithin('-1', null, null)).toBe(false);
    expect(amountWithin('12.345', null, null)).toBe(false);
  });

  it('formats with Intl, the sign in front of the symbol', () => {
    expect(money('1234567.5', 'EN', '¥')).toBe('¥ 1,234,567.50');
    expect(money('-50', 'TW', '¥')).toBe('-¥ 50.00');
    expect(money('12', 'EN')).toBe('12.00');
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
  });
});

describe('account record ranges', () => {
  const now = new Date(2026, 10, 21, 15, 30);
  it('are local days sent as UTC instants', () => {
    expect(rangeOf('today', now)).toEqual({ from: new Date(2026, 10, 21).toISOString(), to: new Date(2026, 10, 22).toISOString() });
    expect(rangeOf('yesterday', now)).toEqual({ from: new Date(2026, 10, 20).toISOString(), to: new Date(2026, 10, 21).toISOString() });
    expect(rangeOf('last30', now)).toEqual({ from: new Date(2026, 9, 23).toISOString(), to: new Date(2026, 10, 22).toISOString() });
    expect(rangeOf('custom', now, { from: '2026-11-05', to: '2026-11-01' })).toEqual({ from: new Date(2026, 10, 1).toISOString(), to: new Date(2026, 10, 6).toISOString() });
    expect(rangeOf('custom', now, { from: '2026-02-30', to: '2026-03-01' })).toBeNull();
  });
});

describe('proof signatures', () => {
  it('accepts png and jpg by their first bytes only', () => {
    expect(isPngOrJpg(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(isPngOrJpg(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(isPngOrJpg(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe(false);
  });
});
