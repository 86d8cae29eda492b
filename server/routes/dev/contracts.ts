/**
 * The e2e test clock of contract settlement (docs/contracts.md "Scheduler"; development servers
 * only, never production): POST /dev/contracts/settle `{ at, kind?, holder? }` settles, for the request's
 * merchant (by host, as /api calls resolve it), the periods of `kind` (default every kind) that
 * are open at the server's present but closed at `at` (an ISO 8601 instant with a time and a
 * zone), as if the present were `at` (settle.ts settleAhead: watermarks stay, so the real
 * scheduler later pays only what is missing), and answers the SettleReport in the envelope; a bad
 * `at` or kind answers 400 BAD_REQUEST. With `holder` (a username of the merchant) only that
 * member's contracts are settled (the difference model still sees every contract), so two e2e
 * runs sharing a server each settle their own agent; an unknown holder answers 400.
 */
import { and, eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { CONTRACT_KINDS } from '../../../engine/contracts.ts';
import { settleAhead } from '../../services/contracts/settle.ts';
import { toSettleReport } from '../../services/contracts/settlements.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** An ISO 8601 instant with a date, a time and a zone (Z or ±hh:mm). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

const routes: RoutePlugin = async (app) => {
  app.post(
    '/dev/contracts/settle',
    {
      schema: {
        hide: true,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['at'],
          properties: {
            at: { type: 'string', minLength: 1, maxLength: 40 },
            kind: { type: 'string', enum: [...CONTRACT_KINDS] },
            holder: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
        response: envelopeResponses(ref('api/contract.json#/definitions/settleReport')),
      },
    },
    async (request) => {
      const { at: text, kind, holder } = request.body;
      const at = new Date(text);
      if (!INSTANT.test(text) || Number.isNaN(at.getTime()))
        throw new ApiError(400, 'BAD_REQUEST', 'settlementInstantInvalid', { value: { field: 'at', in: 'body' } });
      // dev routes are outside /api: the merchant comes from the host here (server/plugins/requestContext.ts)
      const merchant = await app.merchants.resolveByHost(request.hostname);
      if (!merchant) throw new ApiError(503, 'NO_MERCHANT', 'noMerchant');
      let only: Set<number> | undefined;
      if (holder !== undefined) {
        const [member] = await app.db
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.merchantId, merchant.id), eq(members.username, holder)))
          .limit(1);
        if (!member)
          throw new ApiError(400, 'BAD_REQUEST', 'settlementHolderUnknown', { value: { field: 'holder', in: 'body' } });
        only = new Set([member.id]);
      }
      const totals = await settleAhead(app.db, merchant, app.auth.now(), at, kind ? [kind] : undefined, only);
      return ok(toSettleReport(totals, merchant.config.permission.currency), request.language);
    },
  );
};

export default routes;
