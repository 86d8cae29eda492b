/**
 * Operator console calls (README "Operator console"; schemas/api/console.json, schemas/api/console-content.json)
 * and the public live configuration version. The console has its own token (operator login, kept
 * in session storage under `operatorToken`), never the member's. A merchant has two versioned
 * documents, each with the same five calls ({@link DocumentCalls}): the site configuration and
 * the content (announcements and banners, with banner image uploads). The agents screen finds
 * members, makes one an agent, moves one with its team under another agent (README "Agents") and
 * reads the audit log of these actions.
 */
import type { AxiosInstance } from 'axios';
import type {
  OperatorSignInChallenge,
  OperatorSignInSession,
  ConfigFieldError,
  ContentDocument,
  ContentVersionDetail,
  LiveVersion,
  OperatorAuditEntry,
  OperatorAuditPage,
  OperatorLoginBody,
  OperatorIdentity,
  OperatorMember,
  OperatorMemberPage,
  OperatorTreeMember,
  PatchOperation,
  SiteConfig,
  UploadedImage,
  VersionDetail,
  VersionPage,
  VersionSummary,
} from '../../contract/types';
import { createHttp, request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';

export type {
  ConfigFieldError,
  ContentVersionDetail,
  OperatorAuditEntry,
  OperatorAuditPage,
  OperatorMember,
  OperatorMemberPage,
  OperatorTreeMember,
  PatchOperation,
  UploadedImage,
  VersionDetail,
  VersionPage,
  VersionSummary,
};

/** The five calls of one versioned document (`Doc`, answered as `Detail`). */
export interface DocumentCalls<Doc, Detail> {
  current(): Promise<Detail>;
  /** @throws ApiProblem; code `<KIND>_INVALID` carries `value.errors` ({@link ConfigFieldError}[]). */
  save(document: Doc, baseVersion: number, note?: string): Promise<Detail>;
  versions(pageNo?: number, pageSize?: number): Promise<VersionPage>;
  version(version: number): Promise<Detail>;
  rollback(version: number): Promise<Detail>;
}

export interface OperatorApi extends DocumentCalls<SiteConfig, VersionDetail> {
  /** The password step (README "Staff and roles"): a challenge for the code step (`code`, or `enrol` with a new secret). */
  login(username: string, password: string): Promise<OperatorSignInChallenge>;
  /** The code step: the session token. */
  loginCode?(challenge: string, code: string): Promise<OperatorSignInSession>;
  /** The signed-in staff member, their role and permissions (README "Staff and roles"). @throws ApiProblem 401 OPERATOR_NOT_LOGGED_IN. */
  me(): Promise<OperatorIdentity>;
  /** The announcements and banners. */
  content: DocumentCalls<ContentDocument, ContentVersionDetail> & {
    /** Uploads a banner image (PNG, JPEG or WebP, at most 2 MB). @throws ApiProblem 413 UPLOAD_TOO_LARGE, 415 UPLOAD_TYPE. */
    upload(file: Blob): Promise<UploadedImage>;
  };
  /** The merchant's members and the downline tree (README "Agents"; spec sections 1 and 3). */
  members: {
    /** A page of the members whose username contains `username` (empty: everyone), in username order. */
    search(username: string, pageNo?: number, pageSize?: number): Promise<OperatorMemberPage>;
    /** Makes member `id` an agent of `type` (1, 2, 41, 42). @throws ApiProblem 400 NOT_AGENT_TYPE, 404 MEMBER_NOT_FOUND, 409 ALREADY_AGENT (localised). */
    makeAgent(id: number, type: number): Promise<OperatorTreeMember>;
    /** Moves member `id` with its team under the agent `uplineId`. @throws ApiProblem 400 UPLINE_NOT_AGENT, 400 MOVE_INTO_OWN_TEAM, 404 MEMBER_NOT_FOUND (localised). */
    move(id: number, uplineId: number): Promise<OperatorTreeMember>;
  };
  /** A page of the audit log, newest first; `targetType` (e.g. `member`) keeps the entries about that kind of record. */
  audit(pageNo?: number, pageSize?: number, targetType?: string): Promise<OperatorAuditPage>;
}

/** The calls of the document at `documentPath` / `versionsPath`, whose body key is `key`. */
function documentCalls<Doc, Detail>(
  http: AxiosInstance,
  documentPath: string,
  versionsPath: string,
  key: 'config' | 'content',
): DocumentCalls<Doc, Detail> {
  return {
    current: () => request(http, { method: 'GET', url: documentPath }),
    save: (document, baseVersion, note) =>
      request(http, {
        method: 'PUT',
        url: documentPath,
        data: { [key]: document, baseVersion, ...(note ? { note } : {}) },
      }),
    versions: (pageNo = 1, pageSize = 20) =>
      request(http, { method: 'GET', url: versionsPath, params: { pageNo, pageSize } }),
    version: (version) => request(http, { method: 'GET', url: `${versionsPath}/${version}` }),
    rollback: (version) => request(http, { method: 'POST', url: `${versionsPath}/${version}/rollback` }),
  };
}

/** Binds the console calls to `http` (whose token is the operator's). */
export function createOperatorApi(http: AxiosInstance): OperatorApi {
  return {
    login: (username, password) =>
      request(http, {
        method: 'POST',
        url: ENDPOINTS.operatorLogin,
        data: { username, password } satisfies OperatorLoginBody,
      }),
    loginCode: (challenge, code) =>
      request(http, { method: 'POST', url: ENDPOINTS.operatorLoginCode, data: { challenge, code } }),
    me: () => request(http, { method: 'GET', url: ENDPOINTS.operatorMe }),
    ...documentCalls<SiteConfig, VersionDetail>(http, ENDPOINTS.consoleConfig, ENDPOINTS.consoleVersions, 'config'),
    content: {
      ...documentCalls<ContentDocument, ContentVersionDetail>(
        http,
        ENDPOINTS.consoleContent,
        ENDPOINTS.consoleContentVersions,
        'content',
      ),
      upload: (file) => {
        const form = new FormData();
        form.append('file', file);
        return request(http, { method: 'POST', url: ENDPOINTS.consoleContentUploads, data: form });
      },
    },
    members: {
      search: (username, pageNo = 1, pageSize = 20) =>
        request(http, {
          method: 'GET',
          url: ENDPOINTS.operatorMembers,
          params: { ...(username.trim() ? { username: username.trim() } : {}), pageNo, pageSize },
        }),
      makeAgent: (id, type) =>
        request(http, { method: 'POST', url: `${ENDPOINTS.operatorMembers}/${id}/make-agent`, data: { type } }),
      move: (id, uplineId) =>
        request(http, { method: 'POST', url: `${ENDPOINTS.operatorMembers}/${id}/move`, data: { uplineId } }),
    },
    audit: (pageNo = 1, pageSize = 20, targetType) =>
      request(http, {
        method: 'GET',
        url: ENDPOINTS.operatorAudit,
        params: { pageNo, pageSize, ...(targetType ? { targetType } : {}) },
      }),
  };
}

/** The errors of a refused save (`<KIND>_INVALID`, or an upload's refusal), [] for any other failure. */
export function configErrorsOf(err: unknown): ConfigFieldError[] {
  const value = (err as { value?: { errors?: unknown } } | null)?.value;
  return Array.isArray(value?.errors) ? (value.errors as ConfigFieldError[]) : [];
}

/** GET the merchant's live configuration version (public; the site socket's catch-up after a drop). */
export function fetchConfigVersion(http: AxiosInstance = createHttp({ timeoutMs: 10_000 })): Promise<number> {
  return request<LiveVersion>(http, { method: 'GET', url: ENDPOINTS.configVersion }).then((v) => v.version);
}
