/**
 * Pieces shared by the agent center routes (README "Agent center"): query parameter schemas
 * (range, paging, username search), the response schemas by definition of schemas/api/agent.json,
 * and the agent's range resolved in the merchant's reporting day.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgentRange } from '../../../contract/types.ts';
import { envelopeResponses, ref } from '../../http/envelope.ts';
import { reportingOffset, resolveRange, type DayRange } from '../../services/agent/range.ts';

/** `$ref` to a definition of schemas/api/agent.json. */
export const agentRef = <Definition extends string>(definition: Definition) =>
  ref(`api/agent.json#/definitions/${definition}` as const);

/**
 * Responses of an agent route: the envelope whose value is the agent.json definition; 4xx/5xx the
 * money error envelope (schemas/api/wallet.json#/definitions/error: field, allowed range, attempts left).
 */
export const agentResponses = <Definition extends string>(definition: Definition) => {
  const error = ref('api/wallet.json#/definitions/error');
  return { ...envelopeResponses(agentRef(definition)), '4xx': error, '5xx': error };
};

/** OpenAPI tag of the agent routes. */
export const tags = ['agent'];

/** Text without control characters (NUL included): PostgreSQL refuses NUL in text. */
const PLAIN_TEXT = '^[^\\u0000-\\u001f\\u007f]*$';

/** range, from, to (yyyy-MM-dd) of the reports; checked further by resolveRange (real days, order, 92 days). */
export const rangeParams = {
  range: { type: 'string', enum: ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] },
  from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd, inclusive' },
  to: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd, inclusive' },
} as const;

/** page (1-based, default 1) and pageSize (1..100, default 20). */
export const pageParams = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** A username filter: 1..64 characters of plain text. */
export const usernameParam = { type: 'string', minLength: 1, maxLength: 64, pattern: PLAIN_TEXT } as const;

/** Plain text of 1..`max` characters. */
export const plainText = (max: number) =>
  ({ type: 'string', minLength: 1, maxLength: max, pattern: PLAIN_TEXT }) as const;

/** The query of a range report. */
export interface RangeQuery {
  range?: AgentRange;
  from?: string;
  to?: string;
}

/** Paging of a query. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The request's range in the merchant's reporting days. @throws ApiError 400 RANGE_INVALID. */
export async function rangeOf(app: FastifyInstance, request: FastifyRequest, query: RangeQuery): Promise<DayRange> {
  return resolveRange(query, app.auth.now(), await reportingOffset(app.db, request.merchant.id));
}

/** The merchant currency (permission.currency). */
export const currencyOf = (request: FastifyRequest) => request.merchant.config.permission.currency;
