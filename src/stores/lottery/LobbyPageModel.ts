/**
 * The /lottery lobby's data (docs/lottery.md sections 5 and 6; spec sections 2, 3 and 7): the lotto
 * lobby (games grouped by prize mode, each with its next open draw and latest result), the chosen
 * prize mode tab, the opened numbers (the latest result of every game), the results panel of the
 * chosen game, and the member's mission summary and the leaderboard (the rewards stores of the
 * root). When a shown draw's time passes the lobby, the opened numbers and the results re-load
 * until the result is there ({@link DrawWatch}).
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import type { LotteryGame, LotteryLobby, OpenedNumbers } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { DrawWatch, dropWatch, restartWatch, type DrawRef } from './drawWatch';
import { gameHasResult, groupsOfTab, LOBBY_TABS, lobbyGames, type LobbyTab } from './lobbyRules';
import { lotteryApiOf, ResultsModel } from './ResultsModel';
import { rootOf } from '../rootView';

export const LobbyPageModel = types
  .model('LotteryLobbyPage', {
    lobby: types.optional(resourceModel<LotteryLobby>('LotteryLobbyResource'), {}),
    opened: types.optional(resourceModel<OpenedNumbers>('OpenedNumbersResource'), {}),
    tab: types.optional(types.enumeration<LobbyTab>('LobbyTab', [...LOBBY_TABS]), 'ALL'),
    results: types.optional(ResultsModel, {}),
  })
  .volatile(() => ({ watch: null as DrawWatch | null }))
  .views((self) => ({
    /** The groups of the chosen tab. */
    get groups() {
      return groupsOfTab(self.lobby.data, self.tab);
    },
    /** Every game of the lobby. */
    get games(): LotteryGame[] {
      return lobbyGames(self.lobby.data);
    },
    /** The game whose results the panel shows. */
    get selectedGame(): LotteryGame | null {
      return lobbyGames(self.lobby.data).find((g) => g.gameCode === self.results.gameCode) ?? null;
    },
    /** The open draws the lobby shows (their countdowns), for the draw watch. */
    get pendingDraws(): DrawRef[] {
      return lobbyGames(self.lobby.data).flatMap((g) =>
        g.published && g.next?.status === 'open'
          ? [{ key: g.gameCode, drawId: g.next.drawId, drawAt: g.next.drawAt }]
          : [],
      );
    },
  }))
  .actions((self) => ({
    setTabRaw(tab: LobbyTab) {
      self.tab = tab;
    },
    setWatch(watch: DrawWatch | null) {
      self.watch = watch;
    },
  }))
  .actions((self) => {
    /**
     * Shows `gameCode` in the results panel and loads its first page; a game whose vendor publishes
     * no draws is shown without a call (the panel says "results not published").
     */
    function show(gameCode: string | null) {
      if (!self.results.setGameRaw(gameCode)) return Promise.resolve();
      const game = lobbyGames(self.lobby.data).find((g) => g.gameCode === gameCode);
      return game?.published ? self.results.load() : Promise.resolve();
    }
    /** The panel's game for the chosen tab: its first published game, else its first game, else the lobby's first published one. */
    function defaultGame(): string | null {
      const inTab = self.groups.flatMap((g) => g.games);
      const pick = inTab.find((g) => g.published) ?? inTab[0] ?? self.games.find((g) => g.published) ?? null;
      return pick?.gameCode ?? null;
    }
    return { show, defaultGame };
  })
  .actions((self) => {
    const api = () => lotteryApiOf(self);
    return {
      /** Loads the lobby and the opened numbers; picks the results panel's game when none (or a gone one) is chosen; re-arms the draw watch. */
      load: flow(function* () {
        yield Promise.all([self.lobby.load(() => api().lobby()), self.opened.load(() => api().opened())]);
        const chosen = self.results.gameCode;
        if (!chosen || !self.games.some((g) => g.gameCode === chosen)) yield self.show(self.defaultGame());
        self.watch?.arm();
      }),
    };
  })
  .actions((self) => ({
    /** What the draw watch re-fetches: the lobby, the opened numbers and the panel's first page (when not filtered by date). */
    refetch: flow(function* () {
      yield self.load();
      if (self.selectedGame?.published && self.results.date === '' && self.results.page === 1)
        yield self.results.load();
    }),
  }))
  .actions((self) => ({
    /**
     * Opens the lobby: loads it, the opened numbers, the chosen game's results, and for a member
     * (not a trial user) the mission summary and the leaderboard; starts the draw watch.
     */
    open() {
      restartWatch(self, {
        pending: () => self.pendingDraws,
        arrived: (ref) =>
          gameHasResult(
            self.games.find((g) => g.gameCode === ref.key),
            ref,
          ),
        refetch: () => self.refetch(),
      });
      const root = rootOf(self);
      if (root.session?.isLoggedIn && !root.session.isTrial) {
        void root.missions?.load();
        void root.leaderboard?.load();
      }
      return self.load();
    },
    /** Closes the lobby: stops the draw watch. */
    close() {
      dropWatch(self);
    },
    /** Shows a prize mode tab; the results panel follows to the tab's first game when its game is not in the tab. */
    setTab(tab: LobbyTab) {
      self.setTabRaw(tab);
      const inTab = self.groups.some((g) => g.games.some((x) => x.gameCode === self.results.gameCode));
      return inTab ? Promise.resolve() : self.show(self.defaultGame());
    },
    /** Shows `gameCode`'s results in the panel. */
    selectGame(gameCode: string) {
      return self.show(gameCode);
    },
  }));

export interface LobbyPage extends Instance<typeof LobbyPageModel> {}
