/**
 * The payments desk (server/services/payments/desk.ts, schemas/api/operator-payments.json): queue
 * filters, search, sorting, paging and counts; an order's detail with risk signals and timeline;
 * reject with a reason the member reads (the held amount back exactly once); maker-checker above
 * the threshold (self-approval refused, two concurrent second approvals approve once); live
 * events for the console and the member; another merchant's order is 404; bad input 400 localised.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  bankCards,
  bonusGrants,
  depositOrders,
  ledgerTransfers,
  memberMessages,
  members,
  merchants,
  withdrawals,
} from '../../../../server/db/schema.ts';
import { subscribe, type LiveEvent } from '../../../../server/services/events/index.ts';
import { chatSocketScope } from '../../../../server/services/livechat/socket.ts';
import { testClock, type Clock } from '../../support/authApp.ts';
import { operatorSignIn } from '../../support/operator.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow, tokenOf } from '../wallet/support.ts';

let t: TestApp;
let clock: Clock;
let owner: string;
let finance01: string;
let finance02: string;
let service01: string;
let demo: string;
let demoId: number;
let cardId: number;
const events: LiveEvent[] = [];
let stop: () => void;

const deposit = async (amount: string, channel = 'BANK') => {
  const res = await api(t.app, 'POST', '/api/deposit/orders', demo, { channel, amount, payerName: 'Demo One' });
  expect(res.status).toBe(200);
  return res.body.value.id as number;
};
const withdraw = async (amount: string) => {
  const res = await api(t.app, 'POST', '/api/withdraw/orders', demo, {
    amount,
    bankCardId: cardId,
    paymentPassword: '121212',
  });
  expect([res.status, res.body.message]).toEqual([200, expect.anything()]);
  return res.body.value.id as number;
};
const act = (token: string, kind: string, id: number, action: string, body: object = {}, lang: 'TW' | 'EN' = 'EN') =>
  api(t.app, 'POST', `/api/operator/payments/${kind}/${id}/${action}`, token, body, lang);
const balance = async () => (await api(t.app, 'GET', '/api/wallet/balance', demo)).body.value;

beforeAll(async () => {
  clock = testClock();
  t = await createTestApp({ auth: { now: clock.now } });
  owner = await operatorSignIn(t.app);
  finance01 = await operatorSignIn(t.app, 'finance01');
  finance02 = await operatorSignIn(t.app, 'finance02');
  service01 = await operatorSignIn(t.app, 'service01');
  demo = await tokenOf(t.db, 'demo01', clock.now());
  await tokenOf(t.db, 'agent01', clock.now()); // another member on the same address and browser
  demoId = (await memberRow(t.db, 'demo01')).id;
  await api(t.app, 'POST', '/api/account/payment-password', demo, {
    loginPassword: 'Demo1234',
    newPassword: '121212',
    confirmPassword: '121212',
  });
  const cards = await api(t.app, 'GET', '/api/account/bank-cards', demo);
  cardId = cards.body.value.list[0].id;
  stop = subscribe((e) => void events.push(e));
});
afterAll(async () => {
  stop();
  await t.close();
});

describe('queues', () => {
  it('filter by state, channel, amount and date, search by order number or username, sort, page and count per state', async () => {
    const a = await deposit('150');
    const b = await deposit('300');
    const c = await deposit('120', 'DEMOPAY');
    const all = await api(t.app, 'GET', '/api/operator/payments/deposits', finance01);
    expect(all.status).toBe(200);
    expect(all.body.value.list.map((d: { id: number }) => d.id).slice(0, 3)).toEqual([c, b, a]);
    expect(all.body.value.counts.pending).toBeGreaterThanOrEqual(3);
    const bank = await api(t.app, 'GET', '/api/operator/payments/deposits?channel=BANK&sort=amountDesc', finance01);
    expect(bank.body.value.list.map((d: { id: number }) => d.id)).toEqual([b, a]);
    const range = await api(t.app, 'GET', '/api/operator/payments/deposits?minAmount=200&maxAmount=400', finance01);
    expect(range.body.value.list.map((d: { id: number }) => d.id)).toEqual([b]);
    const order = all.body.value.list.find((d: { id: number }) => d.id === a);
    const byNo = await api(t.app, 'GET', `/api/operator/payments/deposits?q=${order.orderNo}`, finance01);
    expect(byNo.body.value.list.map((d: { id: number }) => d.id)).toEqual([a]);
    const byName = await api(t.app, 'GET', '/api/operator/payments/deposits?q=DEMO0&pageSize=2&pageNo=2', finance01);
    expect([byName.body.value.total, byName.body.value.list.map((d: { id: number }) => d.id)]).toEqual([3, [a]]);
    const future = new Date(clock.now().getTime() + 60_000).toISOString();
    const none = await api(t.app, 'GET', `/api/operator/payments/deposits?from=${future}`, finance01);
    expect([none.body.value.total, none.body.value.counts.pending]).toEqual([0, 0]);
    const nobody = await api(t.app, 'GET', '/api/operator/payments/deposits?q=nobody', finance01);
    expect(nobody.body.value.list).toEqual([]);
  });

  it('answers bad filters with a localised 400 and refuses staff without payments.view', async () => {
    const tw = await api(
      t.app,
      'GET',
      '/api/operator/payments/deposits?minAmount=9&maxAmount=5',
      finance01,
      undefined,
      'TW',
    );
    expect([tw.status, tw.body.code, tw.body.message]).toEqual([400, 'DESK_AMOUNT_RANGE', '最低金額不可高於最高金額']);
    const en = await api(t.app, 'GET', '/api/operator/payments/withdrawals?pageSize=1000', finance01);
    expect(en.status).toBe(400);
    expect(en.body.message).toMatch(/pageSize/);
    const state = await api(t.app, 'GET', '/api/operator/payments/deposits?state=paid', finance01);
    expect([state.status, state.body.code]).toEqual([400, 'DESK_STATE_UNKNOWN']);
    expect((await api(t.app, 'GET', '/api/operator/payments/deposits', service01)).status).toBe(403);
  });
});

describe('deposit decisions', () => {
  it('approve credits the member once; reject needs a reason and tells the member in their language', async () => {
    const id = await deposit('200');
    const before = await balance();
    events.length = 0;
    const ok = await act(finance01, 'deposits', id, 'approve');
    expect([ok.status, ok.body.value.outcome, ok.body.value.detail.deposit.status]).toEqual([200, 'done', 'success']);
    expect(Number((await balance()).balance) - Number(before.balance)).toBe(200);
    expect(events.some((e) => e.type === 'deposit' && e.memberId === demoId && e.payload.status === 'success')).toBe(
      true,
    );
    expect(events.some((e) => e.type === 'payments' && e.payload.kind === 'deposit' && e.payload.id === id)).toBe(true);
    const again = await act(finance02, 'deposits', id, 'approve');
    expect([again.status, again.body.code]).toEqual([409, 'INVALID_STATE']);
    expect(Number((await balance()).balance) - Number(before.balance)).toBe(200);

    const other = await deposit('111');
    const noReason = await act(finance01, 'deposits', other, 'reject', {}, 'TW');
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toMatch(/reason/);
    const rejected = await act(finance01, 'deposits', other, 'reject', { reason: 'notReceived', note: 'bank said no' });
    expect(rejected.body.value.detail.deposit.status).toBe('rejected');
    const [message] = await t.db
      .select()
      .from(memberMessages)
      .where(eq(memberMessages.memberId, demoId))
      .orderBy(memberMessages.id)
      .then((rows) => rows.slice(-1));
    expect(JSON.stringify(message)).toContain('We did not receive the transfer (bank said no)');
    expect(JSON.stringify(message)).toContain('我們尚未收到您的轉帳');
    const detail = await api(t.app, 'GET', `/api/operator/payments/deposits/${other}`, finance01);
    expect(detail.body.value.timeline.map((e: { action: string; by: string }) => [e.action, e.by])).toEqual([
      ['created', 'demo01'],
      ['reject', 'finance01'],
    ]);
  });

  it('mark paid is for withdrawals only, and staff without payments.decide cannot approve', async () => {
    const id = await deposit('100');
    const paid = await act(finance01, 'deposits', id, 'paid', {}, 'TW');
    expect([paid.status, paid.body.code]).toEqual([400, 'DESK_NO_PAID_FOR_DEPOSITS']);
    expect((await act(service01, 'deposits', id, 'approve')).status).toBe(403);
  });
});

describe('the console socket', () => {
  it("carries the merchant's payments events to staff with payments.view only", async () => {
    const [demoMerchant] = await t.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const event: LiveEvent = {
      merchantId: demoMerchant!.id,
      type: 'payments',
      payload: { kind: 'deposit', id: 1, orderNo: 'D1', status: 'pending', change: 'created' },
    };
    const finance = await chatSocketScope(t.db, demoMerchant!.id, { operator: finance01 }, clock.now());
    const service = await chatSocketScope(t.db, demoMerchant!.id, { operator: service01 }, clock.now());
    expect([finance?.verdict(event), service?.verdict(event)]).toEqual(['send', 'skip']);
    expect(finance?.verdict({ ...event, merchantId: demoMerchant!.id + 99 })).toBe('skip');
  });
});

describe('another merchant', () => {
  it('is never seen: its order is 404 on the detail and on every action', async () => {
    const [demoMerchant] = await t.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const [other] = await t.db
      .insert(merchants)
      .values({
        code: 'OTHERPAY',
        name: 'Other',
        config: demoMerchant!.config,
        configSource: demoMerchant!.configSource,
      })
      .returning();
    const [m] = await t.db
      .insert(members)
      .values({ merchantId: other!.id, username: 'otherpay01', nickname: 'x', passwordHash: 'x' })
      .returning();
    const [order] = await t.db
      .insert(depositOrders)
      .values({
        merchantId: other!.id,
        memberId: m!.id,
        orderNo: 'D-OTHER-1',
        channelCode: 'BANK',
        channelType: 'bank',
        amount: 10_000n,
        currency: 'CNY',
        createdAt: clock.now(),
      })
      .returning();
    expect((await api(t.app, 'GET', `/api/operator/payments/deposits/${order!.id}`, finance01)).status).toBe(404);
    expect((await act(finance01, 'deposits', order!.id, 'approve')).status).toBe(404);
    const list = await api(t.app, 'GET', '/api/operator/payments/deposits?q=D-OTHER', finance01);
    expect(list.body.value.list).toEqual([]);
    const [still] = await t.db.select().from(depositOrders).where(eq(depositOrders.id, order!.id));
    expect(still!.status).toBe('pending');
  });
});

describe('withdrawals', () => {
  it('show risk signals: turnover owed, first withdrawal, new card, shared address, totals', async () => {
    const id = await withdraw('150');
    await t.db.update(bankCards).set({ createdAt: clock.now() }).where(eq(bankCards.id, cardId));
    // a bonus whose turnover is still owed (granted after the request: an open one refuses new withdrawals)
    const [demoMerchant] = await t.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const [grant] = await t.db
      .insert(bonusGrants)
      .values({
        merchantId: demoMerchant!.id,
        memberId: demoId,
        source: 'reload',
        sourceRef: 'desk-test',
        titleTw: '測試',
        titleEn: 'Test',
        amount: 10_000n,
        currency: 'CNY',
        base: 'bonus',
        multiple: 5,
        required: 50_000n,
        done: 10_000n,
        contributions: {},
        expiresAt: new Date(clock.now().getTime() + 86_400_000),
      })
      .returning();
    const detail = await api(t.app, 'GET', `/api/operator/payments/withdrawals/${id}`, finance01);
    expect(detail.status).toBe(200);
    const v = detail.body.value;
    expect(v.member).toMatchObject({ username: 'demo01' });
    expect(v.withdrawal.cardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
    expect(v.risk).toMatchObject({
      firstWithdrawal: true,
      cardAddedRecently: true,
      turnoverOwed: '400.00',
      openBonuses: 1,
    });
    await t.db.delete(bonusGrants).where(eq(bonusGrants.id, grant!.id));
    expect(v.risk.sharedIp).toContain('agent01');
    expect(v.risk.sharedDevice).toContain('agent01');
    expect(v.risk.deposits.count).toBeGreaterThanOrEqual(1);
    expect(v.risk.rg).toMatchObject({ excluded: false });
    await act(finance01, 'withdrawals', id, 'approve');
    await act(finance01, 'withdrawals', id, 'paid');
    const second = await withdraw('100');
    const later = await api(t.app, 'GET', `/api/operator/payments/withdrawals/${second}`, finance01);
    expect(later.body.value.risk.firstWithdrawal).toBe(false);
    expect(later.body.value.risk.withdrawals).toEqual({ count: 1, total: '150.00' });
  });

  it('reject returns the held amount exactly once, also when asked twice at the same moment', async () => {
    const start = Number((await balance()).balance);
    const id = await withdraw('130');
    expect(Number((await balance()).balance)).toBe(start - 130);
    const answers = await Promise.all([
      act(finance01, 'withdrawals', id, 'reject', { reason: 'riskReview' }),
      act(finance02, 'withdrawals', id, 'reject', { reason: 'riskReview' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(Number((await balance()).balance)).toBe(start);
    const returns = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `withdraw:return:${id}`));
    expect(returns).toHaveLength(1);
  });

  it('above the threshold: the first approval asks for a second; the same person is refused; two concurrent second approvals approve once', async () => {
    expect(
      (await api(t.app, 'PUT', '/api/operator/payments-settings', finance01, { withdrawalApprovalThreshold: '500' }))
        .status,
    ).toBe(403);
    const saved = await api(t.app, 'PUT', '/api/operator/payments-settings', owner, {
      withdrawalApprovalThreshold: '500',
    });
    expect(saved.body.value).toMatchObject({ withdrawalApprovalThreshold: '500.00', updatedBy: 'operator' });
    const small = await withdraw('200');
    expect((await act(finance01, 'withdrawals', small, 'approve')).body.value.outcome).toBe('done');
    const big = await withdraw('600');
    const old = await api(t.app, 'POST', `/api/operator/withdrawals/${big}/approve`, finance01, {});
    expect([old.status, old.body.code]).toEqual([409, 'DESK_SECOND_APPROVAL_NEEDED']);
    events.length = 0;
    const first = await act(finance01, 'withdrawals', big, 'approve');
    expect(first.body.value.outcome).toBe('awaitingSecond');
    expect(first.body.value.detail.withdrawal).toMatchObject({
      status: 'applied',
      approval: { state: 'pending', requestedBy: 'finance01' },
    });
    expect(events.some((e) => e.type === 'payments' && e.payload.change === 'approval')).toBe(true);
    const waiting = await api(t.app, 'GET', '/api/operator/payments/withdrawals?state=awaitingSecond', finance01);
    expect(waiting.body.value.list.map((w: { id: number }) => w.id)).toEqual([big]);
    expect(waiting.body.value.counts.awaitingSecond).toBe(1);
    const self = await act(finance01, 'withdrawals', big, 'approve', {}, 'TW');
    expect([self.status, self.body.code]).toEqual([403, 'APPROVAL_SELF']);
    const both = await Promise.all([
      act(finance02, 'withdrawals', big, 'approve'),
      act(owner, 'withdrawals', big, 'approve'),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, big));
    expect(row!.status).toBe('approved');
    events.length = 0;
    expect((await act(finance01, 'withdrawals', big, 'paid')).body.value.detail.withdrawal.status).toBe('paid');
    expect(events.some((e) => e.type === 'withdraw' && e.memberId === demoId && e.payload.status === 'paid')).toBe(
      true,
    );
    const detail = await api(t.app, 'GET', `/api/operator/payments/withdrawals/${big}`, finance01);
    expect(detail.body.value.timeline.map((e: { action: string; by: string }) => [e.action, e.by])).toEqual([
      ['created', 'demo01'],
      ['approvalRequested', 'finance01'],
      expect.arrayContaining(['approve']),
      expect.arrayContaining(['approvalApproved']),
      ['paid', 'finance01'],
    ]);
    const audit = await api(t.app, 'GET', '/api/operator/audit?targetType=withdrawal', owner);
    const actions = audit.body.value.list
      .filter((a: { targetId: number }) => a.targetId === big)
      .map((a: { action: string }) => a.action);
    expect(actions).toEqual([
      'withdrawal.paid',
      'withdrawal.approve.approve',
      'withdrawal.approve',
      'withdrawal.approve.request',
    ]);
    const [held] = await t.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, big), eq(withdrawals.status, 'paid')));
    expect(held).toBeDefined();
    await api(t.app, 'PUT', '/api/operator/payments-settings', owner, { withdrawalApprovalThreshold: '0' });
  });
});
