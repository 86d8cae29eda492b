/**
 * The e2e test clock of contract settlement (docs/contracts.md "Scheduler"; development servers
 * only, never production): POST /dev/contracts/settle `{ at }` runs the scheduler's settleDue for
 * the request's merchant (by host, as /api calls resolve it) as if the present were `at` (an ISO
 * 8601 instant with a time and a zone) and answers the SettleReport in the envelope; a bad `at`
 * answers 400 BAD_REQUEST. A kind without a watermark starts it at the current period of the
 * server's own clock, so the periods between the server's present and `at` are the ones settled.
 */
import type { FastifyPluginAsync } from 'fastify';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { settleDue } from '../../services/contracts/settle.ts';
import { toSettleReport } from '../../services/contracts/settlements.ts';

/** An ISO 8601 instant with a date, a time and a zone (Z or ±hh:mm). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const routes: FastifyPluginAsync = async (app) => {
  app.post(
    '/dev/contracts/settle',
    {
      schema: {
        hide: true,
        body: { type: 'object', additionalProperties: false, required: ['at'], properties: { at: { type: 'string', minLength: 1, maxLength: 40 } } },
        response: envelopeResponses(ref('api/contract.json#/definitions/settleReport')),
      },
    },
    async (request) => {
      const text = (request.body as { at: string }).at;
      const at = new Date(text);
      if (!INSTANT.test(text) || Number.isNaN(at.getTime())) throw new ApiError(400, 'BAD_REQUEST', 'settlementInstantInvalid', { value: { field: 'at', in: 'body' } });
      // dev routes are outside /api: the merchant comes from the host here (server/plugins/requestContext.ts)
      const merchant = await app.merchants.resolveByHost(request.hostname);
      if (!merchant) throw new ApiError(503, 'NO_MERCHANT', 'noMerchant');
      const totals = await settleDue(app.db, merchant, at, { markFrom: app.auth.now() });
      return ok(toSettleReport(totals, merchant.config.permission.currency), request.language);
    },
  );
};

export default routes;
