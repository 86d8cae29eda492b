/**
 * Agent report routes (README "Agent center"): GET overview (agentTeamOverview) and GET
 * profit-loss (palStatementsAgentCopy). Agents only (server/services/agent/guard.ts).
 */
import type { RouteApp } from '../../http/routeTypes.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { agentOf, agentOnly } from '../../services/agent/guard.ts';
import { profitLoss, teamOverview } from '../../services/agent/reports.ts';
import { querySchema, withLanguage } from '../common.ts';
import { agentResponses, currencyOf, rangeOf, rangeParams, tags } from './common.ts';

/** Registers the report routes on the agent plugin. */
export function reportRoutes(app: RouteApp): void {
  const guard = agentOnly(app);
  const querystring = querySchema({ ...withLanguage, ...rangeParams });

  app.get(
    ENDPOINTS.agentOverview,
    {
      preValidation: guard,
      schema: { tags, summary: 'Team overview for a range', querystring, response: agentResponses('agentOverview') },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const range = await rangeOf(app, request, request.query);
      return ok(await teamOverview(app.db, agentOf(request).id, range, currencyOf(request)), request.language);
    },
  );

  app.get(
    ENDPOINTS.agentProfitLoss,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Profit and loss per direct downline (rolled up) and own play',
        querystring,
        response: agentResponses('agentProfitLoss'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const range = await rangeOf(app, request, request.query);
      return ok(await profitLoss(app.db, agentOf(request).id, range, currencyOf(request)), request.language);
    },
  );
}
