/**
 * The responsible gaming period windows (docs/responsible-gaming.md "Limits"): a day, an ISO week
 * (Monday first) and a calendar month in the member's IANA zone, across boundaries and daylight
 * saving changes (Europe/London: 2026-03-29 01:00 UTC clocks go forward, 2026-10-25 01:00 UTC back).
 */
import { describe, expect, it } from '@jest/globals';
import {
  isTimeZone,
  localMidnight,
  periodWindow,
  wallClock,
  zoneOfOffset,
} from '../../../../server/services/rg/periods.ts';

const iso = (d: Date) => d.toISOString();

describe('period windows in the member zone', () => {
  it('a Taipei day runs from local midnight (16:00 UTC the day before)', () => {
    const w = periodWindow('day', new Date('2026-05-10T15:59:59Z'), 'Asia/Taipei');
    expect([iso(w.start), iso(w.end)]).toEqual(['2026-05-09T16:00:00.000Z', '2026-05-10T16:00:00.000Z']);
    const next = periodWindow('day', new Date('2026-05-10T16:00:00Z'), 'Asia/Taipei');
    expect(iso(next.start)).toBe('2026-05-10T16:00:00.000Z');
  });

  it('the London day of the spring change has 23 hours, of the autumn change 25', () => {
    const spring = periodWindow('day', new Date('2026-03-29T12:00:00Z'), 'Europe/London');
    expect([iso(spring.start), iso(spring.end)]).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
    const autumn = periodWindow('day', new Date('2026-10-25T12:00:00Z'), 'Europe/London');
    expect([iso(autumn.start), iso(autumn.end)]).toEqual(['2026-10-24T23:00:00.000Z', '2026-10-26T00:00:00.000Z']);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3600_000);
  });

  it('an ISO week starts on Monday local midnight, across the DST change', () => {
    // Sunday 2026-03-29 in London belongs to the week of Monday 2026-03-23
    const w = periodWindow('week', new Date('2026-03-29T22:30:00Z'), 'Europe/London');
    expect([iso(w.start), iso(w.end)]).toEqual(['2026-03-23T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
    expect(w.end.getTime() - w.start.getTime()).toBe(167 * 3600_000);
    // one minute later (Monday 00:00 BST) is the next week
    const next = periodWindow('week', new Date('2026-03-29T23:00:00Z'), 'Europe/London');
    expect(iso(next.start)).toBe('2026-03-29T23:00:00.000Z');
  });

  it('a month runs from the first to the first, over the year end', () => {
    const dec = periodWindow('month', new Date('2026-12-31T15:59:00Z'), 'Asia/Taipei');
    expect([iso(dec.start), iso(dec.end)]).toEqual(['2026-11-30T16:00:00.000Z', '2026-12-31T16:00:00.000Z']);
    const jan = periodWindow('month', new Date('2026-12-31T16:00:00Z'), 'Asia/Taipei');
    expect(iso(jan.start)).toBe('2026-12-31T16:00:00.000Z');
    expect(iso(jan.end)).toBe('2027-01-31T16:00:00.000Z');
  });

  it('a zone that skips midnight starts its day at the first local instant', () => {
    // America/Santiago: 2026-09-06 00:00 local does not exist (clocks go 00:00 -> 01:00)
    const start = localMidnight(2026, 9, 6, 'America/Santiago');
    expect(wallClock(start, 'America/Santiago')).toBe('2026-09-06 01:00');
  });

  it('checks zone names and maps a reporting offset to a zone', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(zoneOfOffset(480)).toBe('Etc/GMT-8');
    expect(zoneOfOffset(-300)).toBe('Etc/GMT+5');
    expect(zoneOfOffset(330)).toBe('UTC');
    expect(iso(periodWindow('day', new Date('2026-05-10T03:00:00Z'), zoneOfOffset(480)).start)).toBe(
      '2026-05-09T16:00:00.000Z',
    );
  });
});
