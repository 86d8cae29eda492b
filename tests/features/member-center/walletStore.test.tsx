import '../../support/webPolyfills';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { backoffDelay, connectSiteSocket, parseSocketMessage, type SocketLike } from '../../../src/api/socket';
import { HeaderBalance } from '../../../src/features/member-center/HeaderBalance';
import { BALANCE_HIDDEN_KEY } from '../../../src/stores/WalletStore';
import { centerStore, fakeWallet, renderCenter, type Calls } from './support';

/** A fake WebSocket the test opens, feeds and closes. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  send(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop() {
    this.onclose?.({});
  }
}
const create = (url: string) => new FakeSocket(url);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  FakeSocket.all = [];
});

describe('site socket client', () => {
  it('backs off exponentially up to a cap and resets after an open', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    const timers: { fn: () => void; ms: number }[] = [];
    const s = connectSiteSocket({
      url: 'ws://x/api/ws',
      token: 't k',
      onMessage: () => undefined,
      create,
      setTimer: (fn, ms) => timers.push({ fn, ms }),
      clearTimer: () => undefined,
    });
    expect(FakeSocket.all[0]!.url).toBe('ws://x/api/ws?token=t%20k');
    FakeSocket.all[0]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    FakeSocket.all[1]!.drop();
    expect(timers.map((t) => t.ms)).toEqual([1000, 2000]);
    timers[1]!.fn();
    FakeSocket.all[2]!.open();
    expect(s.failures).toBe(0);
    FakeSocket.all[2]!.drop();
    expect(timers.at(-1)!.ms).toBe(1000);
    s.close();
  });

  it('stops when the server refuses the token (close code 4401)', () => {
    const timers: number[] = [];
    connectSiteSocket({
      url: 'ws://x/api/ws',
      token: 'old',
      onMessage: () => undefined,
      create,
      setTimer: (_fn, ms) => timers.push(ms),
      clearTimer: () => undefined,
    });
    FakeSocket.all[0]!.onclose?.({ code: 4401 });
    expect(timers).toEqual([]);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('trial users open no socket', async () => {
    const store = await centerStore(4, { socket: create });
    store.wallet.startLive();
    expect(FakeSocket.all).toHaveLength(0);
  });

  it('ignores frames that are not { type, payload } JSON', () => {
    expect(parseSocketMessage('{"type":"balance","payload":{"balance":"1.00"}}')).toEqual({
      type: 'balance',
      payload: { balance: '1.00' },
    });
    expect(parseSocketMessage('not json')).toBeNull();
    expect(parseSocketMessage('{"payload":1}')).toBeNull();
    expect(parseSocketMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('WalletStore', () => {
  it('refresh loads the member state: balance, unread count, reward and promotion badges and VIP level in one call', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { wallet: fakeWallet({}, calls) });
    await store.wallet.refresh();
    expect(store.wallet.balance).toBe('1234.50');
    expect(store.wallet.currencySymbol).toBe('¥');
    expect(store.wallet.unreadMessage).toBe(2);
    expect(store.wallet.badges).toEqual({ unreadMessage: 2, rewardCount: 3, missionCount: 1, availablePromoCount: 4 });
    expect([store.wallet.hasVip, store.wallet.vipLabelName, store.wallet.vipRankLevel]).toEqual([true, 'Silver', 1]);
    expect(calls.map((c) => c.name)).toEqual(['memberState']);
    store.wallet.reset();
    expect([
      store.wallet.balance,
      store.wallet.rewardCount,
      store.wallet.availablePromoCount,
      store.wallet.hasVip,
      store.wallet.vipLabelName,
    ]).toEqual([null, 0, 0, false, null]);
  });

  it('a merchant without VIP shows no level', async () => {
    const state = {
      balance: '1.00',
      currency: 'CNY',
      currencySymbol: '¥',
      hasVip: false,
      vipLabelName: null,
      vipRankLevel: null,
      availablePromoCount: 0,
      unreadMessage: 0,
      rewardCount: 0,
      missionCount: 0,
    };
    const store = await centerStore(0, { wallet: fakeWallet({ memberState: async () => state }) });
    await store.wallet.refresh();
    expect([store.wallet.hasVip, store.wallet.vipLabelName]).toEqual([false, null]);
  });

  it('applies the socket rewards event to the reward and mission badges, ignoring a malformed one', async () => {
    const store = await centerStore(0, { socket: create });
    store.wallet.startLive();
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.send({ type: 'rewards', payload: { rewardCount: 5, missionCount: 2 } });
    expect(store.wallet.badges).toEqual({ unreadMessage: 0, rewardCount: 5, missionCount: 2, availablePromoCount: 0 });
    socket.send({ type: 'rewards', payload: { rewardCount: 'x' } });
    expect(store.wallet.badges.rewardCount).toBe(5);
    socket.send({ type: 'rewards', payload: { rewardCount: 0, missionCount: 0 } });
    expect(store.wallet.badges).toEqual({ unreadMessage: 0, rewardCount: 0, missionCount: 0, availablePromoCount: 0 });
    store.wallet.stopLive();
  });

  it('trial users refresh the balance without the unread call', async () => {
    const calls: Calls = [];
    const store = await centerStore(4, { wallet: fakeWallet({}, calls) });
    await store.wallet.refresh();
    expect(calls.map((c) => c.name)).toEqual(['balance']);
  });

  it('keeps the last balance when a refresh fails', async () => {
    let fail = false;
    const store = await centerStore(0, {
      wallet: fakeWallet({
        balance: async () => (fail ? Promise.reject(new Error('down')) : { balance: '5.00', currency: 'CNY' }),
      }),
    });
    await store.wallet.refresh();
    fail = true;
    await store.wallet.refresh();
    expect(store.wallet.balance).toBe('5.00');
    expect(store.wallet.failed).toBe(true);
  });

  it('re-fetches on every open, applies live balance and unread events, and re-fetches on reconnect', async () => {
    const calls: Calls = [];
    let balance = '10.00';
    const store = await centerStore(0, {
      wallet: fakeWallet({ balance: async () => ({ balance, currency: 'CNY' }) }, calls),
      socket: create,
    });
    store.wallet.startLive();
    store.wallet.startLive(); // a second call keeps the open socket
    expect(FakeSocket.all).toHaveLength(1);
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://test/api/ws?token=tok-1');
    socket.open();
    // the first open re-fetches too: a change made before the socket listened is not missed
    await waitFor(() => expect(store.wallet.balance).toBe('10.00'));
    expect(calls.map((c) => c.name)).toEqual(['memberState']);
    socket.send({ type: 'balance', payload: { balance: '99.50', currency: 'CNY' } });
    socket.send({ type: 'unread', payload: { count: 4 } });
    expect(store.wallet.balance).toBe('99.50');
    expect(store.wallet.unreadMessage).toBe(4);
    balance = '120.00';
    socket.drop();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 1100)); // first retry after 1 s
    });
    const again = FakeSocket.all[1]!;
    again.open();
    await waitFor(() => expect(store.wallet.balance).toBe('120.00'));
    expect(calls.map((c) => c.name)).toContain('memberState');
    store.wallet.stopLive();
    expect(again.closed).toBe(true);
  });
});

describe('HeaderBalance', () => {
  it('shows the balance with the currency symbol, hides it behind stars (remembered) and refreshes', async () => {
    const calls: Calls = [];
    let balance = '1234.50';
    const store = await centerStore(0, {
      wallet: fakeWallet({ balance: async () => ({ balance, currency: 'CNY', currencySymbol: '¥' }) }, calls),
    });
    renderCenter(store, <HeaderBalance />);
    const amount = screen.getByTestId('header-balance');
    await waitFor(() => expect(amount).toHaveTextContent('¥ 1,234.50'));
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(amount).toHaveTextContent('******');
    expect(localStorage.getItem(BALANCE_HIDDEN_KEY)).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(amount).toHaveTextContent('¥ 1,234.50');
    balance = '2000.00';
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(amount).toHaveTextContent('¥ 2,000.00'));
    expect(calls.slice(before).map((c) => c.name)).toEqual(['memberState']);
  });

  it('does not ask for the balance while the login is held to a password change, and loads it once changed', async () => {
    const calls: Calls = [];
    const store = await centerStore(0, { wallet: fakeWallet({}, calls) });
    store.auth.setPasswordChangeRequired(true);
    renderCenter(store, <HeaderBalance />);
    await new Promise((r) => setTimeout(r, 30));
    expect(calls.map((c) => c.name)).toEqual([]);
    act(() => store.auth.setPasswordChangeRequired(false));
    await waitFor(() => expect(store.wallet.balance).toBe('1234.50'));
    expect(calls.map((c) => c.name)).toContain('memberState');
  });

  it('starts hidden when the member hid it before', async () => {
    localStorage.setItem(BALANCE_HIDDEN_KEY, '1');
    const store = await centerStore();
    renderCenter(store, <HeaderBalance />);
    await waitFor(() => expect(store.wallet.balance).toBe('1234.50'));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('******');
  });

  it('opens the deposit and withdraw pages of the member center', async () => {
    const store = await centerStore();
    renderCenter(store, <HeaderBalance />);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(store.ui.modal).toEqual({ name: 'memberCenter', params: { page: 'depositv2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(store.ui.modal).toEqual({ name: 'memberCenter', params: { page: 'withdraw' } });
  });

  it('opens the page named by ?center= (payment gateway return) and removes the query', async () => {
    const store = await centerStore();
    renderCenter(store, <HeaderBalance />, { path: '/?center=depositv2&order=D1' });
    await waitFor(() =>
      expect(store.ui.modal).toEqual({ name: 'memberCenter', params: { page: 'depositv2', order: 'D1' } }),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
  });

  it('trial users get the in_need_true_account notice from the money buttons', async () => {
    const store = await centerStore(4);
    renderCenter(store, <HeaderBalance />);
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(store.ui.modal).toBeNull();
    expect(store.ui.notice).toBe('in_need_true_account');
  });
});
