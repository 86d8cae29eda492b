/**
 * Raffles (docs/promotions.md "Raffles"; schemas/api/promotions.json; spec section 7): POST
 * promotions/:id/raffle/claim, the raffle promotion claim of a prize won (a logged-in real member:
 * 401, 403 NEED_TRUE_ACCOUNT for trials; once, a repeat answers the same), and GET
 * promotions/:id/raffle/verify, the public fairness check of a drawn raffle (no token; 409 before
 * the draw). The raffle's rules, tickets and results come with the promotion's details.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatAmount } from '../../../contract/money.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { t } from '../../i18n/messages.ts';
import { verifyRaffle } from '../../services/promotions/raffle.ts';
import { claimRafflePrize } from '../../services/promotions/raffleClaim.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { languageQuery } from '../common.ts';
import { optionalMember } from '../launch/index.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const responses = <Definition extends string>(definition: Definition) =>
  envelopeResponses(ref(`api/promotions.json#/definitions/${definition}` as const));
const tags = ['promotions'];
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;
/** Claims per member per minute. */
const POST_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  app.post(
    ENDPOINTS.raffleClaim,
    {
      preValidation: realMember(app),
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Raffle promotion claim: the prize won (once; a repeat answers the same claim)',
        params: idParams,
        querystring: languageQuery,
        response: responses('promotionClaimAnswer'),
      },
    },
    async (request) => {
      const answer = await claimRafflePrize(
        app.db,
        request.merchant,
        memberOf(request).id,
        request.params.id,
        request.language,
        app.auth.now(),
      );
      const currency = request.merchant.config.permission.currency;
      return {
        ...ok(answer, request.language),
        message: t('raffleClaimed', request.language, {
          amount: `${formatAmount(answer.reward.amount, request.language)} ${currency}`,
        }),
      };
    },
  );

  app.get(
    ENDPOINTS.raffleVerify,
    {
      onSend: async (_request, reply, payload) => (reply.header('cache-control', 'no-store'), payload),
      schema: {
        tags,
        summary: 'The draw recomputed from the revealed server seed and the published entrants (public)',
        params: idParams,
        querystring: languageQuery,
        response: responses('raffleVerify'),
      },
    },
    async (request) => {
      const member = await optionalMember(app, request);
      return ok(
        await verifyRaffle(
          app.db,
          request.merchant.id,
          request.params.id,
          member?.id ?? null,
          request.merchant.config.permission.currency,
          request.language,
        ),
        request.language,
      );
    },
  );
};

export default routes;
