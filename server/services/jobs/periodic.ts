/**
 * A periodic job in the server process (docs/contracts.md and docs/rewards.md "Scheduler"): the
 * switch and interval read from the environment, and a ticker that runs one job every interval,
 * never two ticks at once (a tick still running when the next is due makes that one skip; asking
 * for a tick while one runs waits for it), logging a failing tick and trying again at the next.
 * The contract settlement and the reward jobs both run on it.
 *
 * Several server processes on one PostgreSQL (docs/scaling.md "Scheduled jobs"): with a `guard`
 * (./once.ts), a timer tick runs only when this process claims the job's period, so the job runs
 * once per interval across all processes and never twice at once; an explicit `tick()` runs at
 * once, holding the job's lock.
 */
import type { JobGuard } from './once.ts';
import { type Settings } from '../../config.ts';

/**
 * Whether a scheduler runs in this process, from its switch variable `name` (on, off; unset: on,
 * except under jest, where JEST_WORKER_ID is set, so tests turn it on explicitly).
 */
export function switchedOn(env: Settings, name: string): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === 'off') return false;
  if (value === 'on') return true;
  return env.JEST_WORKER_ID === undefined;
}

/** An interval in ms from the variable `name` (at least 10; `fallback` when unset or invalid). */
export function intervalFrom(env: Settings, name: string, fallback: number): number {
  const ms = Number(env[name]);
  return Number.isFinite(ms) && ms >= 10 ? Math.floor(ms) : fallback;
}

/** A logger a ticker reports failures to (pino's shape). */
export interface TickerLog {
  error(obj: object, msg: string): void;
}

/** A running ticker. */
export interface Ticker<R> {
  /** Runs one tick now (waits for a running one instead of starting a second). @returns what it did, or the failure value. */
  tick(): Promise<R>;
  /** Stops the timer and waits for a running tick to finish. */
  stop(): Promise<void>;
  /** Ticks finished so far. */
  readonly ticks: number;
}

/** What {@link startTicker} runs. */
export interface TickerOptions<R> {
  /** One tick's work. */
  run(): Promise<R>;
  /** What a failed tick answers (after logging `failure` with the error). */
  failed: () => R;
  failure: string;
  intervalMs: number;
  log?: TickerLog;
  /** Run the first tick at once (default true). */
  immediate?: boolean;
  /** The job's name in the guard's claims (e.g. `contract-settlement`). */
  name?: string;
  /** Once across the server processes (./once.ts); null or absent: every tick runs here. */
  guard?: JobGuard | null;
  /** What a timer tick answers when another process has the period (default: `failed()`). */
  skipped?: () => R;
}

/**
 * Starts ticking every `intervalMs` (the timer does not keep the process alive).
 * @returns the ticker; call `stop()` when the app closes.
 */
export function startTicker<R>(options: TickerOptions<R>): Ticker<R> {
  let running: Promise<R> | null = null;
  let stopped = false;
  let ticks = 0;
  const { guard } = options;
  const name = options.name ?? options.failure;
  const skipped = options.skipped ?? options.failed;
  /** A timer tick claims the period; an explicit one only takes the lock. */
  const work = (timer: boolean): Promise<R> => {
    if (!guard) return options.run();
    if (!timer) return guard.exclusive(name, options.run);
    return guard.claim(name, options.intervalMs, options.run).then((claimed) => (claimed ? claimed.value : skipped()));
  };
  const start = (timer: boolean): Promise<R> => {
    running ??= work(timer)
      .catch((err: unknown) => {
        options.log?.error({ err }, options.failure);
        return options.failed();
      })
      .finally(() => {
        running = null;
        ticks += 1;
      });
    return running;
  };
  const tick = (): Promise<R> => start(false);
  const timer = setInterval(() => {
    if (!stopped && !running) void start(true);
  }, options.intervalMs);
  timer.unref();
  if (options.immediate !== false) void start(true);
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
