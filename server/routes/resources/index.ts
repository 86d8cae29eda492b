/** GET resources (spec section 3): value.list of the merchant's Android, TELEGRAM, TELEGRAM1 and WHATSAPP links. */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageParam, querySchema } from '../common.ts';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    ENDPOINTS.resources,
    {
      schema: {
        tags: ['content'],
        summary: 'Resources',
        querystring: querySchema({ language: languageParam }),
        response: envelopeResponses(ref('api/resources.json')),
      },
    },
    async (request) => ok({ list: request.merchant.config.permission.resources }, request.language),
  );
};

export default routes;
