/**
 * The settlement scheduler (docs/contracts.md "Scheduler"): in the server process, every
 * CONTRACT_SETTLE_INTERVAL_MS (default 30,000 ms) a tick runs {@link settleDue} for every merchant,
 * so each period that has closed since the kind's watermark is settled once and the watermark
 * moves. Ticks never overlap (a tick still running when the next is due makes that one skip); a
 * merchant whose run fails is logged and retried at the next tick, the others go on.
 *
 * Switch (server/plugins/contractScheduler.ts): CONTRACT_SCHEDULER=off never starts it, =on always
 * does; unset, it runs except under jest (JEST_WORKER_ID set), so tests turn it on explicitly.
 */
import type { Db } from '../../db/open.ts';
import { merchants } from '../../db/schema.ts';
import { toContext, type MerchantContext } from '../merchants.ts';
import { clusterOf } from '../../cluster/registry.ts';
import { intervalFrom, startTicker, switchedOn, type Ticker, type TickerLog } from '../jobs/periodic.ts';
import { settleDue } from './settle.ts';
import { addTotals, emptyTotals, type SettleTotals } from './settlements.ts';
import { serverSettings, type Settings } from '../../config.ts';

/** The default tick interval, ms (docs/contracts.md "Scheduler": every 30 seconds). */
export const DEFAULT_SETTLE_INTERVAL_MS = 30_000;

/** Whether the scheduler runs in this process (CONTRACT_SCHEDULER: on, off; unset: on, except under jest). */
export const schedulerEnabled = (env: Settings = serverSettings()): boolean => switchedOn(env, 'CONTRACT_SCHEDULER');

/** The tick interval from CONTRACT_SETTLE_INTERVAL_MS (ms, at least 10; default 30,000). */
export const settleInterval = (env: Settings = serverSettings()): number =>
  intervalFrom(env, 'CONTRACT_SETTLE_INTERVAL_MS', DEFAULT_SETTLE_INTERVAL_MS);

/** A logger the scheduler reports failures to (pino's shape). */
export type SchedulerLog = TickerLog;

/** Options of {@link startContractScheduler}. */
export interface SchedulerOptions {
  db: Db;
  /** Tick interval, ms; default {@link DEFAULT_SETTLE_INTERVAL_MS}. */
  intervalMs?: number;
  /** The clock (the app's, which tests move); default the real time. */
  now?: () => Date;
  log?: SchedulerLog;
  /** Run the first tick at once (default true): a fresh database gets its watermarks at start. */
  immediate?: boolean;
}

/** A running scheduler: a tick answers what it settled. */
export type ContractScheduler = Ticker<SettleTotals>;

/** Every merchant as a request would see it. */
async function allMerchants(db: Db): Promise<MerchantContext[]> {
  return (await db.select().from(merchants)).map(toContext);
}

/**
 * One tick: {@link settleDue} at `now` for every merchant; a failing merchant is logged and skipped.
 * @returns the totals over all merchants (paid in minor units, mixed currencies: for logs only).
 */
export async function settleAllMerchants(db: Db, now: Date, log?: SchedulerLog): Promise<SettleTotals> {
  const totals = emptyTotals();
  for (const merchant of await allMerchants(db)) {
    try {
      addTotals(totals, await settleDue(db, merchant, now));
    } catch (err) {
      log?.error({ err, merchant: merchant.code }, 'contract settlement failed');
    }
  }
  return totals;
}

/**
 * Starts ticking every `intervalMs` (the timer does not keep the process alive).
 * @returns the scheduler; call `stop()` when the app closes.
 */
export function startContractScheduler(options: SchedulerOptions): ContractScheduler {
  const now = options.now ?? (() => new Date());
  return startTicker<SettleTotals>({
    run: () => settleAllMerchants(options.db, now(), options.log),
    failed: emptyTotals,
    failure: 'contract settlement tick failed',
    // several server processes on one PostgreSQL: one of them settles each interval (docs/scaling.md "Scheduled jobs")
    name: 'contract-settlement',
    guard: clusterOf(options.db)?.jobs,
    intervalMs: options.intervalMs ?? DEFAULT_SETTLE_INTERVAL_MS,
    log: options.log,
    immediate: options.immediate,
  });
}
