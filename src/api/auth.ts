/**
 * Accounts and sign-in calls (spec section 7; server: server/routes/auth). Calls marked encrypted
 * go through a {@link SecureChannel} (src/api/secure.ts). Failures throw ApiProblem; its `value`
 * carries `captchaRequired` (show the captcha field and load its image) or
 * `ipVerificationRequired` with `ticket` and `methods` (new-IP verification).
 *
 * The captcha's challenge id travels in an http-only cookie set by GET captcha, so the login
 * body carries only the typed digits.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import { createSecureChannel, type SecureChannel } from './secure';
import type {
  AffiliateCheckValue,
  AuthCodeValue,
  FeedbackBody,
  HumanCheckChallenge,
  IpCodeBody,
  IpMethod,
  LoginPayload,
  LoginValue,
  MemberInfo,
  MobilePayload,
  PasswordByPhoneBody,
  PasswordChangeBody,
  RegisterCodeBody,
  UsernameAvailability,
} from '../../contract/types';
import { PLATFORM } from '../../contract/spec';

/** Member info, login and sign-in payloads: the shared types (contract/types.ts). */
export type {
  IpMethod,
  LoginFailureValue,
  LoginPayload,
  LoginValue,
  MemberInfo,
  MobilePayload,
} from '../../contract/types';

/** Registration fields (spec section 3, registration user); which ones apply is up to the merchant's rules. */
export type RegisterPayload = Record<string, string | boolean | undefined>;

export interface AuthApi {
  captcha(): Promise<string>;
  /** Whether this IP's next login must carry the captcha (spec section 4: the field shows from the start). */
  captchaRequired(): Promise<{ captchaRequired: boolean }>;
  /** A fresh ALTCHA challenge for the login's human check (handed to the widget as is). */
  humanCheckChallenge(): Promise<HumanCheckChallenge>;
  login(body: LoginPayload): Promise<LoginValue>;
  loginCode(body: MobilePayload): Promise<AuthCodeValue>;
  sendIpVerificationCode(ticket: string, method: IpCodeBody['method']): Promise<AuthCodeValue>;
  /** `code`: the code sent by sms or email, or for bankName the payee name of a bank card. */
  verifyIp(ticket: string, method: IpMethod, code: string): Promise<LoginValue>;
  freePlay(): Promise<LoginValue>;
  logout(): Promise<void>;
  memberInfo(): Promise<MemberInfo>;
  changePassword(body: PasswordChangeBody): Promise<void>;
  affiliateCheck(code: string, domain: string): Promise<AffiliateCheckValue>;
  usernameAvailable(username: string): Promise<boolean>;
  register(body: RegisterPayload): Promise<LoginValue>;
  registerMobile(body: RegisterPayload): Promise<LoginValue>;
  registerCode(body: RegisterCodeBody): Promise<AuthCodeValue>;
  forgotByEmail(username: string, email: string): Promise<void>;
  forgotCode(body: MobilePayload): Promise<AuthCodeValue>;
  /** The provider's sign-in URL for a social login (the browser goes there). */
  socialStart(provider: 'google' | 'facebook'): Promise<{ url: string }>;
  /** Completes a social sign-in after the provider's callback: its one-time ticket travels in an http-only cookie. */
  socialComplete(): Promise<LoginValue>;
  /** PUT feedback (spec section 7): the captcha's id travels in its cookie. */
  feedback(body: FeedbackBody): Promise<void>;
  setPasswordByPhone(body: PasswordByPhoneBody): Promise<LoginValue>;
}

/** Binds the sign-in calls to one axios instance (its interceptor adds the bearer token). */
export function createAuthApi(http: AxiosInstance, secure: SecureChannel = createSecureChannel(http)): AuthApi {
  return {
    captcha: () => request<string>(http, { method: 'GET', url: ENDPOINTS.captcha }),
    captchaRequired: () =>
      request<{ captchaRequired: boolean }>(http, { method: 'GET', url: ENDPOINTS.captchaRequired }),
    humanCheckChallenge: () => request<HumanCheckChallenge>(http, { method: 'GET', url: ENDPOINTS.humanCheck }),
    login: (body) => secure.send<LoginValue>({ method: 'POST', url: ENDPOINTS.login }, { type: 'username', ...body }),
    loginCode: (body) => request(http, { method: 'POST', url: ENDPOINTS.loginCode, data: body }),
    sendIpVerificationCode: (ticket, method) =>
      request(http, { method: 'POST', url: ENDPOINTS.loginIpVerificationCode, data: { ticket, method } }),
    verifyIp: (ticket, method, code) =>
      request(http, { method: 'POST', url: ENDPOINTS.loginIpVerification, data: { ticket, method, code } }),
    freePlay: () =>
      secure.send<LoginValue>(
        { method: 'POST', url: ENDPOINTS.freePlay },
        { os: 'web', platform: 'W', gatewayVersion: 3 },
      ),
    logout: async () => {
      await request<null>(http, { method: 'DELETE', url: ENDPOINTS.logout });
    },
    memberInfo: () => request<MemberInfo>(http, { method: 'GET', url: ENDPOINTS.memberInfo }),
    changePassword: async (body) => {
      await secure.send<null>({ method: 'POST', url: ENDPOINTS.changePassword }, body);
    },
    affiliateCheck: (code, domain) =>
      request(http, { method: 'GET', url: ENDPOINTS.affiliateCheck, params: { code, domain } }),
    usernameAvailable: async (username) =>
      (await request<UsernameAvailability>(http, { method: 'GET', url: ENDPOINTS.usernameCheck, params: { username } }))
        .available,
    register: (body) => secure.send<LoginValue>({ method: 'PUT', url: ENDPOINTS.register }, { login: true, ...body }),
    registerMobile: (body) =>
      secure.send<LoginValue>(
        { method: 'PUT', url: ENDPOINTS.registerMobile },
        { login: true, registerMethod: PLATFORM, ...body },
      ),
    registerCode: (body) => request(http, { method: 'POST', url: ENDPOINTS.registerCode, data: body }),
    forgotByEmail: async (username, email) => {
      await request<null>(http, {
        method: 'POST',
        url: ENDPOINTS.forgotByEmail,
        data: new URLSearchParams({ username, email }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    },
    forgotCode: (body) => request(http, { method: 'POST', url: ENDPOINTS.forgotCode, data: body }),
    socialStart: (provider) =>
      request(http, { method: 'GET', url: ENDPOINTS.socialLogin.replace(':provider', provider) }),
    socialComplete: () => request<LoginValue>(http, { method: 'POST', url: ENDPOINTS.socialComplete }),
    feedback: async (body) => {
      await request<null>(http, { method: 'PUT', url: ENDPOINTS.feedback, data: body });
    },
    setPasswordByPhone: (body) => secure.send<LoginValue>({ method: 'POST', url: ENDPOINTS.setPasswordByPhone }, body),
  };
}
