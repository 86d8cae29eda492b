/**
 * Sign-out and member switch (spec section 4, sessions): the RootStore resets every member store,
 * so nothing of the first member shows to the next one, and an answer for the first member still
 * on its way is dropped. Also: a store whose environment lacks its API fails naming it.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { getSnapshot, walk, type IAnyStateTreeNode } from 'mobx-state-tree';
import type { AgentApi } from '../../src/api/agent';
import type { BonusesApi } from '../../src/api/bonuses';
import type { WalletApi } from '../../src/api/wallet';
import { createRootStore, type RootStore } from '../../src/stores';
import { MEMBER_STORES } from '../../src/stores/RootStore';
import { BonusStoreModel } from '../../src/stores/rewards/BonusStore';
import type { MemberInfo } from '../../src/stores/SessionStore';
import { loadSample } from '../support/samples';
import { fakeOf, fakeStoreEnv, storeEnvFor } from '../support/storeEnv';
import type { MemberState } from '../../contract/types';

const ALICE: MemberInfo = { id: 1, account: 'alice01', nickname: 'Alice', type: 0 };
const BOB: MemberInfo = { id: 2, account: 'bob02', nickname: 'Bob', type: 0 };

/** The member whose token the fake server sees. */
let signedIn: MemberInfo | null = null;
const owner = () => signedIn?.account ?? 'nobody';

const memberState = (): MemberState =>
  ({
    balance: owner() === 'alice01' ? '1111.00' : '22.00',
    currency: 'USD',
    currencySymbol: '$',
    unreadMessage: owner() === 'alice01' ? 7 : 0,
    rewardCount: owner() === 'alice01' ? 3 : 0,
    missionCount: owner() === 'alice01' ? 2 : 0,
    availablePromoCount: 0,
    hasVip: owner() === 'alice01',
    vipLabelName: owner() === 'alice01' ? 'Gold alice01' : null,
    vipRankLevel: owner() === 'alice01' ? 3 : null,
  }) as MemberState;

function newStore(): RootStore {
  const env = {
    ...storeEnvFor(loadSample('default.json')),
    wallet: fakeOf<WalletApi>('wallet', { memberState: async () => memberState() }),
    agent: fakeOf<AgentApi>('agent', {
      profile: async () => ({ account: owner(), timeZone: 'UTC' }) as never,
    }),
    bonuses: fakeOf<BonusesApi>('bonuses', {
      list: async () => ({ list: [{ id: 1, name: `bonus of ${owner()}` }], totalCount: 1 }) as never,
    }),
    walletSocket: null,
  };
  return createRootStore(env, {});
}

function signIn(store: RootStore, member: MemberInfo) {
  signedIn = member;
  store.session.setMember(member, `token-${member.account}`);
}

/** Every resource (src/stores/center/ResourceModel.ts) under `node`. */
function resourcesOf(node: IAnyStateTreeNode) {
  const found: { load(call: () => Promise<unknown>): Promise<unknown> }[] = [];
  walk(node, (n) => {
    const r = n as { load?: unknown; reload?: unknown; errorText?: unknown };
    if ([r.load, r.reload, r.errorText].every((f) => typeof f === 'function')) found.push(n as (typeof found)[number]);
  });
  return found;
}

/** Loads the signed-in member's data into every member store: its calls and every resource it holds. */
async function loadEverything(store: RootStore) {
  for (const key of MEMBER_STORES)
    for (const resource of resourcesOf(store[key])) await resource.load(async () => ({ owner: owner() }));
  await store.wallet.refresh();
  await store.agent.loadProfile();
  await store.bonuses.load();
}

/** The member stores whose state mentions `account`. */
const showing = (store: RootStore, account: string) =>
  MEMBER_STORES.filter((key) => JSON.stringify(getSnapshot(store[key])).includes(account));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  signedIn = null;
});

