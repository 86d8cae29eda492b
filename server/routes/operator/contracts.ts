/**
 * Operator console routes of agent contracts (docs/contracts.md "Terms" and "Lifecycle";
 * schemas/api/contract.json): GET /api/operator/contracts (the merchant's contracts by kind,
 * state and username, paged), POST /api/operator/contracts (a top agent's contract from the
 * merchant, active at once), POST /api/operator/contracts/:id/terminate, GET and PUT
 * /api/operator/contract-policy. Operator token (401 OPERATOR_NOT_LOGGED_IN, checked before
 * validation); every change is audited (server/services/operator/audit.ts). The settlement routes
 * are not here.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import {
  operatorListContracts,
  operatorPolicy,
  operatorTerminate,
  saveOperatorPolicy,
  setTopContract,
  type OperatorActor,
} from '../../services/contracts/operator.ts';
import { operatorGuard, routePermission } from '../../services/operator/auth.ts';
import { contractRef, contractResponses } from '../contracts/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const POST_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'agents.manage'); // README "Staff and roles"
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());
  const actorOf = (request: FastifyRequest): OperatorActor => ({ operatorId: operatorOf(request).id, ip: request.ip });

  app.get(
    ENDPOINTS.operatorContracts,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The merchant's agent contracts (kind, state, username; paged)",
        querystring: contractRef('operatorContractQuery'),
        response: contractResponses('contractList'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await operatorListContracts(app.db, request.merchant, request.query), request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorContracts,
    {
      preValidation: guard,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: "Set a top agent's contract from the merchant (active at once)",
        body: contractRef('operatorContractBody'),
        response: contractResponses('agentContract'),
      },
    },
    async (request) =>
      ok(
        await setTopContract(app.db, request.merchant, actorOf(request), request.body, app.auth.now()),
        request.language,
        'contractSet',
      ),
  );

  app.post(
    ENDPOINTS.operatorContractTerminate,
    {
      preValidation: guard,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: 'End an open or live contract',
        params: contractRef('contractIdParams'),
        response: contractResponses('agentContract'),
      },
    },
    async (request) =>
      ok(
        await operatorTerminate(app.db, request.merchant, actorOf(request), request.params.id, app.auth.now()),
        request.language,
        'contractTerminated',
      ),
  );

  app.get(
    ENDPOINTS.operatorContractPolicy,
    {
      preValidation: guard,
      schema: { tags, summary: "The merchant's contract policy", response: contractResponses('contractPolicy') },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await operatorPolicy(app.db, request.merchant), request.language);
    },
  );

  app.put(
    ENDPOINTS.operatorContractPolicy,
    {
      preValidation: guard,
      config: POST_LIMIT,
      schema: {
        tags,
        summary: "Save the merchant's contract policy",
        body: contractRef('contractPolicy'),
        response: contractResponses('contractPolicy'),
      },
    },
    async (request) =>
      ok(
        await saveOperatorPolicy(app.db, request.merchant, actorOf(request), request.body, app.auth.now()),
        request.language,
        'contractPolicySaved',
      ),
  );
};

export default routes;
