/**
 * Server-driven configuration (design card): the raw system status, permission, game menu and
 * contract settings kept as frozen snapshots, and the registry computed from them by the pure
 * engine (engine/interpret.ts).
 *
 * Load order (spec section 4): system status first; only when it is 0 (normal) the permission,
 * then the game menu. Each payload is checked against schemas/ by a lazily loaded validator
 * (ajv stays out of the home route's eager code); problems are recorded, never blocking.
 *
 * This file holds the loading and the registry views; ./ConfigStore.ts adds the live updates
 * (README "Operator console") on top and is what the root store uses.
 */
import { when } from 'mobx';
import { flow, getEnv, types, toGenerator } from 'mobx-state-tree';
import { resolveFeatures } from '../../engine/features';
import { interpret } from '../../engine/interpret';
import type { FormRegistry, FormsBundle } from '../../engine/forms';
import { pageAccess, type PageAccess } from '../../engine/menus/pages';
import type {
  FeatureKey,
  Menu,
  MenuId,
  PageScope,
  Registry,
  RegistryPages,
  SessionRole,
} from '../../engine/registryTypes';
import { systemStateOf, type SystemState } from '../../engine/systemState';
import type { ContractSettings, GameMenuEntry, Permission, SystemStatus } from '../../contract/types';
import type { SiteSocket } from '../api/socket';
import type { StoreEnv } from './env';
import type { LiveConfigEnv } from './liveConfig';
import { validateOffThread } from './validateOffThread';

/** The store's environment: {@link StoreEnv} plus the optional live configuration. */
export type ConfigEnv = StoreEnv & { liveConfig?: LiveConfigEnv | null };

/** The live environment in force: the one main.tsx (or a test) gives; none means live push is off. */
export function liveEnvOf(env: ConfigEnv): LiveConfigEnv | null {
  return env.liveConfig ?? null;
}

export type LoadState = 'idle' | 'loading' | 'ready' | 'error';
/** Payload kinds the store validates (a subset of validation.ts ConfigKind). */
export type PayloadKind = 'systemStatus' | 'permission' | 'gameMenu' | 'contractSettings';

/** A schema problem of a loaded payload: which payload, where (JSON pointer) and what. */
export interface ConfigProblem {
  source: PayloadKind;
  pointer: string;
  message: string;
}

type IdleGlobal = typeof globalThis & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** In a browser, checks wait at least this long after the start before an idle period (ms). */
export const VALIDATION_DELAY_MS = 3000;

/**
 * Settles at an idle period: in a browser (requestIdleCallback) the first one at least
 * {@link VALIDATION_DELAY_MS} after the call, so the home page's own work comes first; elsewhere
 * (jsdom, tools) after a short timeout.
 */
function laterIdle(): Promise<void> {
  const g = globalThis as IdleGlobal;
  const ric = g.requestIdleCallback;
  if (typeof ric !== 'function') return new Promise((resolve) => setTimeout(resolve, 50));
  return new Promise((resolve) => setTimeout(() => ric(() => resolve(), { timeout: 10_000 }), VALIDATION_DELAY_MS));
}

/** Settles once the window's load event has fired (at once outside a browser page). */
function pageLoaded(): Promise<void> {
  const doc = (globalThis as IdleGlobal).document as Document | undefined;
  if (!doc || doc.readyState === 'complete' || typeof globalThis.addEventListener !== 'function')
    return Promise.resolve();
  return new Promise((resolve) => globalThis.addEventListener('load', () => resolve(), { once: true }));
}

const NO_FEATURES = resolveFeatures(
  { whitelabel: [], availablePromo: { REFERRAL: { enabled: false } }, socialLogin: { google: false, facebook: false } },
  null,
);

/**
 * Keeps the merchant in browser storage (spec section 3 browser storage: session keys merchant,
 * merchantCode and merchantWallet; merchantCode in local storage too, so a new tab knows it
 * before loading). Several merchants (README "Operator console"): the merchant is the one of the domain being
 * served. `merchant` holds the merchant's name, `merchantWallet` the JSON of its wallet mode
 * (`{ isSingle }`). Storage errors are ignored.
 */
export function rememberMerchant(permission: Permission): void {
  const put = (storage: Storage | undefined, key: string, value: string) => {
    try {
      storage?.setItem(key, value);
    } catch {
      // storage unavailable (private mode): nothing to keep
    }
  };
  put(globalThis.sessionStorage, 'merchantCode', permission.merchantCode);
  put(globalThis.localStorage, 'merchantCode', permission.merchantCode);
  put(globalThis.sessionStorage, 'merchant', permission.merchantName);
  put(globalThis.sessionStorage, 'merchantWallet', JSON.stringify(permission.merchantWallet));
}

