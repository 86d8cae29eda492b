/**
 * Operator broadcasts (docs/rewards.md "Platform messages"; schemas/api/rewards.json broadcastBody,
 * broadcasts): GET ENDPOINTS.operatorBroadcasts, the merchant's sent broadcasts (paged, newest
 * first, with the sending operator); POST ENDPOINTS.operatorBroadcasts, a platform message to every
 * real member, to a VIP level or to one member by username (server/services/broadcasts). Operator
 * token (401 OPERATOR_NOT_LOGGED_IN, checked before validation); each broadcast is audited; the
 * POST is rate limited.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { ApiEnvelope, Broadcast } from '../../../contract/types.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { t } from '../../i18n/messages.ts';
import { broadcastHistory, sendBroadcast } from '../../services/broadcasts/broadcasts.ts';
import { operatorGuard, routePermission } from '../../services/operator/auth.ts';
import { querySchema, languageQuery } from '../common.ts';
import { pagingParams, withLanguage } from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** `$ref` to a definition of schemas/api/rewards.json. */
const rewardsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/rewards.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => ({
  ...envelopeResponses(rewardsRef(definition)),
  '4xx': ref('api/error.json'),
  '5xx': ref('api/error.json'),
});

/** Broadcasts per client per minute. */
const POST_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'messages.send'); // README "Staff and roles"
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());

  app.get(
    ENDPOINTS.operatorBroadcasts,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The merchant's sent broadcasts, newest first (paged)",
        querystring: querySchema({ ...withLanguage, ...pagingParams }),
        response: responses('broadcasts'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const history = await broadcastHistory(app.db, request.merchant.id, q.pageNo, q.pageSize);
      return ok(history, request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorBroadcasts,
    {
      preValidation: guard,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Send a platform message to all members, a VIP level or one member (trial accounts never)',
        querystring: languageQuery,
        body: rewardsRef('broadcastBody'),
        response: responses('broadcast'),
      },
    },
    async (request): Promise<ApiEnvelope<Broadcast>> => {
      const sent = await sendBroadcast(
        app.db,
        request.merchant.id,
        { operatorId: operatorOf(request).id, ip: request.ip },
        request.body,
        app.auth.now(),
      );
      return {
        success: true,
        code: 0,
        message: t('broadcastSent', request.language, { recipients: sent.recipients }),
        value: sent,
      };
    },
  );
};

export default routes;
