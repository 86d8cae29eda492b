/**
 * The carousels' arrow rule of spec section 9 (hot carousel row): arrows when there are more than
 * 7 hot items, more than 12 for the other carousels. The carousels' slide counts, autoplay delays
 * and speeds are in contract/spec.ts.
 */
import { HOT_ARROWS_ABOVE, OTHER_ARROWS_ABOVE } from '../../../contract/spec';

/** Whether a carousel of `count` items shows arrows. */
export function showArrows(count: number, kind: 'hot' | 'other'): boolean {
  return count > (kind === 'hot' ? HOT_ARROWS_ABOVE : OTHER_ARROWS_ABOVE);
}

/** Gap between the hot carousel's slides (px): Swiper's spaceBetween, and the still first view's column gap (HotGames.tsx). */
export const HOT_GAP_PX = 14;
