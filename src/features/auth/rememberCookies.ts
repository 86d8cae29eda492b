/**
 * Remember-password cookies (spec section 3: last user name, per-user password, loginRemember;
 * section 6: kept 1 day = 86,400,000 ms). Written when the box is ticked at a successful login,
 * cleared otherwise. Not used on the agent page.
 */
import { REMEMBER_ME_MS } from '../../../contract/spec';

/** Cookie names (spec section 3). */
export const REMEMBER_COOKIES = {
  lastUser: 'lastUserName',
  remember: 'loginRemember',
  passwordPrefix: 'pwd_',
} as const;

/** Lifetime of the remember cookies in seconds (spec section 9, remember-me cookies: 1 day). */
export const REMEMBER_MAX_AGE_S = REMEMBER_ME_MS / 1000;

const enc = encodeURIComponent;

function setCookie(name: string, value: string, maxAgeS: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${enc(name)}=${enc(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Strict${secure}`;
}

function readCookies(): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    try {
      out.set(decodeURIComponent(part.slice(0, i).trim()), decodeURIComponent(part.slice(i + 1).trim()));
    } catch {
      // a cookie that is not ours (bad escapes): ignore it
    }
  }
  return out;
}

/** What the login form starts with: the remembered user and password, when remembered. */
export function rememberedLogin(): { username: string; password: string; remember: true } | null {
  const c = readCookies();
  const username = c.get(REMEMBER_COOKIES.lastUser);
  if (c.get(REMEMBER_COOKIES.remember) !== 'true' || !username) return null;
  return { username, password: c.get(REMEMBER_COOKIES.passwordPrefix + username) ?? '', remember: true };
}

/** After a successful login: remember for 1 day when ticked, else clear every remember cookie. */
export function saveRememberCookies(username: string, password: string, remember: boolean): void {
  const previous = readCookies().get(REMEMBER_COOKIES.lastUser);
  if (remember) {
    setCookie(REMEMBER_COOKIES.lastUser, username, REMEMBER_MAX_AGE_S);
    setCookie(REMEMBER_COOKIES.passwordPrefix + username, password, REMEMBER_MAX_AGE_S);
    setCookie(REMEMBER_COOKIES.remember, 'true', REMEMBER_MAX_AGE_S);
    return;
  }
  for (const name of [
    REMEMBER_COOKIES.lastUser,
    REMEMBER_COOKIES.remember,
    REMEMBER_COOKIES.passwordPrefix + username,
    ...(previous ? [REMEMBER_COOKIES.passwordPrefix + previous] : []),
  ]) {
    setCookie(name, '', 0);
  }
}
