import '../../support/webPolyfills';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import DepositPage from '../../../src/features/member-center/pages/deposit/DepositPage';
import WithdrawPage from '../../../src/features/member-center/pages/withdraw/WithdrawPage';
import { card, centerStore, depositOrder, fakeWallet, renderCenter, withdrawal, type Calls } from './support';

const props = (params: Record<string, string> = {}) => ({ page: 'x', openPage: (p: string) => opened.push(p), params });
let opened: string[] = [];
let windows: unknown[][] = [];
const realOpen = window.open;

beforeEach(() => {
  opened = [];
  windows = [];
  window.open = ((...args: unknown[]) => {
    windows.push(args);
    return null;
  }) as typeof window.open;
});
afterEach(() => {
  window.open = realOpen;
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('depositv2', () => {
  it('lists the channels with their limits and checks the amount against the chosen channel', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { wallet: fakeWallet({}, calls) });
    renderCenter(store, <DepositPage {...props()} />);
    const channels = await screen.findByRole('radiogroup', { name: 'Payment method' });
    expect(
      within(channels)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual([
      'Demo PayOnline paymentLimits 10.00 – 50,000.00',
      'Bank transferBank transferLimits 100.00 – 200,000.00',
    ]);
    type('Amount', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(
      await screen.findByText('Please enter an amount from 10.00 to 50000.00 (at most 2 decimals)'),
    ).toBeInTheDocument();
    type('Amount', '10.005');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText(/Please enter an amount from 10.00/)).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'createDeposit')).toBe(false);
  });

  it('opens the demo gateway in a new window, shows pending, then the credited result and refreshes the balance', async () => {
    const calls: Calls = [];
    let status: 'pending' | 'success' = 'pending';
    const store = await centerStore(0, {
      wallet: fakeWallet({ deposit: async () => depositOrder({ status }) }, calls),
    });
    renderCenter(store, <DepositPage {...props()} />);
    await screen.findByRole('radiogroup');
    type('Amount', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByTestId('deposit-pending')).toHaveTextContent('Waiting for the payment result');
    expect(windows).toEqual([['/pay/demo/checkout/g7', '_blank', 'noopener']]);
    const create = calls.find((c) => c.name === 'createDeposit')!.args[0] as Record<string, string>;
    expect(create).toMatchObject({ channel: 'DEMOPAY', amount: '100' });
    expect(create.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    status = 'success';
    expect(await screen.findByTestId('deposit-success', {}, { timeout: 6000 })).toHaveTextContent(
      'Deposit of ¥ 100.00 credited',
    );
    await waitFor(() => expect(store.wallet.balance).toBe('1234.50'));
  });

  it('a bank transfer shows the account to pay and the order number, pending until approved', async () => {
    const store = await centerStore();
    renderCenter(store, <DepositPage {...props()} />);
    fireEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    type('Amount', '500');
    type("Payer's name (optional)", '王小明');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    const bank = await screen.findByTestId('deposit-bank');
    expect(bank).toHaveTextContent('Royal Bank');
    expect(bank).toHaveTextContent('1234567890');
    expect(screen.getByTestId('deposit-order')).toHaveAttribute('data-status', 'pending');
    expect(windows).toEqual([]);
  });

  it('opened by the gateway return link, it shows that order', async () => {
    const store = await centerStore(0, {
      wallet: fakeWallet({
        deposits: async () => ({ list: [depositOrder({ status: 'success' })], total: 1, pageNo: 1, pageSize: 20 }),
      }),
    });
    renderCenter(store, <DepositPage {...props({ order: 'D202611210007' })} />);
    expect(await screen.findByTestId('deposit-success')).toHaveTextContent('Deposit of ¥ 100.00 credited');
    expect(screen.getAllByTestId('deposit-row')).toHaveLength(1);
  });
});

