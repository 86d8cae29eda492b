/**
 * The member center stores (spec section 2): each resource opens in its loading state, holds the
 * server's data (an empty list stays an empty list), keeps a failure's server message (or none, so
 * the page shows its generic line), pages through the API of the environment, drops the answer
 * of an older load and repeats the last call on retry.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { ApiProblem } from '../../src/api/client';
import type { AccountApi } from '../../src/api/account';
import type { AuthenticatorApi } from '../../src/api/authenticator';
import type { RecordsApi } from '../../src/api/records';
import type { DepositOrder, Paged, WalletApi } from '../../src/api/wallet';
import { CenterStoreModel, type CenterEnv } from '../../src/stores/center/CenterStore';
import { fakeStoreEnv } from '../support/storeEnv';

type Calls = { name: string; args: unknown[] }[];

/** An API fake recording its calls; each method answers through `impl`. */
function fake<T extends object>(
  impl: Partial<Record<keyof T, (...args: never[]) => Promise<unknown>>>,
  calls: Calls,
): T {
  return new Proxy({} as T, {
    get:
      (_t, name: string) =>
      (...args: unknown[]) => {
        calls.push({ name, args });
        const fn = (impl as Record<string, ((...a: unknown[]) => Promise<unknown>) | undefined>)[name];
        if (!fn) throw new Error(`unexpected call ${name}`);
        return fn(...args);
      },
  });
}

const order = (id: number): DepositOrder => ({
  id,
  orderNo: `D${id}`,
  channel: 'DEMOPAY',
  channelName: 'Demo Pay',
  type: 'gateway',
  amount: '100.00',
  status: 'pending',
  redirectUrl: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  completedAt: null,
  remark: null,
});
const page = (ids: number[], total = ids.length): Paged<DepositOrder> =>
  ({ list: ids.map(order), total, pageNo: 1, pageSize: 10 }) as Paged<DepositOrder>;

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function storeWith(env: Partial<CenterEnv>) {
  return CenterStoreModel.create({}, fakeStoreEnv(env));
}

