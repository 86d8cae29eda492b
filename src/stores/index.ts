/**
 * Store wiring: `createRootStore(env)` builds the tree (restoring language, theme and token from
 * browser storage), `StoreProvider` puts it in React context and `useStores()` reads it. The
 * operator console has its own root (./ConsoleRootStore.ts, created where the console mounts):
 * `ConsoleStoreProvider` puts it in context and `useConsoleStores()` reads it. Only its type is
 * imported here, so none of the console's stores load with the site.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ConsoleRootStore } from './ConsoleRootStore';
import type { StoreEnv } from './env';
import { RootStoreModel, type RootStore, type RootStoreSnapshot } from './RootStore';
import { readStorage } from './storage';
import { LANGUAGES } from '../../contract/spec';
import type { Language, ThemeMode } from './UiStore';

export type { RootStore } from './RootStore';
export type { ConsoleRootStore } from './ConsoleRootStore';
export type { StoreEnv, SiteApi } from './env';

const asLanguage = (v: string | null): Language | null =>
  (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Language) : null;
const asTheme = (v: string | null): ThemeMode | null => (v === 'light' || v === 'dark' ? v : null);

/**
 * The initial snapshot from browser storage (spec section 3): localStorage `lang` (default TW),
 * `hisLang`, `theme`, and sessionStorage `token`. Invalid stored values are ignored.
 */
export function snapshotFromStorage(): RootStoreSnapshot {
  const lang = asLanguage(readStorage('local', 'lang'));
  const theme = asTheme(readStorage('local', 'theme'));
  return {
    ui: {
      ...(lang ? { lang } : {}),
      hisLang: asLanguage(readStorage('local', 'hisLang')),
      ...(theme ? { theme } : {}),
    },
    session: { token: readStorage('session', 'token') },
  };
}

/**
 * Creates the root store.
 * @param env dependencies reached through getEnv (the site API; tests pass a fake).
 * @param snapshot initial state; defaults to {@link snapshotFromStorage}.
 */
export function createRootStore(env: StoreEnv, snapshot: RootStoreSnapshot = snapshotFromStorage()): RootStore {
  return RootStoreModel.create(snapshot, env);
}

const StoreContext = createContext<RootStore | null>(null);

/** Provides the root store to the component tree. */
export function StoreProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return createElement(StoreContext.Provider, { value: store }, children);
}

/**
 * The root store of the nearest StoreProvider.
 * @throws Error when used outside a StoreProvider.
 */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() needs a <StoreProvider> above it');
  return store;
}

const ConsoleStoreContext = createContext<ConsoleRootStore | null>(null);

/** Provides the operator console's root store (./ConsoleRootStore.ts createConsoleRootStore) to the console's tree. */
export function ConsoleStoreProvider({ store, children }: { store: ConsoleRootStore; children?: ReactNode }) {
  return createElement(ConsoleStoreContext.Provider, { value: store }, children);
}

/**
 * The console root of the nearest ConsoleStoreProvider: the console's own state and every panel's
 * store (`points`, `promotions`, `rewards`, `rg`, `chat`, `broadcasts`, `pages`), all over its one
 * environment.
 * @throws Error when used outside a ConsoleStoreProvider.
 */
export function useConsoleStores(): ConsoleRootStore {
  const store = useContext(ConsoleStoreContext);
  if (!store) throw new Error('useConsoleStores() needs a <ConsoleStoreProvider> above it');
  return store;
}
