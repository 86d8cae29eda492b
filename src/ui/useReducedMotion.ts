/**
 * Whether the visitor asked the system for reduced motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3),
 * followed live. Carousels then stop moving by themselves (the visitor still pages them by hand) and the
 * CSS animations of the home page stand still (their own `@media (prefers-reduced-motion)` rules).
 * Outside a browser (jsdom without matchMedia) the answer is false.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  if (!list) return () => undefined;
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True while the system asks for reduced motion. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
