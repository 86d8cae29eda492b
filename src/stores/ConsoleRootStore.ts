/**
 * The operator console's one root store (README "Operator console", STYLE.md "One way per
 * concern"): the console's own state (./OperatorStore.ts: login, the configuration and content
 * documents, agents, contracts) with the seven panel stores beside it, all over one environment
 * that src/api/index.ts createApis builds on the operator-token client ({@link consoleEnv}). The
 * console creates it once where it mounts (src/features/operator/OperatorConsole.tsx) and provides
 * it with ./index.ts ConsoleStoreProvider; a panel takes its store with useConsoleStores(), never
 * builds a store or a client. Logging out (the header's button, or a 401 in a store that signs out
 * on one through ./operator/consoleRootView.ts) resets every console store to its defaults, as the
 * site's RootStore resetMemberStores does on sign-out.
 */
import { getEnv, types, type Instance } from 'mobx-state-tree';
import { createHttp } from '../api/client';
import { CONSOLE_API_NAMES, createApis, type ConsoleApis } from '../api';
import { ChatConsoleModel, type ChatConsoleEnv } from './livechat/ChatConsoleStore';
import { assertApis } from './envApi';
import { resetStore } from './memberReset';
import { BroadcastStoreModel } from './operator/BroadcastStore';
import { PagesDraftModel } from './operator/PagesConsoleStore';
import { PaymentsDeskModel } from './operator/paymentsDesk';
import { PointsConsoleModel } from './operator/pointsConsole';
import { PromotionsConsoleModel } from './operator/PromotionsConsoleStore';
import { RewardsConsoleModel } from './operator/RewardsConsoleStore';
import { OperatorStoreModel, sessionTokenStore, type OperatorEnv } from './OperatorStore';
import { PlayersConsoleModel } from './players/playersConsole';
import { RgConsoleModel } from './rg/rgConsole';
import { ReportsConsoleModel } from './operator/reportsConsole';
import { StaffConsoleModel } from './operator/staffConsole';
import { VendorConsoleModel } from './vendors/vendorConsole';
import type { ConsoleRoot } from './operator/consoleRootView';

/**
 * The environment of the console root: every console API ({@link ConsoleApis}, all required),
 * where the operator token lives (`tokenStore`, default session storage `operatorToken`) and how
 * the chat tab opens its live link (`startLink`, default the site socket).
 */
export type ConsoleEnv = ConsoleApis & Pick<OperatorEnv, 'tokenStore'> & Pick<ChatConsoleEnv, 'startLink'>;

export const ConsoleRootStoreModel = OperatorStoreModel.named('ConsoleRootStore')
  .props({
    points: types.optional(PointsConsoleModel, {}),
    payments: types.optional(PaymentsDeskModel, {}),
    promotions: types.optional(PromotionsConsoleModel, {}),
    rewards: types.optional(RewardsConsoleModel, {}),
    rg: types.optional(RgConsoleModel, {}),
    players: types.optional(PlayersConsoleModel, {}),
    vendors: types.optional(VendorConsoleModel, {}),
    reports: types.optional(ReportsConsoleModel, {}),
    chat: types.optional(ChatConsoleModel, {}),
    broadcasts: types.optional(BroadcastStoreModel, {}),
    pages: types.optional(PagesDraftModel, {}),
    staffConsole: types.optional(StaffConsoleModel, {}),
  })
  .actions((self) => ({
    /**
     * Checks the environment holds every console API (src/api/index.ts CONSOLE_API_NAMES), so a
     * wiring mistake fails when the console mounts, not on the tab that first uses the API.
     * @throws MissingApiError naming the first missing API.
     */
    afterCreate() {
      assertApis(getEnv(self), CONSOLE_API_NAMES);
    },
    /**
     * Forgets the merchant's data in every store of {@link CONSOLE_STORES}: each goes back to its
     * defaults (./memberReset.ts resetStore: the chat's live link stops first, an answer still on
     * its way is dropped), keeping its identity.
     */
    resetConsoleStores() {
      for (const key of CONSOLE_STORES) resetStore(self[key]);
    },
  }))
  .actions((self) => {
    const signOut = self.logout;
    return {
      /** Signs the console out (token, documents) and resets every console store ({@link CONSOLE_STORES}). */
      logout() {
        signOut();
        self.resetConsoleStores();
      },
    };
  });

/**
 * The console's stores that hold the merchant's data (the content document, the agents and
 * contracts tabs, and the seven panels): none of it may outlive the operator's session.
 */
export const CONSOLE_STORES = [
  'content',
  'agents',
  'contracts',
  'points',
  'payments',
  'promotions',
  'rewards',
  'rg',
  'players',
  'vendors',
  'reports',
  'chat',
  'broadcasts',
  'pages',
  'staffConsole',
] as const;

export interface ConsoleRootStore extends Instance<typeof ConsoleRootStoreModel> {}

// The real root has the shape the console's stores read through consoleRootOf.
const rootShape = (root: ConsoleRootStore): ConsoleRoot => root;
void rootShape;

/**
 * The console's environment over the page's own origin: every API of src/api/index.ts createApis
 * on one client that carries the operator token of `tokenStore` (never the member's) and the
 * language `getLanguage()` answers (the site's UI language). Building it makes no request.
 */
export function consoleEnv(getLanguage: () => string, tokenStore = sessionTokenStore): ConsoleEnv {
  return { ...createApis(createHttp({ getToken: tokenStore.get, getLanguage })), tokenStore };
}

/**
 * The console root over `env` ({@link consoleEnv} in the page; tests pass
 * tests/support/storeEnv.ts fakeStoreEnv).
 * @throws MissingApiError when `env` lacks a console API (CONSOLE_API_NAMES).
 */
export function createConsoleRootStore(env: ConsoleEnv): ConsoleRootStore {
  return ConsoleRootStoreModel.create({}, env);
}
