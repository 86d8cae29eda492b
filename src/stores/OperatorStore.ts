/**
 * The operator console's state (issue 6 item 3): its own login and token (session storage
 * `operatorToken`, never the member's), the current version of the merchant's configuration, a
 * draft the editors change, the errors of a refused save by JSON pointer, and the version history
 * with one version's diff. The API comes through the environment (tests pass a fake).
 */
import { flow, getEnv, types, toGenerator, type Instance } from 'mobx-state-tree';
import { configErrorsOf, type ConfigFieldError, type OperatorApi, type VersionDetail, type VersionSummary } from '../api/operator';
import type { SiteConfig } from '../engine/types';

export interface OperatorEnv {
  operatorApi: OperatorApi;
  /** Keeps the operator token (default: session storage). */
  tokenStore?: { get(): string | null; set(token: string | null): void };
}

/** Session storage under `operatorToken` (the member's `token` is never touched). */
export const sessionTokenStore = {
  get: () => {
    try {
      return sessionStorage.getItem('operatorToken');
    } catch {
      return null;
    }
  },
  set: (token: string | null) => {
    try {
      if (token) sessionStorage.setItem('operatorToken', token);
      else sessionStorage.removeItem('operatorToken');
    } catch {
      // no storage: the token lives as long as the page
    }
  },
};

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));
const statusOf = (err: unknown) => (err as { status?: number | null } | null)?.status ?? null;

export const OperatorStoreModel = types
  .model('OperatorStore', {
    operatorName: types.maybeNull(types.string),
    current: types.frozen<VersionDetail | null>(null),
    draft: types.frozen<SiteConfig | null>(null),
    errors: types.frozen<ConfigFieldError[]>([]),
    /** A failure that is not about a field (network, conflict, login), already localised by the server. */
    failure: types.maybeNull(types.string),
    /** i18n key of the last success, e.g. operator.console.saved. */
    success: types.maybeNull(types.string),
    busy: false,
    history: types.frozen<VersionSummary[]>([]),
    opened: types.frozen<VersionDetail | null>(null),
  })
  .views((self) => ({
    get env(): OperatorEnv {
      return getEnv<OperatorEnv>(self);
    },
    get loggedIn(): boolean {
      return self.current !== null;
    },
    /** Whether the draft differs from the current version. */
    get dirty(): boolean {
      return !!self.draft && !!self.current && JSON.stringify(self.draft) !== JSON.stringify(self.current.config);
    },
    /** The errors at `pointer` or below it. */
    errorsAt(pointer: string): ConfigFieldError[] {
      return self.errors.filter((e) => e.pointer === pointer || e.pointer.startsWith(`${pointer}/`));
    },
  }))
  .actions((self) => ({
    /** Changes the draft: `change` edits a copy. Clears the last outcome. */
    edit(change: (draft: SiteConfig) => void) {
      if (!self.draft) return;
      const next = JSON.parse(JSON.stringify(self.draft)) as SiteConfig;
      change(next);
      self.draft = next;
      self.success = null;
    },
    discard() {
      self.draft = self.current?.config ?? null;
      self.errors = [];
      self.failure = null;
    },
    setCurrent(detail: VersionDetail) {
      self.current = detail;
      self.draft = detail.config;
      self.errors = [];
      self.failure = null;
    },
    logout() {
      (self.env.tokenStore ?? sessionTokenStore).set(null);
      self.current = null;
      self.draft = null;
      self.operatorName = null;
      self.history = [];
      self.opened = null;
    },
  }))
  .actions((self) => {
    /** Runs a call with busy set; a 401 logs out; other failures are kept in `failure`. */
    function* guarded<T>(run: () => Promise<T>): Generator<Promise<T>, T | null, T> {
      self.busy = true;
      self.failure = null;
      try {
        return yield run();
      } catch (err) {
        if (statusOf(err) === 401 && self.current) self.logout();
        self.failure = messageOf(err);
        return null;
      } finally {
        self.busy = false;
      }
    }
    return {
      /** Loads the current version and the history (the stored token, if any, must still be valid). */
      load: flow(function* load() {
        if (!(self.env.tokenStore ?? sessionTokenStore).get()) return;
        const detail = yield* guarded(() => self.env.operatorApi.current());
        if (!detail) return;
        self.setCurrent(detail);
        const page = yield* guarded(() => self.env.operatorApi.versions(1, 50));
        if (page) self.history = page.list;
      }),
      /** Logs in; on success keeps the token and loads. */
      login: flow(function* login(username: string, password: string) {
        const answer = yield* guarded(() => self.env.operatorApi.login(username, password));
        if (!answer) return;
        (self.env.tokenStore ?? sessionTokenStore).set(answer.token);
        self.operatorName = answer.operator.name;
      }),
      /** Saves the draft as a new version; a refusal keeps the draft and lists the errors by pointer. */
      save: flow(function* save(note: string) {
        if (!self.draft || !self.current) return;
        const draft = self.draft;
        const base = self.current.version;
        self.busy = true;
        self.failure = null;
        try {
          const saved = yield* toGenerator(self.env.operatorApi.save(draft, base, note.trim() || undefined));
          self.setCurrent(saved);
          self.history = [saved, ...self.history];
          self.success = 'operator.console.saved';
        } catch (err) {
          self.errors = configErrorsOf(err);
          self.failure = messageOf(err);
          if (statusOf(err) === 401) self.logout();
        } finally {
          self.busy = false;
        }
      }),
      /** Opens one version with its diff. */
      open: flow(function* open(version: number) {
        const detail = yield* guarded(() => self.env.operatorApi.version(version));
        if (detail) self.opened = detail;
      }),
      /** Rolls back to `version` in one step (a new version). */
      rollback: flow(function* rollback(version: number) {
        const saved = yield* guarded(() => self.env.operatorApi.rollback(version));
        if (!saved) return;
        self.setCurrent(saved);
        self.history = [saved, ...self.history];
        self.opened = null;
        self.success = 'operator.console.rolledBack';
      }),
    };
  });

export interface OperatorStore extends Instance<typeof OperatorStoreModel> {}
