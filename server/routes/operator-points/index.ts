/**
 * The operator console's Points mall tab (docs/promotions.md "Points";
 * schemas/api/promotions.json): settings (GET; PUT over baseVersion, 409 POINTS_SETTINGS_STALE),
 * items (GET paged; POST create with baseVersion 0; PUT :id over baseVersion, 409
 * POINTS_ITEM_STALE; POST :id/stock {delta}, never below 0) and the redemption queue (GET status,
 * username; POST :id/approve; POST :id/reject {reason}: the points and the stock go back). Operator
 * token (401 OPERATOR_NOT_LOGGED_IN), checked before validation; every change is audited with the
 * record before and after.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { audit } from '../../services/operator/audit.ts';
import { operatorGuard, routePermission } from '../../services/operator/auth.ts';
import {
  approveRedemption,
  createItem,
  moveStock,
  operatorItems,
  operatorRedemptions,
  rejectRedemption,
  reviewedView,
  updateItem,
} from '../../services/points/admin.ts';
import { pointsSettingsView, savePointsSettings } from '../../services/points/settings.ts';
import { querySchema } from '../common.ts';
import { idParams } from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const pointsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/promotions.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => envelopeResponses(pointsRef(definition));
const CHANGE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const pagingQuery = querySchema({
  pageNo: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
});

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'points.manage'); // README "Staff and roles"
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());
  const operatorId = (request: FastifyRequest) => operatorOf(request).id;
  const log = (
    request: FastifyRequest,
    action: string,
    targetType: string,
    targetId: number,
    before: unknown,
    after: unknown,
  ) =>
    audit(
      app.db,
      {
        merchantId: request.merchant.id,
        operatorId: operatorId(request),
        action,
        targetType,
        targetId,
        before,
        after,
        ip: request.ip,
      },
      app.auth.now(),
    );
  const noStore = {
    onSend: async (_request: FastifyRequest, reply: { header(k: string, v: string): unknown }, payload: unknown) => (
      reply.header('cache-control', 'no-store'),
      payload
    ),
  };

  app.get(
    ENDPOINTS.operatorPointsSettings,
    {
      preValidation: guard,
      ...noStore,
      schema: { tags, summary: "The merchant's points settings", response: responses('pointsSettings') },
    },
    async (request) => ok(await pointsSettingsView(app.db, request.merchant.id), request.language),
  );

  app.put(
    ENDPOINTS.operatorPointsSettings,
    {
      preValidation: guard,
      config: CHANGE_LIMIT,
      schema: {
        tags,
        summary: "Save the merchant's points settings over baseVersion",
        body: pointsRef('pointsSettingsSave'),
        response: responses('pointsSettings'),
      },
    },
    async (request) => {
      const body = request.body;
      const { view, before } = await savePointsSettings(
        app.db,
        request.merchant.id,
        operatorId(request),
        body.baseVersion,
        body.settings,
        app.auth.now(),
      );
      await log(
        request,
        'pointsSettings.update',
        'pointsSettings',
        view.version,
        { version: body.baseVersion, settings: before },
        view,
      );
      return ok(view, request.language, 'pointsSettingsSaved');
    },
  );

  app.get(
    ENDPOINTS.operatorPointsItems,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: "The merchant's points mall items",
        querystring: pagingQuery,
        response: responses('operatorPointsItems'),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(await operatorItems(app.db, request.merchant, q.pageNo, q.pageSize), request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorPointsItems,
    {
      preValidation: guard,
      config: CHANGE_LIMIT,
      schema: {
        tags,
        summary: 'Create an item (baseVersion 0)',
        body: pointsRef('pointsItemSave'),
        response: responses('operatorPointsItem'),
      },
    },
    async (request) => {
      const body = request.body;
      const item = await createItem(app.db, request.merchant, body.baseVersion, body.body, app.auth.now());
      await log(request, 'pointsItem.create', 'pointsItem', item.id, null, item);
      return ok(item, request.language, 'pointsItemSaved');
    },
  );

  app.put(
    ENDPOINTS.operatorPointsItem,
    {
      preValidation: guard,
      config: CHANGE_LIMIT,
      schema: {
        tags,
        summary: 'Edit an item over baseVersion (the stock moves by the stock action)',
        params: idParams,
        body: pointsRef('pointsItemSave'),
        response: responses('operatorPointsItem'),
      },
    },
    async (request) => {
      const body = request.body;
      const id = request.params.id;
      const { before, after } = await updateItem(
        app.db,
        request.merchant,
        id,
        body.baseVersion,
        body.body,
        app.auth.now(),
      );
      await log(request, 'pointsItem.update', 'pointsItem', id, before, after);
      return ok(after, request.language, 'pointsItemSaved');
    },
  );

  app.post(
    ENDPOINTS.operatorPointsStock,
    {
      preValidation: guard,
      config: CHANGE_LIMIT,
      schema: {
        tags,
        summary: 'Add to (or remove from) the stock; never below 0',
        params: idParams,
        body: pointsRef('pointsStockBody'),
        response: responses('operatorPointsItem'),
      },
    },
    async (request) => {
      const id = request.params.id;
      const { delta } = request.body;
      const { before, after } = await moveStock(app.db, request.merchant, id, delta, app.auth.now());
      await log(request, 'pointsItem.stock', 'pointsItem', id, { stock: before }, { stock: after.body.stock, delta });
      return ok(after, request.language, 'pointsStockSaved');
    },
  );

  app.get(
    ENDPOINTS.operatorPointsRedemptions,
    {
      preValidation: guard,
      ...noStore,
      schema: {
        tags,
        summary: 'The redemption queue: applying first (status, username)',
        querystring: pointsRef('operatorRedemptionQuery'),
        response: responses('operatorRedemptions'),
      },
    },
    async (request) =>
      ok(await operatorRedemptions(app.db, request.merchant, request.query, request.language), request.language),
  );

  app.post(
    ENDPOINTS.operatorRedemptionApprove,
    {
      preValidation: guard,
      config: CHANGE_LIMIT,
      schema: {
        tags,
        summary: 'Approve an applying redemption',
        params: idParams,
        response: responses('pointsRedemption'),
      },
    },
    async (request) => {
      const id = request.params.id;
      const row = await approveRedemption(app.db, request.merchant, id, operatorId(request), app.auth.now());
      const view = reviewedView(row, request.merchant, request.language);
      await log(request, 'redemption.approve', 'pointsRedemption', id, { status: 'applying' }, view);
      return ok(view, request.language, 'pointsRedemptionApproved');
    },
  );

  app.post(
    ENDPOINTS.operatorRedemptionReject,
    {
      preValidation: guard,
      config: CHANGE_LIMIT,
      schema: {
        tags,
        summary: 'Reject an applying redemption with a reason (the points and the stock go back)',
        params: idParams,
        body: pointsRef('redemptionReject'),
        response: responses('pointsRedemption'),
      },
    },
    async (request) => {
      const id = request.params.id;
      const row = await rejectRedemption(
        app.db,
        request.merchant,
        id,
        operatorId(request),
        request.body.reason,
        app.auth.now(),
      );
      const view = reviewedView(row, request.merchant, request.language);
      await log(request, 'redemption.reject', 'pointsRedemption', id, { status: 'applying' }, view);
      return ok(view, request.language, 'pointsRedemptionRejected');
    },
  );
};

export default routes;
