/**
 * GET social login start (spec section 2: optional one-click Google or Facebook login): answers
 * the provider's authorization URL for the browser to open, with the `state` in an http-only
 * cookie. 403 FEATURE_OFF when the merchant does not offer the provider, 503
 * SOCIAL_NOT_CONFIGURED without a client id (server/services/auth/social.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { SOCIAL_PROVIDERS, socialStart, type SocialProvider } from '../../services/auth/social.ts';
import { languageParam, querySchema } from '../common.ts';
import { authResponses, LIMITS } from './common.ts';

/** Cookie holding the OAuth state of a started social login. */
export const SOCIAL_STATE_COOKIE = 'social_state';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    ENDPOINTS.socialLogin,
    {
      config: { rateLimit: LIMITS.check },
      schema: {
        tags: ['auth'],
        summary: "The provider's sign-in URL (OAuth 2.0 authorization code) for a social login",
        params: { type: 'object', additionalProperties: false, required: ['provider'], properties: { provider: { enum: [...SOCIAL_PROVIDERS] } } },
        querystring: querySchema({ language: languageParam }),
        response: authResponses({ type: 'object', additionalProperties: false, required: ['url'], properties: { url: { type: 'string', format: 'uri' } } }),
      },
    },
    async (request, reply) => {
      const provider = (request.params as { provider: SocialProvider }).provider;
      const origin = `${request.protocol}://${request.host}`;
      const { url, state } = socialStart(provider, {
        enabled: request.merchant.config.permission.socialLogin?.[provider] === true,
        merchantCode: request.merchant.code,
        redirectUri: `${origin}/api/auth/social/${provider}/callback`,
        language: request.language,
      });
      reply.setCookie(SOCIAL_STATE_COOKIE, state, { path: '/api/auth/social', httpOnly: true, sameSite: 'lax', maxAge: 600 });
      reply.header('cache-control', 'no-store');
      return ok({ url }, request.language);
    },
  );
};

export default routes;
