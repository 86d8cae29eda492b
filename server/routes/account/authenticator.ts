/**
 * Authenticator binding in the security center (spec section 4: the Google code of the new-IP
 * verification; schemas/api/account-authenticator.json): GET the status, POST setup (a new
 * secret and its otpauth:// URI for the QR code), POST confirm (a first code binds it), POST
 * unbind (a current code removes it). Real
 * members only; see server/services/auth/authenticator.ts for the rules.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import {
  authenticatorBound,
  confirmAuthenticator,
  setupAuthenticator,
  unbindAuthenticator,
} from '../../services/auth/authenticator.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { languageQuery } from '../common.ts';
import { moneyRef, moneyResponses } from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const ref = <Definition extends string>(definition: Definition) => moneyRef('account-authenticator', definition);

const routes: RoutePlugin = async (app) => {
  const guard = realMember(app);
  const tags = ['account'];
  const limit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.get(
    ENDPOINTS.authenticator,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Whether an authenticator is bound',
        querystring: languageQuery,
        response: moneyResponses(ref('status')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ bound: await authenticatorBound(app.db, memberOf(request).id) }, request.language);
    },
  );

  app.post(
    `${ENDPOINTS.authenticator}/setup`,
    {
      preHandler: guard,
      config: limit,
      schema: {
        tags,
        summary: 'Start binding: a new secret and its QR URI',
        querystring: languageQuery,
        response: moneyResponses(ref('setup')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ctx = await app.auth.context(request);
      return ok(
        await setupAuthenticator(app.db, memberOf(request), ctx.merchant.name, app.auth.now()),
        request.language,
      );
    },
  );

  app.post(
    `${ENDPOINTS.authenticator}/confirm`,
    {
      preHandler: guard,
      config: limit,
      schema: {
        tags,
        summary: 'Confirm binding with a first code',
        querystring: languageQuery,
        body: ref('confirmBody'),
        response: moneyResponses(ref('status')),
      },
    },
    async (request) => {
      await confirmAuthenticator(app.db, memberOf(request).id, request.body.code, app.auth.now());
      return ok({ bound: true }, request.language, 'authenticatorBoundOk');
    },
  );

  app.post(
    `${ENDPOINTS.authenticator}/unbind`,
    {
      preHandler: guard,
      config: limit,
      schema: {
        tags,
        summary: 'Unbind with a current code',
        querystring: languageQuery,
        body: ref('confirmBody'),
        response: moneyResponses(ref('status')),
      },
    },
    async (request) => {
      await unbindAuthenticator(app.db, memberOf(request).id, request.body.code, app.auth.now());
      return ok({ bound: false }, request.language, 'authenticatorUnboundOk');
    },
  );
};

export default routes;
