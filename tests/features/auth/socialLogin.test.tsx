/**
 * Social login buttons (spec sections 2 and 5): shown only for the providers the merchant enables
 * (default sample: both; minimal: none); a click goes to the URL the server builds; a refusal
 * (not set up) shows the server's message and logs nobody in. Coming back from the provider
 * (?socialLogin / ?socialError) completes the sign-in or shows why not, and clears the address.
 */
import '../../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import type { AuthApi } from '../../../src/api/auth';
import { SocialLogin } from '../../../src/features/auth/SocialLogin';
import { socialErrorKey, useSocialReturn } from '../../../src/features/auth/useSocialReturn';
import { NoticeDialog } from '../../../src/features/modals/TrialNotice';
import { createRootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';

async function draw(file: string, socialStart: AuthApi['socialStart'], go: (url: string) => void) {
  const store = createRootStore(
    fakeStoreEnv({ api: fakeApi(loadSample(file)), web: emptyWebApi(), auth: { socialStart } as unknown as AuthApi }),
    {},
  );
  await store.config.load();
  renderWith(store, <SocialLogin go={go} />);
  return store;
}

describe('social login', () => {
  it('shows Google and Facebook when configured and goes to the server-built URL', async () => {
    const go = jest.fn<(url: string) => void>();
    const start = jest.fn<AuthApi['socialStart']>(async (p) => ({ url: `https://provider.example/${p}` }));
    await draw('default.json', start, go);
    fireEvent.click(screen.getByRole('button', { name: 'Log in with Facebook' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://provider.example/facebook'));
    expect(screen.getByRole('button', { name: 'Log in with Google' })).toBeTruthy();
  });

  it("shows the server's refusal and logs nobody in", async () => {
    const go = jest.fn<(url: string) => void>();
    const store = await draw(
      'default.json',
      async () => {
        throw new ApiProblem(
          'server',
          'This sign-in method is not set up yet, please log in with your username',
          503,
          'SOCIAL_NOT_CONFIGURED',
          null,
        );
      },
      go,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log in with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in method is not set up yet, please log in with your username',
    );
    expect(go).not.toHaveBeenCalled();
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('is absent when the merchant configures none (minimal sample)', async () => {
    await draw(
      'minimal.json',
      async () => ({ url: 'x' }),
      () => undefined,
    );
    expect(screen.queryByTestId('social-login')).toBeNull();
  });
});

function Returned() {
  useSocialReturn();
  return <NoticeDialog />;
}

const member = {
  id: 41,
  account: 'gk2m7q9x4tz',
  nickname: 'Dev Player',
  type: 0,
  isAgent: false,
  isTrial: false,
  email: 'dev.player@example.com',
  mobileNum: null,
  countryDialingCode: null,
  affiliateCode: null,
};

describe('coming back from the provider', () => {
  it('?socialLogin completes the sign-in with the ticket, stores the session, clears the address and runs the first-login action', async () => {
    const socialComplete = jest.fn<AuthApi['socialComplete']>(async () => ({
      token: 'tok-social',
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
      passwordChangeRequired: false,
      member,
    }));
    const web = emptyWebApi();
    web.announcements = async (_lang, execution) => ({
      banners: [],
      player: [],
      promotion: [],
      popup:
        execution === 'A'
          ? [
              {
                id: 2,
                title: 'Welcome, new member!',
                content: '<p>Hi</p>',
                execution: 'F',
                createdAt: '2026-11-01T00:00:00Z',
              },
            ]
          : [],
    });
    const store = createRootStore(
      fakeStoreEnv({
        api: fakeApi(loadSample('default.json')),
        web,
        auth: { socialComplete, memberInfo: async () => member } as unknown as AuthApi,
      }),
      {},
    );
    await store.config.load();
    renderWith(store, <Returned />, '/?socialLogin=google');
    await waitFor(() => expect(store.session.isLoggedIn).toBe(true));
    expect(socialComplete).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('token')).toBe('tok-social');
    expect(store.session.member?.account).toBe('gk2m7q9x4tz');
    expect(screen.getByLabelText('location').textContent).toBe('/');
    expect(store.auth.passwordChangeRequired).toBe(false);
    // the first-login action of a first sign-in, as after any login
    await waitFor(() => expect(store.ui.modal?.name).toBe('announcements'));
  });

  it('?socialError shows the reason in the visitor language and signs nobody in', async () => {
    const socialComplete = jest.fn<AuthApi['socialComplete']>();
    const store = createRootStore(
      fakeStoreEnv({
        api: fakeApi(loadSample('default.json')),
        web: emptyWebApi(),
        auth: { socialComplete } as unknown as AuthApi,
      }),
      {},
    );
    await store.config.load();
    renderWith(store, <Returned />, '/?socialError=SOCIAL_CANCELLED');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in was cancelled. You can try again or log in with your username.',
    );
    expect(screen.getByLabelText('location').textContent).toBe('/');
    expect(socialComplete).not.toHaveBeenCalled();
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('a refused ticket (expired) shows its notice; an unknown code the general one', async () => {
    const socialComplete = jest.fn<AuthApi['socialComplete']>(async () => {
      throw new ApiProblem('unauthorized', 'Ticket invalid', 401, 'TICKET_INVALID');
    });
    const store = createRootStore(
      fakeStoreEnv({
        api: fakeApi(loadSample('default.json')),
        web: emptyWebApi(),
        auth: { socialComplete } as unknown as AuthApi,
      }),
      {},
    );
    await store.config.load();
    renderWith(store, <Returned />, '/?socialLogin=google');
    expect((await screen.findByRole('alert')).textContent).toBe('The sign-in has expired. Please try again.');
    expect(store.session.isLoggedIn).toBe(false);
    expect(socialErrorKey('SOMETHING_NEW')).toBe('auth.social.errors.other');
  });
});
