/**
 * Agent calls. For now GET consolidated contract settings (spec sections 3 and 7): the
 * merchant's dailysalreqtype, divtypereq, contracthoursalreq and realtimesalreqtype. Public until
 * issue 3 adds login; then it needs a member token.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageParam, querySchema } from '../common.ts';

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    ENDPOINTS.contractSettings,
    {
      schema: {
        tags: ['site'],
        summary: 'Consolidated contract settings',
        querystring: querySchema({ language: languageParam }),
        response: envelopeResponses(ref('contract-settings.schema.json')),
      },
    },
    async (request) => ok(request.merchant.config.contractSettings, request.language),
  );
};

export default routes;
