/**
 * New-IP extra verification in the login dialog (spec sections 4 and 8) with a fake sign-in API:
 * the login answers IP_VERIFICATION_REQUIRED with a ticket and the offered methods; the dialog
 * lists them (masked), sends the code by the chosen one, submits it, and the login finishes
 * (closed dialog, token stored, home); a wrong code shows the server's message.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import type { AuthApi, LoginValue } from '../../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../../engine/forms';
import { createInProcessValidators } from '../../../engine/forms/inProcessValidators';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import { createRootStore } from '../../../src/stores';
import { fakeApi, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';
import { renderWith } from '../helpers';
import { loadFakeHumanCheck } from './fakeHumanCheck';

const member = {
  id: 9,
  account: 'ipguard01',
  nickname: 'Guard',
  type: 0,
  isAgent: false,
  isTrial: false,
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  affiliateCode: null,
};
const value: LoginValue = {
  token: 'tok-ip',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  passwordChangeRequired: false,
  member,
};
const methods = [
  { method: 'sms' as const, target: '+86 139****9001' },
  { method: 'email' as const, target: 'i***@example.com' },
];

async function openLogin(auth: Partial<AuthApi>) {
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
  const store = createRootStore(
    fakeStoreEnv({
      api: fakeApi(sample),
      web: emptyWebApi(),
      auth: { captcha: async () => '', ...auth } as AuthApi,
      forms: loader,
      loadHumanCheck: loadFakeHumanCheck,
    }),
    {},
  );
  await store.config.load();
  store.ui.openModal('login');
  renderWith(store, <ModalHost />, '/casino');
  fireEvent.change(await screen.findByLabelText('Username', { selector: 'input' }), { target: { value: 'ipguard01' } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'Guard1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByTestId('ip-verification');
  return store;
}

const needsIp = async (): Promise<LoginValue> => {
  throw new ApiProblem('unauthorized', 'You are logging in from a new IP address', 401, 'IP_VERIFICATION_REQUIRED', {
    ipVerificationRequired: true,
    ticket: 'tk-1',
    methods,
  });
};

afterEach(() => sessionStorage.clear());

describe('new-IP verification', () => {
  it('offers the methods, sends the code by the chosen one and finishes the login', async () => {
    const send = jest.fn<AuthApi['sendIpVerificationCode']>(async () => ({ expiredMinutes: 5 }));
    const verifyIp = jest.fn<AuthApi['verifyIp']>(async () => value);
    const store = await openLogin({ login: needsIp, sendIpVerificationCode: send, verifyIp });
    expect(screen.getByLabelText('SMS to +86 139****9001')).toBeChecked();
    fireEvent.click(screen.getByLabelText('E-mail to i***@example.com'));
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(send).toHaveBeenCalledWith('tk-1', 'email'));
    // spec section 8: "verification code sent"
    expect((await screen.findByTestId('toast')).textContent).toBe('Verification code sent.');
    expect(await screen.findByText(/Resend|300|299/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code', { selector: 'input' }), {
      target: { value: ' 123456 ' },
    });
    fireEvent.click(screen.getByTestId('ipVerification-submit'));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(verifyIp).toHaveBeenCalledWith('tk-1', 'email', '123456');
    expect(sessionStorage.getItem('token')).toBe('tok-ip');
    // The dialog closes before the router's navigation renders (react-router commits it in a transition).
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/'));
  });

  it("shows the server's message for a wrong code and can go back to the login form", async () => {
    const verifyIp = jest.fn<AuthApi['verifyIp']>(async () => {
      throw new ApiProblem('badRequest', 'Please enter a valid verification code', 400, 'CODE_INVALID', null);
    });
    const store = await openLogin({ login: needsIp, verifyIp });
    fireEvent.change(screen.getByLabelText('Verification code', { selector: 'input' }), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByTestId('ipVerification-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Please enter a valid verification code');
    expect(verifyIp).toHaveBeenCalledWith('tk-1', 'sms', '000000');
    expect(store.session.isLoggedIn).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByLabelText('Username', { selector: 'input' })).toBeTruthy();
  });

  it('offers the bank account name without a send-code button and submits the typed name', async () => {
    const withBank = [...methods, { method: 'bankName' as const, target: 'ICBC ****1234' }];
    const login = async (): Promise<LoginValue> => {
      throw new ApiProblem(
        'unauthorized',
        'You are logging in from a new IP address',
        401,
        'IP_VERIFICATION_REQUIRED',
        { ipVerificationRequired: true, ticket: 'tk-2', methods: withBank },
      );
    };
    const send = jest.fn<AuthApi['sendIpVerificationCode']>(async () => ({ expiredMinutes: 5 }));
    const verifyIp = jest.fn<AuthApi['verifyIp']>(async () => value);
    const store = await openLogin({ login, sendIpVerificationCode: send, verifyIp });
    expect(screen.getByTestId('send-code')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Bank account holder name (ICBC ****1234)'));
    expect(screen.queryByTestId('send-code')).toBeNull();
    expect(screen.getByTestId('ip-bankName-hint').textContent).toMatch(/account holder name/);
    fireEvent.change(screen.getByLabelText('Verification code', { selector: 'input' }), {
      target: { value: ' Chan Tai Man ' },
    });
    fireEvent.click(screen.getByTestId('ipVerification-submit'));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(verifyIp).toHaveBeenCalledWith('tk-2', 'bankName', 'Chan Tai Man');
    expect(send).not.toHaveBeenCalled();
  });

  it('offers the Google code without a send-code button', async () => {
    const login = async (): Promise<LoginValue> => {
      throw new ApiProblem(
        'unauthorized',
        'You are logging in from a new IP address',
        401,
        'IP_VERIFICATION_REQUIRED',
        { ipVerificationRequired: true, ticket: 'tk-3', methods: [{ method: 'google' as const, target: '' }] },
      );
    };
    const verifyIp = jest.fn<AuthApi['verifyIp']>(async () => value);
    const store = await openLogin({ login, verifyIp });
    expect(screen.getByText('Google Authenticator code')).toBeTruthy();
    expect(screen.queryByTestId('send-code')).toBeNull();
    expect(screen.getByTestId('ip-google-hint').textContent).toMatch(/6-digit code/);
    fireEvent.change(screen.getByLabelText('Verification code', { selector: 'input' }), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByTestId('ipVerification-submit'));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(verifyIp).toHaveBeenCalledWith('tk-3', 'google', '654321');
  });
});
