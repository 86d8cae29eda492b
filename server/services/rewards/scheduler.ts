/**
 * The rewards scheduler (docs/rewards.md "Scheduler"; README "Rewards"): in the server process,
 * every REWARD_JOBS_INTERVAL_MS (default 60,000 ms) a tick runs ./jobs.ts runRewardJobs on the
 * app's clock: due bonuses and rewards expire, ended leaderboard weeks close and pay, VIP members
 * get the month's gift. Ticks never overlap (a tick still running when the next is due makes that
 * one skip); a failing tick is logged and the next one tries again. Every job is idempotent, so
 * two servers or a rerun pay nothing twice.
 *
 * Switch (server/plugins/rewardScheduler.ts): REWARD_SCHEDULER=off never starts it, =on always
 * does; unset, it runs except under jest (JEST_WORKER_ID set), so tests turn it on explicitly.
 */
import type { Db } from '../../db/open.ts';
import { clusterOf } from '../../cluster/registry.ts';
import { intervalFrom, startTicker, switchedOn, type Ticker, type TickerLog } from '../jobs/periodic.ts';
import { runRewardJobs, type RewardJobReport } from './jobs.ts';
import { serverSettings, type Settings } from '../../config.ts';

/** The default tick interval, ms (docs/rewards.md "Scheduler": every 60 seconds). */
export const DEFAULT_REWARD_JOBS_INTERVAL_MS = 60_000;

/** Whether the scheduler runs in this process (REWARD_SCHEDULER: on, off; unset: on, except under jest). */
export const rewardSchedulerEnabled = (env: Settings = serverSettings()): boolean =>
  switchedOn(env, 'REWARD_SCHEDULER');

/** The tick interval from REWARD_JOBS_INTERVAL_MS (ms, at least 10; default 60,000). */
export const rewardJobsInterval = (env: Settings = serverSettings()): number =>
  intervalFrom(env, 'REWARD_JOBS_INTERVAL_MS', DEFAULT_REWARD_JOBS_INTERVAL_MS);

/** A logger the scheduler reports failures to (pino's shape). */
export type RewardSchedulerLog = TickerLog;

/** Options of {@link startRewardScheduler}. */
export interface RewardSchedulerOptions {
  db: Db;
  /** Tick interval, ms; default {@link DEFAULT_REWARD_JOBS_INTERVAL_MS}. */
  intervalMs?: number;
  /** The clock (the app's, which tests move); default the real time. */
  now?: () => Date;
  log?: RewardSchedulerLog;
  /** Run the first tick at once (default true). */
  immediate?: boolean;
}

/** A running scheduler: a tick answers what the jobs did, or null when it failed. */
export type RewardScheduler = Ticker<RewardJobReport | null>;

/**
 * Starts ticking every `intervalMs` (the timer does not keep the process alive).
 * @returns the scheduler; call `stop()` when the app closes.
 */
export function startRewardScheduler(options: RewardSchedulerOptions): RewardScheduler {
  const now = options.now ?? (() => new Date());
  return startTicker<RewardJobReport | null>({
    run: () => runRewardJobs(options.db, now()),
    failed: () => null,
    failure: 'reward jobs tick failed',
    // several server processes on one PostgreSQL: one of them runs each interval (docs/scaling.md "Scheduled jobs")
    name: 'reward-jobs',
    guard: clusterOf(options.db)?.jobs,
    skipped: () => ({
      bonusesExpired: 0,
      rewardsExpired: 0,
      leaderboardsClosed: 0,
      monthlyGifts: 0,
      rafflesDrawn: 0,
      pointsCredited: 0,
    }),
    intervalMs: options.intervalMs ?? DEFAULT_REWARD_JOBS_INTERVAL_MS,
    log: options.log,
    immediate: options.immediate,
  });
}
