/**
 * GET game list (spec section 7): one page of a category's games.
 * Query: clientType, platform, merchant, gameType (required), pageNo (from 1), pageSize (1..100,
 * the front end uses 20), language; optional gameClassify and vassalage (vendor code), filter
 * (NEW, HOT, ALL), subCategory (JP, TG, AC), search (part of the TW or EN name, any case).
 * For the web client's convenience gameClassify may also carry a filter or sub-category code
 * (NEW, HOT, ALL, JP, TG, AC: no vendor has these codes) and `keyword` is accepted for search.
 */
import type { GameCategory } from '../../../contract/types.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import type { GameFilter, GameListRequest, SubCategory } from '../../services/catalog.ts';
import {
  gameCategoryParam,
  languageParam,
  merchantCodeParam,
  platformParam,
  querySchema,
  vendorCodeParam,
} from '../common.ts';
import { GAME_PAGE_SIZE } from '../../../contract/spec.ts';
import { markMaintenance } from '../../services/vendor-ops/maintenance.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

export interface GameListQuery {
  clientType?: number;
  platform?: string;
  merchant?: string;
  gameType: GameCategory;
  pageNo: number;
  pageSize: number;
  language?: string;
  gameClassify?: string;
  vassalage?: string;
  filter?: GameFilter;
  subCategory?: SubCategory;
  search?: string;
  keyword?: string;
}

const FILTERS: readonly string[] = ['NEW', 'HOT', 'ALL'];
const SUB_CATEGORIES: readonly string[] = ['JP', 'TG', 'AC'];

/** Turns the query into the catalogue's request; null when it can match nothing (two different vendors). */
export function toListRequest(q: GameListQuery, language: GameListRequest['language']): GameListRequest | null {
  let filter = q.filter;
  let subCategory = q.subCategory;
  let vendorFromClassify: string | undefined;
  if (q.gameClassify && FILTERS.includes(q.gameClassify)) filter ??= q.gameClassify as GameFilter;
  else if (q.gameClassify && SUB_CATEGORIES.includes(q.gameClassify)) subCategory ??= q.gameClassify as SubCategory;
  else vendorFromClassify = q.gameClassify;
  if (vendorFromClassify && q.vassalage && vendorFromClassify !== q.vassalage) return null;
  return {
    gameType: q.gameType,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    language,
    vendorCode: q.vassalage ?? vendorFromClassify,
    filter,
    subCategory,
    search: q.search ?? q.keyword,
  };
}

const searchParam = {
  type: 'string',
  maxLength: 50,
  description: 'Part of the game name (TW or EN), any case',
} as const;

const routes: RoutePlugin = async (app) => {
  app.get<{ Querystring: GameListQuery }>(
    ENDPOINTS.gameList,
    {
      schema: {
        tags: ['games'],
        summary: 'Game list (one page)',
        querystring: querySchema(
          {
            clientType: { type: 'integer', minimum: 1, maximum: 9, description: 'The web client sends 3' },
            platform: platformParam,
            merchant: merchantCodeParam,
            gameType: gameCategoryParam,
            pageNo: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: GAME_PAGE_SIZE },
            language: languageParam,
            gameClassify: vendorCodeParam,
            vassalage: vendorCodeParam,
            filter: { type: 'string', enum: ['NEW', 'HOT', 'ALL'] },
            subCategory: { type: 'string', enum: ['JP', 'TG', 'AC'] },
            search: searchParam,
            keyword: searchParam,
          },
          ['gameType'],
        ),
        response: envelopeResponses(ref('api/game-list.json')),
      },
    },
    async (request) => {
      const listRequest = toListRequest(request.query, request.language);
      const q = request.query;
      const page = listRequest
        ? await app.catalog.gameList(request.merchant, listRequest)
        : { games: [], pageNo: q.pageNo, pageSize: q.pageSize, totalPages: 0, totalCount: 0 };
      // operator maintenance (README "Vendor integrations") is read past the cache: it shows at once
      return ok({ ...page, games: await markMaintenance(app.db, page.games) }, request.language);
    },
  );
};

export default routes;
