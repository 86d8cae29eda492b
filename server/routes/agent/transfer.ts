/**
 * The agent's transfer to a downline (README "Agent center"): GET the balance and limits, POST
 * the transfer (payment password, idempotent by requestId). Agents only.
 */
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { AgentTransferBody } from '../../../contract/types.ts';
import { ok } from '../../http/envelope.ts';
import { agentOf, agentOnly } from '../../services/agent/guard.ts';
import { transferInfo, transferToDownline } from '../../services/agent/transfer.ts';
import { parseAmount } from '../../services/wallet/amounts.ts';
import { querySchema } from '../common.ts';
import { agentRef, agentResponses, currencyOf, tags, withLanguage } from './common.ts';

/** Registers GET and POST transfer on the agent plugin. */
export function transferRoutes(app: FastifyInstance): void {
  const guard = agentOnly(app);
  const querystring = querySchema(withLanguage);

  app.get(ENDPOINTS.agentTransfer, { preValidation: guard, schema: { tags, summary: 'Balance and limits of the transfer to a downline', querystring, response: agentResponses('agentTransferInfo') } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await transferInfo(app.db, request.merchant, agentOf(request)), request.language);
  });

  app.post(
    ENDPOINTS.agentTransfer,
    {
      preValidation: guard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { tags, summary: 'Transfer to a member of the team (payment password; idempotent by requestId)', querystring, body: agentRef('agentTransferBody'), response: agentResponses('agentTransferValue') },
    },
    async (request) => {
      const body = request.body as AgentTransferBody;
      const amount = parseAmount(body.amount, currencyOf(request));
      const input = { downlineId: body.downlineId, amount, paymentPassword: body.paymentPassword, requestId: body.requestId };
      return ok(await transferToDownline(app.db, request.merchant, agentOf(request), input, app.auth.now()), request.language, 'transferDone');
    },
  );
}
