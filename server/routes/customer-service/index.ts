/**
 * GET customer service contacts (spec section 3): value.list of the merchant's contacts
 * (LIVECHAT, FACEBOOK, TELEGRAM, WHATSAPP) with `path` encrypted (server/crypto/customerServicePath.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageParam, querySchema } from '../common.ts';
import { encryptedContacts } from '../../services/siteView.ts';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    ENDPOINTS.customerService,
    {
      schema: {
        tags: ['content'],
        summary: 'Customer service contacts (encrypted paths)',
        querystring: querySchema({ language: languageParam }),
        response: envelopeResponses(ref('api/customer-service.json')),
      },
    },
    async (request) => ok({ list: encryptedContacts(request.merchant) }, request.language),
  );
};

export default routes;
