/**
 * The page's own HTTP client, used by the API modules when the store environment brings none: the
 * session token (session storage `token`) and the stored language (local storage `lang`, default
 * TW), like the app's shared client (README).
 */
import type { AxiosInstance } from 'axios';
import { createHttp } from './client';

const sessionToken = () => {
  try {
    return globalThis.sessionStorage?.getItem('token') ?? null;
  } catch {
    return null;
  }
};
const storedLanguage = () => {
  try {
    return globalThis.localStorage?.getItem('lang') ?? 'TW';
  } catch {
    return 'TW';
  }
};

let http: AxiosInstance | null = null;

/** One client over the page's own origin, created on first use. */
export function defaultHttp(): AxiosInstance {
  http ??= createHttp({ getToken: sessionToken, getLanguage: storedLanguage });
  return http;
}
