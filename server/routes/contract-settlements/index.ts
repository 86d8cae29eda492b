/**
 * Contract settlements for members (docs/contracts.md "Settlement"; schemas/api/contract.json):
 * GET ENDPOINTS.contractSettlements lists what the member sees (role own: its own; granted: those
 * of the contracts it granted; all: both and its team's), with the filter's totals; POST
 * ENDPOINTS.contractSettlementProcess is the dividend process request (request by the holder,
 * approve or reject by the contract's upline agent). A logged-in real member (401
 * NOT_LOGGED_IN, 403 NEED_TRUE_ACCOUNT); a settlement the member may not see answers 404
 * SETTLEMENT_NOT_FOUND, the same as one that does not exist.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { memberSettlements, processSettlement } from '../../services/contracts/settlements.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { languageParam, querySchema, languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** `$ref` to a definition of schemas/api/contract.json. */
const contractRef = <Definition extends string>(definition: Definition) =>
  ref(`api/contract.json#/definitions/${definition}` as const);
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const day = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'yyyy-MM-dd (reporting day of the period start), inclusive',
} as const;

/** The query of settlementListQuery (schemas/api/contract.json) and the language. */
export const settlementQuery = {
  language: languageParam,
  kind: contractRef('contractKind'),
  contractId: id,
  state: contractRef('settlementState'),
  from: day,
  to: day,
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** Success messages of the dividend process actions. */
export const ACTION_MESSAGES = {
  request: 'settlementRequested',
  approve: 'settlementApproved',
  reject: 'settlementRejected',
} as const;

const routes: RoutePlugin = async (app) => {
  const guard = realMember(app);
  const tags = ['contracts'];

  app.get(
    ENDPOINTS.contractSettlements,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Settlements of the member’s contracts, of those it granted and of its team',
        querystring: querySchema({ ...settlementQuery, role: { type: 'string', enum: ['own', 'granted', 'all'] } }),
        response: envelopeResponses(contractRef('settlementList')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await memberSettlements(app.db, request.merchant, memberOf(request), request.query), request.language);
    },
  );

  app.post(
    ENDPOINTS.contractSettlementProcess,
    {
      preHandler: guard,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Dividend process request: request (the holder), approve or reject (the upline agent)',
        params: contractRef('contractIdParams'),
        querystring: languageQuery,
        body: contractRef('settlementProcessBody'),
        response: envelopeResponses(contractRef('settlement')),
      },
    },
    async (request) => {
      const action = request.body.action;
      const { after } = await processSettlement(
        app.db,
        request.merchant,
        { kind: 'member', member: memberOf(request) },
        request.params.id,
        action,
        app.auth.now(),
      );
      return ok(after, request.language, ACTION_MESSAGES[action]);
    },
  );
};

export default routes;
