import { beforeEach, describe, expect, it } from '@jest/globals';
import { applySnapshot, getSnapshot } from 'mobx-state-tree';
import { ApiProblem } from '../../src/api/client';
import { prizeModeOf } from '../../engine/gameMenu';
import { createRootStore } from '../../src/stores';
import { loadSample, permissionOf, VISITOR_IP } from '../support/samples';
import { storeEnvFor } from '../support/storeEnv';

const ids = (entries: { id: string }[] | undefined) => (entries ?? []).map((e) => e.id);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('RootStore loading (spec section 4)', () => {
  it('loads system status first, then the permission, then the game menu', async () => {
    const env = storeEnvFor(loadSample('default.json'));
    const store = createRootStore(env);
    expect(store.config.loadState).toBe('idle');
    const loading = store.config.load();
    expect(store.config.loadState).toBe('loading');
    await loading;
    expect(env.api.calls).toEqual(['systemStatus', 'permission', 'gameMenu']);
    expect(store.config.loadState).toBe('ready');
    expect(store.config.systemState).toBe(0);
  });

  it('stops after the status during maintenance: no permission, no menu, the end time is known', async () => {
    const env = storeEnvFor(loadSample('maintenance.json'));
    const store = createRootStore(env);
    await store.config.load();
    expect(env.api.calls).toEqual(['systemStatus']);
    expect(store.config.systemState).toBe(1);
    expect(store.config.maintenanceEnd).toBe('2030-01-01T06:00:00Z');
    expect(store.config.permission).toBeNull();
    expect(store.config.registry).toBeNull();
    expect(store.config.menu('topNav')?.entries).toEqual([]);
  });

  it('stops after the status in a restricted region and knows the visitor IP', async () => {
    const env = storeEnvFor(loadSample('region-restricted.json'));
    const store = createRootStore(env);
    await store.config.load();
    expect(env.api.calls).toEqual(['systemStatus']);
    expect(store.config.systemState).toBe(2);
    expect(store.config.visitorIp).toBe(VISITOR_IP);
  });

  it('records the error kind when a call fails', async () => {
    const env = storeEnvFor(loadSample('default.json'), {
      getPermission: async () => {
        throw new ApiProblem('network', 'Network Error', null, null);
      },
    });
    const store = createRootStore(env);
    await store.config.load();
    expect(store.config.loadState).toBe('error');
    expect(store.config.errorKind).toBe('network');
    expect(store.config.registry).toBeNull();
  });
});

describe('registry views', () => {
  it('exposes features, categories and menus of the default sample (whose game menu decides prize mode ELOTT)', async () => {
    const store = createRootStore(storeEnvFor(loadSample('default.json')));
    await store.config.load();
    expect(store.config.features.points).toBe(true);
    expect(store.config.isOn('register.mobile')).toBe(true);
    expect(prizeModeOf(store.config.gameMenu ?? [])).toBe('ELOTT');
    expect(store.config.categories.map((c) => c.category)).toContain('BGS');
    expect(ids(store.config.menu('topNav')?.entries)[0]).toBe('HOME');
    expect(store.config.menu('memberCenter')?.entries).toHaveLength(13);
    expect(store.config.menu('noSuchMenu')).toBeUndefined();
  });

  it('turns contract pages on once the consolidated contract settings are loaded', async () => {
    const env = storeEnvFor(loadSample('default.json'));
    const store = createRootStore(env);
    await store.config.load();
    expect(ids(store.config.menu('agentCenter')?.entries)).not.toContain('agent:agentHourSalary');
    await store.config.loadContractSettings();
    expect(env.api.calls.at(-1)).toBe('contractSettings');
    expect(ids(store.config.menu('agentCenter')?.entries)).toContain('agent:agentHourSalary');
  });

  it('recomputes menus when a snapshot switches a feature off (applySnapshot)', async () => {
    const store = createRootStore(storeEnvFor(loadSample('default.json')));
    await store.config.load();
    expect(ids(store.config.menu('account')?.entries)).toContain('account:points');
    applySnapshot(store.config, { ...getSnapshot(store.config), permission: permissionOf(loadSample('minimal.json')) });
    expect(ids(store.config.menu('account')?.entries)).not.toContain('account:points');
    expect(store.config.features['register.mobile']).toBe(false);
  });

  it('restores a loaded configuration from a snapshot without calling the server', async () => {
    const first = createRootStore(storeEnvFor(loadSample('mobile-first.json')));
    await first.config.load();
    const env = storeEnvFor(loadSample('default.json'));
    const second = createRootStore(env, { config: getSnapshot(first.config) });
    expect(env.api.calls).toEqual([]);
    expect(second.config.registry).toEqual(first.config.registry);
  });

  it('has every feature off and empty menus before loading', () => {
    const store = createRootStore(storeEnvFor(loadSample('default.json')));
    expect(Object.values(store.config.features).some(Boolean)).toBe(false);
    expect(store.config.menu('side')?.entries).toEqual([]);
    expect(store.config.systemState).toBeNull();
  });
});

describe('payload validation (lazy ajv chunk)', () => {
  it('records no problems for valid payloads', async () => {
    const store = createRootStore(storeEnvFor(loadSample('default.json')));
    await store.config.load();
    await store.config.validating;
    expect(store.config.problems).toEqual([]);
  });

  it('records the schema problems of a bad payload without blocking the registry', async () => {
    const sample = loadSample('default.json');
    const env = storeEnvFor(sample, {
      getPermission: async () => ({ ...permissionOf(sample), darkMode: true }) as never,
    });
    const store = createRootStore(env);
    await store.config.load();
    expect(store.config.loadState).toBe('ready');
    expect(store.config.registry).not.toBeNull();
    await store.config.validating;
    expect(store.config.problems).toEqual([
      {
        source: 'permission',
        pointer: '/darkMode',
        message: 'unknown property "darkMode" is not allowed',
        params: { keyword: 'additionalProperties', property: 'darkMode' },
      },
    ]);
  });
});
