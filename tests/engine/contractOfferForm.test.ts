/**
 * The contract offer's tier table as a rule of the engine form contractOffer (the ajv keyword
 * `tierTable`, engine/forms/tierTableKeyword.ts): the rules of engine/contracts.ts parseTiers and
 * ceilingBreaches row by row, each broken row its own rule and message, in the merchant currency's
 * decimals and under the agent's own table; the browser's precompiled module answers as ajv in
 * process (tests/support/featureForms.ts).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { ContractTier } from '../../contract/types';
import { bpToRate, ceilingBreaches, MAX_TIERS, parseTiers, rateFor } from '../../engine/contracts';
import {
  contractOfferParameters,
  tierParameters,
  tierProblemOf,
  TIER_RULES,
  type FieldError,
  type FormParameters,
} from '../../engine/forms';
import { createI18n } from '../../src/i18n';
import { errorsOf } from '../support/featureForms';

const own: ContractTier[] = [
  { minActive: 1, minAmount: '1000.00', rate: '0.80' },
  { minActive: 5, minAmount: '10000.00', rate: '1.50' },
];
const tier = (minActive: number, minAmount: string, rate: string): ContractTier => ({ minActive, minAmount, rate });
const parameters = (decimals = 2, ceiling: ContractTier[] | null = own): FormParameters => ({
  ...contractOfferParameters('dailyWage', 'daily'),
  ...tierParameters(decimals, ceiling),
});
const tiersError = (tiers: unknown, p: FormParameters = parameters()): FieldError | null =>
  errorsOf('contractOffer', { downlineId: 12, period: 'daily', tiers }, p).find((e) => e.field === 'tiers') ?? null;
const rowRules = (tiers: unknown, p?: FormParameters) =>
  tiersError(tiers, p)?.rows?.map((r) => [r.row, r.rule, r.key]) ?? [];

describe('the tier table (tierTable)', () => {
  it('accepts the own table copied, a lower one and one without a ceiling', () => {
    expect(tiersError(own)).toBeNull();
    expect(tiersError([tier(2, '2000', '0.5'), tier(5, '10000.00', '1.5')])).toBeNull();
    expect(tiersError([tier(0, '0', '100')], parameters(2, null))).toBeNull();
  });

  it('names each broken field on its row, every broken row, with its own message', () => {
    const rows = [
      tier(1.5, '1000', '0.5'),
      tier(2, '1000.001', '0.5'),
      tier(3, '2000', '101'),
      tier(Number.NaN, 'abc', '1'),
    ];
    const e = tiersError(rows, parameters(2, null))!;
    expect(e.rows!.map((r) => [r.row, r.rule, r.key])).toEqual([
      [0, 'tierActive', 'contracts.tiers.problems.TIER_ACTIVE_INVALID'],
      [1, 'tierAmount', 'contracts.tiers.problems.TIER_AMOUNT_INVALID'],
      [2, 'tierRate', 'contracts.tiers.problems.TIER_RATE_INVALID'],
      [3, 'tierActive', 'contracts.tiers.problems.TIER_ACTIVE_INVALID'],
    ]);
    // the field's own rule is its first row's
    expect([e.rule, e.key]).toEqual(['tierActive', 'contracts.tiers.problems.TIER_ACTIVE_INVALID']);
    expect(e.rows![1]!.params).toEqual({ decimals: 2 });
    expect(createI18n('EN').t(e.rows![1]!.key, e.rows![1]!.params)).toBe(
      'Enter an amount of at most 12 digits and 2 decimals.',
    );
    expect(createI18n('TW').t(e.rows![1]!.key, e.rows![1]!.params)).toContain('2 位小數');
    expect(rowRules([tier(1_000_001, '0', '1')], parameters(2, null))).toEqual([
      [0, 'tierActive', 'contracts.tiers.problems.TIER_ACTIVE_INVALID'],
    ]);
    expect(rowRules([tier(0, '1'.repeat(13), '1')], parameters(2, null))[0]?.[1]).toBe('tierAmount');
  });

  it("reads amounts in the merchant currency's decimals (a parameter; none: 2)", () => {
    expect(rowRules([tier(1, '10.5', '1')], parameters(0, null))).toEqual([
      [0, 'tierAmount', 'contracts.tiers.problems.TIER_AMOUNT_INVALID'],
    ]);
    expect(tiersError([tier(1, '10.5', '1')], parameters(0, null))!.params).toEqual({ decimals: 0 });
    expect(tiersError([tier(1, '10', '1')], parameters(0, null))).toBeNull();
    expect(tiersError([tier(1, '10.125', '1')], parameters(3, null))).toBeNull();
    expect(tiersError([tier(1, '10.125', '1')], contractOfferParameters('dailyWage', 'daily'))?.rule).toBe(
      'tierAmount',
    );
  });

  it('refuses a decreasing table and two tiers on the same thresholds at the first row where it happens', () => {
    expect(rowRules([tier(5, '1000', '1'), tier(3, '2000', '1.2')], parameters(2, null))).toEqual([
      [1, 'tiersNotIncreasing', 'contracts.tiers.problems.TIERS_NOT_INCREASING'],
    ]);
    expect(rowRules([tier(5, '1000', '1'), tier(6, '2000', '0.9'), tier(4, '0', '0')], parameters(2, null))).toEqual([
      [1, 'tiersNotIncreasing', 'contracts.tiers.problems.TIERS_NOT_INCREASING'],
    ]);
    expect(rowRules([tier(5, '1000', '1'), tier(5, '1000.00', '1.2')], parameters(2, null))).toEqual([
      [1, 'tiersDuplicate', 'contracts.tiers.problems.TIERS_DUPLICATE'],
    ]);
    // a row's own problem comes first: no order is judged then
    expect(rowRules([tier(5, '1000', '1'), tier(3, '2000', 'x')], parameters(2, null))).toEqual([
      [1, 'tierRate', 'contracts.tiers.problems.TIER_RATE_INVALID'],
    ]);
  });

  it('refuses every tier above the own table, with the own rate at its thresholds', () => {
    const e = tiersError([tier(1, '1000', '0.9'), tier(4, '50000', '1.00'), tier(5, '60000', '1.6')])!;
    expect(e.rows!.map((r) => [r.row, r.rule, r.params])).toEqual([
      [0, 'tierCeiling', { rate: '0.80' }],
      [1, 'tierCeiling', { rate: '0.80' }],
      [2, 'tierCeiling', { rate: '1.50' }],
    ]);
    expect(createI18n('EN').t(e.key, e.params)).toBe(
      'Above your own contract: at these thresholds your rate is 0.80 %.',
    );
    // below the own first tier the own table gives 0 %
    expect(tiersError([tier(0, '0', '0.01')])!.params).toEqual({ rate: '0.00' });
    expect(tiersError([tier(0, '0', '0.00')])).toBeNull();
    // an own table that does not read is no ceiling (engine/contracts.ts tiersOrNull)
    expect(tiersError([tier(0, '0', '9')], parameters(2, [tier(2, '0', '1'), tier(1, '0', '1')]))).toBeNull();
  });

  it('refuses an empty table, one of more than 10 tiers and no table, on the table itself', () => {
    expect(tiersError([])).toMatchObject({ rule: 'tiersEmpty', key: 'contracts.tiers.problems.TIERS_EMPTY' });
    expect(tiersError([])!.rows).toBeUndefined();
    const eleven = Array.from({ length: MAX_TIERS + 1 }, (_, i) => tier(i, String(i * 100), '0.1'));
    expect(tiersError(eleven, parameters(2, null))).toMatchObject({
      rule: 'tiersTooMany',
      key: 'contracts.tiers.problems.TIERS_TOO_MANY',
    });
    expect(tiersError(undefined)).toMatchObject({ rule: 'required', key: 'contracts.tiers.problems.TIERS_EMPTY' });
  });

  it("gives each error the contract terms' problem (code, row, field), as parseTiers names it", () => {
    expect(tierProblemOf(tiersError([tier(0, '0', '1'), tier(1, '10.123', '1.5')], parameters(2, null))!)).toEqual({
      code: 'TIER_AMOUNT_INVALID',
      index: 1,
      field: 'minAmount',
    });
    expect(tierProblemOf(tiersError([])!)).toEqual({ code: 'TIERS_EMPTY', index: 0, field: 'tiers' });
    const eleven = Array.from({ length: MAX_TIERS + 1 }, (_, i) => tier(i, String(i * 100), '0.1'));
    const parsed = parseTiers(eleven);
    expect(tierProblemOf(tiersError(eleven, parameters(2, null))!)).toEqual(
      'problem' in parsed ? parsed.problem : null,
    );
    expect(tierProblemOf(tiersError([tier(1, '1000', '0.5'), tier(3, '1000', '3.5')])!)).toEqual({
      code: 'CEILING',
      index: 1,
      field: 'rate',
    });
    expect(tierProblemOf({ rule: 'required' })).toBeNull();
    expect(Object.keys(TIER_RULES)).toHaveLength(8);
  });

  it('agrees with parseTiers and ceilingBreaches on any table: the same rows, the same rates (property)', () => {
    const parsedOwn = parseTiers(own);
    if (!('tiers' in parsedOwn)) throw new Error('fixture');
    const row = fc.record({
      minActive: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constant(-1), fc.constant(0.5)),
      minAmount: fc.constantFrom('0', '500', '1000', '1000.00', '5000.5', '10000', '20000.25', '1.234', 'x'),
      rate: fc.oneof(
        fc.integer({ min: 0, max: 250 }).map((bp) => bpToRate(bp)),
        fc.constantFrom('100', '100.01', '1.234'),
      ),
    });
    fc.assert(
      fc.property(fc.array(row, { minLength: 0, maxLength: 11 }), (tiers) => {
        const e = tiersError(tiers);
        const parsed = parseTiers(tiers);
        if ('problem' in parsed) {
          expect(e).not.toBeNull();
          // every row refused alone is refused by the form, and the first problem is parseTiers' own
          const alone = tiers.flatMap((t, i) => ('problem' in parseTiers([t]) ? [i] : []));
          if (tiers.length >= 1 && tiers.length <= MAX_TIERS && alone.length > 0)
            expect(e!.rows!.map((r) => r.row)).toEqual(alone);
          else expect(tierProblemOf(e!)).toEqual(parsed.problem);
          return;
        }
        const breaches = ceilingBreaches(parsedOwn.tiers, parsed.tiers);
        expect(e?.rows?.map((r) => r.row) ?? []).toEqual(breaches);
        for (const r of e?.rows ?? []) {
          const t = parsed.tiers[r.row]!;
          expect(r.params).toEqual({ rate: bpToRate(rateFor(parsedOwn.tiers, t.minActive, t.minAmount)) });
        }
      }),
      { numRuns: 400 },
    );
  });
});
