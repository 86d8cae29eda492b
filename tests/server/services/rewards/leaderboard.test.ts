/**
 * The weekly leaderboards (docs/rewards.md "Missions and leaderboards";
 * server/services/rewards/leaderboard.ts): scores from real vendor protocol rounds, ranks with
 * ties (earlier first), masked names, the caller's own rank inside and outside the top 50, the
 * close paying each prize once through the ledger under two concurrent closes and a rerun, the
 * closed view, and a board switched off.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq, like } from 'drizzle-orm';
import type { Leaderboard } from '../../../../contract/types.ts';
import { bonusGrants, leaderboardScores, memberMessages } from '../../../../server/db/schema.ts';
import { balanceOf } from '../../../../server/ledger/index.ts';
import { closeLeaderboards } from '../../../../server/services/rewards/leaderboard.ts';
import { demoMerchantId } from '../agent/support.ts';
import { freshMember, playRound, sessionAt, setRewardSettings } from './missionsSupport.ts';
import { expectLedgerClean } from '../vendor-protocol/settleSupport.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';

jest.setTimeout(120_000);

let t: TestApp;
let merchantId: number;
// Wednesday 2031-03-05 at GMT+08:00: week 2031-W10 (ends 2031-03-09T16:00Z)
let clock = new Date('2031-03-05T04:00:00Z');
const later = (ms: number) => new Date(clock.getTime() + ms);

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock } });
  merchantId = await demoMerchantId(t.db);
  // the week the seed scored (its play of the seeding week) closes first: the tests count their own weeks' closes
  await closeLeaderboards(t.db, new Date('2031-01-01T00:00:00Z'));
  await setRewardSettings(t.db, merchantId, (s) => {
    s.leaderboards = {
      validBet: { enabled: true, prizes: ['100.00', '50.00', '20.00'], multiple: 2 },
      biggestWin: { enabled: true, prizes: ['30.00'], multiple: 0 },
    };
  });
});
afterAll(() => t.close());

const board = async (memberId: number, q: string) => {
  const res = await api<Leaderboard>(
    t.app,
    'GET',
    `/api/rewards/leaderboard?${q}`,
    await sessionAt(t.db, memberId, clock),
  );
  return res;
};
const balance = (memberId: number) => balanceOf(t.db, { kind: 'member', memberId, merchantId });

type Who = Awaited<ReturnType<typeof freshMember>>;
let a: Who, b: Who, c: Who, d: Who;

describe('scores and ranks', () => {
  it('ranks by value, ties to the earlier, with masked names and the caller own rank', async () => {
    [a, b, c, d] = (await Promise.all(['lba', 'lbb', 'lbc', 'lbd'].map((p) => freshMember(t.db, merchantId, p)))) as [
      Who,
      Who,
      Who,
      Who,
    ];
    const play = (w: Who, stake: string, win: string, at: Date) =>
      playRound(t.app, t.db, { memberId: w.id, merchantId }, stake, win, at);
    await play(a, '100.00', '20.00', later(0));
    await play(b, '300.00', '0', later(1_000));
    await play(c, '60.00', '0', later(2_000));
    await play(c, '41.00', '0', later(3_000)); // c reaches a's 101 later: a ranks first
    await play(d, '50.00', '0', later(4_000));
    await play(a, '1.00', '10.00', later(5_000)); // a smaller win keeps 20
    await play(b, '1.00', '20.00', later(6_000)); // b ties a's 20, later
    clock = later(10_000);

    const res = await board(c.id, 'board=validBet');
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v).toMatchObject({
      board: 'validBet',
      periodKey: '2031-W10',
      from: '2031-03-02T16:00:00.000Z',
      to: '2031-03-09T16:00:00.000Z',
      closed: false,
      prizes: ['100.00', '50.00', '20.00'],
    });
    const mine = (w: Who) =>
      v.entries.find((e) => e.username === `${w.username.slice(0, 2)}***${w.username.slice(-2)}`);
    expect(v.entries.map((e) => e.value)).toEqual(['301.00', '101.00', '101.00', '50.00']);
    expect(v.entries.map((e) => e.prize)).toEqual(['100.00', '50.00', '20.00', null]);
    expect(mine(b)!.rank).toBe(1);
    expect(mine(a)!.rank).toBe(2);
    expect(mine(c)).toMatchObject({ rank: 3, me: true });
    expect(v.entries.filter((e) => e.me)).toHaveLength(1);
    expect(v.entries.every((e) => /^[a-z0-9]{2}\*\*\*[a-z0-9]{2}$/.test(e.username))).toBe(true);
    expect(v.me).toEqual({ rank: 3, value: '101.00' });

    const wins = (await board(d.id, 'board=biggestWin')).body.value;
    expect(wins.entries.map((e) => [e.rank, e.value, e.prize])).toEqual([
      [1, '20.00', '30.00'],
      [2, '20.00', null],
    ]);
    expect(wins.entries[0]!.username.startsWith(a.username.slice(0, 2))).toBe(true);
    expect(wins.me).toEqual({ rank: null, value: '0.00' }); // d never won
  });

  it('shows the caller own rank outside the top 50', async () => {
    const key = '2031-W20';
    const rows = [];
    for (let i = 0; i < 55; i++)
      rows.push({
        merchantId,
        board: 'validBet' as const,
        periodKey: key,
        memberId: (await freshMember(t.db, merchantId, 'lbx', 0n)).id,
        value: BigInt(10_000 + i * 100),
        updatedAt: clock,
      });
    await t.db.insert(leaderboardScores).values(rows);
    const last = rows[0]!.memberId; // the lowest score
    clock = new Date('2031-05-14T04:00:00Z'); // in 2031-W20
    const v = (await board(last, 'board=validBet')).body.value;
    expect(v.periodKey).toBe(key);
    expect(v.entries).toHaveLength(50);
    expect(v.entries[0]!.value).toBe('154.00');
    expect(v.entries.some((e) => e.me)).toBe(false);
    expect(v.me).toEqual({ rank: 55, value: '100.00' });
    clock = new Date('2031-03-05T04:00:10Z');
  });

  it('answers 401 without a login and 400 for an unknown board', async () => {
    expect((await api(t.app, 'GET', '/api/rewards/leaderboard?board=validBet', null)).status).toBe(401);
    const bad = await api(t.app, 'GET', '/api/rewards/leaderboard?board=richest', await sessionAt(t.db, a.id, clock));
    expect(bad.status).toBe(400);
  });
});

describe('the close', () => {
  it('pays each prize once through the ledger under two concurrent closes and a rerun', async () => {
    const before = { a: await balance(a.id), b: await balance(b.id), c: await balance(c.id), d: await balance(d.id) };
    const end = new Date('2031-03-09T16:00:00Z');
    expect(await closeLeaderboards(t.db, new Date(end.getTime() - 1))).toBe(0); // the week has not ended
    const closed = await Promise.all([closeLeaderboards(t.db, end), closeLeaderboards(t.db, end)]);
    expect(closed[0]! + closed[1]!).toBe(2); // validBet and biggestWin of W10, once each (W20 has not ended)
    expect(await closeLeaderboards(t.db, end)).toBe(0);
    expect(await closeLeaderboards(t.db, new Date('2031-03-12T00:00:00Z'))).toBe(0);

    expect((await balance(b.id)) - before.b).toBe(10_000n);
    expect((await balance(a.id)) - before.a).toBe(5_000n + 3_000n);
    expect((await balance(c.id)) - before.c).toBe(2_000n);
    expect(await balance(d.id)).toBe(before.d);
    const grants = await t.db
      .select()
      .from(bonusGrants)
      .where(and(eq(bonusGrants.source, 'leaderboard'), like(bonusGrants.sourceRef, '%:2031-W10:%')));
    expect(grants.map((g) => [g.sourceRef, g.memberId, g.amount, g.multiple, g.required, g.state]).sort()).toEqual(
      [
        ['biggestWin:2031-W10:1', a.id, 3_000n, 0, 0n, 'completed'],
        ['validBet:2031-W10:1', b.id, 10_000n, 200, 20_000n, 'active'],
        ['validBet:2031-W10:2', a.id, 5_000n, 200, 10_000n, 'active'],
        ['validBet:2031-W10:3', c.id, 2_000n, 200, 4_000n, 'active'],
      ].sort(),
    );
    expect(grants.every((g) => g.expiresAt.getTime() === end.getTime() + 30 * 86_400_000)).toBe(true);
    const messages = await t.db.select().from(memberMessages).where(eq(memberMessages.memberId, b.id));
    expect(messages.map((m) => m.titleEn)).toContain('Valid bet leaderboard 2031-W10: rank 1');
    await expectLedgerClean(t.db);

    clock = new Date('2031-03-10T04:00:00Z'); // the next week: W10 is the previous one, closed
    const v = (await board(c.id, 'board=validBet&period=previous')).body.value;
    expect(v).toMatchObject({ periodKey: '2031-W10', closed: true, me: { rank: 3, value: '101.00' } });
    expect(v.entries.map((e) => [e.rank, e.value, e.prize, e.me])).toEqual([
      [1, '301.00', '100.00', false],
      [2, '101.00', '50.00', false],
      [3, '101.00', '20.00', true],
      [4, '50.00', null, false],
    ]);
    const current = (await board(c.id, 'board=validBet')).body.value;
    expect(current).toMatchObject({
      periodKey: '2031-W11',
      closed: false,
      entries: [],
      me: { rank: null, value: '0.00' },
    });
  });

  it('a board switched off scores nothing, answers 404 and does not close', async () => {
    clock = new Date('2031-03-18T04:00:00Z'); // 2031-W12
    const e = await freshMember(t.db, merchantId, 'lbe');
    await playRound(t.app, t.db, { memberId: e.id, merchantId }, '10.00', '15.00', clock);
    await setRewardSettings(t.db, merchantId, (s) => {
      s.leaderboards = {
        validBet: { enabled: true, prizes: ['100.00'], multiple: 1 },
        biggestWin: { enabled: false, prizes: ['30.00'], multiple: 0 },
      };
    });
    await playRound(t.app, t.db, { memberId: e.id, merchantId }, '10.00', '99.00', clock);
    const scores = await t.db.select().from(leaderboardScores).where(eq(leaderboardScores.memberId, e.id));
    expect(scores.map((s) => [s.board, s.value]).sort()).toEqual([
      ['biggestWin', 1_500n],
      ['validBet', 2_000n],
    ]);
    const off = await api(
      t.app,
      'GET',
      '/api/rewards/leaderboard?board=biggestWin',
      await sessionAt(t.db, e.id, clock),
      undefined,
      'EN',
    );
    expect(off.status).toBe(404);
    expect(off.body).toMatchObject({ code: 'LEADERBOARD_OFF', message: 'This leaderboard is not available' });
    const before = await balance(e.id);
    expect(await closeLeaderboards(t.db, new Date('2031-03-23T16:00:00Z'))).toBe(1); // validBet W12 only
    expect((await balance(e.id)) - before).toBe(10_000n);
    expect(await t.db.select().from(bonusGrants).where(eq(bonusGrants.sourceRef, 'biggestWin:2031-W12:1'))).toEqual([]);
  });
});
