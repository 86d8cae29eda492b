/**
 * The root of the MST tree: one store per concern (STYLE.md). The API comes through the
 * environment ({@link StoreEnv}: `api` for the configuration, `web` for content and games).
 */
import type { StoreEnv } from './env';
import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { AgentStoreModel } from './agent/AgentStore';
import { AuthStoreModel } from './AuthStore';
import { CenterStoreModel } from './center/CenterStore';
import { ContractStoreModel } from './contracts/ContractStore';
import { LeaderboardStoreModel } from './rewards/LeaderboardStore';
import { MissionStoreModel } from './rewards/MissionStore';
import { ReferralStoreModel } from './rewards/ReferralStore';
import { BonusStoreModel } from './rewards/BonusStore';
import { ConfigStoreModel } from './ConfigStore';
import { ContentStoreModel } from './ContentStore';
import { GamesStoreModel } from './GamesStore';
import { SessionStoreModel } from './SessionStore';
import { UiStoreModel } from './UiStore';
import { WalletStoreModel } from './WalletStore';
import { RebateStoreModel } from './rewards/RebateStore';
import { RewardCenterStoreModel } from './rewards/RewardCenterStore';
import { VipStoreModel } from './rewards/VipStore';
import { PromotionsStoreModel } from './promotions/PromotionsStore';
import { PointsStoreModel } from './points/PointsStore';
import { LiveChatStoreModel } from './livechat/LiveChatStore';
import { DownloadStoreModel } from './download';
import { SitePagesStoreModel } from './sitePages/SitePagesStore';
import { RgStoreModel } from './rg/RgStore';
import { LotteryStoreModel } from './lottery/LotteryStore';

export const RootStoreModel = types.model('RootStore', {
  config: types.optional(ConfigStoreModel, {}),
  session: types.optional(SessionStoreModel, {}),
  ui: types.optional(UiStoreModel, {}),
  // ---- the UI helper's stores (home content; game lists, lobbies, favourites):
  content: types.optional(ContentStoreModel, {}),
  games: types.optional(GamesStoreModel, {}),
  // ---- sign-in (README "Sign-in extras"): form schemas and validators, captcha, login and registration flows:
  auth: types.optional(AuthStoreModel, {}),
  // ---- money (README "Money"): header balance, unread count, site socket:
  wallet: types.optional(WalletStoreModel, {}),
  // ---- the member center's data (records, deposit, withdraw, transfer, messages, security):
  center: types.optional(CenterStoreModel, {}),
  // ---- the agent center's data (team reports, downlines, transfers, register center):
  agent: types.optional(AgentStoreModel, {}),
  // ---- agent contracts (docs/contracts.md): the contract pages and the member-side contract view:
  contracts: types.optional(ContractStoreModel, {}),
  // ---- rewards (docs/rewards.md): reward center, manual rebate, VIP:
  rewardCenter: types.optional(RewardCenterStoreModel, {}),
  rebate: types.optional(RebateStoreModel, {}),
  vip: types.optional(VipStoreModel, {}),
  // ---- referral, missions and leaderboards (docs/rewards.md):
  missions: types.optional(MissionStoreModel, {}),
  leaderboard: types.optional(LeaderboardStoreModel, {}),
  referral: types.optional(ReferralStoreModel, {}),
  // ---- rewards (docs/rewards.md): bonusDetails and the withdraw page's open turnover:
  bonuses: types.optional(BonusStoreModel, {}),
  // ---- promotions and the activity center (docs/promotions.md):
  promotions: types.optional(PromotionsStoreModel, {}),
  // ---- the points mall (docs/promotions.md "Points (PTSYS3)"):
  points: types.optional(PointsStoreModel, {}),
  // ---- live chat (docs/livechat.md): the desks and the launch of the chat window:
  livechat: types.optional(LiveChatStoreModel, {}),
  // ---- the app download pages (docs/site-pages.md "App download"):
  download: types.optional(DownloadStoreModel, {}),
  // ---- site pages (docs/site-pages.md): blog, news, about us, help center:
  sitePages: types.optional(SitePagesStoreModel, {}),
  // ---- responsible gaming (docs/responsible-gaming.md):
  rg: types.optional(RgStoreModel, {}),
  // ---- the lottery pages (docs/lottery.md): /lottery lobby, /vnLottery, /seaLottery:
  lottery: types.optional(LotteryStoreModel, {}),
});

export interface RootStore extends Instance<typeof RootStoreModel> {}
export type RootStoreSnapshot = SnapshotIn<typeof RootStoreModel>;
