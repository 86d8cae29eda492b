/**
 * Carousel constants of spec section 9: the hot games carousel shows 4 slides, autoplays every
 * 1200 ms at speed 1100, and shows arrows when there are more than 7 hot items (more than 12 for
 * the other carousels).
 */
/** Banner carousel (spec section 9): autoplay 5000 ms, speed 1000. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

export const HOT_SLIDES = 4;
export const HOT_AUTOPLAY_MS = 1200;
export const HOT_SPEED_MS = 1100;
export const HOT_ARROWS_ABOVE = 7;
export const OTHER_ARROWS_ABOVE = 12;

/** Whether a carousel of `count` items shows arrows. */
export function showArrows(count: number, kind: 'hot' | 'other'): boolean {
  return count > (kind === 'hot' ? HOT_ARROWS_ABOVE : OTHER_ARROWS_ABOVE);
}
