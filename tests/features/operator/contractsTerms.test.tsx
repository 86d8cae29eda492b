/**
 * The console's contract terms (src/stores/operator/contractTerms.ts; docs/contracts.md "Terms",
 * "Lower rate", period keys), as properties: the editor's rows are accepted exactly when the
 * engine's parseTiers accepts the same table, and are sent with the same rates in two decimals; the
 * lower-rate effects are exactly the grants the new table breaches; the contracts granted in a
 * team are those whose granting agent sits below the team's agent, found from the contracts' edges
 * (the granting agents they miss are named); a period key holds its date (the
 * week's Monday, the half-month's first day, the five-minute window) and fits only its kinds.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { bpToRate, ceilingBreaches, parseTiers } from '../../../engine/contracts';
import type { ContractKind, ContractPeriod, ContractTier } from '../../../contract/types';
import {
  checkRows,
  lowerRateEffects,
  periodKeyFits,
  periodKeyOf,
  rowsOf,
  teamGrants,
  topRateOf,
  unreachedGranters,
  type TierRow,
} from '../../../src/stores/operator/contractTerms';
import { contract, PARTIES } from './contractsFakes';

/** Typed text of one field: numbers, decimals, blanks, junk. */
const typed = fc.oneof(
  fc.integer({ min: 0, max: 2_000_000 }).map(String),
  fc.tuple(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 0, max: 999 })).map(([a, b]) => `${a}.${b}`),
  fc.constantFrom('', ' ', '-1', '1e3', 'abc', '0.5 ', ' 7', '100.00', '100.01', '12345678901234'),
);
const row = fc.record({ minActive: typed, minAmount: typed, rate: typed });

/** A valid table: thresholds and rates non-decreasing, thresholds strictly growing. */
const validTiers = fc
  .array(
    fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 300 })),
    { minLength: 1, maxLength: 10 },
  )
  .map((steps) => {
    let active = 0;
    let amount = 0;
    let bp = 0;
    return steps.map(([da, dm, dr], i): ContractTier => {
      if (i > 0) [active, amount] = [active + da, amount + dm];
      bp = Math.min(10_000, bp + dr);
      return { minActive: active, minAmount: String(amount), rate: bpToRate(bp) };
    });
  });

