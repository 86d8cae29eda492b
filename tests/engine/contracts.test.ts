/**
 * The contract terms (engine/contracts.ts; docs/contracts.md "Terms"): the tier table's refusals,
 * the tier chosen at every boundary of both thresholds, rates as percent strings and basis points,
 * the ceiling rule and applyRate's rounding.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  applyRate,
  bpToRate,
  ceilingBreaches,
  CONTRACT_KINDS,
  kindEnabled,
  MAX_TIERS,
  parseTiers,
  rateFor,
  rateToBp,
  selectTier,
  textOfTiers,
  tiersFromText,
  tiersOrNull,
  topRate,
  type Tier,
} from '../../engine/contracts';
import type { ContractTier } from '../../contract/types';

const tier = (minActive: number, minAmount: string, rate: string): ContractTier => ({ minActive, minAmount, rate });
const problemOf = (tiers: ContractTier[], decimals?: number) => {
  const parsed = parseTiers(tiers, decimals);
  return 'problem' in parsed ? parsed.problem : null;
};

describe('parseTiers refusals', () => {
  it('refuses an empty table and more than 10 tiers', () => {
    expect(problemOf([])).toEqual({ code: 'TIERS_EMPTY', index: 0, field: 'tiers' });
    const eleven = Array.from({ length: MAX_TIERS + 1 }, (_, i) => tier(i, String(i * 100), String(i)));
    expect(problemOf(eleven)).toEqual({ code: 'TIERS_TOO_MANY', index: MAX_TIERS, field: 'tiers' });
    expect(problemOf(eleven.slice(0, MAX_TIERS))).toBeNull();
  });

  it('refuses bad active counts, amounts and rates, naming the tier and field', () => {
    expect(problemOf([tier(-1, '0', '1')])).toEqual({ code: 'TIER_ACTIVE_INVALID', index: 0, field: 'minActive' });
    expect(problemOf([tier(0, '0', '1'), tier(1.5, '1', '1')])).toEqual({
      code: 'TIER_ACTIVE_INVALID',
      index: 1,
      field: 'minActive',
    });
    expect(problemOf([tier(1_000_001, '0', '1')])?.code).toBe('TIER_ACTIVE_INVALID');
    for (const amount of ['-1', '1.234', 'abc', '', '1e5', '1234567890123'])
      expect(problemOf([tier(0, amount, '1')])).toEqual({ code: 'TIER_AMOUNT_INVALID', index: 0, field: 'minAmount' });
    expect(problemOf([tier(0, '10.5', '1')], 0)?.code).toBe('TIER_AMOUNT_INVALID');
    for (const rate of ['100.01', '101', '-1', '1.234', '', 'x', '1.'])
      expect(problemOf([tier(0, '0', rate)])).toEqual({ code: 'TIER_RATE_INVALID', index: 0, field: 'rate' });
  });

  it('refuses a table that decreases in either threshold or the rate, and duplicate thresholds', () => {
    expect(problemOf([tier(5, '100', '1'), tier(4, '200', '2')])).toEqual({
      code: 'TIERS_NOT_INCREASING',
      index: 1,
      field: 'tiers',
    });
    expect(problemOf([tier(5, '100', '1'), tier(6, '99.99', '2')])?.code).toBe('TIERS_NOT_INCREASING');
    expect(problemOf([tier(5, '100', '2'), tier(6, '200', '1.99')])?.code).toBe('TIERS_NOT_INCREASING');
    expect(problemOf([tier(5, '100', '1'), tier(5, '100.00', '2')])).toEqual({
      code: 'TIERS_DUPLICATE',
      index: 1,
      field: 'tiers',
    });
  });

  it('reads amounts into minor units and rates into basis points', () => {
    expect(parseTiers([tier(0, '0', '0'), tier(3, '1000.5', '1.25'), tier(10, '20000', '100')])).toEqual({
      tiers: [
        { minActive: 0, minAmount: 0n, rateBp: 0 },
        { minActive: 3, minAmount: 100050n, rateBp: 125 },
        { minActive: 10, minAmount: 2000000n, rateBp: 10000 },
      ],
    });
    expect(parseTiers([tier(1, '7', '5')], 0)).toEqual({ tiers: [{ minActive: 1, minAmount: 7n, rateBp: 500 }] });
  });
});

describe('tier selection (the last tier whose two thresholds are both reached)', () => {
  const table: Tier[] = [
    { minActive: 2, minAmount: 1000n, rateBp: 100 },
    { minActive: 5, minAmount: 5000n, rateBp: 200 },
    { minActive: 5, minAmount: 9000n, rateBp: 250 },
    { minActive: 10, minAmount: 20000n, rateBp: 300 },
  ];

  it('at, just below and just above each threshold, one at a time and both together', () => {
    for (const [i, t] of table.entries()) {
      const below = i - 1 >= 0 ? i - 1 : -1;
      // both reached exactly: this tier
      expect(selectTier(table, t.minActive, t.minAmount)).toBe(i);
      // both just above (not reaching the next tier): this tier
      const next = table[i + 1];
      const activeAbove = next && next.minActive === t.minActive ? t.minActive : t.minActive + 1;
      const amountAbove = next
        ? t.minAmount + 1n < next.minAmount
          ? t.minAmount + 1n
          : t.minAmount
        : t.minAmount + 1n;
      expect(selectTier(table, activeAbove, amountAbove)).toBe(i);
      // one short in active members, in the amount, in both: the tier below (or none)
      const lowerOf = (active: number, amount: bigint) => {
        let chosen = -1;
        for (const [j, u] of table.entries()) if (active >= u.minActive && amount >= u.minAmount) chosen = j;
        return chosen;
      };
      expect(selectTier(table, t.minActive - 1, t.minAmount)).toBe(lowerOf(t.minActive - 1, t.minAmount));
      expect(selectTier(table, t.minActive, t.minAmount - 1n)).toBe(lowerOf(t.minActive, t.minAmount - 1n));
      expect(selectTier(table, t.minActive - 1, t.minAmount - 1n)).toBe(
        below === -1 ? -1 : lowerOf(t.minActive - 1, t.minAmount - 1n),
      );
      expect(selectTier(table, t.minActive - 1, t.minAmount - 1n)).toBeLessThan(i);
    }
  });

  it('written out: below every tier 0, the thresholds of each tier its rate, a huge team the top rate', () => {
    expect(rateFor(table, 1, 1_000_000n)).toBe(0); // members short of tier 1
    expect(rateFor(table, 100, 999n)).toBe(0); // amount short of tier 1
    expect(rateFor(table, 2, 1000n)).toBe(100);
    expect(rateFor(table, 4, 4999n)).toBe(100);
    expect(rateFor(table, 4, 50_000n)).toBe(100); // amount of the top tier, members of tier 1
    expect(rateFor(table, 5, 4999n)).toBe(100);
    expect(rateFor(table, 5, 5000n)).toBe(200);
    expect(rateFor(table, 5, 8999n)).toBe(200);
    expect(rateFor(table, 5, 9000n)).toBe(250);
    expect(rateFor(table, 9, 1_000_000n)).toBe(250);
    expect(rateFor(table, 10, 19_999n)).toBe(250);
    expect(rateFor(table, 10, 20_000n)).toBe(300);
    expect(rateFor(table, 1_000, 10n ** 15n)).toBe(300);
    expect(rateFor([], 10, 10n)).toBe(0);
    expect(topRate(table)).toBe(300);
  });

  it('a negative amount (a losing dividend period) reaches only tiers with no positive threshold', () => {
    expect(rateFor(table, 50, -1n)).toBe(0);
    expect(rateFor([{ minActive: 0, minAmount: 0n, rateBp: 50 }], 0, -1n)).toBe(0);
    expect(rateFor([{ minActive: 0, minAmount: 0n, rateBp: 50 }], 0, 0n)).toBe(50);
  });

  it('the rate never decreases when either figure grows (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.bigInt({ min: 0n, max: 30_000n }),
        fc.integer({ min: 0, max: 5 }),
        fc.bigInt({ min: 0n, max: 5_000n }),
        (a, m, da, dm) => {
          expect(rateFor(table, a + da, m + dm)).toBeGreaterThanOrEqual(rateFor(table, a, m));
        },
      ),
    );
  });
});

describe('rates as percent strings and basis points', () => {
  it('round trips every rate from 0.00 to 100.00', () => {
    for (let bp = 0; bp <= 10_000; bp++) expect(rateToBp(bpToRate(bp))).toBe(bp);
  });

  it('reads short forms and refuses the rest', () => {
    expect([
      rateToBp('0'),
      rateToBp('1'),
      rateToBp('1.5'),
      rateToBp('1.05'),
      rateToBp('99.99'),
      rateToBp('100'),
      rateToBp('100.0'),
      rateToBp('100.00'),
    ]).toEqual([0, 100, 150, 105, 9999, 10000, 10000, 10000]);
    expect([bpToRate(0), bpToRate(5), bpToRate(150), bpToRate(10000)]).toEqual(['0.00', '0.05', '1.50', '100.00']);
    for (const bad of ['100.5', '1.001', '001.5a', '+1', ' 1', '1,5']) expect(rateToBp(bad)).toBeNull();
  });
});

describe('the ceiling (a granted table never beats the granting agent’s own)', () => {
  const own: Tier[] = [
    { minActive: 0, minAmount: 0n, rateBp: 100 },
    { minActive: 5, minAmount: 10_000n, rateBp: 200 },
  ];

  it('accepts tables at or under the own rates at their thresholds', () => {
    expect(ceilingBreaches(own, own)).toEqual([]);
    expect(
      ceilingBreaches(own, [
        { minActive: 0, minAmount: 0n, rateBp: 50 },
        { minActive: 6, minAmount: 20_000n, rateBp: 200 },
      ]),
    ).toEqual([]);
  });

  it('names each tier that beats the own rate at its thresholds', () => {
    const granted: Tier[] = [
      { minActive: 0, minAmount: 0n, rateBp: 101 }, // own gives 100 here
      { minActive: 4, minAmount: 50_000n, rateBp: 150 }, // own gives 100: 4 members is below tier 2
      { minActive: 5, minAmount: 10_000n, rateBp: 200 }, // own gives 200
      { minActive: 5, minAmount: 10_000n, rateBp: 201 },
    ];
    expect(ceilingBreaches(own, granted)).toEqual([0, 1, 3]);
    expect(ceilingBreaches([], [{ minActive: 0, minAmount: 0n, rateBp: 1 }])).toEqual([0]);
  });

  it('a table within the ceiling pays at most the own rate on the same figures (fast-check)', () => {
    const arbTable = fc
      .array(
        fc.record({
          minActive: fc.integer({ min: 0, max: 20 }),
          minAmount: fc.bigInt({ min: 0n, max: 50_000n }),
          rateBp: fc.integer({ min: 0, max: 10_000 }),
        }),
        { minLength: 1, maxLength: 6 },
      )
      .map((ts) => {
        const sorted = [...ts].sort((a, b) => a.minActive - b.minActive);
        const amounts = ts.map((t) => t.minAmount).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const rates = ts.map((t) => t.rateBp).sort((a, b) => a - b);
        return sorted.map((t, i) => ({ minActive: t.minActive, minAmount: amounts[i]!, rateBp: rates[i]! }));
      });
    fc.assert(
      fc.property(
        arbTable,
        arbTable,
        fc.integer({ min: 0, max: 30 }),
        fc.bigInt({ min: 0n, max: 60_000n }),
        (upper, lower, active, amount) => {
          fc.pre(ceilingBreaches(upper, lower).length === 0);
          expect(rateFor(lower, active, amount)).toBeLessThanOrEqual(rateFor(upper, active, amount));
        },
      ),
    );
  });
});

describe('applyRate', () => {
  it('rounds down (towards zero), never paying a fraction more', () => {
    expect(applyRate(10_000n, 125)).toBe(125n);
    expect(applyRate(99n, 100)).toBe(0n);
    expect(applyRate(199n, 100)).toBe(1n);
    expect(applyRate(123_456_789n, 333)).toBe(4_111_111n);
    expect(applyRate(-199n, 100)).toBe(-1n);
    expect(applyRate(10n ** 18n, 10_000)).toBe(10n ** 18n);
    expect(applyRate(5n, 0)).toBe(0n);
  });

  it('equals floor(amount x bp / 10000) on non-negative amounts (fast-check)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const paid = applyRate(amount, bp);
        expect(paid * 10_000n <= amount * BigInt(bp)).toBe(true);
        expect((paid + 1n) * 10_000n > amount * BigInt(bp)).toBe(true);
      }),
    );
  });
});

describe('kinds and switches', () => {
  it('a kind is on when its consolidated setting is non-zero', () => {
    const all = { dailysalreqtype: 1, divtypereq: 2, contracthoursalreq: 1, realtimesalreqtype: 1 };
    for (const kind of CONTRACT_KINDS) expect(kindEnabled(all, kind)).toBe(true);
    expect(kindEnabled({ ...all, divtypereq: 0 }, 'dividend')).toBe(false);
    expect(kindEnabled({ ...all, realtimesalreqtype: 0 }, 'realtimeSalary')).toBe(false);
    expect(kindEnabled(null, 'dailyWage')).toBe(false);
  });
});

describe('typed tiers (the forms of the agent pages and the console)', () => {
  it('trims the fields and turns a member count that is not a whole number into NaN', () => {
    expect(tiersFromText([{ minActive: ' 3 ', minAmount: ' 100.50 ', rate: ' 1.5 ' }])).toEqual([
      tier(3, '100.50', '1.5'),
    ]);
    for (const bad of ['', '1.5', '-1', '12345678', 'x', '1e3'])
      expect(tiersFromText([{ minActive: bad, minAmount: '0', rate: '1' }])[0]!.minActive).toBeNaN();
    expect(problemOf(tiersFromText([{ minActive: '1.5', minAmount: '0', rate: '1' }]))).toEqual({
      code: 'TIER_ACTIVE_INVALID',
      index: 0,
      field: 'minActive',
    });
  });
  it('a wire table round trips through its typed form (fast-check)', () => {
    const wire = fc.record({
      minActive: fc.integer({ min: 0, max: 1_000_000 }),
      minAmount: fc.stringMatching(/^\d{1,6}(\.\d{1,2})?$/),
      rate: fc.stringMatching(/^\d{1,2}\.\d{2}$/),
    });
    fc.assert(
      fc.property(fc.array(wire, { maxLength: 10 }), (tiers) =>
        expect(tiersFromText(textOfTiers(tiers))).toEqual(tiers),
      ),
    );
  });
  it('tiersOrNull parses a valid table and gives null for a refused one', () => {
    expect(tiersOrNull([tier(0, '0', '1'), tier(2, '100.5', '2.25')])).toEqual([
      { minActive: 0, minAmount: 0n, rateBp: 100 },
      { minActive: 2, minAmount: 10050n, rateBp: 225 },
    ]);
    expect(tiersOrNull([tier(0, '1', '1')], 0)).toEqual([{ minActive: 0, minAmount: 1n, rateBp: 100 }]);
    expect(tiersOrNull([tier(0, '1.5', '1')], 0)).toBeNull();
    expect(tiersOrNull([])).toBeNull();
    expect(tiersOrNull([tier(2, '0', '2'), tier(1, '0', '3')])).toBeNull();
  });
});
