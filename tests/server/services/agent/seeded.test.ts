/**
 * The seeded demo agent (README "Demo accounts"): agent01 sees a real team on the agent center's
 * reports, and the rolled-up figures (member_daily_stats over the tree) agree with the raw
 * records of the same range: the team betting record's totals (game_rounds) with the overview's
 * valid bet and payout, the team transactions' totals (orders) with its deposits and
 * withdrawals, and the profit and loss statement's totals with the overview.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, tokenOf } from '../wallet/support.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.db, 'agent01');
});
afterAll(async () => t.close());

describe('seeded agent01', () => {
  it.each(['thisMonth', 'thisWeek', 'yesterday', 'today'])(
    'the rolled-up figures of %s agree with the raw records',
    async (range) => {
      const overview = (await api(t.app, 'GET', `/api/agent/overview?range=${range}`, token)).body.value;
      const bets = (await api(t.app, 'GET', `/api/agent/team-bets?range=${range}`, token)).body.value;
      const tx = (await api(t.app, 'GET', `/api/agent/team-transactions?range=${range}`, token)).body.value;
      const pl = (await api(t.app, 'GET', `/api/agent/profit-loss?range=${range}`, token)).body.value;
      expect(bets.totals.validBet).toBe(overview.validBet);
      expect(bets.totals.payout).toBe(overview.payout);
      expect(bets.totals.profitLoss).toBe(overview.profitLoss);
      expect(tx.totals.deposits).toBe(overview.deposits);
      expect(tx.totals.withdrawals).toBe(overview.withdrawals);
      expect(pl.totals).toEqual({
        deposits: overview.deposits,
        withdrawals: overview.withdrawals,
        validBet: overview.validBet,
        payout: overview.payout,
        profitLoss: overview.profitLoss,
      });
    },
  );

  it('has a team with figures in the last month and downlines to drill into', async () => {
    const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
    const overview = (await api(t.app, 'GET', `/api/agent/overview?range=custom&from=${day(-30)}&to=${day(0)}`, token))
      .body.value;
    expect(overview.teamSize).toBeGreaterThan(10);
    expect(overview.validBet).not.toBe('0.00');
    const down = (await api(t.app, 'GET', '/api/agent/downlines?pageSize=100', token)).body.value;
    const sub = down.list.find((d: { type: number; teamSize: number }) => d.type !== 0 && d.teamSize > 0);
    expect(sub).toBeDefined();
    const level2 = (await api(t.app, 'GET', `/api/agent/downlines?parentId=${sub.id}`, token)).body.value;
    expect(level2.list.length).toBeGreaterThan(0);
    expect(level2.breadcrumb.map((b: { username: string }) => b.username)).toEqual(['agent01', sub.username]);
  });
});
