/** GET notices (spec section 7): value.list, newest first, for the home marquee and notice modal. */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.notices,
    {
      schema: {
        tags: ['content'],
        summary: 'Notices',
        querystring: languageQuery,
        response: envelopeResponses(ref('api/notices.json')),
      },
    },
    async (request) => ok({ list: await app.content.notices(request.merchant, request.language) }, request.language),
  );
};

export default routes;
