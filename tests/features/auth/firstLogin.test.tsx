/**
 * The first-login action (spec section 4): a login whose answer says firstTimeLogin reloads the
 * announcements for logged-in users and opens the popup with the execution A and F items; a
 * later login (not the first) opens nothing and F items stay hidden.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthApi, LoginValue } from '../../../src/api/auth';
import type { Announcement } from '../../../contract/types';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import { createRootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';
import { loadFakeHumanCheck } from './fakeHumanCheck';

const member = {
  id: 7,
  account: 'newbie',
  nickname: 'New',
  type: 0,
  isAgent: false,
  isTrial: false,
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  affiliateCode: null,
};
const popup = (id: number, execution: 'A' | 'B' | 'F', title: string): Announcement => ({
  id,
  title,
  content: `<p>${title}</p>`,
  execution,
  createdAt: '2026-11-01T00:00:00Z',
});

async function loginAs(firstTimeLogin: boolean) {
  const sample = loadSample('default.json');
  const registry = formRegistryOfSiteConfig(sample);
  const forms = formList(registry);
  const loader = {
    schemas: async () => ({
      version: '1',
      tabs: registry.tabs,
      defaultTab: registry.defaultTab,
      problems: registry.problems,
      forms,
    }),
    validators: async () => createInProcessValidators(forms),
  };
  const web = emptyWebApi();
  const announcements = jest.fn(async (_lang: string, execution: 'A' | 'B') => ({
    banners: [],
    player: [],
    promotion: [],
    popup:
      execution === 'A'
        ? [popup(1, 'A', 'Members news'), popup(2, 'F', 'Welcome, new member!')]
        : [popup(3, 'B', 'Guest news')],
  }));
  web.announcements = announcements;
  const value: LoginValue = {
    token: 'tok-f',
    firstTimeLogin,
    passwordExpired: false,
    mustChangePassword: false,
    passwordChangeRequired: false,
    member,
  };
  const store = createRootStore(
    fakeStoreEnv({
      api: fakeApi(sample),
      web,
      auth: { login: async () => value } as unknown as AuthApi,
      forms: loader,
      loadHumanCheck: loadFakeHumanCheck,
    }),
    {},
  );
  await store.config.load();
  store.ui.openModal('login');
  renderWith(store, <ModalHost />);
  fireEvent.change(await screen.findByLabelText('Username', { selector: 'input' }), { target: { value: 'newbie' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Newbie123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
  return { store, announcements };
}

afterEach(() => sessionStorage.clear());

describe('first-login action', () => {
  it('opens the announcement popup with the A and F items after a first-time login', async () => {
    const { store, announcements } = await loginAs(true);
    await waitFor(() => expect(store.ui.modal?.name).toBe('announcements'));
    expect(announcements).toHaveBeenCalledWith(store.ui.lang, 'A');
    expect(await screen.findByText('Welcome, new member!')).toBeTruthy();
    expect(screen.getByText('Members news')).toBeTruthy();
  });

  it('does nothing on a later login, and the F item would stay hidden', async () => {
    const { store, announcements } = await loginAs(false);
    await waitFor(() => expect(store.ui.modal).toBeNull());
    await new Promise((r) => setTimeout(r, 30));
    expect(store.ui.modal).toBeNull();
    expect(announcements).not.toHaveBeenCalledWith(store.ui.lang, 'A');
  });
});
