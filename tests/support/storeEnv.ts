/**
 * Store environments for tests (src/stores/env.ts StoreEnv, src/api/index.ts Apis): every API is
 * present, and each one a test does not supply is a fake whose calls fail with
 * "not faked: <name>.<method>", so a test that forgets a fake never reaches a real client and
 * says which call it missed. `storeEnvFor` adds the site API serving a config sample (see
 * samples.ts) and a web API with empty content, so RootStore can be created without a network;
 * `fakeConsoleEnv` is the operator console's (src/stores/ConsoleRootStore.ts ConsoleEnv) with the
 * token in memory and a live chat link that opens nothing.
 */
import { CONSOLE_API_NAMES, SITE_API_NAMES, type Apis, type WebApi } from '../../src/api';
import type { SiteConfig } from '../../contract/types';
import type { ConsoleEnv } from '../../src/stores/ConsoleRootStore';
import type { SiteApi, StoreEnv } from '../../src/stores/env';
import { fakeApi } from './samples';

/** Every key of {@link Apis}: the environment a fake env fills. */
export const API_NAMES = [...SITE_API_NAMES, ...CONSOLE_API_NAMES] as const;

/**
 * A fake API `name` whose every method (also nested, e.g. `operatorApi.content.upload`) answers a
 * promise rejected with `Error('not faked: <name>.<method>')`.
 */
export function notFaked<T>(name: string): T {
  const at = (path: string): unknown =>
    new Proxy(() => undefined, {
      get: (_target, prop) => (typeof prop === 'symbol' || prop === 'then' ? undefined : at(`${path}.${prop}`)),
      apply: () => Promise.reject(new Error(`not faked: ${path}`)),
    });
  return at(name) as T;
}

/** A fake API `name`: the methods of `methods`, every other one {@link notFaked}. */
export function fakeOf<T extends object>(name: string, methods: Partial<T>): T {
  const rest = notFaked<Record<string, unknown>>(name);
  return new Proxy(methods as Record<string | symbol, unknown>, {
    get: (target, prop) => (prop in target || typeof prop === 'symbol' ? target[prop] : rest[prop]),
  }) as T;
}

/**
 * A complete environment: the APIs of `overrides` as given (an explicit `undefined` too, to test
 * an environment that lacks one), every other one {@link notFaked}; the options of `overrides`
 * (walletSocket, liveConfig, revokeToken...) as given.
 */
export function fakeStoreEnv<E extends Partial<StoreEnv & Apis>>(overrides: E = {} as E): StoreEnv & Apis & E {
  const env: Record<string, unknown> = {};
  for (const name of API_NAMES) env[name] = notFaked(name);
  return Object.assign(env, overrides) as StoreEnv & Apis & E;
}

/** A web API that answers every call with empty content. */
export function emptyWebApi(): WebApi {
  return {
    gameList: async () => ({ games: [], pageNo: 1, pageSize: 20, totalPages: 1, totalCount: 0 }),
    hotGames: async () => [],
    vendorLanes: async () => [],
    winnerBoard: async () => [],
    announcements: async () => ({ banners: [], player: [], popup: [], promotion: [] }),
    notices: async () => [],
    resources: async () => [],
    footerBadges: async () => ({
      payment: [{ name: 'visa', label: 'VISA', url: '/media/badges/payment/visa.svg' }],
      certification: [{ name: 'gli', label: 'GLI', url: '/media/badges/certification/gli.svg' }],
      social: [{ name: 'telegram', label: 'Telegram', url: '/media/badges/social/telegram.svg' }],
      licence: [{ name: 'pagcor', label: 'PAGCOR', url: '/media/badges/licence/pagcor.svg' }],
    }),
    customerService: async () => [],
    notifyLanguage: async () => true,
  };
}

/**
 * A complete environment ({@link fakeStoreEnv}) whose site API serves `sample` (with `overrides`)
 * and whose web API answers empty content.
 */
export function storeEnvFor(
  sample: SiteConfig,
  overrides: Partial<SiteApi> = {},
): StoreEnv & Apis & { api: SiteApi & { calls: string[] } } {
  return fakeStoreEnv({ api: fakeApi(sample, overrides), web: emptyWebApi() });
}

/** A token store in memory (the console's `tokenStore`), holding `token` at first. */
export function memoryTokenStore(token: string | null = 'tok'): NonNullable<ConsoleEnv['tokenStore']> {
  let held = token;
  return { get: () => held, set: (next) => void (held = next) };
}

/**
 * A complete console environment ({@link fakeStoreEnv}: every API not in `overrides` not faked)
 * with the operator token in memory ({@link memoryTokenStore}) and a chat live link that never
 * opens (`startLink`: no socket); `overrides` replaces any of them.
 */
export function fakeConsoleEnv<E extends Partial<ConsoleEnv & Apis>>(overrides: E = {} as E): ConsoleEnv & Apis & E {
  return fakeStoreEnv({
    tokenStore: memoryTokenStore(),
    startLink: () => ({ stop: () => undefined, live: false }),
    ...overrides,
  } as Partial<StoreEnv & Apis>) as unknown as ConsoleEnv & Apis & E;
}
