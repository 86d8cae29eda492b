/**
 * Operator console routes of contract settlements (docs/contracts.md "Settlement" and
 * "Scheduler"), operator token: GET ENDPOINTS.operatorSettlements (the merchant's settlements:
 * kind, state, contractId, from, to, page, pageSize), POST ENDPOINTS.operatorSettlementProcess
 * `{ action: approve | reject }` (a requested dividend; the operator approves any, and is the only
 * one who may for a top agent's merchant-granted contract) and POST
 * ENDPOINTS.operatorSettlementRerun `{ kind, periodKey }` (settles a closed period again, paying
 * nothing twice; answers the SettleReport). Every action writes an operator audit entry.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { RerunBody, SettlementListQuery } from '../../../contract/types.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { rerunPeriod } from '../../services/contracts/settle.ts';
import { operatorSettlements, processSettlement, toSettleReport } from '../../services/contracts/settlements.ts';
import { audit } from '../../services/operator/audit.ts';
import { requireOperator } from '../../services/operator/auth.ts';
import { languageParam, querySchema } from '../common.ts';
import { ACTION_MESSAGES, settlementQuery } from '../contract-settlements/index.ts';

const contractRef = (definition: string) => ref(`api/contract.json#/definitions/${definition}`);

const routes: FastifyPluginAsync = async (app) => {
  const tags = ['operator'];
  const query = querySchema({ language: languageParam });
  const operatorOf = async (request: FastifyRequest) => (await requireOperator(app.db, request, app.auth.now())).id;

  app.get(
    ENDPOINTS.operatorSettlements,
    { schema: { tags, summary: 'The merchant’s contract settlements', querystring: querySchema(settlementQuery), response: envelopeResponses(contractRef('settlementList')) } },
    async (request, reply) => {
      const operatorId = await operatorOf(request);
      reply.header('cache-control', 'no-store');
      return ok(await operatorSettlements(app.db, request.merchant, operatorId, request.query as SettlementListQuery), request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorSettlementProcess,
    {
      schema: {
        tags,
        summary: 'Approve or reject a requested dividend',
        params: contractRef('contractIdParams'),
        querystring: query,
        body: { type: 'object', additionalProperties: false, required: ['action'], properties: { action: { type: 'string', enum: ['approve', 'reject'] } } },
        response: envelopeResponses(contractRef('settlement')),
      },
    },
    async (request) => {
      const operatorId = await operatorOf(request);
      const id = (request.params as { id: number }).id;
      const action = (request.body as { action: 'approve' | 'reject' }).action;
      const now = app.auth.now();
      const { before, after } = await processSettlement(app.db, request.merchant, { kind: 'operator', operatorId }, id, action, now);
      await audit(app.db, { merchantId: request.merchant.id, operatorId, action: `settlement.${action}`, targetType: 'contractSettlement', targetId: id, before, after, ip: request.ip }, now);
      return ok(after, request.language, ACTION_MESSAGES[action]);
    },
  );

  app.post(
    ENDPOINTS.operatorSettlementRerun,
    { schema: { tags, summary: 'Settle a closed period of a kind again (pays nothing twice)', querystring: query, body: contractRef('rerunBody'), response: envelopeResponses(contractRef('settleReport')) } },
    async (request) => {
      const operatorId = await operatorOf(request);
      const body = request.body as RerunBody;
      const now = app.auth.now();
      const report = toSettleReport(await rerunPeriod(app.db, request.merchant, body.kind, body.periodKey, now), request.merchant.config.permission.currency);
      // The audit's target is a period, not one record: its id is 0 and the period is in `after`.
      await audit(app.db, { merchantId: request.merchant.id, operatorId, action: 'settlement.rerun', targetType: 'contractSettlementPeriod', targetId: 0, before: null, after: { ...body, report }, ip: request.ip }, now);
      return ok(report, request.language, 'settlementRerunDone');
    },
  );
};

export default routes;
