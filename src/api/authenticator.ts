/**
 * Authenticator binding calls of the security center (spec section 4: the Google code of the
 * new-IP verification; schemas/api/account-authenticator.json).
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AuthenticatorCodeBody, AuthenticatorSetup, AuthenticatorStatus } from '../../contract/types';

export interface AuthenticatorApi {
  /** Whether a confirmed authenticator is bound. */
  status(): Promise<AuthenticatorStatus>;
  /** A new secret (Base32) and its otpauth:// URI for the QR code; 409 AUTHENTICATOR_BOUND when bound. */
  setup(): Promise<AuthenticatorSetup>;
  /** Binds with the app's current code; 400 CODE_INVALID when wrong. */
  confirm(code: string): Promise<AuthenticatorStatus>;
  /** Unbinds with the app's current code; 400 CODE_INVALID when wrong or already used. */
  unbind(code: string): Promise<AuthenticatorStatus>;
}

/** Binds the calls to `http`. */
export function createAuthenticatorApi(http: AxiosInstance): AuthenticatorApi {
  return {
    status: () => request(http, { url: ENDPOINTS.authenticator }),
    setup: () => request(http, { url: `${ENDPOINTS.authenticator}/setup`, method: 'POST' }),
    confirm: (code) =>
      request(http, {
        url: `${ENDPOINTS.authenticator}/confirm`,
        method: 'POST',
        data: { code } satisfies AuthenticatorCodeBody,
      }),
    unbind: (code) =>
      request(http, {
        url: `${ENDPOINTS.authenticator}/unbind`,
        method: 'POST',
        data: { code } satisfies AuthenticatorCodeBody,
      }),
  };
}
