/** GET resources (spec section 3): value.list of the merchant's Android, TELEGRAM, TELEGRAM1 and WHATSAPP links. */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.resources,
    {
      schema: {
        tags: ['content'],
        summary: 'Resources',
        querystring: languageQuery,
        response: envelopeResponses(ref('api/resources.json')),
      },
    },
    async (request) => ok({ list: request.merchant.config.permission.resources }, request.language),
  );
};

export default routes;
