/**
 * Platform messages and operator broadcasts (docs/rewards.md "Platform messages"): each notice kind
 * sets its category (a deposit and a withdrawal through the APIs, a contract offer), the category
 * filter, soft delete of the member's own messages only, the unread count without deleted ones,
 * broadcasts to all, to a VIP level and to one member reaching exactly that audience (never a trial
 * account, never another merchant), localised refusals, the operator token, the audit row, the
 * history, and the live unread counts pushed to the recipients.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import {
  memberMessages,
  members,
  memberVip,
  merchants,
  messageBroadcasts,
  operatorAudit,
} from '../../../../server/db/schema.ts';
import { subscribe, type LiveEvent } from '../../../../server/services/events/index.ts';
import { unreadCount } from '../../../../server/services/wallet/messagesService.ts';
import { buildTeam, offerBody, tiers, grant, type Team } from '../contracts/support.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow, tokenOf } from './support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let operator: string;
let demo: string;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  operator = await operatorSignIn(t.app);
  demo = await tokenOf(t.db, 'demo01');
  await api(t.app, 'POST', '/api/account/payment-password', demo, {
    loginPassword: 'Demo1234',
    newPassword: '121212',
    confirmPassword: '121212',
  });
  team = await buildTeam(t.db, 'msg');
});
afterAll(async () => t.close());

type Item = { id: number; category: string; title: string; content: string; read: boolean };
const list = async (token: string, query = '', language: 'EN' | 'TW' = 'EN') =>
  (await api<{ list: Item[]; total: number }>(t.app, 'GET', `/api/member/messages${query}`, token, undefined, language))
    .body.value;
const unread = async (token: string) =>
  (await api(t.app, 'GET', '/api/member/messages/unread-count', token)).body.value.count as number;
let client = 0;
/** POSTs a broadcast from a new client address each time (the route's rate limit is per address and has its own test). */
async function broadcast(
  body: object,
  language: 'EN' | 'TW' = 'EN',
  token: string | null = operator,
  remoteAddress = `10.9.${Math.floor(++client / 250)}.${client % 250}`,
) {
  const headers: Record<string, string> = { 'accept-language': language === 'EN' ? 'en' : 'zh-TW' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/messages',
    headers,
    payload: body,
    remoteAddress,
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: number | string; message: string; value: any },
  };
}
const text = (tw: string, en: string) => ({ TW: tw, EN: en });

/** Runs `work` and answers the live events published meanwhile. */
async function observe(work: () => Promise<unknown>): Promise<LiveEvent[]> {
  const events: LiveEvent[] = [];
  const stop = subscribe((e) => events.push(e));
  try {
    await work();
  } finally {
    stop();
  }
  return events;
}

describe('categories', () => {
  it('files deposit and withdrawal notices under money and contract notices under contract', async () => {
    const deposit = await api(t.app, 'POST', '/api/deposit/orders', demo, {
      channel: 'BANK',
      amount: '300',
      payerName: 'Demo One',
    });
    expect(
      (await api(t.app, 'POST', `/api/operator/deposits/${deposit.body.value.id}/approve`, operator, {})).status,
    ).toBe(200);
    const credited = (await list(demo)).list.find((m) => m.title === 'Deposit credited');
    expect(credited).toMatchObject({ category: 'money', read: false });

    const cards = await api(t.app, 'GET', '/api/account/bank-cards', demo);
    const withdrawal = await api(t.app, 'POST', '/api/withdraw/orders', demo, {
      amount: '120',
      bankCardId: cards.body.value.list[0].id,
      paymentPassword: '121212',
    });
    expect(withdrawal.status).toBe(200);
    const before = (await list(demo)).total;
    expect(
      (await api(t.app, 'POST', `/api/operator/withdrawals/${withdrawal.body.value.id}/approve`, operator, {})).status,
    ).toBe(200);
    const after = await list(demo);
    expect(after.total).toBe(before + 1);
    expect(after.list[0]!.category).toBe('money');
    expect(after.list[0]!.content).toContain(withdrawal.body.value.orderNo);

    await grant(t.db, team.merchantId, {
      uplineId: null,
      downlineId: team.top,
      kind: 'dailyWage',
      tiers: tiers([0, '0', '2.00']),
    });
    const offered = await api(
      t.app,
      'POST',
      '/api/contracts',
      team.tokens.top,
      offerBody(team.sub, tiers([0, '0', '1.00'])),
    );
    expect(offered.status).toBe(200);
    const sub = await list(team.tokens.sub);
    expect(sub.list[0]).toMatchObject({ category: 'contract', title: 'New daily wage contract offer' });
  });

  it('filters by category; an unknown category is a localised 400', async () => {
    const all = await list(demo, '?pageSize=100');
    const money = await list(demo, '?category=money&pageSize=100');
    expect(money.total).toBe(all.list.filter((m) => m.category === 'money').length);
    expect(money.total).toBeGreaterThanOrEqual(2);
    expect(money.list.every((m) => m.category === 'money')).toBe(true);
    expect((await list(demo, '?category=broadcast')).total).toBe(
      all.list.filter((m) => m.category === 'broadcast').length,
    );
    const bad = await api(t.app, 'GET', '/api/member/messages?category=spam', demo, undefined, 'TW');
    expect(bad.status).toBe(400);
    expect(bad.body.value).toMatchObject({ field: 'category' });
  });
});

