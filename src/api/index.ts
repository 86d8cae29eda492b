/**
 * Every API module bound to one axios instance ({@link createApis}), so the stores receive their
 * calls through their MST environment (STYLE.md "One way per concern") and tests pass fakes with
 * the same shape; the web resource API ({@link createWebApi}) is one of them.
 */
import type { AxiosInstance } from 'axios';
import { createAccountApi, type AccountApi } from './account';
import { createAgentApi, type AgentApi } from './agent';
import { createAuthApi, type AuthApi } from './auth';
import { createAuthenticatorApi, type AuthenticatorApi } from './authenticator';
import { createBonusesApi, createOperatorRewardsApi, type BonusesApi, type OperatorRewardsApi } from './bonuses';
import { createContractsApi, type ContractsApi } from './contracts';
import { createDownloadApi, type DownloadApi } from './download';
import { createHttpFormsLoader, type FormsLoader } from './forms';
import { createPlayApi, type PlayApi } from './launch';
import { createLiveChatApi, createOperatorChatApi, type LiveChatApi, type OperatorChatApi } from './livechat';
import { createLotteryApi, type LotteryApi } from './lottery';
import { createMissionsApi, type MissionsApi } from './missions';
import { createOperatorApi, type OperatorApi } from './operator';
import { createOperatorContractsApi, type OperatorContractsApi } from './operatorContracts';
import { createOperatorMessagesApi, type OperatorMessagesApi } from './operatorMessages';
import { createOperatorPaymentsApi, type OperatorPaymentsApi } from './operatorPayments';
import { createOperatorPointsApi, type OperatorPointsApi } from './operatorPoints';
import { createOperatorPromotionsApi, type OperatorPromotionsApi } from './operatorPromotions';
import { createPointsApi, type PointsApi } from './points';
import { createPromotionsApi, type PromotionsApi } from './promotions';
import { createRaffleApi, type RaffleApi } from './raffle';
import { createRecordsApi, type RecordsApi } from './records';
import { createRewardCenterApi, type RewardCenterApi } from './rewardCenter';
import { createRgApi, type RgApi } from './rg';
import { createOperatorReportsApi, type OperatorReportsApi } from './operatorReports';
import { createOperatorPlayersApi, type OperatorPlayersApi } from './operatorPlayers';
import { createHttpSiteApi, type SiteApi } from './site';
import { createConsolePagesApi, createSitePagesApi, type ConsolePagesApi, type SitePagesApi } from './sitePages';
import { createWalletApi, type WalletApi } from './wallet';
import { createVendorConsoleApi, type VendorConsoleApi } from './vendorConsole';
import { fetchGameList, fetchHotGames, fetchVendorLanes, type GameListQuery } from './games';
import {
  fetchAnnouncements,
  fetchFooterBadges,
  fetchNotices,
  fetchResources,
  fetchWinnerBoard,
  notifyLanguage,
} from './content';
import { fetchCustomerService } from './customerService';
import type {
  AnnouncementsResponse,
  CustomerServiceContact,
  FooterBadges,
  Game,
  GameListPage,
  Notice,
  SiteResource,
  VendorLane,
  WinnerBoardEntry,
} from '../../contract/types';
import { createStaffApi, type StaffApi } from './operatorStaff';

export interface WebApi {
  gameList(q: GameListQuery): Promise<GameListPage>;
  hotGames(language: string, merchantCode?: string): Promise<Game[]>;
  vendorLanes(language: string): Promise<VendorLane[]>;
  winnerBoard(language: string): Promise<WinnerBoardEntry[]>;
  announcements(language: string, execution: 'A' | 'B'): Promise<AnnouncementsResponse>;
  notices(language: string): Promise<Notice[]>;
  resources(): Promise<SiteResource[]>;
  footerBadges(): Promise<FooterBadges>;
  customerService(): Promise<CustomerServiceContact[]>;
  notifyLanguage(language: string): Promise<boolean>;
}

/** Binds every resource module to `http`. */
export function createWebApi(http: AxiosInstance): WebApi {
  return {
    gameList: (q) => fetchGameList(http, q),
    hotGames: (language, merchantCode) => fetchHotGames(http, language, merchantCode),
    vendorLanes: (language) => fetchVendorLanes(http, language),
    winnerBoard: (language) => fetchWinnerBoard(http, language),
    announcements: (language, execution) => fetchAnnouncements(http, language, execution),
    notices: (language) => fetchNotices(http, language),
    resources: () => fetchResources(http),
    footerBadges: () => fetchFooterBadges(http),
    customerService: () => fetchCustomerService(http),
    notifyLanguage: (language) => notifyLanguage(http, language),
  };
}

export type { GameListQuery } from './games';

/**
 * The site's API modules, by the key the stores read them under (src/stores/env.ts StoreEnv):
 * `api` the site configuration, `web` content and game resources, `forms` the form schemas and
 * validators, and one module per area (README "Layout").
 */
