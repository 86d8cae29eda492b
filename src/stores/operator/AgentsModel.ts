/**
 * The console's agents screen state (README "Operator console" and "Agents"; spec sections 1 and 3):
 * the member search (username part, paged), making a member an agent of a type, moving a member
 * with its team under another agent picked by username, and the audit entries of these actions
 * (the audit log filtered to member records). Refusals keep the server's localised message; a
 * refusal found before any call (no member with the upline's username) keeps an i18n key. The API
 * comes through the environment (OperatorEnv.operatorApi; tests pass a fake).
 */
import { flow, toGenerator, types } from 'mobx-state-tree';
import { envApi } from '../envApi';
import { consoleRootOf } from './consoleRootView';
import type { OperatorApi, OperatorAuditPage, OperatorMember, OperatorMemberPage } from '../../api/operator';

/** The agent types an operator may give (spec section 3). */
export const AGENT_TYPES = [1, 2, 41, 42] as const;

/** Whether an account type is an agent's (spec section 3). */
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);

/** The audit target type of member records (server/services/operator/agents.ts). */
const MEMBER_TARGET = 'member';

/** What the screen tells after an action: a server message as is, or an i18n key under operator.console.agents with its parameters. */
export interface AgentsNotice {
  tone: 'error' | 'success';
  message?: string;
  key?: string;
  params?: Record<string, string | number>;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const statusOf = (err: unknown) => (err as { status?: number | null } | null)?.status ?? null;

export const AgentsModel = types
  .model('OperatorAgents', {
    /** The username part last searched. */
    query: '',
    pageNo: 1,
    pageSize: 20,
    page: types.frozen<OperatorMemberPage | null>(null),
    loading: false,
    /** The id of the member whose action runs. */
    acting: types.maybeNull(types.number),
    notice: types.frozen<AgentsNotice | null>(null),
    audit: types.frozen<OperatorAuditPage | null>(null),
    auditLoading: false,
  })
  .views((self) => ({
    get api(): OperatorApi {
      return envApi(self, 'operatorApi');
    },
    /** Pages of the current search (at least 1). */
    get pageCount(): number {
      return self.page ? Math.max(1, Math.ceil(self.page.total / self.page.pageSize)) : 1;
    },
  }))
  .actions((self) => ({
    setNotice(notice: AgentsNotice | null) {
      self.notice = notice;
    },
    /** Keeps a refusal's localised message; a 401 signs the console out. */
    fail(err: unknown) {
      self.notice = { tone: 'error', message: messageOf(err) };
      if (statusOf(err) === 401) consoleRootOf(self).logout?.();
    },
    /** Forgets everything (sign-out). */
    clear() {
      self.query = '';
      self.pageNo = 1;
      self.page = null;
      self.audit = null;
      self.notice = null;
      self.acting = null;
    },
  }))
  .actions((self) => ({
    /** Loads page `pageNo` (default 1) of the members whose username contains `query` (default: the last search). */
    search: flow(function* search(query: string = self.query, pageNo = 1) {
      self.query = query.trim();
      self.pageNo = pageNo;
      self.loading = true;
      try {
        self.page = yield* toGenerator(self.api.members.search(self.query, pageNo, self.pageSize));
      } catch (err) {
        self.fail(err);
      } finally {
        self.loading = false;
      }
    }),
    /** Loads page `pageNo` of the audit entries about members, newest first. */
    loadAudit: flow(function* loadAudit(pageNo = 1) {
      self.auditLoading = true;
      try {
        self.audit = yield* toGenerator(self.api.audit(pageNo, 10, MEMBER_TARGET));
      } catch (err) {
        self.fail(err);
      } finally {
        self.auditLoading = false;
      }
    }),
  }))
  .actions((self) => {
    /** Runs an action on `member`; on success tells `key`, reloads the page searched and the audit entries. */
    const act = flow(function* act(
      member: OperatorMember,
      key: string,
      params: Record<string, string | number>,
      run: () => Promise<unknown>,
    ) {
      self.acting = member.id;
      self.notice = null;
      try {
        yield run();
        self.notice = { tone: 'success', key, params: { username: member.username, ...params } };
        yield self.search(self.query, self.pageNo);
        yield self.loadAudit(1);
        return true;
      } catch (err) {
        self.fail(err);
        return false;
      } finally {
        self.acting = null;
      }
    });
    return {
      /** Loads the first page of everyone and the audit entries (the screen's opening). */
      open: flow(function* open() {
        yield Promise.all([self.search(self.query, 1), self.loadAudit(1)]);
      }),
      /** Makes `member` an agent of `type` (1, 2, 41, 42). @returns whether it was done. */
      makeAgent(member: OperatorMember, type: number): Promise<boolean> {
        return act(member, 'madeAgent', { type }, () => self.api.members.makeAgent(member.id, type));
      },
      /**
       * Moves `member` with its team under the member whose username is `uplineUsername` (any case);
       * no such member is told before any call. The server refuses a non-agent upline and a move into
       * the member's own team with its localised message. @returns whether it was done.
       */
      move: flow(function* move(member: OperatorMember, uplineUsername: string) {
        const wanted = uplineUsername.trim().toLowerCase();
        if (!wanted) {
          self.notice = { tone: 'error', key: 'uplineRequired' };
          return false;
        }
        self.acting = member.id;
        let upline: OperatorMember | undefined;
        try {
          const found = yield* toGenerator(self.api.members.search(wanted, 1, 100));
          upline = found.list.find((m) => m.username.toLowerCase() === wanted);
        } catch (err) {
          self.acting = null;
          self.fail(err);
          return false;
        }
        if (!upline) {
          self.acting = null;
          self.notice = { tone: 'error', key: 'uplineUnknown', params: { username: uplineUsername.trim() } };
          return false;
        }
        const target = upline;
        return (yield act(member, 'moved', { upline: target.username }, () =>
          self.api.members.move(member.id, target.id),
        )) as boolean;
      }),
    };
  });
