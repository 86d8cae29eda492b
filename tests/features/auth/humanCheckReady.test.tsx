/**
 * The login's human check (spec section 4: the geetest-style check before a username login) may
 * still be loading when the visitor submits (its chunk on a slow machine): the submit waits for it
 * and then sends the login with a solution, instead of refusing with "complete the human
 * verification first" for a check the visitor could not have done.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthApi, LoginValue } from '../../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import { createRootStore } from '../../../src/stores';
import type { HumanCheckModule } from '../../../src/stores/AuthStore';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';
import { loadFakeHumanCheck } from './fakeHumanCheck';

const member = {
  id: 7,
  account: 'demo01',
  nickname: 'Demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  affiliateCode: null,
};
const value: LoginValue = {
  token: 'tok-h',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  passwordChangeRequired: false,
  member,
};

describe('human check still loading on submit', () => {
  it('the submit waits for the check and logs in with its solution', async () => {
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
    let releaseCheck: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (releaseCheck = resolve));
    const loadHumanCheck = (): Promise<HumanCheckModule> => gate.then(loadFakeHumanCheck);
    const login = jest.fn<AuthApi['login']>(async () => value);
    const store = createRootStore(
      fakeStoreEnv({
        api: fakeApi(sample),
        web: emptyWebApi(),
        auth: { login, captcha: async () => 'data:,' } as unknown as AuthApi,
        forms: loader,
        loadHumanCheck,
      }),
      {},
    );
    await store.config.load();
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    fireEvent.change(await screen.findByLabelText('Username', { selector: 'input' }), { target: { value: 'demo01' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Demo1234' } });
    expect(document.querySelector('altcha-widget')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 30)));
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(login).not.toHaveBeenCalled();
    await act(async () => releaseCheck());
    await waitFor(() =>
      expect(login).toHaveBeenCalledWith({
        type: 'username',
        username: 'demo01',
        password: 'Demo1234',
        altcha: expect.stringMatching(/^human-\d+$/),
      }),
    );
    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
