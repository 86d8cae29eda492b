/**
 * GET permission (site config, spec section 3): the merchant settings with encrypted customer
 * service paths, the whitelabel tree, the registration rules (`register`), the visitor location
 * and the maintenance and regionRestriction flags. Value: schemas/permission.schema.json. All but
 * the location is the same for every visitor of a configuration version: it is built once per
 * version (server/services/siteCache.ts).
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { sharedPermission } from '../../services/siteView.ts';
import { languageQuery } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/**
 * The visitor's country as ISO 3166 alpha-2: a CDN's CF-IPCountry header when present, else ZZ
 * (unknown): the reference server has no geolocation database. Region restriction itself is a
 * merchant setting (systemStatus.regionRestriction), not computed from this.
 */
export function countryOf(request: FastifyRequest): string {
  const header = request.headers['cf-ipcountry'];
  const code = typeof header === 'string' ? header.trim().toUpperCase() : '';
  return /^[A-Z]{2}$/.test(code) ? code : 'ZZ';
}

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.permission,
    {
      schema: {
        tags: ['site'],
        summary: 'Permission (site config)',
        querystring: languageQuery,
        response: envelopeResponses(ref('permission.schema.json')),
      },
    },
    async (request) => {
      const merchant = request.merchant;
      const shared = await app.siteCache.get(merchant, 'permission', async () => sharedPermission(merchant));
      return ok({ ...shared, location: { ip: request.ip, country: countryOf(request) } }, request.language);
    },
  );
};

export default routes;