describe('member center resources', () => {
  it('open in the loading state, then hold the data', async () => {
    const calls: Calls = [];
    const store = storeWith({ wallet: fake<WalletApi>({ deposits: async () => page([1, 2], 12) }, calls) });
    const { history } = store.deposit;
    expect(history.loading).toBe(true);
    expect(history.data).toBeNull();
    const done = store.deposit.loadHistory(1, 10);
    expect(history.loading).toBe(true);
    await done;
    expect(history.loading).toBe(false);
    expect(history.data?.list.map((o) => o.id)).toEqual([1, 2]);
    expect(history.data?.total).toBe(12);
    expect(history.errorText('failed')).toBeNull();
  });

  it('keeps an empty list empty (the page shows its empty state)', async () => {
    const store = storeWith({
      wallet: fake<WalletApi>({ messages: async () => ({ list: [], total: 0, pageNo: 1, pageSize: 10 }) }, []),
    });
    await store.messages.loadList(1, 10);
    expect(store.messages.list.data?.list).toEqual([]);
    expect(store.messages.list.failed).toBe(false);
  });

  it('keeps the server message of a refusal; a network failure leaves the generic line', async () => {
    let problem = new ApiProblem('badRequest', '提款設定讀取失敗', 400, 'WITHDRAW_SETTINGS');
    const store = storeWith({ wallet: fake<WalletApi>({ withdrawSettings: async () => Promise.reject(problem) }, []) });
    await store.withdraw.loadSettings();
    expect(store.withdraw.settings.loading).toBe(false);
    expect(store.withdraw.settings.errorText('Load failed')).toBe('提款設定讀取失敗');
    problem = new ApiProblem('network', 'Network Error', null, null);
    await store.withdraw.loadSettings();
    expect(store.withdraw.settings.failed).toBe(true);
    expect(store.withdraw.settings.errorText('Load failed')).toBe('Load failed');
  });

  it('pages through the API with the page number and size', async () => {
    const calls: Calls = [];
    const store = storeWith({
      wallet: fake<WalletApi>({ withdrawals: async () => ({ list: [], total: 25, pageNo: 3, pageSize: 10 }) }, calls),
    });
    await store.withdraw.loadList(3, 10);
    expect(calls).toEqual([{ name: 'withdrawals', args: [{ pageNo: 3, pageSize: 10 }] }]);
    expect(store.withdraw.list.data?.total).toBe(25);
  });

  it('drops the answer of an older load (a quick page change)', async () => {
    const first = deferred<Paged<DepositOrder>>();
    const second = deferred<Paged<DepositOrder>>();
    const answers = [first.promise, second.promise];
    const store = storeWith({ wallet: fake<WalletApi>({ deposits: () => answers.shift()! }, []) });
    const one = store.deposit.loadHistory(1, 10);
    const two = store.deposit.loadHistory(2, 10);
    second.resolve(page([20]));
    await two;
    first.resolve(page([10]));
    await one;
    expect(store.deposit.history.data?.list.map((o) => o.id)).toEqual([20]);
    expect(store.deposit.history.loading).toBe(false);
  });

  it('repeats the last call on retry and clears back to the loading state when the page closes', async () => {
    const calls: Calls = [];
    let fail = true;
    const store = storeWith({
      account: fake<AccountApi>(
        {
          bankCards: async () =>
            fail ? Promise.reject(new ApiProblem('server', 'down', 500, null)) : { list: [], max: 5 },
        },
        calls,
      ),
    });
    await store.security.loadBankCards();
    expect(store.security.bankCards.failed).toBe(true);
    fail = false;
    store.security.bankCards.reload();
    await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.name)).toEqual(['bankCards', 'bankCards']);
    expect(store.security.bankCards.data).toEqual({ list: [], max: 5 });
    store.security.bankCards.clear();
    expect(store.security.bankCards.data).toBeNull();
    expect(store.security.bankCards.loading).toBe(true);
  });

  it('drops an answer that arrives after the page closed', async () => {
    const answer = deferred<{ bound: boolean }>();
    const store = storeWith({ authenticator: fake<AuthenticatorApi>({ status: () => answer.promise }, []) });
    const loading = store.security.loadAuthenticatorStatus();
    store.security.authenticatorStatus.clear();
    answer.resolve({ bound: true });
    await loading;
    expect(store.security.authenticatorStatus.data).toBeNull();
  });

  it('sends the records filters and finds the order a payment page returned to', async () => {
    const calls: Calls = [];
    const store = storeWith({
      records: fake<RecordsApi>(
        {
          bets: async () => ({
            list: [],
            pageNo: 2,
            pageSize: 20,
            totalCount: 0,
            totalPages: 1,
            totals: { rounds: 0, stake: '0.00', win: '0.00', profit: '0.00' },
          }),
        },
        calls,
      ),
      wallet: fake<WalletApi>({ deposits: async () => page([5, 7]) }, calls),
    });
    await store.records.loadBets({ category: 'RNG', vendor: 'BGS', pageNo: 2, pageSize: 20 });
    expect(calls[0]).toEqual({ name: 'bets', args: [{ category: 'RNG', vendor: 'BGS', pageNo: 2, pageSize: 20 }] });
    await store.deposit.loadReturned('D7');
    expect(store.deposit.returned.data?.id).toBe(7);
    await store.deposit.loadReturned('D99');
    expect(store.deposit.returned.data).toBeNull();
    await store.deposit.loadReturned(undefined);
    expect(calls.filter((c) => c.name === 'deposits')).toHaveLength(2);
  });
});

