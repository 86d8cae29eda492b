import '../support/webPolyfills';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createI18n } from '../../src/i18n';
import { MenuRenderer, UnknownRenderer, isKnownAction } from '../../src/renderers';
import { createRootStore, StoreProvider, type RootStore } from '../../src/stores';
import { loadSample } from '../support/samples';
import { storeEnvFor } from '../support/storeEnv';
import type { ReactNode } from 'react';

async function loadedStore(file = 'default.json'): Promise<RootStore> {
  const store = createRootStore(storeEnvFor(loadSample(file)));
  await store.config.load();
  return store;
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

function renderWith(store: RootStore, ui: ReactNode) {
  const i18n = createI18n('EN');
  return render(
    <I18nextProvider i18n={i18n}>
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={['/']}>
          {ui}
          <Location />
        </MemoryRouter>
      </StoreProvider>
    </I18nextProvider>,
  );
}

const topLevelItems = (nav: HTMLElement) =>
  within(nav.querySelector('ul') as HTMLElement)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === nav.querySelector('ul'));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('MenuRenderer: top navigation', () => {
  it('draws Home first and Promotions last as real links, with translated labels', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="topNav" variant="topNav" />);
    const nav = screen.getByRole('navigation');
    const labels = topLevelItems(nav).map((li) => (li.querySelector('a,button') as HTMLElement).textContent);
    expect(labels[0]).toBe('Home');
    expect(labels.at(-1)).toBe('Promotions');
    expect(labels).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
  });

  it('changes with the configuration: the minimal sample shows four categories', async () => {
    const store = await loadedStore('minimal.json');
    renderWith(store, <MenuRenderer menuId="topNav" variant="topNav" />);
    const labels = topLevelItems(screen.getByRole('navigation')).map(
      (li) => (li.querySelector('a,button') as HTMLElement).textContent,
    );
    expect(labels).toEqual(['Home', 'Sports', 'Live', 'Slots', 'Fishing', 'Promotions']);
  });

  it('has a vendor drop menu, large above 10 vendors, with brand names as labels', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="topNav" variant="topNav" />);
    // drop menus are hidden (display: none) until their entry is hovered or focused
    const dropOf = (label: string) =>
      screen.getByRole('navigation').querySelector(`ul[aria-label="${label}"]`) as HTMLElement;
    const rngDrop = dropOf('Slots');
    expect(rngDrop).not.toBeVisible();
    expect(rngDrop).toHaveAttribute('data-layout', 'large');
    expect(within(rngDrop).getAllByRole('listitem', { hidden: true })).toHaveLength(12);
    expect(within(rngDrop).getByRole('link', { name: 'PG Soft', hidden: true })).toHaveAttribute(
      'href',
      '/rng?vassalage=PG',
    );
    expect(dropOf('Live')).toHaveAttribute('data-layout', 'normal');
    fireEvent.click(within(rngDrop).getByRole('button', { name: 'Pragmatic Play', hidden: true }));
    expect(store.ui.modal).toEqual({ name: 'gamePopup', params: { mode: 'vassalage', category: 'RNG', vendor: 'PP' } });
  });

  it('navigates when a route entry is clicked', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="topNav" variant="topNav" />);
    fireEvent.click(screen.getByRole('link', { name: 'Promotions' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/promotions');
  });

  it('opens the login modal when a guest activates a launch entry; for a member it opens the game window inside the click', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="topNav" variant="topNav" />);
    const cockfight = screen.getByRole('button', { name: 'Cockfight' });
    fireEvent.click(cockfight);
    expect(store.ui.modal).toEqual({ name: 'login', params: {} });
    act(() => {
      store.ui.closeModal();
      store.session.setMember({ id: 1, account: 'player1', nickname: 'P', type: 0 });
    });
    const open = jest.spyOn(window, 'open').mockReturnValue(null); // the browser refuses the popup
    try {
      fireEvent.click(cockfight);
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(store.ui.modal).toBeNull();
      expect(store.ui.notice).toBe('popupBlocked');
    } finally {
      open.mockRestore();
    }
  });
});

