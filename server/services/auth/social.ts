/**
 * Social sign-in providers (spec sections 2 and 5: optional one-click Google or Facebook login,
 * shown only when the merchant's permission.socialLogin enables it), OAuth 2.0 authorization-code
 * flow (RFC 6749 section 4.1) with a random `state` the browser keeps in an http-only cookie.
 *
 * Credentials and endpoints are deployment settings, per merchant code or for all merchants:
 * `SOCIAL_<PROVIDER>_CLIENT_ID[_<MERCHANT CODE>]` and `SOCIAL_<PROVIDER>_CLIENT_SECRET[_<CODE>]`;
 * `SOCIAL_<PROVIDER>_AUTHORIZE_URL`, `_TOKEN_URL` and `_USERINFO_URL` override the providers'
 * public endpoints (a proxy, a test provider). Without a client id and secret, a server with its
 * development tools on (never production) signs in through its own development identity provider
 * (./devIdentity.ts, pages under /dev/oauth), so the whole flow runs on a machine with no
 * internet; in production the provider then answers 503 SOCIAL_NOT_CONFIGURED.
 */
import { ApiError } from '../../http/errors.ts';
import { redeemDevCode } from './devIdentity.ts';
import type { SocialIdentity } from './socialIdentity.ts';
import { randomToken } from './tokens.ts';
import { serverSettings, type Settings } from '../../config.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** One provider as this deployment reaches it. */
export interface ProviderSetup {
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** The built-in development identity provider stands in for the real one. */
  dev: boolean;
}

const PUBLIC: Record<SocialProvider, { authorize: string; token: string; userinfo: string; scope: string }> = {
  google: {
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
    token: 'https://oauth2.googleapis.com/token',
    userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  facebook: {
    authorize: 'https://www.facebook.com/v19.0/dialog/oauth',
    token: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfo: 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
    scope: 'email public_profile',
  },
};

/** A per-merchant setting, else the deployment-wide one, else null. */
function setting(name: string, provider: SocialProvider, merchantCode: string, env: Settings): string | null {
  const base = `SOCIAL_${provider.toUpperCase()}_${name}`;
  const code = merchantCode.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return env[`${base}_${code}`]?.trim() || env[base]?.trim() || null;
}

/**
 * How this deployment reaches `provider` for a merchant: its configured client, else (development
 * tools on) the development identity provider at `origin`/dev/oauth, else null.
 */
export function providerSetup(
  provider: SocialProvider,
  merchantCode: string,
  opts: { devTools: boolean; origin: string },
  env: Settings = serverSettings(),
): ProviderSetup | null {
  const clientId = setting('CLIENT_ID', provider, merchantCode, env);
  const clientSecret = setting('CLIENT_SECRET', provider, merchantCode, env);
  const p = PUBLIC[provider];
  if (clientId && clientSecret) {
    return {
      provider,
      clientId,
      clientSecret,
      authorizeUrl: env[`SOCIAL_${provider.toUpperCase()}_AUTHORIZE_URL`]?.trim() || p.authorize,
      tokenUrl: env[`SOCIAL_${provider.toUpperCase()}_TOKEN_URL`]?.trim() || p.token,
      userinfoUrl: env[`SOCIAL_${provider.toUpperCase()}_USERINFO_URL`]?.trim() || p.userinfo,
      scope: p.scope,
      dev: false,
    };
  }
  if (!opts.devTools) return null;
  const dev = `${opts.origin}/dev/oauth/${provider}`;
  return {
    provider,
    clientId: `dev-${merchantCode}`,
    clientSecret: 'dev',
    authorizeUrl: `${dev}/authorize`,
    tokenUrl: `${dev}/token`,
    userinfoUrl: `${dev}/userinfo`,
    scope: p.scope,
    dev: true,
  };
}

/**
 * The provider a social sign-in may use, for the start and the callback alike.
 * @param enabled the merchant offers it (permission.socialLogin).
 * @throws 403 FEATURE_OFF (the merchant does not offer it), 503 SOCIAL_NOT_CONFIGURED (no client).
 */
export function requireProvider(setup: ProviderSetup | null, enabled: boolean): ProviderSetup {
  if (!enabled) throw new ApiError(403, 'FEATURE_OFF', 'featureOff');
  if (!setup) throw new ApiError(503, 'SOCIAL_NOT_CONFIGURED', 'socialNotConfigured');
  return setup;
}

/** The authorization URL and its state. */
export function socialStart(
  setup: ProviderSetup,
  opts: { redirectUri: string; language: string },
): { url: string; state: string } {
  const state = randomToken();
  const params = new URLSearchParams({
    client_id: setup.clientId,
    redirect_uri: opts.redirectUri,
    response_type: 'code',
    scope: setup.scope,
    state,
  });
  if (setup.provider === 'google') params.set('hl', opts.language === 'EN' ? 'en' : 'zh-TW');
  return { url: `${setup.authorizeUrl}?${params.toString()}`, state };
}

/** Raised when the provider refuses the code or answers something unusable; never shown raw. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

const TIMEOUT_MS = 10_000;

/**
 * Exchanges an authorization code for the identity it grants (RFC 6749 section 4.1.3: POST
 * form to the token endpoint with the client's credentials; then the userinfo endpoint with the
 * bearer access token). The development provider redeems its codes in process.
 * @throws ProviderError (refused code, provider down, no subject in the answer).
 */
export async function exchangeCode(
  setup: ProviderSetup,
  code: string,
  redirectUri: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SocialIdentity> {
  if (setup.dev) {
    const identity = redeemDevCode(code, setup.clientId, redirectUri);
    if (!identity) throw new ProviderError('development code refused');
    return identity;
  }
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: setup.clientId,
    client_secret: setup.clientSecret,
  });
  const tokenRes = await fetchImpl(setup.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const token = (await tokenRes.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!tokenRes.ok || typeof token?.access_token !== 'string')
    throw new ProviderError(`token endpoint answered ${tokenRes.status}`);
  const infoRes = await fetchImpl(setup.userinfoUrl, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const info = (await infoRes.json().catch(() => null)) as Record<string, unknown> | null;
  if (!infoRes.ok || !info) throw new ProviderError(`userinfo endpoint answered ${infoRes.status}`);
  return identityOf(setup.provider, info);
}

/** The identity in a userinfo answer (Google: OpenID Connect claims; Facebook: Graph `me`). */
export function identityOf(provider: SocialProvider, info: Record<string, unknown>): SocialIdentity {
  const subject = provider === 'google' ? info.sub : info.id;
  if (typeof subject !== 'string' || subject === '' || subject.length > 255)
    throw new ProviderError('no subject in the userinfo answer');
  const email = typeof info.email === 'string' && info.email.includes('@') ? info.email.trim().toLowerCase() : null;
  const emailVerified =
    email !== null && (provider === 'facebook' || info.email_verified === true || info.email_verified === 'true');
  const name = typeof info.name === 'string' && info.name.trim() ? info.name.trim().slice(0, 40) : null;
  return { subject, email, emailVerified, name };
}
