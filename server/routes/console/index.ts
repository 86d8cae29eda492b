/**
 * Operator console API (README "Operator console"): the merchant's versioned documents, each with its
 * current version, saving a new version, the history with diffs and one-step rollback:
 * - the site configuration under /api/console/config and /api/console/versions (schemas/api/console.json);
 * - announcements and banners under /api/console/content (schemas/api/console-content.json, ./content.ts),
 *   with banner image uploads;
 * - the vendor integrations under /api/console/vendors (./vendorRoutes.ts; README "Vendor integrations (console)").
 * Every console call needs an operator token of the request's merchant (checked on each call by
 * requireOperator, ./guard.ts), so an operator only ever sees and changes their own merchant.
 * Every save and rollback is also written to the operator audit log. GET /api/config/version is
 * public: browsers ask it after a socket drop to catch up (README "Operator console").
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok, ref } from '../../http/envelope.ts';
import { currentVersion } from '../../services/config-versions/index.ts';
import { warmUpCheck } from '../../services/config-versions/validate.ts';
import { languageQuery } from '../common.ts';
import contentRoutes from './content.ts';
import { consoleGuard } from './guard.ts';
import { consoleResponses, versionRoutes } from './versionRoutes.ts';
import { vendorRoutes } from './vendorRoutes.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const con = <Definition extends string>(definition: Definition) =>
  `api/console.json#/definitions/${definition}` as const;

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.configVersion,
    {
      schema: {
        tags: ['console'],
        summary: 'The live configuration version (public)',
        querystring: languageQuery,
        response: consoleResponses(ref(con('liveVersion'))),
      },
    },
    async (request) => ok({ version: (await currentVersion(app.db, request.merchant.id)).version }, request.language),
  );

  versionRoutes(
    app,
    {
      kind: 'config',
      documentPath: ENDPOINTS.consoleConfig,
      versionsPath: ENDPOINTS.consoleVersions,
      key: 'config',
      schemas: { saveBody: ref(con('saveBody')), detail: con('detail'), page: con('page') },
      bodyLimit: 512 * 1024,
      guard: consoleGuard(app),
      permission: 'config.edit',
    },
    (current) => warmUpCheck(current.body),
  );

  await app.register(contentRoutes);
  await vendorRoutes(app);
};

export default routes;
