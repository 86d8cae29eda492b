/**
 * bonusDetails calls of members (spec section 2; docs/rewards.md "Bonus engine";
 * schemas/api/rewards.json): GET /api/rewards/bonuses (the member's grants with their turnover
 * progress and the summary of what is open before a withdrawal) and POST
 * /api/rewards/bonuses/:id/forfeit (give up an active grant; min(bonus, balance) goes back). A
 * logged-in real member (401 NOT_LOGGED_IN; 403 NEED_TRUE_ACCOUNT for a trial account), checked
 * before validation. Also binds the database the rewards' after-commit work uses.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { forfeitBonus, listBonuses } from '../../services/rewards/bonusDetails.ts';
import { runAfterCommit } from '../../services/rewards/events.ts';
import { currencyOf, memberOf, realMember } from '../../services/wallet/guard.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** `$ref` to a definition of schemas/api/rewards.json. */
const rewardsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/rewards.json#/definitions/${definition}` as const);

/** Forfeits per member per minute. */
const POST_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  const tags = ['rewards'];
  const member = realMember(app);

  app.get(
    ENDPOINTS.bonuses,
    {
      preValidation: member,
      schema: {
        tags,
        summary: "The member's bonuses (state, source, from, to; paged) and the turnover still open",
        querystring: rewardsRef('bonusListQuery'),
        response: envelopeResponses(rewardsRef('bonusList')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const m = memberOf(request);
      return ok(
        await listBonuses(
          app.db,
          request.merchant.id,
          m.id,
          currencyOf(request).currency,
          request.query,
          request.language,
          app.auth.now(),
        ),
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.bonusForfeit,
    {
      preValidation: member,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Give up an active bonus (the bonus, at most the balance, goes back)',
        params: rewardsRef('bonusIdParams'),
        response: envelopeResponses(rewardsRef('forfeitAnswer')),
      },
    },
    async (request) => {
      const m = memberOf(request);
      const { answer, after } = await forfeitBonus(
        app.db,
        request.merchant.id,
        m.id,
        request.params.id,
        request.language,
        app.auth.now(),
      );
      await runAfterCommit(app.db, after, request.log);
      return ok(answer, request.language, 'bonusForfeited');
    },
  );
};

export default routes;
