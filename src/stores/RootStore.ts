/**
 * The root of the MST tree: one store per concern (STYLE.md). The API comes through the
 * environment (`StoreEnv` of ./env: `api` for the configuration, `web` for content and games).
 */
import type { SiteRoot } from './rootView';
import { reaction } from 'mobx';
import { addDisposer, getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { SITE_API_NAMES } from '../api';
import { assertApis } from './envApi';
import { resetStore } from './memberReset';
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

export const RootStoreModel = types
  .model('RootStore', {
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
  })
  .actions((self) => ({
    /**
     * Forgets every member's data (sign-out, member switch): the stores of {@link MEMBER_STORES}
     * go back to their defaults (src/stores/memberReset.ts); the wallet and responsible gaming
     * through their own reset (the wallet keeps the hide toggle, responsible gaming why the page
     * was logged out, which the shell still shows). The games store forgets its member lists by
     * itself when the session's token goes.
     */
    resetMemberStores() {
      self.wallet.reset();
      self.rg.reset();
      for (const key of MEMBER_STORES) if (key !== 'wallet' && key !== 'rg') resetStore(self[key]);
    },
  }))
  .actions((self) => ({
    /**
     * Checks the environment holds every site API (src/api/index.ts SITE_API_NAMES), then resets
     * the member stores when the member signs out or another member signs in (spec section 4, sessions).
     * @throws MissingApiError naming a missing API.
     */
    afterCreate() {
      assertApis(getEnv(self), SITE_API_NAMES);
      // MST creates a child store on first use; the stores that follow live events subscribe in
      // their afterCreate (src/stores/liveEvents.ts), so they are created with the root: an event
      // (a break started in another tab, a new contract offer) reaches its store whether or not a
      // page used it.
      void [self.config, self.content, self.wallet, self.center.deposit, self.center.withdraw, self.contracts];
      void [self.points, self.sitePages, self.rg];
      addDisposer(
        self,
        reaction(
          () => memberKey(self.session.member),
          (member, previous) => {
            if (previous !== null && member !== previous) self.resetMemberStores();
          },
        ),
      );
    },
  }));

/**
 * The stores that hold the signed-in member's data (money, member center, agent center, contracts,
 * rewards, promotions, points, responsible gaming): none of it may show to the next member.
 */
export const MEMBER_STORES = [
  'wallet',
  'center',
  'agent',
  'contracts',
  'rewardCenter',
  'rebate',
  'vip',
  'missions',
  'leaderboard',
  'referral',
  'bonuses',
  'promotions',
  'points',
  'rg',
] as const;

/** Who is signed in (null: nobody): a change from one member to none or another resets the member stores. */
function memberKey(member: { id?: number; account?: string } | null): string | null {
  return member ? `${member.id}:${member.account}` : null;
}

export interface RootStore extends Instance<typeof RootStoreModel> {}
export type RootStoreSnapshot = SnapshotIn<typeof RootStoreModel>;

/**
 * The stores reach the root through src/stores/rootView.ts `rootOf` (typed by {@link SiteRoot},
 * declared apart so no store imports this module): the real root must keep that shape.
 */
type RootHasSiteShape = RootStore extends SiteRoot ? true : never;
const rootHasSiteShape: RootHasSiteShape = true;
void rootHasSiteShape;
