/**
 * Whether the visitor asked the system for reduced motion (`prefers-reduced-motion: reduce`, WCAG 2.3.3),
 * followed live. Carousels then stop moving by themselves (the visitor still pages them by hand) and the
 * CSS animations of the home page stand still (their own `@media (prefers-reduced-motion)` rules).
 * Outside a browser (jsdom without matchMedia) the answer is false.
 */
import { useSyncExternalStore } from 'react';
import type { AutoplayOptions } from 'swiper/types';

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

/**
 * The autoplay props of a home carousel (spec section 9): `delay` ms between slides, kept on
 * interaction and paused under the mouse; none under reduced motion. `key` changes with the
 * preference, so the Swiper is drawn again (Swiper reads autoplay when it starts).
 */
export function useCarouselAutoplay(delay: number): { key: string; autoplay: AutoplayOptions | false } {
  const still = useReducedMotion();
  return still
    ? { key: 'still', autoplay: false }
    : { key: 'moving', autoplay: { delay, disableOnInteraction: false, pauseOnMouseEnter: true } };
}
