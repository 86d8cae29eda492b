/**
 * The site configuration calls (spec sections 4 and 7) over the one axios client (src/api/client.ts)
 * and the endpoint contract (contract/endpoints.ts): what the configuration stores reach as `api`.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
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
 * Binds the site configuration calls to `http`.
 * Each call throws the client's ApiProblem on failure (network, timeout, non-2xx, success false).
 */
export function createHttpSiteApi(http: AxiosInstance): SiteApi {
  return {
    getSystemStatus: () => request<SystemStatus>(http, { method: 'GET', url: ENDPOINTS.systemStatus }),
    getPermission: () => request<Permission>(http, { method: 'GET', url: ENDPOINTS.permission }),
    getGameMenu: () => request<GameMenuEntry[]>(http, { method: 'GET', url: ENDPOINTS.gameMenu }),
    getContractSettings: () => request<ContractSettings>(http, { method: 'GET', url: ENDPOINTS.contractSettings }),
  };
}
