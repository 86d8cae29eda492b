/**
 * The console's vendor integrations calls (README "Vendor integrations";
 * server/routes/console/vendorRoutes.ts) on the operator-token client: the integrations with their
 * figures, one integration with its audit list, its games, and the changes (maintenance of the
 * integration or of one game, key rotation, base URL). Refusals throw ApiProblem with the server's
 * localised message and code.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';

/** The console's base path of these calls. */
export const CONSOLE_VENDORS_PATH = '/api/console/vendors';

/** active, maintenance (by an operator), failing (the last call failed, or too many of the window's) or disabled. */
export type IntegrationStatus = 'active' | 'maintenance' | 'failing' | 'disabled';

/** One integration as the console lists it (times ISO, latencies in ms, errorRate 0..1). */
export interface VendorIntegration {
  code: string;
  name: string;
  vendors: { code: string; nameTw: string; nameEn: string }[];
  sandbox: boolean;
  baseUrl: string;
  status: IntegrationStatus;
  maintenance: boolean;
  gameCount: number;
  gamesInMaintenance: number;
  lastCallAt: string | null;
  calls: number;
  errors: number;
  errorRate: number;
  meanMs: number | null;
  p95Ms: number | null;
  keyRotatedAt: string | null;
  previousKeyUntil: string | null;
  keyFingerprint: string;
}

/** One audited change of an integration. */
export interface VendorAuditEntry {
  id: number;
  action: 'vendor.maintenance' | 'vendor.gameMaintenance' | 'vendor.rotateKey' | 'vendor.url' | string;
  operator: string;
  merchant: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: string;
}

/** A game of an integration with its maintenance. */
export interface VendorGame {
  gameId: number;
  gameCode: string;
  nameTw: string;
  nameEn: string;
  vendorCode: string;
  maintenance: boolean;
}

export interface VendorGamesPage {
  list: VendorGame[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** A rotation's answer: the new key, shown once. */
export interface RotatedKey {
  key: string;
  keyFingerprint: string;
  previousKeyUntil: string;
}

/** The calls the console's vendor store uses (tests pass a fake of this shape). */
export interface VendorConsoleApi {
  list(windowMinutes?: number): Promise<{ windowMinutes: number; list: VendorIntegration[] }>;
  detail(code: string): Promise<{ integration: VendorIntegration; audit: VendorAuditEntry[] }>;
  games(code: string, query: { search?: string; pageNo: number; pageSize: number }): Promise<VendorGamesPage>;
  setMaintenance(code: string, on: boolean): Promise<{ integration: VendorIntegration }>;
  setGameMaintenance(code: string, gameId: number, on: boolean): Promise<{ gameId: number; maintenance: boolean }>;
  rotateKey(code: string): Promise<RotatedKey>;
  changeUrl(code: string, url: string): Promise<{ integration: VendorIntegration }>;
}

/** The calls over `http` (the operator-token client). */
export function createVendorConsoleApi(http: AxiosInstance): VendorConsoleApi {
  const at = (code: string) => `${CONSOLE_VENDORS_PATH}/${encodeURIComponent(code)}`;
  return {
    list: (windowMinutes) =>
      request(http, { url: CONSOLE_VENDORS_PATH, params: windowMinutes ? { windowMinutes } : undefined }),
    detail: (code) => request(http, { url: at(code) }),
    games: (code, query) =>
      request(http, {
        url: `${at(code)}/games`,
        params: {
          ...(query.search?.trim() ? { search: query.search.trim() } : {}),
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        },
      }),
    setMaintenance: (code, on) => request(http, { method: 'PUT', url: `${at(code)}/maintenance`, data: { on } }),
    setGameMaintenance: (code, gameId, on) =>
      request(http, { method: 'PUT', url: `${at(code)}/games/${gameId}/maintenance`, data: { on } }),
    rotateKey: (code) => request(http, { method: 'POST', url: `${at(code)}/key`, data: {} }),
    changeUrl: (code, url) => request(http, { method: 'PUT', url: `${at(code)}/url`, data: { url } }),
  };
}
