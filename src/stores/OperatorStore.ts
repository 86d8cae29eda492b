/**
 * The operator console's state (README "Operator console"): its own login and token (session storage
 * `operatorToken`, never the member's) and the merchant's two versioned documents, each with the
 * same state ({@link versionedDraft}): the current version, a draft the editors change, the errors
 * of a refused save by JSON pointer, and the version history with one version's diff. The site
 * configuration is the store itself (store.draft, store.save...); the announcements and banners
 * are `store.content`; the agents screen (member search, make agent, move, their audit entries) is
 * `store.agents` (./operator/AgentsModel.ts); the contracts tab is `store.contracts`
 * (./operator/ContractsConsoleStore.ts). The API comes through the environment (tests pass a fake).
 */
import { flow, getEnv, hasEnv, types, toGenerator, type Instance } from 'mobx-state-tree';
import {
  configErrorsOf,
  type ConfigFieldError,
  type DocumentCalls,
  type OperatorApi,
  type PatchOperation,
  type VersionSummary,
} from '../api/operator';
import type { OperatorContractsApi } from '../api/operatorContracts';
import type {
  ContentDocument,
  OperatorIdentity,
  OperatorPermission,
  OperatorSignInChallenge,
  SiteConfig,
} from '../../contract/types';
import { ApiProblem } from '../api/client';
import { envApi } from './envApi';
import { AgentsModel } from './operator/AgentsModel';
import { consoleRootOf } from './operator/consoleRootView';
import { ContractsConsoleModel } from './operator/ContractsConsoleStore';

/**
 * What the console's own state reads from its environment (../api/index.ts ConsoleApis, built by
 * createApis on the operator-token client): the APIs through ./envApi.ts, the token store directly.
 */
