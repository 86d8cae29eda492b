/**
 * The console's staff screens (README "Staff and roles"): the Staff tab (staff, roles, a staff
 * member's sessions), the Audit tab (a filtered page and its filters) and "my account". Each list
 * is loaded on demand and kept as the server answered it; every change calls the server and
 * reloads what it touched; a refusal answers the server's localised message. The API comes through
 * the environment (`operatorApi.staff`, src/api/operatorStaff.ts).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type {
  AuditLogFacets,
  AuditLogPage,
  StaffAccount,
  StaffCreate,
  StaffMemberView,
  StaffRole,
  StaffRoleBody,
  StaffSession,
} from '../../../contract/types';
import type { AuditQuery, StaffApi } from '../../api/operatorStaff';
import { envApi } from '../envApi';

export type { AuditQuery } from '../../api/operatorStaff';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export const StaffConsoleModel = types
  .model('StaffConsole', {
    staff: types.frozen<StaffMemberView[] | null>(null),
    roles: types.frozen<StaffRole[] | null>(null),
    account: types.frozen<StaffAccount | null>(null),
    audit: types.frozen<AuditLogPage | null>(null),
    auditQuery: types.frozen<AuditQuery>({ pageNo: 1, pageSize: 20 }),
    facets: types.frozen<AuditLogFacets | null>(null),
    /** The staff member whose sessions are shown, and those sessions. */
    sessionsOf: types.maybeNull(types.number),
    sessions: types.frozen<StaffSession[] | null>(null),
    loading: false,
    /** A failed load's message, null when none. */
    error: types.maybeNull(types.string),
  })
  .views((self) => ({
    get api(): StaffApi {
      const api = envApi(self, 'operatorApi').staff;
      if (!api) throw new Error('operatorApi.staff is missing');
      return api;
    },
  }))
  .actions((self) => {
    const load = flow(function* load<T>(call: () => Promise<T>, keep: (value: T) => void) {
      self.loading = true;
      try {
        keep(yield* toGenerator(call()));
        self.error = null;
      } catch (err) {
        self.error = messageOf(err);
      } finally {
        self.loading = false;
      }
    });
    return {
      setStaff(v: StaffMemberView[]) {
        self.staff = v;
      },
      setRoles(v: StaffRole[]) {
        self.roles = v;
      },
      setAccount(v: StaffAccount) {
        self.account = v;
      },
      setAudit(v: AuditLogPage) {
        self.audit = v;
      },
      setFacets(v: AuditLogFacets) {
        self.facets = v;
      },
      setSessions(v: StaffSession[]) {
        self.sessions = v;
      },
      setAuditQuery(q: AuditQuery) {
        self.auditQuery = q;
      },
      showSessions(id: number | null) {
        self.sessionsOf = id;
        self.sessions = null;
      },
      load,
    };
  })
  .actions((self) => ({
    /** Staff and roles (the Staff tab). */
    loadStaff: flow(function* loadStaff() {
      yield self.load(() => self.api.staff(), self.setStaff);
      yield self.load(() => self.api.roles(), self.setRoles);
    }),
    loadSessions: flow(function* loadSessions() {
      const id = self.sessionsOf;
      if (id !== null) yield self.load(() => self.api.sessionsOf(id), self.setSessions);
    }),
    loadAccount: flow(function* loadAccount() {
      yield self.load(() => self.api.account(), self.setAccount);
    }),
    /** The audit page of `query` (kept as the current query), and the filters once. */
    loadAudit: flow(function* loadAudit(query: AuditQuery = self.auditQuery) {
      self.setAuditQuery(query);
      if (!self.facets) yield self.load(() => self.api.auditFacets(), self.setFacets);
      yield self.load(() => self.api.audit(query), self.setAudit);
    }),
  }))
  .actions((self) => {
    /** Runs a change; reloads the Staff tab (and the shown sessions). @returns null, or the refusal's message. */
    const change = flow(function* change(work: (api: StaffApi) => Promise<unknown>) {
      try {
        yield work(self.api);
        return null;
      } catch (err) {
        return messageOf(err);
      } finally {
        yield self.loadStaff();
        yield self.loadSessions();
      }
    });
    return {
      change,
      createStaff: (body: StaffCreate) => change((api) => api.createStaff(body)),
      setActive: (id: number, active: boolean) => change((api) => api.setActive(id, active)),
      resetPassword: (id: number, password: string) => change((api) => api.resetPassword(id, password)),
      setRole: (id: number, roleId: number) => change((api) => api.setRole(id, roleId)),
      revokeSession: (id: number) => change((api) => api.revokeSession(id)),
      /** Adds (id null) or changes a role. @returns the saved role, or the refusal's message. */
      saveRole: flow(function* saveRole(id: number | null, body: StaffRoleBody) {
        try {
          const role: StaffRole = yield id === null ? self.api.createRole(body) : self.api.updateRole(id, body);
          yield self.loadStaff();
          return role;
        } catch (err) {
          return messageOf(err);
        }
      }),
      deleteRole: (id: number) => change((api) => api.deleteRole(id)),
      /** My password. @returns null, or the refusal's message. */
      changePassword: flow(function* changePassword(current: string, password: string) {
        try {
          yield self.api.changePassword(current, password);
          yield self.loadAccount();
          return null;
        } catch (err) {
          return messageOf(err);
        }
      }),
      /** Ends one of my sessions. @returns null, or the refusal's message. */
      revokeMine: flow(function* revokeMine(id: number) {
        try {
          yield self.api.revokeSession(id);
          return null;
        } catch (err) {
          return messageOf(err);
        }
      }),
    };
  });

export interface StaffConsole extends Instance<typeof StaffConsoleModel> {}
