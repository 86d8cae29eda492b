import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberMessage } from '../../../src/api/wallet';
import MessagesPage from '../../../src/features/member-center/pages/messages/MessagesPage';
import { centerStore, fakeWallet, renderCenter, type Calls } from './support';

const props = { page: 'messageV2', openPage: () => undefined, params: {} };
const message = (id: number, read: boolean): MemberMessage => ({ id, title: `Deposit credited ${id}`, content: `<b>100.00</b> credited to your wallet (${id})`, read, createdAt: '2026-11-21T10:00:00.000Z' });

describe('messageV2', () => {
  it('opens a message as plain text, marks it read and the unread badge count follows', async () => {
    const calls: Calls = [];
    let unread = 2;
    const store = await centerStore(0, {
      wallet: fakeWallet(
        {
          unreadCount: async () => unread,
          messages: async () => ({ list: [message(1, false), message(2, false), message(3, true)], total: 3, pageNo: 1, pageSize: 10 }),
          markRead: async (ids) => (unread = ids ? unread - ids.length : 0),
        },
        calls,
      ),
    });
    await store.wallet.refresh();
    renderCenter(store, <MessagesPage {...props} />);
    const items = await screen.findAllByTestId('message');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    fireEvent.click(items[0]!);
    expect(items[0]).toHaveTextContent('<b>100.00</b> credited to your wallet (1)');
    expect(items[0]!.querySelector('b')).toBeNull();
    await waitFor(() => expect(store.wallet.unreadMessage).toBe(1));
    expect(calls.find((c) => c.name === 'markRead')!.args).toEqual([[1]]);
    expect(screen.getAllByTestId('message')[0]).toHaveAttribute('data-read', 'true');
    fireEvent.click(items[2]!);
    expect(calls.filter((c) => c.name === 'markRead')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('messages-read-all'));
    await waitFor(() => expect(store.wallet.unreadMessage).toBe(0));
    expect(screen.getAllByTestId('message').map((i) => i.getAttribute('data-read'))).toEqual(['true', 'true', 'true']);
    expect(screen.getByTestId('messages-read-all')).toBeDisabled();
  });
});
