/**
 * The lottery pages' store (docs/lottery.md sections 5 and 6; spec sections 2, 3 and 7): the /lottery
 * lobby ({@link LobbyPageModel}), /vnLottery ({@link VnPageModel}) and /seaLottery
 * ({@link SeaPageModel}). The calls come through the environment's `lottery` API (tests pass a
 * fake; required); the mission summary and the leaderboard are the rewards
 * stores of the root.
 */
import { types, type Instance } from 'mobx-state-tree';
import { LobbyPageModel } from './LobbyPageModel';
import { SeaPageModel } from './SeaPageModel';
import { VnPageModel } from './VnPageModel';

export type { LotteryEnv } from './ResultsModel';

export const LotteryStoreModel = types.model('LotteryStore', {
  lobby: types.optional(LobbyPageModel, {}),
  vn: types.optional(VnPageModel, {}),
  sea: types.optional(SeaPageModel, {}),
});

export interface LotteryStore extends Instance<typeof LotteryStoreModel> {}
