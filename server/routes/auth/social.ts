/**
 * Social login (spec sections 2 and 5: optional one-click Google or Facebook login), OAuth 2.0
 * authorization code flow (server/services/auth/social.ts):
 * - GET social login start: the provider's authorization URL for the browser to open, with the
 *   `state` in an http-only cookie. 403 FEATURE_OFF when the merchant does not offer the provider,
 *   503 SOCIAL_NOT_CONFIGURED without a client (and no development provider).
 * - GET social callback (the provider sends the browser here): checks the state, exchanges the
 *   code, resolves the member (creating it on a first sign-in), leaves a one-time ticket in an
 *   http-only cookie and sends the browser to `/?socialLogin=<provider>`; any failure goes to
 *   `/?socialError=<CODE>` (SOCIAL_CANCELLED, SOCIAL_STATE_INVALID, SOCIAL_PROVIDER_FAILED, or the
 *   refusal's code such as NOT_MEMBER or ACCOUNT_LOCKED), which the site shows in its language.
 * - POST social complete: the site trades the ticket for the login's answer (the same as every
 *   login: token, flags, member). 401 TICKET_INVALID.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../../http/routeTypes.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import {
  exchangeCode,
  providerSetup,
  requireProvider,
  SOCIAL_PROVIDERS,
  socialStart,
  type SocialProvider,
} from '../../services/auth/social.ts';
import {
  completeSocialLogin,
  issueSocialTicket,
  SOCIAL_TICKET_TTL_MS,
  socialMember,
} from '../../services/auth/socialLogin.ts';
import { hashesEqual, sha256Hex } from '../../services/auth/tokens.ts';
import { featureOn } from '../../services/features.ts';
import type { MerchantContext } from '../../services/merchants.ts';
import { languageQuery, querySchema } from '../common.ts';
import { authResponses, LIMITS, loginValueRef } from './common.ts';

/** Cookie holding the OAuth state of a started social login. */
export const SOCIAL_STATE_COOKIE = 'social_state';
/** Cookie holding the one-time ticket of a social sign-in waiting to be completed by the site. */
export const SOCIAL_TICKET_COOKIE = 'social_ticket';
const COOKIE_PATH = '/api/auth/social';

const providerParams = {
  type: 'object',
  additionalProperties: false,
  required: ['provider'],
  properties: { provider: { enum: [...SOCIAL_PROVIDERS] } },
} as const;
// the provider's other parameters (scope, authuser...) are dropped, never refused
const callbackQuery = querySchema({
  code: { type: 'string', maxLength: 2048 },
  state: { type: 'string', maxLength: 256 },
  error: { type: 'string', maxLength: 200 },
});

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const callbackUri = (request: FastifyRequest, provider: SocialProvider) =>
  `${originOf(request)}${ENDPOINTS.socialCallback.replace(':provider', provider)}`;
/** The provider for this merchant and host, or the refusal (FEATURE_OFF, SOCIAL_NOT_CONFIGURED). */
const providerFor = (request: FastifyRequest, merchant: MerchantContext, provider: SocialProvider, devTools: boolean) =>
  requireProvider(
    providerSetup(provider, merchant.code, { devTools, origin: originOf(request) }),
    featureOn(merchant.config.permission, `login.${provider}`),
  );
const cookieOptions = (request: FastifyRequest, maxAge: number) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  maxAge,
});

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.socialLogin,
    {
      config: { rateLimit: LIMITS.check },
      schema: {
        tags: ['auth'],
        summary: "The provider's sign-in URL (OAuth 2.0 authorization code) for a social login",
        params: providerParams,
        querystring: languageQuery,
        response: authResponses({
          type: 'object',
          additionalProperties: false,
          required: ['url'],
          properties: { url: { type: 'string', format: 'uri' } },
        }),
      },
    },
    async (request, reply) => {
      const provider = request.params.provider;
      const { url, state } = socialStart(providerFor(request, request.merchant, provider, app.auth.devTools), {
        redirectUri: callbackUri(request, provider),
        language: request.language,
      });
      reply.setCookie(SOCIAL_STATE_COOKIE, state, cookieOptions(request, 600));
      reply.header('cache-control', 'no-store');
      return ok({ url }, request.language);
    },
  );

  /** Sends the browser back to the site with the outcome in the query (never a token). */
  const backToSite = (reply: FastifyReply, outcome: { socialLogin: SocialProvider } | { socialError: string }) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`/?${new URLSearchParams(outcome).toString()}`, 303);

  app.get(
    ENDPOINTS.socialCallback,
    { config: { rateLimit: LIMITS.login }, schema: { hide: true, params: providerParams, querystring: callbackQuery } },
    async (request, reply) => {
      const provider = request.params.provider;
      const query = request.query;
      const expected = request.cookies[SOCIAL_STATE_COOKIE];
      reply.clearCookie(SOCIAL_STATE_COOKIE, { path: COOKIE_PATH });
      if (query.error) return backToSite(reply, { socialError: 'SOCIAL_CANCELLED' });
      // RFC 6749 section 10.12: the state binds the answer to the browser that started the login.
      if (!expected || !query.state || !query.code || !hashesEqual(sha256Hex(expected), sha256Hex(query.state)))
        return backToSite(reply, { socialError: 'SOCIAL_STATE_INVALID' });
      const deps = app.auth;
      try {
        const ctx = await deps.context(request);
        const setup = providerFor(request, ctx.merchant, provider, deps.devTools);
        const identity = await exchangeCode(setup, query.code, callbackUri(request, provider)).catch((err: unknown) => {
          request.log.warn({ err, provider }, 'social sign-in: the provider refused the code');
          throw new ApiError(401, 'SOCIAL_PROVIDER_FAILED', 'socialProviderFailed');
        });
        const ticket = await issueSocialTicket(deps, ctx, await socialMember(deps, ctx, provider, identity));
        reply.setCookie(SOCIAL_TICKET_COOKIE, ticket, cookieOptions(request, SOCIAL_TICKET_TTL_MS / 1000));
        return backToSite(reply, { socialLogin: provider });
      } catch (err) {
        if (err instanceof ApiError) return backToSite(reply, { socialError: err.code });
        throw err;
      }
    },
  );

  app.post(
    ENDPOINTS.socialComplete,
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ['auth'],
        summary: "Completes a social sign-in with the callback's one-time ticket (cookie)",
        querystring: languageQuery,
        response: authResponses(loginValueRef),
      },
    },
    async (request, reply) => {
      const ticket = request.cookies[SOCIAL_TICKET_COOKIE];
      reply.clearCookie(SOCIAL_TICKET_COOKIE, { path: COOKIE_PATH });
      reply.header('cache-control', 'no-store');
      return ok(await completeSocialLogin(app.auth, await app.auth.context(request), ticket), request.language);
    },
  );
};

export default routes;
