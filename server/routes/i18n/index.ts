/**
 * POST language notification (spec section 4: on a language change "the server is notified").
 * Body { language: TW | EN }; answers the language acknowledged. A member's language is stored on the member;
 * for a visitor there is nothing to store.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok } from '../../http/envelope.ts';
import type { Language } from '../../i18n/language.ts';
import { languageParam } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const routes: RoutePlugin = async (app) => {
  app.post<{ Body: { language: Language } }>(
    ENDPOINTS.languageNotify,
    {
      schema: {
        tags: ['site'],
        summary: 'Language changed',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['language'],
          properties: { language: languageParam },
        },
        response: envelopeResponses({
          type: 'object',
          additionalProperties: false,
          required: ['language'],
          properties: { language: languageParam },
        }),
      },
    },
    async (request) => ok({ language: request.body.language }, request.body.language),
  );
};

export default routes;
