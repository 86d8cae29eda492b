/**
 * Timers of the cosmetic counters (spec section 4): the jackpot (random 3/4/5 s steps, stored in
 * localStorage) and the hot-card ticker (+165.11 every 3000 ms). Values are integer cents.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  HOT_TICKER_INTERVAL_MS,
  HOT_TICKER_STEP,
  JACKPOT_STORAGE_KEY,
  growJackpot,
  initialJackpot,
  nextJackpotDelay,
} from './jackpot';

function readStored(): string | null {
  try {
    return globalThis.localStorage?.getItem(JACKPOT_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function store(value: number): void {
  try {
    globalThis.localStorage?.setItem(JACKPOT_STORAGE_KEY, String(value));
  } catch {
    // storage unavailable: the counter still runs
  }
}

/** The jackpot value in cents, growing on a 3, 4 or 5 second rhythm. */
export function useJackpot(random: () => number = Math.random): number {
  const [value, setValue] = useState(() => initialJackpot(readStored(), random));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        setValue((v) => {
          const next = growJackpot(v, random);
          store(next);
          return next;
        });
        schedule();
      }, nextJackpotDelay(random));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [random]);
  return value;
}

/**
 * One shared hot-card clock: a single interval while at least one card shows a ticker, so every
 * card steps together and only the ticker texts re-render (not the carousel).
 */
const hotClock = {
  ticks: 0,
  timer: null as ReturnType<typeof setInterval> | null,
  listeners: new Set<() => void>(),
};

function subscribeHotClock(listener: () => void): () => void {
  hotClock.listeners.add(listener);
  hotClock.timer ??= setInterval(() => {
    hotClock.ticks += 1;
    for (const l of hotClock.listeners) l();
  }, HOT_TICKER_INTERVAL_MS);
  return () => {
    hotClock.listeners.delete(listener);
    if (hotClock.listeners.size === 0 && hotClock.timer !== null) {
      clearInterval(hotClock.timer);
      hotClock.timer = null;
      hotClock.ticks = 0;
    }
  };
}

/** Cents added by the hot-card ticker since the first ticker appeared: +165.11 every 3000 ms. */
export function useHotTicker(): number {
  const ticks = useSyncExternalStore(
    subscribeHotClock,
    () => hotClock.ticks,
    () => 0,
  );
  return ticks * HOT_TICKER_STEP;
}
