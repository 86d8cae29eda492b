/**
 * GET download (docs/site-pages.md "App download"; schemas/api/site-pages.json downloadInfo): the
 * three apps of the /download page and the side menu's panel. Public: a visitor gets the iOS URL
 * without a token, a signed-in caller (a live session of this merchant) with their own token; a bad
 * or expired token counts as none. The URLs are built on the origin the caller used.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { downloadInfo } from '../../services/download/apps.ts';
import { languageQuery } from '../common.ts';
import { ApiError } from '../../http/errors.ts';
import { optionalMember } from '../launch/index.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

/** The caller's token when it is a live session of this merchant; a session held to a password change counts as none. */
async function sessionToken(
  app: Parameters<FastifyPluginAsync>[0],
  request: Parameters<typeof bearerToken>[0],
): Promise<string | null> {
  try {
    return (await optionalMember(app, request)) ? bearerToken(request) : null;
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 403) return null;
    throw err;
  }
}

const routes: RoutePlugin = async (app) => {
  app.get(
    ENDPOINTS.downloadInfo,
    {
      schema: {
        tags: ['content'],
        summary: 'App download page',
        description:
          'iOS (the mobile download page with the language and, for a signed-in caller, the token), Android (the Android resource) and the lite app.',
        querystring: languageQuery,
        response: envelopeResponses(ref('api/site-pages.json#/definitions/downloadInfo')),
      },
    },
    async (request) => {
      const info = downloadInfo({
        origin: `${request.protocol}://${request.host}`,
        language: request.language,
        token: await sessionToken(app, request),
        resources: request.merchant.config.permission.resources,
      });
      return ok(info, request.language);
    },
  );
};

export default routes;
