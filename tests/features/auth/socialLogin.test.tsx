/**
 * Social login buttons (spec sections 2 and 5): shown only for the providers the merchant enables
 * (default sample: both; minimal: none); a click goes to the URL the server builds; a refusal
 * (not set up) shows the server's message and logs nobody in.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import type { AuthApi } from '../../../src/api/auth';
import { SocialLogin } from '../../../src/features/auth/SocialLogin';
import { createRootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi } from '../../support/storeEnv';
import { renderWith } from '../helpers';

async function draw(file: string, socialStart: AuthApi['socialStart'], go: (url: string) => void) {
  const store = createRootStore({ api: fakeApi(loadSample(file)), web: emptyWebApi(), auth: { socialStart } as unknown as AuthApi }, {});
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
    const store = await draw('default.json', async () => {
      throw new ApiProblem('server', 'This sign-in method is not set up yet, please log in with your username', 503, 'SOCIAL_NOT_CONFIGURED', null);
    }, go);
    fireEvent.click(screen.getByRole('button', { name: 'Log in with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This sign-in method is not set up yet, please log in with your username');
    expect(go).not.toHaveBeenCalled();
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('is absent when the merchant configures none (minimal sample)', async () => {
    await draw('minimal.json', async () => ({ url: 'x' }), () => undefined);
    expect(screen.queryByTestId('social-login')).toBeNull();
  });
});
