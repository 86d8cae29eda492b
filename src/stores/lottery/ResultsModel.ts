/**
 * One game's result history (docs/lottery.md section 5 "recent results"; section 6 "a results
 * panel per game", "past draws"): the chosen game, the date filter (a local date in the game's time
 * zone, '' for every date), the page (pages of {@link RESULTS_PAGE_SIZE}, newest first) and the
 * loaded page of drawn and voided draws.
 */
import { types, type Instance } from 'mobx-state-tree';
import type { LotteryResults } from '../../../contract/types';
import type { LotteryApi } from '../../api/lottery';
import { resourceModel } from '../shared/ResourceModel';
import { envApi } from '../envApi';

/** Draws per page of a result history (schemas/api/lottery.json allows up to 50). */
export const RESULTS_PAGE_SIZE = 10;

/** What the lottery stores reach through `getEnv` (tests pass a fake API). */
export interface LotteryEnv {
  lottery: LotteryApi;
}

/** The lottery API of a node's environment; throws naming the API when it lacks it (../envApi.ts). */
export const lotteryApiOf = (node: object): LotteryApi => envApi(node, 'lottery');

/** `YYYY-MM-DD` when `date` is a real calendar date, else null. */
export function isoDate(date: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? date : null;
}

export const ResultsModel = types
  .model('LotteryResultsModel', {
    gameCode: types.maybeNull(types.string),
    /** The date filter (YYYY-MM-DD in the game's time zone); '' for every date. */
    date: '',
    page: 1,
    list: types.optional(resourceModel<LotteryResults>('LotteryResultsResource'), {}),
  })
  .actions((self) => ({
    /** Loads the chosen game's page (nothing when no game is chosen). */
    load() {
      const gameCode = self.gameCode;
      if (!gameCode) return Promise.resolve();
      const q = { gameCode, pageNo: self.page, pageSize: RESULTS_PAGE_SIZE, ...(self.date ? { date: self.date } : {}) };
      return self.list.load(() => lotteryApiOf(self).results(q));
    },
    setGameRaw(gameCode: string | null) {
      if (gameCode === self.gameCode) return false;
      self.gameCode = gameCode;
      self.date = '';
      self.page = 1;
      self.list.clear();
      return true;
    },
    setDateRaw(date: string) {
      self.date = date === '' ? '' : (isoDate(date) ?? self.date);
      self.page = 1;
    },
    setPageRaw(page: number) {
      self.page = Number.isInteger(page) && page >= 1 ? page : 1;
    },
  }))
  .actions((self) => ({
    /** Shows the history of `gameCode` from its first page, every date. */
    select(gameCode: string | null) {
      return self.setGameRaw(gameCode) ? self.load() : Promise.resolve();
    },
    /** Filters by a local date (YYYY-MM-DD; '' clears the filter; an invalid text is ignored) and loads page 1. */
    setDate(date: string) {
      self.setDateRaw(date);
      return self.load();
    },
    /** Loads page `page` (1-based). */
    setPage(page: number) {
      self.setPageRaw(page);
      return self.load();
    },
  }));

export interface ResultsStore extends Instance<typeof ResultsModel> {}
