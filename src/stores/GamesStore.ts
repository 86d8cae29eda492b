/**
 * Games (spec sections 2, 3 and 9): the home page's game sections, vendor lanes, the current lobby
 * (vendor tab, filter, page, search), the VASSALAGE popup's games, and the member's favourites and
 * recent games (spec section 4: favourites load on login; add is optimistic and skipped when
 * present, remove drops locally at once then calls the server; toggles throttled to once per
 * 1000 ms with no trailing call). Lists are frozen plain data. The playing API comes through the
 * environment (`play`, src/api/launch.ts); tests pass a fake.
 */
import { reaction } from 'mobx';
import {
  addDisposer,
  flow,
  getEnv,
  hasParent,
  types,
  toGenerator,
  type IAnyStateTreeNode,
  type Instance,
} from 'mobx-state-tree';
import type { WebApi } from '../api';
import type { PlayApi } from '../api/launch';
import type { Game, GameCategory, VendorLane } from '../../contract/types';
import type { ContentEnv } from './ContentStore';
import { FAVOURITE_THROTTLE_MS, GAME_PAGE_SIZE, HOME_SECTION_LIMIT } from '../../contract/spec';
import {
  openGameWindow,
  type LaunchInfo,
  type LaunchOutcome,
  type LaunchTarget,
  type LaunchUi,
  type OpenGameOptions,
  type PlayMode,
} from './gameLaunch';
import { envApi } from './envApi';
import { rootOf } from './rootView';

/** Home sections with game cards, in order (spec section 2). */
export const HOME_GAME_SECTIONS = ['RNG', 'LIVE', 'FISH', 'PVP'] as const satisfies readonly GameCategory[];

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

