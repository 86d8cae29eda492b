/**
 * The console's OperatorStore (README "Operator console") over a fake console API: sign-in keeps the
 * operator token apart from the member's, a draft edit makes it dirty, a refused save keeps the
 * draft and lists the errors by JSON pointer (prefix lookup for a field), a save and a rollback
 * become the current version at the top of the history, and signing out forgets the token. The
 * announcements and banners (store.content) are a second document with the same behaviour.
 */
import { OPERATOR_PERMISSIONS } from '../../../contract/permissions';
import { describe, expect, it } from '@jest/globals';
import { ApiProblem } from '../../../src/api/client';
import type { OperatorApi, VersionDetail } from '../../../src/api/operator';
import type { SiteConfig } from '../../../contract/types';
import { OperatorStoreModel } from '../../../src/stores/OperatorStore';
import { loadSample } from '../../support/samples';
import { fakeContent, fakeMembers } from './support';

function setup() {
  let token: string | null = null;
  const config = loadSample('default.json');
  const versions: VersionDetail[] = [
    {
      version: 1,
      savedBy: 'seed',
      savedAt: '2026-11-01T00:00:00Z',
      rollbackOf: null,
      note: '',
      changes: 0,
      config,
      diff: [],
    },
  ];
  const latest = () => versions.at(-1)!;
  const push = (cfg: SiteConfig, rollbackOf: number | null): VersionDetail => {
    const v = {
      version: latest().version + 1,
      savedBy: 'operator',
      savedAt: '2026-11-02T00:00:00Z',
      rollbackOf,
      note: '',
      changes: 1,
      config: cfg,
      diff: [{ op: 'replace' as const, path: '/x', value: 1 }],
    };
    versions.push(v);
    return v;
  };
  const owner = {
    id: 1,
    username: 'operator',
    name: 'Demo Operator',
    role: { id: 1, code: 'owner', name: '' },
    permissions: [...OPERATOR_PERMISSIONS],
  };
  const api: Omit<OperatorApi, 'content' | 'members' | 'audit'> = {
    login: async (username, password) => {
      if (password !== 'Operator1234')
        throw new ApiProblem('unauthorized', 'Wrong username or password', 401, 'OPERATOR_BAD_CREDENTIALS');
      return { step: 'code', challenge: `challenge-${username}` };
    },
    loginCode: async (challenge, code) => {
      if (code !== '123456') throw new ApiProblem('unauthorized', 'The code is not correct', 401, 'OPERATOR_BAD_CODE');
      return { token: 'op-token', operator: { ...owner, username: challenge.slice(10) }, mustChangePassword: false };
    },
    me: async () => {
      if (token !== 'op-token')
        throw new ApiProblem('unauthorized', 'Please log in as an operator', 401, 'OPERATOR_NOT_LOGGED_IN');
      return owner;
    },
    current: async () => {
      if (token !== 'op-token')
        throw new ApiProblem('unauthorized', 'Please log in as an operator', 401, 'OPERATOR_NOT_LOGGED_IN');
      return latest();
    },
    save: async (cfg) => {
      if (cfg.registrationRules.username!.minLength > cfg.registrationRules.username!.maxLength) {
        throw new ApiProblem('badRequest', 'The request is not valid', 400, 'CONFIG_INVALID', {
          errors: [
            {
              pointer: '/registrationRules/username/minLength',
              message: 'minLength 30 is greater than maxLength 16',
              rule: 'schema',
            },
          ],
        });
      }
      return push(cfg, null);
    },
    versions: async () => ({ list: [...versions].reverse(), total: versions.length, pageNo: 1, pageSize: 50 }),
    version: async (v) => versions[v - 1]!,
    rollback: async (v) => push(versions[v - 1]!.config, v),
  };
  const store = OperatorStoreModel.create(
    {},
    {
      operatorApi: { ...api, content: fakeContent(), ...fakeMembers() } satisfies OperatorApi,
      tokenStore: { get: () => token, set: (t: string | null) => void (token = t) },
    },
  );
  return { store, tokenOf: () => token };
}

