/**
 * The points mall's member routes (docs/promotions.md "Points"; schemas/api/promotions.json;
 * spec section 7 "Points"): GET points/balance, points/config, points/rewards (the items), POST
 * points/redeem and points/convert (encrypted bodies, payment password, idempotent by requestId),
 * GET points/redemptions (redeem history) and points/records (points details). A logged-in real
 * member (401; 403 NEED_TRUE_ACCOUNT for trials); every call answers 404 FEATURE_OFF while the
 * merchant's points feature is off. A member sees only their own rows.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatAmount } from '../../../contract/money.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { t } from '../../i18n/messages.ts';
import { featureOn } from '../../services/features.ts';
import { pointsBalance, pointsConfig } from '../../services/points/balance.ts';
import { convertPoints } from '../../services/points/convert.ts';
import { POINTS_FEATURE, pointsOff } from '../../services/points/flag.ts';
import { listItems } from '../../services/points/items.ts';
import { listRecords, listRedemptions } from '../../services/points/records.ts';
import { redeemItem } from '../../services/points/redeem.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const pointsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/promotions.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => envelopeResponses(pointsRef(definition));
const tags = ['points'];
/** Redemptions and conversions per member per minute. */
const POST_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  /** A real member of a merchant running the points feature (404 FEATURE_OFF otherwise). */
  const guard = [
    ...realMember(app),
    async (request: FastifyRequest) => {
      if (!featureOn(request.merchant.config.permission, POINTS_FEATURE)) throw pointsOff();
    },
  ];
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: { header(k: string, v: string): unknown }, payload: unknown) => (
      reply.header('cache-control', 'no-store'),
      payload
    ),
  };

  app.get(
    ENDPOINTS.pointsBalance,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: 'Points balance, pending points, earned and spent totals',
        querystring: languageQuery,
        response: responses('pointsBalance'),
      },
    },
    async (request) => ok(await pointsBalance(app.db, request.merchant, memberOf(request).id), request.language),
  );

  app.get(
    ENDPOINTS.pointsConfig,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: 'Points rates, conversion ratio and minimum, exchange types',
        querystring: languageQuery,
        response: responses('pointsConfig'),
      },
    },
    async (request) => ok(await pointsConfig(app.db, request.merchant), request.language),
  );

  app.get(
    ENDPOINTS.pointsRewards,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: 'The points mall items with whether the member can redeem them now',
        querystring: pointsRef('pointsItemQuery'),
        response: responses('pointsItems'),
      },
    },
    async (request) =>
      ok(
        await listItems(app.db, request.merchant, memberOf(request).id, request.query, request.language),
        request.language,
      ),
  );

  app.post(
    ENDPOINTS.pointsRedeem,
    {
      preValidation: guard,
      config: { encrypted: true, ...POST_LIMIT },
      schema: {
        tags,
        summary: 'Redeem an item (encrypted; payment password; idempotent by requestId)',
        querystring: languageQuery,
        body: pointsRef('pointsRedeemBody'),
        response: responses('pointsRedeemAnswer'),
      },
    },
    async (request) => {
      const { answer } = await redeemItem(
        app.db,
        request.merchant,
        memberOf(request),
        request.body,
        request.language,
        app.auth.now(),
      );
      return ok(answer, request.language, 'pointsRedeemed');
    },
  );

  app.post(
    ENDPOINTS.pointsConvert,
    {
      preValidation: guard,
      config: { encrypted: true, ...POST_LIMIT },
      schema: {
        tags,
        summary: 'Convert points to cash at the ratio (encrypted; payment password; idempotent by requestId)',
        querystring: languageQuery,
        body: pointsRef('pointsConvertBody'),
        response: responses('pointsRedeemAnswer'),
      },
    },
    async (request) => {
      const { answer } = await convertPoints(
        app.db,
        request.merchant,
        memberOf(request),
        request.body,
        request.language,
        app.auth.now(),
      );
      const currency = request.merchant.config.permission.currency;
      return {
        ...ok(answer, request.language),
        message: t('pointsConverted', request.language, {
          amount: `${formatAmount(answer.redemption.amount ?? '0', request.language)} ${currency}`,
        }),
      };
    },
  );

  app.get(
    ENDPOINTS.pointsRedemptions,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: 'Redeem history (status filter), newest first',
        querystring: pointsRef('pointsRedemptionQuery'),
        response: responses('pointsRedemptions'),
      },
    },
    async (request) =>
      ok(
        await listRedemptions(app.db, request.merchant, memberOf(request).id, request.query, request.language),
        request.language,
      ),
  );

  app.get(
    ENDPOINTS.pointsRecords,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: 'Points details (type and time filters), newest first',
        querystring: pointsRef('pointsRecordQuery'),
        response: responses('pointsRecords'),
      },
    },
    async (request) =>
      ok(
        await listRecords(app.db, request.merchant, memberOf(request).id, request.query, request.language),
        request.language,
      ),
  );
};

export default routes;
