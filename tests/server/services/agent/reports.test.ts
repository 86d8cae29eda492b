/**
 * Agent reports (README "Agent center"): the overview, the profit and loss statement and the
 * downlines' figures against a brute-force computation over random trees and daily figures
 * (fast-check, small sizes), the range rules (today in the merchant's reporting day, custom at
 * most 92 days, from <= to) and bad input answered 400 with a field and a localised message.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { fromMinor } from '../../../../contract/money.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { addMember, addStats, demoMerchantId, sessionOf, uniqueName, type DayFigures } from './support.ts';

const NOW = new Date('2026-03-10T20:00:00Z'); // 2026-03-11 04:00 at GMT+08:00
let t: TestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => NOW } });
  merchantId = await demoMerchantId(t.db);
});
afterAll(async () => t.close());

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03'];
const money = (m: bigint) => fromMinor(m);

/** A random tree: node i > 0 hangs under a node before it; each node a member (0) or agent (1). */
const treeArb = fc.integer({ min: 1, max: 9 }).chain((n) =>
  fc.record({
    parents: fc.tuple(...Array.from({ length: n }, (_, i) => fc.integer({ min: -1, max: i - 1 }))),
    types: fc.array(fc.constantFrom(0, 1), { minLength: n, maxLength: n }),
    stats: fc.array(
      fc.record({
        node: fc.integer({ min: -1, max: n - 1 }),
        day: fc.constantFrom(...DAYS),
        registered: fc.integer({ min: 0, max: 1 }),
        firstDeposit: fc.integer({ min: 0, max: 1 }),
        deposits: fc.bigInt({ min: 0n, max: 100_000n }),
        withdrawals: fc.bigInt({ min: 0n, max: 100_000n }),
        validBet: fc.bigInt({ min: 0n, max: 100_000n }),
        payout: fc.bigInt({ min: 0n, max: 200_000n }),
        income: fc.bigInt({ min: 0n, max: 5_000n }),
      }),
      { maxLength: 25 },
    ),
  }),
);

describe('reports against brute force', () => {
  it('overview and profit and loss sum the whole team (any depth) and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(treeArb, async ({ parents, types, stats }) => {
        // node -1 is the agent; a sibling agent with its own member proves other teams stay out
        const root = await addMember(t.db, merchantId, uniqueName('ra'), 1, null);
        const sibling = await addMember(t.db, merchantId, uniqueName('sa'), 1, null);
        const stranger = await addMember(t.db, merchantId, uniqueName('sm'), 0, sibling);
        const ids: number[] = [];
        const parentOf = new Map<number, number>();
        for (let i = 0; i < parents.length; i++) {
          const parent = parents[i] === -1 ? root : ids[parents[i]!]!;
          ids.push(await addMember(t.db, merchantId, uniqueName('rm'), types[i]!, parent));
          parentOf.set(ids[i]!, parent);
        }
        const rows: DayFigures[] = stats.map((s) => ({ ...s, memberId: s.node === -1 ? root : ids[s.node]! }));
        await addStats(t.db, merchantId, [
          ...rows,
          { memberId: stranger, day: DAYS[0]!, deposits: 777n, validBet: 999n },
        ]);

        const underRoot = (id: number): boolean =>
          id === root ? false : parentOf.get(id) === root || underRoot(parentOf.get(id)!);
        const inSubtree = (top: number, id: number): boolean =>
          id === top || (parentOf.has(id) && inSubtree(top, parentOf.get(id)!));
        const team = rows.filter((r) => r.memberId !== root && underRoot(r.memberId));
        const sum = (list: DayFigures[], key: keyof DayFigures) =>
          list.reduce((a, r) => a + BigInt((r[key] as bigint | number | undefined) ?? 0), 0n);

        const token = await sessionOf(t.db, root, NOW);
        const res = await api(t.app, 'GET', `/api/agent/overview?range=custom&from=${DAYS[0]}&to=${DAYS[2]}`, token);
        expect(res.status).toBe(200);
        const v = res.body.value;
        expect(v.teamSize).toBe(ids.length);
        expect(v.newRegistrations).toBe(Number(sum(team, 'registered')));
        expect(v.firstDeposits).toBe(Number(sum(team, 'firstDeposit')));
        expect(v.activeMembers).toBe(new Set(team.filter((r) => (r.validBet ?? 0n) > 0n).map((r) => r.memberId)).size);
        expect(v.deposits).toBe(money(sum(team, 'deposits')));
        expect(v.withdrawals).toBe(money(sum(team, 'withdrawals')));
        expect(v.validBet).toBe(money(sum(team, 'validBet')));
        expect(v.payout).toBe(money(sum(team, 'payout')));
        expect(v.profitLoss).toBe(money(sum(team, 'validBet') - sum(team, 'payout')));
        expect(v.income).toBe(
          money(
            sum(
              rows.filter((r) => r.memberId === root),
              'income',
            ),
          ),
        );
        expect(v.series.map((d: { day: string }) => d.day)).toEqual(DAYS);
        for (const d of v.series) {
          const ofDay = team.filter((r) => r.day === d.day);
          expect(d.validBet).toBe(money(sum(ofDay, 'validBet')));
          expect(d.activeMembers).toBe(
            new Set(ofDay.filter((r) => (r.validBet ?? 0n) > 0n).map((r) => r.memberId)).size,
          );
        }

        const pl = await api(t.app, 'GET', `/api/agent/profit-loss?range=custom&from=${DAYS[0]}&to=${DAYS[2]}`, token);
        expect(pl.status).toBe(200);
        const own = rows.filter((r) => r.memberId === root);
        expect(pl.body.value.own).toEqual({
          validBet: money(sum(own, 'validBet')),
          payout: money(sum(own, 'payout')),
          profitLoss: money(sum(own, 'validBet') - sum(own, 'payout')),
        });
        const directs = ids.filter((id) => parentOf.get(id) === root);
        expect(pl.body.value.downlines.map((d: { id: number }) => d.id).sort()).toEqual([...directs].sort());
        for (const d of pl.body.value.downlines) {
          const theirs = rows.filter((r) => inSubtree(d.id, r.memberId));
          expect(d.validBet).toBe(money(sum(theirs, 'validBet')));
          expect(d.deposits).toBe(money(sum(theirs, 'deposits')));
          expect(d.profitLoss).toBe(money(sum(theirs, 'validBet') - sum(theirs, 'payout')));
          expect(d.teamSize).toBe(ids.filter((id) => id !== d.id && inSubtree(d.id, id)).length);
        }
        expect(pl.body.value.totals.validBet).toBe(money(sum(team, 'validBet')));

        const down = await api(
          t.app,
          'GET',
          `/api/agent/downlines?range=custom&from=${DAYS[0]}&to=${DAYS[2]}&pageSize=100`,
          token,
        );
        expect(down.body.value.total).toBe(directs.length);
        for (const d of down.body.value.list) {
          const theirs = rows.filter((r) => inSubtree(d.id, r.memberId));
          expect(d).toMatchObject({
            depth: 1,
            deposits: money(sum(theirs, 'deposits')),
            validBet: money(sum(theirs, 'validBet')),
            profitLoss: money(sum(theirs, 'validBet') - sum(theirs, 'payout')),
          });
          expect(d.directCount).toBe(ids.filter((id) => parentOf.get(id) === d.id).length);
        }
      }),
      { numRuns: 12 },
    );
  });
});

