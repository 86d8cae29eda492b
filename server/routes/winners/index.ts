/**
 * GET winner board (spec sections 3 and 7): query gameCategory (ALL or a category), language,
 * limitNum (1..50, the front end asks 20); value.list, biggest wins first, amounts as decimal
 * strings with two decimals.
 */
import { GAME_CATEGORIES, type GameCategory } from '../../../contract/types.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageParam, querySchema } from '../common.ts';
import { WINNER_LIMIT } from '../../../contract/spec.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

interface WinnerQuery {
  gameCategory: GameCategory | 'ALL';
  limitNum: number;
  language?: string;
}

const routes: RoutePlugin = async (app) => {
  app.get<{ Querystring: WinnerQuery }>(
    ENDPOINTS.winnerBoard,
    {
      schema: {
        tags: ['content'],
        summary: 'Winner board',
        querystring: querySchema({
          gameCategory: { type: 'string', enum: ['ALL', ...GAME_CATEGORIES], default: 'ALL' },
          limitNum: { type: 'integer', minimum: 1, maximum: 50, default: WINNER_LIMIT },
          language: languageParam,
        }),
        response: envelopeResponses(ref('api/winner-board.json')),
      },
    },
    async (request) => {
      const { gameCategory, limitNum } = request.query;
      return ok(
        { list: await app.content.winners(request.merchant, gameCategory, limitNum, request.language) },
        request.language,
      );
    },
  );
};

export default routes;
