/**
 * GET game launch (spec sections 2, 6 and 7; docs/vendor-protocol.md section 5).
 * Query: nodeId (a game card), vassalage [+ gameCode] (a vendor card or single-vendor
 * category) or gameCode alone (/lottery?gameCode), mode real (default) or trial, language, and
 * for lottery games (spec section 7, the VN launch; docs/lottery.md section 5) view betting
 * (default) or lobby and back, the site path the game's "back" returns to (default `/`; anything
 * but a path of letters, digits, `/`, `_` and `-` is a localised 400). Real play needs a member (401
 * NOT_LOGGED_IN) who is not a trial user (403 NEED_TRUE_ACCOUNT, in_need_true_account); free trial is open to
 * visitors and trial users when the game offers it. The answer is the vendor's URL; a vendor
 * without an integration, a game or integration an operator put in maintenance (README "Vendor
 * integrations (console)") and a vendor answering GAME_MAINTENANCE are 503 GAME_MAINTENANCE, a
 * vendor not answering 502 GAME_UNAVAILABLE, localised.
 */
import { assertNotExcluded } from '../../services/rg/checks.ts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { findOfferedGame } from '../../services/vendor-protocol/integrations.ts';
import { launchGame, platformUrlOf } from '../../services/vendor-protocol/launch.ts';
import { PlayError, sendPlayError } from '../../services/vendor-protocol/playMessages.ts';
import type { PlayMode } from '../../services/vendor-protocol/tokens.ts';
import { TRIAL_TYPE } from '../../services/wallet/guard.ts';
import { languageParam, querySchema, vendorCodeParam } from '../common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

interface LaunchQuery {
  nodeId?: number;
  vassalage?: string;
  gameCode?: string;
  mode?: PlayMode;
  language?: 'TW' | 'EN';
  view?: 'betting' | 'lobby';
  back?: string;
}

/** A path on this site for the game's "back" (docs/lottery.md section 5): no scheme, host, query or dots. */
export const BACK_PATH_PATTERN = '^/[A-Za-z0-9/_-]{0,99}$';

/** The signed-in member of a request, or null for a visitor (a bad token counts as none). */
export async function optionalMember(app: Parameters<FastifyPluginAsync>[0], request: FastifyRequest) {
  if (!request.headers.authorization) return null;
  try {
    await app.requireMember(request, undefined as never);
    return request.member;
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 401) return null;
    throw err;
  }
}

const routes: RoutePlugin = async (app) => {
  app.get<{ Querystring: LaunchQuery }>(
    ENDPOINTS.gameLaunch,
    {
      schema: {
        tags: ['games'],
        summary: 'Game launch',
        description:
          'The vendor game URL for nodeId (or a vendor: vassalage [+ gameCode]), mode real|trial and language; lottery games also take view (betting|lobby) and back (a site path). Bearer token required for real play.',
        querystring: querySchema({
          nodeId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          vassalage: vendorCodeParam,
          gameCode: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
          mode: { type: 'string', enum: ['real', 'trial'], default: 'real' },
          language: languageParam,
          view: {
            type: 'string',
            enum: ['betting', 'lobby'],
            default: 'betting',
            description: 'Lottery games: open on the bet slip (betting) or on the results and draws (lobby)',
          },
          back: {
            type: 'string',
            pattern: BACK_PATH_PATTERN,
            description: 'The site path the game returns to (e.g. /vnLottery); default /',
          },
        }),
        response: envelopeResponses(ref('api/launch.json')),
      },
    },
    async (request, reply) => {
      const lang = request.language;
      const mode = request.query.mode ?? 'real';
      try {
        const member = await optionalMember(app, request);
        if (mode === 'real' && !member) throw new ApiError(401, 'NOT_LOGGED_IN', 'notLoggedIn');
        if (mode === 'real' && member?.type === TRIAL_TYPE)
          throw new ApiError(403, 'NEED_TRUE_ACCOUNT', 'needTrueAccount');
        // Responsible gaming (docs/responsible-gaming.md): an excluded member launches nothing for real money (403 RG_EXCLUDED).
        if (mode === 'real' && member) await assertNotExcluded(app.db, request.merchant.id, member.id, app.auth.now());
        const game = await findOfferedGame(app.db, request.merchant, request.query);
        if (!game) throw new PlayError(404, 'GAME_NOT_FOUND', 'gameNotFound');
        if (mode === 'trial' && !game.freeTrial) throw new PlayError(400, 'TRIAL_NOT_AVAILABLE', 'trialNotAvailable');
        const origin = `${request.protocol}://${request.host}`;
        const url = await launchGame(app.db, {
          merchant: request.merchant,
          member: member ? { id: member.id, username: member.username, nickname: member.nickname } : null,
          game,
          mode,
          language: lang,
          returnUrl: `${origin}${request.query.back ?? '/'}`,
          view: request.query.view ?? 'betting',
          platformUrl: platformUrlOf(),
          now: app.auth.now(),
        });
        return ok(
          {
            url,
            mode,
            nodeId: game.nodeId,
            gameCode: game.gameCode,
            vassalage: game.vendorCode,
            gameType: game.gameType,
            displayName: lang === 'TW' ? game.nameTw : game.nameEn,
          },
          lang,
        );
      } catch (err) {
        if (err instanceof PlayError) return sendPlayError(reply, err, lang);
        throw err;
      }
    },
  );
};

export default routes;
