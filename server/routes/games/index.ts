/**
 * Game calls of spec section 7: game menu (schemas/game-menu.schema.json: esports and cockfight
 * vendors listed under SPORTS, in-house vendors under RNG, each keeping its own gameType), game
 * vendors (value.data.lanes), hot games (value.list). The game list is in ./list.ts.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { languageParam, merchantCodeParam, platformParam, querySchema } from '../common.ts';
import gameList from './list.ts';
import { markMaintenance } from '../../services/vendor-ops/maintenance.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

interface LanguageQuery {
  language?: string;
}

const routes: RoutePlugin = async (app) => {
  app.get<{ Querystring: LanguageQuery }>(
    ENDPOINTS.gameMenu,
    {
      schema: {
        tags: ['games'],
        summary: 'Game menu',
        description:
          'Vendors by menu category, only categories the merchant offers (gameCategories) and that have vendors.',
        querystring: querySchema({ language: languageParam, platform: platformParam }),
        response: envelopeResponses(ref('game-menu.schema.json')),
      },
    },
    async (request) => ok(await app.catalog.gameMenu(request.merchant, request.language), request.language),
  );

  app.get<{ Querystring: LanguageQuery }>(
    ENDPOINTS.gameVendors,
    {
      schema: {
        tags: ['games'],
        summary: 'Game vendors (lanes)',
        querystring: querySchema({ language: languageParam, platform: platformParam }),
        response: envelopeResponses(ref('api/vendor-lanes.json')),
      },
    },
    async (request) =>
      ok({ data: { lanes: await app.catalog.vendorLanes(request.merchant, request.language) } }, request.language),
  );

  app.get<{ Querystring: LanguageQuery }>(
    ENDPOINTS.hotGames,
    {
      schema: {
        tags: ['games'],
        summary: 'Hot games',
        description:
          'Hot games of the categories the merchant offers, in hot rank order (spec section 3 query: merchantCode, isPlatform 2, platform, language).',
        querystring: querySchema({
          language: languageParam,
          merchantCode: merchantCodeParam,
          isPlatform: { type: 'integer', minimum: 0, maximum: 9 },
          platform: { type: 'string', maxLength: 64 },
        }),
        response: envelopeResponses(ref('api/hot-games.json')),
      },
    },
    async (request) =>
      ok(
        { list: await markMaintenance(app.db, await app.catalog.hotGames(request.merchant, request.language)) },
        request.language,
      ),
  );

  await app.register(gameList);
};

export default routes;
