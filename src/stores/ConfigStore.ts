/**
 * The configuration store the root store uses: ./configModel.ts (loading in the spec's order, the
 * registry and its views) plus the live updates (README "Operator console", ./liveConfig.ts): after
 * the load the store keeps the site socket open (without a token, so visitors follow too); a
 * `config` event with a new version carries the new status and permission
 * (server/services/siteView.ts) and is applied without a reload (loadState stays ready, so open
 * dialogs stay open and only what changed re-renders); every (re)connect asks the current version
 * and catches up. A page that the new configuration no longer offers navigates home with a notice.
 */
import { flow, getEnv, toGenerator, type Instance } from 'mobx-state-tree';
import { systemStateOf } from '../../engine/systemState';
import type { LiveConfigPayload, SystemStatus } from '../../contract/types';
import { connectSiteSocket, siteSocketUrl } from '../api/socket';
import { ConfigBaseModel, liveEnvOf, rememberMerchant, type ConfigEnv } from './configModel';
import { historyNavigateHome, PAGE_WITHDRAWN_NOTICE, pathWithdrawn } from './liveConfig';
import { rootOf } from './rootView';
import { followLiveEvents, liveEventsOf } from './liveEvents';

export const ConfigStoreModel = ConfigBaseModel.actions((self) => ({
  /**
   * Applies a new configuration version in one step, without touching loadState (README "Operator console").
   * With a pushed payload ({@link LiveConfigPayload} carrying status and permission) it asks the
   * server nothing, keeping this visitor's own IP and location, and takes the game menu of its
   * language from the payload when `gameCategories` changed (fetching it if absent); without one (a catch-up) it re-fetches status, then permission
   * and game menu when the site is open. Sends the visitor home with a notice when the open page
   * is no longer offered; has the AuthStore fetch the forms again when the registration rules or
   * the permission changed; has the ContentStore follow. Failures keep the configuration in force
   * (the next event or reconnect tries again).
   * @param version the version being applied, when known.
   */
  applyLive: flow(function* applyLive(version: number | null, pushed?: LiveConfigPayload) {
    const env = getEnv<ConfigEnv>(self);
    self.applySeq += 1;
    const seq = self.applySeq;
    try {
      let status: SystemStatus;
      let { permission, gameMenu } = self;
      const location = self.permission?.location;
      const live = liveEnvOf(env);
      if (pushed?.status && pushed.permission && location) {
        status = { ...pushed.status, ip: self.status?.ip ?? location.ip };
        permission = { ...pushed.permission, location };
        const language = live?.language?.();
        const pushedMenu = language === 'TW' || language === 'EN' ? pushed.gameMenus?.[language] : undefined;
        if (pushedMenu) gameMenu = pushedMenu;
        else if (systemStateOf(status) === 0 && (!gameMenu || pushed.changed.includes('gameCategories')))
          gameMenu = yield* toGenerator(env.api.getGameMenu());
      } else {
        status = yield* toGenerator(env.api.getSystemStatus());
        if (systemStateOf(status) === 0)
          [permission, gameMenu] = yield* toGenerator(Promise.all([env.api.getPermission(), env.api.getGameMenu()]));
      }
      if (seq !== self.applySeq) return; // a newer apply is under way
      const before = self.registry;
      self.status = status;
      self.permission = permission;
      self.gameMenu = gameMenu;
      if (version !== null) self.version = version;
      if (permission) rememberMerchant(permission);
      self.validatePayload('systemStatus', status);
      if (permission) self.validatePayload('permission', permission);
      const path =
        live?.currentPath?.() ?? (globalThis as { location?: { pathname?: string } }).location?.pathname ?? '/';
      const root = rootOf(self);
      if (pathWithdrawn(path, before, self.registry)) {
        (live?.navigateHome ?? historyNavigateHome)();
        root.ui?.showNotice(PAGE_WITHDRAWN_NOTICE);
      }
      // registration rules (or the tabs the whitelabel tree allows) may have changed: open forms follow them
      if (!pushed || pushed.changed.some((section) => section === 'registrationRules' || section === 'permission'))
        void root.auth?.reloadForms();
    } catch {
      // keep the configuration in force
    }
  }),
}))
  .actions((self) => ({
    /**
     * Fetches the game menu again, in the language the site API now asks in (spec section 4: the
     * vendors' names follow a language change without a reload). Bumps the apply sequence so an
     * older apply does not overwrite it; a failure keeps the menu in force.
     */
    reloadGameMenu: flow(function* reloadGameMenu() {
      if (self.loadState !== 'ready' || !self.gameMenu) return;
      self.applySeq += 1;
      const seq = self.applySeq;
      try {
        const gameMenu = yield* toGenerator(getEnv<ConfigEnv>(self).api.getGameMenu());
        if (seq !== self.applySeq) return;
        self.gameMenu = gameMenu;
        self.validatePayload('gameMenu', gameMenu);
      } catch {
        // keep the menu in force (the next language change or live update asks again)
      }
    }),
    /** Asks the server's current version and applies it when it differs (catch-up after a (re)connect). */
    catchUp: flow(function* catchUp() {
      const live = liveEnvOf(getEnv<ConfigEnv>(self));
      if (!live) return;
      try {
        const version = yield* toGenerator(live.getVersion());
        if (version !== self.version) yield* toGenerator(self.applyLive(version));
      } catch {
        // the next reconnect asks again
      }
    }),
  }))
  .actions((self) => ({
    /**
     * Follows the configuration's own live events (src/stores/liveEvents.ts): `ready` (each open of
     * the site socket) catches up, `config` applies a new version with its pushed configuration.
     * The `content` and `pages` events are the ContentStore's and the SitePagesStore's own.
     */
    afterCreate() {
      followLiveEvents(self, {
        ready: () => void self.catchUp(),
        // a frame is not trusted: without a version it is ignored, without `changed` nothing is taken from it
        config: (payload) => {
          if (typeof payload.version === 'number' && payload.version !== self.version)
            void self.applyLive(payload.version, Array.isArray(payload.changed) ? payload : undefined);
        },
      });
    },
  }))
  .actions((self) => ({
    /** Opens the site socket without a token (once), its frames going to the tree's live event hub as the site channel; off when the environment's liveConfig is null. */
    startLive() {
      const live = liveEnvOf(getEnv<ConfigEnv>(self));
      if (!live || self.liveSocket) return;
      self.liveSocket = connectSiteSocket({
        url: live.url ?? siteSocketUrl(globalThis.location),
        token: '',
        create: live.create,
        baseDelayMs: live.baseDelayMs,
        onMessage: (m) => liveEventsOf(self).dispatch(m, 'site'),
      });
    },
    /** Closes the live socket. */
    stopLive() {
      self.liveSocket?.close();
      self.liveSocket = null;
    },
  }));

export interface ConfigStore extends Instance<typeof ConfigStoreModel> {}