describe('MenuRenderer: centers, roles and actions', () => {
  it('draws the 13 member center entries in order with badges above 0', async () => {
    const store = await loadedStore();
    act(() => store.session.setMember({ id: 1, account: 'player1', nickname: 'P', type: 0 }));
    renderWith(
      store,
      <MenuRenderer
        menuId="memberCenter"
        variant="center"
        activeId="securityCenter"
        badges={{ unreadMessage: 3, missionCount: 0, rewardCount: 120 }}
      />,
    );
    const buttons = within(screen.getByRole('navigation')).getAllByRole('button');
    expect(buttons).toHaveLength(13);
    expect(buttons[0]).toHaveTextContent('My account');
    expect(buttons[0]).toHaveAttribute('aria-current', 'page');
    expect(buttons[12]).toHaveTextContent('Platform messages3');
    expect(screen.getByRole('button', { name: /Reward center/ })).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Missions and leaderboard' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(store.ui.modal).toEqual({ name: 'memberCenter', params: { page: 'withdraw' } });
  });

  it('filters entries by the session role', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="account" variant="account" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    act(() => store.session.setMember({ id: 1, account: 'player1', nickname: 'P', type: 0 }));
    expect(screen.queryByRole('link', { name: 'Agency center' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Points' })).toHaveAttribute('href', '/pointMall');
    act(() => store.session.setMember({ id: 2, account: 'agent1', nickname: 'A', type: 42 }));
    expect(screen.getByRole('link', { name: 'Agency center' })).toHaveAttribute('href', '/agentHome');
  });

  it('footer: members see invite friends, agents affiliate service; terms open the help modal at #term', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="footer" variant="footer" />);
    expect(screen.getByRole('button', { name: 'Invite friends' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Affiliate service' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Terms and conditions' }));
    expect(store.ui.modal).toEqual({ name: 'help', params: { anchor: 'term' } });
    act(() => store.session.setMember({ id: 2, account: 'agent1', nickname: 'A', type: 1 }));
    expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Affiliate service' })).toBeInTheDocument();
  });

  it('side menu switches language and theme; sign out asks for confirmation', async () => {
    const store = await loadedStore();
    act(() => store.session.setMember({ id: 1, account: 'player1', nickname: 'P', type: 0 }));
    renderWith(
      store,
      <>
        <MenuRenderer menuId="side" variant="side" />
        <MenuRenderer menuId="account" variant="account" />
      </>,
    );
    const theme = store.ui.theme;
    fireEvent.click(screen.getByRole('button', { name: 'Language' }));
    expect(store.ui.lang).toBe('EN');
    fireEvent.click(screen.getByRole('button', { name: 'Theme' }));
    expect(store.ui.theme).not.toBe(theme);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(store.ui.modal?.name).toBe('logoutConfirm');
  });

  it('floating menu keeps accessible names while drawing icons only', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="floatingService" variant="floating" />);
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveAttribute('title', 'Back to top');
    expect(screen.getByRole('button', { name: 'Telegram VIP' })).toBeInTheDocument();
  });
});

describe('UnknownRenderer', () => {
  it('says visibly which menu it could not render', async () => {
    const store = await loadedStore();
    renderWith(store, <MenuRenderer menuId="noSuchMenu" variant="side" />);
    expect(screen.getByRole('note')).toHaveTextContent('noSuchMenu');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('names an unknown action kind', () => {
    expect(isKnownAction({ kind: 'teleport' })).toBe(false);
    expect(isKnownAction({ kind: 'route' })).toBe(true);
    render(<UnknownRenderer what="menu action" name="x: teleport" />);
    expect(screen.getByRole('note')).toHaveTextContent('teleport');
  });
});
