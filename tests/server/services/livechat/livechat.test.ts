/**
 * Live chat (docs/livechat.md): the desks and launch for a visitor and a member (house: a token
 * bound to a conversation with the greeting; external: the URL template filled and the signature
 * verifiable), the token opening only its conversation, a member's re-launch reusing the open
 * conversation and revoking the old token, messages both ways with the unread count and the
 * operator's name, closing, the settings' version conflict and validation, the chat events'
 * socket scopes, and the console refusing member tokens and other merchants' operators.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type {
  ChatConversation,
  ChatSettingsBody,
  OperatorChats,
  SocketEventPayloads,
} from '../../../../contract/types.ts';
import { members, operatorAudit } from '../../../../server/db/schema.ts';
import { subscribe, type LiveEvent } from '../../../../server/services/events/index.ts';
import { DEFAULT_CHAT_SETTINGS } from '../../../../server/services/livechat/settings.ts';
import { chatSignatureSecret, verifyChatSignature } from '../../../../server/services/livechat/signature.ts';
import { chatSocketScope } from '../../../../server/services/livechat/socket.ts';
import { newPlayer, type Player } from '../rewards/rewardCenterSupport.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let op: string;
let luckyOp: string;
let player: Player;
const LUCKY = 'lucky.localhost';

async function call<T = any>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { token?: string | null; chat?: string; body?: unknown; host?: string; lang?: string } = {},
) {
  const headers: Record<string, string> = { host: opts.host ?? 'localhost', 'accept-language': opts.lang ?? 'en' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.chat !== undefined) headers['x-chat-token'] = opts.chat;
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(opts.body === undefined ? {} : { payload: opts.body as object }),
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: string | number; message: string; value: T },
  };
}
const login = async (host = 'localhost') => await operatorSignIn(t.app, { host });
const path = (p: string, id: number) => p.replace(':id', String(id));
const tokenOf = (chatUrl: string) => new URL(chatUrl, 'http://x').searchParams.get('token')!;
async function launch(modelId: string, token: string | null = null, lang = 'en', host = 'localhost') {
  const res = await call<{ chatUrl: string }>('GET', `${ENDPOINTS.chatLaunch}?modelId=${modelId}`, {
    token,
    lang,
    host,
  });
  expect(res.status).toBe(200);
  return res.body.value.chatUrl;
}
const conversation = (chat: string, host = 'localhost') =>
  call<ChatConversation>('GET', ENDPOINTS.chatConversation, { chat, host });
const send = (chat: string, body: string) => call('POST', ENDPOINTS.chatSend, { chat, body: { body } });
async function saveSettings(settings: ChatSettingsBody) {
  const current = await call<{ version: number }>('GET', ENDPOINTS.operatorChatSettings, { token: op });
  return call('PUT', ENDPOINTS.operatorChatSettings, {
    token: op,
    body: { baseVersion: current.body.value.version, settings },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  op = await login();
  luckyOp = await login(LUCKY);
  player = await newPlayer(t.db, 0n);
  await t.db.update(members).set({ nickname: 'Lucky Star' }).where(eq(members.id, player.memberId));
});
afterAll(async () => {
  await t.close();
});

describe('desks and launch (house)', () => {
  it('lists the default desks in the request language, offline until an operator replies', async () => {
    const en = await call<{ list: { id: string; name: string; online: boolean }[] }>('GET', ENDPOINTS.chatModels);
    expect(en.body.value.list.map((m) => m.id)).toEqual(['customer-service', 'deposit-withdrawal', 'vip-host']);
    expect(en.body.value.list[0]).toMatchObject({ name: 'Customer service', online: false });
    const tw = await call<{ list: { name: string }[] }>('GET', ENDPOINTS.chatModels, { lang: 'zh-TW' });
    expect(tw.body.value.list.map((m) => m.name)).toEqual(['客服中心', '存提款協助', 'VIP 專屬客服']);
  });

  it('gives a visitor a Guest conversation opened by the greeting, keyed by a 32-byte token', async () => {
    const url = await launch('customer-service', null, 'en');
    expect(url).toMatch(/^\/livechat\?token=[A-Za-z0-9_-]{43}&lang=EN$/);
    const res = await conversation(tokenOf(url));
    expect(res.status).toBe(200);
    expect(res.body.value.name).toMatch(/^Guest \d{4}$/);
    expect(res.body.value).toMatchObject({
      modelId: 'customer-service',
      modelName: 'Customer service',
      status: 'open',
    });
    expect(res.body.value.messages).toEqual([
      expect.objectContaining({ from: 'system', body: DEFAULT_CHAT_SETTINGS.models[0]!.greeting.EN, author: null }),
    ]);
  });

  it('refuses an unknown desk with 404 and a malformed one with 400', async () => {
    expect((await call('GET', `${ENDPOINTS.chatLaunch}?modelId=nope`)).status).toBe(404);
    expect((await call('GET', `${ENDPOINTS.chatLaunch}?modelId=BAD_ID`)).status).toBe(400);
    expect((await call('GET', ENDPOINTS.chatLaunch)).status).toBe(400);
  });

  it("puts a member's nickname on the conversation and reuses the open one, revoking the old token", async () => {
    const first = tokenOf(await launch('vip-host', player.session, 'tw'));
    const a = await conversation(first);
    expect(a.body.value.name).toBe('Lucky Star');
    const second = tokenOf(await launch('vip-host', player.session, 'tw'));
    expect(second).not.toBe(first);
    expect((await conversation(first)).status).toBe(401);
    const b = await conversation(second);
    expect(b.body.value.id).toBe(a.body.value.id);
    expect(b.body.value.messages.filter((m) => m.from === 'system')).toHaveLength(1);
    // another desk is another conversation
    const other = await conversation(tokenOf(await launch('customer-service', player.session)));
    expect(other.body.value.id).not.toBe(a.body.value.id);
  });

  it('opens only the conversation of its token, of its own merchant', async () => {
    const one = tokenOf(await launch('customer-service'));
    const two = tokenOf(await launch('customer-service'));
    const c1 = await conversation(one);
    const c2 = await conversation(two);
    expect(c1.body.value.id).not.toBe(c2.body.value.id);
    expect((await send(one, 'only mine')).status).toBe(200);
    expect((await conversation(two)).body.value.messages.some((m) => m.body === 'only mine')).toBe(false);
    expect((await conversation('x'.repeat(43))).status).toBe(401);
    expect((await conversation('short')).status).toBe(401);
    expect((await call('GET', ENDPOINTS.chatConversation)).status).toBe(401);
    expect((await conversation(one, LUCKY)).status).toBe(401);
  });
});

describe('messages, unread and closing', () => {
  it('carries messages both ways with the unread count and the operator name, and goes online', async () => {
    const events: LiveEvent[] = [];
    const stop = subscribe((e) => {
      if (e.type === 'chat') events.push(e);
    });
    const chat = tokenOf(await launch('deposit-withdrawal', player.session));
    const id = (await conversation(chat)).body.value.id;
    expect((await send(chat, '  <b>hello</b>  ')).body.value).toMatchObject({ from: 'member', body: '<b>hello</b>' });
    await send(chat, 'second');
    expect((await send(chat, '   ')).status).toBe(400);
    expect((await send(chat, 'x'.repeat(1001))).status).toBe(400);
    const listed = (
      await call<OperatorChats>('GET', `${ENDPOINTS.operatorChats}?status=open&pageSize=100`, { token: op })
    ).body.value.list.find((c) => c.id === id)!;
    expect(listed).toMatchObject({
      unread: 2,
      username: expect.any(String),
      name: 'Lucky Star',
      lastMessage: 'second',
      status: 'open',
    });
    const reply = await call('POST', path(ENDPOINTS.operatorChatReply, id), {
      token: op,
      body: { body: 'Hi, how can I help?' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.value).toMatchObject({ from: 'agent', author: expect.any(String) });
    const seen = (await conversation(chat)).body.value.messages;
    expect(seen.map((m) => m.from)).toEqual(['system', 'member', 'member', 'agent']);
    expect(seen[3]!.author).toBe(reply.body.value.author);
    const after = (
      await call<OperatorChats>('GET', `${ENDPOINTS.operatorChats}?pageSize=100`, { token: op })
    ).body.value.list.find((c) => c.id === id)!;
    expect(after.unread).toBe(0);
    await send(chat, 'thanks');
    expect(
      (await call<OperatorChats>('GET', `${ENDPOINTS.operatorChats}?pageSize=100`, { token: op })).body.value.list.find(
        (c) => c.id === id,
      )!.unread,
    ).toBe(1);
    expect(
      (await call<{ list: { online: boolean }[] }>('GET', ENDPOINTS.chatModels)).body.value.list.every((m) => m.online),
    ).toBe(true);
    stop();
    const mine = events.filter((e) => (e.payload as { conversationId: number }).conversationId === id);
    expect(mine.map((e) => (e.payload as { kind: string }).kind)).toEqual([
      'opened',
      'message',
      'message',
      'message',
      'message',
    ]);
    expect(mine.every((e) => e.memberId === undefined)).toBe(true);
  });

  it('closes a conversation: the window sees closed, sending is refused, a new launch starts anew', async () => {
    const chat = tokenOf(await launch('customer-service', player.session));
    const id = (await conversation(chat)).body.value.id;
    const closed = await call<ChatConversation>('POST', path(ENDPOINTS.operatorChatClose, id), { token: op });
    expect(closed.body.value.status).toBe('closed');
    expect((await conversation(chat)).body.value.status).toBe('closed');
    expect((await send(chat, 'anyone?')).status).toBe(409);
    expect(
      (await call('POST', path(ENDPOINTS.operatorChatReply, id), { token: op, body: { body: 'late' } })).status,
    ).toBe(409);
    expect((await call('POST', path(ENDPOINTS.operatorChatClose, id), { token: op })).status).toBe(200);
    const audits = await t.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'chat.close'));
    expect(audits.filter((a) => a.targetId === id)).toHaveLength(1);
    const fresh = (await conversation(tokenOf(await launch('customer-service', player.session)))).body.value;
    expect(fresh.id).not.toBe(id);
    const closedList = (
      await call<OperatorChats>('GET', `${ENDPOINTS.operatorChats}?status=closed&pageSize=100`, { token: op })
    ).body.value;
    expect(closedList.list.some((c) => c.id === id)).toBe(true);
  });
});

type ChatPayloadKind = SocketEventPayloads['chat']['kind'];

describe('socket scopes', () => {
  it('gives a chat window only its own events and closes it when its token is replaced; operators hear their merchant', async () => {
    const merchantId = player.merchantId;
    const chat = tokenOf(await launch('vip-host', player.session));
    const id = (await conversation(chat)).body.value.id;
    const scope = (await chatSocketScope(t.db, merchantId, { chat }, new Date()))!;
    const ev = (conversationId: number, kind: ChatPayloadKind, m = merchantId): LiveEvent => ({
      merchantId: m,
      type: 'chat',
      payload: { conversationId, kind },
    });
    expect(scope.verdict(ev(id, 'message'))).toBe('send');
    expect(scope.verdict(ev(id + 1000, 'message'))).toBe('skip');
    expect(scope.verdict(ev(id, 'revoked'))).toBe('close');
    expect(scope.verdict({ merchantId, type: 'balance', payload: { balance: '0.00', currency: 'CNY' } })).toBe('skip');
    expect(await chatSocketScope(t.db, merchantId, { chat: 'y'.repeat(43) }, new Date())).toBeNull();
    const opScope = (await chatSocketScope(t.db, merchantId, { operator: op }, new Date()))!;
    expect(opScope.verdict(ev(id, 'message'))).toBe('send');
    expect(opScope.verdict(ev(id, 'message', merchantId + 1))).toBe('skip');
    expect(await chatSocketScope(t.db, merchantId, { operator: luckyOp }, new Date())).toBeNull();
    expect(await chatSocketScope(t.db, merchantId, { operator: player.session }, new Date())).toBeNull();
    expect((await chatSocketScope(t.db, merchantId, {}, new Date()))!.verdict(ev(id, 'message'))).toBe('skip');
  });
});

describe('authorization', () => {
  it("refuses member tokens and another merchant's operator", async () => {
    const chat = tokenOf(await launch('customer-service'));
    const id = (await conversation(chat)).body.value.id;
    expect((await call('GET', ENDPOINTS.operatorChats, { token: player.session })).status).toBe(401);
    expect((await call('GET', ENDPOINTS.operatorChats)).status).toBe(401);
    expect((await call('GET', ENDPOINTS.operatorChats, { token: luckyOp })).status).toBe(401);
    expect((await call('GET', path(ENDPOINTS.operatorChat, id), { token: luckyOp, host: LUCKY })).status).toBe(404);
    expect(
      (await call('POST', path(ENDPOINTS.operatorChatReply, id), { token: luckyOp, host: LUCKY, body: { body: 'hi' } }))
        .status,
    ).toBe(404);
    expect((await call('POST', path(ENDPOINTS.operatorChatClose, id), { token: luckyOp, host: LUCKY })).status).toBe(
      404,
    );
    const luckyList = (
      await call<OperatorChats>('GET', `${ENDPOINTS.operatorChats}?pageSize=100`, { token: luckyOp, host: LUCKY })
    ).body.value;
    expect(luckyList.list.some((c) => c.id === id)).toBe(false);
    expect((await call('GET', path(ENDPOINTS.operatorChat, id), { token: op })).status).toBe(200);
  });
});

describe('settings', () => {
  it('saves over baseVersion, refuses a stale base and bad settings, audits the save', async () => {
    const start = await call<{ version: number; settings: ChatSettingsBody }>('GET', ENDPOINTS.operatorChatSettings, {
      token: op,
    });
    expect(start.body.value.settings.provider).toBe('house');
    const base = start.body.value.version;
    const changed = { ...DEFAULT_CHAT_SETTINGS, models: DEFAULT_CHAT_SETTINGS.models.slice(0, 2) };
    const saved = await call<{ version: number }>('PUT', ENDPOINTS.operatorChatSettings, {
      token: op,
      body: { baseVersion: base, settings: changed },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.version).toBe(base + 1);
    const stale = await call('PUT', ENDPOINTS.operatorChatSettings, {
      token: op,
      body: { baseVersion: base, settings: DEFAULT_CHAT_SETTINGS },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('CHAT_SETTINGS_STALE');
    const dup = {
      ...DEFAULT_CHAT_SETTINGS,
      models: [DEFAULT_CHAT_SETTINGS.models[0]!, DEFAULT_CHAT_SETTINGS.models[0]!],
    };
    const bad = await call('PUT', ENDPOINTS.operatorChatSettings, {
      token: op,
      body: { baseVersion: base + 1, settings: dup },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.value).toMatchObject({ field: 'models[1].id' });
    expect(
      (
        await call('PUT', ENDPOINTS.operatorChatSettings, {
          token: op,
          body: {
            baseVersion: base + 1,
            settings: { ...DEFAULT_CHAT_SETTINGS, provider: 'external', externalUrl: null },
          },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call('PUT', ENDPOINTS.operatorChatSettings, {
          token: op,
          body: { baseVersion: base + 1, settings: { ...DEFAULT_CHAT_SETTINGS, externalUrl: 'http://chat.example' } },
        })
      ).status,
    ).toBe(400);
    expect((await call<{ list: unknown[] }>('GET', ENDPOINTS.chatModels)).body.value.list).toHaveLength(2);
    const audits = await t.db.select().from(operatorAudit).where(eq(operatorAudit.action, 'chatSettings.save'));
    expect(audits.length).toBeGreaterThan(0);
    expect(
      (
        await call('PUT', ENDPOINTS.operatorChatSettings, {
          token: luckyOp,
          body: { baseVersion: 0, settings: DEFAULT_CHAT_SETTINGS },
        })
      ).status,
    ).toBe(401);
  });

  it('fills the external URL template with a verifiable signature, for a member and a visitor', async () => {
    expect(
      (
        await saveSettings({
          ...DEFAULT_CHAT_SETTINGS,
          provider: 'external',
          externalUrl: 'https://chat.example.com/start?n={name}&id={id}&l={lang}&m={model}&s={sig}',
        })
      ).status,
    ).toBe(200);
    const models = (await call<{ list: { online: boolean }[] }>('GET', ENDPOINTS.chatModels)).body.value.list;
    expect(models.every((m) => m.online)).toBe(true);
    const [member] = await t.db.select().from(members).where(eq(members.id, player.memberId));
    const secret = chatSignatureSecret('DEMO');
    const memberUrl = new URL(await launch('vip-host', player.session, 'en'));
    expect(memberUrl.origin).toBe('https://chat.example.com');
    expect(Object.fromEntries(memberUrl.searchParams)).toMatchObject({
      n: 'Lucky Star',
      id: String(member!.id),
      l: 'EN',
      m: 'vip-host',
    });
    expect(memberUrl.search).toContain('n=Lucky%20Star');
    expect(verifyChatSignature(secret, String(member!.id), memberUrl.searchParams.get('s')!, new Date())).toBe(true);
    expect(verifyChatSignature(secret, '999', memberUrl.searchParams.get('s')!, new Date())).toBe(false);
    expect(
      verifyChatSignature(
        chatSignatureSecret('LUCKY'),
        String(member!.id),
        memberUrl.searchParams.get('s')!,
        new Date(),
      ),
    ).toBe(false);
    const visitorUrl = new URL(await launch('vip-host', null, 'tw'));
    expect(Object.fromEntries(visitorUrl.searchParams)).toMatchObject({ n: '', id: '', l: 'TW' });
    expect(verifyChatSignature(secret, '', visitorUrl.searchParams.get('s')!, new Date())).toBe(true);
    await saveSettings(DEFAULT_CHAT_SETTINGS);
  });
});
