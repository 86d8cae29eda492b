/**
 * Missions (docs/rewards.md "Missions and leaderboards"; server/services/rewards/missions.ts):
 * progress from real vendor protocol rounds and credited deposits for each kind (validBet in a
 * category or any, winRounds, playDays once per reporting day, deposit), completion offering the
 * reward once (a replayed credit and further play offer nothing), period rollover, and the
 * summary route (states, percent, endsAt, completedUnclaimed; real members only).
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { MissionSummary } from '../../../../contract/types.ts';
import { memberRewards, missionProgress } from '../../../../server/db/schema.ts';
import { demoMerchantId } from '../agent/support.ts';
import {
  deposit,
  freshMember,
  playRound,
  playRoundWithReplay,
  sessionAt,
  setRewardSettings,
} from './missionsSupport.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';

jest.setTimeout(60_000);

let t: TestApp;
let merchantId: number;
// Wednesday 2031-03-05 12:00 at the demo's GMT+08:00: day 2031-03-05, week 2031-W10
let clock = new Date('2031-03-05T04:00:00Z');

const title = (EN: string) => ({ TW: EN, EN });

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock } });
  merchantId = await demoMerchantId(t.db);
  await setRewardSettings(t.db, merchantId, (s) => {
    s.missions = [
      {
        id: 'bet-bgs',
        enabled: true,
        period: 'daily',
        kind: 'validBet',
        category: 'BGS',
        target: '100.00',
        reward: '5.00',
        multiple: 1,
        title: { TW: 'BGS 有效投注 100', EN: 'Bet 100 on BGS' },
      },
      {
        id: 'bet-any',
        enabled: true,
        period: 'weekly',
        kind: 'validBet',
        category: null,
        target: '1000.00',
        reward: '10.00',
        multiple: 2,
        title: title('Bet 1000 this week'),
      },
      {
        id: 'wins',
        enabled: true,
        period: 'daily',
        kind: 'winRounds',
        category: null,
        target: '2',
        reward: '3.00',
        multiple: 1,
        title: title('Win 2 rounds'),
      },
      {
        id: 'days',
        enabled: true,
        period: 'weekly',
        kind: 'playDays',
        category: null,
        target: '2',
        reward: '8.00',
        multiple: 1,
        title: title('Play 2 days'),
      },
      {
        id: 'dep',
        enabled: true,
        period: 'daily',
        kind: 'deposit',
        category: null,
        target: '100.00',
        reward: '4.00',
        multiple: 1,
        title: title('Deposit 100'),
      },
      {
        id: 'off',
        enabled: false,
        period: 'daily',
        kind: 'validBet',
        category: null,
        target: '1.00',
        reward: '1.00',
        multiple: 1,
        title: title('Switched off'),
      },
    ];
  });
});
afterAll(() => t.close());

const progressOf = async (memberId: number) =>
  Object.fromEntries(
    (await t.db.select().from(missionProgress).where(eq(missionProgress.memberId, memberId))).map((r) => [
      `${r.missionId}@${r.periodKey}`,
      r,
    ]),
  );
const missionRewards = (memberId: number) =>
  t.db
    .select()
    .from(memberRewards)
    .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.source, 'mission')));
const summary = async (memberId: number) => {
  const res = await api<MissionSummary>(t.app, 'GET', '/api/rewards/missions', await sessionAt(t.db, memberId, clock));
  expect(res.status).toBe(200);
  return res.body.value;
};

describe('progress of each kind', () => {
  it('validBet counts the bet in its category only; the weekly one counts any category; a disabled mission counts nothing', async () => {
    const m = await freshMember(t.db, merchantId);
    const who = { memberId: m.id, merchantId };
    await playRound(t.app, t.db, who, '30.00', '0', clock);
    await playRound(t.app, t.db, who, '50.00', '0', clock, 'BGS_BACCARAT'); // LIVE
    const p = await progressOf(m.id);
    expect(p['bet-bgs@2031-03-05']!.progress).toBe(3_000n);
    expect(p['bet-any@2031-W10']!.progress).toBe(8_000n);
    expect(p['off@2031-03-05']).toBeUndefined();
    expect(p['wins@2031-03-05']).toBeUndefined(); // no round paid anything
    expect(p['days@2031-W10']!.progress).toBe(1n);
  });

  it('winRounds adds 1 per round that paid more than 0; playDays counts a day once', async () => {
    const m = await freshMember(t.db, merchantId);
    const who = { memberId: m.id, merchantId };
    await playRound(t.app, t.db, who, '1.00', '1.50', clock);
    await playRound(t.app, t.db, who, '1.00', '0', clock);
    await playRound(t.app, t.db, who, '1.00', '0.01', clock);
    let p = await progressOf(m.id);
    expect(p['wins@2031-03-05']!.progress).toBe(2n);
    expect(p['days@2031-W10']!.progress).toBe(1n);
    expect(p['days@2031-W10']!.lastDay).toBe('2031-03-05');
    // 23:59 local the same day: still one day; 00:00 the next day: two
    await playRound(t.app, t.db, who, '1.00', '0', new Date('2031-03-05T15:59:00Z'));
    expect((await progressOf(m.id))['days@2031-W10']!.progress).toBe(1n);
    clock = new Date('2031-03-05T16:00:00Z');
    await playRound(t.app, t.db, who, '1.00', '0', clock);
    p = await progressOf(m.id);
    expect(p['days@2031-W10']!.progress).toBe(2n);
    expect(p['days@2031-W10']!.lastDay).toBe('2031-03-06');
    expect(p['days@2031-W10']!.completedAt).not.toBeNull();
    clock = new Date('2031-03-05T04:00:00Z');
  });

  it('deposit missions add the credited amount', async () => {
    const m = await freshMember(t.db, merchantId);
    await deposit(t.db, merchantId, m.id, 4_000n, clock);
    await deposit(t.db, merchantId, m.id, 2_500n, clock);
    const p = await progressOf(m.id);
    expect(p['dep@2031-03-05']!.progress).toBe(6_500n);
    expect(p['dep@2031-03-05']!.completedAt).toBeNull();
    expect(await missionRewards(m.id)).toEqual([]);
  });
});

describe('completion', () => {
  it('offers the reward once when the target is crossed; further play and a replayed credit offer nothing', async () => {
    const m = await freshMember(t.db, merchantId);
    const who = { memberId: m.id, merchantId };
    await playRound(t.app, t.db, who, '60.00', '0', clock);
    expect(await missionRewards(m.id)).toEqual([]);
    await playRoundWithReplay(t.app, t.db, who, '60.00', '0', clock);
    const rewards = await missionRewards(m.id);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({
      sourceRef: `${m.id}:bet-bgs:2031-03-05`,
      amount: 500n,
      multiple: 100,
      state: 'claimable',
      titleEn: 'Mission reward: Bet 100 on BGS',
    });
    expect(rewards[0]!.expiresAt!.getTime()).toBe(clock.getTime() + 7 * 86_400_000);
    const row = (await progressOf(m.id))['bet-bgs@2031-03-05']!;
    expect(row.progress).toBe(12_000n); // the replay added nothing
    expect(row.completedAt).toEqual(clock);
    expect(row.rewardId).toBe(rewards[0]!.id);
    await playRound(t.app, t.db, who, '80.00', '0', clock);
    expect(await missionRewards(m.id)).toHaveLength(1);

    const s = await summary(m.id);
    const bet = s.daily.find((x) => x.id === 'bet-bgs')!;
    expect(bet).toMatchObject({
      state: 'completed',
      progress: '100.00',
      target: '100.00',
      percent: 100,
      reward: '5.00',
      multiple: 1,
      rewardId: rewards[0]!.id,
      endsAt: '2031-03-05T16:00:00.000Z',
    });
    expect(s.completedUnclaimed).toBe(1);
    expect(s.weekly.find((x) => x.id === 'bet-any')).toMatchObject({
      state: 'inProgress',
      progress: '200.00',
      percent: 20,
      multiple: 2,
    });
    expect(s.weeklyEndsAt).toBe('2031-03-09T16:00:00.000Z');
    expect(s.daily.map((x) => x.id)).toEqual(['bet-bgs', 'wins', 'dep']);

    // claimed in the reward center: the summary reads claimed
    await t.db
      .update(memberRewards)
      .set({ state: 'claimed', claimedAt: clock })
      .where(eq(memberRewards.id, rewards[0]!.id));
    const after = await summary(m.id);
    expect(after.daily.find((x) => x.id === 'bet-bgs')!.state).toBe('claimed');
    expect(after.completedUnclaimed).toBe(0);
  });

  it('a deposit crossing the target offers once; the next day is a new period', async () => {
    const m = await freshMember(t.db, merchantId);
    await deposit(t.db, merchantId, m.id, 10_000n, clock);
    await deposit(t.db, merchantId, m.id, 10_000n, clock);
    expect((await missionRewards(m.id)).map((r) => r.sourceRef)).toEqual([`${m.id}:dep:2031-03-05`]);
    const next = new Date('2031-03-06T01:00:00Z'); // 09:00 the next day
    await deposit(t.db, merchantId, m.id, 10_000n, next);
    expect((await missionRewards(m.id)).map((r) => r.sourceRef).sort()).toEqual([
      `${m.id}:dep:2031-03-05`,
      `${m.id}:dep:2031-03-06`,
    ]);
  });
});

describe('period rollover and the route', () => {
  it('a new day starts the daily missions at 0 while the week goes on; a new week restarts the weekly ones', async () => {
    const m = await freshMember(t.db, merchantId);
    const who = { memberId: m.id, merchantId };
    await playRound(t.app, t.db, who, '40.00', '0', clock);
    clock = new Date('2031-03-06T04:00:00Z');
    let s = await summary(m.id);
    expect(s.daily.find((x) => x.id === 'bet-bgs')).toMatchObject({
      progress: '0.00',
      percent: 0,
      state: 'inProgress',
      endsAt: '2031-03-06T16:00:00.000Z',
    });
    expect(s.weekly.find((x) => x.id === 'bet-any')).toMatchObject({ progress: '40.00', percent: 4 });
    clock = new Date('2031-03-10T04:00:00Z'); // Monday: week 11
    s = await summary(m.id);
    expect(s.weekly.find((x) => x.id === 'bet-any')).toMatchObject({ progress: '0.00', percent: 0 });
    expect(s.weekly.find((x) => x.id === 'days')).toMatchObject({ progress: '0', target: '2', kind: 'playDays' });
    clock = new Date('2031-03-05T04:00:00Z');
  });

  it('needs a real member and answers titles in the caller language', async () => {
    expect((await api(t.app, 'GET', '/api/rewards/missions', null)).status).toBe(401);
    const m = await freshMember(t.db, merchantId, 'mt', 0n, null, clock);
    const tw = await api<MissionSummary>(t.app, 'GET', '/api/rewards/missions', m.token, undefined, 'TW');
    expect(tw.body.value.daily[0]!.title).toBe('BGS 有效投注 100');
    expect(
      (await api<MissionSummary>(t.app, 'GET', '/api/rewards/missions', m.token, undefined, 'EN')).body.value.daily[0]!
        .title,
    ).toBe('Bet 100 on BGS');
  });
});
