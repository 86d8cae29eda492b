/** GET notices (spec section 7): value.list, newest first, for the home marquee and notice modal. */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageParam, querySchema } from '../common.ts';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    ENDPOINTS.notices,
    {
      schema: {
        tags: ['content'],
        summary: 'Notices',
        querystring: querySchema({ language: languageParam }),
        response: envelopeResponses(ref('api/notices.json')),
      },
    },
    async (request) => ok({ list: await app.content.notices(request.merchant, request.language) }, request.language),
  );
};

export default routes;
