/**
 * Playing calls (spec section 7, Games): game launch, favourites (ids, list page size
 * 999, add, remove) and recent games (page 1 size 20). Bound to one axios instance as a
 * {@link PlayApi}; stores get it through the MST environment (`play`) and tests pass a fake.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type { FavouriteIds, FavouritePage, FavouriteRequest, Game, LaunchInfo, PlayMode } from '../../contract/types';
import { CLIENT_TYPE, FAVOURITE_PAGE_SIZE, LIST_PLATFORM, RECENT_PAGE_SIZE } from '../../contract/spec';

export type { LaunchInfo, PlayMode } from '../../contract/types';

/** The vendor's first screen of a lottery launch (docs/lottery.md section 5): the betting screen (default) or the game's lobby. */
export type LaunchView = 'betting' | 'lobby';

/**
 * Where a launch opens and returns (docs/lottery.md sections 5 and 6; spec section 7 "VN launch"):
 * `view` (betting | lobby) and `back`, a site path (e.g. `/vnLottery`) the vendor's back button
 * returns to. Both optional: games outside lottery send neither.
 */
export interface LaunchPlace {
  view?: LaunchView;
  back?: string;
}

/** What to launch: a game card (nodeId), a vendor (vassalage, optionally its gameCode), or a game code alone (/lottery?gameCode), with an optional {@link LaunchPlace}. */
export type LaunchTarget = ({ nodeId: number } | { vassalage: string; gameCode?: string } | { gameCode: string }) &
  LaunchPlace;

export interface PlayApi {
  /** GET game launch (query: the target's fields, `view` and `back` when given, mode, language). @throws ApiProblem (NOT_LOGGED_IN, NEED_TRUE_ACCOUNT, GAME_MAINTENANCE... with the server's localised message). */
  launch(target: LaunchTarget, mode: PlayMode, language: string): Promise<LaunchInfo>;
  favouriteIds(): Promise<number[]>;
  favourites(language: string): Promise<Game[]>;
  /** POST add favourite; answers the ids after the change. */
  addFavourite(game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>): Promise<number[]>;
  /** DELETE remove favourite; answers the ids after the change. */
  removeFavourite(nodeId: number): Promise<number[]>;
  recent(language: string): Promise<Game[]>;
}

/** Binds the playing calls to `http`. */
export function createPlayApi(http: AxiosInstance): PlayApi {
  return {
    launch: (target, mode, language) =>
      request<LaunchInfo>(http, { url: ENDPOINTS.gameLaunch, params: { ...target, mode, language } }),
    favouriteIds: async () => (await request<FavouriteIds>(http, { url: ENDPOINTS.favouriteIds })).nodeIds,
    favourites: async (language) =>
      (
        await request<FavouritePage>(http, {
          url: ENDPOINTS.favourites,
          params: {
            clientType: CLIENT_TYPE,
            platform: LIST_PLATFORM,
            language,
            pageNo: 1,
            pageSize: FAVOURITE_PAGE_SIZE,
          },
        })
      ).content,
    addFavourite: async (game) =>
      (
        await request<FavouriteIds>(http, {
          url: ENDPOINTS.favourites,
          method: 'POST',
          data: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType } satisfies FavouriteRequest,
        })
      ).nodeIds,
    removeFavourite: async (nodeId) =>
      (
        await request<FavouriteIds>(http, {
          url: ENDPOINTS.favourites,
          method: 'DELETE',
          data: { nodeId } satisfies FavouriteRequest,
        })
      ).nodeIds,
    recent: async (language) =>
      (
        await request<FavouritePage>(http, {
          url: ENDPOINTS.recentGames,
          params: { page: 1, pageSize: RECENT_PAGE_SIZE, language, clientType: CLIENT_TYPE },
        })
      ).content,
  };
}