export interface OperatorEnv {
  operatorApi: OperatorApi;
  /** The contract calls of the Contracts tab (../api/operatorContracts.ts). */
  operatorContractsApi: OperatorContractsApi;
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

/** A version with its document and diff, as a document's calls answer it. */
type Detail = VersionSummary & { diff: PatchOperation[] };

/**
 * The state of one versioned document being edited: current version, draft, refusal errors by
 * pointer, outcome, history and an opened version. `callsOf` picks the document's calls from the
 * environment; `documentOf` its document from a version's detail.
 */
export function versionedDraft<Doc, D extends Detail>(
  name: string,
  callsOf: (api: OperatorApi) => DocumentCalls<Doc, D>,
  documentOf: (detail: D) => Doc,
) {
  return types
    .model(name, {
      current: types.frozen<D | null>(null),
      draft: types.frozen<Doc | null>(null),
      errors: types.frozen<ConfigFieldError[]>([]),
      /** A failure that is not about a field (network, conflict, login), already localised by the server. */
      failure: types.maybeNull(types.string),
      /** i18n key of the last success, e.g. operator.console.saved. */
      success: types.maybeNull(types.string),
      busy: false,
      history: types.frozen<VersionSummary[]>([]),
      opened: types.frozen<D | null>(null),
    })
    .views((self) => ({
      get calls(): DocumentCalls<Doc, D> {
        return callsOf(envApi(self, 'operatorApi'));
      },
      /** Whether the draft differs from the current version. */
      get dirty(): boolean {
        return (
          !!self.draft && !!self.current && JSON.stringify(self.draft) !== JSON.stringify(documentOf(self.current as D))
        );
      },
      /** The errors at `pointer` or below it. */
      errorsAt(pointer: string): ConfigFieldError[] {
        return self.errors.filter((e) => e.pointer === pointer || e.pointer.startsWith(`${pointer}/`));
      },
    }))
    .actions((self) => ({
      /** Changes the draft: `change` edits a copy. Clears the last outcome. */
      edit(change: (draft: Doc) => void) {
        if (!self.draft) return;
        const next = JSON.parse(JSON.stringify(self.draft)) as Doc;
        change(next);
        self.draft = next as typeof self.draft;
        self.success = null;
      },
      discard() {
        self.draft = (self.current ? documentOf(self.current as D) : null) as typeof self.draft;
        self.errors = [];
        self.failure = null;
      },
      setCurrent(detail: D) {
        self.current = detail as typeof self.current;
        self.draft = documentOf(detail) as typeof self.draft;
        self.errors = [];
        self.failure = null;
      },
      /** Forgets the document (sign-out). */
      clear() {
        self.current = null;
        self.draft = null;
        self.history = [];
        self.opened = null;
        self.errors = [];
      },
      /** Keeps a refusal: the field errors by pointer and the message; a 401 signs the console out. */
      fail(err: unknown) {
        self.errors = configErrorsOf(err);
        self.failure = messageOf(err);
        if (statusOf(err) === 401) consoleRootOf(self).logout?.();
      },
      begin() {
        self.busy = true;
        self.failure = null;
      },
      end() {
        self.busy = false;
      },
    }))
    .actions((self) => {
      /** Runs a call with busy set; a failure is kept (a 401 signs out). */
      function* guarded<T>(run: () => Promise<T>): Generator<Promise<T>, T | null, T> {
        self.begin();
        try {
          return yield run();
        } catch (err) {
          self.fail(err);
          return null;
        } finally {
          self.end();
        }
      }
      const saved = (detail: D, success: string) => {
        self.setCurrent(detail);
        self.history = [detail, ...self.history];
        self.opened = null;
        self.success = success;
      };
      return {
        /** Loads the current version and the history. @returns whether it loaded. */
        loadDocument: flow(function* loadDocument() {
          const detail = yield* guarded(() => self.calls.current());
          if (!detail) return false;
          self.setCurrent(detail);
          const page = yield* guarded(() => self.calls.versions(1, 50));
          if (page) self.history = page.list;
          return true;
        }),
        /** Saves the draft as a new version; a refusal keeps the draft and lists the errors by pointer. */
        save: flow(function* save(note: string) {
          if (!self.draft || !self.current) return;
          const draft = self.draft;
          const base = self.current.version;
          self.errors = [];
          const detail = yield* guarded(() => self.calls.save(draft, base, note.trim() || undefined));
          if (detail) saved(detail, 'operator.console.saved');
        }),
        /** Opens one version with its diff. */
        open: flow(function* open(version: number) {
          const detail = yield* guarded(() => self.calls.version(version));
          if (detail) self.opened = detail as typeof self.opened;
        }),
        /** Rolls back to `version` in one step (a new version). */
        rollback: flow(function* rollback(version: number) {
          const detail = yield* guarded(() => self.calls.rollback(version));
          if (detail) saved(detail, 'operator.console.rolledBack');
        }),
      };
    });
}

/** The announcements and banners being edited (document kind `content`), with banner image uploads. */
export const ContentDraftModel = versionedDraft(
  'ContentDraft',
  (api) => api.content,
  (d) => d.content,
)
  .props({ uploading: types.maybeNull(types.number) })
  .actions((self) => ({
    /**
     * Uploads `file` for the draft's banner `index` and points its imageUrl at it; a refusal (type,
     * size) is shown at `/banners/<index>/imageUrl`.
     */
    uploadBannerImage: flow(function* uploadBannerImage(index: number, file: Blob) {
      self.uploading = index;
      self.failure = null;
      try {
        const image = yield* toGenerator(envApi(self, 'operatorApi').content.upload(file));
        self.edit((d) => void (d.banners[index]!.imageUrl = image.url));
        self.errors = self.errors.filter((e) => !e.pointer.startsWith(`/banners/${index}/imageUrl`));
      } catch (err) {
        self.errors = [
          ...self.errors,
          ...configErrorsOf(err).map((e) => ({ ...e, pointer: `/banners/${index}/imageUrl` })),
        ];
        self.failure = messageOf(err);
      } finally {
        self.uploading = null;
      }
    }),
  }));
export interface ContentDraft extends Instance<typeof ContentDraftModel> {}

/** The site configuration being edited (document kind `config`). */
const ConfigDraftModel = versionedDraft(
  'ConfigDraft',
  (api) => api,
  (d) => d.config,
);

/** Any versioned document of the console (what the history panel needs). */
export type VersionedDocument = Instance<typeof ConfigDraftModel> | ContentDraft;

/**
 * What the save bar and the history panel use of a versioned document: any {@link versionedDraft}
 * (the configuration, the content, the site pages of src/stores/operator/PagesConsoleStore.ts).
 */
export interface VersionedDocumentView {
  readonly dirty: boolean;
  readonly busy: boolean;
  readonly success: string | null;
  readonly failure: string | null;
  readonly errors: readonly ConfigFieldError[];
  readonly history: readonly VersionSummary[];
  readonly current: { version: number } | null;
  readonly opened: { version: number; diff: readonly PatchOperation[] } | null;
  save(note: string): Promise<unknown>;
  discard(): void;
  open(version: number): Promise<unknown>;
  rollback(version: number): Promise<unknown>;
}

export const OperatorStoreModel = types
  .compose(
    'OperatorStore',
    ConfigDraftModel,
    types.model({
      operatorName: types.maybeNull(types.string),
      /** The signed-in staff member with their role's permissions (README "Staff and roles"). */
      identity: types.frozen<OperatorIdentity | null>(null),
      /** Between the sign-in steps (README "Staff and roles"): the password's challenge, and a secret to enrol when there is no second factor yet. */
      challenge: types.frozen<OperatorSignInChallenge | null>(null),
      /** An owner reset the password: a new one is due before anything else. */
      mustChangePassword: false,
      content: types.optional(ContentDraftModel, {}),
      agents: types.optional(AgentsModel, {}),
      contracts: types.optional(ContractsConsoleModel, {}),
    }),
  )
  .views((self) => ({
    /** Where the operator token lives: the environment's `tokenStore`, else {@link sessionTokenStore}. */
    get tokens(): NonNullable<OperatorEnv['tokenStore']> {
      return (hasEnv(self) ? getEnv<Partial<OperatorEnv>>(self).tokenStore : undefined) ?? sessionTokenStore;
    },
    get loggedIn(): boolean {
      return self.current !== null;
    },
    /** Whether the signed-in staff member's role allows `permission` (the server checks it again). */
    can(permission: OperatorPermission): boolean {
      return self.identity?.permissions.includes(permission) ?? false;
    },
    /** The document of a kind: the configuration (the store itself) or the content. */
    documentOf(kind: 'config' | 'content'): VersionedDocument {
      return kind === 'config' ? (self as VersionedDocument) : self.content;
    },
  }))
  .actions((self) => ({
    logout() {
      self.tokens.set(null);
      self.clear();
      self.content.clear();
      self.agents.clear();
      self.contracts.clear();
      self.operatorName = null;
      self.identity = null;
      self.challenge = null;
      self.mustChangePassword = false;
    },
    /** Back from the code step to the password step. */
    cancelChallenge() {
      self.challenge = null;
      self.failure = null;
    },
    /** The new password was set ("my account"). */
    passwordChanged() {
      self.mustChangePassword = false;
    },
  }))
  .actions((self) => ({
    /** Loads both documents (the stored token, if any, must still be valid). */
    load: flow(function* load() {
      if (!self.tokens.get()) return;
      if (!self.identity) {
        try {
          self.identity = yield* toGenerator(envApi(self, 'operatorApi').me());
          self.operatorName = self.identity.name;
        } catch (err) {
          self.failure = messageOf(err);
          return;
        }
      }
      const loaded = yield* toGenerator(self.loadDocument());
      if (loaded) yield self.content.loadDocument();
    }),
    /** The password step: on success keeps the challenge for {@link loginCode}. */
    login: flow(function* login(username: string, password: string) {
      self.begin();
      try {
        self.challenge = yield* toGenerator(envApi(self, 'operatorApi').login(username, password));
      } catch (err) {
        self.failure = messageOf(err);
      } finally {
        self.end();
      }
    }),
    /** The code step (the authenticator's 6 digits): on success keeps the token (then {@link load}); a wrong code keeps the challenge. */
    loginCode: flow(function* loginCode(code: string) {
      const challenge = self.challenge;
      const api = envApi(self, 'operatorApi');
      if (!challenge || !api.loginCode) return;
      self.begin();
      try {
        const answer = yield* toGenerator(api.loginCode(challenge.challenge, code));
        self.tokens.set(answer.token);
        self.operatorName = answer.operator.name;
        self.identity = answer.operator;
        self.mustChangePassword = answer.mustChangePassword;
        self.challenge = null;
      } catch (err) {
        if (err instanceof ApiProblem && err.code === 'OPERATOR_CHALLENGE_EXPIRED') self.challenge = null;
        self.failure = messageOf(err);
      } finally {
        self.end();
      }
    }),
  }));

export interface OperatorStore extends Instance<typeof OperatorStoreModel> {}

/** The content document type the content editors change. */
export type { ContentDocument, SiteConfig };
