/**
 * Agent team routes (README "Agent center"): downlines with drill-down, breadcrumb and search at
 * any depth; the team betting record; the team's transactions; the agent's income from the
 * ledger. Each shows the own team only, with filters, totals and paging.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { transfer } from '../../../../server/ledger/index.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { addMember, addStats, demoMerchantId, fund, sessionOf, uniqueName } from './support.ts';

const NOW = new Date('2026-03-10T04:00:00Z'); // 12:00 on 2026-03-10 at GMT+08:00
let t: TestApp;
let merchantId: number;
const ids: Record<string, number> = {};
const names: Record<string, string> = {};
let token: string;

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => NOW }, rateLimitMax: false });
  merchantId = await demoMerchantId(t.db);
  const add = async (key: string, type: number, upline: string | null) => {
    names[key] = uniqueName(`tt${key}`);
    ids[key] = await addMember(t.db, merchantId, names[key]!, type, upline ? ids[upline]! : null);
  };
  await add('a', 1, null);
  await add('s', 2, 'a');
  await add('m', 0, 's');
  await add('n', 0, 'a');
  await add('o', 1, null);
  await add('x', 0, 'o');
  token = await sessionOf(t.db, ids.a!, NOW);
  await addStats(t.db, merchantId, [
    { memberId: ids.m!, day: '2026-03-10', deposits: 5000n, validBet: 1000n, payout: 300n },
    { memberId: ids.s!, day: '2026-03-10', validBet: 50n },
    { memberId: ids.x!, day: '2026-03-10', validBet: 99999n },
  ]);
  const games = (await t.db.execute(sql`select g.id, g.vendor_id from games g order by g.id limit 1`)) as unknown as {
    rows: { id: number; vendor_id: number }[];
  };
  const gameRow = games.rows[0]!;
  const round = (member: number, roundId: string, stake: number, win: number, status: string, at: string) =>
    t.db
      .execute(sql`insert into game_rounds (integration_code, round_id, merchant_id, member_id, game_id, vendor_id, category, currency, stake_minor, win_minor, status, opened_at, settled_at)
      values ('TEST', ${roundId}, ${merchantId}, ${member}, ${gameRow.id}, ${gameRow.vendor_id}, 'RNG', 'CNY', ${stake}, ${win}, ${status}, ${at}, ${status === 'settled' ? at : null})`);
  await round(ids.m!, `r1-${ids.m}`, 1000, 300, 'settled', '2026-03-10T01:00:00Z');
  await round(ids.n!, `r2-${ids.n}`, 500, 0, 'open', '2026-03-10T02:00:00Z');
  await round(ids.x!, `r3-${ids.x}`, 700, 0, 'settled', '2026-03-10T02:00:00Z');
  await round(ids.m!, `r4-${ids.m}`, 800, 0, 'settled', '2026-03-08T02:00:00Z');
  await t.db
    .execute(sql`insert into deposit_orders (merchant_id, member_id, order_no, channel_code, channel_type, amount, currency, status, created_at)
    values (${merchantId}, ${ids.m}, ${`D${ids.m}`}, 'BANK', 'bank', 5000, 'CNY', 'success', '2026-03-10T03:00:00Z'),
           (${merchantId}, ${ids.x}, ${`D${ids.x}`}, 'BANK', 'bank', 7000, 'CNY', 'success', '2026-03-10T03:00:00Z')`);
  await fund(t.db, merchantId, ids.a!, 10_000n);
});
afterAll(async () => t.close());

describe('downlines', () => {
  it('lists the direct downlines with their team figures and the breadcrumb', async () => {
    const res = await api(t.app, 'GET', '/api/agent/downlines?range=today', token);
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v.breadcrumb).toEqual([{ id: ids.a, username: names.a }]);
    expect(v.total).toBe(2);
    const s = v.list.find((d: { id: number }) => d.id === ids.s);
    expect(s).toMatchObject({
      username: names.s,
      type: 2,
      depth: 1,
      directCount: 1,
      teamSize: 1,
      deposits: '50.00',
      validBet: '10.50',
      profitLoss: '7.50',
      online: false,
      lastLoginAt: null,
    });
  });

  it('drills down to any depth and refuses members outside the team', async () => {
    const res = await api(t.app, 'GET', `/api/agent/downlines?parentId=${ids.s}`, token);
    expect(res.body.value.breadcrumb.map((b: { id: number }) => b.id)).toEqual([ids.a, ids.s]);
    expect(res.body.value.list.map((d: { id: number; depth: number }) => [d.id, d.depth])).toEqual([[ids.m, 2]]);
    for (const parentId of [ids.x, ids.o, 99_999_999]) {
      const refused = await api(t.app, 'GET', `/api/agent/downlines?parentId=${parentId}`, token);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ code: 'NOT_IN_TEAM', value: { field: 'parentId' } });
    }
  });

  it('searches by username at any depth, case-insensitive, with each match path', async () => {
    const res = await api(t.app, 'GET', `/api/agent/downlines?username=${names.m!.toUpperCase()}`, token);
    expect(res.body.value.list).toHaveLength(1);
    expect(res.body.value.list[0]).toMatchObject({
      id: ids.m,
      depth: 2,
      path: [
        { id: ids.a, username: names.a },
        { id: ids.s, username: names.s },
      ],
    });
    expect((await api(t.app, 'GET', `/api/agent/downlines?username=${names.x}`, token)).body.value.list).toEqual([]);
    expect(
      (await api(t.app, 'GET', `/api/agent/downlines?username=${encodeURIComponent('%')}`, token)).body.value.total,
    ).toBe(0);
  });

  it('pages', async () => {
    const res = await api(t.app, 'GET', '/api/agent/downlines?page=2&pageSize=1', token);
    expect(res.body.value).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(res.body.value.list).toHaveLength(1);
    expect((await api(t.app, 'GET', '/api/agent/downlines?pageSize=101', token)).status).toBe(400);
  });
});

describe('team bets', () => {
  it("lists the team's rounds of the range with totals, and filters", async () => {
    const res = await api(t.app, 'GET', '/api/agent/team-bets?from=2026-03-10&to=2026-03-10', token);
    expect(res.status).toBe(200);
    expect(res.body.value.total).toBe(2);
    expect(res.body.value.totals).toEqual({
      betAmount: '15.00',
      validBet: '10.00',
      payout: '3.00',
      profitLoss: '7.00',
    });
    expect(res.body.value.list[0]).toMatchObject({
      username: names.n,
      status: 'open',
      validBet: '0.00',
      settledAt: null,
    });
    const week = await api(
      t.app,
      'GET',
      `/api/agent/team-bets?range=thisMonth&username=${names.m}&status=settled`,
      token,
    );
    expect(week.body.value.list.map((b: { roundId: string }) => b.roundId)).toEqual([`r1-${ids.m}`, `r4-${ids.m}`]);
    expect((await api(t.app, 'GET', `/api/agent/team-bets?username=${names.x}`, token)).body.value.total).toBe(0);
    expect((await api(t.app, 'GET', '/api/agent/team-bets?category=NOPE', token)).status).toBe(400);
  });
});

describe('team transactions and revenue', () => {
  it("lists the team's deposits and transfers, never another team's", async () => {
    const sent = await api(t.app, 'POST', '/api/agent/transfer', token, {
      downlineId: ids.m,
      amount: '20.00',
      paymentPassword: '246810',
      requestId: 'team-tx-0001',
    });
    expect(sent.status).toBe(200);
    const res = await api(t.app, 'GET', '/api/agent/team-transactions', token);
    expect(res.status).toBe(200);
    expect(res.body.value.list.map((r: { kind: string; username: string }) => [r.kind, r.username])).toEqual([
      ['deposit', names.m],
    ]);
    expect(res.body.value.totals).toEqual({
      deposits: '50.00',
      withdrawals: '0.00',
      transfersIn: '0.00',
      transfersOut: '0.00',
    });
    // the ledger stamps the real time: a range around the real day
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const around = `range=custom&from=${day(-1)}&to=${day(1)}`;
    const transfers = await api(t.app, 'GET', `/api/agent/team-transactions?${around}`, token);
    expect(transfers.body.value.list).toEqual([
      expect.objectContaining({ kind: 'transferIn', username: names.m, amount: '20.00', status: 'success' }),
    ]);
    expect(transfers.body.value.totals.transfersIn).toBe('20.00');
    const onlyDeposits = await api(t.app, 'GET', `/api/agent/team-transactions?${around}&kind=deposit`, token);
    expect(onlyDeposits.body.value.total).toBe(0);
  });

  it("lists the agent's income from the ledger by kind", async () => {
    expect((await api(t.app, 'GET', '/api/agent/revenue', token)).body.value).toMatchObject({
      list: [],
      total: 0,
      totals: { total: '0.00' },
    });
    await transfer(t.db, {
      merchantId,
      idempotencyKey: `test-dividend:${ids.a}`,
      debit: { kind: 'house' },
      credit: { kind: 'member', memberId: ids.a! },
      amount: 12_345n,
      currency: 'CNY',
      reason: 'dividend',
      reference: 'contract 1',
    });
    const today = new Date().toISOString().slice(0, 10);
    const res = await api(t.app, 'GET', `/api/agent/revenue?range=custom&from=${today}&to=${today}`, token);
    // the ledger stamps the real time; the range is the real day at GMT+08:00 or the one before
    const other = await api(
      t.app,
      'GET',
      `/api/agent/revenue?range=custom&from=${today}&to=${today}`.replace(
        /\d{4}-\d{2}-\d{2}/g,
        new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
      ),
      token,
    );
    const value = res.body.value.total === 1 ? res.body.value : other.body.value;
    expect(value.list).toEqual([
      expect.objectContaining({ kind: 'dividend', amount: '123.45', reference: 'contract 1' }),
    ]);
    expect(value.totals).toMatchObject({ dividend: '123.45', total: '123.45', rebate: '0.00' });
  });
});
