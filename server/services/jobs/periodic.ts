/**
 * A periodic job in the server process (docs/contracts.md and docs/rewards.md "Scheduler"): the
 * switch and interval read from the environment, and a ticker that runs one job every interval,
 * never two ticks at once (a tick still running when the next is due makes that one skip; asking
 * for a tick while one runs waits for it), logging a failing tick and trying again at the next.
 * The contract settlement and the reward jobs both run on it.
 */

/**
 * Whether a scheduler runs in this process, from its switch variable `name` (on, off; unset: on,
 * except under jest, where JEST_WORKER_ID is set, so tests turn it on explicitly).
 */
export function switchedOn(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === 'off') return false;
  if (value === 'on') return true;
  return env.JEST_WORKER_ID === undefined;
}

/** An interval in ms from the variable `name` (at least 10; `fallback` when unset or invalid). */
export function intervalFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
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
}

/**
 * Starts ticking every `intervalMs` (the timer does not keep the process alive).
 * @returns the ticker; call `stop()` when the app closes.
 */
export function startTicker<R>(options: TickerOptions<R>): Ticker<R> {
  let running: Promise<R> | null = null;
  let stopped = false;
  let ticks = 0;
  const tick = (): Promise<R> => {
    running ??= options
      .run()
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
  const timer = setInterval(() => {
    if (!stopped && !running) void tick();
  }, options.intervalMs);
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
