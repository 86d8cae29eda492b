/**
 * The operator console's Rewards tab (docs/rewards.md "Settings"; schemas/api/rewards.json):
 * GET and PUT /api/operator/rewards/settings (the merchant's reward settings document, saved over
 * `baseVersion`: 400 REWARD_SETTINGS_INVALID naming the field, 409 REWARD_SETTINGS_STALE when
 * another save came first; every save audited with the document before and after) and GET
 * /api/operator/rewards/bonuses (the merchant's bonus grants with their cost totals). Operator
 * token (401 OPERATOR_NOT_LOGGED_IN), checked before validation.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { audit } from '../../services/operator/audit.ts';
import { operatorGuard, routePermission } from '../../services/operator/auth.ts';
import { operatorBonusList } from '../../services/rewards/bonusDetails.ts';
import { saveRewardSettings, settingsView } from '../../services/rewards/settings.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const rewardsRef = <Definition extends string>(definition: Definition) =>
  ref(`api/rewards.json#/definitions/${definition}` as const);

const PUT_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'rewards.manage'); // README "Staff and roles"
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());

  app.get(
    ENDPOINTS.operatorRewardSettings,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The merchant's reward settings",
        response: envelopeResponses(rewardsRef('rewardSettings')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await settingsView(app.db, request.merchant.id), request.language);
    },
  );

  app.put(
    ENDPOINTS.operatorRewardSettings,
    {
      preValidation: guard,
      config: PUT_LIMIT,
      schema: {
        tags,
        summary: "Save the merchant's reward settings over baseVersion",
        body: rewardsRef('rewardSettingsSave'),
        response: envelopeResponses(rewardsRef('rewardSettings')),
      },
    },
    async (request) => {
      const body = request.body;
      const now = app.auth.now();
      const { view, before } = await saveRewardSettings(
        app.db,
        request.merchant.id,
        operatorOf(request).id,
        body.baseVersion,
        body.settings,
        now,
      );
      await audit(
        app.db,
        {
          merchantId: request.merchant.id,
          operatorId: operatorOf(request).id,
          action: 'rewardSettings.save',
          targetType: 'rewardSettings',
          targetId: view.version,
          before: { version: body.baseVersion, settings: before },
          after: view,
          ip: request.ip,
        },
        now,
      );
      return ok(view, request.language, 'rewardSettingsSaved');
    },
  );

  app.get(
    ENDPOINTS.operatorBonuses,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "The merchant's bonus grants (username, state, source; paged) and their cost",
        querystring: rewardsRef('operatorBonusQuery'),
        response: envelopeResponses(rewardsRef('operatorBonuses')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await operatorBonusList(
          app.db,
          request.merchant.id,
          request.merchant.config.permission.currency,
          request.query,
          request.language,
          app.auth.now(),
        ),
        request.language,
      );
    },
  );
};

export default routes;