describe('withdraw', () => {
  it('asks for a payment password or a bank card first', async () => {
    const store = await centerStore(0, {
      wallet: fakeWallet({
        withdrawSettings: async () => ({
          min: '100.00',
          max: '50000.00',
          dailyMax: '200000.00',
          balance: '10.00',
          currency: 'CNY',
          hasPaymentPassword: true,
          cards: [],
          confirmMinutes: 60,
        }),
      }),
    });
    renderCenter(store, <WithdrawPage {...props()} />);
    expect(await screen.findByText('Add a bank card in My account before withdrawing.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to My account' }));
    expect(opened).toEqual(['securityCenter']);
  });

  it('applies a withdrawal with amount, card and payment password within the limits', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { wallet: fakeWallet({}, calls) });
    renderCenter(store, <WithdrawPage {...props()} />);
    await screen.findByTestId('withdraw-balance');
    expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('¥ 1,234.50');
    type('Amount', '50');
    type('Transaction password', '12ab');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Please enter an amount from 100.00 to 50000.00/)).toBeInTheDocument();
    expect(screen.getByText('The transaction password is 6 digits')).toBeInTheDocument();
    type('Amount', '200');
    type('Transaction password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('withdraw-applied')).toHaveTextContent('Withdrawal of ¥ 200.00 applied');
    expect(calls.find((c) => c.name === 'createWithdrawal')!.args[0]).toMatchObject({
      amount: '200',
      bankCardId: 1,
      paymentPassword: '123456',
    });
  });

  it('shows the server refusal under the form', async () => {
    const { ApiProblem } = await import('../../../src/api/client');
    const store = await centerStore(0, {
      wallet: fakeWallet({
        createWithdrawal: async () =>
          Promise.reject(
            new ApiProblem('badRequest', 'Wrong transaction password (4 attempts left)', 400, 'PAYMENT_PASSWORD_WRONG'),
          ),
      }),
    });
    renderCenter(store, <WithdrawPage {...props()} />);
    await screen.findByTestId('withdraw-balance');
    type('Amount', '200');
    type('Transaction password', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('Wrong transaction password (4 attempts left)');
  });

  it('lists withdrawals: cancel while applied, confirm a paid one as partly received with the remaining amount', async () => {
    const calls: Calls = [];
    const list = [
      withdrawal({ id: 3, status: 'applied' }),
      withdrawal({ id: 4, orderNo: 'W4', status: 'paid', amount: '300.00' }),
    ];
    const store = await centerStore(0, {
      wallet: fakeWallet({ withdrawals: async () => ({ list, total: 2, pageNo: 1, pageSize: 10 }) }, calls),
    });
    renderCenter(store, <WithdrawPage {...props()} />);
    const rows = await screen.findAllByTestId('withdraw-row');
    expect(within(rows[0]!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(within(rows[1]!).getByTestId('withdraw-confirm-open'));
    expect(screen.getByText('Unconfirmed withdrawals count as received after 60 minutes.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('confirm-partly'));
    type('Amount not received', '300');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Please enter an amount from 0.01 to 300.00/)).toBeInTheDocument();
    type('Amount not received', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('confirmation')).toHaveTextContent('Partly received, 50.00 missing');
    expect(calls.find((c) => c.name === 'confirmWithdrawal')!.args).toEqual([
      4,
      { result: 'partlyReceived', remainingAmount: '50' },
    ]);
    fireEvent.click(within(screen.getAllByTestId('withdraw-row')[0]!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getAllByTestId('withdraw-row')[0]).toHaveAttribute('data-status', 'cancelled'));
  });

  it('not received needs png or jpg proofs (checked by content, at most 3, at most 5 MB) before it is sent', async () => {
    const calls: Calls = [];
    const list = [withdrawal({ id: 4, status: 'paid' })];
    const store = await centerStore(0, {
      wallet: fakeWallet({ withdrawals: async () => ({ list, total: 1, pageNo: 1, pageSize: 10 }) }, calls),
    });
    renderCenter(store, <WithdrawPage {...props()} />);
    fireEvent.click(await screen.findByTestId('withdraw-confirm-open'));
    fireEvent.click(screen.getByTestId('confirm-not-received'));
    fireEvent.click(screen.getByTestId('confirm-send'));
    expect(await screen.findByTestId('confirm-error')).toHaveTextContent('Add at least one image');
    const input = screen.getByTestId('proof-input');
    const fake = new File(['GIF89a....'], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [fake] } });
    expect(await screen.findByText('photo.png is not a png or jpg image')).toBeInTheDocument();
    const png = () =>
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2])], 'proof.png', {
        type: 'image/png',
      });
    fireEvent.change(input, { target: { files: [png(), png(), png(), png()] } });
    expect(await screen.findByText('At most 3 images')).toBeInTheDocument();
    const big = new File([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(5 * 1024 * 1024)], 'big.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('big.jpg is larger than 5 MB')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [png()] } });
    await screen.findByText(/proof.png \(1\/3\)/);
    fireEvent.click(screen.getByTestId('confirm-send'));
    expect(await screen.findByTestId('confirmation')).toHaveTextContent('Reported not received');
    expect(calls.filter((c) => c.name === 'uploadProofs' || c.name === 'confirmWithdrawal').map((c) => c.name)).toEqual(
      ['uploadProofs', 'confirmWithdrawal'],
    );
  });

  it('shows the cards of the settings in the card select', async () => {
    const store = await centerStore(0, {
      wallet: fakeWallet({
        withdrawSettings: async () => ({
          min: '100.00',
          max: '50000.00',
          dailyMax: '200000.00',
          balance: '900.00',
          currency: 'CNY',
          hasPaymentPassword: true,
          cards: [card(1), card(2, { bankName: 'CTBC' })],
          confirmMinutes: 30,
        }),
      }),
    });
    renderCenter(store, <WithdrawPage {...props()} />);
    const select = (await screen.findByLabelText('Bank card')) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual([
      'Choose a bank card',
      'Bank of Taiwan ···· 1001',
      'CTBC ···· 1002',
    ]);
    expect(select.value).toBe('1');
  });
});
