/**
 * The difference model (server/services/contracts/difference.ts; docs/contracts.md "The difference
 * model"), pure, on random trees and figures (fast-check): the chain under a top agent pays exactly
 * its entitlement, never more than the top rate times the team's figure; nobody is paid a negative
 * amount; each payout is the gross minus the contracted downlines' share; a holder whose granting
 * agent holds no contract gets nothing; and, with tables inside the ceiling, an agent earns its rate
 * minus the rate it granted on each downline's figures.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { applyRate } from '../../../../engine/contracts.ts';
import {
  differenceModel,
  rawEntitlement,
  type DifferenceNode,
} from '../../../../server/services/contracts/difference.ts';

/** A random forest of contracts: node i's parent is an earlier node, the merchant (top) or nobody (its granting agent holds no contract). */
const forest = fc
  .array(
    fc.record({
      parent: fc.nat(),
      link: fc.constantFrom('parent', 'parent', 'parent', 'top', 'orphan'),
      raw: fc.bigInt({ min: 0n, max: 5_000_000n }),
    }),
    { minLength: 1, maxLength: 40 },
  )
  .map((rows) =>
    rows.map((r, i): DifferenceNode => {
      const link = i === 0 ? 'top' : r.link;
      return { id: i + 1, top: link === 'top', parentId: link === 'parent' ? (r.parent % i) + 1 : null, raw: r.raw };
    }),
  );

const childrenOf = (nodes: DifferenceNode[], id: number) => nodes.filter((n) => !n.top && n.parentId === id);
const subtree = (nodes: DifferenceNode[], id: number): number[] => [
  id,
  ...childrenOf(nodes, id).flatMap((c) => subtree(nodes, c.id)),
];

describe('difference model on random forests', () => {
  it('pays nobody a negative amount and pays each holder its gross minus its downlines’ share', () => {
    fc.assert(
      fc.property(forest, (nodes) => {
        const shares = differenceModel(nodes);
        expect(shares.size).toBe(nodes.length);
        for (const n of nodes) {
          const s = shares.get(n.id)!;
          expect(s.payout >= 0n).toBe(true);
          expect(s.entitlement >= 0n).toBe(true);
          expect(s.entitlement <= n.raw).toBe(true);
          expect(s.downlineShare).toBe(childrenOf(nodes, n.id).reduce((a, c) => a + shares.get(c.id)!.entitlement, 0n));
          expect(s.payout).toBe(s.entitlement - s.downlineShare);
        }
      }),
    );
  });

  it('pays the chain under each top agent exactly its entitlement, at most the top’s raw; orphans’ chains pay nothing', () => {
    fc.assert(
      fc.property(forest, (nodes) => {
        const shares = differenceModel(nodes);
        let total = 0n;
        for (const root of nodes.filter((n) => n.top || n.parentId === null)) {
          const paid = subtree(nodes, root.id).reduce((a, id) => a + shares.get(id)!.payout, 0n);
          expect(paid).toBe(shares.get(root.id)!.entitlement);
          expect(paid).toBe(root.top ? root.raw : 0n);
          total += paid;
        }
        const sumTopRaw = nodes.filter((n) => n.top).reduce((a, n) => a + n.raw, 0n);
        expect(nodes.reduce((a, n) => a + shares.get(n.id)!.payout, 0n)).toBe(total);
        expect(total <= sumTopRaw).toBe(true);
      }),
    );
  });

  it('gives downlines their raw entitlement when it fits under the upline’s, else shares it pro rata, rounded down', () => {
    fc.assert(
      fc.property(forest, (nodes) => {
        const shares = differenceModel(nodes);
        for (const n of nodes) {
          const kids = childrenOf(nodes, n.id);
          if (kids.length === 0) continue;
          const own = shares.get(n.id)!.entitlement;
          const sum = kids.reduce((a, k) => a + k.raw, 0n);
          for (const k of kids) expect(shares.get(k.id)!.entitlement).toBe(sum <= own ? k.raw : (k.raw * own) / sum);
        }
      }),
    );
  });

  it('treats a parent id naming no contract in force as an agent without a contract', () => {
    const shares = differenceModel([
      { id: 1, top: true, parentId: null, raw: 1000n },
      { id: 2, top: false, parentId: 99, raw: 500n },
      { id: 3, top: false, parentId: 2, raw: 100n },
    ]);
    expect(shares.get(1)).toEqual({ entitlement: 1000n, downlineShare: 0n, payout: 1000n });
    expect(shares.get(2)).toEqual({ entitlement: 0n, downlineShare: 0n, payout: 0n });
    expect(shares.get(3)).toEqual({ entitlement: 0n, downlineShare: 0n, payout: 0n });
  });

  it('caps over-granted downlines at the upline’s entitlement, written out', () => {
    const shares = differenceModel([
      { id: 1, top: true, parentId: null, raw: 900n },
      { id: 2, top: false, parentId: 1, raw: 600n },
      { id: 3, top: false, parentId: 1, raw: 600n },
      { id: 4, top: false, parentId: 3, raw: 500n },
    ]);
    // 600 + 600 > 900: each gets floor(600 x 900 / 1200) = 450; 4's 500 > 450: it gets all 450.
    expect([1, 2, 3, 4].map((id) => shares.get(id))).toEqual([
      { entitlement: 900n, downlineShare: 900n, payout: 0n },
      { entitlement: 450n, downlineShare: 0n, payout: 450n },
      { entitlement: 450n, downlineShare: 450n, payout: 0n },
      { entitlement: 450n, downlineShare: 0n, payout: 450n },
    ]);
  });
});

