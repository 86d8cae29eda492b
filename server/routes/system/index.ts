/**
 * GET system status (spec sections 4 and 7): 0 normal, 1 maintenance, 2 region restricted. The
 * maintenance flag is checked first, then regionRestriction. `ip` is the caller's address, shown on
 * the blocked-region page.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SystemStatus } from '../../../src/engine/types.ts';
import { ENDPOINTS } from '../../../src/api/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageParam, querySchema } from '../common.ts';

/** The status code of spec section 4: maintenance before region restriction. */
export function statusCode(flags: { maintenance: boolean; regionRestriction: boolean }): SystemStatus['status'] {
  if (flags.maintenance) return 1;
  if (flags.regionRestriction) return 2;
  return 0;
}

const routes: FastifyPluginAsync = async (app) => {
  app.get(
    ENDPOINTS.systemStatus,
    {
      schema: {
        tags: ['site'],
        summary: 'System status',
        querystring: querySchema({ language: languageParam }),
        response: envelopeResponses(ref('system-status.schema.json')),
      },
    },
    async (request) => {
      const { maintenance, maintenanceEnd, regionRestriction } = request.merchant.config.systemStatus;
      const value: SystemStatus = { status: statusCode({ maintenance, regionRestriction }), maintenance, maintenanceEnd, regionRestriction, ip: request.ip };
      return ok(value, request.language);
    },
  );
};

export default routes;
