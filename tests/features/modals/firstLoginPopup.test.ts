/**
 * The first-login action (spec section 4: "trigger the first-login action if firstTimeLogin"):
 * after the announcements reload, the popup opens with the A and F items unless another dialog
 * is open, the login was not a first one, or the member logged out meanwhile.
 */
import { describe, expect, it } from '@jest/globals';
import type { Announcement } from '../../../contract/types';
import { showFirstLoginPopup, type FirstLoginStores } from '../../../src/shared/announcementPopup';

const item: Announcement = {
  id: 1,
  title: 'Welcome',
  content: '<p>Hi</p>',
  execution: 'F',
  createdAt: '2026-11-21T00:00:00.000Z',
};

function stores(opts: { firstTimeLogin?: boolean; modal?: unknown; logoutDuringLoad?: boolean } = {}) {
  const opened: string[] = [];
  const s: FirstLoginStores = {
    ui: { lang: 'EN', modal: opts.modal ?? null, openModal: (name) => void opened.push(name) },
    session: { role: 'member', firstTimeLogin: opts.firstTimeLogin ?? true, isLoggedIn: true },
    content: {
      reloadForLanguage: async () => {
        if (opts.logoutDuringLoad) s.session.isLoggedIn = false;
      },
      popupFor: () => [item],
    },
  };
  return { s, opened };
}

describe('showFirstLoginPopup', () => {
  it('opens the announcements on a first login', async () => {
    const { s, opened } = stores();
    await showFirstLoginPopup(s);
    expect(opened).toEqual(['announcements']);
  });

  it('does nothing on a later login or while another dialog is open', async () => {
    for (const opts of [{ firstTimeLogin: false }, { modal: { name: 'changePassword' } }]) {
      const { s, opened } = stores(opts);
      await showFirstLoginPopup(s);
      expect(opened).toEqual([]);
    }
  });

  it('does not open after the member logged out while the announcements loaded', async () => {
    const { s, opened } = stores({ logoutDuringLoad: true });
    await showFirstLoginPopup(s);
    expect(opened).toEqual([]);
  });
});
