/**
 * Agent team routes (README "Agent center"): GET downlines (drill-down and search), GET team-bets
 * (the team betting record), GET team-transactions (deposits, withdrawals and transfers of the
 * team) and GET revenue (the agent's income from the ledger). Agents only.
 */
import type { RouteApp } from '../../http/routeTypes.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { listDownlines } from '../../services/agent/downlines.ts';
import { agentOf, agentOnly } from '../../services/agent/guard.ts';
import { agentRevenue } from '../../services/agent/revenue.ts';
import { teamBets } from '../../services/agent/teamBets.ts';
import { teamTransactions } from '../../services/agent/teamTransactions.ts';
import { gameCategoryParam, querySchema, withLanguage } from '../common.ts';
import {
  agentResponses,
  currencyOf,
  pageParams,
  plainText,
  rangeOf,
  rangeParams,
  tags,
  usernameParam,
} from './common.ts';

/** Registers the team routes on the agent plugin. */
export function teamRoutes(app: RouteApp): void {
  const guard = agentOnly(app);

  app.get(
    ENDPOINTS.agentDownlines,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Direct downlines of the agent or of a team member, or a username search at any depth',
        querystring: querySchema({
          ...withLanguage,
          ...rangeParams,
          ...pageParams,
          parentId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          username: usernameParam,
        }),
        response: agentResponses('agentDownlinesValue'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const range = await rangeOf(app, request, q);
      const value = await listDownlines(
        app.db,
        request.merchant.id,
        agentOf(request).id,
        q,
        range,
        currencyOf(request),
        app.auth.now(),
      );
      return ok(value, request.language);
    },
  );

  app.get(
    ENDPOINTS.agentTeamBets,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Every bet of the team, with filters and totals',
        querystring: querySchema({
          ...withLanguage,
          ...rangeParams,
          ...pageParams,
          username: usernameParam,
          category: gameCategoryParam,
          vendor: plainText(64),
          status: { type: 'string', enum: ['settled', 'open', 'cancelled'] },
        }),
        response: agentResponses('agentTeamBetsValue'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const range = await rangeOf(app, request, q);
      return ok(
        await teamBets(
          app.db,
          request.merchant.id,
          agentOf(request).id,
          q,
          range,
          currencyOf(request),
          request.language,
        ),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.agentTeamTransactions,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Deposits, withdrawals and transfers of the team, with filters and totals',
        querystring: querySchema({
          ...withLanguage,
          ...rangeParams,
          ...pageParams,
          username: usernameParam,
          kind: { type: 'string', enum: ['deposit', 'withdraw', 'transferIn', 'transferOut'] },
        }),
        response: agentResponses('agentTeamTransactionsValue'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const range = await rangeOf(app, request, q);
      return ok(
        await teamTransactions(app.db, request.merchant.id, agentOf(request).id, q, range, currencyOf(request)),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.agentRevenue,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The agent's income per day and kind, from the ledger",
        querystring: querySchema({ ...withLanguage, ...rangeParams, ...pageParams }),
        response: agentResponses('agentRevenue'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      const range = await rangeOf(app, request, q);
      return ok(
        await agentRevenue(app.db, request.merchant.id, agentOf(request).id, q, range, currencyOf(request)),
        request.language,
      );
    },
  );
}
