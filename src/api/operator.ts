/**
 * Operator console calls (issue 6; schemas/api/console.json) and the public live configuration
 * version. The console has its own token (operator login, kept in session storage under
 * `operatorToken`), never the member's.
 */
import type { AxiosInstance } from 'axios';
import type { SiteConfig, VersionSummary } from '../engine/types';
import { createHttp, request } from './client';
import { ENDPOINTS } from './endpoints';

/** One RFC 6902 operation of a version's diff. */
export interface PatchOperation {
  op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test';
  path: string;
  from?: string;
  value?: unknown;
}

export type { VersionSummary };

export interface VersionDetail extends VersionSummary {
  config: SiteConfig;
  diff: PatchOperation[];
}

/** A refused save's error: JSON pointer into the configuration, message and rule. */
export interface ConfigFieldError {
  pointer: string;
  message: string;
  rule: string;
}

export interface OperatorApi {
  login(username: string, password: string): Promise<{ token: string; operator: { id: number; username: string; name: string } }>;
  current(): Promise<VersionDetail>;
  /** @throws ApiProblem; code CONFIG_INVALID carries `value.errors` ({@link ConfigFieldError}[]). */
  save(config: SiteConfig, baseVersion: number, note?: string): Promise<VersionDetail>;
  versions(pageNo?: number, pageSize?: number): Promise<{ list: VersionSummary[]; total: number; pageNo: number; pageSize: number }>;
  version(version: number): Promise<VersionDetail>;
  rollback(version: number): Promise<VersionDetail>;
}

/** Binds the console calls to `http` (whose token is the operator's). */
export function createOperatorApi(http: AxiosInstance): OperatorApi {
  return {
    login: (username, password) => request(http, { method: 'POST', url: ENDPOINTS.operatorLogin, data: { username, password } }),
    current: () => request(http, { method: 'GET', url: ENDPOINTS.consoleConfig }),
    save: (config, baseVersion, note) => request(http, { method: 'PUT', url: ENDPOINTS.consoleConfig, data: { config, baseVersion, ...(note ? { note } : {}) } }),
    versions: (pageNo = 1, pageSize = 20) => request(http, { method: 'GET', url: ENDPOINTS.consoleVersions, params: { pageNo, pageSize } }),
    version: (version) => request(http, { method: 'GET', url: `${ENDPOINTS.consoleVersions}/${version}` }),
    rollback: (version) => request(http, { method: 'POST', url: `${ENDPOINTS.consoleVersions}/${version}/rollback` }),
  };
}

/** The errors of a refused save (CONFIG_INVALID), [] for any other failure. */
export function configErrorsOf(err: unknown): ConfigFieldError[] {
  const value = (err as { value?: { errors?: unknown } } | null)?.value;
  return Array.isArray(value?.errors) ? (value.errors as ConfigFieldError[]) : [];
}

/** GET the merchant's live configuration version (public; the site socket's catch-up after a drop). */
export function fetchConfigVersion(http: AxiosInstance = createHttp({ timeoutMs: 10_000 })): Promise<number> {
  return request<{ version: number }>(http, { method: 'GET', url: ENDPOINTS.configVersion }).then((v) => v.version);
}
