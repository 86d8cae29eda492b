/**
 * Live configuration in the ConfigStore (issue 6 item 2): after the load the store opens the site
 * socket without a token; a `config` event with a new version re-fetches and applies the
 * configuration without a reload (loadState stays ready); maintenance on and off follow; every
 * (re)connect catches up by version; a page the new configuration no longer offers navigates
 * home with a notice; a late, older apply never overwrites a newer one.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { SocketLike } from '../../src/api/socket';
import type { SiteConfig } from '../../src/engine/types';
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
  const walk = (nodes: SiteConfig['permission']['whitelabel']): void => nodes.forEach((n) => (n.modId === modId ? (n.enabled = false) : walk(n.childrenNodes)));
  walk(config.permission.whitelabel);
  return config;
};
const clone = (config: SiteConfig): SiteConfig => JSON.parse(JSON.stringify(config)) as SiteConfig;
const settle = () => new Promise((r) => setTimeout(r, 0));

/** A store over a server whose configuration and version the test changes. */
function setup(path = '/') {
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
      navigateHome: () => home.push('/'),
    },
  };
  // the fake API serves whatever `server.config` is at the time of the call
  const api = storeEnvFor(server.config).api;
  env.api = Object.assign(api, {
    getSystemStatus: async () => storeEnvFor(server.config).api.getSystemStatus(),
    getPermission: async () => storeEnvFor(server.config).api.getPermission(),
    getGameMenu: async () => storeEnvFor(server.config).api.getGameMenu(),
  });
  const store = createRootStore(env);
  return { server, sockets, home, store };
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

describe('pathWithdrawn', () => {
  it('is true only for a page offered before and not after; home never', async () => {
    const { store } = setup();
    await store.config.load();
    const before = store.config.registry;
    expect(pathWithdrawn('/pointMall', before, before)).toBe(false);
    expect(pathWithdrawn('/', before, null)).toBe(false);
  });
});
