/**
 * The weekly leaderboards of the missionLeaderboard page (spec section 7; docs/rewards.md
 * "Missions and leaderboards"): which board (valid bet or biggest win) and which week (this or
 * last) is shown, and that board as the server ranks it (top 50, prizes, the member's own rank).
 */
import { types, type Instance } from 'mobx-state-tree';
import type { Leaderboard, LeaderboardBoard } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { missionsApi } from './missionsEnv';

/** The boards in the order the switch shows them (schemas/api/rewards.json leaderboardBoard). */
export const BOARDS: readonly LeaderboardBoard[] = ['validBet', 'biggestWin'];
/** The weeks the page offers. */
export const WEEKS = ['current', 'previous'] as const;
export type Week = (typeof WEEKS)[number];

export const LeaderboardStoreModel = types
  .model('LeaderboardStore', {
    board: types.optional(types.enumeration<LeaderboardBoard>('LeaderboardBoard', [...BOARDS]), 'validBet'),
    week: types.optional(types.enumeration<Week>('LeaderboardWeek', [...WEEKS]), 'current'),
    result: types.optional(resourceModel<Leaderboard>('LeaderboardResource'), {}),
  })
  .actions((self) => ({
    /** Loads the chosen board and week. */
    load() {
      return self.result.load(() => missionsApi(self).leaderboard({ board: self.board, period: self.week }));
    },
  }))
  .actions((self) => ({
    /** Shows another board (loads it). */
    setBoard(board: LeaderboardBoard) {
      if (self.board === board) return;
      self.board = board;
      void self.load();
    },
    /** Shows another week (loads it). */
    setWeek(week: Week) {
      if (self.week === week) return;
      self.week = week;
      void self.load();
    },
  }))
  .views((self) => ({
    /** The member's own row when it is outside the shown entries (rank above 50): drawn under the table. */
    get ownRowOutside(): { rank: number | null; value: string } | null {
      const data = self.result.data;
      if (!data?.me || data.entries.some((e) => e.me)) return null;
      return data.me;
    },
  }));

export interface LeaderboardStore extends Instance<typeof LeaderboardStoreModel> {}
