import '../support/webPolyfills';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Permission } from '../../contract/types';
import type { RootStore } from '../../src/stores';
import { CenterPageRenderer, type CenterPageProps, type CenterPageTable } from '../../src/renderers/CenterPageRenderer';
import { MEMBER_CENTER_PAGES } from '../../engine/menus/centerMenus';
import { en } from '../../src/i18n/locales/en';
import { centerStore, renderCenter } from '../features/member-center/support';

function Probe({ page, openPage }: CenterPageProps) {
  return (
    <div data-testid="probe">
      probe:{page}
      <button type="button" onClick={() => openPage('depositv2')}>
        go deposit
      </button>
    </div>
  );
}

/** A page table whose loaders count how often each page module is loaded. */
function countingTable(ids: string[]): { table: CenterPageTable; loads: Record<string, number> } {
  const loads: Record<string, number> = {};
  const table = Object.fromEntries(
    ids.map((id) => [
      id,
      async () => {
        loads[id] = (loads[id] ?? 0) + 1;
        return { default: Probe };
      },
    ]),
  );
  return { table, loads };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('CenterPageRenderer', () => {
  it('draws the member center menu in spec order and opens securityCenter by default', async () => {
    const store = await centerStore();
    const { table } = countingTable([...MEMBER_CENTER_PAGES]);
    renderCenter(store, <CenterPageRenderer center="member" pages={table} />);
    const nav = screen.getByRole('navigation', { name: 'Member center menu' });
    const labels = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(MEMBER_CENTER_PAGES.map((page) => en.center[page]));
    expect(labels[0]).toBe('My account');
    expect(await screen.findByTestId('probe')).toHaveTextContent('probe:securityCenter');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('My account');
  });

  it('shows red badges only for counts above 0', async () => {
    const store = await centerStore();
    const { table } = countingTable([...MEMBER_CENTER_PAGES]);
    renderCenter(
      store,
      <CenterPageRenderer
        center="member"
        pages={table}
        badges={{ unreadMessage: 3, rewardCount: 0, missionCount: 1 }}
      />,
    );
    const badges = Array.from(document.querySelectorAll('[data-badge]')).map((b) => [
      b.getAttribute('data-badge'),
      b.textContent,
    ]);
    expect(badges).toEqual([
      ['missionCount', '1'],
      ['unreadMessage', '3'],
    ]);
  });

  it('lazy-loads each page by id once, from the menu and from a page link', async () => {
    const store = await centerStore();
    const { table, loads } = countingTable(['securityCenter', 'depositv2', 'withdraw']);
    renderCenter(store, <CenterPageRenderer center="member" page="withdraw" pages={table} />);
    expect(await screen.findByTestId('probe')).toHaveTextContent('probe:withdraw');
    expect(loads).toEqual({ withdraw: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'go deposit' }));
    expect(await screen.findByText('probe:depositv2')).toBeInTheDocument();
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Member center menu' })).getByRole('button', { name: /Withdraw/ }),
    );
    expect(await screen.findByText('probe:withdraw')).toBeInTheDocument();
    expect(loads).toEqual({ withdraw: 1, depositv2: 1 });
    expect(store.ui.modal).toBeNull();
  });

  it('draws a page id the table does not have with the Unknown renderer', async () => {
    const store = await centerStore();
    const { table } = countingTable(['securityCenter']);
    renderCenter(store, <CenterPageRenderer center="member" page="bonusDetails" pages={table} />);
    expect(screen.getByRole('note')).toHaveTextContent('bonusDetails');
    expect(screen.queryByTestId('probe')).toBeNull();
  });

  it('offers in its menu only the pages the table has a component for', async () => {
    const store = await centerStore();
    const { table } = countingTable(['securityCenter', 'depositv2']);
    renderCenter(store, <CenterPageRenderer center="member" pages={table} />);
    const nav = screen.getByRole('navigation', { name: 'Member center menu' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([en.center.securityCenter, en.center.depositv2]);
    expect(within(nav).queryByRole('button', { name: en.center.bonusDetails })).toBeNull();
  });

  it('still draws a page the configuration has but the table lacks with the Unknown renderer when reached directly', async () => {
    const store = await centerStore();
    const { table } = countingTable(['securityCenter']);
    expect(store.config.pages?.member.missionLeaderboard).toBeDefined();
    renderCenter(store, <CenterPageRenderer center="member" page="missionLeaderboard" pages={table} />);
    expect(screen.getByRole('note')).toHaveTextContent('missionLeaderboard');
    expect(
      within(screen.getByRole('navigation', { name: 'Member center menu' })).queryByRole('button', {
        name: en.center.missionLeaderboard,
      }),
    ).toBeNull();
  });

  it('refuses trial users with in_need_true_account and loads no page', async () => {
    const store = await centerStore(4);
    const { table, loads } = countingTable(['securityCenter']);
    renderCenter(store, <CenterPageRenderer center="member" pages={table} />);
    const refusal = screen.getByTestId('center-trial-refusal');
    expect(refusal).toHaveTextContent('Trial accounts cannot do this');
    expect(screen.queryByTestId('probe')).toBeNull();
    expect(loads).toEqual({});
    fireEvent.click(within(refusal).getByRole('button', { name: 'Register now' }));
    expect(store.ui.modal?.name).toBe('register');
  });

  it('shows the page failure with a retry instead of a blank overlay', async () => {
    const store = await centerStore();
    const table: CenterPageTable = { securityCenter: () => Promise.reject(new Error('chunk lost')) };
    const original = console.error;
    console.error = () => undefined;
    try {
      renderCenter(store, <CenterPageRenderer center="member" pages={table} />);
      expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
    } finally {
      console.error = original;
    }
  });
});

/** Switches whitelabel flag `modId` off in the store's configuration, as a live `config` event does. */
async function switchOff(store: RootStore, modId: string) {
  const permission = JSON.parse(JSON.stringify(store.config.permission)) as Permission;
  const walk = (nodes: Permission['whitelabel']): void =>
    nodes.forEach((n) => (n.modId === modId ? (n.enabled = false) : walk(n.childrenNodes)));
  walk(permission.whitelabel);
  await act(async () => {
    await store.config.applyLive((store.config.version ?? 0) + 1, {
      version: (store.config.version ?? 0) + 1,
      changed: ['permission'],
      status: store.config.status!,
      permission,
    });
  });
}

describe('CenterPageRenderer asks the registry before drawing a page', () => {
  it('draws nothing of manualRebate when MANPLAYREB3 is off, whatever the page id asked (?center=manualRebate)', async () => {
    const store = await centerStore();
    await switchOff(store, 'MANPLAYREB3');
    expect(store.config.isOn('manualRebate')).toBe(false);
    const { table, loads } = countingTable(['securityCenter', 'manualRebate']);
    renderCenter(store, <CenterPageRenderer center="member" page="manualRebate" pages={table} />);
    expect(screen.getByTestId('center-page-off')).toHaveTextContent('This page is not available.');
    expect(screen.queryByTestId('probe')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveTextContent(en.center.manualRebate);
    await act(async () => undefined);
    expect(loads).toEqual({});
  });

  it('takes an open page away when the live configuration switches its feature off', async () => {
    const store = await centerStore();
    const { table } = countingTable(['securityCenter', 'manualRebate']);
    renderCenter(store, <CenterPageRenderer center="member" page="manualRebate" pages={table} />);
    expect(await screen.findByTestId('probe')).toHaveTextContent('probe:manualRebate');
    await switchOff(store, 'MANPLAYREB3');
    expect(screen.queryByTestId('probe')).toBeNull();
    expect(screen.getByTestId('center-page-off')).toBeInTheDocument();
  });

  it('refuses a page allowed for agents only to a member, and draws it for an agent', async () => {
    const ids = ['agentTeamOverview', 'agentRevenueReport'];
    const member = await centerStore(0);
    const refused = countingTable(ids);
    const view = renderCenter(
      member,
      <CenterPageRenderer center="agent" page="agentRevenueReport" pages={refused.table} />,
    );
    expect(screen.getByTestId('center-page-off')).toBeInTheDocument();
    expect(screen.queryByTestId('probe')).toBeNull();
    await act(async () => undefined);
    expect(refused.loads).toEqual({});
    view.unmount();
    const agent = await centerStore(1);
    const allowed = countingTable(ids);
    renderCenter(agent, <CenterPageRenderer center="agent" page="agentRevenueReport" pages={allowed.table} />);
    expect(await screen.findByTestId('probe')).toHaveTextContent('probe:agentRevenueReport');
    expect(screen.queryByTestId('center-page-off')).toBeNull();
  });
});
