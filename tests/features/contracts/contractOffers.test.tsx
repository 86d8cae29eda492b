import '../../support/webPolyfills';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ModalHost } from '../../../src/features/modals/ModalHost';
import type { AgentContract } from '../../../contract/types';
import { renderCenter } from '../member-center/support';
import { argsOf, contractsStore, FakeSocket, fakeContracts, offer, page, type Calls } from './support';

beforeEach(() => {
  FakeSocket.all = [];
  sessionStorage.clear();
});

/** A contract API whose waiting offers are `offers` (accepting or rejecting one removes it). */
function offersApi(offers: AgentContract[], calls: Calls) {
  return fakeContracts(
    {
      list: async () => page(offers.filter((o) => o.state === 'offered')),
      process: async (id, action) => {
        const i = offers.findIndex((o) => o.id === id);
        offers[i] = { ...offers[i]!, state: action === 'accept' ? 'active' : 'rejected', actions: [] };
        return offers[i]!;
      },
    },
    calls,
  );
}

describe('the member-side contract view', () => {
  it('opens on login with each waiting offer (from whom, kind, period, tiers); accepting one leaves the rest', async () => {
    const calls: Calls = [];
    const offers = [
      offer(8),
      offer(9, {
        kind: 'dividend',
        period: 'monthly',
        upline: null,
        tiers: [{ minActive: 10, minAmount: '50000.00', rate: '5.00' }],
      }),
    ];
    const store = await contractsStore({ type: 0, contracts: offersApi(offers, calls) });
    renderCenter(store, <ModalHost />);
    const modal = await screen.findByTestId('contract-offers');
    expect(within(modal).getByRole('heading', { name: 'Contract offers' })).toBeInTheDocument();
    expect(argsOf(calls, 'list')).toEqual([{ role: 'received', state: 'offered', page: 1, pageSize: 100 }]);
    const first = within(modal).getByTestId('offer-8');
    expect(first).toHaveTextContent('boss01');
    expect(first).toHaveTextContent('Daily wage');
    expect(first).toHaveTextContent('Daily');
    expect(first).toHaveTextContent('1.20 %');
    const second = within(modal).getByTestId('offer-9');
    expect(second).toHaveTextContent('The merchant');
    expect(second).toHaveTextContent('Monthly');
    expect(second).toHaveTextContent('Profit and loss ≥');
    // an offer shows only accept and reject
    expect(
      within(first)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept', 'Reject']);
    fireEvent.click(within(first).getByRole('button', { name: 'Accept' }));
    expect(await within(modal).findByTestId('contract-flash-good')).toHaveTextContent('Contract accepted.');
    await waitFor(() => expect(within(modal).queryByTestId('offer-8')).toBeNull());
    expect(within(modal).getByTestId('offer-9')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'process')!.args).toEqual([8, 'accept']);
    fireEvent.click(within(screen.getByTestId('offer-9')).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('No more offers wait for you.')).toBeInTheDocument();
    expect(within(modal).getByTestId('contract-flash-good')).toHaveTextContent('Offer rejected.');
  });

  it('closes to a reminder that reopens it (TW)', async () => {
    const store = await contractsStore({ type: 1, contracts: offersApi([offer(8)], []) });
    renderCenter(store, <ModalHost />, { lang: 'TW' });
    const modal = await screen.findByTestId('contract-offers');
    expect(within(modal).getByRole('heading', { name: '契約邀約' })).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: '接受' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('contract-offers')).toBeNull());
    const reminder = screen.getByTestId('contract-offers-reminder');
    expect(reminder).toHaveTextContent('待回覆的契約邀約：1');
    fireEvent.click(reminder);
    expect(await screen.findByTestId('contract-offers')).toBeInTheDocument();
  });

  it('shows nothing and asks nothing for a trial user or a visitor; a visitor who logs in gets the offers', async () => {
    const calls: Calls = [];
    const trial = await contractsStore({ type: 4, contracts: offersApi([offer(8)], calls) });
    renderCenter(trial, <ModalHost />);
    const visitor = await contractsStore({ contracts: offersApi([offer(8)], calls) });
    visitor.session.clear();
    renderCenter(visitor, <ModalHost />);
    await act(async () => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByTestId('contract-offers')).toBeNull();
    expect(screen.queryByTestId('contract-offers-reminder')).toBeNull();
    expect(calls).toEqual([]);
    act(() => visitor.session.setMember({ id: 5, account: 'demo01', nickname: 'Demo', type: 0 }, 'tok-5'));
    expect(await screen.findByTestId('contract-offers')).toHaveTextContent('boss01');
    expect(argsOf(calls, 'list')).toHaveLength(1);
  });

  it('waits while another dialog is open', async () => {
    const store = await contractsStore({ type: 0, contracts: offersApi([offer(8)], []) });
    store.ui.openModal('logoutConfirm');
    renderCenter(store, <ModalHost />);
    await waitFor(() => expect(store.contracts.offersOpen).toBe(true));
    expect(screen.queryByTestId('contract-offers')).toBeNull();
    act(() => store.ui.closeModal());
    expect(await screen.findByTestId('contract-offers')).toBeInTheDocument();
  });

  it('opens when a live `contract` event brings a new offer over the site socket', async () => {
    const calls: Calls = [];
    const offers: AgentContract[] = [];
    const store = await contractsStore({ type: 0, socket: true, contracts: offersApi(offers, calls) });
    renderCenter(store, <ModalHost />);
    await waitFor(() => expect(argsOf(calls, 'list')).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://test/api/ws?token=tok-1');
    expect(screen.queryByTestId('contract-offers')).toBeNull();
    offers.push(offer(12, { kind: 'realtimeSalary', period: 'fiveMinutes' }));
    act(() => socket.send({ type: 'contract', payload: { id: 12, kind: 'realtimeSalary', state: 'offered' } }));
    const modal = await screen.findByTestId('contract-offers');
    expect(within(modal).getByTestId('offer-12')).toHaveTextContent('Every 5 minutes');
  });
});
