/**
 * The rewards scheduler in the server process (docs/rewards.md "Scheduler";
 * server/services/rewards/scheduler.ts): once the app is ready it runs the reward jobs (expiries,
 * leaderboard closes, monthly VIP gifts), then again every REWARD_JOBS_INTERVAL_MS (default
 * 60,000 ms), on the app's clock; it stops when the app closes (waiting for a running tick).
 *
 * Switch: REWARD_SCHEDULER=off never starts it and =on always does; unset, it runs everywhere
 * except under jest (JEST_WORKER_ID is set there). `app.rewardScheduler` is the running scheduler,
 * or null.
 */
import fp from 'fastify-plugin';
import {
  rewardJobsInterval,
  rewardSchedulerEnabled,
  startRewardScheduler,
  type RewardScheduler,
} from '../services/rewards/scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The running rewards scheduler, null when switched off (REWARD_SCHEDULER). */
    rewardScheduler: RewardScheduler | null;
  }
}

export default fp(
  async (app) => {
    app.decorate('rewardScheduler', null);
    app.addHook('onClose', async () => {
      await app.rewardScheduler?.stop();
    });
    if (!rewardSchedulerEnabled()) return;
    app.addHook('onReady', async () => {
      app.rewardScheduler = startRewardScheduler({
        db: app.db,
        intervalMs: rewardJobsInterval(),
        now: () => app.auth.now(),
        log: app.log,
      });
    });
  },
  { name: 'reward-scheduler', dependencies: ['services', 'auth'] },
);
