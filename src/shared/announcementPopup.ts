/**
 * Announcement popup rules (spec sections 3, 4 and 9): 9 titles a page; dismissal is kept in
 * session storage under ANONYMOUS_POPUP (guests) or USER_POPUP (logged-in users) as 'closed'.
 */
import type { SessionRole } from '../../engine/registryTypes';
import type { Announcement } from '../../contract/types';
import { ANNOUNCEMENT_PAGE_SIZE } from '../../contract/spec';

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

/** What the first-login action needs of the root store. */
export interface FirstLoginStores {
  ui: { lang: string; modal: unknown; openModal(name: 'announcements'): void };
  session: { role: SessionRole; firstTimeLogin: boolean; isLoggedIn: boolean };
  content: {
    reloadForLanguage(lang: string, execution: 'A' | 'B'): Promise<unknown>;
    popupFor(role: SessionRole, firstTimeLogin?: boolean): Announcement[];
  };
}

/** The popup's items for the session: execution F joins A on a first-time login (spec section 4). */
export function popupItems(stores: Pick<FirstLoginStores, 'session' | 'content'>): Announcement[] {
  return stores.content.popupFor(stores.session.role, stores.session.firstTimeLogin);
}

/**
 * The first-login action (spec section 4: "trigger the first-login action if firstTimeLogin"):
 * announcements reload for logged-in users (on login, spec section 4), then the popup opens with
 * the A and F items, whatever an earlier dismissal said, unless another dialog is open (e.g. a
 * forced password change). Does nothing for other logins. Never rejects.
 */
export async function showFirstLoginPopup(stores: FirstLoginStores): Promise<void> {
  if (!stores.session.isLoggedIn || !stores.session.firstTimeLogin) return;
  try {
    await stores.content.reloadForLanguage(stores.ui.lang, 'A');
  } catch {
    return;
  }
  // the member may have logged out while the announcements loaded
  if (!stores.session.isLoggedIn) return;
  if (!stores.ui.modal && popupItems(stores).length > 0) stores.ui.openModal('announcements');
}
