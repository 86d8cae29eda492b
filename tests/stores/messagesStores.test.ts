/**
 * The platform messages stores (docs/rewards.md "Platform messages"): messageV2's MessagesStore
 * (tab, page, opened message, selection, delete with the page reloaded) and the console's
 * BroadcastStore (the form's checks as schemas/api/rewards.json broadcastBody, the body sent, the
 * history, a refusal kept by field, a 401 signing out).
 */
import { describe, expect, it } from '@jest/globals';
import { ApiProblem } from '../../src/api/client';
import type { Broadcast, BroadcastBody, OperatorMessagesApi } from '../../src/api/operatorMessages';
import type { MemberMessage, WalletApi } from '../../src/api/wallet';
import { MessagesStoreModel } from '../../src/stores/center/MessagesStore';
import { createConsoleRootStore } from '../../src/stores/ConsoleRootStore';
import { fakeConsoleEnv, memoryTokenStore } from '../support/storeEnv';

const message = (id: number, category: MemberMessage['category'], read = false): MemberMessage => ({
  id,
  category,
  title: `t${id}`,
  content: `c${id}`,
  read,
  createdAt: '2026-11-21T10:00:00.000Z',
});

function messagesStore(initial: MemberMessage[]) {
  let rows = [...initial];
  const calls: { name: string; args: unknown[] }[] = [];
  const wallet = {
    messages: async (q: { pageNo?: number; pageSize?: number; category?: string }) => {
      calls.push({ name: 'messages', args: [q] });
      const list = rows.filter((m) => !q.category || m.category === q.category);
      const size = q.pageSize ?? 10;
      const page = q.pageNo ?? 1;
      return { list: list.slice((page - 1) * size, page * size), total: list.length, pageNo: page, pageSize: size };
    },
    markRead: async (ids?: number[]) => {
      calls.push({ name: 'markRead', args: [ids] });
      rows = rows.map((m) => (!ids || ids.includes(m.id) ? { ...m, read: true } : m));
      return rows.filter((m) => !m.read).length;
    },
    deleteMessages: async (ids: number[]) => {
      calls.push({ name: 'deleteMessages', args: [ids] });
      rows = rows.filter((m) => !ids.includes(m.id));
      return rows.filter((m) => !m.read).length;
    },
  } as unknown as WalletApi;
  return { store: MessagesStoreModel.create({}, { wallet }), calls };
}

describe('MessagesStore', () => {
  it('loads a tab by category, opens (marking read once), selects and deletes with the page reloaded', async () => {
    const { store, calls } = messagesStore([
      message(5, 'money'),
      message(4, 'broadcast'),
      message(3, 'money', true),
      message(2, 'system'),
      message(1, 'money'),
    ]);
    await store.setTab('money');
    expect(calls.at(-1)).toEqual({ name: 'messages', args: [{ pageNo: 1, pageSize: 10, category: 'money' }] });
    expect(store.messages.map((m) => m.id)).toEqual([5, 3, 1]);

    await expect(store.open(5)).resolves.toBe(3);
    expect(store.opened?.read).toBe(true);
    await expect(store.open(3)).resolves.toBeNull();
    expect(calls.filter((c) => c.name === 'markRead')).toHaveLength(1);

    store.toggleSelected(1);
    store.toggleSelected(3);
    store.toggleSelected(1);
    expect([...store.selected]).toEqual([3]);
    store.selectAll(true);
    expect(store.allSelected).toBe(true);
    store.open(3);
    await expect(store.remove([3, 1])).resolves.toBe(2);
    expect(store.messages.map((m) => m.id)).toEqual([5]);
    expect([...store.selected]).toEqual([5]);
    expect(store.openId).toBeNull();

    await store.setTab('all');
    expect(calls.at(-1)!.args[0]).toMatchObject({ category: undefined });
    expect([...store.selected]).toEqual([]);
    expect(store.messages.map((m) => m.id)).toEqual([5, 4, 2]);
  });
});

