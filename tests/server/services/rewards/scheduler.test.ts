/**
 * The rewards scheduler (docs/rewards.md "Scheduler"; server/services/rewards/scheduler.ts,
 * server/plugins/rewardScheduler.ts) and its dev test clock (server/routes/dev/rewards.ts): the
 * switch and the interval from the environment, off by default under jest, ticking the reward
 * jobs on the app's clock when switched on (a leaderboard week closes), never overlapping,
 * stopping with the app; POST /dev/rewards/run {at} runs the jobs at `at` once, refuses a bad
 * instant, and exists only with the dev tools.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { leaderboardCloses, leaderboardScores } from '../../../../server/db/schema.ts';
import {
  DEFAULT_REWARD_JOBS_INTERVAL_MS,
  rewardJobsInterval,
  rewardSchedulerEnabled,
  startRewardScheduler,
} from '../../../../server/services/rewards/scheduler.ts';
import { demoMerchantId } from '../agent/support.ts';
import { closeLeaderboards } from '../../../../server/services/rewards/leaderboard.ts';
import { freshMember } from './missionsSupport.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';

jest.setTimeout(120_000);

/**
 * A validBet score of a fresh member in week `key` (2031-W10 ends 2031-03-09T16:00Z at GMT+08:00),
 * after the weeks the seed scored (this week's seeded play) are closed, so only `key` is left to close.
 */
async function scoreIn(t: TestApp, key: string): Promise<number> {
  const merchantId = await demoMerchantId(t.db);
  await closeLeaderboards(t.db, new Date('2031-03-02T00:00:00Z'));
  const m = await freshMember(t.db, merchantId, 'rsch', 0n);
  await t.db.insert(leaderboardScores).values({
    merchantId,
    board: 'validBet',
    periodKey: key,
    memberId: m.id,
    value: 12_345n,
    updatedAt: new Date('2031-03-04T00:00:00Z'),
  });
  return merchantId;
}
const closesOf = (t: TestApp, merchantId: number, key: string) =>
  t.db
    .select()
    .from(leaderboardCloses)
    .where(and(eq(leaderboardCloses.merchantId, merchantId), eq(leaderboardCloses.periodKey, key)));

describe('the switch and the interval', () => {
  it('runs unless REWARD_SCHEDULER=off, and never under jest unless REWARD_SCHEDULER=on', () => {
    expect(rewardSchedulerEnabled({})).toBe(true);
    expect(rewardSchedulerEnabled({ REWARD_SCHEDULER: 'off' })).toBe(false);
    expect(rewardSchedulerEnabled({ REWARD_SCHEDULER: ' OFF ' })).toBe(false);
    expect(rewardSchedulerEnabled({ JEST_WORKER_ID: '1' })).toBe(false);
    expect(rewardSchedulerEnabled({ JEST_WORKER_ID: '1', REWARD_SCHEDULER: 'on' })).toBe(true);
    expect(rewardSchedulerEnabled(process.env)).toBe(process.env.REWARD_SCHEDULER === 'on');
  });

  it('reads REWARD_JOBS_INTERVAL_MS, 60 s by default or when unreadable', () => {
    expect(DEFAULT_REWARD_JOBS_INTERVAL_MS).toBe(60_000);
    expect(rewardJobsInterval({})).toBe(60_000);
    expect(rewardJobsInterval({ REWARD_JOBS_INTERVAL_MS: '5000' })).toBe(5_000);
    expect(rewardJobsInterval({ REWARD_JOBS_INTERVAL_MS: 'often' })).toBe(60_000);
    expect(rewardJobsInterval({ REWARD_JOBS_INTERVAL_MS: '0' })).toBe(60_000);
  });
});

