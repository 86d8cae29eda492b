import { describe, expect, it } from '@jest/globals';
import { systemStateOf } from '../../engine/systemState';
import { SAMPLE_FILES, loadSample, statusOf } from '../support/samples';

describe('system state (spec section 4)', () => {
  it('is 0 normal, 1 maintenance, 2 region restricted', () => {
    expect(systemStateOf({ maintenance: false, regionRestriction: false })).toBe(0);
    expect(systemStateOf({ maintenance: true, regionRestriction: false })).toBe(1);
    expect(systemStateOf({ maintenance: false, regionRestriction: true })).toBe(2);
  });

  it('checks the maintenance flag before regionRestriction', () => {
    expect(systemStateOf({ maintenance: true, regionRestriction: true })).toBe(1);
  });

  it('gives each sample its state', () => {
    const states = Object.fromEntries(SAMPLE_FILES.map((f) => [f, systemStateOf(statusOf(loadSample(f)))]));
    expect(states).toEqual({
      'default.json': 0,
      'maintenance.json': 1,
      'minimal.json': 0,
      'mobile-first.json': 0,
      'region-restricted.json': 2,
      'second-merchant.json': 0,
    });
  });
});
