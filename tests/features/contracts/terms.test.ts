import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { ContractTier } from '../../../contract/types';
import { bpToRate, ceilingBreaches, parseTiers } from '../../../engine/contracts';
import {
  checkTiers,
  draftsOf,
  grossCapped,
  kindOfPage,
  offerProblems,
  periodLabel,
  periodProblem,
  topRateOf,
  type TierDraft,
} from '../../../src/features/contracts/terms';

const own: ContractTier[] = [
  { minActive: 1, minAmount: '1000.00', rate: '0.80' },
  { minActive: 5, minAmount: '10000.00', rate: '1.50' },
];
const row = (minActive: string, minAmount: string, rate: string): TierDraft => ({ minActive, minAmount, rate });
const keys = (rows: { key: string }[][]) => rows.map((r) => r.map((p) => p.key));

describe('checkTiers: the offer form refuses what the server refuses', () => {
  it('accepts the own table copied and a lower one, giving the wire table', () => {
    expect(checkTiers(draftsOf(own), own, 2)).toEqual({ rows: [[], []], table: null, tiers: own });
    const lower = [row(' 2 ', '2000', '0.5'), row('5', '10000.00', '1.5')];
    expect(checkTiers(lower, own, 2).tiers).toEqual([
      { minActive: 2, minAmount: '2000', rate: '0.5' },
      { minActive: 5, minAmount: '10000.00', rate: '1.5' },
    ]);
  });

  it('names each broken field on its row', () => {
    const check = checkTiers(
      [row('1.5', '1000', '0.5'), row('2', '1000.001', '0.5'), row('3', '2000', '101'), row('', 'abc', '1.234')],
      null,
      2,
    );
    expect(keys(check.rows)).toEqual([
      ['tiers.problems.TIER_ACTIVE_INVALID'],
      ['tiers.problems.TIER_AMOUNT_INVALID'],
      ['tiers.problems.TIER_RATE_INVALID'],
      ['tiers.problems.TIER_ACTIVE_INVALID'],
    ]);
    expect(check.rows[1]![0]!.values).toEqual({ decimals: 2 });
    expect(check.tiers).toBeNull();
    // a currency without decimals refuses any decimals
    expect(keys(checkTiers([row('1', '10.5', '1')], null, 0).rows)).toEqual([['tiers.problems.TIER_AMOUNT_INVALID']]);
  });

  it('refuses a decreasing table and two tiers on the same thresholds at the row where it happens', () => {
    expect(keys(checkTiers([row('5', '1000', '1'), row('3', '2000', '1.2')], null, 2).rows)).toEqual([
      [],
      ['tiers.problems.TIERS_NOT_INCREASING'],
    ]);
    expect(keys(checkTiers([row('5', '1000', '1'), row('6', '2000', '0.9')], null, 2).rows)).toEqual([
      [],
      ['tiers.problems.TIERS_NOT_INCREASING'],
    ]);
    expect(keys(checkTiers([row('5', '1000', '1'), row('5', '1000.00', '1.2')], null, 2).rows)).toEqual([
      [],
      ['tiers.problems.TIERS_DUPLICATE'],
    ]);
  });

  it('refuses every tier above the own table, with the own rate at its thresholds', () => {
    const check = checkTiers([row('1', '1000', '0.9'), row('4', '50000', '1.00'), row('5', '60000', '1.6')], own, 2);
    expect(keys(check.rows)).toEqual([
      ['tiers.problems.CEILING'],
      ['tiers.problems.CEILING'],
      ['tiers.problems.CEILING'],
    ]);
    expect(check.rows.map((r) => r[0]!.values)).toEqual([{ rate: '0.80' }, { rate: '0.80' }, { rate: '1.50' }]);
    // below the own first tier the own table gives 0 %
    expect(checkTiers([row('0', '0', '0.01')], own, 2).rows[0]![0]!.values).toEqual({ rate: '0.00' });
    expect(checkTiers([row('0', '0', '0.00')], own, 2).tiers).not.toBeNull();
  });

  it('refuses an empty table and one of more than 10 tiers', () => {
    expect(checkTiers([], own, 2).table?.key).toBe('tiers.problems.TIERS_EMPTY');
    expect(
      checkTiers(
        Array.from({ length: 11 }, (_, i) => row(String(i), String(i * 100), '0.1')),
        null,
        2,
      ).table?.key,
    ).toBe('tiers.problems.TIERS_TOO_MANY');
  });

  it('agrees with the engine: a table passes exactly when parseTiers reads it and the ceiling has no breach (property)', () => {
    const parsedOwn = parseTiers(own);
    if (!('tiers' in parsedOwn)) throw new Error('fixture');
    const tier = fc.record({
      minActive: fc.integer({ min: 0, max: 12 }).map(String),
      minAmount: fc.constantFrom('0', '500', '1000', '1000.00', '5000.5', '10000', '20000.25'),
      rate: fc.integer({ min: 0, max: 250 }).map((bp) => bpToRate(bp)),
    });
    fc.assert(
      fc.property(fc.array(tier, { minLength: 1, maxLength: 10 }), (drafts) => {
        const check = checkTiers(drafts, own, 2);
        const wire = drafts.map((d) => ({ minActive: Number(d.minActive), minAmount: d.minAmount, rate: d.rate }));
        const parsed = parseTiers(wire);
        const expected = 'tiers' in parsed && ceilingBreaches(parsedOwn.tiers, parsed.tiers).length === 0;
        expect(check.tiers !== null).toBe(expected);
        expect(check.rows.every((r) => r.length === 0)).toBe(expected);
        if (check.tiers) expect(check.tiers).toEqual(wire);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the period rule', () => {
  it('allows only the kind’s periods, and a dividend grant only on the own contract’s period', () => {
    expect(periodProblem('dailyWage', 'daily', null)).toBeNull();
    expect(periodProblem('dailyWage', 'weekly', null)?.key).toBe('offer.periodInvalid');
    expect(periodProblem('realtimeSalary', 'fiveMinutes', { period: 'fiveMinutes' })).toBeNull();
    expect(periodProblem('dividend', 'monthly', { period: 'weekly' })).toEqual({
      key: 'offer.periodMismatch',
      values: { period: 'weekly' },
    });
    expect(periodProblem('dividend', 'weekly', { period: 'weekly' })).toBeNull();
  });

  it('is the engine form contractOffer, which also asks for the downline', () => {
    expect(offerProblems('dailyWage', { downlineId: 12, period: 'daily' }, { period: 'daily' })).toEqual({
      downline: null,
      period: null,
    });
    expect(offerProblems('dailyWage', { downlineId: null, period: 'daily' }, null)).toEqual({
      downline: { key: 'offer.downlineRequired' },
      period: null,
    });
    const label = (p: string) => `<${p}>`;
    expect(offerProblems('dividend', { downlineId: 12, period: 'daily' }, { period: 'monthly' }, label)).toEqual({
      downline: null,
      period: { key: 'offer.periodMismatch', values: { period: '<monthly>' } },
    });
  });
});

describe('labels and checks', () => {
  it('maps each contract page id to its kind', () => {
    expect(
      [
        'agentDividendRecordCopy2',
        'agentDailyWages2',
        'agentHourSalary',
        'agentRealtimeSalary',
        'agentRevenueReport',
      ].map(kindOfPage),
    ).toEqual(['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary', null]);
  });

  it('labels periods in the reporting zone, not the browser’s', () => {
    const at = (key: string, start: string, end: string, offset = 480) =>
      periodLabel({ periodKey: key, periodStart: start, periodEnd: end }, offset);
    expect(at('D2026-11-25', '2026-11-24T16:00:00.000Z', '2026-11-25T16:00:00.000Z')).toBe('2026-11-25');
    expect(at('W2026-11-23', '2026-11-22T16:00:00.000Z', '2026-11-29T16:00:00.000Z')).toBe('2026-11-23 – 2026-11-29');
    expect(at('S2026-11-16', '2026-11-15T16:00:00.000Z', '2026-11-30T16:00:00.000Z')).toBe('2026-11-16 – 2026-11-30');
    expect(at('M2026-11', '2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z')).toBe('2026-11');
    expect(at('H2026-11-25T13', '2026-11-25T05:00:00.000Z', '2026-11-25T06:00:00.000Z')).toBe('2026-11-25 13:00–14:00');
    expect(at('F2026-11-25T13:05', '2026-11-25T05:05:00.000Z', '2026-11-25T05:10:00.000Z')).toBe(
      '2026-11-25 13:05–13:10',
    );
    expect(at('H2026-11-25T01', '2026-11-25T04:30:00.000Z', '2026-11-25T05:30:00.000Z', -210)).toBe(
      '2026-11-25 01:00–02:00',
    );
    expect(at('D2026-11-25', 'garbage', '2026-11-25T16:00:00.000Z')).toBe('D2026-11-25');
  });

  it('marks a gross below rate x base as capped, in minor units', () => {
    expect(grossCapped({ base: '20000.00', rate: '1.50', gross: '300.00' }, 2)).toBe(false);
    expect(grossCapped({ base: '20000.00', rate: '1.50', gross: '299.99' }, 2)).toBe(true);
    expect(grossCapped({ base: '-500.00', rate: '1.50', gross: '0.00' }, 2)).toBe(false);
    expect(grossCapped({ base: '101', rate: '1.25', gross: '1' }, 0)).toBe(false); // 1.2625 rounds down to 1 in a currency without decimals
    expect(grossCapped({ base: '1', rate: 'x', gross: '0' }, 2)).toBe(false);
  });

  it('gives a table’s top rate', () => {
    expect(topRateOf(own)).toBe('1.50');
    expect(topRateOf([{ minActive: 0, minAmount: '0', rate: '100' }])).toBe('100.00');
  });
});
