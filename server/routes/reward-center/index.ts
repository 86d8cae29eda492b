/**
 * Reward center, manual rebate, VIP and the member's public state (docs/rewards.md "Reward
 * center", "Manual rebate", "VIP"; schemas/api/rewards.json; spec sections 2 and 4): GET
 * member/state (header and badges), GET rewards/center (claimable or history), POST
 * rewards/center/:id/claim (once; a repeat answers the same), GET rewards/rebate, POST
 * rewards/rebate/claim (idempotent by requestId), GET rewards/rebate/claims (404 FEATURE_OFF for
 * the three while the manual rebate feature is off), GET rewards/vip. A logged-in real member (401; 403
 * NEED_TRUE_ACCOUNT for trials), checked before validation; a member sees only their own records.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatAmount } from '../../../contract/money.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import type { Language } from '../../i18n/language.ts';
import { t, type MessageKey } from '../../i18n/messages.ts';
import { featureOn } from '../../services/features.ts';
import { memberState } from '../../services/rewards/memberState.ts';
import {
  claimRebate,
  rebateClaimHistory,
  rebateInfo,
  rebateOff,
  REBATE_FEATURE,
} from '../../services/rewards/rebate.ts';
import { claimReward, listRewards } from '../../services/rewards/rewardCenter.ts';
import { vipInfo } from '../../services/rewards/vip.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { languageParam, querySchema, languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** `$ref` to a definition of schemas/api/rewards.json. */
const rewardsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/rewards.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => envelopeResponses(rewardsRef(definition));
const tags = ['rewards'];
/** Claims per member per minute. */
const POST_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const pagingQuery = querySchema({
  language: languageParam,
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
});

/** A success envelope whose message names the amount paid (formatted for the language, with the currency). */
const paid = <T>(value: T, language: Language, key: MessageKey, amount: string, currency: string) => ({
  ...ok(value, language),
  message: t(key, language, { amount: `${formatAmount(amount, language)} ${currency}` }),
});

const routes: RoutePlugin = async (app) => {
  const member = realMember(app);
  /** The rebate routes answer 404 FEATURE_OFF while the merchant's manual rebate feature is off. */
  const rebateGuard = [
    ...member,
    async (request: FastifyRequest) => {
      if (!featureOn(request.merchant.config.permission, REBATE_FEATURE)) throw rebateOff();
    },
  ];
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: { header(k: string, v: string): unknown }, payload: unknown) => (
      reply.header('cache-control', 'no-store'),
      payload
    ),
  };

  app.get(
    ENDPOINTS.memberState,
    {
      preValidation: member,
      ...noStore,
      schema: {
        tags,
        summary: 'The public state of the member: balance, VIP, unread messages, badge counts',
        querystring: languageQuery,
        response: responses('memberState'),
      },
    },
    async (request) =>
      ok(
        await memberState(app.db, request.merchant, memberOf(request).id, request.language, app.auth.now()),
        request.language,
      ),
  );

  app.get(
    ENDPOINTS.rewards,
    {
      preValidation: member,
      ...noStore,
      schema: {
        tags,
        summary: 'Reward center: claimable rewards or the history (claimed, expired)',
        querystring: rewardsRef('rewardListQuery'),
        response: responses('rewardList'),
      },
    },
    async (request) =>
      ok(
        await listRewards(
          app.db,
          request.merchant,
          memberOf(request).id,
          request.query,
          request.language,
          app.auth.now(),
        ),
        request.language,
      ),
  );

  app.post(
    ENDPOINTS.rewardClaim,
    {
      preValidation: member,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Claim a reward once (a repeat answers the same claim)',
        params: rewardsRef('rewardIdParams'),
        querystring: languageQuery,
        response: responses('claimAnswer'),
      },
    },
    async (request) => {
      const answer = await claimReward(
        app.db,
        request.merchant,
        memberOf(request).id,
        request.params.id,
        request.language,
        app.auth.now(),
      );
      return paid(
        answer,
        request.language,
        'rewardClaimed',
        answer.reward.amount,
        request.merchant.config.permission.currency,
      );
    },
  );

  app.get(
    ENDPOINTS.rebate,
    {
      preValidation: rebateGuard,
      ...noStore,
      schema: {
        tags,
        summary: 'Manual rebate accrued since the last claim (feature manualRebate)',
        querystring: languageQuery,
        response: responses('rebateInfo'),
      },
    },
    async (request) =>
      ok(await rebateInfo(app.db, request.merchant, memberOf(request).id, request.language), request.language),
  );

  app.post(
    ENDPOINTS.rebateClaim,
    {
      preValidation: rebateGuard,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Claim the manual rebate (idempotent by requestId)',
        querystring: languageQuery,
        body: rewardsRef('rebateClaimBody'),
        response: responses('rebateClaimAnswer'),
      },
    },
    async (request) => {
      const answer = await claimRebate(
        app.db,
        request.merchant,
        memberOf(request).id,
        request.body.requestId,
        app.auth.now(),
      );
      return paid(
        answer,
        request.language,
        'rebateClaimed',
        answer.claim.amount,
        request.merchant.config.permission.currency,
      );
    },
  );

  app.get(
    ENDPOINTS.rebateClaims,
    {
      preValidation: rebateGuard,
      ...noStore,
      schema: {
        tags,
        summary: 'Manual rebate claims, newest first',
        querystring: pagingQuery,
        response: responses('rebateClaims'),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await rebateClaimHistory(app.db, request.merchant, memberOf(request).id, q.pageNo, q.pageSize),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.vip,
    {
      preValidation: member,
      ...noStore,
      schema: {
        tags,
        summary: 'VIP: the level table and the member’s progress',
        querystring: languageQuery,
        response: responses('vipInfo'),
      },
    },
    async (request) =>
      ok(await vipInfo(app.db, request.merchant, memberOf(request).id, request.language), request.language),
  );
};

export default routes;
