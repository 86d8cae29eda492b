import { describe, expect, it } from '@jest/globals';
import { rangeOf } from '../../../src/shared/time';
import { isPngOrJpg } from '../../../src/features/member-center/proofs';

describe('account record ranges', () => {
  const now = new Date(2026, 10, 21, 15, 30);
  it('are local days sent as UTC instants', () => {
    expect(rangeOf('today', now)).toEqual({
      from: new Date(2026, 10, 21).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
    expect(rangeOf('yesterday', now)).toEqual({
      from: new Date(2026, 10, 20).toISOString(),
      to: new Date(2026, 10, 21).toISOString(),
    });
    expect(rangeOf('last30', now)).toEqual({
      from: new Date(2026, 9, 23).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
    expect(rangeOf('custom', now, { from: '2026-11-05', to: '2026-11-01' })).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 6).toISOString(),
    });
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
