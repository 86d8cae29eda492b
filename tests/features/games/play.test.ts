/**
 * Playing on the client (spec sections 2, 4, 5, 6 and 8): opening a game in a new window
 * (popup blocked, maintenance, login), favourites (optimistic add, remove at once, throttle without
 * a trailing call, re-sync after a failure, loaded on login), the FAV and RECENT lobby filters.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { ApiProblem } from '../../../src/api/client';
import type { LaunchInfo, PlayApi } from '../../../src/api/launch';
import type { Game, MemberInfo } from '../../../contract/types';
import { launchFailureKey, openGameWindow, seamlessPath, targetFromQuery } from '../../../src/stores/gameLaunch';
import { createRootStore } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { game as baseGame } from '../helpers';

const game = (nodeId: number, extra: Partial<Game> = {}): Game =>
  baseGame(nodeId, { vassalage: 'BGS', gameType: 'BGS', ...extra });

const info: LaunchInfo = {
  url: 'https://games.example/play?s=1',
  mode: 'real',
  nodeId: 1,
  gameCode: 'G1',
  vassalage: 'BGS',
  gameType: 'BGS',
  displayName: 'Game 1',
};

function fakePlay(overrides: Partial<PlayApi> = {}) {
  const calls: string[] = [];
  let ids: number[] = [];
  const api: PlayApi = {
    launch: async (target, mode) => (calls.push(`launch ${JSON.stringify(target)} ${mode}`), info),
    favouriteIds: async () => (calls.push('ids'), ids),
    favourites: async () => (calls.push('favourites'), ids.map((id) => game(id))),
    addFavourite: async (g) => (calls.push(`add ${g.nodeId}`), (ids = [g.nodeId, ...ids])),
    removeFavourite: async (id) => (calls.push(`remove ${id}`), (ids = ids.filter((x) => x !== id))),
    recent: async () => (calls.push('recent'), [game(7), game(8, { gameType: 'RNG' })]),
    ...overrides,
  };
  return { api, calls, setIds: (next: number[]) => (ids = next) };
}

const ui = () => ({ openModal: jest.fn(), showNotice: jest.fn() });
const fakeWindow = () => ({ opener: {}, location: { replace: jest.fn() }, close: jest.fn() });
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('opening a game', () => {
  it('opens the window inside the click, then sends it to the vendor URL', async () => {
    const { api, calls } = fakePlay();
    const win = fakeWindow();
    const open = jest.fn((_url: string, _target: string) => win as unknown as Window);
    const u = ui();
    const pending = openGameWindow({
      play: api,
      ui: u,
      target: { nodeId: 1 },
      mode: 'real',
      language: 'EN',
      openWindow: open,
    });
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(await pending).toBe('opened');
    expect(win.opener).toBeNull();
    expect(win.location.replace).toHaveBeenCalledWith(info.url);
    expect(calls).toEqual(['launch {"nodeId":1} real']);
  });

  it('says the popup was blocked and launches nothing', async () => {
    const { api, calls } = fakePlay();
    const u = ui();
    expect(
      await openGameWindow({
        play: api,
        ui: u,
        target: { nodeId: 1 },
        mode: 'real',
        language: 'EN',
        openWindow: () => null,
      }),
    ).toBe('blocked');
    expect(u.showNotice).toHaveBeenCalledWith('popupBlocked');
    expect(calls).toEqual([]);
  });

  it('closes the window and shows maintenance, the trial notice or the login popup', async () => {
    const cases: [string, string | null, string | null][] = [
      ['GAME_MAINTENANCE', 'play.gameMaintenance', null],
      ['NEED_TRUE_ACCOUNT', 'in_need_true_account', null],
      ['NOT_LOGGED_IN', null, 'login'],
    ];
    for (const [code, notice, modal] of cases) {
      const { api } = fakePlay({ launch: async () => Promise.reject(new ApiProblem('badRequest', 'no', 503, code)) });
      const win = fakeWindow();
      const u = ui();
      expect(
        await openGameWindow({
          play: api,
          ui: u,
          target: { nodeId: 1 },
          mode: 'real',
          language: 'EN',
          openWindow: () => win as unknown as Window,
        }),
      ).toBe('refused');
      expect(win.close).toHaveBeenCalled();
      expect(win.location.replace).not.toHaveBeenCalled();
      if (notice) expect(u.showNotice).toHaveBeenCalledWith(notice);
      if (modal) expect(u.openModal).toHaveBeenCalledWith(modal);
    }
  });

  it('reads launch targets from page queries and builds /seamless paths', () => {
    expect(targetFromQuery(new URLSearchParams('nodeId=90001'))).toEqual({ nodeId: 90001 });
    expect(targetFromQuery(new URLSearchParams('vassalage=BGS_LOTT&gameCode=BGS_LOTTO'))).toEqual({
      vassalage: 'BGS_LOTT',
      gameCode: 'BGS_LOTTO',
    });
    expect(targetFromQuery(new URLSearchParams('gameCode=X'), 'TCG')).toEqual({ vassalage: 'TCG', gameCode: 'X' });
    expect(targetFromQuery(new URLSearchParams('gameCode=BGS_LOTTO'))).toEqual({ gameCode: 'BGS_LOTTO' });
    expect(targetFromQuery(new URLSearchParams(''))).toBeNull();
    expect(seamlessPath({ vassalage: 'BGS_LOTT', gameCode: 'BGS_LOTTO' }, 'real')).toBe(
      '/seamless?vassalage=BGS_LOTT&gameCode=BGS_LOTTO&mode=real',
    );
    expect(seamlessPath({ nodeId: 5 }, 'trial')).toBe('/seamless?nodeId=5&mode=trial');
  });
});

const member: MemberInfo = {
  id: 1,
  account: 'demo01',
  nickname: 'Demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  email: null,
  mobileNum: null,
  countryDialingCode: null,
  affiliateCode: null,
};

function storeWith(play: PlayApi) {
  return createRootStore(
    { ...storeEnvFor(loadSample('default.json')), play } as Parameters<typeof createRootStore>[0],
    {},
  );
}

describe('favourites', () => {
  it('load on login and are forgotten on logout', async () => {
    const fake = fakePlay();
    fake.setIds([3, 4]);
    const store = storeWith(fake.api);
    expect(store.games.favouriteIds).toEqual([]);
    expect(fake.calls).toEqual([]);
    store.session.setMember(member, 'token-1');
    await flush();
    expect(store.games.favouriteIds).toEqual([3, 4]);
    store.session.clear();
    expect(store.games.favouriteIds).toEqual([]);
  });

  it('add is optimistic, remove drops at once, toggles are throttled to 1 s with no trailing call', async () => {
    const fake = fakePlay();
    const store = storeWith(fake.api);
    expect(store.games.toggleFavourite(game(5), 10_000)).toBe(true);
    expect(store.games.favouriteIds).toEqual([5]);
    expect(store.games.toggleFavourite(game(5), 10_500)).toBe(false);
    expect(store.games.favouriteIds).toEqual([5]);
    expect(store.games.toggleFavourite(game(5), 11_000)).toBe(true);
    expect(store.games.favouriteIds).toEqual([]);
    await flush();
    expect(fake.calls).toEqual(['add 5', 'remove 5']);
  });

  it('re-syncs with the server when a change fails', async () => {
    const fake = fakePlay({ addFavourite: async () => Promise.reject(new Error('offline')) });
    fake.setIds([9]);
    const store = storeWith(fake.api);
    store.games.setFavourites([game(9)]);
    store.games.toggleFavourite(game(6), 50_000);
    expect(store.games.favouriteIds).toEqual([6, 9]);
    await flush();
    await flush();
    expect(store.games.favouriteIds).toEqual([9]);
  });
});

describe('FAV and RECENT lobby filters', () => {
  it('FAV lists the favourites of the category, RECENT fetches the recent games', async () => {
    const fake = fakePlay();
    const store = storeWith(fake.api);
    store.games.setFavourites([game(1), game(2, { gameType: 'RNG' })]);
    await store.games.loadLobby({ category: 'BGS', vendor: null, classify: 'FAV', page: 1, keyword: '' }, 'EN');
    expect(store.games.lobby.games.map((g) => g.nodeId)).toEqual([1]);
    await store.games.loadLobby({ category: 'RNG', vendor: null, classify: 'RECENT', page: 1, keyword: '' }, 'EN');
    expect(fake.calls).toContain('recent');
    expect(store.games.lobby.games.map((g) => g.nodeId)).toEqual([8]);
  });
});

describe('GamesStore launches', () => {
  it('opens a game from a click through the environment and refreshes the recent games', async () => {
    const fake = fakePlay();
    const store = storeWith(fake.api);
    const win = fakeWindow();
    const target = ui();
    const outcome = await store.games.openGame(
      { nodeId: 1 },
      'real',
      { ...target, lang: 'TW' },
      { openWindow: () => win as unknown as Window },
    );
    await flush();
    expect(outcome).toBe('opened');
    expect(win.location.replace).toHaveBeenCalledWith(info.url);
    expect(fake.calls).toEqual(['launch {"nodeId":1} real', 'recent']);
    expect(store.games.recent.map((g) => g.nodeId)).toEqual([7, 8]);
  });

  it('leaves the recent games alone when asked (the /seamless new-window button)', async () => {
    const fake = fakePlay();
    const store = storeWith(fake.api);
    await store.games.openGame(
      { nodeId: 1 },
      'trial',
      { ...ui(), lang: 'EN' },
      { refreshRecent: false, openWindow: () => fakeWindow() as unknown as Window },
    );
    await flush();
    expect(fake.calls).toEqual(['launch {"nodeId":1} trial']);
  });

  it('launches in the page, refreshing the recent games; a refusal keeps its notice key', async () => {
    const fake = fakePlay();
    const store = storeWith(fake.api);
    await expect(store.games.launchInPage({ vassalage: 'BGS' }, 'real', 'TW')).resolves.toEqual(info);
    await flush();
    expect(fake.calls).toEqual(['launch {"vassalage":"BGS"} real', 'recent']);
    const refusing = storeWith(
      fakePlay({ launch: async () => Promise.reject(new ApiProblem('badRequest', 'no', 400, 'GAME_MAINTENANCE')) }).api,
    );
    const err = await refusing.games.launchInPage({ nodeId: 2 }, 'real', 'TW').catch((e: unknown) => e);
    expect(launchFailureKey(err)).toBe('play.gameMaintenance');
  });
});
