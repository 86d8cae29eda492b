import '../../support/webPolyfills';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TransactionHistoryPage from '../../../src/features/member-center/pages/history/TransactionHistoryPage';
import TransferFundPage from '../../../src/features/member-center/pages/transfer/TransferFundPage';
import TransferUplinePage from '../../../src/features/member-center/pages/transfer/TransferUplinePage';
import type { Transaction } from '../../../src/api/wallet';
import { centerStore, fakeWallet, renderCenter, type Calls } from './support';

let opened: string[] = [];
const props = { page: 'x', openPage: (p: string) => opened.push(p), params: {} };
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  opened = [];
});

describe('transferFund', () => {
  it('a single-wallet merchant: the page says so and offers no transfer', async () => {
    const store = await centerStore(0, {
      wallet: fakeWallet({
        vendorWallets: async () => ({ isSingle: true, main: '500.00', currency: 'CNY', wallets: [] }),
      }),
    });
    renderCenter(store, <TransferFundPage {...props} />);
    expect(await screen.findByTestId('single-wallet')).toHaveTextContent('This site uses a single wallet');
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });

  it('moves money between main and a vendor wallet, only up to the source balance', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { wallet: fakeWallet({}, calls) });
    renderCenter(store, <TransferFundPage {...props} />);
    expect(await screen.findByTestId('vendor-wallets')).toHaveTextContent('PG Soft20.00');
    expect(screen.getByTestId('main-balance')).toHaveTextContent('500.00');
    type('Amount', '600');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('Enter an amount up to the balance of the wallet you transfer from'),
    ).toBeInTheDocument();
    type('To', 'main');
    type('Amount', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Transfer between the main wallet and one game wallet')).toBeInTheDocument();
    type('To', 'PG');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByTestId('transfer-notice')).toHaveTextContent('Transfer completed');
    expect(calls.find((c) => c.name === 'transfer')!.args[0]).toMatchObject({ from: 'main', to: 'PG', amount: '100' });
  });

  it('recall all says the balance returned successfully', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { wallet: fakeWallet({}, calls) });
    renderCenter(store, <TransferFundPage {...props} />);
    fireEvent.click(await screen.findByTestId('recall-all'));
    expect(await screen.findByTestId('transfer-notice')).toHaveTextContent('Balance returned successfully');
    expect(calls.filter((c) => c.name === 'recall')).toHaveLength(1);
  });
});

describe('transferUpline', () => {
  it('transfers to the upline with the payment password within the limits', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { wallet: fakeWallet({}, calls) });
    renderCenter(store, <TransferUplinePage {...props} />);
    expect(await screen.findByTestId('upline-name')).toHaveTextContent('agent01');
    type('Amount', '0.5');
    type('Transaction password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(await screen.findByText(/Please enter an amount from 1.00 to 50000.00/)).toBeInTheDocument();
    type('Amount', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(await screen.findByTestId('upline-done')).toHaveTextContent('Transferred ¥ 50.00 to agent01');
    expect(calls.find((c) => c.name === 'transferUpline')!.args[0]).toMatchObject({
      amount: '50',
      paymentPassword: '123456',
    });
  });

  it('without an upline the page says so', async () => {
    const store = await centerStore(0, {
      wallet: fakeWallet({
        uplineInfo: async () => ({
          upline: null,
          min: '1.00',
          max: '10.00',
          balance: '0.00',
          hasPaymentPassword: true,
        }),
      }),
    });
    renderCenter(store, <TransferUplinePage {...props} />);
    expect(await screen.findByTestId('no-upline')).toHaveTextContent('Your account has no upline');
  });

  it('without a payment password it sends the member to My account', async () => {
    const store = await centerStore(0, {
      wallet: fakeWallet({
        uplineInfo: async () => ({
          upline: 'agent01',
          min: '1.00',
          max: '10.00',
          balance: '5.00',
          hasPaymentPassword: false,
        }),
      }),
    });
    renderCenter(store, <TransferUplinePage {...props} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Go to My account' }));
    expect(opened).toEqual(['securityCenter']);
  });
});

describe('transactionHistory', () => {
  const row = (id: number, amount: string, t: Transaction['type'] = 'deposit'): Transaction => ({
    id,
    time: '2026-11-21T01:02:03.000Z',
    type: t,
    reason: t,
    amount,
    balanceAfter: '100.00',
    reference: `R${id}`,
    counterparty: null,
  });

  it('filters by type and date range (member time zone, sent as UTC instants), pages and shows totals', async () => {
    const calls: Calls = [];
    const list = Array.from({ length: 20 }, (_, i) =>
      row(i + 1, i % 2 ? '-5.00' : '10.00', i % 2 ? 'withdraw' : 'deposit'),
    );
    const store = await centerStore(0, {
      wallet: fakeWallet(
        {
          transactions: async (q) => ({
            list: q.pageNo === 2 ? [row(99, '1.00')] : list,
            total: 21,
            pageNo: q.pageNo ?? 1,
            pageSize: 20,
            totals: { in: '101.00', out: '-50.00', net: '51.00' },
          }),
        },
        calls,
      ),
    });
    renderCenter(store, <TransactionHistoryPage {...props} />);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    const totals = screen.getByTestId('history-totals');
    expect(totals).toHaveTextContent('Total in¥ 101.00');
    expect(totals).toHaveTextContent('Total out-¥ 50.00');
    expect(totals).toHaveTextContent('Net¥ 51.00');
    const first = calls[0]!.args[0] as { from: string; to: string; type: string };
    const start = new Date(first.from);
    expect([start.getHours(), start.getMinutes()]).toEqual([0, 0]);
    expect(new Date(first.to).getTime() - start.getTime()).toBe(24 * 3600 * 1000);
    expect(first.type).toBe('all');

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    const week = calls[1]!.args[0] as { from: string; to: string };
    expect(Math.round((new Date(week.to).getTime() - new Date(week.from).getTime()) / 86_400_000)).toBe(7);

    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'withdraw' } });
    await waitFor(() => expect((calls.at(-1)!.args[0] as { type: string }).type).toBe('withdraw'));

    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Account record pages' })).getByRole('button', {
        name: 'Go to page 2',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(1));
    expect((calls.at(-1)!.args[0] as { pageNo: number }).pageNo).toBe(2);
    expect(screen.getByTestId('history-row')).toHaveTextContent('+1.00');
  });

  it('a custom range runs from the start of the first day to the end of the last', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { wallet: fakeWallet({}, calls) });
    renderCenter(store, <TransactionHistoryPage {...props} />);
    await screen.findByText('No records yet');
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    type('From', '2026-11-01');
    type('To', '2026-11-03');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect((calls.at(-1)!.args[0] as { from: string }).from).toBe(new Date(2026, 10, 1).toISOString()),
    );
    expect((calls.at(-1)!.args[0] as { to: string }).to).toBe(new Date(2026, 10, 4).toISOString());
  });

  it('shows the time in the member time zone with Intl', async () => {
    const store = await centerStore(0, {
      wallet: fakeWallet({
        transactions: async () => ({
          list: [row(1, '10.00')],
          total: 1,
          pageNo: 1,
          pageSize: 20,
          totals: { in: '10.00', out: '0.00', net: '10.00' },
        }),
      }),
    });
    renderCenter(store, <TransactionHistoryPage {...props} />);
    const cell = (await screen.findByTestId('history-row')).querySelector('td')!;
    const expected = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }).format(new Date('2026-11-21T01:02:03.000Z'));
    expect(cell).toHaveTextContent(expected);
  });
});