/** Reads a failure's kind (ApiProblem.kind) without importing the client. */
function errorKindOf(err: unknown): string {
  if (err && typeof err === 'object' && 'kind' in err && typeof (err as { kind: unknown }).kind === 'string')
    return (err as { kind: string }).kind;
  return 'unknown';
}

export const ConfigBaseModel = types
  .model('ConfigStore', {
    loadState: types.optional(types.enumeration<LoadState>('LoadState', ['idle', 'loading', 'ready', 'error']), 'idle'),
    /** Problem kind of the failed call (network, timeout, server...), null when none. */
    errorKind: types.maybeNull(types.string),
    status: types.frozen<SystemStatus | null>(null),
    permission: types.frozen<Permission | null>(null),
    gameMenu: types.frozen<GameMenuEntry[] | null>(null),
    contractSettings: types.frozen<ContractSettings | null>(null),
    /** The merchant's forms as the server built them (GET /api/forms/schemas), loaded by the AuthStore. */
    formsBundle: types.frozen<FormsBundle | null>(null),
    problems: types.frozen<ConfigProblem[]>([]),
  })
  .volatile(() => ({
    /** Settles when every validation started so far has recorded its problems. */
    validating: Promise.resolve() as Promise<void>,
    /** The configuration version applied (README "Operator console"), null until known. */
    version: null as number | null,
    liveSocket: null as SiteSocket | null,
    /** Counts live applies, so an older one finishing late is dropped. */
    applySeq: 0,
  }))
  .actions((self) => ({
    recordProblems(source: PayloadKind, found: { pointer: string; message: string }[]) {
      self.problems = [...self.problems.filter((p) => p.source !== source), ...found.map((p) => ({ source, ...p }))];
    },
    setContractSettings(settings: ContractSettings | null) {
      self.contractSettings = settings;
    },
    /** Puts the server's forms into the configuration the registry is interpreted from. */
    setFormsBundle(bundle: FormsBundle) {
      self.formsBundle = bundle;
    },
  }))
  .volatile(() => ({ validationGate: null as Promise<void> | null }))
  .actions((self) => ({
    /**
     * Settles when schema checks may run: the configuration has finished loading (the first screen
     * is rendered from it), the page has loaded, and then the browser is idle ({@link laterIdle}).
     * Checks are diagnostics (never blocking), so their chunk must not compete with the first render
     * and the home content.
     */
    afterStartIdle(): Promise<void> {
      self.validationGate ??= when(() => self.loadState !== 'loading')
        .then(pageLoaded)
        .then(laterIdle);
      return self.validationGate;
    },
  }))
  .actions((self) => ({
    /**
     * Validates a payload in a lazily loaded chunk once the start is over ({@link afterStartIdle});
     * records problems, never throws.
     */
    validatePayload(kind: PayloadKind, data: unknown) {
      const run = self
        .afterStartIdle()
        .then(() => validateOffThread(kind, data))
        .then((found) => self.recordProblems(kind, found))
        .catch((err: unknown) =>
          self.recordProblems(kind, [{ pointer: '', message: `validator unavailable: ${String(err)}` }]),
        );
      self.validating = Promise.all([self.validating, run]).then(() => undefined);
    },
  }))
  .actions((self) => ({
    /**
     * Loads the configuration in the spec's order: the system status, then (only when the site is
     * open) the permission and the game menu, asked together. Sets loadState to ready (also when
     * the site is in maintenance or region restricted: the status is then all there is to show) or
     * error with `errorKind`. Never throws.
     */
    load: flow(function* load() {
      const { api } = getEnv<StoreEnv>(self);
      const live = liveEnvOf(getEnv<ConfigEnv>(self));
      self.loadState = 'loading';
      self.errorKind = null;
      // The version is asked beside the status and known before the permission, so what loads is at least that version.
      const version = live ? live.getVersion().catch(() => null) : Promise.resolve(null);
      try {
        const status = yield* toGenerator(api.getSystemStatus());
        self.status = status;
        self.validatePayload('systemStatus', status);
        self.version = yield* toGenerator(version);
        if (systemStateOf(status) !== 0) {
          self.loadState = 'ready';
          (self as unknown as { startLive(): void }).startLive();
          return;
        }
        // The site is open: the permission and the game menu are asked together (neither needs the
        // other), and applied in that order.
        const permissionCall = api.getPermission();
        const gameMenuCall = api.getGameMenu();
        gameMenuCall.catch(() => undefined); // a failed permission ends the load before the menu is awaited
        const permission = yield* toGenerator(permissionCall);
        self.permission = permission;
        rememberMerchant(permission);
        self.validatePayload('permission', permission);
        const gameMenu = yield* toGenerator(gameMenuCall);
        self.gameMenu = gameMenu;
        self.validatePayload('gameMenu', gameMenu);
        self.loadState = 'ready';
        (self as unknown as { startLive(): void }).startLive();
      } catch (err) {
        self.errorKind = errorKindOf(err);
        self.loadState = 'error';
      }
    }),
    /**
     * Loads the consolidated contract settings (the sign-in flow calls it on login for non-trial users when
     * AGENTPOLICY3 is on, spec section 4). On failure the settings stay null (contract pages off).
     */
    loadContractSettings: flow(function* loadContractSettings() {
      const { api } = getEnv<StoreEnv>(self);
      try {
        const settings = yield* toGenerator(api.getContractSettings());
        self.contractSettings = settings;
        self.validatePayload('contractSettings', settings);
      } catch {
        self.contractSettings = null;
      }
    }),
  }))
  .views((self) => ({
    /**
     * 0 normal, 1 maintenance, 2 region restricted (spec section 4), from the system status and,
     * once loaded, the permission's own flags; null before the status is known.
     */
    get systemState(): SystemState | null {
      if (!self.status) return null;
      return systemStateOf({
        maintenance: self.status.maintenance || self.permission?.maintenance === true,
        regionRestriction: self.status.regionRestriction || self.permission?.regionRestriction === true,
      });
    },
    /** Maintenance end time (ISO 8601) when known. */
    get maintenanceEnd(): string | null {
      return self.status?.maintenanceEnd ?? null;
    },
    /** The visitor's IP for the blocked-region page. */
    get visitorIp(): string | null {
      return self.status?.ip ?? self.permission?.location.ip ?? null;
    },
    /** The registry (computed, so memoised on the frozen inputs); null until permission and menu are loaded. */
    get registry(): Registry | null {
      if (!self.permission || !self.gameMenu) return null;
      return interpret({
        permission: self.permission,
        gameMenu: self.gameMenu,
        contractSettings: self.contractSettings,
        forms: self.formsBundle,
      });
    },
  }))
  .views((self) => ({
    /** Every feature on or off; all off until the registry exists. */
    get features(): Record<FeatureKey, boolean> {
      return self.registry?.features ?? NO_FEATURES;
    },
    isOn(key: FeatureKey): boolean {
      return (self.registry?.features ?? NO_FEATURES)[key] === true;
    },
    /**
     * A menu of the registry. Unknown ids give undefined (renderers show UnknownRenderer); known
     * ids before the registry exists give an empty menu.
     */
    menu(id: string): Menu | undefined {
      const menus = self.registry?.menus;
      if (menus) return (menus as Partial<Record<string, Menu>>)[id];
      const known: readonly string[] = [
        'topNav',
        'side',
        'footer',
        'floatingService',
        'account',
        'memberCenter',
        'agentCenter',
      ];
      return known.includes(id) ? { id: id as MenuId, entries: [] } : undefined;
    },
    get categories() {
      return self.registry?.categories ?? [];
    },
    /**
     * The display name of vendor `vassalage` in the game menu's language (spec section 2: members
     * see vendor names, never vendor codes), or null when the menu does not list it.
     */
    vendorName(vassalage: string): string | null {
      for (const entry of self.gameMenu ?? [])
        for (const v of entry.vendors) if (v.vassalage === vassalage) return v.displayName;
      return null;
    },
    /** The registry's site routes and center pages (id -> features and roles required); null until the registry exists. */
    get pages(): RegistryPages | null {
      return self.registry?.pages ?? null;
    },
    /**
     * Whether a session of `role` may open page `id` of `scope` (engine/menus/pages.ts pageAccess,
     * the one notion of "allowed" the router, the center renderer and the menus share).
     */
    pageAccess(scope: PageScope, id: string, role?: SessionRole): PageAccess {
      return pageAccess(self.registry?.pages ?? null, scope, id, role);
    },
    /** The registry's forms (schemas and tabs); null until the configuration and the forms are loaded. */
    get forms(): FormRegistry | null {
      return self.registry?.forms ?? null;
    },
  }));
