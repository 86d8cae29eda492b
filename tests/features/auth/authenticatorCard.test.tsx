/**
 * The security center's Google Authenticator card (spec section 4: the Google code of the new-IP
 * verification) with a fake API: not bound, "Bind" shows the secret as a QR code and as text, a
 * wrong first code shows the server's message, the right one shows it bound; a bound one unbinds
 * with a current code.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import type { AuthenticatorApi } from '../../../src/api/authenticator';
import { AuthenticatorCard } from '../../../src/features/member-center/pages/security/AuthenticatorCard';
import { createRootStore, type StoreEnv } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { renderWith } from '../helpers';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

function renderCard(api: AuthenticatorApi) {
  const store = createRootStore({ ...storeEnvFor(loadSample('default.json')), authenticator: api } as StoreEnv, {});
  renderWith(store, <AuthenticatorCard />);
}

describe('Google Authenticator card', () => {
  it('binds: QR and key shown, a wrong code refused with the server message, the right one bound', async () => {
    const confirm = jest.fn<AuthenticatorApi['confirm']>(async (code) => {
      if (code !== '123456')
        throw new ApiProblem('badRequest', 'Please enter a valid verification code', 400, 'CODE_INVALID', null);
      return { bound: true };
    });
    renderCard({
      status: async () => ({ bound: false }),
      setup: async () => ({ secret: SECRET, uri: `otpauth://totp/Demo:demo01?secret=${SECRET}&issuer=Demo` }),
      confirm,
      unbind: async () => ({ bound: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bind authenticator' }));
    expect((await screen.findByTestId('authenticator-secret')).textContent).toBe(SECRET);
    expect(screen.getByTestId('authenticator-qr').tagName.toLowerCase()).toBe('svg');
    const input = screen.getByLabelText('Authenticator code');
    const button = screen.getByRole('button', { name: 'Confirm binding' });
    expect(button).toBeDisabled();
    fireEvent.change(input, { target: { value: '000000' } });
    fireEvent.click(button);
    expect((await screen.findByTestId('authenticator-error')).textContent).toBe(
      'Please enter a valid verification code',
    );
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText('Bound')).toBeTruthy());
    expect(confirm).toHaveBeenLastCalledWith('123456');
    expect(screen.queryByTestId('authenticator-qr')).toBeNull();
  });

  it('shows a bound authenticator without a bind button; unbinds with a current code', async () => {
    const unbind = jest.fn<AuthenticatorApi['unbind']>(async (code) => {
      if (code !== '654321')
        throw new ApiProblem('badRequest', 'Please enter a valid verification code', 400, 'CODE_INVALID', null);
      return { bound: false };
    });
    renderCard({
      status: async () => ({ bound: true }),
      setup: async () => ({ secret: SECRET, uri: '' }),
      confirm: async () => ({ bound: true }),
      unbind,
    });
    expect(await screen.findByText('Bound')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bind authenticator' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unbind' }));
    const input = screen.getByLabelText('Authenticator code');
    const button = screen.getByRole('button', { name: 'Confirm unbind' });
    expect(button).toBeDisabled();
    fireEvent.change(input, { target: { value: '111111' } });
    fireEvent.click(button);
    expect((await screen.findByTestId('authenticator-error')).textContent).toBe(
      'Please enter a valid verification code',
    );
    expect(screen.queryByRole('button', { name: 'Bind authenticator' })).toBeNull();
    fireEvent.change(input, { target: { value: '654321' } });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Bind authenticator' })).toBeTruthy();
    expect(unbind).toHaveBeenLastCalledWith('654321');
  });
});
