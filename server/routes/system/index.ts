/**
 * GET system status (spec sections 4 and 7): 0 normal, 1 maintenance, 2 region restricted. The
 * maintenance flag is checked first, then regionRestriction. `ip` is the caller's address, shown on
 * the blocked-region page.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { systemStatusFor } from '../../services/siteView.ts';
import { languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.systemStatus,
    {
      schema: {
        tags: ['site'],
        summary: 'System status',
        querystring: languageQuery,
        response: envelopeResponses(ref('system-status.schema.json')),
      },
    },
    async (request) => ok(systemStatusFor(request.merchant.config, request.ip), request.language),
  );
};

export default routes;
