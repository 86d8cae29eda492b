/**
 * The console's vendor integrations page (README "Vendor integrations"): the integrations with
 * their status and figures, a filter (text over code, name and catalogue vendors; a status), and
 * the drawer of one integration: its details and audit list, its games (search, paging) with
 * per-game maintenance, the integration's maintenance, key rotation (the new key held only in
 * memory until the operator closes it: never in a snapshot) and the base URL change. The API comes
 * through the environment (`operatorVendorsApi`, ../ConsoleRootStore.ts).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type {
  IntegrationStatus,
  RotatedKey,
  VendorAuditEntry,
  VendorGamesPage,
  VendorIntegration,
} from '../../api/vendorConsole';
import { envApi } from '../envApi';

export type { IntegrationStatus, VendorAuditEntry, VendorGame, VendorIntegration } from '../../api/vendorConsole';
import { problemMessage } from '../problems';

/** Games per page in the drawer. */
export const VENDOR_GAMES_PAGE_SIZE = 10;

/** The status filter: every status, or one. */
export type StatusFilter = 'all' | IntegrationStatus;

export const VendorConsoleModel = types
  .model('VendorConsole', {
    list: types.frozen<VendorIntegration[] | null>(null),
    windowMinutes: 60,
    loading: false,
    /** The server's message of a failed load ('' : the page's generic one), null when none. */
    error: types.maybeNull(types.string),
    filterText: '',
    filterStatus: types.optional(
      types.enumeration<StatusFilter>(['all', 'active', 'maintenance', 'failing', 'disabled']),
      'all',
    ),
    /** The integration whose drawer is open. */
    selected: types.maybeNull(types.string),
    detail: types.frozen<{ integration: VendorIntegration; audit: VendorAuditEntry[] } | null>(null),
    detailLoading: false,
    detailError: types.maybeNull(types.string),
    games: types.frozen<VendorGamesPage | null>(null),
    gamesSearch: '',
    gamesPage: 1,
    gamesLoading: false,
    gamesError: types.maybeNull(types.string),
    /** A change in flight (the drawer's buttons wait). */
    busy: false,
    /** The server's message of a refused change ('' : generic), null when none. */
    actionError: types.maybeNull(types.string),
    /** The last change that succeeded: maintenanceOn, maintenanceOff, gameOn, gameOff, url, key. */
    actionDone: types.maybeNull(types.string),
  })
  .volatile(() => ({
    /** The key of the last rotation, shown once; only in memory. */
    newKey: null as RotatedKey | null,
  }))
  .views((self) => ({
    /** The integrations the filter keeps. */
    get filtered(): VendorIntegration[] {
      const text = self.filterText.trim().toLowerCase();
      return (self.list ?? []).filter(
        (v) =>
          (self.filterStatus === 'all' || v.status === self.filterStatus) &&
          (!text ||
            [v.code, v.name, ...v.vendors.flatMap((x) => [x.code, x.nameTw, x.nameEn])].some((s) =>
              s.toLowerCase().includes(text),
            )),
      );
    },
    get gamesPages(): number {
      return self.games ? Math.max(1, Math.ceil(self.games.total / VENDOR_GAMES_PAGE_SIZE)) : 1;
    },
  }))
  .actions((self) => {
    const api = () => envApi(self, 'operatorVendorsApi');
    /** Puts a fresh view of one integration into the list. */
    const replace = (integration: VendorIntegration) => {
      if (self.list) self.list = self.list.map((v) => (v.code === integration.code ? integration : v));
      if (self.detail?.integration.code === integration.code) self.detail = { ...self.detail, integration };
    };
    const loadGames = flow(function* loadGames() {
      const code = self.selected;
      if (!code) return;
      self.gamesLoading = true;
      self.gamesError = null;
      try {
        const page = yield* toGenerator(
          api().games(code, { search: self.gamesSearch, pageNo: self.gamesPage, pageSize: VENDOR_GAMES_PAGE_SIZE }),
        );
        if (self.selected === code) self.games = page;
      } catch (err) {
        self.gamesError = problemMessage(err) ?? '';
      } finally {
        self.gamesLoading = false;
      }
    });
    const loadDetail = flow(function* loadDetail() {
      const code = self.selected;
      if (!code) return;
      self.detailLoading = true;
      self.detailError = null;
      try {
        const detail = yield* toGenerator(api().detail(code));
        if (self.selected === code) {
          self.detail = detail;
          replace(detail.integration);
        }
      } catch (err) {
        self.detailError = problemMessage(err) ?? '';
      } finally {
        self.detailLoading = false;
      }
    });
    /**
     * Runs one change; on success applies `apply` to its answer (in this action), then reloads the
     * drawer's detail (and audit list). Resolves true on success, false on a refusal (shown).
     */
    const change = flow(function* change<T>(done: string, run: () => Promise<T>, apply: (answer: T) => void) {
      self.busy = true;
      self.actionError = null;
      self.actionDone = null;
      try {
        const answer = (yield run()) as T;
        apply(answer);
        self.actionDone = done;
        yield loadDetail();
        return true;
      } catch (err) {
        self.actionError = problemMessage(err) ?? '';
        return false;
      } finally {
        self.busy = false;
      }
    });
    return {
      /** Loads (or reloads) the integrations. */
      load: flow(function* load() {
        self.loading = true;
        self.error = null;
        try {
          const answer = yield* toGenerator(api().list());
          self.list = answer.list;
          self.windowMinutes = answer.windowMinutes;
        } catch (err) {
          self.error = problemMessage(err) ?? '';
        } finally {
          self.loading = false;
        }
      }),
      setFilterText(text: string) {
        self.filterText = text;
      },
      setFilterStatus(status: StatusFilter) {
        self.filterStatus = status;
      },
      /** Opens the drawer of integration `code` and loads its detail and first games page. */
      open(code: string) {
        self.selected = code;
        self.detail = null;
        self.games = null;
        self.gamesSearch = '';
        self.gamesPage = 1;
        self.actionError = null;
        self.actionDone = null;
        self.newKey = null;
        void loadDetail();
        void loadGames();
      },
      /** Closes the drawer (the new key, if any, is forgotten). */
      close() {
        self.selected = null;
        self.detail = null;
        self.games = null;
        self.newKey = null;
      },
      reloadDetail: () => loadDetail(),
      reloadGames: () => loadGames(),
      /** Searches the drawer's games (back to page 1). */
      searchGames(text: string) {
        self.gamesSearch = text;
        self.gamesPage = 1;
        void loadGames();
      },
      setGamesPage(page: number) {
        self.gamesPage = Math.min(Math.max(1, page), self.gamesPages);
        void loadGames();
      },
      /** The open integration in (`on`) or out of maintenance. */
      setMaintenance: flow(function* setMaintenance(on: boolean) {
        const code = self.selected;
        if (!code) return false;
        return yield* toGenerator(
          change(
            on ? 'maintenanceOn' : 'maintenanceOff',
            () => api().setMaintenance(code, on),
            (answer) => replace(answer.integration),
          ),
        );
      }),
      /** One game of the open integration in or out of maintenance; the games page shows it at once. */
      setGameMaintenance: flow(function* setGameMaintenance(gameId: number, on: boolean) {
        const code = self.selected;
        if (!code) return false;
        return yield* toGenerator(
          change(
            on ? 'gameOn' : 'gameOff',
            () => api().setGameMaintenance(code, gameId, on),
            () => {
              if (self.games)
                self.games = {
                  ...self.games,
                  list: self.games.list.map((g) => (g.gameId === gameId ? { ...g, maintenance: on } : g)),
                };
            },
          ),
        );
      }),
      /** Rotates the open integration's key; the new key is kept in memory to be shown once. */
      rotateKey: flow(function* rotateKey() {
        const code = self.selected;
        if (!code) return false;
        return yield* toGenerator(
          change(
            'key',
            () => api().rotateKey(code),
            (rotated) => (self.newKey = rotated),
          ),
        );
      }),
      /** Forgets the shown key (the operator copied it). */
      dismissKey() {
        self.newKey = null;
      },
      /** Points the open integration at `url`. */
      changeUrl: flow(function* changeUrl(url: string) {
        const code = self.selected;
        if (!code) return false;
        return yield* toGenerator(
          change(
            'url',
            () => api().changeUrl(code, url),
            (answer) => replace(answer.integration),
          ),
        );
      }),
    };
  })
  .actions((self) => ({
    /** Drops the key before a reset (sign-out): ./memberReset.ts calls it. */
    beforeReset() {
      self.newKey = null;
    },
  }));

export interface VendorConsoleStore extends Instance<typeof VendorConsoleModel> {}
