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
import { runRewardJobs, type RewardJobReport } from './jobs.ts';

/** The default tick interval, ms (docs/rewards.md "Scheduler": every 60 seconds). */
export const DEFAULT_REWARD_JOBS_INTERVAL_MS = 60_000;

/** Whether the scheduler runs in this process (REWARD_SCHEDULER: on, off; unset: on, except under jest). */
export function rewardSchedulerEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.REWARD_SCHEDULER?.trim().toLowerCase();
  if (value === 'off') return false;
  if (value === 'on') return true;
  return env.JEST_WORKER_ID === undefined;
}

/** The tick interval from REWARD_JOBS_INTERVAL_MS (ms, at least 10; default 60,000). */
export function rewardJobsInterval(env: NodeJS.ProcessEnv = process.env): number {
  const ms = Number(env.REWARD_JOBS_INTERVAL_MS);
  return Number.isFinite(ms) && ms >= 10 ? Math.floor(ms) : DEFAULT_REWARD_JOBS_INTERVAL_MS;
}

/** A logger the scheduler reports failures to (pino's shape). */
export interface RewardSchedulerLog {
  error(obj: object, msg: string): void;
}

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

/** A running scheduler. */
export interface RewardScheduler {
  /** Runs one tick now (waits for a running one instead of starting a second). @returns what it did, or null when it failed. */
  tick(): Promise<RewardJobReport | null>;
  /** Stops the timer and waits for a running tick to finish. */
  stop(): Promise<void>;
  /** Ticks finished so far. */
  readonly ticks: number;
}

/**
 * Starts ticking every `intervalMs` (the timer does not keep the process alive).
 * @returns the scheduler; call `stop()` when the app closes.
 */
export function startRewardScheduler(options: RewardSchedulerOptions): RewardScheduler {
  const now = options.now ?? (() => new Date());
  let running: Promise<RewardJobReport | null> | null = null;
  let stopped = false;
  let ticks = 0;
  const tick = (): Promise<RewardJobReport | null> => {
    running ??= runRewardJobs(options.db, now())
      .catch((err: unknown) => {
        options.log?.error({ err }, 'reward jobs tick failed');
        return null;
      })
      .finally(() => {
        running = null;
        ticks += 1;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped && !running) void tick();
  }, options.intervalMs ?? DEFAULT_REWARD_JOBS_INTERVAL_MS);
  timer.unref();
  if (options.immediate !== false) void tick();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (running) await running;
    },
    get ticks() {
      return ticks;
    },
  };
}
