/**
 * Favourites and recent games (spec sections 3, 4, 7 and 9): GET favourite ids, GET favourite
 * list (page size up to 999), POST add {nodeId}, DELETE remove {nodeId}, GET recent games (page 1
 * size 20 by default). Favourites need a real member (trial users: 403 NEED_TRUE_ACCOUNT, spec
 * section 6); recent games any signed-in account. A member only ever sees their own lists.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import type { FavouriteRequest, GameCategory } from '../../../contract/types.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { PlayError, sendPlayError } from '../../services/vendor-protocol/playMessages.ts';
import { memberOf, realMember } from '../../services/wallet/guard.ts';
import { gameCategoryParam, languageParam, platformParam, querySchema } from '../common.ts';
import {
  addFavourite,
  favouriteIds,
  favouriteList,
  offeredGameId,
  recentList,
  removeFavourite,
} from '../../services/favourites/lists.ts';
import { FAVOURITE_PAGE_SIZE, RECENT_PAGE_SIZE } from '../../../contract/spec.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

interface ListQuery {
  pageNo?: number;
  page?: number;
  pageSize?: number;
  gameType?: GameCategory;
}

const listQuery = (defaultSize: number, maxSize: number) =>
  querySchema({
    clientType: { type: 'integer', minimum: 1, maximum: 9 },
    platform: platformParam,
    language: languageParam,
    token: {
      type: 'string',
      maxLength: 200,
      description: 'Accepted (spec section 7); the Authorization header is what counts',
    },
    gameType: gameCategoryParam,
    pageNo: { type: 'integer', minimum: 1, maximum: 100000 },
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    pageSize: { type: 'integer', minimum: 1, maximum: maxSize, default: defaultSize },
  });

const body = ref('api/favourite-request.json');

const routes: RoutePlugin = async (app) => {
  const guard = { preHandler: realMember(app) };

  app.get(
    ENDPOINTS.favouriteIds,
    {
      ...guard,
      schema: {
        tags: ['games'],
        summary: 'Favourite ids',
        querystring: listQuery(FAVOURITE_PAGE_SIZE, FAVOURITE_PAGE_SIZE),
        response: envelopeResponses(ref('api/favourite-ids.json')),
      },
    },
    async (request) =>
      ok({ nodeIds: await favouriteIds(app.db, memberOf(request).id, request.merchant) }, request.language),
  );

  app.get<{ Querystring: ListQuery }>(
    ENDPOINTS.favourites,
    {
      ...guard,
      schema: {
        tags: ['games'],
        summary: 'Favourite list (page size up to 999)',
        querystring: listQuery(FAVOURITE_PAGE_SIZE, FAVOURITE_PAGE_SIZE),
        response: envelopeResponses(ref('api/favourite-list.json')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await favouriteList(app.db, {
          memberId: memberOf(request).id,
          merchant: request.merchant,
          language: request.language,
          pageNum: q.pageNo ?? q.page ?? 1,
          pageSize: q.pageSize ?? FAVOURITE_PAGE_SIZE,
          gameType: q.gameType,
        }),
        request.language,
      );
    },
  );

  app.post<{ Body: FavouriteRequest }>(
    ENDPOINTS.favourites,
    {
      ...guard,
      schema: {
        tags: ['games'],
        summary: 'Add a favourite',
        body,
        response: envelopeResponses(ref('api/favourite-ids.json')),
      },
    },
    async (request, reply) => {
      const memberId = memberOf(request).id;
      const gameId = await offeredGameId(app.db, request.merchant, request.body.nodeId);
      if (gameId === null)
        return sendPlayError(reply, new PlayError(404, 'GAME_NOT_FOUND', 'gameNotFound'), request.language);
      await addFavourite(app.db, memberId, gameId);
      return ok({ nodeIds: await favouriteIds(app.db, memberId, request.merchant) }, request.language);
    },
  );

  app.delete<{ Body: FavouriteRequest }>(
    ENDPOINTS.favourites,
    {
      ...guard,
      schema: {
        tags: ['games'],
        summary: 'Remove a favourite',
        body,
        response: envelopeResponses(ref('api/favourite-ids.json')),
      },
    },
    async (request) => {
      const memberId = memberOf(request).id;
      const gameId = await offeredGameId(app.db, request.merchant, request.body.nodeId);
      if (gameId !== null) await removeFavourite(app.db, memberId, gameId);
      return ok({ nodeIds: await favouriteIds(app.db, memberId, request.merchant) }, request.language);
    },
  );

  app.get<{ Querystring: ListQuery }>(
    ENDPOINTS.recentGames,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['games'],
        summary: 'Recent games (page 1 size 20)',
        querystring: listQuery(RECENT_PAGE_SIZE, 100),
        response: envelopeResponses(ref('api/favourite-list.json')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await recentList(app.db, {
          memberId: memberOf(request).id,
          merchant: request.merchant,
          language: request.language,
          pageNum: q.page ?? q.pageNo ?? 1,
          pageSize: q.pageSize ?? RECENT_PAGE_SIZE,
          gameType: q.gameType,
        }),
        request.language,
      );
    },
  );
};

export default routes;