describe('ranges', () => {
  let token: string;
  let member: number;
  beforeAll(async () => {
    const agent = await addMember(t.db, merchantId, uniqueName('rg'), 1, null);
    member = await addMember(t.db, merchantId, uniqueName('rgm'), 0, agent);
    token = await sessionOf(t.db, agent, NOW);
    await addStats(t.db, merchantId, [
      { memberId: member, day: '2026-03-11', validBet: 100n },
      { memberId: member, day: '2026-03-10', validBet: 20n },
      { memberId: member, day: '2026-03-09', validBet: 3n },
      { memberId: member, day: '2026-02-28', validBet: 4000n },
    ]);
  });

  it('resolves today, yesterday, this week (from Monday) and this month in the merchant reporting day', async () => {
    const of = async (range: string) =>
      (await api(t.app, 'GET', `/api/agent/overview?range=${range}`, token)).body.value;
    expect(await of('today')).toMatchObject({ from: '2026-03-11', to: '2026-03-11', validBet: '1.00' });
    expect(await of('yesterday')).toMatchObject({ from: '2026-03-10', to: '2026-03-10', validBet: '0.20' });
    expect(await of('thisWeek')).toMatchObject({ from: '2026-03-09', to: '2026-03-11', validBet: '1.23' });
    expect(await of('thisMonth')).toMatchObject({ from: '2026-03-01', to: '2026-03-11', validBet: '1.23' });
    expect((await api(t.app, 'GET', '/api/agent/overview', token)).body.value.from).toBe('2026-03-11');
  });

  it.each([
    ['range=lastYear', 'range'],
    ['range=custom&from=2026-03-01', 'to'],
    ['range=custom&from=2026-03-05&to=2026-03-01', 'from'],
    ['range=custom&from=2026-01-01&to=2026-04-03', 'to'],
    ['range=custom&from=2026-02-30&to=2026-03-01', 'from'],
    ['range=custom&from=2026-3-1&to=2026-03-01', 'from'],
    [`range=custom&from=${'9'.repeat(5000)}&to=2026-03-01`, 'from'],
    ['range=custom&from=2026-03-01%00&to=2026-03-01', 'from'],
  ])('answers 400 with the field and a localised message for %s', async (query, field) => {
    for (const language of ['EN', 'TW'] as const) {
      const res = await api(t.app, 'GET', `/api/agent/overview?${query}`, token, undefined, language);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.value.field).toBe(field);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
  });

  it('accepts exactly 92 days', async () => {
    expect(
      (await api(t.app, 'GET', '/api/agent/overview?range=custom&from=2026-01-01&to=2026-04-03', token)).status,
    ).toBe(400);
    const res = await api(t.app, 'GET', '/api/agent/overview?range=custom&from=2026-01-01&to=2026-04-02', token);
    expect(res.status).toBe(200);
    expect(res.body.value.series).toHaveLength(92);
    expect(res.body.value.validBet).toBe('41.23');
    expect(
      (await api(t.app, 'GET', '/api/agent/profit-loss?range=custom&from=2025-12-31&to=2026-04-01', token)).status,
    ).toBe(200);
  });
});
