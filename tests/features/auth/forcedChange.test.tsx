/**
 * The forced password change (spec section 4: the default initial password or an expired one)
 * cannot be dismissed: Escape at every stage of the login flow (while the change dialog's chunk
 * loads, in the commit that swaps the login dialog for it, once it shows), its missing close
 * button, another dialog (a first-login popup, a menu action) and a reload all leave it in place.
 * It goes only when the password is changed or the member logs out.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthApi, LoginValue } from '../../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import { createRootStore, type RootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';
import { loadFakeHumanCheck } from './fakeHumanCheck';

const member = {
  id: 7,
  account: 'newbie01',
  nickname: 'New',
  type: 0,
  isAgent: false,
  isTrial: false,
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  affiliateCode: null,
};
const forcedLogin: LoginValue = {
  token: 'tok-f',
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: true,
  passwordChangeRequired: true,
  member,
};

const tick = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

/** A loaded store whose sign-in API answers `login` once it is released (so Escape can be pressed in between). */
async function forcedStore(over: Partial<AuthApi> = {}) {
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
  let release: (value: LoginValue) => void = () => undefined;
  const login = jest.fn<AuthApi['login']>(() => new Promise<LoginValue>((resolve) => (release = resolve)));
  const auth = {
    login,
    logout: async () => undefined,
    memberInfo: async () => member,
    captcha: async () => 'data:,',
    ...over,
  } as unknown as AuthApi;
  const store: RootStore = createRootStore(
    fakeStoreEnv({ api: fakeApi(sample), web: emptyWebApi(), auth, forms: loader, loadHumanCheck: loadFakeHumanCheck }),
    {},
  );
  await store.config.load();
  return { store, login, release: (value: LoginValue) => release(value) };
}

async function submitLogin(store: RootStore, login: jest.Mock<AuthApi['login']>) {
  store.ui.openModal('login');
  renderWith(store, <ModalHost />);
  fireEvent.change(await screen.findByLabelText('Username', { selector: 'input' }), { target: { value: 'newbie01' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Aa123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(login).toHaveBeenCalled());
}

const forcedOpen = (store: RootStore) =>
  expect(store.ui.modal).toEqual({ name: 'changePassword', params: { forced: 'true' } });

afterEach(() => sessionStorage.clear());

describe('forced password change', () => {
  it('Escape at every stage after the login answer never dismisses it', async () => {
    const { store, login, release } = await forcedStore();
    await submitLogin(store, login);
    await act(async () => release(forcedLogin));
    // Escape in every turn while the change dialog's chunk loads and the login dialog goes away.
    for (let i = 0; i < 200 && !screen.queryByTestId('changePassword-modal'); i++) {
      pressEscape();
      await tick();
    }
    const dialog = await screen.findByTestId('changePassword-modal');
    for (let i = 0; i < 5; i++) {
      pressEscape();
      await tick();
    }
    forcedOpen(store);
    expect(dialog.isConnected).toBe(true);
    expect(screen.getByTestId('changePassword-modal')).toBe(dialog);
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('has no close button, and another dialog cannot replace it', async () => {
    const { store, login, release } = await forcedStore();
    await submitLogin(store, login);
    await act(async () => release(forcedLogin));
    const dialog = await screen.findByTestId('changePassword-modal');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    act(() => store.ui.openModal('announcements'));
    forcedOpen(store);
    act(() => store.ui.closeModal());
    forcedOpen(store);
    act(() => store.ui.openModal('memberCenter', { page: 'securityCenter' }));
    forcedOpen(store);
    act(() => store.ui.openModal('changePassword'));
    forcedOpen(store);
    await tick();
    expect(screen.getByTestId('changePassword-modal')).toBeTruthy();
  });

  it('logging out from it releases it (cancel keeps it)', async () => {
    const { store, login, release } = await forcedStore();
    await submitLogin(store, login);
    await act(async () => release(forcedLogin));
    const dialog = await screen.findByTestId('changePassword-modal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByTestId('logout-modal');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => forcedOpen(store));
    fireEvent.click(within(await screen.findByTestId('changePassword-modal')).getByRole('button', { name: 'Log out' }));
    fireEvent.click(within(await screen.findByTestId('logout-modal')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.auth.passwordChangeRequired).toBe(false);
    expect(store.auth.knownPassword).toBeNull();
    act(() => store.ui.openModal('announcements'));
    expect(store.ui.modal?.name).toBe('announcements');
  });

  it('a reload keeps it due (the old password is asked then); logout forgets it', async () => {
    const { store, login, release } = await forcedStore();
    await submitLogin(store, login);
    await act(async () => release(forcedLogin));
    await screen.findByTestId('changePassword-modal');
    expect(sessionStorage.getItem('mustChangePassword')).toBe('true');
    cleanup();
    // The page is loaded again: a new store finds the token and the pending change in session storage.
    const sample = loadSample('default.json');
    const reloaded = createRootStore(
      fakeStoreEnv({
        api: fakeApi(sample),
        web: emptyWebApi(),
        auth: { memberInfo: async () => member } as unknown as AuthApi,
        forms: store.auth.env.forms,
      }),
      { session: { token: 'tok-f' } },
    );
    await reloaded.config.load();
    await reloaded.auth.restore();
    forcedOpen(reloaded);
    renderWith(reloaded, <ModalHost />);
    const dialog = await screen.findByTestId('changePassword-modal');
    expect(await within(dialog).findByLabelText('Current password', { selector: 'input' })).toBeTruthy();
    act(() => reloaded.session.clear());
    expect(reloaded.auth.passwordChangeRequired).toBe(false);
    expect(sessionStorage.getItem('mustChangePassword')).toBeNull();
  });

  it('a changed password releases it for good', async () => {
    const changePassword = jest.fn<AuthApi['changePassword']>(async () => undefined);
    const { store, login, release } = await forcedStore({ changePassword });
    await submitLogin(store, login);
    await act(async () => release(forcedLogin));
    const dialog = await screen.findByTestId('changePassword-modal');
    fireEvent.change(await within(dialog).findByLabelText('New password', { selector: 'input' }), {
      target: { value: 'Abc12345' },
    });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password', { selector: 'input' }), {
      target: { value: 'Abc12345' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    // spec section 8: "you have successfully changed your password"
    expect((await screen.findByTestId('toast')).textContent).toBe('You have successfully changed your password.');
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'Aa123456',
      newPassword: 'Abc12345',
      confirmNewPassword: 'Abc12345',
    });
    expect(store.auth.passwordChangeRequired).toBe(false);
    expect(sessionStorage.getItem('mustChangePassword')).toBeNull();
    act(() => store.ui.openModal('announcements'));
    expect(store.ui.modal?.name).toBe('announcements');
  });
});
