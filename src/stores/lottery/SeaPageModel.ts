/**
 * The /seaLottery page's data (docs/lottery.md sections 3, 5 and 6): the SEA games of the lobby
 * (prize mode SEA, with the next 4D draw and the latest sheet), the published bet types of the
 * shown draw (Big and Small with their tier payouts, from the one-draw call), and the past draws
 * (date filter, paging). When the next draw's time passes the page re-loads until the result is
 * there.
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import type { LotteryDrawDetail, LotteryGame, LotteryLobby } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { DrawWatch, dropWatch, restartWatch, type DrawRef } from './drawWatch';
import { gameHasResult, lobbyGames } from './lobbyRules';
import { lotteryApiOf, ResultsModel } from './ResultsModel';

export const SeaPageModel = types
  .model('SeaLotteryPage', {
    lobby: types.optional(resourceModel<LotteryLobby>('SeaLobbyResource'), {}),
    detail: types.optional(resourceModel<LotteryDrawDetail>('SeaDrawDetailResource'), {}),
    results: types.optional(ResultsModel, {}),
    /** The chosen SEA game (null: the first one). */
    gameCode: types.maybeNull(types.string),
  })
  .volatile(() => ({ watch: null as DrawWatch | null }))
  .views((self) => ({
    /** The SEA games of the merchant (area SEA). */
    get games(): LotteryGame[] {
      return lobbyGames(self.lobby.data).filter((g) => g.lottoArea === 'SEA' || g.prizeMode === 'SEA');
    },
  }))
  .views((self) => ({
    /** The game the page shows. */
    get game(): LotteryGame | null {
      return self.games.find((g) => g.gameCode === self.gameCode) ?? self.games[0] ?? null;
    },
  }))
  .views((self) => ({
    /** The next draw, for the draw watch. */
    get pendingDraws(): DrawRef[] {
      const g = self.game;
      return g?.published && g.next?.status === 'open'
        ? [{ key: g.gameCode, drawId: g.next.drawId, drawAt: g.next.drawAt }]
        : [];
    },
  }))
  .actions((self) => ({
    setGameRaw(gameCode: string) {
      self.gameCode = gameCode;
    },
    setWatch(watch: DrawWatch | null) {
      self.watch = watch;
    },
  }))
  .actions((self) => {
    const api = () => lotteryApiOf(self);
    return {
      /** Loads the bet types of the game's next draw (or its latest): the payout tables. */
      loadDetail() {
        const g = self.game;
        const draw = g?.next ?? g?.latest ?? null;
        if (!g || !draw) {
          self.detail.clear();
          return Promise.resolve();
        }
        if (self.detail.data?.draw.drawId === draw.drawId && self.detail.data.game.gameCode === g.gameCode)
          return Promise.resolve();
        return self.detail.load(() => api().draw(g.gameCode, draw.drawId));
      },
      loadLobby() {
        return self.lobby.load(() => api().lobby({ prizeMode: 'SEA' }));
      },
    };
  })
  .actions((self) => ({
    /** Loads the SEA lobby, then the shown game's payouts and past draws (page 1 again when unfiltered); re-arms the draw watch. */
    load: flow(function* () {
      yield self.loadLobby();
      const code = self.game?.published ? self.game.gameCode : null;
      const history =
        self.results.gameCode !== code
          ? self.results.select(code)
          : code && self.results.page === 1 && self.results.date === ''
            ? self.results.load()
            : Promise.resolve();
      yield Promise.all([self.loadDetail(), history]);
      self.watch?.arm();
    }),
  }))
  .actions((self) => ({
    /** Opens the page: loads it and starts the draw watch. */
    open() {
      restartWatch(self, {
        pending: () => self.pendingDraws,
        arrived: (ref) =>
          gameHasResult(
            self.games.find((g) => g.gameCode === ref.key),
            ref,
          ),
        refetch: () => self.load(),
      });
      return self.load();
    },
    /** Closes the page: stops the draw watch. */
    close() {
      dropWatch(self);
    },
    /** Shows another SEA game. */
    selectGame(gameCode: string) {
      self.setGameRaw(gameCode);
      return self.load();
    },
  }));

export interface SeaPage extends Instance<typeof SeaPageModel> {}
