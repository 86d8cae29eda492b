/**
 * Games (spec sections 2, 3 and 9): the home page's game sections, vendor lanes, the current lobby
 * (vendor tab, filter, page, search) and the VASSALAGE popup's games. Lists are frozen plain data.
 * Favourite and recent lists are filled by the session features of later issues; guests get the
 * login popup before reaching them (spec section 6).
 */
import { flow, getEnv, types, toGenerator, type Instance } from 'mobx-state-tree';
import type { WebApi } from '../api';
import { GAME_PAGE_SIZE } from '../api/games';
import type { Game, GameCategory, VendorLane } from '../engine/types';
import type { ContentEnv } from './ContentStore';

/** Home sections with game cards, in order (spec section 2). */
export const HOME_GAME_SECTIONS = ['RNG', 'LIVE', 'FISH', 'PVP'] as const satisfies readonly GameCategory[];
/** Home vendor sections at most 12 items (spec section 9). */
export const HOME_SECTION_LIMIT = 12;

/** Lobby filters and sub-categories (spec section 3). FAV and RECENT need login. */
export const LOBBY_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export const LOBBY_SUBCATEGORIES = ['JP', 'TG', 'AC'] as const;
export type LobbyClassify = (typeof LOBBY_FILTERS)[number] | (typeof LOBBY_SUBCATEGORIES)[number];
export const LOGIN_FILTERS: readonly LobbyClassify[] = ['FAV', 'RECENT'];

export interface LobbyQuery {
  category: GameCategory;
  /** Vendor tab; null for all vendors. */
  vendor: string | null;
  classify: LobbyClassify;
  page: number;
  keyword: string;
}

export interface LobbyResult {
  games: Game[];
  totalPages: number;
  totalCount: number;
}

/** Favourite toggle throttle (spec section 9). */
export const FAVOURITE_THROTTLE_MS = 1000;

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
const STATUS = ['idle', 'loading', 'ready', 'error'] as const;

/** Slices a local list into one page (favourites and recent games are local lists). */
export function pageOf(list: readonly Game[], page: number, size = GAME_PAGE_SIZE): LobbyResult {
  const totalPages = Math.max(1, Math.ceil(list.length / size));
  return { games: list.slice((page - 1) * size, page * size), totalPages, totalCount: list.length };
}

