/**
 * {@link SiteApi} over the one axios client (src/api/client.ts) and the endpoint contract
 * (contract/endpoints.ts).
 */
import type { AxiosInstance } from 'axios';
import { request } from '../api/client';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ContractSettings, GameMenuEntry, Permission, SystemStatus } from '../../contract/types';
import type { SiteApi } from './env';

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
