/**
 * Contract calls of members and agents (spec sections 4 and 7; docs/contracts.md "Lifecycle";
 * schemas/api/contract.json): GET contracts (the page the caller may see), POST contracts (an
 * agent offers a contract to a direct downline, idempotent by requestId), POST contracts/preview
 * (what an offer would do: ceiling, lower-rate warning, replaced contract), GET contracts/:id (one
 * contract and its events), POST contracts/:id/process (accept, reject, withdraw, termination
 * requests). A logged-in real member (401, 403 NEED_TRUE_ACCOUNT for trials); offers need an
 * agent (403 NOT_AGENT). The settlement routes are not here.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { ContractProcessBody } from '../../../contract/types.ts';
import { ok } from '../../http/envelope.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { offerContract, previewOffer, processContract } from '../../services/contracts/lifecycle.ts';
import { contractDetail, listContracts } from '../../services/contracts/listing.ts';
import { memberOf } from '../../services/wallet/guard.ts';
import { agentGuard, contractRef, contractResponses, memberGuard, tags } from './common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** POSTs per member per minute (offers, previews, actions). */
const POST_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The success message of each action. */
const DONE: Record<ContractProcessBody['action'], MessageKey> = {
  accept: 'contractAccepted',
  reject: 'contractRejected',
  withdraw: 'contractWithdrawn',
  requestTermination: 'contractTerminationRequested',
  acceptTermination: 'contractTerminated',
  rejectTermination: 'contractTerminationRejected',
};

const idOf = (request: { params: { id: number } }) => request.params.id;

const routes: RoutePlugin = async (app) => {
  const member = memberGuard(app);
  const agent = agentGuard(app);

  app.get(
    ENDPOINTS.contracts,
    {
      preValidation: member,
      schema: {
        tags,
        summary: 'Contracts the caller granted, holds, or that were granted inside its team',
        querystring: contractRef('contractListQuery'),
        response: contractResponses('contractList'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listContracts(app.db, request.merchant, memberOf(request), request.query), request.language);
    },
  );

  app.post(
    ENDPOINTS.contracts,
    {
      preValidation: agent,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Offer a contract to a direct downline (idempotent by requestId)',
        body: contractRef('contractOfferBody'),
        response: contractResponses('agentContract'),
      },
    },
    async (request) =>
      ok(
        await offerContract(app.db, request.merchant, memberOf(request), request.body, app.auth.now()),
        request.language,
        'contractOffered',
      ),
  );

  app.post(
    ENDPOINTS.contractPreview,
    {
      preValidation: agent,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'What an offer would do: the ceiling, the contracts it would end, the contract it replaces',
        body: contractRef('contractPreviewBody'),
        response: contractResponses('contractPreview'),
      },
    },
    async (request) =>
      ok(await previewOffer(app.db, request.merchant, memberOf(request), request.body), request.language),
  );

  app.get(
    ENDPOINTS.contract,
    {
      preValidation: member,
      schema: {
        tags,
        summary: 'One contract and its events',
        params: contractRef('contractIdParams'),
        response: contractResponses('contractDetail'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await contractDetail(app.db, request.merchant, memberOf(request), idOf(request)), request.language);
    },
  );

  app.post(
    ENDPOINTS.contractProcess,
    {
      preValidation: member,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'Accept, reject or withdraw an offer; request, accept or reject a termination',
        params: contractRef('contractIdParams'),
        body: contractRef('contractProcessBody'),
        response: contractResponses('agentContract'),
      },
    },
    async (request) => {
      const { action } = request.body;
      return ok(
        await processContract(app.db, request.merchant, memberOf(request), idOf(request), action, app.auth.now()),
        request.language,
        DONE[action],
      );
    },
  );
};

export default routes;
