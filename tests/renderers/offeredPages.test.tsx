/**
 * Menus offer a center page only when the registry has it and the build has its component
 * (src/renderers/center/offeredPages.tsx): with a component table lacking the reward center, the
 * side menu leaves it out; the build's table has every member page, the security center among them.
 */
import '../support/webPolyfills';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { CENTER_PAGE_COMPONENTS } from '../../src/features/routing/centerPages';
import { createI18n } from '../../src/i18n';
import { MenuRenderer } from '../../src/renderers';
import { CenterPagesProvider } from '../../src/renderers/center/offeredPages';
import { createRootStore, StoreProvider, type RootStore } from '../../src/stores';
import { loadSample } from '../support/samples';
import { storeEnvFor } from '../support/storeEnv';

async function loadedStore(): Promise<RootStore> {
  const store = createRootStore(storeEnvFor(loadSample('default.json')));
  await store.config.load();
  return store;
}

function renderWith(store: RootStore, ui: ReactNode) {
  return render(
    <I18nextProvider i18n={createI18n('EN')}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
}

const entryIds = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('[data-entry]')).map((e) => e.getAttribute('data-entry'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('menus offer only the center pages the build can draw', () => {
  it('leaves out a page id without component and keeps the other entries', async () => {
    const store = await loadedStore();
    expect(store.config.pages?.member.rewardCenter).toBeDefined();
    const { rewardCenter, ...withoutRewardCenter } = CENTER_PAGE_COMPONENTS.member ?? {};
    expect(rewardCenter).toBeDefined();
    renderWith(
      store,
      <CenterPagesProvider tables={{ member: withoutRewardCenter, agent: CENTER_PAGE_COMPONENTS.agent }}>
        <MenuRenderer menuId="side" variant="side" />
      </CenterPagesProvider>,
    );
    const ids = entryIds(screen.getByRole('navigation'));
    expect(ids).not.toContain('rewardCenter');
    expect(ids).toContain('appDownload');
  });

  it('offers a page id whose component the build has', async () => {
    const store = await loadedStore();
    renderWith(
      store,
      <CenterPagesProvider tables={{ member: { rewardCenter: CENTER_PAGE_COMPONENTS.member!.securityCenter! } }}>
        <MenuRenderer menuId="side" variant="side" />
      </CenterPagesProvider>,
    );
    expect(entryIds(screen.getByRole('navigation'))).toContain('rewardCenter');
  });

  it('offers every entry when no component table is provided', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="side" variant="side" />);
    expect(within(screen.getByRole('navigation')).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(entryIds(screen.getByRole('navigation'))).toContain('rewardCenter');
  });
});
