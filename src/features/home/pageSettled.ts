/**
 * "After the page has settled": the window's load event, then the next frame's paint, then a
 * browser idle period (at most {@link SETTLE_IDLE_TIMEOUT_MS} later). Work that the first paint does
 * not need but the visitor soon will (a carousel's Swiper, which moves its first slide only after its
 * autoplay delay) starts then, so it never competes with the home route's scripts, data and largest
 * image, and what was drawn before it (the still first banner) has been painted.
 */
import { useEffect, useState } from 'react';

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Longest wait for an idle period after the load event (ms). */
export const SETTLE_IDLE_TIMEOUT_MS = 2000;

/** Whether this environment can wait (a browser page with requestIdleCallback); jsdom and tools cannot. */
export function canWaitForSettle(): boolean {
  const g = globalThis as IdleWindow;
  return typeof g.requestIdleCallback === 'function' && typeof g.document !== 'undefined';
}

/**
 * Calls `cb` once the page has settled (load event, a painted frame, then an idle period); at once
 * (in a task) where the environment cannot wait ({@link canWaitForSettle}).
 * @returns a function that cancels the call.
 */
export function whenPageSettled(cb: () => void): () => void {
  const g = globalThis as IdleWindow;
  let cancelled = false;
  let frame: number | null = null;
  let idleId: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    if (!cancelled) cb();
  };
  // A task queued from an animation frame runs after that frame has been painted.
  const afterPaint = () => {
    timer = setTimeout(() => {
      if (!cancelled) idleId = g.requestIdleCallback!(run, { timeout: SETTLE_IDLE_TIMEOUT_MS });
    }, 0);
  };
  const onLoad = () => {
    if (!cancelled) frame = requestAnimationFrame(afterPaint);
  };
  if (!canWaitForSettle()) timer = setTimeout(run, 0);
  else if (g.document.readyState === 'complete') onLoad();
  else g.addEventListener('load', onLoad, { once: true });
  return () => {
    cancelled = true;
    if (frame !== null) cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
    if (idleId !== null) g.cancelIdleCallback?.(idleId);
    g.removeEventListener?.('load', onLoad);
  };
}

/**
 * Hook: false until the page has settled ({@link whenPageSettled}) after the calling component's
 * first render, then true; true from the start where the environment cannot wait.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(() => !canWaitForSettle());
  useEffect(() => (settled ? undefined : whenPageSettled(() => setSettled(true))), [settled]);
  return settled;
}
