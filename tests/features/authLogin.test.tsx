/**
 * Login flow in the login dialog with a fake sign-in API (spec section 4): a failure
 * that flags the captcha reveals it with its image (and an IP that already needs it shows it from the start); remember-password cookies are written when
 * ticked and cleared otherwise; a forced change opens the change-password dialog; a stored
 * token loads the member on start.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiProblem } from '../../src/api/client';
import type { AuthApi, LoginValue } from '../../src/api/auth';
import { formList, formRegistryOfSiteConfig } from '../../engine/forms';
import { createInProcessValidators } from '../../engine/forms/inProcessValidators';
import { ModalHost } from '../../src/features/modals/ModalHost';
import { createRootStore, type RootStore } from '../../src/stores';
import type { FormsLoader } from '../../src/stores/AuthStore';
import { fakeApi, loadSample } from '../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../support/storeEnv';
import { renderWith } from './helpers';
import { humanCheckState, loadFakeHumanCheck } from './auth/fakeHumanCheck';

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
const success = (over: Partial<LoginValue> = {}): LoginValue => ({
  token: 'tok-123',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  passwordChangeRequired: false,
  member,
  ...over,
});

function formsLoader(file: string): FormsLoader {
  const registry = formRegistryOfSiteConfig(loadSample(file));
  const forms = formList(registry);
  return {
    schemas: async () => ({
      version: '1',
      tabs: registry.tabs,
      defaultTab: registry.defaultTab,
      problems: registry.problems,
      forms,
    }),
    validators: async () => createInProcessValidators(forms),
  };
}

function fakeAuth(over: Partial<AuthApi>): AuthApi {
  const no = async () => {
    throw new Error('not expected in this test');
  };
  return {
    captcha: async () => 'data:image/svg+xml;base64,PHN2Zy8+',
    captchaRequired: async () => ({ captchaRequired: false }),
    login: no,
    loginCode: no,
    sendIpVerificationCode: no,
    verifyIp: no,
    freePlay: no,
    logout: async () => undefined,
    memberInfo: no,
    changePassword: no,
    affiliateCheck: no,
    usernameAvailable: no,
    register: no,
    registerMobile: no,
    registerCode: no,
    forgotByEmail: no,
    forgotCode: no,
    setPasswordByPhone: no,
    ...over,
  } as AuthApi;
}

async function storeWith(auth: AuthApi, snapshot = {}): Promise<RootStore> {
  const sample = loadSample('default.json');
  const store = createRootStore(
    fakeStoreEnv({
      api: fakeApi(sample),
      web: emptyWebApi(),
      auth,
      forms: formsLoader('default.json'),
      loadHumanCheck: loadFakeHumanCheck,
    }),
    snapshot,
  );
  await store.config.load();
  return store;
}

async function fillLogin(username: string, password: string) {
  const user = await screen.findByLabelText('Username', { selector: 'input' });
  fireEvent.change(user, { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: password } });
}

afterEach(() => {
  sessionStorage.clear();
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; Max-Age=0; Path=/`;
});

describe('login dialog', () => {
  it('reveals the captcha with its image after a failure that flags it, and shows the server message', async () => {
    const login = jest.fn<AuthApi['login']>(async () => {
      throw new ApiProblem('unauthorized', 'Wrong username or password', 401, 'BAD_CREDENTIALS', {
        captchaRequired: true,
      });
    });
    const store = await storeWith(fakeAuth({ login }));
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    await fillLogin('demo01', 'bad-pass');
    expect(document.querySelector('#login-captcha')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe('Wrong username or password');
    expect(document.querySelector('#login-captcha')).not.toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+'),
    );
    expect(login).toHaveBeenCalledWith({
      type: 'username',
      username: 'demo01',
      password: 'bad-pass',
      altcha: expect.stringMatching(/^human-\d+$/),
    });
  });

  it('shows the captcha from the start when this IP already needs it, so the first try can pass', async () => {
    const login = jest.fn<AuthApi['login']>(async () => {
      throw new ApiProblem('unauthorized', 'Wrong username or password', 401, 'BAD_CREDENTIALS', {
        captchaRequired: true,
      });
    });
    const store = await storeWith(fakeAuth({ login, captchaRequired: async () => ({ captchaRequired: true }) }));
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    await fillLogin('demo01', 'Demo1234');
    await waitFor(() => expect(document.querySelector('#login-captcha')).not.toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+'),
    );
    expect(login).not.toHaveBeenCalled();
  });

  it('when the first captcha image is refused (a shared IP met the limit), shows a load button and retries a second later', async () => {
    const login = async () => {
      throw new ApiProblem('unauthorized', 'Wrong username or password', 401, 'BAD_CREDENTIALS', {
        captchaRequired: true,
      });
    };
    const captcha = jest
      .fn<AuthApi['captcha']>()
      .mockRejectedValueOnce(new ApiProblem('rateLimited', 'Too many requests', 429, 'RATE_LIMITED', null))
      .mockResolvedValue('data:image/svg+xml;base64,UkVUUlk=');
    const store = await storeWith(fakeAuth({ login, captcha }));
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    await fillLogin('demo01', 'bad-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('form-error');
    expect(screen.getByTestId('captcha-refresh').textContent).toBe('Load the captcha');
    await waitFor(
      () => expect(screen.getByTestId('captcha-image').getAttribute('src')).toBe('data:image/svg+xml;base64,UkVUUlk='),
      { timeout: 3000 },
    );
    expect(captcha).toHaveBeenCalledTimes(2);
  });

  it('on success stores the token and session keys, writes remember cookies when ticked, closes and goes to /', async () => {
    const store = await storeWith(fakeAuth({ login: async () => success() }));
    store.ui.openModal('login');
    renderWith(store, <ModalHost />, '/casino');
    await fillLogin('demo01', 'Demo1234');
    fireEvent.click(screen.getByLabelText('Remember password'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(sessionStorage.getItem('account')).toBe('demo01');
    expect(store.session.role).toBe('member');
    expect(document.cookie).toContain('lastUserName=demo01');
    expect(document.cookie).toContain('loginRemember=true');
    expect(document.cookie).toContain('pwd_demo01=Demo1234');
    // The router renders the new location after the modal's store change: wait for it.
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/'));
  });

  it('clears the remember cookies when the box is not ticked', async () => {
    document.cookie = 'lastUserName=demo01; Path=/';
    document.cookie = 'loginRemember=true; Path=/';
    document.cookie = 'pwd_demo01=Demo1234; Path=/';
    const store = await storeWith(fakeAuth({ login: async () => success() }));
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    const box = (await screen.findByLabelText('Remember password')) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect((screen.getByLabelText('Username', { selector: 'input' }) as HTMLInputElement).value).toBe('demo01');
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(document.cookie).not.toContain('loginRemember');
    expect(document.cookie).not.toContain('pwd_demo01');
  });

  it('opens the forced change-password dialog when the answer says so', async () => {
    const store = await storeWith(
      fakeAuth({ login: async () => success({ mustChangePassword: true, passwordChangeRequired: true }) }),
    );
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    await fillLogin('newbie01', 'Aa123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.ui.modal?.name).toBe('changePassword'));
    expect(store.ui.modal?.params).toEqual({ forced: 'true' });
  });

  it('an agent-page login goes to /agentHome and sends agentLogin', async () => {
    const login = jest.fn<AuthApi['login']>(async () => success({ member: { ...member, type: 1, isAgent: true } }));
    const store = await storeWith(fakeAuth({ login }));
    store.ui.openModal('login', { agent: 'true' });
    renderWith(store, <ModalHost />, '/agent');
    await fillLogin('agent01', 'Agent1234');
    expect(document.querySelector('#login-password')).not.toBeNull();
    expect(document.querySelector('#login-remember')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/agentHome'));
    expect(login).toHaveBeenCalledWith({
      type: 'username',
      username: 'agent01',
      password: 'Agent1234',
      altcha: expect.stringMatching(/^human-\d+$/),
      agentLogin: true,
    });
  });

  it('runs the human check on submit, a fresh one per attempt, and refuses to send without it', async () => {
    const login = jest.fn<AuthApi['login']>(async () => {
      throw new ApiProblem('unauthorized', 'Wrong username or password', 401, 'BAD_CREDENTIALS', {});
    });
    const store = await storeWith(fakeAuth({ login }));
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    await fillLogin('demo01', 'bad-pass');
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    expect([...humanCheckState.texts.values()].at(-1)?.label).toBe("I'm not a robot");
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('form-error');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    const [first, second] = login.mock.calls.map(([body]) => body.altcha);
    expect(first).not.toBe(second);

    humanCheckState.failNext = true;
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('Please complete the human verification first'),
    );
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('the sms tab has no human check and sends none', async () => {
    const store = await storeWith(fakeAuth({}));
    store.ui.openModal('login');
    renderWith(store, <ModalHost />);
    fireEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await screen.findByLabelText('Mobile number', { selector: 'input' });
    expect(document.querySelector('altcha-widget')).toBeNull();
  });
});

describe('session on start', () => {
  it('loads member info when a token is stored', async () => {
    const store = await storeWith(fakeAuth({ memberInfo: async () => member }), { session: { token: 'tok-9' } });
    await store.auth.restore();
    expect(store.session.member?.account).toBe('demo01');
    expect(store.session.isLoggedIn).toBe(true);
  });

  it('logout clears session storage except the merchant keys and revokes the token', async () => {
    const revokeToken = jest.fn(async (_t: string) => undefined);
    const sample = loadSample('default.json');
    const store = createRootStore(fakeStoreEnv({ api: fakeApi(sample), web: emptyWebApi(), revokeToken }), {
      session: { token: 'tok-5' },
    });
    sessionStorage.setItem('token', 'tok-5');
    sessionStorage.setItem('merchantCode', 'DEMO');
    sessionStorage.setItem('nickname', 'Demo');
    store.session.clear();
    expect(revokeToken).toHaveBeenCalledWith('tok-5');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('nickname')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('DEMO');
  });
});

describe('password dialogs', () => {
  it('a forced change does not ask the known password again; success reloads the member, closes and goes to /', async () => {
    const changePassword = jest.fn<AuthApi['changePassword']>(async () => undefined);
    const store = await storeWith(
      fakeAuth({
        login: async () => success({ mustChangePassword: true, passwordChangeRequired: true }),
        changePassword,
        memberInfo: async () => ({ ...member, nickname: 'Renewed' }),
      }),
    );
    store.ui.openModal('login');
    renderWith(store, <ModalHost />, '/casino');
    await fillLogin('newbie01', 'Aa123456');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByTestId('changePassword-modal');
    expect(await screen.findByLabelText('New password', { selector: 'input' })).toBeTruthy();
    expect(document.querySelector('#changePassword-oldPassword')).toBeNull();
    fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: 'Abc12345' } });
    fireEvent.change(screen.getByLabelText('Confirm new password', { selector: 'input' }), {
      target: { value: 'Abc12345' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(store.ui.modal).toBeNull());
    expect(changePassword).toHaveBeenCalledWith({
      oldPassword: 'Aa123456',
      newPassword: 'Abc12345',
      confirmNewPassword: 'Abc12345',
    });
    expect(store.session.member?.nickname).toBe('Renewed');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/'));
  });

  it('forgot by e-mail (the default tab of the default sample is by mobile) confirms with in_been_out', async () => {
    const forgotByEmail = jest.fn<AuthApi['forgotByEmail']>(async () => undefined);
    const store = await storeWith(fakeAuth({ forgotByEmail }));
    store.ui.openModal('forgotPassword');
    renderWith(store, <ModalHost />);
    expect(await screen.findByRole('tab', { name: 'By mobile number', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'By e-mail' }));
    fireEvent.change(await screen.findByLabelText('Username', { selector: 'input' }), { target: { value: 'demo01' } });
    fireEvent.change(screen.getByLabelText('E-mail', { selector: 'input' }), {
      target: { value: 'demo01@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('forgot-sent')).textContent).toBe(
      'A password reset e-mail has been sent. Please check your inbox.',
    );
    expect(forgotByEmail).toHaveBeenCalledWith('demo01', 'demo01@example.com');
  });
});