export interface SiteApis {
  api: SiteApi;
  web: WebApi;
  auth: AuthApi;
  forms: FormsLoader;
  play: PlayApi;
  wallet: WalletApi;
  account: AccountApi;
  records: RecordsApi;
  authenticator: AuthenticatorApi;
  agent: AgentApi;
  contracts: ContractsApi;
  bonuses: BonusesApi;
  rewardCenter: RewardCenterApi;
  missions: MissionsApi;
  points: PointsApi;
  promotions: PromotionsApi;
  raffle: RaffleApi;
  rg: RgApi;
  lottery: LotteryApi;
  sitePages: SitePagesApi;
  download: DownloadApi;
  livechat: LiveChatApi;
}

/** The operator console's calls (README "Operator console"); the client carries the operator token. */
export interface ConsoleApis {
  /** The site configuration and content documents, the agents screen and the site pages document. */
  operatorApi: OperatorApi & { pages: ConsolePagesApi; staff?: StaffApi };
  operatorContractsApi: OperatorContractsApi;
  operatorMessagesApi: OperatorMessagesApi;
  operatorPointsApi: OperatorPointsApi;
  operatorPaymentsApi: OperatorPaymentsApi;
  operatorPromotionsApi: OperatorPromotionsApi;
  operatorRewardsApi: OperatorRewardsApi;
  operatorChatApi: OperatorChatApi;
  /** The responsible-gaming lookup of a member (`operatorView`). */
  operatorRgApi: Pick<RgApi, 'operatorView'>;
  /** The vendor integrations page (README "Vendor integrations"). */
  operatorVendorsApi: VendorConsoleApi;
  /** The merchant's business reports (README "Operator console"). */
  operatorReportsApi: OperatorReportsApi;
  /** The players tab: search, a member's page, staff actions, balance adjustments. */
  operatorPlayersApi: OperatorPlayersApi;
}

/** Every API module: the site's and the console's. */
export interface Apis extends SiteApis, ConsoleApis {}

/** The keys of {@link SiteApis}, at run time (the site's environment must hold each one). */
export const SITE_API_NAMES = [
  'api',
  'web',
  'auth',
  'forms',
  'play',
  'wallet',
  'account',
  'records',
  'authenticator',
  'agent',
  'contracts',
  'bonuses',
  'rewardCenter',
  'missions',
  'points',
  'promotions',
  'raffle',
  'rg',
  'lottery',
  'sitePages',
  'download',
  'livechat',
] as const satisfies readonly (keyof SiteApis)[];

/** The keys of {@link ConsoleApis}, at run time. */
export const CONSOLE_API_NAMES = [
  'operatorApi',
  'operatorContractsApi',
  'operatorMessagesApi',
  'operatorPointsApi',
  'operatorPaymentsApi',
  'operatorPromotionsApi',
  'operatorRewardsApi',
  'operatorChatApi',
  'operatorRgApi',
  'operatorVendorsApi',
  'operatorReportsApi',
  'operatorPlayersApi',
] as const satisfies readonly (keyof ConsoleApis)[];

// Both lists name every key (a new API module is added to its list, or this fails to compile).
type Unlisted = Exclude<keyof Apis, (typeof SITE_API_NAMES)[number] | (typeof CONSOLE_API_NAMES)[number]>;
const everyApiListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyApiListed;

/**
 * Builds every API module over the one axios client `http` (src/api/client.ts createHttp): the
 * site's entry (src/main.tsx) passes the member's client, the operator console
 * (src/stores/ConsoleRootStore.ts consoleEnv) its own client with the operator token. Building is
 * cheap (no request is made).
 */
export function createApis(http: AxiosInstance): Apis {
  return {
    api: createHttpSiteApi(http),
    web: createWebApi(http),
    auth: createAuthApi(http),
    forms: createHttpFormsLoader(http),
    play: createPlayApi(http),
    wallet: createWalletApi(http),
    account: createAccountApi(http),
    records: createRecordsApi(http),
    authenticator: createAuthenticatorApi(http),
    agent: createAgentApi(http),
    contracts: createContractsApi(http),
    bonuses: createBonusesApi(http),
    rewardCenter: createRewardCenterApi(http),
    missions: createMissionsApi(http),
    points: createPointsApi(http),
    promotions: createPromotionsApi(http),
    raffle: createRaffleApi(http),
    rg: createRgApi(http),
    lottery: createLotteryApi(http),
    sitePages: createSitePagesApi(http),
    download: createDownloadApi(http),
    livechat: createLiveChatApi(http),
    operatorApi: { ...createOperatorApi(http), pages: createConsolePagesApi(http), staff: createStaffApi(http) },
    operatorContractsApi: createOperatorContractsApi(http),
    operatorMessagesApi: createOperatorMessagesApi(http),
    operatorPointsApi: createOperatorPointsApi(http),
    operatorPaymentsApi: createOperatorPaymentsApi(http),
    operatorPromotionsApi: createOperatorPromotionsApi(http),
    operatorRewardsApi: createOperatorRewardsApi(http),
    operatorChatApi: createOperatorChatApi(http),
    operatorRgApi: createRgApi(http),
    operatorVendorsApi: createVendorConsoleApi(http),
    operatorReportsApi: createOperatorReportsApi(http),
    operatorPlayersApi: createOperatorPlayersApi(http),
  };
}

export type { SiteApi } from './site';
export type { FormsLoader } from './forms';
