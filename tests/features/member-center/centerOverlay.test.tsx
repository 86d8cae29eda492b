import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { CenterOverlay } from '../../../src/features/member-center/CenterOverlay';
import { centerStore, renderCenter } from './support';

describe('member center overlay', () => {
  it('opens the page of the modal params from the real page table and keeps the choice in the params', async () => {
    const store = await centerStore();
    await store.wallet.refresh();
    store.ui.openModal('memberCenter', { page: 'withdraw' });
    renderCenter(store, <CenterOverlay center="member" page="withdraw" />);
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent('¥ 1,234.50');
    const nav = screen.getByRole('navigation', { name: 'Member center menu' });
    expect(nav.querySelector('[data-badge="unreadMessage"]')).toHaveTextContent('2');
    fireEvent.click(within(nav).getByRole('button', { name: 'Deposit' }));
    expect(store.ui.modal).toEqual({ name: 'memberCenter', params: { page: 'depositv2' } });
    expect(await screen.findByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
  });

  it('draws a page id it has no module for with the Unknown renderer', async () => {
    const store = await centerStore();
    renderCenter(store, <CenterOverlay center="member" page="noSuchPage" />);
    expect(screen.getByRole('note')).toHaveTextContent('noSuchPage');
  });
});
