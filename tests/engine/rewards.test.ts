/**
 * engine/rewards.ts (docs/rewards.md "Bonus engine", "Manual rebate", "VIP", "Missions and
 * leaderboards"): turnover requirements never complete before their turnover is met, never go
 * backwards and never pass what is required; contributions, deposit bonuses, rebates, rates, VIP
 * levels, periods (weeks start on Monday, at the merchant's offset) and masked names.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  advanceTurnover,
  contribution,
  dayKey,
  depositBonus,
  maskName,
  multipleHundredths,
  percentOf,
  periodBounds,
  periodKey,
  previousPeriodKey,
  rateBp,
  rateOfBp,
  rebateAccrual,
  rebateOf,
  remainingTurnover,
  requiredTurnover,
  turnoverPercent,
  vipLevelFor,
  weekKey,
  type Turnover,
} from '../../engine/rewards';

const minor = (max = 10_000_000n) => fc.bigInt({ min: 0n, max });

describe('turnover requirements', () => {
  it('required = ceil(multiple x principal); a multiple of 0 requires nothing', () => {
    expect(requiredTurnover(50_000n, null, 'bonus', 300)).toBe(150_000n);
    expect(requiredTurnover(50_000n, 50_000n, 'bonusDeposit', 300)).toBe(300_000n);
    expect(requiredTurnover(333n, null, 'bonus', 150)).toBe(500n); // 499.5 rounds up
    expect(requiredTurnover(50_000n, 1n, 'bonus', 300)).toBe(150_000n); // the deposit counts only with bonusDeposit
    fc.assert(
      fc.property(
        minor(),
        fc.option(minor(), { nil: null }),
        fc.constantFrom('bonus' as const, 'bonusDeposit' as const),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, deposit, base, multiple) => {
          const principal = amount + (base === 'bonusDeposit' ? (deposit ?? 0n) : 0n);
          const required = requiredTurnover(amount, deposit, base, multiple);
          expect(required * 100n).toBeGreaterThanOrEqual(principal * BigInt(multiple));
          expect((required - 1n) * 100n < principal * BigInt(multiple) || required === 0n).toBe(true);
          if (multiple === 0) expect(required).toBe(0n);
        },
      ),
    );
  });

  it('a requirement never completes before its turnover is met, never goes backwards, and done stays <= required', () => {
    fc.assert(
      fc.property(
        minor(1_000_000n),
        fc.array(
          fc.record({ bet: fc.bigInt({ min: -100n, max: 500_000n }), percent: fc.integer({ min: 0, max: 100 }) }),
          { maxLength: 30 },
        ),
        (required, bets) => {
          let t: Turnover = { required, done: 0n, state: required === 0n ? 'completed' : 'active' };
          let played = 0n;
          for (const { bet, percent } of bets) {
            const added = contribution(bet, percent);
            const next = advanceTurnover(t, added);
            played += added;
            expect(next.done).toBeGreaterThanOrEqual(t.done);
            expect(next.done).toBeLessThanOrEqual(next.required);
            expect(next.required).toBe(required);
            if (t.state === 'completed') expect(next).toEqual(t);
            if (next.state === 'completed') expect(played).toBeGreaterThanOrEqual(required);
            else expect(next.done).toBe(played < required ? played : required);
            expect(remainingTurnover(next)).toBe(next.state === 'active' ? required - next.done : 0n);
            const p = turnoverPercent(next);
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(100);
            t = next;
          }
          if (t.state === 'active') expect(played).toBeLessThan(required);
        },
      ),
    );
  });

  it('ended grants never change', () => {
    for (const state of ['expired', 'forfeited', 'completed'] as const) {
      const t: Turnover = { required: 100n, done: 10n, state };
      expect(advanceTurnover(t, 1_000n)).toBe(t);
      expect(remainingTurnover(t)).toBe(0n);
    }
  });

  it('percent with one decimal, 100 when completed or nothing required', () => {
    expect(turnoverPercent({ required: 3000n, done: 1000n, state: 'active' })).toBe(33.3);
    expect(turnoverPercent({ required: 3000n, done: 2999n, state: 'active' })).toBe(99.9);
    expect(turnoverPercent({ required: 0n, done: 0n, state: 'active' })).toBe(100);
    expect(turnoverPercent({ required: 50n, done: 0n, state: 'completed' })).toBe(100);
  });
});

describe('contributions', () => {
  it('adds floor(validBet x percent / 100); nothing for 0 %, negative or zero bets', () => {
    expect(contribution(1001n, 50)).toBe(500n);
    expect(contribution(1000n, 0)).toBe(0n);
    expect(contribution(0n, 100)).toBe(0n);
    expect(contribution(-5n, 100)).toBe(0n);
    expect(contribution(1000n, 250)).toBe(1000n); // at most 100 %
    fc.assert(
      fc.property(minor(), fc.integer({ min: 0, max: 100 }), (bet, percent) => {
        const c = contribution(bet, percent);
        expect(c).toBeLessThanOrEqual(bet);
        expect(c * 100n).toBeLessThanOrEqual(bet * BigInt(percent));
        expect((c + 1n) * 100n).toBeGreaterThan(bet * BigInt(percent));
      }),
    );
  });

  it('a category absent from the contributions counts 100 %; values are clamped whole percents', () => {
    expect(percentOf({ LIVE: 50 }, 'LIVE')).toBe(50);
    expect(percentOf({ LIVE: 50 }, 'RNG')).toBe(100);
    expect(percentOf({ LIVE: 150 }, 'LIVE')).toBe(100);
    expect(percentOf({ LIVE: -3 }, 'LIVE')).toBe(0);
    expect(percentOf({ LIVE: 33.7 }, 'LIVE')).toBe(33);
  });
});

describe('deposit bonus', () => {
  const rule = { enabled: true, percentHundredths: 10_000, maxBonus: 100_000n, minDeposit: 10_000n };
  it('deposit x percent capped at maxBonus; nothing off or below the minimum', () => {
    expect(depositBonus(rule, 50_000n)).toBe(50_000n);
    expect(depositBonus(rule, 500_000n)).toBe(100_000n);
    expect(depositBonus(rule, 9_999n)).toBe(0n);
    expect(depositBonus({ ...rule, enabled: false }, 50_000n)).toBe(0n);
    expect(depositBonus({ ...rule, percentHundredths: 1_250 }, 10_001n)).toBe(1_250n); // 12.5 %, rounded down
    expect(depositBonus({ ...rule, maxBonus: 0n }, 5_000_000n)).toBe(5_000_000n); // no cap
    fc.assert(
      fc.property(
        minor(),
        fc.integer({ min: 0, max: 100_000 }),
        minor(),
        minor(100_000n),
        (deposit, percentHundredths, maxBonus, minDeposit) => {
          const b = depositBonus({ enabled: true, percentHundredths, maxBonus, minDeposit }, deposit);
          expect(b).toBeGreaterThanOrEqual(0n);
          if (maxBonus > 0n) expect(b).toBeLessThanOrEqual(maxBonus);
          if (deposit < minDeposit) expect(b).toBe(0n);
          expect(b * 10_000n).toBeLessThanOrEqual(deposit * BigInt(percentHundredths));
        },
      ),
    );
  });
});

describe('manual rebate', () => {
  it('accrues validBet x rate exactly; the rebate rounds down and the rest stays accrued', () => {
    expect(rebateAccrual(12_345n, 80)).toBe(987_600n);
    expect(rebateOf(987_600n)).toBe(98n);
    expect(rebateAccrual(-1n, 80)).toBe(0n);
    expect(rebateAccrual(100n, 0)).toBe(0n);
    fc.assert(
      fc.property(fc.array(fc.tuple(minor(), fc.integer({ min: 0, max: 10_000 })), { maxLength: 20 }), (bets) => {
        const accrued = bets.reduce((sum, [bet, bp]) => sum + rebateAccrual(bet, bp), 0n);
        const rebate = rebateOf(accrued);
        expect(rebate * 10_000n).toBeLessThanOrEqual(accrued);
        expect(accrued - rebate * 10_000n).toBeLessThan(10_000n);
      }),
    );
  });

  it('rates: percent strings with at most two decimals as basis points, and back', () => {
    expect(rateBp('0.80')).toBe(80);
    expect(rateBp('1')).toBe(100);
    expect(rateBp('1.5')).toBe(150);
    expect(rateBp('100')).toBe(10_000);
    for (const bad of ['100.01', '-1', '0.801', 'abc', '', '1e2', '1000']) expect(rateBp(bad)).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => expect(rateBp(rateOfBp(bp))).toBe(bp)));
  });

  it('multiples: hundredths of at most two decimals within 0..100', () => {
    expect(multipleHundredths(5)).toBe(500);
    expect(multipleHundredths(1.5)).toBe(150);
    expect(multipleHundredths(0)).toBe(0);
    for (const bad of [-1, 100.01, 1.234, Number.NaN]) expect(() => multipleHundredths(bad)).toThrow(RangeError);
  });
});

describe('VIP levels', () => {
  const levels = [
    { level: 0, minValidBet: 0n, minDeposits: 0n },
    { level: 2, minValidBet: 5_000n, minDeposits: 500n },
    { level: 1, minValidBet: 1_000n, minDeposits: 100n },
  ];
  it('the highest level whose two thresholds are both reached', () => {
    expect(vipLevelFor(levels, 0n, 0n)).toBe(0);
    expect(vipLevelFor(levels, 1_000n, 100n)).toBe(1);
    expect(vipLevelFor(levels, 10_000n, 100n)).toBe(1); // deposits short of level 2
    expect(vipLevelFor(levels, 5_000n, 500n)).toBe(2);
    expect(vipLevelFor([], 5n, 5n)).toBe(0);
    fc.assert(
      fc.property(minor(), minor(), minor(), minor(), (bet, dep, moreBet, moreDep) => {
        // more play never lowers the level
        expect(vipLevelFor(levels, bet + moreBet, dep + moreDep)).toBeGreaterThanOrEqual(vipLevelFor(levels, bet, dep));
      }),
    );
  });
});

describe('periods', () => {
  it('days and ISO weeks at the merchant offset; weeks start on Monday', () => {
    // 2026-03-01 is a Sunday; 20:00 UTC is already Monday 2026-03-02 at GMT+8
    const at = new Date('2026-03-01T20:00:00Z');
    expect(dayKey(at, 0)).toBe('2026-03-01');
    expect(dayKey(at, 480)).toBe('2026-03-02');
    expect(weekKey(at, 0)).toBe('2026-W09');
    expect(weekKey(at, 480)).toBe('2026-W10');
    expect(weekKey(new Date('2021-01-03T12:00:00Z'), 0)).toBe('2020-W53'); // ISO week of the year before
    expect(periodKey('daily', at, 480)).toBe('2026-03-02');
    expect(periodBounds('2026-W10', 480)).toEqual({
      from: new Date('2026-03-01T16:00:00Z'),
      to: new Date('2026-03-08T16:00:00Z'),
    });
    expect(periodBounds('2026-03-02', 480)).toEqual({
      from: new Date('2026-03-01T16:00:00Z'),
      to: new Date('2026-03-02T16:00:00Z'),
    });
    expect(previousPeriodKey('weekly', at, 480)).toBe('2026-W09');
    expect(() => periodBounds('2026-13', 0)).toThrow(RangeError);
    expect(() => periodBounds('nope', 0)).toThrow(RangeError);
  });

  it('every instant lies in the bounds of its period key, a week starts on a local Monday and lasts 7 days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: -720, max: 840 }),
        fc.constantFrom('daily' as const, 'weekly' as const),
        (at, offset, period) => {
          const key = periodKey(period, at, offset);
          const { from, to } = periodBounds(key, offset);
          expect(from.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(to.getTime()).toBeGreaterThan(at.getTime());
          expect(to.getTime() - from.getTime()).toBe((period === 'daily' ? 1 : 7) * 86_400_000);
          expect(periodKey(period, from, offset)).toBe(key);
          expect(periodKey(period, new Date(to.getTime() - 1), offset)).toBe(key);
          expect(periodKey(period, to, offset)).not.toBe(key);
          if (period === 'weekly') expect(new Date(from.getTime() + offset * 60_000).getUTCDay()).toBe(1);
          const previous = previousPeriodKey(period, at, offset);
          expect(periodBounds(previous, offset).to).toEqual(from);
        },
      ),
    );
  });
});

describe('masked names', () => {
  it('keeps two characters on each side, fewer for short names', () => {
    expect(maskName('demo01')).toBe('de***01');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('')).toBe('***');
    expect(maskName('王小明明明')).toBe('王小***明明');
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 30 }), (name) => {
        const masked = maskName(name);
        expect(masked).toContain('***');
        expect(masked).not.toBe(name);
        expect([...masked].length).toBe(7);
      }),
    );
  });
});
