/**
 * Social login start (spec sections 2 and 5: optional one-click Google or Facebook login, shown
 * only when the merchant's permission.socialLogin enables it). The server builds the provider's
 * OAuth 2.0 authorization URL (authorization-code flow, scope openid/email or email, a random
 * `state` the browser keeps in an http-only cookie) from the merchant's client id. Client ids are
 * deployment settings, per merchant code or for all merchants:
 * `SOCIAL_<PROVIDER>_CLIENT_ID_<MERCHANT CODE>` or `SOCIAL_<PROVIDER>_CLIENT_ID`.
 * Exchanging the provider's code for an account needs the provider's secret and is not part of
 * the reference server: nothing here logs anyone in.
 */
import { ApiError } from '../../http/errors.ts';
import { randomToken } from './tokens.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

const AUTHORIZE: Record<SocialProvider, { url: string; scope: string }> = {
  google: { url: 'https://accounts.google.com/o/oauth2/v2/auth', scope: 'openid email profile' },
  facebook: { url: 'https://www.facebook.com/v19.0/dialog/oauth', scope: 'email public_profile' },
};

/** The merchant's client id for a provider, or null. */
export function socialClientId(provider: SocialProvider, merchantCode: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const base = `SOCIAL_${provider.toUpperCase()}_CLIENT_ID`;
  const code = merchantCode.toUpperCase().replace(/[^A-Z0-9]/g, '_');
  return env[`${base}_${code}`]?.trim() || env[base]?.trim() || null;
}

/**
 * The authorization URL and its state.
 * @throws 403 FEATURE_OFF (the merchant does not offer it), 503 SOCIAL_NOT_CONFIGURED (no client id).
 */
export function socialStart(provider: SocialProvider, opts: { enabled: boolean; merchantCode: string; redirectUri: string; language: string }): { url: string; state: string } {
  if (!opts.enabled) throw new ApiError(403, 'FEATURE_OFF', 'featureOff');
  const clientId = socialClientId(provider, opts.merchantCode);
  if (!clientId) throw new ApiError(503, 'SOCIAL_NOT_CONFIGURED', 'socialNotConfigured');
  const state = randomToken();
  const a = AUTHORIZE[provider];
  const params = new URLSearchParams({ client_id: clientId, redirect_uri: opts.redirectUri, response_type: 'code', scope: a.scope, state });
  if (provider === 'google') params.set('hl', opts.language === 'EN' ? 'en' : 'zh-TW');
  return { url: `${a.url}?${params.toString()}`, state };
}