/** Both sign-in steps against the fake: the password, then the code. */
async function signIn(store: ReturnType<typeof setup>['store']) {
  await store.login('operator', 'Operator1234');
  await store.loginCode('123456');
}

describe('OperatorStore', () => {
  it('signs in with its own token and loads the current version and the history', async () => {
    const { store, tokenOf } = setup();
    await store.login('operator', 'nope');
    expect([store.failure, tokenOf()]).toEqual(['Wrong username or password', null]);
    await store.login('operator', 'Operator1234');
    // the password alone keeps no token: the code step follows (README "Staff and roles")
    expect([store.challenge?.step, tokenOf(), store.loggedIn]).toEqual(['code', null, false]);
    await store.loginCode('000000');
    expect([store.failure, tokenOf(), store.challenge?.step]).toEqual(['The code is not correct', null, 'code']);
    await store.loginCode('123456');
    expect(store.challenge).toBeNull();
    await store.load();
    expect([tokenOf(), store.loggedIn, store.current?.version, store.history.map((v) => v.version)]).toEqual([
      'op-token',
      true,
      1,
      [1],
    ]);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps a refused draft with its errors by pointer, then saves and rolls back as new versions', async () => {
    const { store } = setup();
    await signIn(store);
    await store.load();
    store.edit((d) => void (d.registrationRules.username!.minLength = 30));
    expect(store.dirty).toBe(true);
    await store.save('');
    expect(store.errorsAt('/registrationRules/username').map((e) => e.pointer)).toEqual([
      '/registrationRules/username/minLength',
    ]);
    expect(store.errorsAt('/registrationRules/password')).toEqual([]);
    expect([store.dirty, store.current?.version]).toEqual([true, 1]);

    store.edit((d) => {
      d.registrationRules.username!.minLength = 6;
      d.systemStatus.maintenance = true;
    });
    await store.save('maintenance');
    expect([store.errors, store.dirty, store.current?.version, store.success]).toEqual([
      [],
      false,
      2,
      'operator.console.saved',
    ]);
    await store.rollback(1);
    expect([
      store.current?.version,
      store.current?.rollbackOf,
      store.draft?.systemStatus.maintenance,
      store.history.map((v) => v.version),
    ]).toEqual([3, 1, false, [3, 2, 1]]);
  });

  it('signs out: the token is forgotten and nothing loads without it', async () => {
    const { store, tokenOf } = setup();
    await signIn(store);
    await store.load();
    store.logout();
    expect([store.loggedIn, tokenOf()]).toEqual([false, null]);
    await store.load();
    expect(store.loggedIn).toBe(false);
  });
});

describe('OperatorStore content (announcements and banners)', () => {
  it('loads with the configuration and versions on its own: refusal by pointer, save, rollback', async () => {
    const { store } = setup();
    await signIn(store);
    await store.load();
    const content = store.documentOf('content');
    expect([store.content.current?.version, store.content.history.map((v) => v.version), content]).toEqual([
      1,
      [1],
      store.content,
    ]);
    store.content.edit(
      (d) =>
        void d.announcements.push({
          kind: 'PL',
          execution: 'B',
          title: { tw: '新', en: ' ' },
          content: { tw: '<p>新</p>', en: '<p>New</p>' },
          active: true,
        }),
    );
    expect(store.content.dirty).toBe(true);
    await store.content.save('');
    expect([
      store.content.errorsAt('/announcements/1').map((e) => e.rule),
      store.content.current?.version,
      store.dirty,
    ]).toEqual([['title-both-languages'], 1, false]);
    store.content.edit((d) => void (d.announcements[1]!.title.en = 'New'));
    await store.content.save('marquee');
    expect([store.content.errors, store.content.dirty, store.content.current?.version, store.current?.version]).toEqual(
      [[], false, 2, 1],
    );
    await store.content.rollback(1);
    expect([
      store.content.current?.version,
      store.content.draft?.announcements.length,
      store.content.history.map((v) => v.version),
    ]).toEqual([3, 1, [3, 2, 1]]);
  });
});
