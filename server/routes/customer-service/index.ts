/**
 * GET customer service contacts (spec section 3): value.list of the merchant's contacts
 * (LIVECHAT, FACEBOOK, TELEGRAM, WHATSAPP) with `path` encrypted (server/crypto/customerServicePath.ts).
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageQuery } from '../common.ts';
import { encryptedContacts } from '../../services/siteView.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.customerService,
    {
      schema: {
        tags: ['content'],
        summary: 'Customer service contacts (encrypted paths)',
        querystring: languageQuery,
        response: envelopeResponses(ref('api/customer-service.json')),
      },
    },
    async (request) => ok({ list: encryptedContacts(request.merchant) }, request.language),
  );
};

export default routes;
