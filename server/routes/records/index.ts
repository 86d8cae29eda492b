/**
 * Records of play (spec section 2: personalHistoryCopy and personalProfit), for
 * real members only (trial users: 403 NEED_TRUE_ACCOUNT, spec section 6); a member sees only
 * their own rounds. Query: from, to (ISO date-times; default the last 7 days; at most 92 days),
 * category, vendor, pageNo, pageSize (betting record).
 */
import type { FastifyReply } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { RecordQuery } from '../../../contract/types.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { PlayError, sendPlayError } from '../../services/vendor-protocol/playMessages.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { gameCategoryParam, languageParam, querySchema, vendorCodeParam } from '../common.ts';
import { bettingRecord, profitReport, type RecordFilter } from '../../services/records/report.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const DAY_MS = 86_400_000;
/** Longest range a query may span. */
export const MAX_RANGE_DAYS = 92;

const query = querySchema({
  from: { type: 'string', format: 'date-time', description: 'Start (inclusive); default 7 days before `to`' },
  to: { type: 'string', format: 'date-time', description: 'End (exclusive); default now' },
  category: gameCategoryParam,
  vendor: vendorCodeParam,
  pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  language: languageParam,
});

/** The filter of a query, or a 400 badDateRange PlayError (from after to, or a range above 92 days). */
function filterOf(memberId: number, q: RecordQuery, now: Date): RecordFilter {
  const to = q.to ? new Date(q.to) : now;
  const from = q.from ? new Date(q.from) : new Date(to.getTime() - 7 * DAY_MS);
  if (!(from.getTime() < to.getTime()) || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
    throw new PlayError(400, 'BAD_DATE_RANGE', 'badDateRange');
  return { memberId, from, to, category: q.category, vendor: q.vendor };
}

const routes: RoutePlugin = async (app) => {
  const guard = realMember(app);
  const refuse = (reply: FastifyReply, err: unknown, lang: 'TW' | 'EN') => {
    if (err instanceof PlayError) return sendPlayError(reply, err, lang);
    throw err;
  };

  app.get<{ Querystring: RecordQuery }>(
    ENDPOINTS.bettingRecord,
    {
      preHandler: guard,
      schema: {
        tags: ['records'],
        summary: 'Betting record (personalHistoryCopy)',
        querystring: query,
        response: envelopeResponses(ref('api/records-bets.json')),
      },
    },
    async (request, reply) => {
      try {
        const filter = filterOf(memberOf(request).id, request.query, app.auth.now());
        return ok(
          await bettingRecord(
            app.db,
            filter,
            { pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 20 },
            request.language,
          ),
          request.language,
        );
      } catch (err) {
        return refuse(reply, err, request.language);
      }
    },
  );

  app.get<{ Querystring: RecordQuery }>(
    ENDPOINTS.profitReport,
    {
      preHandler: guard,
      schema: {
        tags: ['records'],
        summary: 'Profit and loss by category (personalProfit)',
        querystring: query,
        response: envelopeResponses(ref('api/records-profit.json')),
      },
    },
    async (request, reply) => {
      try {
        const filter = filterOf(memberOf(request).id, request.query, app.auth.now());
        return ok(
          { from: filter.from.toISOString(), to: filter.to.toISOString(), ...(await profitReport(app.db, filter)) },
          request.language,
        );
      } catch (err) {
        return refuse(reply, err, request.language);
      }
    },
  );
};

export default routes;
