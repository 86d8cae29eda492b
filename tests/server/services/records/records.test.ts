/**
 * Betting record and profit report (spec section 2: personalHistoryCopy, personalProfit) from rounds played through the vendor protocol: one row per round whatever the
 * retries, the same figures as the protocol calls, filters, paging, totals, ownership.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, login, secureCall, type LoginValue } from '../../support/auth.ts';
import { schemaErrors } from '../../support/schemas.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { demoMember, fund, tokenFor, vendorCall } from '../vendor-protocol/support.ts';

let t: TestApp;
let demo: string;
let other: string;
let trial: string;
const now = new Date();

type Bets = {
  list: {
    roundId: string;
    gameCode: string;
    vendor: string;
    category: string;
    stake: string;
    win: string;
    profit: string | null;
    status: string;
  }[];
  totalCount: number;
  totalPages: number;
  totals: { rounds: number; stake: string; win: string; profit: string };
};
type Profit = {
  categories: { category: string; rounds: number; stake: string; win: string; profit: string }[];
  totals: { rounds: number; stake: string; win: string; profit: string };
};

async function round(token: string, gameCode: string, roundId: string, stake: string, win: string | null) {
  const bet = { transactionId: `${roundId}-d`, roundId, playerToken: token, gameCode, amount: stake, currency: 'CNY' };
  await vendorCall(t.app, 'debit', bet);
  await vendorCall(t.app, 'debit', bet); // a retry: still one round
  if (win !== null)
    await vendorCall(t.app, 'credit', {
      transactionId: `${roundId}-c`,
      roundId,
      playerToken: token,
      gameCode,
      amount: win,
      currency: 'CNY',
      roundClosed: true,
    });
}

beforeAll(async () => {
  t = await createTestApp();
  const member = await demoMember(t.db);
  await fund(t.db, member.merchantId, member.memberId, 50_000n, 'records');
  const slot = await tokenFor(t.db, member, 'BGS_SLOT');
  const fish = await tokenFor(t.db, member, 'BGS_FISH');
  await round(slot, 'BGS_SLOT', 'rec-1', '10.00', '25.50');
  await round(slot, 'BGS_SLOT', 'rec-2', '5.00', '0');
  await round(fish, 'BGS_FISH', 'rec-3', '2.00', '1.00');
  await round(slot, 'BGS_SLOT', 'rec-4', '3.00', null);
  demo = (await login(t.app, { username: 'demo01', password: 'Demo1234' }, { ip: '10.7.0.1' })).body.value.token;
  other = (await login(t.app, { username: 'mobile01', password: 'Mobile1234' }, { ip: '10.7.0.2' })).body.value.token;
  trial = (
    await secureCall<LoginValue>(
      t.app,
      'POST',
      '/api/auth/free-play',
      { os: 'web', platform: 'W', gatewayVersion: 3 },
      { ip: '10.7.0.3' },
    )
  ).body.value.token;
}, 120_000); // logins solve a human check: slow on a loaded machine
afterAll(() => t.close());

describe('betting record', () => {
  it('lists each round once with its stake, win, profit and status, newest first, and the settled totals', async () => {
    const res = await call<Bets>(t.app, 'GET', '/api/records/bets?language=EN', undefined, { token: demo });
    expect(res.status).toBe(200);
    expect(schemaErrors('api/records-bets.json', res.body.value)).toEqual([]);
    const byId = Object.fromEntries(res.body.value.list.map((r) => [r.roundId, r]));
    expect(res.body.value.totalCount).toBe(4);
    expect(byId['rec-1']).toMatchObject({
      gameCode: 'BGS_SLOT',
      vendor: 'BGS',
      category: 'BGS',
      stake: '10.00',
      win: '25.50',
      profit: '15.50',
      status: 'settled',
    });
    expect(byId['rec-2']).toMatchObject({ stake: '5.00', win: '0.00', profit: '-5.00' });
    expect(byId['rec-3']).toMatchObject({ vendor: 'BGS_FISH', category: 'FISH', profit: '-1.00' });
    expect(byId['rec-4']).toMatchObject({ status: 'open', profit: null });
    expect(res.body.value.totals).toEqual({ rounds: 3, stake: '17.00', win: '26.50', profit: '9.50' });
  });

  it('filters by category and vendor, pages, and refuses a reversed range', async () => {
    const fish = await call<Bets>(t.app, 'GET', '/api/records/bets?category=FISH', undefined, { token: demo });
    expect(fish.body.value.list.map((r) => r.roundId)).toEqual(['rec-3']);
    const vendor = await call<Bets>(t.app, 'GET', '/api/records/bets?vendor=BGS&pageSize=2&pageNo=2', undefined, {
      token: demo,
    });
    expect(vendor.body.value).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(vendor.body.value.list).toHaveLength(1);
    const future = new Date(now.getTime() + 86_400_000).toISOString();
    const later = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    expect(
      (await call<Bets>(t.app, 'GET', `/api/records/bets?from=${future}&to=${later}`, undefined, { token: demo })).body
        .value.totalCount,
    ).toBe(0);
    const reversed = await call(t.app, 'GET', `/api/records/bets?from=${later}&to=${future}`, undefined, {
      token: demo,
      language: 'EN',
    });
    expect([reversed.status, reversed.body.code]).toEqual([400, 'BAD_DATE_RANGE']);
  });

  it('shows a member only their own rounds; refuses visitors and trial users', async () => {
    expect(
      (await call<Bets>(t.app, 'GET', '/api/records/bets', undefined, { token: other })).body.value.totalCount,
    ).toBe(0);
    expect((await call(t.app, 'GET', '/api/records/bets')).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/records/profit', undefined, { token: trial })).status).toBe(403);
  });
});

describe('profit report', () => {
  it('sums settled rounds per category and overall', async () => {
    const res = await call<Profit>(t.app, 'GET', '/api/records/profit', undefined, { token: demo });
    expect(schemaErrors('api/records-profit.json', res.body.value)).toEqual([]);
    expect(res.body.value.categories).toEqual([
      { category: 'BGS', rounds: 2, stake: '15.00', win: '25.50', profit: '10.50' },
      { category: 'FISH', rounds: 1, stake: '2.00', win: '1.00', profit: '-1.00' },
    ]);
    expect(res.body.value.totals).toEqual({ rounds: 3, stake: '17.00', win: '26.50', profit: '9.50' });
  });
});
