/**
 * Waiting for a draw's result (docs/lottery.md sections 4 and 6): when the time of a draw a page
 * shows passes, the page re-fetches, then polls every 5 s until the vendor's result is there, and
 * gives up on that draw after 2 minutes (the vendor's feed may be late; the next draw is then
 * watched). One watch per page; `stop` when the page closes.
 */

/** Poll interval after a draw's time (ms). */
export const DRAW_POLL_MS = 5_000;
/** How long a page polls for one draw's result before it gives up (ms). */
export const DRAW_GIVE_UP_MS = 120_000;
/** setTimeout's longest delay; a longer wait is re-armed when it ends. */
const MAX_DELAY_MS = 2_147_483_647;

/** A draw a page waits for: its game (`key`), id and draw time (ISO). */
export interface DrawRef {
  key: string;
  drawId: string;
  drawAt: string;
}

export interface DrawWatchOptions {
  /** The draws the page shows that have no result yet (open draws). */
  pending(): readonly DrawRef[];
  /** Whether the page's data now holds the result of `ref` (drawn or void). */
  arrived(ref: DrawRef): boolean;
  /** Re-fetches the page's data (a failure is ignored: the next poll tries again). */
  refetch(): Promise<unknown>;
  pollMs?: number;
  giveUpMs?: number;
  now?: () => number;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * Arms a timer at the next pending draw's time; then re-fetches at once and every `pollMs` until
 * the result arrived or `giveUpMs` passed; then arms the next one. `start` when the page opens,
 * `arm` after every load (a load finishing after `stop` arms nothing).
 */
export class DrawWatch {
  private timer: Timer | null = null;
  private target: DrawRef | null = null;
  private startedAt = 0;
  private stopped = true;
  private readonly abandoned = new Set<string>();
  private readonly pollMs: number;
  private readonly giveUpMs: number;
  private readonly now: () => number;

  constructor(private readonly options: DrawWatchOptions) {
    this.pollMs = options.pollMs ?? DRAW_POLL_MS;
    this.giveUpMs = options.giveUpMs ?? DRAW_GIVE_UP_MS;
    this.now = options.now ?? Date.now;
  }

  /** The draw being polled for, or null while waiting (or idle). */
  get polling(): DrawRef | null {
    return this.target;
  }

  /** Starts watching (the page opened): arms the wait (see {@link arm}). */
  start(): void {
    this.stopped = false;
    this.arm();
  }

  /** (Re)arms the wait for the earliest pending draw without a result; does nothing while polling or stopped. */
  arm(): void {
    if (this.stopped || this.target) return;
    this.clear();
    const next = this.options
      .pending()
      .filter(
        (r) =>
          !this.abandoned.has(`${r.key}|${r.drawId}`) &&
          Number.isFinite(Date.parse(r.drawAt)) &&
          !this.options.arrived(r),
      )
      .sort((a, b) => Date.parse(a.drawAt) - Date.parse(b.drawAt))[0];
    if (!next) return;
    const delay = Date.parse(next.drawAt) - this.now();
    if (delay > MAX_DELAY_MS) {
      this.timer = setTimeout(() => this.rearm(), MAX_DELAY_MS);
      return;
    }
    this.timer = setTimeout(() => this.begin(next), Math.max(0, delay));
  }

  /** Stops waiting and polling (the page closed). */
  stop(): void {
    this.stopped = true;
    this.target = null;
    this.clear();
  }

  private rearm(): void {
    this.timer = null;
    this.arm();
  }

  private begin(ref: DrawRef): void {
    this.timer = null;
    this.target = ref;
    this.startedAt = this.now();
    void this.tick();
  }

  private async tick(): Promise<void> {
    const ref = this.target;
    if (!ref || this.stopped) return;
    try {
      await this.options.refetch();
    } catch {
      // a failed poll is retried on the next tick
    }
    if (this.stopped || this.target !== ref) return;
    const done = this.options.arrived(ref);
    if (!done && this.now() - this.startedAt + this.pollMs <= this.giveUpMs) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.tick();
      }, this.pollMs);
      return;
    }
    if (!done) this.abandoned.add(`${ref.key}|${ref.drawId}`);
    this.target = null;
    this.arm();
  }

  private clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** A lottery page model's watch slot (the lobby, /vnLottery and /seaLottery models). */
export interface WatchSlot {
  readonly watch: DrawWatch | null;
  setWatch(watch: DrawWatch | null): void;
}

/** Replaces the page's watch by a new one over `options` and starts it (the page opens). */
export function restartWatch(page: WatchSlot, options: DrawWatchOptions): void {
  page.watch?.stop();
  const watch = new DrawWatch(options);
  page.setWatch(watch);
  watch.start();
}

/** Stops and drops the page's watch (the page closes). */
export function dropWatch(page: WatchSlot): void {
  page.watch?.stop();
  page.setWatch(null);
}
