/**
 * Operator console routes of the downline tree (README "Agents"): GET /api/operator/members
 * `?username=&pageNo=&pageSize=` finds the merchant's members (server/services/operator/members.ts); POST
 * /api/operator/members/:id/make-agent `{ type }` and /api/operator/members/:id/move
 * `{ uplineId }`, operator token, audited (server/services/operator/agents.ts). Answers the
 * member's tree fields; refusals are localised 4xx envelopes.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { requireOperator, routePermission } from '../../services/operator/auth.ts';
import { operatorMakeAgent, operatorMoveMember, type OperatorContext } from '../../services/operator/agents.ts';
import { searchMembers } from '../../services/operator/members.ts';
import { querySchema, languageQuery } from '../common.ts';
import { idParams, moneyRef, moneyResponses, pagingParams, withLanguage } from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const memberView = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'username', 'type', 'uplineId', 'affiliateCode'],
  properties: {
    id,
    username: { type: 'string' },
    type: { type: 'integer' },
    uplineId: { type: ['integer', 'null'] },
    affiliateCode: { type: ['string', 'null'] },
  },
} as const;
const makeAgentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: { type: { type: 'integer', minimum: 0, maximum: 32_767 } },
} as const;
const moveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['uplineId'],
  properties: { uplineId: id },
} as const;

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'agents.manage'); // README "Staff and roles"
  const tags = ['operator'];
  const context = async (request: FastifyRequest): Promise<OperatorContext> => {
    const now = app.auth.now();
    const operator = await requireOperator(app.db, request, now);
    return { merchantId: request.merchant.id, operatorId: operator.id, ip: request.ip, now };
  };
  const memberId = (request: { params: { id: number } }) => request.params.id;

  app.get(
    ENDPOINTS.operatorMembers,
    {
      schema: {
        tags,
        summary: 'Find the merchant’s members by username',
        querystring: querySchema({ ...withLanguage, ...pagingParams, username: { type: 'string', maxLength: 64 } }),
        response: moneyResponses(moneyRef('operator', 'members')),
      },
    },
    async (request) => {
      const { merchantId } = await context(request);
      return ok(await searchMembers(app.db, merchantId, request.query), request.language);
    },
  );

  app.post(
    `${ENDPOINTS.operatorMembers}/:id/make-agent`,
    {
      schema: {
        tags,
        summary: 'Make a member an agent (types 1, 2, 41, 42)',
        params: idParams,
        querystring: languageQuery,
        body: makeAgentBody,
        response: moneyResponses(memberView),
      },
    },
    async (request) =>
      ok(
        await operatorMakeAgent(app.db, await context(request), memberId(request), request.body.type),
        request.language,
      ),
  );

  app.post(
    `${ENDPOINTS.operatorMembers}/:id/move`,
    {
      schema: {
        tags,
        summary: 'Move a member and its team under another upline agent',
        params: idParams,
        querystring: languageQuery,
        body: moveBody,
        response: moneyResponses(memberView),
      },
    },
    async (request) =>
      ok(
        await operatorMoveMember(app.db, await context(request), memberId(request), request.body.uplineId),
        request.language,
      ),
  );
};

export default routes;
