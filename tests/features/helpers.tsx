/**
 * Test helpers for screens: a fake web API with seeded-like content, a loaded root store for a
 * config sample, and a render wrapper with i18n (EN), stores and a MemoryRouter.
 */
import '../support/webPolyfills';
import { render } from '@testing-library/react';

// jsdom does not implement window.scrollTo (ScrollManager calls it on navigation).
window.scrollTo = (() => undefined) as typeof window.scrollTo;
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { WebApi } from '../../src/api';
import type { Announcement, Game, GameCategory, WinnerBoardEntry } from '../../contract/types';
import { createI18n } from '../../src/i18n';
import { createRootStore, StoreProvider, type RootStore } from '../../src/stores';
import { fakeApi, loadSample } from '../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../support/storeEnv';

export function game(nodeId: number, patch: Partial<Game> = {}): Game {
  return {
    gameId: nodeId,
    nodeId,
    nodeName: `Game ${nodeId}`,
    gameName: `Game ${nodeId}`,
    displayName: `Game ${nodeId}`,
    iconUrl: `/media/games/${nodeId}.svg`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameCode: `PG-${nodeId}`,
    isGame: 'GAME',
    isHot: 0,
    isNew: 0,
    subCategory: null,
    freeTrial: false,
    ...patch,
  };
}

export function winners(n: number): WinnerBoardEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    customerName: `u${i + 1}***`,
    winAmount: (1234567.5 - i * 1000).toFixed(2),
    iconUrl: `/a/${i}.svg`,
    gameName: `G${i}`,
  }));
}

export function announcements(n: number): Announcement[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    title: `Title ${i + 1}`,
    content: `<p>Body ${i + 1}</p><script>window.hacked=1</script><img src=x onerror="window.hacked=1">`,
    execution: 'B',
    createdAt: '2026-11-01T10:00:00.000Z',
  }));
}

/** A web API with content; `over` replaces single calls. */
export function contentWebApi(over: Partial<WebApi> = {}, lists: Partial<Record<GameCategory, Game[]>> = {}): WebApi {
  return {
    ...emptyWebApi(),
    gameList: async (q) => {
      const all = lists[q.gameType] ?? [];
      return {
        games: all.slice((q.pageNo - 1) * (q.pageSize ?? 20), q.pageNo * (q.pageSize ?? 20)),
        pageNo: q.pageNo,
        pageSize: q.pageSize ?? 20,
        totalPages: Math.max(1, Math.ceil(all.length / (q.pageSize ?? 20))),
        totalCount: all.length,
      };
    },
    ...over,
  };
}

/** A root store whose configuration (config-samples/<file>) is loaded. */
export async function loadedStore(web: WebApi = emptyWebApi(), file = 'default.json'): Promise<RootStore> {
  const store = createRootStore(fakeStoreEnv({ api: fakeApi(loadSample(file)), web }), {});
  await store.config.load();
  return store;
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

export function renderWith(store: RootStore, ui: ReactNode, path = '/') {
  const i18n = createI18n('EN');
  return render(
    <I18nextProvider i18n={i18n}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Location />
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
}
