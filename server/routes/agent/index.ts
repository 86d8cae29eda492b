/**
 * Agent calls. GET consolidated contract settings (spec sections 3 and 7): the merchant's
 * dailysalreqtype, divtypereq, contracthoursalreq and realtimesalreqtype. Loaded on login (spec
 * section 4), so it needs a logged-in member (401 NOT_LOGGED_IN) who is not a trial user (spec
 * section 6: no consolidated data for trials; 403 NEED_TRUE_ACCOUNT).
 *
 * The agent center calls (README "Agent center"; schemas/api/agent.json), agents only (403
 * NOT_AGENT), are registered from this folder's parts: profile.ts, reports.ts, transfer.ts,
 * team.ts, registerCenter.ts.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { realMember } from '../../services/wallet/guard.ts';
import { languageQuery } from '../common.ts';
import { profileRoutes } from './profile.ts';
import { registerCenterRoutes } from './registerCenter.ts';
import { reportRoutes } from './reports.ts';
import { teamRoutes } from './team.ts';
import { transferRoutes } from './transfer.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.contractSettings,
    {
      preHandler: realMember(app),
      schema: {
        tags: ['site'],
        summary: 'Consolidated contract settings',
        querystring: languageQuery,
        response: envelopeResponses(ref('contract-settings.schema.json')),
      },
    },
    async (request) => ok(request.merchant.config.contractSettings, request.language),
  );

  profileRoutes(app);
  reportRoutes(app);
  transferRoutes(app);
  teamRoutes(app);
  registerCenterRoutes(app);
};

export default routes;