describe('delete', () => {
  it("soft-deletes the member's own messages only, never lists or counts them, and pushes the unread count", async () => {
    const other = await tokenOf(t.db, 'mobile01');
    const sent = await broadcast({
      audience: 'member',
      username: 'mobile01',
      title: text('給你', 'For you'),
      content: text('內容', 'Body'),
    });
    expect(sent.status).toBe(200);
    const theirs = (await list(other)).list[0]!;
    expect(theirs.title).toBe('For you');

    const mine = (await list(demo)).list.filter((m) => !m.read).slice(0, 2);
    expect(mine).toHaveLength(2);
    const unreadBefore = await unread(demo);
    const totalBefore = (await list(demo)).total;
    const demoRow = await memberRow(t.db, 'demo01');
    const events = await observe(async () => {
      const res = await api(t.app, 'POST', '/api/member/messages/delete', demo, {
        ids: [mine[0]!.id, mine[1]!.id, theirs.id],
      });
      expect(res.status).toBe(200);
      expect(res.body.value).toEqual({ count: unreadBefore - 2 });
      expect(res.body.message).toBe('Messages deleted');
    });
    expect(events).toContainEqual({
      merchantId: demoRow.merchantId,
      memberId: demoRow.id,
      type: 'unread',
      payload: { count: unreadBefore - 2 },
    });
    expect(await unread(demo)).toBe(unreadBefore - 2);
    const after = await list(demo, '?pageSize=100');
    expect(after.total).toBe(totalBefore - 2);
    expect(after.list.map((m) => m.id)).not.toContain(mine[0]!.id);
    // the other member's message is untouched: still listed, unread, not deleted
    expect((await list(other)).list[0]).toMatchObject({ id: theirs.id, read: false });
    const [row] = await t.db.select().from(memberMessages).where(eq(memberMessages.id, theirs.id));
    expect(row!.deletedAt).toBeNull();
    // deleted ones stay deleted: marking all read or deleting again changes nothing
    await api(t.app, 'POST', '/api/member/messages/read', demo, {});
    const deleted = await t.db
      .select()
      .from(memberMessages)
      .where(inArray(memberMessages.id, [mine[0]!.id, mine[1]!.id]));
    expect(deleted.map((m) => [m.deletedAt !== null, m.readAt])).toEqual([
      [true, null],
      [true, null],
    ]);
    expect(await unreadCount(t.db, demoRow.id)).toBe(0);
  });

  it('refuses an empty or oversized id list with a localised 400 and needs a real member', async () => {
    const empty = await api(t.app, 'POST', '/api/member/messages/delete', demo, { ids: [] }, 'TW');
    expect([empty.status, empty.body.value?.field]).toEqual([400, 'ids']);
    const many = await api(t.app, 'POST', '/api/member/messages/delete', demo, {
      ids: Array.from({ length: 101 }, (_, i) => i + 1),
    });
    expect(many.status).toBe(400);
    expect((await api(t.app, 'POST', '/api/member/messages/delete', null, { ids: [1] })).status).toBe(401);
    expect((await api(t.app, 'POST', '/api/member/messages/delete', team.tokens.trial, { ids: [1] })).status).toBe(403);
  });
});

