/**
 * GET game launch (spec sections 2, 6 and 7; docs/vendor-protocol.md section 5).
 * Query: nodeId (a game card), vassalage [+ gameCode] (a vendor card or single-vendor
 * category) or gameCode alone (/lottery?gameCode), mode real (default) or trial, language. Real play needs a member (401
 * NOT_LOGGED_IN) who is not a trial user (403 NEED_TRUE_ACCOUNT, in_need_true_account); free trial is open to
 * visitors and trial users when the game offers it. The answer is the vendor's URL; a vendor
 * without an integration or not answering is 503 GAME_MAINTENANCE, localised.
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

interface LaunchQuery {
  nodeId?: number;
  vassalage?: string;
  gameCode?: string;
  mode?: PlayMode;
  language?: 'TW' | 'EN';
}

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

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: LaunchQuery }>(
    ENDPOINTS.gameLaunch,
    {
      schema: {
        tags: ['games'],
        summary: 'Game launch',
        description: 'The vendor game URL for nodeId (or a vendor: vassalage [+ gameCode]), mode real|trial and language. Bearer token required for real play.',
        querystring: querySchema({
          nodeId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          vassalage: vendorCodeParam,
          gameCode: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$' },
          mode: { type: 'string', enum: ['real', 'trial'], default: 'real' },
          language: languageParam,
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
        if (mode === 'real' && member?.type === TRIAL_TYPE) throw new ApiError(403, 'NEED_TRUE_ACCOUNT', 'needTrueAccount');
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
          returnUrl: `${origin}/`,
          platformUrl: platformUrlOf(),
          now: app.auth.now(),
        });
        return ok({ url, mode, nodeId: game.nodeId, gameCode: game.gameCode, vassalage: game.vendorCode, gameType: game.gameType, displayName: lang === 'TW' ? game.nameTw : game.nameEn }, lang);
      } catch (err) {
        if (err instanceof PlayError) return sendPlayError(reply, err, lang);
        throw err;
      }
    },
  );
};

export default routes;
