/**
 * Announcement popup rules (spec sections 3, 4 and 9): 9 titles a page; dismissal is kept in
 * session storage under ANONYMOUS_POPUP (guests) or USER_POPUP (logged-in users) as 'closed'.
 */
import type { SessionRole } from '../../engine/registryTypes';

export const ANNOUNCEMENT_PAGE_SIZE = 9;
export const POPUP_CLOSED = 'closed';

/** The session storage key of a role's popup flag. */
export function popupKey(role: SessionRole): 'ANONYMOUS_POPUP' | 'USER_POPUP' {
  return role === 'guest' ? 'ANONYMOUS_POPUP' : 'USER_POPUP';
}

/** Whether the popup was dismissed in this browser session. */
export function isPopupClosed(role: SessionRole): boolean {
  try {
    return globalThis.sessionStorage?.getItem(popupKey(role)) === POPUP_CLOSED;
  } catch {
    return false;
  }
}

/** Marks the popup dismissed for this browser session. */
export function markPopupClosed(role: SessionRole): void {
  try {
    globalThis.sessionStorage?.setItem(popupKey(role), POPUP_CLOSED);
  } catch {
    // storage blocked: the popup may show again on the next load
  }
}

/** Number of pages for `count` items. */
export function announcementPages(count: number): number {
  return Math.max(1, Math.ceil(count / ANNOUNCEMENT_PAGE_SIZE));
}

/** The items of a 1-based page. */
export function announcementPage<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * ANNOUNCEMENT_PAGE_SIZE, page * ANNOUNCEMENT_PAGE_SIZE);
}