describe('broadcasts', () => {
  /** Members of the broadcast `id` and the count of real members of DEMO. */
  const recipientsOf = async (id: number) =>
    (
      await t.db
        .select({ memberId: memberMessages.memberId })
        .from(memberMessages)
        .where(eq(memberMessages.broadcastId, id))
    )
      .map((r) => r.memberId)
      .sort((a, b) => a - b);

  it('reaches every real member of the merchant and no trial account nor another merchant, pushing each unread count', async () => {
    const realIds = (
      await t.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, team.merchantId), ne(members.type, 4)))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    let res!: Awaited<ReturnType<typeof broadcast>>;
    const events = await observe(async () => {
      res = await broadcast({
        audience: 'all',
        title: text('系統維護', 'Maintenance'),
        content: text('今晚維護', 'Tonight\nfrom 2:00'),
      });
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Message sent to ${realIds.length} members`);
    expect(res.body.value).toMatchObject({
      audience: 'all',
      vipLevel: null,
      username: null,
      recipients: realIds.length,
      operator: 'operator',
      title: { TW: '系統維護', EN: 'Maintenance' },
    });
    const id = res.body.value.id as number;
    expect(await recipientsOf(id)).toEqual(realIds);
    expect(realIds).not.toContain(team.trial);
    const unreadEvents = events.filter((e) => e.type === 'unread');
    expect(unreadEvents.map((e) => e.memberId).sort((a, b) => a! - b!)).toEqual(realIds);
    const demoRow = await memberRow(t.db, 'demo01');
    expect(unreadEvents.find((e) => e.memberId === demoRow.id)!.payload).toEqual({
      count: await unreadCount(t.db, demoRow.id),
    });
    expect(events.every((e) => e.merchantId === team.merchantId)).toBe(true);

    const seen = (await list(demo, '?category=broadcast')).list[0]!;
    expect(seen).toMatchObject({
      category: 'broadcast',
      title: 'Maintenance',
      content: 'Tonight\nfrom 2:00',
      read: false,
    });
    expect((await list(demo, '?category=broadcast', 'TW')).list[0]!.title).toBe('系統維護');
    const [lucky] = await t.db.select().from(merchants).where(eq(merchants.code, 'LUCKY'));
    if (lucky)
      expect(
        await t.db
          .select()
          .from(memberMessages)
          .where(and(eq(memberMessages.merchantId, lucky.id), isNotNull(memberMessages.broadcastId))),
      ).toEqual([]);
  });

  it('reaches exactly the members at a VIP level (no member_vip row is level 0)', async () => {
    await t.db.insert(memberVip).values([
      { memberId: team.member, merchantId: team.merchantId, level: 3 },
      { memberId: team.player, merchantId: team.merchantId, level: 3 },
      { memberId: team.trial, merchantId: team.merchantId, level: 3 },
      { memberId: team.sub, merchantId: team.merchantId, level: 2 },
    ]);
    const three = await broadcast({
      audience: 'vipLevel',
      vipLevel: 3,
      title: text('VIP3', 'VIP3'),
      content: text('禮物', 'Gift'),
    });
    expect(three.status).toBe(200);
    expect(await recipientsOf(three.body.value.id)).toEqual([team.member, team.player].sort((a, b) => a - b));
    expect(three.body.value).toMatchObject({ audience: 'vipLevel', vipLevel: 3, recipients: 2 });

    const zero = await broadcast({
      audience: 'vipLevel',
      vipLevel: 0,
      title: text('新手', 'Newcomers'),
      content: text('歡迎', 'Welcome'),
    });
    const zeroIds = await recipientsOf(zero.body.value.id);
    const demoRow = await memberRow(t.db, 'demo01');
    expect(zeroIds).toContain(demoRow.id);
    expect(zeroIds).toContain(team.top);
    for (const id of [team.member, team.player, team.sub, team.trial]) expect(zeroIds).not.toContain(id);

    const nobody = await broadcast(
      { audience: 'vipLevel', vipLevel: 42, title: text('x', 'x'), content: text('x', 'x') },
      'TW',
    );
    expect([nobody.status, nobody.body.code, nobody.body.message]).toEqual([
      409,
      'BROADCAST_NO_RECIPIENTS',
      '沒有符合此對象的會員，未發送任何訊息',
    ]);
    expect(await t.db.select().from(messageBroadcasts).where(eq(messageBroadcasts.vipLevel, 42))).toEqual([]);
  });

  it('reaches one member by username (any case), and refuses an unknown or trial username with a localised 404', async () => {
    const sub = await t.db.select({ username: members.username }).from(members).where(eq(members.id, team.sub));
    const one = await broadcast({
      audience: 'member',
      username: sub[0]!.username.toUpperCase(),
      title: text('個人', 'Personal'),
      content: text('只給你', 'Only you'),
    });
    expect(one.status).toBe(200);
    expect(one.body.value).toMatchObject({ audience: 'member', username: sub[0]!.username, recipients: 1 });
    expect(await recipientsOf(one.body.value.id)).toEqual([team.sub]);

    const before = (await t.db.select().from(messageBroadcasts)).length;
    const en = await broadcast(
      { audience: 'member', username: 'ghost99', title: text('a', 'a'), content: text('b', 'b') },
      'EN',
    );
    expect([en.status, en.body.code, en.body.message, en.body.value]).toEqual([
      404,
      'BROADCAST_MEMBER_NOT_FOUND',
      'No member named ghost99',
      { field: 'username', in: 'body' },
    ]);
    const tw = await broadcast(
      { audience: 'member', username: 'ghost99', title: text('a', 'a'), content: text('b', 'b') },
      'TW',
    );
    expect([tw.status, tw.body.message]).toEqual([404, '找不到會員 ghost99']);
    const trialName = (
      await t.db.select({ username: members.username }).from(members).where(eq(members.id, team.trial))
    )[0]!.username;
    expect(
      (await broadcast({ audience: 'member', username: trialName, title: text('a', 'a'), content: text('b', 'b') }))
        .status,
    ).toBe(404);
    expect((await t.db.select().from(messageBroadcasts)).length).toBe(before);
  });

  it('refuses a missing audience parameter or blank texts with a localised 400 naming the field', async () => {
    const noLevel = await broadcast({ audience: 'vipLevel', title: text('a', 'a'), content: text('b', 'b') }, 'TW');
    expect([noLevel.status, noLevel.body.code, noLevel.body.message, noLevel.body.value]).toEqual([
      400,
      'BROADCAST_VIP_LEVEL_REQUIRED',
      '請選擇要發送的 VIP 等級',
      { field: 'vipLevel', in: 'body' },
    ]);
    const noName = await broadcast({ audience: 'member', title: text('a', 'a'), content: text('b', 'b') });
    expect([noName.status, noName.body.value]).toEqual([400, { field: 'username', in: 'body' }]);
    const blank = await broadcast({ audience: 'all', title: text('標題', '  '), content: text('b', 'b') });
    expect([blank.status, blank.body.code, blank.body.value]).toEqual([
      400,
      'BROADCAST_BLANK',
      { field: 'title.EN', in: 'body' },
    ]);
    const long = await broadcast({ audience: 'all', title: text('a', 'a'), content: text('b', 'x'.repeat(2001)) });
    expect(long.status).toBe(400);
    const extra = await broadcast({ audience: 'everyone', title: text('a', 'a'), content: text('b', 'b') });
    expect(extra.status).toBe(400);
  });

  it('needs an operator token (a member token is refused) and audits each broadcast; the history lists them newest first', async () => {
    expect(
      (await broadcast({ audience: 'all', title: text('a', 'a'), content: text('b', 'b') }, 'EN', null)).status,
    ).toBe(401);
    const asMember = await broadcast({ audience: 'all', title: text('a', 'a'), content: text('b', 'b') }, 'TW', demo);
    expect([asMember.status, asMember.body.code, asMember.body.message]).toEqual([
      401,
      'OPERATOR_NOT_LOGGED_IN',
      '請先以管理員身分登入',
    ]);
    expect((await api(t.app, 'GET', '/api/operator/messages', demo)).status).toBe(401);

    const sent = await broadcast({
      audience: 'member',
      username: 'demo01',
      title: text('稽核', 'Audit me'),
      content: text('內容', 'Body'),
    });
    const id = sent.body.value.id as number;
    const [entry] = await t.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'broadcast'), eq(operatorAudit.targetId, id)));
    expect(entry).toMatchObject({
      action: 'broadcast.send',
      before: null,
      after: { id, audience: 'member', username: 'demo01', recipients: 1, title: { EN: 'Audit me' } },
    });

    const history = await api(t.app, 'GET', '/api/operator/messages?pageSize=2', operator);
    expect(history.status).toBe(200);
    expect(history.body.value.pageSize).toBe(2);
    expect(history.body.value.list).toHaveLength(2);
    expect(history.body.value.list[0]).toMatchObject({
      id,
      operator: 'operator',
      username: 'demo01',
      audience: 'member',
      recipients: 1,
    });
    expect(history.body.value.total).toBe(
      (await t.db.select().from(messageBroadcasts).where(eq(messageBroadcasts.merchantId, team.merchantId))).length,
    );
    const page2 = await api(t.app, 'GET', '/api/operator/messages?pageSize=2&pageNo=2', operator);
    expect(page2.body.value.list[0].id).toBeLessThan(history.body.value.list[1].id);
  });
});

describe('rate limit', () => {
  it('allows 20 broadcast POSTs a minute from one address, then answers a localised 429', async () => {
    const bad = { audience: 'everyone', title: text('a', 'a'), content: text('b', 'b') };
    for (let i = 0; i < 20; i++) expect((await broadcast(bad, 'EN', operator, '10.200.0.1')).status).toBe(400);
    const limited = await broadcast(bad, 'TW', operator, '10.200.0.1');
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(limited.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await broadcast(bad, 'EN', operator, '10.200.0.2')).status).toBe(400);
  });
});

describe('live unread', () => {
  it('pushes the count after mark read', async () => {
    const demoRow = await memberRow(t.db, 'demo01');
    await broadcast({
      audience: 'member',
      username: 'demo01',
      title: text('再一則', 'One more'),
      content: text('內容', 'Body'),
    });
    const events = await observe(() => api(t.app, 'POST', '/api/member/messages/read', demo, {}));
    expect(events).toEqual([
      { merchantId: demoRow.merchantId, memberId: demoRow.id, type: 'unread', payload: { count: 0 } },
    ]);
  });
});
