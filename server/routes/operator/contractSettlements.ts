/**
 * Operator console routes of contract settlements (docs/contracts.md "Settlement" and
 * "Scheduler"), operator token: GET ENDPOINTS.operatorSettlements (the merchant's settlements:
 * kind, state, contractId, from, to, page, pageSize), POST ENDPOINTS.operatorSettlementProcess
 * `{ action: approve | reject }` (a requested dividend; the operator approves any, and is the only
 * one who may for a top agent's merchant-granted contract) and POST
 * ENDPOINTS.operatorSettlementRerun `{ kind, periodKey }` (settles a closed period again, paying
 * nothing twice; answers the SettleReport). Every action writes an operator audit entry.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { rerunPeriod } from '../../services/contracts/settle.ts';
import { operatorSettlements, processSettlement, toSettleReport } from '../../services/contracts/settlements.ts';
import { audit } from '../../services/operator/audit.ts';
import { requireOperator, routePermission } from '../../services/operator/auth.ts';
import { querySchema, languageQuery } from '../common.ts';
import { ACTION_MESSAGES, settlementQuery } from '../contract-settlements/index.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const contractRef = <Definition extends string>(definition: Definition) =>
  ref(`api/contract.json#/definitions/${definition}` as const);

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'agents.manage'); // README "Staff and roles"
  const tags = ['operator'];
  const operatorOf = async (request: FastifyRequest) => (await requireOperator(app.db, request, app.auth.now())).id;

  app.get(
    ENDPOINTS.operatorSettlements,
    {
      schema: {
        tags,
        summary: 'The merchant’s contract settlements',
        querystring: querySchema(settlementQuery),
        response: envelopeResponses(contractRef('settlementList')),
      },
    },
    async (request, reply) => {
      const operatorId = await operatorOf(request);
      reply.header('cache-control', 'no-store');
      return ok(await operatorSettlements(app.db, request.merchant, operatorId, request.query), request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorSettlementProcess,
    {
      schema: {
        tags,
        summary: 'Approve or reject a requested dividend',
        params: contractRef('contractIdParams'),
        querystring: languageQuery,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['action'],
          properties: { action: { type: 'string', enum: ['approve', 'reject'] } },
        },
        response: envelopeResponses(contractRef('settlement')),
      },
    },
    async (request) => {
      const operatorId = await operatorOf(request);
      const id = request.params.id;
      const action = request.body.action;
      const now = app.auth.now();
      const { before, after } = await processSettlement(
        app.db,
        request.merchant,
        { kind: 'operator', operatorId },
        id,
        action,
        now,
      );
      await audit(
        app.db,
        {
          merchantId: request.merchant.id,
          operatorId,
          action: `settlement.${action}`,
          targetType: 'contractSettlement',
          targetId: id,
          before,
          after,
          ip: request.ip,
        },
        now,
      );
      return ok(after, request.language, ACTION_MESSAGES[action]);
    },
  );

  app.post(
    ENDPOINTS.operatorSettlementRerun,
    {
      schema: {
        tags,
        summary: 'Settle a closed period of a kind again (pays nothing twice)',
        querystring: languageQuery,
        body: contractRef('rerunBody'),
        response: envelopeResponses(contractRef('settleReport')),
      },
    },
    async (request) => {
      const operatorId = await operatorOf(request);
      const body = request.body;
      const now = app.auth.now();
      const report = toSettleReport(
        await rerunPeriod(app.db, request.merchant, body.kind, body.periodKey, now),
        request.merchant.config.permission.currency,
      );
      // The audit's target is a period, not one record: its id is 0 and the period is in `after`.
      await audit(
        app.db,
        {
          merchantId: request.merchant.id,
          operatorId,
          action: 'settlement.rerun',
          targetType: 'contractSettlementPeriod',
          targetId: 0,
          before: null,
          after: { ...body, report },
          ip: request.ip,
        },
        now,
      );
      return ok(report, request.language, 'settlementRerunDone');
    },
  );
};

export default routes;
