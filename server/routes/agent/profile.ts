/**
 * GET profile (README "Agents"): the agent header of spec section 2, with the merchant's
 * reporting zone the reports count their days in. Agents only (server/services/agent/guard.ts).
 */
import type { RouteApp } from '../../http/routeTypes.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { agentOf, agentOnly } from '../../services/agent/guard.ts';
import { agentProfile } from '../../services/agent/profile.ts';
import { languageQuery } from '../common.ts';
import { agentResponses, tags } from './common.ts';

/** Registers GET profile on the agent plugin. */
export function profileRoutes(app: RouteApp): void {
  app.get(
    ENDPOINTS.agentProfile,
    {
      preValidation: agentOnly(app),
      schema: {
        tags,
        summary:
          "The agent header: nickname, invitation code, the merchant's reporting zone (GMT offset) and team size",
        querystring: languageQuery,
        response: agentResponses('agentProfile'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await agentProfile(app.db, request.merchant.id, agentOf(request)), request.language);
    },
  );
}
