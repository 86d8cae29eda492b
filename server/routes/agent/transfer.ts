/**
 * The agent's transfer to a downline (README "Agent center"): GET the balance and limits, POST
 * the transfer (payment password, idempotent by requestId). Agents only.
 */
import type { RouteApp } from '../../http/routeTypes.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { agentOf, agentOnly } from '../../services/agent/guard.ts';
import { transferInfo, transferToDownline } from '../../services/agent/transfer.ts';
import { languageQuery } from '../common.ts';
import { agentRef, agentResponses, tags } from './common.ts';

/** Registers GET and POST transfer on the agent plugin. */
export function transferRoutes(app: RouteApp): void {
  const guard = agentOnly(app);

  app.get(
    ENDPOINTS.agentTransfer,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Balance and limits of the transfer to a downline',
        querystring: languageQuery,
        response: agentResponses('agentTransferInfo'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await transferInfo(app.db, request.merchant, agentOf(request)), request.language);
    },
  );

  app.post(
    ENDPOINTS.agentTransfer,
    {
      preValidation: guard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Transfer to a member of the team (payment password; idempotent by requestId)',
        querystring: languageQuery,
        body: agentRef('agentTransferBody'),
        response: agentResponses('agentTransferValue'),
      },
    },
    async (request) => {
      const body = request.body;
      const input = {
        downlineId: body.downlineId,
        amount: body.amount,
        paymentPassword: body.paymentPassword,
        requestId: body.requestId,
      };
      return ok(
        await transferToDownline(app.db, request.merchant, agentOf(request), input, app.auth.now()),
        request.language,
        'transferDone',
      );
    },
  );
}