export const GamesStoreModel = types
  .model('GamesStore', {
    homeGames: types.frozen<Partial<Record<GameCategory, Game[]>>>({}),
    /** The home sections have been loaded once (until then the home page shows placeholders). */
    homeLoaded: false,
    vendorLanes: types.frozen<VendorLane[]>([]),
    lobbyQuery: types.frozen<LobbyQuery | null>(null),
    lobby: types.frozen<LobbyResult>({ games: [], totalPages: 1, totalCount: 0 }),
    lobbyStatus: types.optional(types.enumeration<LoadStatus>('LobbyStatus', [...STATUS]), 'idle'),
    /** The VASSALAGE vendor whose games the popup lists. */
    vassalage: types.maybeNull(types.string),
    vassalageGames: types.frozen<Game[]>([]),
    vassalageStatus: types.optional(types.enumeration<LoadStatus>('VassalageStatus', [...STATUS]), 'idle'),
    favouriteIds: types.frozen<number[]>([]),
    favourites: types.frozen<Game[]>([]),
    recent: types.frozen<Game[]>([]),
  })
  .volatile(() => ({ lobbyTicket: 0, vassalageTicket: 0, lastFavouriteToggle: -Infinity }))
  .actions((self) => {
    const web = (): WebApi => getEnv<ContentEnv>(self).web;
    return {
      setFavourites(list: Game[]) {
        self.favourites = list;
        self.favouriteIds = list.map((g) => g.nodeId);
      },
      /**
       * Toggles a favourite locally (spec section 4): add is skipped when present, remove drops at
       * once; throttled to once per 1000 ms with no trailing call. Returns whether it toggled.
       * Server synchronisation comes with the favourites calls of a later issue.
       */
      toggleFavourite(game: Game, now: number = Date.now()): boolean {
        if (now - self.lastFavouriteToggle < FAVOURITE_THROTTLE_MS) return false;
        self.lastFavouriteToggle = now;
        if (self.favouriteIds.includes(game.nodeId)) {
          self.favourites = self.favourites.filter((g) => g.nodeId !== game.nodeId);
          self.favouriteIds = self.favouriteIds.filter((id) => id !== game.nodeId);
        } else {
          self.favourites = [...self.favourites, game];
          self.favouriteIds = [...self.favouriteIds, game.nodeId];
        }
        return true;
      },
      setRecent(list: Game[]) {
        self.recent = list;
      },
      /** Loads the home game sections (at most 12 games each); failures leave a section empty. */
      loadHomeGames: flow(function* loadHomeGames(lang: string) {
        const results = yield* toGenerator(
          Promise.all(
            HOME_GAME_SECTIONS.map((gameType) =>
              web()
                .gameList({ gameType, pageNo: 1, pageSize: HOME_SECTION_LIMIT, language: lang })
                .then((p) => p.games.slice(0, HOME_SECTION_LIMIT))
                .catch(() => [] as Game[]),
            ),
          ),
        );
        const next: Partial<Record<GameCategory, Game[]>> = {};
        HOME_GAME_SECTIONS.forEach((c, i) => {
          next[c] = results[i] ?? [];
        });
        self.homeGames = next;
        self.homeLoaded = true;
      }),
      /** Loads the vendor lanes (reloaded on language change, spec section 4). */
      loadVendorLanes: flow(function* loadVendorLanes(lang: string) {
        try {
          self.vendorLanes = yield* toGenerator(web().vendorLanes(lang));
        } catch {
          // lanes are optional decoration: keep the previous ones
        }
      }),
      /**
       * Loads a lobby page. FAV and RECENT read the session's local lists; the rest call the game
       * list with gameClassify (NEW, HOT, JP, TG, AC) and the vendor tab. A newer call wins.
       */
      loadLobby: flow(function* loadLobby(query: LobbyQuery, lang: string) {
        self.lobbyQuery = query;
        const ticket = ++self.lobbyTicket;
        if (query.classify === 'FAV' || query.classify === 'RECENT') {
          const list = (query.classify === 'FAV' ? self.favourites : self.recent).filter(
            (g) => g.gameType === query.category && (!query.vendor || g.vassalage === query.vendor),
          );
          self.lobby = pageOf(list, query.page);
          self.lobbyStatus = 'ready';
          return;
        }
        self.lobbyStatus = 'loading';
        try {
          const page = yield* toGenerator(
            web().gameList({
              gameType: query.category,
              pageNo: query.page,
              pageSize: GAME_PAGE_SIZE,
              language: lang,
              ...(query.classify !== 'ALL' ? { gameClassify: query.classify } : {}),
              ...(query.vendor ? { vassalage: query.vendor } : {}),
              ...(query.keyword.trim() ? { keyword: query.keyword.trim() } : {}),
            }),
          );
          if (ticket !== self.lobbyTicket) return;
          self.lobby = { games: page.games, totalPages: Math.max(1, page.totalPages), totalCount: page.totalCount };
          self.lobbyStatus = 'ready';
        } catch {
          if (ticket !== self.lobbyTicket) return;
          self.lobby = { games: [], totalPages: 1, totalCount: 0 };
          self.lobbyStatus = 'error';
        }
      }),
      /** Loads the games of a VASSALAGE vendor for the game popup (spec section 2). */
      loadVassalage: flow(function* loadVassalage(vendor: string, category: GameCategory, lang: string) {
        const ticket = ++self.vassalageTicket;
        self.vassalage = vendor;
        self.vassalageStatus = 'loading';
        self.vassalageGames = [];
        try {
          const page = yield* toGenerator(web().gameList({ gameType: category, vassalage: vendor, pageNo: 1, pageSize: 100, language: lang }));
          if (ticket !== self.vassalageTicket) return;
          self.vassalageGames = page.games;
          self.vassalageStatus = 'ready';
        } catch {
          if (ticket !== self.vassalageTicket) return;
          self.vassalageStatus = 'error';
        }
      }),
    };
  })
  .views((self) => ({
    isFavourite(nodeId: number): boolean {
      return self.favouriteIds.includes(nodeId);
    },
    homeSection(category: GameCategory): Game[] {
      return self.homeGames[category] ?? [];
    },
  }));

export interface GamesStore extends Instance<typeof GamesStoreModel> {}
