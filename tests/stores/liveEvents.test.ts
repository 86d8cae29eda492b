/**
 * The live event hub (src/stores/liveEvents.ts): typed dispatch by event type, unsubscribe, an
 * unknown type or a non-object payload ignored and logged, the copy on the other socket dropped, a
 * failing handler not stopping the others; and stores following their own events through it (the
 * wallet's balance, the member center's deposit and withdraw records).
 */
import { describe, expect, it } from '@jest/globals';
import { types } from 'mobx-state-tree';
import type { SocketEventPayloads } from '../../contract/types';
import {
  carries,
  createLiveEventHub,
  followLiveEvents,
  liveEventsOf,
  refreshQuietly,
} from '../../src/stores/liveEvents';
import { DepositStoreModel } from '../../src/stores/center/DepositStore';
import { WithdrawStoreModel } from '../../src/stores/center/WithdrawStore';
import { WalletStoreModel } from '../../src/stores/WalletStore';

const logged = () => {
  const lines: string[] = [];
  return { lines, log: (message: string) => void lines.push(message) };
};

describe('the hub', () => {
  it('hands each subscriber the payload of its own type, in order, and stops after unsubscribe', () => {
    const { lines, log } = logged();
    const hub = createLiveEventHub(log);
    const balances: SocketEventPayloads['balance'][] = [];
    const unread: number[] = [];
    const stop = hub.subscribe('balance', (payload) => balances.push(payload));
    hub.subscribe('unread', (payload) => unread.push(payload.count));
    hub.dispatch({ type: 'balance', payload: { balance: '1.00', currency: 'CNY' } }, 'member');
    hub.dispatch({ type: 'unread', payload: { count: 3 } }, 'member');
    stop();
    stop(); // idempotent
    hub.dispatch({ type: 'balance', payload: { balance: '2.00', currency: 'CNY' } }, 'member');
    expect(balances).toEqual([{ balance: '1.00', currency: 'CNY' }]);
    expect(unread).toEqual([3]);
    expect(lines).toEqual([]);
  });

  it('ignores and logs a type the schema does not know, and a payload that is not an object', () => {
    const { lines, log } = logged();
    const hub = createLiveEventHub(log);
    const heard: unknown[] = [];
    hub.subscribe('balance', (p) => heard.push(p));
    hub.dispatch({ type: 'jackpot', payload: { amount: '1' } }, 'member');
    hub.dispatch({ type: 'balance', payload: null }, 'member');
    expect(heard).toEqual([]);
    expect(lines).toEqual([
      "live event 'jackpot' ignored: not in schemas/api/socket-event.json",
      "live event 'balance' ignored: its payload is not an object",
    ]);
  });

  it('dispatches an event only from the socket that carries it (no copy handled twice)', () => {
    const hub = createLiveEventHub(() => undefined);
    const versions: number[] = [];
    const ready: string[] = [];
    hub.subscribe('config', (p) => versions.push(p.version));
    hub.subscribe('ready', () => ready.push('ready'));
    hub.dispatch({ type: 'config', payload: { version: 2, changed: [] } }, 'site');
    hub.dispatch({ type: 'config', payload: { version: 2, changed: [] } }, 'member');
    hub.dispatch({ type: 'ready', payload: {} }, 'member');
    hub.dispatch({ type: 'ready', payload: {} }, 'site');
    expect(versions).toEqual([2]);
    expect(ready).toEqual(['ready']);
    expect([carries('member', 'balance'), carries('site', 'balance'), carries('chat', 'chat')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('logs a failing handler and still runs the others', () => {
    const { lines, log } = logged();
    const hub = createLiveEventHub(log);
    const heard: number[] = [];
    hub.subscribe('pages', () => {
      throw new Error('broken');
    });
    hub.subscribe('pages', (p) => heard.push(p.version));
    hub.dispatch({ type: 'pages', payload: { version: 4 } }, 'site');
    expect(heard).toEqual([4]);
    expect(lines).toEqual(["live event 'pages': a handler failed"]);
  });

  it('is one per tree: a store and its root share it; followLiveEvents unsubscribes when the store is destroyed', () => {
    const heard: number[] = [];
    const Leaf = types
      .model('Leaf', { n: 0 })
      .actions((self) => ({
        add(k: number) {
          self.n += k;
        },
      }))
      .actions((self) => ({
        afterCreate() {
          followLiveEvents(self, {
            unread: (p) => {
              heard.push(p.count);
              self.add(p.count);
            },
          });
        },
      }));
    const Root = types
      .model('Root', { leaf: types.maybe(Leaf) })
      .actions((self) => ({ setLeaf: (on: boolean) => void (self.leaf = on ? Leaf.create() : undefined) }));
    const root = Root.create({ leaf: {} });
    const leaf = root.leaf!;
    expect(liveEventsOf(leaf)).toBe(liveEventsOf(root));
    liveEventsOf(root).dispatch({ type: 'unread', payload: { count: 2 } }, 'member');
    expect(leaf.n).toBe(2);
    root.setLeaf(false); // destroys the leaf
    liveEventsOf(root).dispatch({ type: 'unread', payload: { count: 1 } }, 'member');
    expect(heard).toEqual([2]); // the destroyed leaf no longer hears
  });
});

describe('stores following their own events', () => {
  it('the wallet takes a balance event and ignores a malformed one', () => {
    const wallet = WalletStoreModel.create({}, { walletSocket: null });
    const hub = liveEventsOf(wallet);
    hub.dispatch({ type: 'balance', payload: { balance: '99.50', currency: 'CNY' } }, 'member');
    hub.dispatch({ type: 'balance', payload: { balance: 12 } }, 'member');
    expect([wallet.balance, wallet.currency]).toEqual(['99.50', 'CNY']);
  });

  it('a deposit event refreshes the loaded deposit history quietly; nothing when it is not loaded', async () => {
    let status = 'pending';
    const calls: string[] = [];
    const wallet = {
      deposits: async () => {
        calls.push('deposits');
        return { list: [{ id: 7, orderNo: 'D7', status }], total: 1, pageNo: 1, pageSize: 10 };
      },
    };
    const store = DepositStoreModel.create({}, { wallet });
    const deposit = { type: 'deposit', payload: { id: 7, orderNo: 'D7', status: 'success' } };
    liveEventsOf(store).dispatch(deposit, 'member');
    expect(calls).toEqual([]); // nothing loaded yet
    await store.loadHistory(1, 10);
    status = 'success';
    liveEventsOf(store).dispatch(deposit, 'member');
    expect(store.history.loading).toBe(false); // no loading state while it is asked again
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['deposits', 'deposits']);
    expect((store.history.data as { list: { status: string }[] }).list[0]!.status).toBe('success');
  });

  it('a withdraw event refreshes the loaded withdrawals', async () => {
    let status = 'applied';
    const wallet = {
      withdrawals: async () => ({ list: [{ id: 8, orderNo: 'W8', status }], total: 1, pageNo: 1, pageSize: 10 }),
    };
    const store = WithdrawStoreModel.create({}, { wallet });
    await store.loadList(1, 10);
    status = 'approved';
    liveEventsOf(store).dispatch({ type: 'withdraw', payload: { id: 8, orderNo: 'W8', status: 'approved' } }, 'member');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((store.list.data as { list: { status: string }[] }).list[0]!.status).toBe('approved');
  });

  it('refreshQuietly keeps what is shown when the new answer fails', async () => {
    const resource = {
      data: { n: 1 } as { n: number } | null,
      last: null as (() => Promise<{ n: number }>) | null,
      set(value: { n: number }) {
        this.data = value;
      },
    };
    resource.last = () => Promise.reject(new Error('down'));
    refreshQuietly(resource);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resource.data).toEqual({ n: 1 });
  });
});
