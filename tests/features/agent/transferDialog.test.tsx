import '../../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiProblem } from '../../../src/api/client';
import { amountProblem, TransferDialog } from '../../../src/features/agent/pages/TransferDialog';
import { renderCenter } from '../member-center/support';
import { agentStore, fakeAgent, type Calls } from './support';

const target = { id: 31, username: 'player9' };

async function open(calls: Calls, over: Parameters<typeof fakeAgent>[0] = {}) {
  const store = await agentStore(fakeAgent(over, calls));
  const onDone = jest.fn();
  renderCenter(store, <TransferDialog target={target} onClose={() => undefined} onDone={onDone} />);
  await screen.findByTestId('transfer-form');
  return { store, onDone };
}

const type = (amount: string, password: string) => {
  fireEvent.change(screen.getByTestId('transfer-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('transfer-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('transfer-submit'));
};

describe('amountProblem', () => {
  it('checks the format, the limits and the balance in minor units', () => {
    expect(amountProblem('abc', '10.00', '500.00', '1000.00')?.key).toBe('agent.transfer.amountInvalid');
    expect(amountProblem('1.234', '10.00', '500.00', '1000.00')?.key).toBe('agent.transfer.amountInvalid');
    expect(amountProblem('0', '0.00', '500.00', '1000.00')?.key).toBe('agent.transfer.amountInvalid');
    expect(amountProblem('9.99', '10.00', '500.00', '1000.00')?.key).toBe('agent.transfer.amountRange');
    expect(amountProblem('500.01', '10.00', '500.00', '1000.00')?.key).toBe('agent.transfer.amountRange');
    expect(amountProblem('300.01', '10.00', '500.00', '300.00')?.key).toBe('agent.transfer.amountBalance');
    expect(amountProblem('0.30', '0.10', '500.00', '0.30')).toBeNull();
    expect(amountProblem('500', '10.00', '500.00', '1000.00')).toBeNull();
  });
});

describe('the transfer to a downline', () => {
  it('shows the balance and limits, refuses bad input without calling the server', async () => {
    const calls: Calls = [];
    await open(calls);
    expect(screen.getByTestId('transfer-balance')).toHaveTextContent('¥ 1,000.00');
    expect(screen.getByText('Per transfer ¥ 10.00 to ¥ 500.00')).toBeInTheDocument();
    type('600', '');
    expect(await screen.findByText('The amount must be between ¥ 10.00 and ¥ 500.00.')).toBeInTheDocument();
    expect(screen.getByText('Enter your payment password.')).toBeInTheDocument();
    type('12.345', '246810');
    expect(await screen.findByText('Enter an amount with at most 2 decimals.')).toBeInTheDocument();
    // a payment password is 6 digits (docs/api/member-center.md), as in every other dialog
    type('50', '24681');
    expect(await screen.findByText('The payment password is 6 digits.')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-password')).toHaveAttribute('maxLength', '6');
    expect(calls.filter((c) => c.name === 'transfer')).toHaveLength(0);
  });

  it("reads the amount in the merchant currency's decimals", () => {
    expect(amountProblem('12.5', '10', '500', '1000', 0)).toEqual({
      key: 'agent.transfer.amountInvalid',
      values: { decimals: '0' },
    });
    expect(amountProblem('12', '10', '500', '1000', 0)).toBeNull();
    expect(amountProblem('12.125', '10.000', '500.000', '1000.000', 3)).toBeNull();
  });

  it('sends one transfer with the downline, amount, payment password and a request id', async () => {
    const calls: Calls = [];
    const { store, onDone } = await open(calls);
    type('100.50', '246810');
    expect(await screen.findByTestId('transfer-done')).toHaveTextContent('Transferred ¥ 100.50 to player9.');
    const sent = calls.filter((c) => c.name === 'transfer').map((c) => c.args[0] as Record<string, string>);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ downlineId: 31, amount: '100.50', paymentPassword: '246810' });
    expect(sent[0]!.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(store.agent.transferInfo.data?.balance).toBe('900.00');
    await waitFor(() => expect(screen.getByTestId('transfer-balance')).toHaveTextContent('¥ 900.00'));
    expect(screen.getByTestId('transfer-password')).toHaveValue('');
    // the same amount again is a new transfer, not a replay of the first
    fireEvent.change(screen.getByTestId('transfer-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(calls.filter((c) => c.name === 'transfer')).toHaveLength(2));
    const second = calls.filter((c) => c.name === 'transfer')[1]!.args[0] as Record<string, string>;
    expect(second.amount).toBe('100.50');
    expect(second.requestId).not.toBe(sent[0]!.requestId);
  });

  it('shows the server refusal; the next attempt is a new request, a retry after a lost answer replays the same id', async () => {
    const calls: Calls = [];
    const answers: (() => Promise<{ transferId: string; balance: string }>)[] = [
      () => Promise.reject(new ApiProblem('badRequest', 'Wrong payment password', 400, 'BAD_PAYMENT_PASSWORD')),
      () => Promise.reject(new ApiProblem('timeout', 'timeout of 30000ms exceeded', null, null)),
      () => Promise.resolve({ transferId: 't-2', balance: '950.00' }),
    ];
    const { onDone } = await open(calls, { transfer: () => answers.shift()!() });
    type('50', '000000');
    expect(await screen.findByTestId('transfer-failed')).toHaveTextContent('Wrong payment password');
    expect(onDone).not.toHaveBeenCalled();
    const again = async () => {
      const before = calls.length;
      fireEvent.change(screen.getByTestId('transfer-password'), { target: { value: '135790' } });
      fireEvent.click(screen.getByTestId('transfer-submit'));
      await waitFor(() => expect(calls.length).toBe(before + 1));
      await waitFor(() => expect(screen.getByTestId('transfer-submit')).not.toBeDisabled());
    };
    await again();
    await again();
    await screen.findByTestId('transfer-done');
    const ids = calls.filter((c) => c.name === 'transfer').map((c) => (c.args[0] as { requestId: string }).requestId);
    expect(ids).toHaveLength(3);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe(ids[1]);
  });

  it('without a payment password it sends the agent to set one first', async () => {
    const store = await agentStore(
      fakeAgent({
        transferInfo: async () => ({ balance: '10.00', min: '1.00', max: '5.00', hasPaymentPassword: false }),
      }),
    );
    renderCenter(store, <TransferDialog target={target} onClose={() => undefined} onDone={() => undefined} />, {
      lang: 'TW',
    });
    expect(await screen.findByTestId('transfer-need-password')).toHaveTextContent('轉帳前請先到安全中心設定支付密碼。');
    expect(screen.queryByTestId('transfer-form')).toBeNull();
  });
});
