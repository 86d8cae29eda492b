/**
 * GET announcements (spec sections 3, 4 and 7): query types (comma list of B banners, PL player,
 * PU popup, PR promotion, H; default 'B,PL,PU,PR'), platform (W), execution, language.
 * Value: banners (group w_home), player, popup, promotion (video banners, group w_promotion).
 *
 * The audience comes from the caller's session, never from the query (authorization on the
 * server): anonymous callers (and a token that is not a live session of this merchant) get
 * execution B; signed-in members get A and F (the browser shows F only on a first-time login).
 * The `execution` parameter is accepted for the web client's compatibility.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AnnouncementExecution, AnnouncementsResponse } from '../../../contract/types.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageParam, platformParam, querySchema } from '../common.ts';
import { optionalMember } from '../launch/index.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/**
 * The audiences a caller may see (spec section 4): B for anonymous callers; A and F for signed-in
 * members of the request's merchant.
 */
export async function audiencesOf(app: FastifyInstance, request: FastifyRequest): Promise<AnnouncementExecution[]> {
  return (await optionalMember(app, request)) ? ['A', 'F'] : ['B'];
}

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.announcements,
    {
      schema: {
        tags: ['content'],
        summary: 'Announcements, banners and video banners',
        querystring: querySchema({
          types: { type: 'string', pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$', default: 'B,PL,PU,PR' },
          platform: platformParam,
          execution: { type: 'string', enum: ['A', 'B', 'F'] },
          language: languageParam,
        }),
        response: envelopeResponses(ref('api/announcements.json')),
      },
    },
    async (request) => {
      const lang = request.language;
      const merchant = request.merchant;
      const types = new Set(request.query.types.split(','));
      const audiences = await audiencesOf(app, request);
      const [banners, player, popup, promotion] = await Promise.all([
        types.has('B') ? app.content.banners(merchant, 'w_home', lang) : [],
        types.has('PL') ? app.content.announcements(merchant, 'PL', audiences, lang) : [],
        types.has('PU') ? app.content.announcements(merchant, 'PU', audiences, lang) : [],
        types.has('PR') ? app.content.banners(merchant, 'w_promotion', lang) : [],
      ]);
      const value: AnnouncementsResponse = { banners, player, popup, promotion };
      return ok(value, lang);
    },
  );
};

export default routes;
