/**
 * Deposit routes (depositv2; docs/api/member-center.md "Deposit"): channels with limits,
 * new orders (gateway: redirectUrl to the demo gateway; bank: the account to pay to), history
 * and one order. Real members only; a member sees only their own orders.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { channelList, createDeposit, depositOf, listDeposits } from '../../services/payments/deposits.ts';
import { depositBonusOffer } from '../../services/rewards/depositBonus.ts';
import { parseAmount } from '../../services/wallet/amounts.ts';
import { currencyOf, memberOf, realMember } from '../../services/wallet/guard.ts';
import { querySchema, languageQuery } from '../common.ts';
import {
  dateOf,
  idParams,
  moneyRef,
  moneyResponses,
  pagingParams,
  rangeParams,
  withLanguage,
} from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const deposit = <Definition extends string>(definition: Definition) => moneyRef('deposit', definition);

const routes: RoutePlugin = async (app) => {
  const guard = realMember(app);
  const tags = ['deposit'];

  app.get(
    ENDPOINTS.depositChannels,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Deposit channels and their limits, and the deposit bonus the next deposit may take',
        querystring: languageQuery,
        response: moneyResponses(deposit('channels')),
      },
    },
    async (request) => {
      const channels = await channelList(app.db, request.merchant, request.language);
      return ok(
        {
          ...channels,
          bonusOffer: await depositBonusOffer(app.db, request.merchant.id, memberOf(request).id, channels.currency),
        },
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.depositOrders,
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'New deposit order',
        querystring: languageQuery,
        body: deposit('createBody'),
        response: moneyResponses(deposit('order')),
      },
    },
    async (request) => {
      const body = request.body;
      const amount = parseAmount(body.amount, currencyOf(request).currency);
      return ok(
        await createDeposit(
          app.db,
          request.merchant,
          memberOf(request).id,
          { ...body, amount },
          app.auth.now(),
          request.language,
        ),
        request.language,
        'applicationSuccessful',
      );
    },
  );

  app.get(
    ENDPOINTS.depositOrders,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Deposit history',
        querystring: querySchema({
          ...withLanguage,
          ...pagingParams,
          ...rangeParams,
          status: { type: 'string', enum: ['pending', 'success', 'failed', 'rejected'] },
        }),
        response: moneyResponses(deposit('orders')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      return ok(
        await listDeposits(
          app.db,
          request.merchant.id,
          memberOf(request).id,
          { ...q, from: dateOf(q.from), to: dateOf(q.to) },
          request.language,
        ),
        request.language,
      );
    },
  );

  app.get(
    `${ENDPOINTS.depositOrders}/:id`,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'One deposit order',
        params: idParams,
        querystring: languageQuery,
        response: moneyResponses(deposit('order')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await depositOf(app.db, memberOf(request).id, request.params.id, request.language), request.language);
    },
  );
};

export default routes;
