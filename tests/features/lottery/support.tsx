/**
 * Rendering the lottery pages in tests: a root store whose environment brings a fake lottery API,
 * missions API and play API, signed in as a member (the pages need a token), and a render in EN
 * or TW inside a MemoryRouter at a path.
 */
import '../../support/webPolyfills';
import { jest } from '@jest/globals';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Leaderboard, MissionSummary } from '../../../contract/types';
import type { LotteryApi } from '../../../src/api/lottery';
import type { PlayApi } from '../../../src/api/launch';
import type { MissionsApi } from '../../../src/api/missions';
import { createI18n } from '../../../src/i18n';
import { createRootStore, StoreProvider, type RootStore, type StoreEnv } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { fakeLotteryApi } from './fixtures';

window.scrollTo = (() => undefined) as typeof window.scrollTo;

export const summary: MissionSummary = {
  daily: [
    {
      id: 'd1',
      period: 'daily',
      kind: 'validBet',
      category: 'LOTT',
      title: 'Bet 200 on lottery today',
      target: '200.00',
      progress: '50.00',
      percent: 25,
      reward: '5.00',
      multiple: 1,
      state: 'inProgress',
      rewardId: null,
      endsAt: '2026-11-27T00:00:00.000Z',
    },
    {
      id: 'd2',
      period: 'daily',
      kind: 'winRounds',
      category: null,
      title: 'Win 3 rounds today',
      target: '3',
      progress: '3',
      percent: 100,
      reward: '3.00',
      multiple: 1,
      state: 'completed',
      rewardId: 41,
      endsAt: '2026-11-27T00:00:00.000Z',
    },
  ],
  weekly: [],
  dailyEndsAt: '2026-11-27T00:00:00.000Z',
  weeklyEndsAt: '2026-11-30T00:00:00.000Z',
  completedUnclaimed: 1,
};

export const board: Leaderboard = {
  board: 'validBet',
  periodKey: '2026-W48',
  from: '2026-11-23T00:00:00.000Z',
  to: '2026-11-30T00:00:00.000Z',
  closed: false,
  entries: [
    { rank: 1, username: 'lu***8', value: '98000.00', prize: '888.00', me: false },
    { rank: 2, username: 'de***1', value: '45000.00', prize: '388.00', me: true },
    { rank: 3, username: 'ha***n', value: '12000.00', prize: '188.00', me: false },
  ],
  me: { rank: 2, value: '45000.00' },
  prizes: ['888.00', '388.00', '188.00'],
};

export function fakeMissions(): MissionsApi {
  return {
    missions: jest.fn(async () => summary),
    claimReward: jest.fn(async () => Promise.reject(new Error('not in this test'))),
    leaderboard: jest.fn(async () => board),
    referral: jest.fn(async () => Promise.reject(new Error('not in this test'))),
    referralFriends: jest.fn(async () => Promise.reject(new Error('not in this test'))),
  } as unknown as MissionsApi;
}

export function fakePlay(): PlayApi & { launch: jest.Mock<PlayApi['launch']> } {
  return {
    launch: jest.fn<PlayApi['launch']>(
      async () => ({ url: 'https://vendor.example/lottery', displayName: 'Northern Lottery' }) as never,
    ),
    favouriteIds: async () => [],
    favourites: async () => [],
    addFavourite: async () => [],
    removeFavourite: async () => [],
    recent: async () => [],
  };
}

/** A root store signed in as a member, with the fakes in its environment. */
export function lotteryStore(
  over: { lottery?: LotteryApi; missions?: MissionsApi; play?: PlayApi; trial?: boolean } = {},
): RootStore {
  const env = {
    ...storeEnvFor(loadSample('default.json')),
    lottery: over.lottery ?? fakeLotteryApi(),
    missions: over.missions ?? fakeMissions(),
    play: over.play ?? fakePlay(),
  } as unknown as StoreEnv;
  const store = createRootStore(env, {});
  store.session.setMember(
    { id: 1, account: 'demo01', nickname: 'Demo One', type: over.trial ? 4 : 0 } as never,
    'token-1',
  );
  return store;
}

/** Renders `ui` at `path` (matched by `route`, default the path's pathname) in `lang`. */
export function renderLottery(
  store: RootStore,
  ui: ReactNode,
  { path = '/lottery', lang = 'EN' }: { path?: string; lang?: 'EN' | 'TW' } = {},
) {
  const route = path.split('?')[0]!;
  return render(
    <I18nextProvider i18n={createI18n(lang)}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<output aria-label="elsewhere" />} />
          </Routes>
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
}
