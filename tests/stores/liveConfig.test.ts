/**
 * Live configuration in the ConfigStore (README "Operator console"): after the load the store opens the site
 * socket without a token; a `config` event with a new version applies the configuration it
 * carries (or, from an older server, re-fetches it) without a reload (loadState stays ready); maintenance on and off follow; every
 * (re)connect catches up by version; a page the new configuration no longer offers navigates
 * home with a notice; a late, older apply never overwrites a newer one.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { SocketLike } from '../../src/api/socket';
import type { SiteConfig } from '../../contract/types';
import { createRootStore } from '../../src/stores';
import { pathWithdrawn } from '../../src/stores/liveConfig';
import { loadSample } from '../support/samples';
import { storeEnvFor } from '../support/storeEnv';

/** A fake socket the test drives: `open()`, `send(message)`, `drop()`. */
class FakeSocket implements SocketLike {
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.({});
    this.send({ type: 'ready', payload: {} });
  }
  send(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.onclose?.({ code: 1006 });
  }
  close() {}
}

const flagOff = (config: SiteConfig, modId: string) => {
  const walk = (nodes: SiteConfig['permission']['whitelabel']): void =>
    nodes.forEach((n) => (n.modId === modId ? (n.enabled = false) : walk(n.childrenNodes)));
  walk(config.permission.whitelabel);
  return config;
};
const clone = (config: SiteConfig): SiteConfig => JSON.parse(JSON.stringify(config)) as SiteConfig;
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A store over a server whose configuration and version the test changes. */
function setup(path = '/', language?: string) {
  const server = { config: loadSample('default.json'), version: 4 };
  const sockets: FakeSocket[] = [];
  const home: string[] = [];
  const env = {
    ...storeEnvFor(server.config),
    liveConfig: {
      getVersion: async () => server.version,
      url: 'ws://site.test/api/ws',
      create: (url: string) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      baseDelayMs: 1,
      currentPath: () => path,
      language: language === undefined ? undefined : () => language,
      navigateHome: () => home.push('/'),
    },
  };
  // the fake API serves whatever `server.config` is at the time of the call
  const calls: string[] = [];
  const api = storeEnvFor(server.config).api;
  env.api = Object.assign(api, {
    getSystemStatus: async () => (calls.push('status'), storeEnvFor(server.config).api.getSystemStatus()),
    getPermission: async () => (calls.push('permission'), storeEnvFor(server.config).api.getPermission()),
    getGameMenu: async () => (calls.push('gameMenu'), storeEnvFor(server.config).api.getGameMenu()),
  });
  const store = createRootStore(env);
  return { server, sockets, home, store, calls };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('live configuration', () => {
  it('opens the socket without a token after the load, knows the loaded version and keeps the merchant code', async () => {
    const { sockets, store } = setup();
    await store.config.load();
    expect(sockets.map((s) => s.url)).toEqual(['ws://site.test/api/ws?token=']);
    expect(store.config.version).toBe(4);
    expect([sessionStorage.getItem('merchantCode'), localStorage.getItem('merchantCode')]).toEqual(['DEMO', 'DEMO']);
    expect(sessionStorage.getItem('merchant')).toBe(store.config.permission!.merchantName);
    expect(JSON.parse(sessionStorage.getItem('merchantWallet')!)).toEqual(store.config.permission!.merchantWallet);
  });

  it('applies a pushed version without a reload: a switched-off registration tab and its menus go', async () => {
    const { server, sockets, store } = setup();
    await store.config.load();
    sockets[0]!.open();
    expect(store.config.isOn('register.mobile')).toBe(true);
    server.config = flagOff(clone(server.config), 'MOBILENUMREG3');
    server.version = 5;
    sockets[0]!.send({ type: 'config', payload: { version: 5 } });
    await settle();
    await settle();
    expect(store.config.isOn('register.mobile')).toBe(false);
    expect(store.config.isOn('register.username')).toBe(true);
    expect([store.config.version, store.config.loadState]).toEqual([5, 'ready']);
  });

  it('shows maintenance when it is switched on and brings the site back when it is off', async () => {
    const { server, sockets, store } = setup();
    await store.config.load();
    server.config = clone(server.config);
    server.config.systemStatus.maintenance = true;
    sockets[0]!.send({ type: 'config', payload: { version: 5 } });
    await settle();
    expect(store.config.systemState).toBe(1);
    server.config = clone(server.config);
    server.config.systemStatus.maintenance = false;
    sockets[0]!.send({ type: 'config', payload: { version: 6 } });
    await settle();
    await settle();
    expect([store.config.systemState, store.config.version, store.config.registry !== null]).toEqual([0, 6, true]);
  });

  it('catches up by version after a drop: the reconnect asks the version and applies what it missed', async () => {
    const { server, sockets, store } = setup();
    await store.config.load();
    sockets[0]!.open();
    sockets[0]!.drop();
    server.config = flagOff(clone(server.config), 'FREEPLAY3');
    server.version = 7;
    await new Promise((r) => setTimeout(r, 20)); // the backoff's first retry (1 ms here)
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    await settle();
    await settle();
    await settle();
    expect([store.config.version, store.config.isOn('game.freePlay')]).toEqual([7, false]);
  });

  it('sends the visitor home with a notice when the open page is switched off', async () => {
    const { server, sockets, home, store } = setup('/pointMall');
    await store.config.load();
    server.config = flagOff(clone(server.config), 'PTSYS3');
    sockets[0]!.send({ type: 'config', payload: { version: 5 } });
    await settle();
    await settle();
    expect(home).toEqual(['/']);
    expect(store.ui.notice).toBe('operator.live.pageWithdrawn');
  });

  it('ignores an event for the version it already has', async () => {
    const { sockets, store } = setup();
    await store.config.load();
    const before = store.config.permission;
    sockets[0]!.send({ type: 'config', payload: { version: 4 } });
    await settle();
    expect(store.config.permission).toBe(before);
  });
});

/** The `config` event a server sends after a save: the new status and permission without the visitor's own part. */
async function pushedEvent(config: SiteConfig, version: number, changed: string[]) {
  const { ip: _ip, ...status } = await storeEnvFor(config).api.getSystemStatus();
  const { location: _location, ...permission } = await storeEnvFor(config).api.getPermission();
  return { type: 'config', payload: { version, changed, status, permission } };
}

describe('live configuration pushed in the event', () => {
  it('applies the pushed status and permission without asking the server, keeping its own IP and location', async () => {
    const { server, sockets, store, calls } = setup();
    await store.config.load();
    const { ip } = store.config.status!;
    const location = store.config.permission!.location;
    const next = flagOff(clone(server.config), 'MOBILENUMREG3');
    next.systemStatus.maintenanceEnd = '2026-12-01T00:00:00.000Z';
    calls.length = 0; // the server still serves the old configuration: only the event has the new one
    sockets[0]!.send(await pushedEvent(next, 5, ['permission', 'systemStatus']));
    await settle();
    await settle();
    expect(calls).toEqual([]);
    expect(store.config.isOn('register.mobile')).toBe(false);
    expect(store.config.version).toBe(5);
    expect(store.config.maintenanceEnd).toBe('2026-12-01T00:00:00.000Z');
    expect(store.config.status!.ip).toBe(ip);
    expect(store.config.permission!.location).toEqual(location);
  });

  it('fetches the game menu again only when the game categories changed', async () => {
    const { server, sockets, store, calls } = setup();
    await store.config.load();
    calls.length = 0;
    const menuBefore = store.config.gameMenu;
    const next = clone(server.config);
    next.permission.merchantName = 'Royal Ace Live';
    sockets[0]!.send(await pushedEvent(next, 5, ['permission']));
    await settle();
    await settle();
    expect([store.config.permission!.merchantName, store.config.gameMenu, calls]).toEqual([
      'Royal Ace Live',
      menuBefore,
      [],
    ]);
    const fewer = clone(next);
    fewer.gameCategories = fewer.gameCategories.filter((c) => c !== 'RNG');
    server.config = fewer;
    sockets[0]!.send(await pushedEvent(fewer, 6, ['gameCategories']));
    await settle();
    await settle();
    await settle();
    expect(store.config.gameMenu).not.toBe(menuBefore);
    expect([store.config.version, calls]).toEqual([6, ['gameMenu']]);
  });

  it('takes the game menu of its language from the event when the server pushed it', async () => {
    const { server, sockets, store, calls } = setup('/', 'EN');
    await store.config.load();
    calls.length = 0;
    const fewer = clone(server.config);
    fewer.gameCategories = fewer.gameCategories.filter((c) => c !== 'RNG');
    const event = await pushedEvent(fewer, 5, ['gameCategories']);
    const menu = (store.config.gameMenu ?? []).filter((e) => e.gameCategory !== 'RNG');
    sockets[0]!.send({ ...event, payload: { ...event.payload, gameMenus: { TW: [], EN: menu } } });
    await settle();
    await settle();
    expect(calls).toEqual([]);
    expect(store.config.gameMenu).toEqual(menu);
    expect(store.config.gameMenu!.map((e) => e.gameCategory)).not.toContain('RNG');
  });
});

describe('pathWithdrawn', () => {
  it('is true only for a page offered before and not after; home never', async () => {
    const { store } = setup();
    await store.config.load();
    const before = store.config.registry;
    expect(pathWithdrawn('/pointMall', before, before)).toBe(false);
    expect(pathWithdrawn('/', before, null)).toBe(false);
  });

  it('asks the registry pages: a feature off, a category gone; never a path without a site page', async () => {
    const { store } = setup();
    await store.config.load();
    const before = store.config.registry!;
    const noPoints = { ...before, pages: { ...before.pages, site: { ...before.pages.site } } };
    delete noPoints.pages.site.pointMall;
    expect(pathWithdrawn('/pointMall', before, noPoints)).toBe(true);
    expect(pathWithdrawn('/pointMall/', before, noPoints)).toBe(true);
    const noRng = { ...before, pages: { ...before.pages, site: { ...before.pages.site } } };
    delete noRng.pages.site.rng;
    expect([pathWithdrawn('/rng', before, noRng), pathWithdrawn('/rng', noRng, before)]).toEqual([true, false]);
    expect(pathWithdrawn('/blog/7', before, noPoints)).toBe(false);
    expect(pathWithdrawn('/no-such-page', before, noPoints)).toBe(false);
  });
});
