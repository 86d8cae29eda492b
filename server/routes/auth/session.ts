/**
 * Session calls (spec section 7): GET security key (for encrypted payloads), GET captcha
 * (value: the image as a base64 data URL; the challenge id goes in an http-only cookie; at most
 * one per second per IP), GET captcha required (whether this IP's next login must carry the
 * captcha, so the login dialog shows the field from the start: spec section 4), GET human check (an ALTCHA challenge for the login, spec section 4),
 * DELETE logout (revokes the token and the member's game launch tokens), GET member info (token).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { captchaRequired } from '../../services/auth/attempts.ts';
import { createCaptcha } from '../../services/auth/captcha.ts';
import { createHumanCheck } from '../../services/auth/humanCheck.ts';
import { memberInfo } from '../../services/auth/members.ts';
import { logout } from '../../services/auth/sessions.ts';
import { languageQuery } from '../common.ts';
import { authRef, authResponses, LIMITS } from './common.ts';

/** Name of the cookie holding the captcha challenge id. */
export const CAPTCHA_COOKIE = 'captcha_id';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    ENDPOINTS.securityKey,
    {
      schema: {
        tags: ['auth'],
        summary: 'Public key for encrypted payloads (RSA-OAEP-256 JWK)',
        querystring: languageQuery,
        response: authResponses(authRef('common', 'securityKey')),
      },
    },
    async (request) => ok(app.auth.keys.publicKey, request.language),
  );

  app.get(
    ENDPOINTS.captcha,
    {
      config: { rateLimit: LIMITS.captcha },
      schema: {
        tags: ['auth'],
        summary: 'A captcha image (data URL); its id is set as an http-only cookie',
        querystring: languageQuery,
        response: authResponses({ type: 'string', pattern: '^data:image/svg\\+xml;base64,' }),
      },
    },
    async (request, reply) => {
      const { id, image } = await createCaptcha(app.db, request.ip, app.auth.now(), app.auth.devTools);
      reply.setCookie(CAPTCHA_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'strict', maxAge: 300 });
      reply.header('cache-control', 'no-store');
      return ok(image, request.language);
    },
  );

  app.get(
    ENDPOINTS.captchaRequired,
    {
      config: { rateLimit: LIMITS.check },
      schema: {
        tags: ['auth'],
        summary:
          "Whether this IP's next login must carry the captcha (the account's own count is told by the login's failure)",
        querystring: languageQuery,
        response: authResponses({
          type: 'object',
          additionalProperties: false,
          required: ['captchaRequired'],
          properties: { captchaRequired: { type: 'boolean' } },
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { db, limits, now } = app.auth;
      return ok({ captchaRequired: await captchaRequired(db, null, request.ip, limits, now()) }, request.language);
    },
  );

  app.get(
    ENDPOINTS.humanCheck,
    {
      config: { rateLimit: LIMITS.check },
      schema: {
        tags: ['auth'],
        summary: "An ALTCHA challenge: the username login's human check",
        querystring: languageQuery,
        response: authResponses(authRef('common', 'humanCheckChallenge')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await createHumanCheck({ merchantId: request.merchant.id, purpose: 'login' }, app.auth.now()),
        request.language,
      );
    },
  );

  app.delete(
    ENDPOINTS.logout,
    {
      preHandler: app.requireMember,
      config: { duringPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Logout: revokes the token',
        querystring: languageQuery,
        response: authResponses({ type: 'null' }),
      },
    },
    async (request) => {
      await logout(app.db, request.sessionId as number, request.member!.id, app.auth.now());
      return ok(null, request.language);
    },
  );

  app.get(
    ENDPOINTS.memberInfo,
    {
      preHandler: app.requireMember,
      config: { duringPasswordChange: true },
      schema: {
        tags: ['auth'],
        summary: 'Member info of the token',
        querystring: languageQuery,
        response: authResponses(authRef('common', 'member')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(memberInfo(request.member!), request.language);
    },
  );
};

export default routes;
