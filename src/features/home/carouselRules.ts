/**
 * Carousel constants of spec section 9: the hot games carousel shows 4 slides, autoplays every
 * 1200 ms at speed 1100, and shows arrows when there are more than 7 hot items (more than 12 for
 * the other carousels).
 */
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS, HOT_ARROWS_ABOVE, HOT_AUTOPLAY_MS, HOT_SLIDES, HOT_SPEED_MS, OTHER_ARROWS_ABOVE } from '../../../contract/spec';

/** Whether a carousel of `count` items shows arrows. */
export function showArrows(count: number, kind: 'hot' | 'other'): boolean {
  return count > (kind === 'hot' ? HOT_ARROWS_ABOVE : OTHER_ARROWS_ABOVE);
}