describe('the scheduler and the plugin', () => {
  const saved = { on: process.env.REWARD_SCHEDULER, ms: process.env.REWARD_JOBS_INTERVAL_MS };
  afterEach(() => {
    for (const [name, value] of [
      ['REWARD_SCHEDULER', saved.on],
      ['REWARD_JOBS_INTERVAL_MS', saved.ms],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const until = async (check: () => Promise<boolean>, ms = 30_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('is off by default under jest', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.rewardScheduler).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('a tick asked while one runs waits for it instead of starting another', async () => {
    const t = await createTestApp();
    try {
      const merchantId = await scoreIn(t, '2031-W10');
      const scheduler = startRewardScheduler({
        db: t.db,
        intervalMs: 60_000,
        now: () => new Date('2031-03-10T00:00:00Z'),
        immediate: false,
      });
      const [one, two] = await Promise.all([scheduler.tick(), scheduler.tick()]);
      expect(one).toBe(two);
      expect(one).toMatchObject({ leaderboardsClosed: 1 });
      expect(scheduler.ticks).toBe(1);
      expect(await scheduler.tick()).toMatchObject({ leaderboardsClosed: 0 });
      await scheduler.stop();
      expect(await closesOf(t, merchantId, '2031-W10')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('when switched on, ticks on the app clock every REWARD_JOBS_INTERVAL_MS and stops with the app', async () => {
    process.env.REWARD_SCHEDULER = 'on';
    process.env.REWARD_JOBS_INTERVAL_MS = '30';
    let clock = new Date('2031-03-09T15:00:00Z'); // W10 has not ended
    const t = await createTestApp({ auth: { now: () => clock } });
    let closed = false;
    try {
      expect(t.app.rewardScheduler).not.toBeNull();
      const merchantId = await scoreIn(t, '2031-W10');
      const scheduler = t.app.rewardScheduler!;
      await until(async () => scheduler.ticks >= 3);
      expect(await closesOf(t, merchantId, '2031-W10')).toEqual([]);
      clock = new Date('2031-03-09T16:00:01Z');
      await until(async () => (await closesOf(t, merchantId, '2031-W10')).length > 0);
      expect((await closesOf(t, merchantId, '2031-W10'))[0]!.results).toMatchObject([
        { rank: 1, value: '12345', prize: '88800' },
      ]);
      await t.close();
      closed = true;
      const ticks = scheduler.ticks;
      await new Promise((r) => setTimeout(r, 150));
      expect(scheduler.ticks).toBe(ticks);
    } finally {
      if (!closed) await t.close();
    }
  });
});

describe('the dev test clock (POST /dev/rewards/run)', () => {
  it('runs the reward jobs at `at`, once, and refuses a bad instant', async () => {
    const t = await createTestApp({ auth: { now: () => new Date('2031-03-05T00:00:00Z'), devTools: true } });
    try {
      const merchantId = await scoreIn(t, '2031-W10');
      const run = (body: unknown, lang: 'TW' | 'EN' = 'EN') => api(t.app, 'POST', '/dev/rewards/run', null, body, lang);
      // the seed's weekend raffle (drawn at its end, years before) is due too
      expect((await run({ at: '2031-03-09T15:59:59Z' })).body.value).toEqual({
        bonusesExpired: 0,
        rewardsExpired: 0,
        leaderboardsClosed: 0,
        monthlyGifts: 0,
        rafflesDrawn: 1,
        pointsCredited: 0,
      });
      const first = await run({ at: '2031-03-09T16:00:00Z' });
      expect(first.status).toBe(200);
      expect(first.body.value).toMatchObject({ leaderboardsClosed: 1 });
      expect((await run({ at: '2031-03-09T16:00:00Z' })).body.value).toMatchObject({ leaderboardsClosed: 0 });
      expect(await closesOf(t, merchantId, '2031-W10')).toHaveLength(1);
      for (const bad of ['tomorrow', '2031-03-09', '2031-13-01T00:00:00Z', '']) {
        const refused = await run({ at: bad });
        expect([refused.status, refused.body.success, refused.body.code]).toEqual([400, false, 'BAD_REQUEST']);
      }
      expect((await run({ at: 'soon' }, 'TW')).body.message).toBe(
        'at 必須是含時區的 ISO 8601 時間，例如 2026-03-02T00:00:00Z',
      );
      expect((await run({})).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('does not exist without the dev tools', async () => {
    const t = await createTestApp({ auth: { devTools: false } });
    try {
      expect((await api(t.app, 'POST', '/dev/rewards/run', null, { at: '2031-03-09T16:00:00Z' })).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