/** A random member tree with per-member valid bet and, on some members, contracts whose rate never beats the upline's. */
const teams = fc
  .array(
    fc.record({
      parent: fc.nat(),
      bet: fc.bigInt({ min: 0n, max: 2_000_000n }),
      contract: fc.boolean(),
      rateCut: fc.integer({ min: 0, max: 400 }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .chain((members) => fc.record({ members: fc.constant(members), topRate: fc.integer({ min: 0, max: 3000 }) }));

describe('difference model on team figures with tables inside the ceiling', () => {
  it('pays in all at most the top rate x the top team’s valid bet, and each agent its rate minus the granted rate on each downline’s figures', () => {
    fc.assert(
      fc.property(teams, ({ members, topRate }) => {
        // member 0 is the top agent; member i's upline is an earlier member
        const upline = members.map((m, i) => (i === 0 ? -1 : m.parent % i));
        const team = (i: number): number[] => [i, ...members.flatMap((_, j) => (upline[j] === i ? team(j) : []))];
        const base = (i: number) => team(i).reduce((a, j) => a + members[j]!.bet, 0n);
        // contracts: the top always; others when drawn; the holder's contract hangs under its nearest contracted upline, whose rate caps it
        const holds = members.map((m, i) => i === 0 || m.contract);
        const rate: number[] = [];
        const parentOf = (i: number): number | null => {
          for (let u = upline[i]!; u >= 0; u = upline[u]!) if (holds[u]) return u;
          return null;
        };
        const nodes: DifferenceNode[] = [];
        members.forEach((m, i) => {
          if (!holds[i]) return;
          const p = parentOf(i);
          rate[i] = p === null ? topRate : Math.max(0, rate[p]! - m.rateCut);
          nodes.push({
            id: i + 1,
            top: i === 0,
            parentId: p === null ? null : p + 1,
            raw: rawEntitlement(base(i), rate[i]!),
          });
        });
        const shares = differenceModel(nodes);
        const total = nodes.reduce((a, n) => a + shares.get(n.id)!.payout, 0n);
        expect(total).toBe(applyRate(base(0), topRate));
        expect(total <= (base(0) * BigInt(topRate)) / 10_000n).toBe(true);
        for (const n of nodes) {
          const i = n.id - 1;
          const granted = nodes.filter((k) => k.parentId === n.id);
          expect(shares.get(n.id)!.payout).toBe(
            applyRate(base(i), rate[i]!) - granted.reduce((a, k) => a + applyRate(base(k.id - 1), rate[k.id - 1]!), 0n),
          );
        }
      }),
    );
  });

  it('pays nothing on a base of zero or less (a losing dividend period)', () => {
    expect(rawEntitlement(0n, 5000)).toBe(0n);
    expect(rawEntitlement(-1_000_000n, 5000)).toBe(0n);
    expect(rawEntitlement(1_000_000n, 5000)).toBe(500_000n);
    expect(rawEntitlement(1n, 5000)).toBe(0n);
  });
});
