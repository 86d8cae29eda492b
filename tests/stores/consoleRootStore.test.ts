import { runInAction } from 'mobx';
import { getRoot, getSnapshot, unprotect } from 'mobx-state-tree';
import { CONSOLE_API_NAMES } from '../../src/api';
import type { OperatorMessagesApi } from '../../src/api/operatorMessages';
import { CONSOLE_STORES, createConsoleRootStore } from '../../src/stores/ConsoleRootStore';
import { MissingApiError } from '../../src/stores/envApi';
import { fakeConsoleEnv, fakeOf, fakeStoreEnv } from '../support/storeEnv';

const memoryToken = () => {
  let token: string | null = 'tok';
  return { get: () => token, set: (t: string | null) => void (token = t) };
};

test('the console root is built once over every console API, and refuses an environment missing one', () => {
  const root = createConsoleRootStore({ ...fakeStoreEnv(), tokenStore: memoryToken() });
  for (const panel of [root.points, root.promotions, root.rewards, root.rg, root.chat, root.broadcasts, root.pages])
    expect(getRoot(panel)).toBe(root);
  for (const name of CONSOLE_API_NAMES) {
    const env = { ...fakeStoreEnv(), [name]: undefined };
    expect(() => createConsoleRootStore(env)).toThrow(MissingApiError);
  }
});

test('a panel store reads its API from the root environment and logout clears every panel', async () => {
  const tokens = memoryToken();
  const view = { username: 'amy' } as never;
  const root = createConsoleRootStore({
    ...fakeStoreEnv({ operatorRgApi: fakeOf('operatorRgApi', { operatorView: async () => view }) }),
    tokenStore: tokens,
  });
  root.rg.setUsername('amy');
  await root.rg.lookUp();
  expect(root.rg.view).toBe(view);
  unprotect(root);
  runInAction(() => {
    root.points.queueUsername = 'bob';
    root.broadcasts.titleTw = 'hello';
    root.pages.draft = { pages: [] } as never;
    root.operatorName = 'op';
  });

  root.logout();

  expect(tokens.get()).toBeNull();
  expect(root.operatorName).toBeNull();
  expect(root.rg.view).toBeNull();
  expect(root.rg.username).toBe('');
  expect(root.points.queueUsername).toBe('');
  expect(root.pages.draft).toBeNull();
  expect(root.broadcasts.titleTw).toBe('');
});

test('a 401 in a panel signs the whole console out', async () => {
  const tokens = memoryToken();
  const refused = Object.assign(new Error('expired'), { status: 401 });
  const root = createConsoleRootStore({
    ...fakeStoreEnv({
      operatorMessagesApi: fakeOf<OperatorMessagesApi>('operatorMessagesApi', {
        history: () => Promise.reject(refused),
      }),
    }),
    tokenStore: tokens,
  });
  await root.broadcasts.loadHistory(1);
  expect(tokens.get()).toBeNull();
});

test('logout stops the chat link and puts every console store back to the state of a new root', () => {
  let linkStopped = 0;
  const root = createConsoleRootStore(
    fakeConsoleEnv({ startLink: () => ({ stop: () => void (linkStopped += 1), live: true }) }),
  );
  const fresh = createConsoleRootStore(fakeConsoleEnv());
  root.chat.start();
  unprotect(root);
  runInAction(() => {
    root.content.draft = { announcements: [], banners: [] } as never;
    root.agents.query = 'agent';
    root.contracts.policy.draft = {} as never;
    root.promotions.list.pageNo = 3;
    root.rewards.bonuses.filter = { username: 'amy' } as never;
    root.chat.selectedId = 7;
  });

  root.logout();

  expect(linkStopped).toBe(1);
  for (const key of CONSOLE_STORES) expect([key, getSnapshot(root[key])]).toEqual([key, getSnapshot(fresh[key])]);
});
