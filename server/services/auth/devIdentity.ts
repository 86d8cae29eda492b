/**
 * The development identity provider: stands in for Google and Facebook when a server with its
 * development tools on (never production) has no client configured (./social.ts), so one-click
 * social login runs end to end on a machine with no internet, in `npm start` and in e2e tests.
 * Its sign-in page (/dev/oauth/<provider>/authorize, server/routes/dev/oauth.ts) asks for a name
 * and an e-mail and issues a one-time code, valid for a minute, bound to the client and the
 * redirect URI it was issued for (RFC 6749 section 4.1.3). The subject is derived from the e-mail,
 * so the same address signs in to the same account every time.
 */
import { randomToken, sha256Hex } from './tokens.ts';
import type { SocialIdentity } from './socialIdentity.ts';

const CODE_TTL_MS = 60_000;
const codes = new Map<string, { identity: SocialIdentity; clientId: string; redirectUri: string; expiresAt: number }>();

/** A development identity's stable subject for an e-mail address. */
export const devSubject = (email: string): string => `dev-${sha256Hex(email.trim().toLowerCase()).slice(0, 24)}`;

/** Issues a one-time code for `identity`, to be redeemed by `clientId` with `redirectUri`. */
export function issueDevCode(
  identity: SocialIdentity,
  clientId: string,
  redirectUri: string,
  now = Date.now(),
): string {
  for (const [code, entry] of codes) if (entry.expiresAt <= now) codes.delete(code);
  const code = randomToken(24);
  codes.set(code, { identity, clientId, redirectUri, expiresAt: now + CODE_TTL_MS });
  return code;
}

/** The identity of a live code issued to `clientId` for `redirectUri`, or null; a code is redeemed once. */
export function redeemDevCode(
  code: string,
  clientId: string,
  redirectUri: string,
  now = Date.now(),
): SocialIdentity | null {
  const entry = codes.get(code);
  codes.delete(code);
  if (!entry || entry.expiresAt <= now || entry.clientId !== clientId || entry.redirectUri !== redirectUri) return null;
  return entry.identity;
}
