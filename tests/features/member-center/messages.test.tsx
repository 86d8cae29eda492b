import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MemberMessage, MessageCategory, WalletApi } from '../../../src/api/wallet';
import { HeaderBalance } from '../../../src/features/member-center/HeaderBalance';
import MessagesPage from '../../../src/features/member-center/pages/messages/MessagesPage';
import { centerStore, fakeWallet, renderCenter, type Calls } from './support';

const props = { page: 'messageV2', openPage: () => undefined, params: {} };
const message = (id: number, read: boolean, category: MessageCategory = 'money'): MemberMessage => ({
  id,
  category,
  title: `Notice ${id}`,
  content: `<b>100.00</b> credited to your wallet (${id})\nsecond line`,
  read,
  createdAt: '2026-11-21T10:00:00.000Z',
});

/** A member's inbox on a fake server: category filter, paging, mark read and delete behave as the API does. */
function inbox(initial: MemberMessage[]) {
  let rows = [...initial];
  const unread = () => rows.filter((m) => !m.read).length;
  const api: Partial<WalletApi> = {
    unreadCount: async () => unread(),
    messages: async ({ pageNo = 1, pageSize = 20, category }) => {
      const list = rows.filter((m) => !category || m.category === category);
      return { list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: list.length, pageNo, pageSize };
    },
    markRead: async (ids) => {
      rows = rows.map((m) => (!ids || ids.includes(m.id) ? { ...m, read: true } : m));
      return unread();
    },
    deleteMessages: async (ids) => {
      rows = rows.filter((m) => !ids.includes(m.id));
      return unread();
    },
  };
  return { api, add: (m: MemberMessage) => (rows = [m, ...rows]), unread };
}

async function setup(initial: MemberMessage[], lang: 'EN' | 'TW' = 'EN') {
  const calls: Calls = [];
  const box = inbox(initial);
  const store = await centerStore(0, { wallet: fakeWallet(box.api, calls) });
  await store.wallet.refresh();
  renderCenter(store, <MessagesPage {...props} />, { lang });
  return { calls, box, store };
}

const named = (calls: Calls, name: string) => calls.filter((c) => c.name === name);