function broadcastStore() {
  const bodies: BroadcastBody[] = [];
  let refuse: unknown = null;
  let signedOut = 0;
  const api: OperatorMessagesApi = {
    history: async (q) => ({ list: [], total: 0, pageNo: q.pageNo, pageSize: q.pageSize }),
    send: async (body) => {
      bodies.push(body);
      if (refuse) throw refuse;
      return {
        id: 1,
        audience: body.audience,
        vipLevel: body.vipLevel ?? null,
        username: body.username ?? null,
        title: body.title,
        content: body.content,
        recipients: 12,
        operator: 'operator',
        createdAt: '2026-11-21T10:00:00.000Z',
      } satisfies Broadcast;
    },
  };
  const tokens = memoryTokenStore();
  // the console root signs out (a 401) by forgetting the operator token
  const root = createConsoleRootStore(
    fakeConsoleEnv({
      operatorMessagesApi: api,
      tokenStore: { get: tokens.get, set: (token) => (token === null ? (signedOut += 1) : tokens.set(token)) },
    }),
  );
  const store = root.broadcasts;
  return { store, bodies, refuse: (err: unknown) => (refuse = err), signedOut: () => signedOut };
}

describe('BroadcastStore', () => {
  it('checks the form as broadcastBody does and sends nothing while it has a problem', async () => {
    const { store, bodies } = broadcastStore();
    expect(Object.keys(store.check).sort()).toEqual(['content.EN', 'content.TW', 'title.EN', 'title.TW']);
    store.set('titleTw', '   ');
    store.set('titleEn', 'x'.repeat(201));
    store.set('contentTw', '內容');
    store.set('contentEn', 'Body');
    store.set('audience', 'vipLevel');
    store.set('vipLevel', '100');
    expect(store.check).toEqual({
      vipLevel: { key: 'vipLevel' },
      'title.TW': { key: 'required' },
      'title.EN': { key: 'tooLong', max: 200 },
    });
    await expect(store.send()).resolves.toBeNull();
    expect(bodies).toEqual([]);
    expect(Object.keys(store.problems)).toHaveLength(3);
    store.set('titleTw', '標題');
    expect(store.problems['title.TW']).toBeUndefined();
  });

  it('sends the cleaned body, clears the texts and counts the recipients; a refusal is kept by field; a 401 signs out', async () => {
    const { store, bodies, refuse, signedOut } = broadcastStore();
    store.set('audience', 'member');
    store.set('username', '  demo01\u0007 ');
    store.set('titleTw', ' 標題\u0000 ');
    store.set('titleEn', 'Title');
    store.set('contentTw', '第一行\n第二行');
    store.set('contentEn', 'Line one\nLine two');
    const sent = await store.send();
    expect(sent?.recipients).toBe(12);
    expect(bodies).toEqual([
      {
        audience: 'member',
        username: 'demo01',
        title: { TW: '標題', EN: 'Title' },
        content: { TW: '第一行\n第二行', EN: 'Line one\nLine two' },
      },
    ]);
    expect(store.notice).toEqual({ tone: 'success', key: 'sent', values: { count: 12 } });
    expect([store.titleTw, store.contentEn, store.username, store.audience]).toEqual([
      '',
      '',
      '  demo01\u0007 ',
      'member',
    ]);

    store.set('titleTw', 'a');
    store.set('titleEn', 'b');
    store.set('contentTw', 'c');
    store.set('contentEn', 'd');
    refuse(
      new ApiProblem('notFound', 'No member named demo01', 404, 'BROADCAST_MEMBER_NOT_FOUND', {
        field: 'username',
        in: 'body',
      }),
    );
    await expect(store.send()).resolves.toBeNull();
    expect(store.problems.username).toEqual({ message: 'No member named demo01' });
    expect(store.titleTw).toBe('a');
    refuse(new ApiProblem('unauthorized', 'Please log in as an operator', 401, 'OPERATOR_NOT_LOGGED_IN'));
    await store.send();
    expect(signedOut()).toBe(1);
  });
});
