/**
 * Mounts below-the-fold content after the page's first render, one piece per browser idle period,
 * or at once when it comes near the viewport (the home route does only what it
 * needs first). Until then `placeholder` (a skeleton of the final size) keeps the layout, so
 * nothing shifts. Without IntersectionObserver (jsdom, old browsers) children render at once.
 */
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useInViewport } from './useInViewport';

type IdleWindow = typeof globalThis & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

const queue: (() => void)[] = [];
let draining = false;

/** Runs queued mounts one per idle callback (a short timeout where requestIdleCallback is missing). */
function drain(): void {
  const next = queue.shift();
  if (!next) {
    draining = false;
    return;
  }
  draining = true;
  const g = globalThis as IdleWindow;
  // After a mount, let React render it (its own tasks) before the next idle turn.
  const run = () => {
    next();
    setTimeout(drain, 0);
  };
  if (typeof g.requestIdleCallback === 'function') g.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 16);
}

function whenIdleTurn(cb: () => void): () => void {
  let cancelled = false;
  queue.push(() => {
    if (!cancelled) cb();
  });
  if (!draining) drain();
  return () => {
    cancelled = true;
  };
}

export function Deferred({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { near } = useInViewport(ref, '200px');
  const [idle, setIdle] = useState(false);
  const ready = near || idle;
  // A transition: React renders the section in short slices, yielding to the browser.
  useEffect(() => (ready ? undefined : whenIdleTurn(() => startTransition(() => setIdle(true)))), [ready]);
  if (ready) return <>{children}</>;
  return <div ref={ref}>{placeholder}</div>;
}
