/**
 * The console's staff calls (README "Staff and roles"; schemas/api/operator-staff.json): the code
 * step of the sign-in, staff accounts, roles, sessions, my account and the audit log. The client
 * carries the operator token. Every call throws ApiProblem with the server's localised message.
 */
import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  AuditLogFacets,
  AuditLogPage,
  OperatorSignInSession,
  StaffAccount,
  StaffCreate,
  StaffMemberView,
  StaffRole,
  StaffRoleBody,
  StaffSession,
} from '../../contract/types';
import { request } from './client';

/** The audit log's filters (all optional; `from`/`to` ISO instants, `to` exclusive). */
export interface AuditQuery {
  pageNo?: number;
  pageSize?: number;
  operatorId?: number;
  action?: string;
  from?: string;
  to?: string;
}

export interface StaffApi {
  /** Second sign-in step: the challenge of the password step and the authenticator code. */
  loginCode(challenge: string, code: string): Promise<OperatorSignInSession>;
  staff(): Promise<StaffMemberView[]>;
  createStaff(body: StaffCreate): Promise<StaffMemberView>;
  setActive(id: number, active: boolean): Promise<void>;
  resetPassword(id: number, password: string): Promise<void>;
  setRole(id: number, roleId: number): Promise<void>;
  sessionsOf(id: number): Promise<StaffSession[]>;
  revokeSession(id: number): Promise<void>;
  roles(): Promise<StaffRole[]>;
  createRole(body: StaffRoleBody): Promise<StaffRole>;
  updateRole(id: number, body: StaffRoleBody): Promise<StaffRole>;
  deleteRole(id: number): Promise<void>;
  account(): Promise<StaffAccount>;
  changePassword(current: string, password: string): Promise<void>;
  audit(query: AuditQuery): Promise<AuditLogPage>;
  auditFacets(): Promise<AuditLogFacets>;
}

const at = (path: string, id: number) => path.replace(':id', String(id));

/** Binds the staff calls to `http` (the operator-token client). */
export function createStaffApi(http: AxiosInstance): StaffApi {
  const post = <T>(url: string, data?: unknown) => request<T>(http, { method: 'POST', url, data: data ?? {} });
  const get = <T>(url: string, params?: object) => request<T>(http, { method: 'GET', url, params });
  return {
    loginCode: (challenge, code) => post(ENDPOINTS.operatorLoginCode, { challenge, code }),
    staff: async () => (await get<{ list: StaffMemberView[] }>(ENDPOINTS.operatorStaff)).list,
    createStaff: (body) => post(ENDPOINTS.operatorStaff, body),
    setActive: async (id, active) => void (await post(at(ENDPOINTS.operatorStaffState, id), { active })),
    resetPassword: async (id, password) => void (await post(at(ENDPOINTS.operatorStaffPassword, id), { password })),
    setRole: async (id, roleId) => void (await post(at(ENDPOINTS.operatorStaffRole, id), { roleId })),
    sessionsOf: async (id) => (await get<{ list: StaffSession[] }>(at(ENDPOINTS.operatorStaffSessions, id))).list,
    revokeSession: async (id) => void (await post(at(ENDPOINTS.operatorSessionRevoke, id))),
    roles: async () => (await get<{ list: StaffRole[] }>(ENDPOINTS.operatorRoles)).list,
    createRole: (body) => post(ENDPOINTS.operatorRoles, body),
    updateRole: (id, body) => request(http, { method: 'PUT', url: at(ENDPOINTS.operatorRole, id), data: body }),
    deleteRole: async (id) => void (await request(http, { method: 'DELETE', url: at(ENDPOINTS.operatorRole, id) })),
    account: () => get(ENDPOINTS.operatorAccount),
    changePassword: async (current, password) =>
      void (await post(ENDPOINTS.operatorAccountPassword, { current, password })),
    audit: (query) => get(ENDPOINTS.operatorAudit, query),
    auditFacets: () => get(ENDPOINTS.operatorAuditFacets),
  };
}
