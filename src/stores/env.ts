/**
 * The MST environment: what stores reach through `getEnv` (STYLE.md "One way per concern": every
 * store takes its API from this required environment, so tests pass fakes and nothing reaches a
 * real client unasked). The APIs are built together by src/api/index.ts createApis over one axios
 * client; a store reads one through src/stores/envApi.ts, which fails naming a missing one.
 */
import type { SiteApis } from '../api';
import type { AuthEnv } from './AuthStore';
import type { ContentEnv } from './ContentStore';
import type { PlayEnv } from './GamesStore';
import type { WalletEnv } from './WalletStore';
import type { LiveConfigEnv } from './liveConfig';
import type { CenterEnv } from './center/centerEnv';
import type { AgentEnv } from './agent/agentEnv';
import type { ContractsEnv } from './contracts/contractsEnv';
import type { RewardCenterEnv } from './rewards/rewardCenterEnv';
import type { MissionsEnv } from './rewards/missionsEnv';
import type { RewardsEnv } from './rewards/rewardsEnv';
import type { PointsEnv } from './points/PointsStore';
import type { PromotionsEnv } from './promotions/PromotionsStore';
import type { RgEnv } from './rg/RgStore';
import type { LotteryEnv } from './lottery/ResultsModel';
import type { SitePagesEnv } from './sitePages/SitePagesStore';
import type { DownloadEnv } from './download';
import type { LiveChatEnv } from './livechat/LiveChatStore';

export type { SiteApi } from '../api';

/**
 * Every API of the site ({@link SiteApis}, all required: `api` the site configuration, `web`
 * content and games, `auth` and `forms` sign-in, then one per area) and the options that are not
 * APIs: `revokeToken` (logout), `loadHumanCheck`, `walletSocket` (the site socket; null: off),
 * `liveConfig` (live configuration push; null or absent: off), `openChatWindow`.
 */
export interface StoreEnv
  extends
    SiteApis,
    ContentEnv,
    AuthEnv,
    PlayEnv,
    WalletEnv,
    CenterEnv,
    AgentEnv,
    ContractsEnv,
    MissionsEnv,
    RewardCenterEnv,
    RewardsEnv,
    PointsEnv,
    PromotionsEnv,
    RgEnv,
    LotteryEnv,
    SitePagesEnv,
    DownloadEnv,
    LiveChatEnv {
  /** Live configuration push (ConfigStore, README "Operator console"); absent: off (tests, tools). */
  liveConfig?: LiveConfigEnv | null;
}