describe('contract terms', () => {
  it('accepts the rows exactly when parseTiers accepts the same table, sending rates with two decimals', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 0, maxLength: 11 }), (rows: TierRow[]) => {
        const wire = rows.map((r) => ({
          minActive: /^\d{1,7}$/.test(r.minActive.trim()) ? Number(r.minActive.trim()) : Number.NaN,
          minAmount: r.minAmount.trim(),
          rate: r.rate.trim(),
        }));
        const engine = parseTiers(wire);
        const checked = checkRows(rows);
        expect(checked.ok).toBe(!('problem' in engine));
        if (checked.ok && !('problem' in engine)) {
          expect(checked.tiers.map((t) => t.rate)).toEqual(engine.tiers.map((t) => bpToRate(t.rateBp)));
          expect(checked.tiers.every((t) => /^\d{1,3}\.\d{2}$/.test(t.rate))).toBe(true);
        } else if (!checked.ok && 'problem' in engine) {
          expect(checked.problem).toEqual(engine.problem);
        }
      }),
    );
  });

  it('round-trips a valid table through the editor rows', () => {
    fc.assert(
      fc.property(validTiers, (tiers) => {
        const checked = checkRows(rowsOf(tiers));
        expect(checked.ok && checked.tiers).toEqual(tiers);
        expect(topRateOf(tiers)).toBe(tiers.at(-1)!.rate);
      }),
    );
  });

  it('names as lower-rate effects exactly the grants the new table breaches', () => {
    fc.assert(
      fc.property(validTiers, fc.array(validTiers, { maxLength: 5 }), (mine, grants) => {
        const granted = grants.map((t, i) =>
          contract(10 + i, PARTIES.agent01!, PARTIES.sub01!, 'dividend', 'weekly', t),
        );
        const parsed = parseTiers(mine);
        if ('problem' in parsed) throw new Error('generator made an invalid table');
        const expected = granted.filter((c) => {
          const own = parseTiers(c.tiers);
          return !('problem' in own) && ceilingBreaches(parsed.tiers, own.tiers).length > 0;
        });
        expect(lowerRateEffects(parsed.tiers, granted).map((c) => c.id)).toEqual(expected.map((c) => c.id));
        // a table never ends a grant of itself
        expect(
          lowerRateEffects(parsed.tiers, [contract(99, PARTIES.agent01!, PARTIES.sub01!, 'dividend', 'weekly', mine)]),
        ).toEqual([]);
      }),
    );
  });

  it('finds the contracts granted in a team from the contracts’ edges, and names the granting agents it cannot reach', () => {
    const tree = fc
      .integer({ min: 1, max: 30 })
      .chain((n) =>
        fc.tuple(
          fc.array(fc.nat(), { minLength: n, maxLength: n }),
          fc.array(fc.boolean(), { minLength: n, maxLength: n }),
          fc.nat(),
        ),
      );
    fc.assert(
      fc.property(tree, ([parents, liveFlags, pick]) => {
        // node 0 is the top; node i > 0 sits under parents[i] % i and holds a contract from it (live when liveFlags[i])
        const parentOf = (i: number) => parents[i]! % i;
        const party = (id: number) => ({ id: id + 1, username: `m${id}`, nickname: `M${id}`, isAgent: true });
        const all = parents
          .map((_, i) => i)
          .filter((i) => i > 0)
          .map((i) =>
            contract(i, party(parentOf(i)), party(i), 'dailyWage', 'daily', [
              { minActive: 0, minAmount: '0', rate: '0.10' },
            ]),
          );
        const live = all.filter((c) => liveFlags[c.id]);
        const root = pick % parents.length;
        const below = (i: number): boolean => i === root || (i > 0 && below(parentOf(i)));
        const inTeam = live.filter((c) => below(c.upline!.id - 1));
        // with every member of the team as a root, exactly the contracts granted in the team
        const members = parents
          .map((_, i) => i)
          .filter(below)
          .map((i) => i + 1);
        expect(
          teamGrants(members, live)
            .map((c) => c.id)
            .sort((a, b) => a - b),
        ).toEqual(inTeam.map((c) => c.id));
        // from the agent alone, what the live edges reach; every other granter is named as unreached
        const reached = teamGrants([root + 1], live);
        const unreached = unreachedGranters(root + 1, live).map((p) => p.id);
        expect(reached.every((c) => below(c.upline!.id - 1))).toBe(true);
        for (const c of live) expect(reached.includes(c) || unreached.includes(c.upline!.id)).toBe(true);
        if (live.length === all.length)
          expect(reached.map((c) => c.id).sort((a, b) => a - b)).toEqual(inTeam.map((c) => c.id));
      }),
    );
  });

  it('gives period keys that hold their date and fit only their kinds', () => {
    const days = fc
      .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) })
      .map((ms) => new Date(Math.floor(ms / 86_400_000) * 86_400_000));
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (day, hour, minute) => {
        const date = day.toISOString().slice(0, 10);
        const monday = periodKeyOf('weekly', date)!;
        const start = new Date(`${monday.slice(1)}T00:00:00Z`);
        expect(start.getUTCDay()).toBe(1);
        expect(day.getTime() - start.getTime()).toBeGreaterThanOrEqual(0);
        expect(day.getTime() - start.getTime()).toBeLessThan(7 * 86_400_000);
        expect(periodKeyOf('daily', date)).toBe(`D${date}`);
        expect(periodKeyOf('semimonthly', date)).toBe(`S${date.slice(0, 7)}-${day.getUTCDate() <= 15 ? '01' : '16'}`);
        expect(periodKeyOf('monthly', date)).toBe(`M${date.slice(0, 7)}`);
        const five = periodKeyOf('fiveMinutes', date, hour, minute)!;
        expect(Number(five.slice(-2)) % 5).toBe(0);
        expect(minute - Number(five.slice(-2))).toBeLessThan(5);
        const uses: Record<ContractPeriod, ContractKind[]> = {
          daily: ['dividend', 'dailyWage'],
          weekly: ['dividend'],
          semimonthly: ['dividend'],
          monthly: ['dividend'],
          hour: ['hourlyWage'],
          fiveMinutes: ['realtimeSalary'],
        };
        for (const period of Object.keys(uses) as ContractPeriod[]) {
          const key = periodKeyOf(period, date, hour, minute)!;
          for (const kind of ['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary'] as const)
            expect([period, kind, periodKeyFits(kind, key)]).toEqual([period, kind, uses[period].includes(kind)]);
        }
      }),
    );
    expect(periodKeyOf('daily', '2026-02-30')).toBeNull();
    expect(periodKeyOf('hour', '2026-11-25', 24)).toBeNull();
    expect(periodKeyOf('weekly', '2026-11-29')).toBe('W2026-11-23');
    expect(periodKeyFits('dividend', 'S2026-11-02')).toBe(false);
  });
});
