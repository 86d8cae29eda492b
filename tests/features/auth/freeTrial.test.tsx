/**
 * Free trial (spec sections 3, 6 and 7; FREEPLAY3) with a fake sign-in API: the login dialog's
 * free-trial button logs a trial account in and closes; the trial user then gets
 * in_need_true_account from the shared gate (real play, favourites, centers) and no consolidated
 * data load, while a member's login loads it (AGENTPOLICY3 on in the default sample). The button
 * is absent when the merchant has no free play (minimal sample) and once logged in.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthApi, LoginValue } from '../../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import { createRootStore } from '../../../src/stores';
import { NEED_TRUE_ACCOUNT } from '../../../src/stores/UiStore';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';
import { loadFakeHumanCheck } from './fakeHumanCheck';

const trial: LoginValue = {
  token: 'tok-trial',
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  passwordChangeRequired: false,
  member: {
    id: 40,
    account: 'trial_ab12cd',
    nickname: 'Trial-AB12',
    type: 4,
    isAgent: false,
    isTrial: true,
    email: null,
    mobileNum: null,
    countryDialingCode: null,
    affiliateCode: null,
  },
};

async function storeFor(file: string, auth: Partial<AuthApi>) {
  const sample = loadSample(file);
  const registry = formRegistryOfSiteConfig(sample);
  const forms = formList(registry);
  const api = fakeApi(sample);
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
  const store = createRootStore(
    fakeStoreEnv({ api, web: emptyWebApi(), auth: auth as AuthApi, forms: loader, loadHumanCheck: loadFakeHumanCheck }),
    {},
  );
  await store.config.load();
  return { store, api };
}

afterEach(() => sessionStorage.clear());

describe('free trial', () => {
  it('logs a trial account in from the login dialog; the gate then refuses it and no consolidated data loads', async () => {
    let calls = 0;
    const { store, api } = await storeFor('default.json', { freePlay: async () => (calls++, trial) });
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    fireEvent.click(await screen.findByRole('button', { name: 'Free trial' }));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(calls).toBe(1);
    expect(store.session.role).toBe('trial');
    expect(sessionStorage.getItem('token')).toBe('tok-trial');
    expect(store.ui.requireLogin()).toBe(false);
    expect(store.ui.notice).toBe(NEED_TRUE_ACCOUNT);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls).not.toContain('contractSettings');
  });

  it("a member's login loads the consolidated data when AGENTPOLICY3 is on", async () => {
    const { store, api } = await storeFor('default.json', {});
    store.auth.signedIn({
      ...trial,
      token: 'tok-m',
      member: { ...trial.member, type: 0, isTrial: false, account: 'demo01' },
    });
    await waitFor(() => expect(api.calls).toContain('contractSettings'));
    expect(store.ui.requireLogin()).toBe(true);
  });

  it('is not offered without FREEPLAY3 (minimal sample)', async () => {
    const { store } = await storeFor('minimal.json', {});
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Free trial' })).toBeNull();
  });
});
