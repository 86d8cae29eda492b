/**
 * The MST environment: what stores reach through `getEnv` (STYLE.md: dependencies come through the
 * environment so tests pass a fake).
 */
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
import type { ContractSettings, GameMenuEntry, Permission, SystemStatus } from '../../contract/types';

/** The site configuration calls the configuration stores need (spec section 7). */
export interface SiteApi {
  /** GET system status (spec section 4): loaded first. */
  getSystemStatus(): Promise<SystemStatus>;
  /** GET permission (site config), loaded only when the system status is 0. */
  getPermission(): Promise<Permission>;
  /** GET game menu, before reorganisation. */
  getGameMenu(): Promise<GameMenuEntry[]>;
  /** GET consolidated contract settings (needs a token; agents, AGENTPOLICY3). */
  getContractSettings(): Promise<ContractSettings>;
}

/**
 * `api`: site configuration (ConfigStore); `web`: content and game resources (ContentStore,
 * GamesStore); `auth`, `forms`, `revokeToken`: sign-in (AuthStore, optional); `play`: launch,
 * favourites and recent games (GamesStore); `wallet`, `walletSocket`: balance and live events
 * (WalletStore); `wallet`, `account`, `records`, `authenticator`: the member center stores (CenterStore); `agent`: the agent center (AgentStore); `contracts`: agent contracts (ContractStore); `missions`: referral, missions and leaderboards (stores/rewards). Optional ones default to
 * a client over the page's own origin.
 */
export interface StoreEnv extends ContentEnv, AuthEnv, PlayEnv, WalletEnv, CenterEnv, AgentEnv, ContractsEnv, MissionsEnv, RewardCenterEnv {
  api: SiteApi;
  /** Live configuration push (ConfigStore, README "Operator console"); absent: off (tests, tools). */
  liveConfig?: LiveConfigEnv | null;
}