describe('messageV2', () => {
  it('shows a skeleton, then opens a message in the reading pane as plain text, marks it read and the badge follows', async () => {
    const { calls, store } = await setup([
      message(1, false),
      message(2, false, 'broadcast'),
      message(3, true, 'system'),
    ]);
    expect(screen.getByTestId('messages-skeleton')).toBeInTheDocument();
    const items = await screen.findAllByTestId('message');
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('2 unread');
    expect(screen.getByTestId('message-pane-empty')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Announcement');

    fireEvent.click(items[0]!);
    const pane = await screen.findByTestId('message-pane');
    expect(within(pane).getByTestId('message-content').textContent).toBe(
      '<b>100.00</b> credited to your wallet (1)\nsecond line',
    );
    expect(pane.querySelector('b')).toBeNull();
    await waitFor(() => expect(store.wallet.unreadMessage).toBe(1));
    expect(named(calls, 'markRead').map((c) => c.args)).toEqual([[[1]]]);
    expect(screen.getAllByTestId('message')[0]).toHaveAttribute('data-read', 'true');

    fireEvent.click(screen.getAllByTestId('message')[2]!);
    await screen.findByText('Notice 3', { selector: 'h3' });
    expect(named(calls, 'markRead')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('messages-read-all'));
    await waitFor(() => expect(store.wallet.unreadMessage).toBe(0));
    expect(named(calls, 'markRead').at(-1)!.args).toEqual([undefined]);
    expect(screen.getAllByTestId('message').map((i) => i.getAttribute('data-read'))).toEqual(['true', 'true', 'true']);
    expect(screen.getByTestId('messages-read-all')).toBeDisabled();
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('All caught up');
  });

  it('filters by category tab and shows the empty state of an empty tab', async () => {
    const { calls } = await setup([
      message(1, false, 'money'),
      message(2, false, 'broadcast'),
      message(3, true, 'money'),
    ]);
    await screen.findAllByTestId('message');
    fireEvent.click(screen.getByRole('tab', { name: 'Money' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('message').map((i) => i.getAttribute('data-id'))).toEqual(['1', '3']),
    );
    expect(named(calls, 'messages').at(-1)!.args[0]).toMatchObject({ pageNo: 1, category: 'money' });
    fireEvent.click(screen.getByRole('tab', { name: 'Rewards' }));
    expect(await screen.findByTestId('messages-empty')).toHaveTextContent('No reward notices');
    expect(named(calls, 'messages').at(-1)!.args[0]).toMatchObject({ category: 'reward' });
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(3));
    expect(named(calls, 'messages').at(-1)!.args[0]).toMatchObject({ category: undefined });
  });

  it('deletes the opened message after a confirmation (cancel keeps it); the list and the badge follow', async () => {
    const { calls, store } = await setup([message(1, false), message(2, false), message(3, true)]);
    fireEvent.click((await screen.findAllByTestId('message'))[1]!);
    await screen.findByTestId('message-pane');
    fireEvent.click(screen.getByTestId('message-delete'));
    expect(screen.getByTestId('messages-confirm')).toHaveTextContent('Delete "Notice 2"?');
    fireEvent.click(within(screen.getByTestId('messages-confirm')).getByText('Cancel'));
    expect(screen.queryByTestId('messages-confirm')).toBeNull();
    expect(named(calls, 'deleteMessages')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('message-delete'));
    fireEvent.click(screen.getByTestId('messages-confirm-delete'));
    await waitFor(() =>
      expect(screen.getAllByTestId('message').map((i) => i.getAttribute('data-id'))).toEqual(['1', '3']),
    );
    // the list follows the removal at once; the count and the notice follow the server's answer
    expect(await screen.findByTestId('messages-flash')).toHaveTextContent('1 message deleted');
    expect(named(calls, 'deleteMessages').map((c) => c.args)).toEqual([[[2]]]);
    expect(store.wallet.unreadMessage).toBe(1);
    expect(screen.getByTestId('message-pane-empty')).toBeInTheDocument();
  });

  it('selects all on the page and deletes the selection; the next page moves up', async () => {
    const many = Array.from({ length: 12 }, (_, i) => message(100 - i, i % 2 === 0));
    const { calls } = await setup(many);
    await screen.findAllByTestId('message');
    expect(screen.getAllByTestId('message')).toHaveLength(10);
    expect(screen.getByTestId('messages-delete-selected')).toBeDisabled();
    fireEvent.click(screen.getAllByTestId('message-select')[0]!);
    expect(screen.getByTestId('messages-delete-selected')).toHaveTextContent('Delete selected (1)');
    fireEvent.click(screen.getByTestId('messages-select-all'));
    expect(screen.getByTestId('messages-delete-selected')).toHaveTextContent('Delete selected (10)');
    fireEvent.click(screen.getByTestId('messages-select-all'));
    expect(screen.getByTestId('messages-delete-selected')).toBeDisabled();
    fireEvent.click(screen.getByTestId('messages-select-all'));
    fireEvent.click(screen.getByTestId('messages-delete-selected'));
    expect(screen.getByTestId('messages-confirm')).toHaveTextContent('Delete the 10 selected messages?');
    fireEvent.click(screen.getByTestId('messages-confirm-delete'));
    await waitFor(() =>
      expect(screen.getAllByTestId('message').map((i) => i.getAttribute('data-id'))).toEqual(['90', '89']),
    );
    expect(named(calls, 'deleteMessages')[0]!.args[0]).toEqual(many.slice(0, 10).map((m) => m.id));
    expect(await screen.findByTestId('messages-flash')).toHaveTextContent('10 messages deleted');
    expect(screen.getByTestId('messages-select-all')).not.toBeChecked();
  });

  it('goes back a page when the last page is emptied', async () => {
    const many = Array.from({ length: 11 }, (_, i) => message(50 - i, true));
    const { calls } = await setup(many);
    await screen.findAllByTestId('message');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('message').map((i) => i.getAttribute('data-id'))).toEqual(['40']));
    fireEvent.click(screen.getByTestId('messages-select-all'));
    fireEvent.click(screen.getByTestId('messages-delete-selected'));
    fireEvent.click(screen.getByTestId('messages-confirm-delete'));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(10));
    expect(named(calls, 'messages').at(-1)!.args[0]).toMatchObject({ pageNo: 1 });
  });

  it('reloads the list when a new message arrives (the unread count rises live)', async () => {
    const { box, store } = await setup([message(1, true)]);
    await screen.findAllByTestId('message');
    box.add(message(2, false, 'broadcast'));
    act(() => store.wallet.setUnread(1));
    await waitFor(() =>
      expect(screen.getAllByTestId('message').map((i) => i.getAttribute('data-id'))).toEqual(['2', '1']),
    );
  });

  it('speaks TW', async () => {
    await setup([message(1, false, 'contract')], 'TW');
    await screen.findAllByTestId('message');
    for (const name of ['全部', '系統', '資金', '合約', '獎勵', '公告'])
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('1 則未讀');
    expect(screen.getByTestId('messages-read-all')).toHaveTextContent('全部標為已讀');
  });
});

describe('header messages button', () => {
  it('shows the unread count as a red badge that follows live, and opens messageV2', async () => {
    const store = await centerStore(0, { wallet: fakeWallet({ unreadCount: async () => 3 }) });
    renderCenter(store, <HeaderBalance />);
    await waitFor(() => expect(screen.getByTestId('header-unread')).toHaveTextContent('3'));
    expect(screen.getByTestId('header-messages')).toHaveAccessibleName('Platform messages (3 unread)');
    act(() => store.wallet.setUnread(120));
    expect(screen.getByTestId('header-unread')).toHaveTextContent('99+');
    act(() => store.wallet.setUnread(0));
    expect(screen.queryByTestId('header-unread')).toBeNull();
    expect(screen.getByTestId('header-messages')).toHaveAccessibleName('Platform messages');
    fireEvent.click(screen.getByTestId('header-messages'));
    expect(store.ui.modal).toEqual({ name: 'memberCenter', params: { page: 'messageV2' } });
  });
});
