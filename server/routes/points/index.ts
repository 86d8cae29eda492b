/**
 * The points mall's member routes (docs/promotions.md "Points (PTSYS3)"; schemas/api/promotions.json;
 * spec section 7 "Points"): GET points/balance, points/config, points/rewards (the items), POST
 * points/redeem and points/convert (encrypted bodies, payment password, idempotent by requestId),
 * GET points/redemptions (redeem history) and points/records (points details). A logged-in real
 * member (401; 403 NEED_TRUE_ACCOUNT for trials); every call answers 404 FEATURE_OFF while the
 * merchant's PTSYS3 is off. A member sees only their own rows.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatAmount } from '../../../contract/money.ts';
import type { PointsConvertBody, PointsItemQuery, PointsRecordQuery, PointsRedeemBody, PointsRedemptionQuery } from '../../../contract/types.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { t } from '../../i18n/messages.ts';
import { flagOn } from '../../services/auth/rules.ts';
import { pointsBalance, pointsConfig } from '../../services/points/balance.ts';
import { convertPoints } from '../../services/points/convert.ts';
import { POINTS_FLAG, pointsOff } from '../../services/points/flag.ts';
import { listItems } from '../../services/points/items.ts';
import { listRecords, listRedemptions } from '../../services/points/records.ts';
import { redeemItem } from '../../services/points/redeem.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { languageParam, querySchema } from '../common.ts';

const pointsRef = (definition: string) => ref(`api/promotions.json#/definitions/${definition}`);
const responses = (definition: string) => envelopeResponses(pointsRef(definition));
const tags = ['points'];
const withLanguage = querySchema({ language: languageParam });
/** Redemptions and conversions per member per minute. */
const POST_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const routes: FastifyPluginAsync = async (app) => {
  /** A real member of a merchant running PTSYS3 (404 FEATURE_OFF otherwise). */
  const guard = [
    ...realMember(app),
    async (request: FastifyRequest) => {
      if (!flagOn(request.merchant.config.permission.whitelabel ?? [], POINTS_FLAG)) throw pointsOff();
    },
  ];
  const noStore = { onSend: async (_request: FastifyRequest, reply: { header(k: string, v: string): unknown }, payload: unknown) => (reply.header('cache-control', 'no-store'), payload) };

  app.get(ENDPOINTS.pointsBalance, { preValidation: guard, ...noStore, schema: { tags, summary: 'Points balance, pending points, earned and spent totals', querystring: withLanguage, response: responses('pointsBalance') } }, async (request) =>
    ok(await pointsBalance(app.db, request.merchant, memberOf(request).id), request.language),
  );

  app.get(ENDPOINTS.pointsConfig, { preValidation: guard, ...noStore, schema: { tags, summary: 'Points rates, conversion ratio and minimum, exchange types', querystring: withLanguage, response: responses('pointsConfig') } }, async (request) =>
    ok(await pointsConfig(app.db, request.merchant), request.language),
  );

  app.get(ENDPOINTS.pointsRewards, { preValidation: guard, ...noStore, schema: { tags, summary: 'The points mall items with whether the member can redeem them now', querystring: pointsRef('pointsItemQuery'), response: responses('pointsItems') } }, async (request) =>
    ok(await listItems(app.db, request.merchant, memberOf(request).id, request.query as PointsItemQuery, request.language), request.language),
  );

  app.post(
    ENDPOINTS.pointsRedeem,
    { preValidation: guard, config: { encrypted: true, ...POST_LIMIT }, schema: { tags, summary: 'Redeem an item (encrypted; payment password; idempotent by requestId)', querystring: withLanguage, body: pointsRef('pointsRedeemBody'), response: responses('pointsRedeemAnswer') } },
    async (request) => {
      const { answer } = await redeemItem(app.db, request.merchant, memberOf(request), request.body as PointsRedeemBody, request.language, app.auth.now());
      return ok(answer, request.language, 'pointsRedeemed');
    },
  );

  app.post(
    ENDPOINTS.pointsConvert,
    { preValidation: guard, config: { encrypted: true, ...POST_LIMIT }, schema: { tags, summary: 'Convert points to cash at the ratio (encrypted; payment password; idempotent by requestId)', querystring: withLanguage, body: pointsRef('pointsConvertBody'), response: responses('pointsRedeemAnswer') } },
    async (request) => {
      const { answer } = await convertPoints(app.db, request.merchant, memberOf(request), request.body as PointsConvertBody, request.language, app.auth.now());
      const currency = request.merchant.config.permission.currency;
      return { ...ok(answer, request.language), message: t('pointsConverted', request.language, { amount: `${formatAmount(answer.redemption.amount ?? '0', request.language)} ${currency}` }) };
    },
  );

  app.get(ENDPOINTS.pointsRedemptions, { preValidation: guard, ...noStore, schema: { tags, summary: 'Redeem history (status filter), newest first', querystring: pointsRef('pointsRedemptionQuery'), response: responses('pointsRedemptions') } }, async (request) =>
    ok(await listRedemptions(app.db, request.merchant, memberOf(request).id, request.query as PointsRedemptionQuery, request.language), request.language),
  );

  app.get(ENDPOINTS.pointsRecords, { preValidation: guard, ...noStore, schema: { tags, summary: 'Points details (type and time filters), newest first', querystring: pointsRef('pointsRecordQuery'), response: responses('pointsRecords') } }, async (request) =>
    ok(await listRecords(app.db, request.merchant, memberOf(request).id, request.query as PointsRecordQuery, request.language), request.language),
  );
};

export default routes;
