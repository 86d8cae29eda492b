/**
 * The operator console's promotions (docs/promotions.md "Operator console"; schemas/api/promotions.json):
 * - GET/POST operatorPromotions: the merchant's promotions by status with their cost; create a draft
 *   ({baseVersion: 0, body});
 * - GET/PUT operatorPromotion: one promotion as the console edits it; save over baseVersion (409
 *   OPERATOR_PROMOTION_STALE, 409 OPERATOR_PROMOTION_PUBLISHED_RULE, 400 OPERATOR_PROMOTION_INVALID
 *   naming the field);
 * - POST operatorPromotionPublish / operatorPromotionEnd;
 * - GET/PUT operatorPromotionSettings: the catalogue's categories (settings.ts);
 * - GET operatorApplications, POST operatorApplicationApprove / operatorApplicationReject: the
 *   review queue; GET operatorApplicationImage: an application image (private, no-store, nosniff).
 * Every call needs an operator token of the request's merchant (401 OPERATOR_NOT_LOGGED_IN, checked
 * before validation); every change writes the audit log (promotion.create, promotion.update,
 * promotion.publish, promotion.end, promotionSettings.update, application.approve,
 * application.reject) with the record before and after (never a raffle's secret seed).
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { audit } from '../../services/operator/audit.ts';
import { operatorGuard, routePermission } from '../../services/operator/auth.ts';
import {
  auditCopy,
  createPromotion,
  endPromotion,
  operatorPromotion,
  operatorPromotionList,
  publishPromotion,
  updatePromotion,
} from '../../services/promotions/admin.ts';
import { forgetActivePromotions } from '../../services/promotions/active.ts';
import {
  applicationsPage,
  approveApplication,
  operatorApplicationImage,
  rejectApplication,
} from '../../services/promotions/review.ts';
import { promotionSettings, savePromotionSettings } from '../../services/promotions/settings.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const promotionsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/promotions.json#/definitions/${definition}` as const);
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
const WRITE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'promotions.manage'); // README "Staff and roles"
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());
  const currencyOf = (request: FastifyRequest) => request.merchant.config.permission.currency;
  const idOf = (request: { params: { id: number } }) => request.params.id;
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
        operatorId: operatorOf(request).id,
        action,
        targetType,
        targetId,
        before,
        after,
        ip: request.ip,
      },
      app.auth.now(),
    );

  app.get(
    ENDPOINTS.operatorPromotions,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The merchant's promotions by status, newest first, with their cost",
        querystring: promotionsRef('operatorPromotionQuery'),
        response: envelopeResponses(promotionsRef('operatorPromotions')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await operatorPromotionList(app.db, request.merchant.id, currencyOf(request), request.query),
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.operatorPromotions,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Create a draft promotion (baseVersion 0)',
        body: promotionsRef('promotionSave'),
        response: envelopeResponses(promotionsRef('operatorPromotion')),
      },
    },
    async (request) => {
      const save = request.body;
      const view = await createPromotion(
        app.db,
        request.merchant.id,
        operatorOf(request).id,
        currencyOf(request),
        save.baseVersion,
        save.body,
        app.auth.now(),
      );
      await log(request, 'promotion.create', 'promotion', view.id, null, view);
      return ok(view, request.language, 'operatorPromotionSaved');
    },
  );

  app.get(
    ENDPOINTS.operatorPromotion,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'One promotion as the console edits it, with its cost',
        params: idParams,
        response: envelopeResponses(promotionsRef('operatorPromotion')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await operatorPromotion(app.db, request.merchant.id, currencyOf(request), idOf(request)),
        request.language,
      );
    },
  );

  app.put(
    ENDPOINTS.operatorPromotion,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Save a promotion over baseVersion',
        params: idParams,
        body: promotionsRef('promotionSave'),
        response: envelopeResponses(promotionsRef('operatorPromotion')),
      },
    },
    async (request) => {
      const save = request.body;
      const { view, before } = await updatePromotion(
        app.db,
        request.merchant.id,
        currencyOf(request),
        idOf(request),
        save.baseVersion,
        save.body,
        app.auth.now(),
      );
      await log(request, 'promotion.update', 'promotion', view.id, auditCopy(before), view);
      return ok(view, request.language, 'operatorPromotionSaved');
    },
  );

  app.post(
    ENDPOINTS.operatorPromotionPublish,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Publish a draft (a raffle gets its server seed hash)',
        params: idParams,
        response: envelopeResponses(promotionsRef('operatorPromotion')),
      },
    },
    async (request) => {
      const { view, before } = await publishPromotion(
        app.db,
        request.merchant.id,
        currencyOf(request),
        idOf(request),
        app.auth.now(),
      );
      await log(
        request,
        'promotion.publish',
        'promotion',
        view.id,
        { status: before.status, version: before.version },
        {
          status: view.status,
          version: view.version,
          publishedAt: view.publishedAt,
          serverSeedHash: view.serverSeedHash,
        },
      );
      return ok(view, request.language, 'operatorPromotionPublished');
    },
  );

  app.post(
    ENDPOINTS.operatorPromotionEnd,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'End a published promotion now',
        params: idParams,
        response: envelopeResponses(promotionsRef('operatorPromotion')),
      },
    },
    async (request) => {
      const { view, before } = await endPromotion(
        app.db,
        request.merchant.id,
        currencyOf(request),
        idOf(request),
        app.auth.now(),
      );
      await log(
        request,
        'promotion.end',
        'promotion',
        view.id,
        { status: before.status, version: before.version, endsAt: before.endsAt },
        { status: view.status, version: view.version, endedAt: view.endedAt },
      );
      return ok(view, request.language, 'operatorPromotionEndedNow');
    },
  );

  app.get(
    ENDPOINTS.operatorPromotionSettings,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The merchant's promotion categories",
        response: envelopeResponses(promotionsRef('promotionSettings')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await promotionSettings(app.db, request.merchant.id), request.language);
    },
  );

  app.put(
    ENDPOINTS.operatorPromotionSettings,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Save the promotion categories over baseVersion',
        body: promotionsRef('promotionSettingsSave'),
        response: envelopeResponses(promotionsRef('promotionSettings')),
      },
    },
    async (request) => {
      const save = request.body;
      const now = app.auth.now();
      const categories = save.categories.map((c) => ({
        code: c.code,
        name: { TW: c.name.TW.trim(), EN: c.name.EN.trim() },
      }));
      const { view, before } = await savePromotionSettings(
        app.db,
        request.merchant.id,
        operatorOf(request).id,
        save.baseVersion,
        categories,
        now,
      );
      forgetActivePromotions(request.merchant.id);
      await log(request, 'promotionSettings.update', 'promotionSettings', view.version, before, view);
      return ok(view, request.language, 'promotionSettingsSaved');
    },
  );

  app.get(
    ENDPOINTS.operatorApplications,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'The applications queue (waiting ones oldest first)',
        querystring: promotionsRef('applicationQuery'),
        response: envelopeResponses(promotionsRef('applications')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await applicationsPage(app.db, request.merchant.id, currencyOf(request), request.language, request.query),
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.operatorApplicationApprove,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: "Approve an application: the reward goes to the member's reward center",
        params: idParams,
        body: promotionsRef('applicationApprove'),
        response: envelopeResponses(promotionsRef('application')),
      },
    },
    async (request) => {
      const body = request.body;
      const { view, before } = await approveApplication(
        app.db,
        request.merchant.id,
        currencyOf(request),
        operatorOf(request).id,
        idOf(request),
        body.amount,
        request.language,
        app.auth.now(),
      );
      await log(
        request,
        'application.approve',
        'application',
        view.id,
        { state: before.state },
        { state: view.state, reward: view.reward, promotionId: view.promotionId, username: view.username },
      );
      return ok(view, request.language, 'applicationApproved');
    },
  );

  app.post(
    ENDPOINTS.operatorApplicationReject,
    {
      preValidation: guard,
      config: WRITE_LIMIT,
      schema: {
        tags,
        summary: 'Reject an application with a reason',
        params: idParams,
        body: promotionsRef('applicationReject'),
        response: envelopeResponses(promotionsRef('application')),
      },
    },
    async (request) => {
      const body = request.body;
      const { view, before } = await rejectApplication(
        app.db,
        request.merchant.id,
        currencyOf(request),
        operatorOf(request).id,
        idOf(request),
        body.reason,
        request.language,
        app.auth.now(),
      );
      await log(
        request,
        'application.reject',
        'application',
        view.id,
        { state: before.state },
        { state: view.state, rejectReason: view.rejectReason, promotionId: view.promotionId, username: view.username },
      );
      return ok(view, request.language, 'applicationRejected');
    },
  );

  app.get(
    ENDPOINTS.operatorApplicationImage,
    {
      preValidation: guard,
      schema: { tags, summary: 'An application image (operators of the merchant only)', params: idParams },
    },
    async (request, reply) => {
      const image = await operatorApplicationImage(app.db, request.merchant.id, idOf(request));
      reply.header('cache-control', 'private, no-store');
      reply.header('x-content-type-options', 'nosniff');
      reply.type(image.mime);
      return reply.send(image.data);
    },
  );
};

export default routes;
