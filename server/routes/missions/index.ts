/**
 * Referral, missions and the weekly leaderboards of a member (docs/rewards.md "Referral",
 * "Missions and leaderboards"; spec sections 2 and 7; schemas/api/rewards.json): GET missions (the
 * mission summary), GET leaderboard (board, period), GET referral (code, link, rules, totals) and
 * GET referral/friends (paged). A logged-in real member (401; 403 NEED_TRUE_ACCOUNT for trials);
 * the referral calls answer 404 FEATURE_OFF while the merchant does not run the referral
 * promotion (availablePromo.REFERRAL), the leaderboard 404 LEADERBOARD_OFF for a board switched
 * off. Each member sees only their own friends and standing. Claims go through the reward center
 * (POST ENDPOINTS.rewardClaim).
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { leaderboard } from '../../services/rewards/leaderboard.ts';
import { missionSummary } from '../../services/rewards/missions.ts';
import { referralFriends, referralInfo } from '../../services/rewards/referral.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** `$ref` to a definition of schemas/api/rewards.json. */
const rewardsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/rewards.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => ({
  ...envelopeResponses(rewardsRef(definition)),
  '4xx': ref('api/error.json'),
  '5xx': ref('api/error.json'),
});
const tags = ['rewards'];

/** The site's origin as the browser reached it (the register link), as the register center builds invitation links. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const routes: RoutePlugin = async (app) => {
  const member = realMember(app);

  app.get(
    ENDPOINTS.missions,
    {
      preValidation: member,
      schema: {
        tags,
        summary: 'The daily and weekly missions with the member progress',
        response: responses('missionSummary'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await missionSummary(app.db, request.merchant, memberOf(request).id, app.auth.now(), request.language),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.leaderboard,
    {
      preValidation: member,
      schema: {
        tags,
        summary: 'A weekly leaderboard: top 50, prizes and the member own rank',
        querystring: rewardsRef('leaderboardQuery'),
        response: responses('leaderboard'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await leaderboard(app.db, request.merchant, memberOf(request).id, request.query, app.auth.now()),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.referral,
    {
      preValidation: member,
      schema: {
        tags,
        summary: 'The member referral code, link, rules and totals',
        response: responses('referralInfo'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await referralInfo(app.db, request.merchant, memberOf(request).id, originOf(request)),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.referralFriends,
    {
      preValidation: member,
      schema: {
        tags,
        summary: 'The friends the member invited (masked), newest first',
        querystring: rewardsRef('referralFriendsQuery'),
        response: responses('referralFriends'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await referralFriends(app.db, request.merchant, memberOf(request).id, request.query, app.auth.now()),
        request.language,
      );
    },
  );
};

export default routes;