describe('member stores on sign-out and member switch', () => {
  it('hold the member data once loaded (the check below can fail)', async () => {
    const store = newStore();
    signIn(store, ALICE);
    await loadEverything(store);
    expect(showing(store, 'alice01')).toEqual([...MEMBER_STORES]);
    expect(store.wallet.balance).toBe('1111.00');
    expect(store.agent.profile.data).toMatchObject({ account: 'alice01' });
    expect(store.bonuses.list.data).toMatchObject({ list: [{ name: 'bonus of alice01' }] });
  });

  it('after sign-out and a second member signing in, no store shows the first member', async () => {
    const store = newStore();
    signIn(store, ALICE);
    await loadEverything(store);

    store.session.clear();
    signedIn = null;
    expect(showing(store, 'alice01')).toEqual([]);
    expect(store.wallet.balance).toBeNull();
    expect(store.wallet.unreadMessage).toBe(0);
    expect(store.wallet.vipLabelName).toBeNull();
    expect(store.agent.profile.data).toBeNull();
    expect(store.agent.profile.loading).toBe(true);
    expect(store.bonuses.list.data).toBeNull();

    signIn(store, BOB);
    await loadEverything(store);
    expect(showing(store, 'alice01')).toEqual([]);
    expect(showing(store, 'bob02').length).toBeGreaterThan(0);
    expect(store.wallet.balance).toBe('22.00');
    expect(store.agent.profile.data).toMatchObject({ account: 'bob02' });
  });

  it('resets on a member switch without a sign-out in between', async () => {
    const store = newStore();
    signIn(store, ALICE);
    await loadEverything(store);
    signIn(store, BOB);
    expect(showing(store, 'alice01')).toEqual([]);
    expect(store.wallet.balance).toBeNull();
    expect(store.bonuses.list.data).toBeNull();
  });

  it('drops an answer for the first member that arrives after the sign-out', async () => {
    const store = newStore();
    signIn(store, ALICE);
    let answer!: (v: unknown) => void;
    const late = store.agent.profile.load(() => new Promise((resolve) => (answer = resolve)) as never);
    store.session.clear();
    answer({ account: 'alice01' });
    await late;
    expect(store.agent.profile.data).toBeNull();
    expect(showing(store, 'alice01')).toEqual([]);
  });

  it('keeps what is not member data: the language, the hide toggle, why responsible gaming logged out', async () => {
    const store = newStore();
    signIn(store, ALICE);
    store.ui.setLang('EN');
    store.wallet.toggleHidden();
    store.rg.receiveLive({ action: 'loggedOut', kind: 'timeout', until: '2030-01-01T00:00:00Z' });
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.ui.lang).toBe('EN');
    expect(store.wallet.hidden).toBe(true);
    expect(store.rg.loggedOutBy).toMatchObject({ kind: 'timeout' });
  });

  it('does not reset when a member signs in after nobody (the restore on start)', async () => {
    const store = newStore();
    await store.bonuses.load();
    signIn(store, ALICE);
    expect(store.bonuses.list.data).toMatchObject({ list: [{ name: 'bonus of nobody' }] });
  });
});

describe('the store environment', () => {
  it('a root store whose environment lacks an API fails at creation, naming it', () => {
    expect(() => createRootStore(fakeStoreEnv({ points: undefined }), {})).toThrow('"points" API');
  });

  it('a store whose environment lacks its API fails naming it, before any request', () => {
    const store = BonusStoreModel.create({}, fakeStoreEnv({ bonuses: undefined }));
    return expect(store.load()).rejects.toThrow('"bonuses" API');
  });

  it('a fake environment answers an API the test did not supply with "not faked"', async () => {
    const store = BonusStoreModel.create({}, fakeStoreEnv());
    await store.load();
    expect(store.list.failed).toBe(true);
    await expect(fakeStoreEnv().bonuses.list({} as never)).rejects.toThrow('not faked: bonuses.list');
  });
});