describe('member center changes', () => {
  it('a cancelled withdrawal, read messages and an upline transfer update the loaded data', async () => {
    const w = { id: 3, status: 'applied' } as never;
    const store = storeWith({
      wallet: fake<WalletApi>(
        {
          withdrawals: async () => ({ list: [w, { id: 4, status: 'applied' }], total: 2, pageNo: 1, pageSize: 10 }),
          cancelWithdrawal: async () => ({ id: 3, status: 'cancelled' }),
          messages: async () => ({
            list: [
              { id: 1, read: false },
              { id: 2, read: false },
            ],
            total: 2,
            pageNo: 1,
            pageSize: 10,
          }),
          markRead: async () => 1,
          uplineInfo: async () => ({ upline: 'agent01', balance: '500.00', min: '1.00', max: '100.00' }),
          transferUpline: async () => ({ balance: '450.00', upline: 'agent01' }),
        },
        [],
      ),
    });
    await store.withdraw.loadList(1, 10);
    await store.withdraw.cancelWithdrawal(3);
    expect(store.withdraw.list.data?.list.map((x) => x.status)).toEqual(['cancelled', 'applied']);
    await store.messages.loadList(1, 10);
    await expect(store.messages.markRead([2])).resolves.toBe(1);
    expect(store.messages.list.data?.list.map((m) => m.read)).toEqual([false, true]);
    await store.transfer.loadUpline();
    await store.transfer.transferUpline({ amount: '50.00', paymentPassword: '123456' });
    expect(store.transfer.upline.data?.balance).toBe('450.00');
  });

  it('security changes update the profile, the bank cards and the authenticator status', async () => {
    const calls: Calls = [];
    const profile = { username: 'demo01', hasPaymentPassword: false, mobileBound: false } as never;
    const store = storeWith({
      account: fake<AccountApi>(
        {
          profile: async () => profile,
          setPaymentPassword: async () => ({ hasPaymentPassword: true }),
          bindMobile: async () => ({
            username: 'demo01',
            hasPaymentPassword: true,
            mobileBound: true,
            mobile: '0912***678',
          }),
          bankCards: async () => ({ list: [{ id: 1 }, { id: 2 }], max: 5, payeeName: null }),
          removeBankCard: async () => ({ list: [{ id: 2 }] }),
        },
        calls,
      ),
      authenticator: fake<AuthenticatorApi>(
        { status: async () => ({ bound: false }), confirm: async () => ({ bound: true }) },
        calls,
      ),
    });
    await store.security.loadProfile();
    await store.security.setPaymentPassword({ loginPassword: 'a', newPassword: '123456', confirmPassword: '123456' });
    expect(store.security.profile.data?.hasPaymentPassword).toBe(true);
    await store.security.bindContact('mobile', '0912345678', '123456');
    expect(calls.find((c) => c.name === 'bindMobile')?.args).toEqual([
      { mobileNum: '0912345678', verificationCode: '123456' },
    ]);
    expect(store.security.profile.data?.mobileBound).toBe(true);
    await store.security.loadBankCards();
    await store.security.removeBankCard(1);
    expect(store.security.bankCards.data?.list.map((c) => c.id)).toEqual([2]);
    await store.security.loadAuthenticatorStatus();
    await store.security.confirmAuthenticator('123456');
    expect(store.security.authenticatorStatus.data).toEqual({ bound: true });
  });

  it('watches a pending deposit until it settles, then stops polling', async () => {
    jest.useFakeTimers();
    try {
      const calls: Calls = [];
      let status: DepositOrder['status'] = 'pending';
      const store = storeWith({ wallet: fake<WalletApi>({ deposit: async () => ({ ...order(7), status }) }, calls) });
      const settled: DepositOrder[] = [];
      store.deposit.watchOrder(order(7), (o) => settled.push(o), 1000);
      expect(store.deposit.watched?.status).toBe('pending');
      await jest.advanceTimersByTimeAsync(1000);
      expect(calls).toHaveLength(1);
      expect(settled).toEqual([]);
      status = 'success';
      await jest.advanceTimersByTimeAsync(1000);
      expect(store.deposit.watched?.status).toBe('success');
      expect(settled.map((o) => o.status)).toEqual(['success']);
      await jest.advanceTimersByTimeAsync(5000);
      expect(calls).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not poll a settled order and stops when the page closes', async () => {
    jest.useFakeTimers();
    try {
      const calls: Calls = [];
      const store = storeWith({ wallet: fake<WalletApi>({ deposit: async () => order(7) }, calls) });
      store.deposit.watchOrder({ ...order(7), status: 'success' }, () => undefined, 1000);
      await jest.advanceTimersByTimeAsync(3000);
      store.deposit.watchOrder(order(8), () => undefined, 1000);
      store.deposit.stopWatch();
      await jest.advanceTimersByTimeAsync(3000);
      expect(calls).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