/** What GamesStore needs from the MST environment besides `web`. */
export interface PlayEnv {
  /** Launch, favourites and recent games (required). */
  play: PlayApi;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
const STATUS = ['idle', 'loading', 'ready', 'error'] as const;

/** Slices a local list into one page (favourites and recent games are local lists). */
export function pageOf(list: readonly Game[], page: number, size = GAME_PAGE_SIZE): LobbyResult {
  const totalPages = Math.max(1, Math.ceil(list.length / size));
  return { games: list.slice((page - 1) * size, page * size), totalPages, totalCount: list.length };
}

/** The playing API of `node`'s environment (`play`); throws naming it when absent (./envApi.ts). */
const playOf = (node: IAnyStateTreeNode): PlayApi => envApi(node, 'play');

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
  .actions((self) => ({
    setFavourites(list: Game[]) {
      self.favourites = list;
      self.favouriteIds = list.map((g) => g.nodeId);
    },
    /** Keeps the favourite games in step with the server's ids (after a failed call). */
    syncIds(ids: number[]) {
      self.favouriteIds = ids;
      self.favourites = self.favourites.filter((g) => ids.includes(g.nodeId));
    },
    /** Forgets the member's lists (logout). */
    clearMemberLists() {
      self.favourites = [];
      self.favouriteIds = [];
      self.recent = [];
    },
  }))
  .actions((self) => {
    const web = (): WebApi => getEnv<ContentEnv>(self).web;
    const play = () => playOf(self);
    return {
      /**
       * Toggles a favourite (spec section 4): add is optimistic and skipped when present, remove
       * drops at once; then the server is told (a failure re-syncs the ids from the server).
       * Throttled to once per 1000 ms with no trailing call. Returns whether it toggled.
       */
      toggleFavourite(game: Game, now: number = Date.now()): boolean {
        if (now - self.lastFavouriteToggle < FAVOURITE_THROTTLE_MS) return false;
        self.lastFavouriteToggle = now;
        const present = self.favouriteIds.includes(game.nodeId);
        if (present) {
          self.favourites = self.favourites.filter((g) => g.nodeId !== game.nodeId);
          self.favouriteIds = self.favouriteIds.filter((id) => id !== game.nodeId);
        } else {
          self.favourites = [game, ...self.favourites.filter((g) => g.nodeId !== game.nodeId)];
          self.favouriteIds = [game.nodeId, ...self.favouriteIds];
        }
        const call = present ? play().removeFavourite(game.nodeId) : play().addFavourite(game);
        call.catch(() =>
          play()
            .favouriteIds()
            .then((ids) => self.syncIds(ids))
            .catch(() => undefined),
        );
        return true;
      },
      /** Loads the favourite games (page size 999); on login (spec section 4). Failures keep the lists. */
      loadFavourites: flow(function* loadFavourites(lang: string) {
        try {
          const list = yield* toGenerator(play().favourites(lang));
          self.favourites = list;
          self.favouriteIds = list.map((g) => g.nodeId);
        } catch {
          // keep what we have
        }
      }),
      /** Loads the recent games (page 1 size 20). */
      loadRecent: flow(function* loadRecent(lang: string) {
        try {
          self.recent = yield* toGenerator(play().recent(lang));
        } catch {
          // keep what we have
        }
      }),
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
          self.lobbyStatus = 'loading';
          try {
            if (query.classify === 'RECENT') self.recent = yield* toGenerator(play().recent(lang));
            else if (self.favourites.length === 0) self.setFavourites(yield* toGenerator(play().favourites(lang)));
          } catch {
            // show the local list
          }
          if (ticket !== self.lobbyTicket) return;
          const list = (query.classify === 'FAV' ? self.favourites : self.recent).filter(
            (g) => g.gameType === query.category && (!query.vendor || g.vassalage === query.vendor),
          );
          self.lobby = pageOf(list, query.page);
          self.lobbyStatus = 'ready';
          return;
        }
        self.lobbyStatus = 'loading';
        try {
          // An in-house vendor listed under RNG keeps its own category (spec section 4): /rng?vassalage=BGS lists BGS games.
          const root = rootOf(self);
          const vendorType = query.vendor
            ? root.config?.categories?.flatMap((c) => c.vendors).find((v) => v.vassalage === query.vendor)?.gameType
            : undefined;
          const page = yield* toGenerator(
            web().gameList({
              gameType: vendorType ?? query.category,
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
          const page = yield* toGenerator(
            web().gameList({ gameType: category, vassalage: vendor, pageNo: 1, pageSize: 100, language: lang }),
          );
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
  .actions((self) => ({
    /**
     * Favourites (and the recent games, for /recent) load on login and are forgotten on logout
     * (spec section 4); trial users have none (spec section 6).
     */
    afterCreate() {
      if (!hasParent(self)) return;
      const root = rootOf(self);
      if (!root.session) return;
      addDisposer(
        self,
        reaction(
          () => (root.session?.isLoggedIn && !root.session.isTrial ? root.session.token : null),
          (token) => {
            if (token) {
              void self.loadFavourites(root.ui?.lang ?? 'TW');
              void self.loadRecent(root.ui?.lang ?? 'TW');
            } else self.clearMemberLists();
          },
          { fireImmediately: true },
        ),
      );
    },
  }))
  .actions((self) => {
    const playApi = () => playOf(self);
    return {
      /**
       * Opens a game in a new window from a click (spec sections 2, 5 and 6; {@link openGameWindow}):
       * the window opens at once; refusals go to `ui` (login popup or notice). A successful launch
       * refreshes the recent games unless `refreshRecent` is false.
       */
      openGame(
        target: LaunchTarget,
        mode: PlayMode,
        ui: LaunchUi & { lang: string },
        options: { refreshRecent?: boolean; openWindow?: OpenGameOptions['openWindow'] } = {},
      ): Promise<LaunchOutcome> {
        const onLaunched = options.refreshRecent === false ? undefined : () => void self.loadRecent(ui.lang);
        return openGameWindow({
          play: playApi(),
          ui,
          target,
          mode,
          language: ui.lang,
          openWindow: options.openWindow,
          onLaunched,
        });
      },
      /**
       * Asks the server for a game's URL to play in the page (/seamless) and refreshes the recent
       * games. @throws ApiProblem when refused (see {@link launchFailureKey}).
       */
      async launchInPage(target: LaunchTarget, mode: PlayMode, lang: string): Promise<LaunchInfo> {
        const info = await playApi().launch(target, mode, lang);
        void self.loadRecent(lang);
        return info;
      },
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
