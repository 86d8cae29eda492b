/**
 * Settlement periods (server/services/contracts/periods.ts; docs/contracts.md "Kinds and
 * switches"): the period of an instant on the merchant's reporting clock, the keys D/W/S/M/H/F,
 * parsing a key back, the closed periods between two instants; weeks start on Monday,
 * semimonthly periods are the 1st-15th and the 16th-end.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { ContractPeriod } from '../../../../contract/types.ts';
import {
  closedPeriods,
  isDayBased,
  KIND_STEP,
  nextPeriod,
  parsePeriodKey,
  periodAt,
  periodDays,
  periodFitsKind,
  periodOfKey,
} from '../../../../server/services/contracts/periods.ts';

const GMT8 = 480;
const at = (iso: string) => new Date(iso);
const view = (p: { key: string; start: Date; end: Date }) => [p.key, p.start.toISOString(), p.end.toISOString()];
const ALL: ContractPeriod[] = ['daily', 'weekly', 'semimonthly', 'monthly', 'hour', 'fiveMinutes'];

describe('the period of an instant (GMT+08:00 unless said)', () => {
  // 2026-11-25 13:07:30 in GMT+08:00 is 05:07:30Z; it is a Wednesday.
  const t = at('2026-11-25T05:07:30Z');

  it('gives each kind of period its key and UTC bounds', () => {
    expect(view(periodAt('daily', t, GMT8))).toEqual([
      'D2026-11-25',
      '2026-11-24T16:00:00.000Z',
      '2026-11-25T16:00:00.000Z',
    ]);
    expect(view(periodAt('weekly', t, GMT8))).toEqual([
      'W2026-11-23',
      '2026-11-22T16:00:00.000Z',
      '2026-11-29T16:00:00.000Z',
    ]);
    expect(view(periodAt('semimonthly', t, GMT8))).toEqual([
      'S2026-11-16',
      '2026-11-15T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
    expect(view(periodAt('monthly', t, GMT8))).toEqual([
      'M2026-11',
      '2026-10-31T16:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
    ]);
    expect(view(periodAt('hour', t, GMT8))).toEqual([
      'H2026-11-25T13',
      '2026-11-25T05:00:00.000Z',
      '2026-11-25T06:00:00.000Z',
    ]);
    expect(view(periodAt('fiveMinutes', t, GMT8))).toEqual([
      'F2026-11-25T13:05',
      '2026-11-25T05:05:00.000Z',
      '2026-11-25T05:10:00.000Z',
    ]);
  });

  it('uses the reporting day, not the UTC day: 23:30Z on the 24th is the 25th at GMT+08:00', () => {
    expect(periodAt('daily', at('2026-11-24T23:30:00Z'), GMT8).key).toBe('D2026-11-25');
    expect(periodAt('daily', at('2026-11-24T23:30:00Z'), 0).key).toBe('D2026-11-24');
    expect(periodAt('daily', at('2026-11-25T02:00:00Z'), -300).key).toBe('D2026-11-24');
    // a half-hour zone: hours start at :30 UTC
    expect(view(periodAt('hour', at('2026-11-25T05:29:59Z'), 330))).toEqual([
      'H2026-11-25T10',
      '2026-11-25T04:30:00.000Z',
      '2026-11-25T05:30:00.000Z',
    ]);
  });

  it('starts weeks on Monday, also on a Sunday and a Monday themselves', () => {
    expect(periodAt('weekly', at('2026-11-29T15:59:59.999Z'), GMT8).key).toBe('W2026-11-23'); // Sunday 23:59:59.999
    expect(periodAt('weekly', at('2026-11-29T16:00:00Z'), GMT8).key).toBe('W2026-11-30'); // Monday 00:00
    expect(periodAt('weekly', at('2027-01-01T00:00:00Z'), GMT8).key).toBe('W2026-12-28'); // across the year
  });

  it('splits months at the 16th and ends the second half on the last day of any month', () => {
    expect(periodAt('semimonthly', at('2026-11-15T15:59:59.999Z'), GMT8).key).toBe('S2026-11-01');
    expect(periodAt('semimonthly', at('2026-11-15T16:00:00Z'), GMT8).key).toBe('S2026-11-16');
    expect(view(periodAt('semimonthly', at('2028-02-20T00:00:00Z'), 0))).toEqual([
      'S2028-02-16',
      '2028-02-16T00:00:00.000Z',
      '2028-03-01T00:00:00.000Z',
    ]); // leap year
    expect(periodAt('semimonthly', at('2026-12-31T20:00:00Z'), GMT8).key).toBe('S2027-01-01');
    expect(view(periodAt('monthly', at('2026-12-31T15:59:59Z'), GMT8))).toEqual([
      'M2026-12',
      '2026-11-30T16:00:00.000Z',
      '2026-12-31T16:00:00.000Z',
    ]);
  });

  it('a period holds its start and not its end', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(480, 0, -300, 330, 345, 600),
        (period, ms, offset) => {
          const p = periodAt(period, new Date(ms), offset);
          expect(p.start.getTime()).toBeLessThanOrEqual(ms);
          expect(p.end.getTime()).toBeGreaterThan(ms);
          expect(periodAt(period, p.start, offset).key).toBe(p.key);
          expect(periodAt(period, new Date(p.end.getTime() - 1), offset).key).toBe(p.key);
          const next = nextPeriod(p, offset);
          expect(next.start.getTime()).toBe(p.end.getTime());
          expect(next.key).not.toBe(p.key);
        },
      ),
    );
  });
});

describe('period keys', () => {
  it('parse back to the same period in the same offset', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }),
        fc.constantFrom(480, 0, -300, 330),
        (period, ms, offset) => {
          const p = periodAt(period, new Date(ms), offset);
          expect(parsePeriodKey(p.key, offset)).toEqual(p);
          expect(periodOfKey(p.key)).toBe(period);
        },
      ),
    );
  });

  it('refuse keys that name no period', () => {
    for (const key of [
      'D2026-02-30',
      'D2026-13-01',
      'W2026-11-24',
      'S2026-11-15',
      'S2026-11-02',
      'M2026-00',
      'H2026-11-25T24',
      'F2026-11-25T13:07',
      'F2026-11-25T13:60',
      'X2026-11-25',
      'D2026-11-25 ',
      'd2026-11-25',
      '',
    ]) {
      expect(parsePeriodKey(key, GMT8)).toBeNull();
    }
    expect(parsePeriodKey('W2026-11-23', GMT8)?.period).toBe('weekly');
    expect(parsePeriodKey('F2026-11-25T23:55', GMT8)?.end.toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  it('fit only the kinds that use them', () => {
    expect(ALL.filter((p) => periodFitsKind('dividend', p))).toEqual(['daily', 'weekly', 'semimonthly', 'monthly']);
    expect(ALL.filter((p) => periodFitsKind('dailyWage', p))).toEqual(['daily']);
    expect(ALL.filter((p) => periodFitsKind('hourlyWage', p))).toEqual(['hour']);
    expect(ALL.filter((p) => periodFitsKind('realtimeSalary', p))).toEqual(['fiveMinutes']);
    expect(KIND_STEP).toEqual({
      dividend: 'daily',
      dailyWage: 'daily',
      hourlyWage: 'hour',
      realtimeSalary: 'fiveMinutes',
    });
    expect(ALL.filter(isDayBased)).toEqual(['daily', 'weekly', 'semimonthly', 'monthly']);
  });
});

describe('closed periods between two instants', () => {
  it('lists periods ending after `after` and at or before `through`, oldest first', () => {
    const list = closedPeriods('hour', at('2026-11-25T05:00:00Z'), at('2026-11-25T08:00:00Z'), GMT8);
    expect(list.map((p) => p.key)).toEqual(['H2026-11-25T13', 'H2026-11-25T14', 'H2026-11-25T15']);
    // `after` inside a period: that period ends after it, so it is included once closed
    expect(
      closedPeriods('hour', at('2026-11-25T05:30:00Z'), at('2026-11-25T06:59:59Z'), GMT8).map((p) => p.key),
    ).toEqual(['H2026-11-25T13']);
    // a period ending exactly at `after` is not listed; one ending exactly at `through` is
    expect(
      closedPeriods('daily', at('2026-11-24T16:00:00Z'), at('2026-11-25T16:00:00Z'), GMT8).map((p) => p.key),
    ).toEqual(['D2026-11-25']);
    expect(closedPeriods('daily', at('2026-11-24T16:00:00Z'), at('2026-11-25T15:59:59.999Z'), GMT8)).toEqual([]);
  });

  it('counts a day of five-minute windows and of hours', () => {
    const day = periodAt('daily', at('2026-11-25T05:00:00Z'), GMT8);
    expect(closedPeriods('fiveMinutes', day.start, day.end, GMT8)).toHaveLength(288);
    expect(closedPeriods('hour', day.start, day.end, GMT8)).toHaveLength(24);
    // the week of Monday 26 October ends on Monday 2 November 00:00 GMT+08:00, after 1 November 00:00Z
    const weeks = closedPeriods('weekly', at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z'), GMT8);
    expect(weeks.map((w) => w.key)).toEqual([
      'W2026-10-26',
      'W2026-11-02',
      'W2026-11-09',
      'W2026-11-16',
      'W2026-11-23',
    ]);
  });

  it('gives the reporting days of a day-based period', () => {
    expect(periodDays(periodAt('weekly', at('2026-11-25T05:00:00Z'), GMT8), GMT8)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(periodDays(periodAt('semimonthly', at('2026-02-20T05:00:00Z'), GMT8), GMT8)).toEqual({
      from: '2026-02-16',
      to: '2026-02-28',
    });
    expect(periodDays(periodAt('daily', at('2026-11-25T05:00:00Z'), GMT8), GMT8)).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
  });
});
