/**
 * Authenticator binding calls of the security center (spec section 4: the Google code of the
 * new-IP verification; schemas/api/account-authenticator.json).
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import { defaultHttp } from './defaultHttp';

export interface AuthenticatorApi {
  /** Whether a confirmed authenticator is bound. */
  status(): Promise<{ bound: boolean }>;
  /** A new secret (Base32) and its otpauth:// URI for the QR code; 409 AUTHENTICATOR_BOUND when bound. */
  setup(): Promise<{ secret: string; uri: string }>;
  /** Binds with the app's current code; 400 CODE_INVALID when wrong. */
  confirm(code: string): Promise<{ bound: boolean }>;
  /** Unbinds with the app's current code; 400 CODE_INVALID when wrong or already used. */
  unbind(code: string): Promise<{ bound: boolean }>;
}

/** Binds the calls to `http`. */
export function createAuthenticatorApi(http: AxiosInstance): AuthenticatorApi {
  return {
    status: () => request(http, { url: ENDPOINTS.authenticator }),
    setup: () => request(http, { url: `${ENDPOINTS.authenticator}/setup`, method: 'POST' }),
    confirm: (code) => request(http, { url: `${ENDPOINTS.authenticator}/confirm`, method: 'POST', data: { code } }),
    unbind: (code) => request(http, { url: `${ENDPOINTS.authenticator}/unbind`, method: 'POST', data: { code } }),
  };
}

let fallback: AuthenticatorApi | null = null;
/** {@link createAuthenticatorApi} over the page's default client (see ./defaultHttp). */
export function defaultAuthenticatorApi(): AuthenticatorApi {
  fallback ??= createAuthenticatorApi(defaultHttp());
  return fallback;
}
