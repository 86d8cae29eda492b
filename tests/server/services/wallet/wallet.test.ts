/**
 * Wallet routes (README "Money"; docs/api/member-center.md "Wallet"): balance, merchant wallet, vendor
 * wallets and transferFund, recall all, transferUpline with the payment password, the account
 * record with filters and totals, messages, trial and guest refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { members } from '../../../../server/db/schema.ts';
import { transfer } from '../../../../server/ledger/index.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow, tokenOf } from './support.ts';

let t: TestApp;
let demo: string;
let agent: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await tokenOf(t.db, 'demo01');
  agent = await tokenOf(t.db, 'agent01');
});
afterAll(async () => t.close());

describe('balance and merchant wallet', () => {
  it('answers the seeded opening balance plus bonus as a decimal string with the currency', async () => {
    const res = await api(t.app, 'GET', '/api/wallet/balance', demo);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ balance: '10088.00', currency: 'CNY', currencySymbol: '¥' });
  });

  it('refuses guests (401) and trial accounts (403 in_need_true_account)', async () => {
    expect((await api(t.app, 'GET', '/api/wallet/balance')).status).toBe(401);
    const newbie = await memberRow(t.db, 'newbie01');
    await t.db.update(members).set({ type: 4 }).where(eq(members.id, newbie.id));
    const trialToken = await tokenOf(t.db, 'newbie01');
    const res = await api(t.app, 'GET', '/api/wallet/balance', trialToken);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NEED_TRUE_ACCOUNT');
    expect(res.body.message).toBe('Trial accounts cannot do this. Please register or log in with a real account.');
  });

  it('answers isSingle from the merchant configuration', async () => {
    expect((await api(t.app, 'GET', '/api/wallet/merchant', demo)).body.value).toEqual({ isSingle: false });
  });
});

describe('transferFund', () => {
  it('moves money to a vendor wallet and back, and recall all returns everything', async () => {
    const wallets = await api(t.app, 'GET', '/api/wallet/vendors', demo);
    expect(wallets.body.value.isSingle).toBe(false);
    const vendor = wallets.body.value.wallets[0].vendorCode as string;
    const second = wallets.body.value.wallets[1].vendorCode as string;
    const toVendor = await api(t.app, 'POST', '/api/wallet/transfer', demo, {
      from: 'main',
      to: vendor,
      amount: '100.50',
    });
    expect(toVendor.status).toBe(200);
    expect(toVendor.body.value).toEqual({ main: '9987.50', vendorCode: vendor, vendorBalance: '100.50' });
    await api(t.app, 'POST', '/api/wallet/transfer', demo, { from: 'main', to: second, amount: '20' });
    const back = await api(t.app, 'POST', '/api/wallet/transfer', demo, { from: vendor, to: 'main', amount: '0.50' });
    expect(back.body.value).toEqual({ main: '9968.00', vendorCode: vendor, vendorBalance: '100.00' });
    const recall = await api(t.app, 'POST', '/api/wallet/recall', demo);
    expect(recall.body.message).toBe('Balance returned successfully');
    expect(recall.body.value).toEqual({ main: '10088.00', recalled: '120.00' });
  });

  it('refuses an overdraft, bad amounts, unknown vendors, and replays a requestId once', async () => {
    const over = await api(t.app, 'POST', '/api/wallet/transfer', demo, { from: 'main', to: 'PG', amount: '999999' });
    expect([over.status, over.body.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
    const decimals = await api(t.app, 'POST', '/api/wallet/transfer', demo, {
      from: 'main',
      to: 'PG',
      amount: '1.001',
    });
    expect([decimals.status, decimals.body.code]).toEqual([400, 'AMOUNT_INVALID']);
    const zero = await api(t.app, 'POST', '/api/wallet/transfer', demo, { from: 'main', to: 'PG', amount: '0.00' });
    expect(zero.body.code).toBe('AMOUNT_INVALID');
    const unknown = await api(t.app, 'POST', '/api/wallet/transfer', demo, { from: 'main', to: 'NOPE', amount: '1' });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'VENDOR_UNKNOWN']);
    const body = { from: 'main', to: 'PG', amount: '5', requestId: 'req-wallet-0001' };
    await api(t.app, 'POST', '/api/wallet/transfer', demo, body);
    const again = await api(t.app, 'POST', '/api/wallet/transfer', demo, body);
    expect(again.body.value.vendorBalance).toBe('5.00');
    const changed = await api(t.app, 'POST', '/api/wallet/transfer', demo, { ...body, amount: '6' });
    expect([changed.status, changed.body.code]).toEqual([409, 'DUPLICATE_REQUEST']);
    await api(t.app, 'POST', '/api/wallet/recall', demo);
  });

  it('says so on a single-wallet merchant', async () => {
    const single = await createTestApp({ configure: (c) => void (c.permission.merchantWallet.isSingle = true) });
    try {
      const token = await tokenOf(single.db, 'demo01');
      expect((await api(single.app, 'GET', '/api/wallet/vendors', token)).body.value.wallets).toEqual([]);
      const res = await api(single.app, 'POST', '/api/wallet/transfer', token, { from: 'main', to: 'PG', amount: '1' });
      expect([res.status, res.body.code]).toEqual([409, 'SINGLE_WALLET']);
    } finally {
      await single.close();
    }
  });
});

describe('transferUpline', () => {
  it('needs a payment password, moves money to the upline, notifies them and locks after 5 wrong passwords', async () => {
    const info = await api(t.app, 'GET', '/api/wallet/transfer-upline', demo);
    expect(info.body.value).toMatchObject({
      upline: 'agent01',
      min: '1.00',
      max: '50000.00',
      hasPaymentPassword: false,
    });
    const notSet = await api(t.app, 'POST', '/api/wallet/transfer-upline', demo, {
      amount: '10',
      paymentPassword: '123456',
    });
    expect(notSet.body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    const set = await api(t.app, 'POST', '/api/account/payment-password', demo, {
      loginPassword: 'Demo1234',
      newPassword: '246810',
      confirmPassword: '246810',
    });
    expect(set.status).toBe(200);
    const agentBefore = (await api(t.app, 'GET', '/api/wallet/balance', agent)).body.value.balance;
    const unreadBefore = (await api(t.app, 'GET', '/api/member/messages/unread-count', agent)).body.value.count;
    const done = await api(t.app, 'POST', '/api/wallet/transfer-upline', demo, {
      amount: '10',
      paymentPassword: '246810',
    });
    expect(done.body.value).toEqual({ balance: '10078.00', upline: 'agent01' });
    expect((await api(t.app, 'GET', '/api/wallet/balance', agent)).body.value.balance).toBe(
      (Number(agentBefore) + 10).toFixed(2),
    );
    expect((await api(t.app, 'GET', '/api/member/messages/unread-count', agent)).body.value.count).toBe(
      unreadBefore + 1,
    );
    const small = await api(t.app, 'POST', '/api/wallet/transfer-upline', demo, {
      amount: '0.50',
      paymentPassword: '246810',
    });
    expect(small.body).toMatchObject({ code: 'AMOUNT_OUT_OF_RANGE', value: { min: '1.00', max: '50000.00' } });
    const noUpline = await api(t.app, 'POST', '/api/wallet/transfer-upline', agent, {
      amount: '1',
      paymentPassword: '111111',
    });
    expect(noUpline.body.code).toBe('NO_UPLINE');
    for (let i = 4; i >= 1; i--) {
      const wrong = await api(t.app, 'POST', '/api/wallet/transfer-upline', demo, {
        amount: '1',
        paymentPassword: '000000',
      });
      expect(wrong.body).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', value: { remainingAttempts: i } });
    }
    const locked = await api(t.app, 'POST', '/api/wallet/transfer-upline', demo, {
      amount: '1',
      paymentPassword: '000000',
    });
    expect([locked.status, locked.body.code]).toEqual([423, 'PAYMENT_PASSWORD_LOCKED']);
    const evenRight = await api(t.app, 'POST', '/api/wallet/transfer-upline', demo, {
      amount: '1',
      paymentPassword: '246810',
    });
    expect(evenRight.status).toBe(423);
  });
});

describe('account record', () => {
  it('lists every movement newest first with types, counterparties, paging and totals over the range', async () => {
    const all = await api(t.app, 'GET', '/api/wallet/transactions?pageSize=3', demo);
    expect(all.status).toBe(200);
    expect(all.body.value.list).toHaveLength(3);
    expect(all.body.value.total).toBeGreaterThan(3);
    expect(all.body.value.list[0]).toMatchObject({
      type: 'upline',
      amount: '-10.00',
      balanceAfter: '10078.00',
      counterparty: 'agent01',
    });
    const bonus = await api(t.app, 'GET', '/api/wallet/transactions?type=bonus', demo);
    expect(bonus.body.value.list.map((r: { amount: string }) => r.amount)).toEqual(['88.00', '10000.00']);
    expect(bonus.body.value.totals).toEqual({ in: '10088.00', out: '0.00', net: '10088.00' });
    const transfers = await api(t.app, 'GET', '/api/wallet/transactions?type=transfer&pageSize=100', demo);
    expect(transfers.body.value.list.every((r: { type: string }) => r.type === 'transfer')).toBe(true);
    expect(transfers.body.value.totals.net).toBe('0.00');
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await api(t.app, 'GET', `/api/wallet/transactions?from=${encodeURIComponent(future)}`, demo);
    expect(none.body.value).toMatchObject({ list: [], total: 0, totals: { in: '0.00', out: '0.00', net: '0.00' } });
    const bad = await api(t.app, 'GET', '/api/wallet/transactions?type=nope', demo);
    expect(bad.status).toBe(400);
  });

  it('files vendor protocol movements under bet and payout, agent income under commission and unknown reasons under adjustment', async () => {
    const member = await memberRow(t.db, 'mobile01');
    const token = await tokenOf(t.db, 'mobile01');
    const base = { merchantId: member.merchantId, currency: 'CNY' };
    await transfer(t.db, {
      ...base,
      idempotencyKey: 'hist:bet',
      debit: { kind: 'member', memberId: member.id },
      credit: { kind: 'vendor', vendorCode: 'PG', memberId: member.id },
      amount: 300n,
      reason: 'vendor.debit',
      reference: 'PG:r1',
    });
    await transfer(t.db, {
      ...base,
      idempotencyKey: 'hist:win',
      debit: { kind: 'house' },
      credit: { kind: 'member', memberId: member.id },
      amount: 900n,
      reason: 'vendor.credit',
      reference: 'PG:r1',
    });
    await transfer(t.db, {
      ...base,
      idempotencyKey: 'hist:fix',
      debit: { kind: 'house' },
      credit: { kind: 'member', memberId: member.id },
      amount: 1n,
      reason: 'manual.fix',
    });
    await transfer(t.db, {
      ...base,
      idempotencyKey: 'hist:wage',
      debit: { kind: 'commission' },
      credit: { kind: 'member', memberId: member.id },
      amount: 250n,
      reason: 'dailyWage',
      reference: 'D2026-11-25',
    });
    const types = async (type: string) =>
      (await api(t.app, 'GET', `/api/wallet/transactions?type=${type}`, token)).body.value.list.map(
        (r: { type: string; amount: string; counterparty: string | null }) => [r.type, r.amount, r.counterparty],
      );
    expect(await types('bet')).toEqual([['bet', '-3.00', 'PG']]);
    expect(await types('payout')).toEqual([['payout', '9.00', null]]);
    expect(await types('adjustment')).toEqual([['adjustment', '0.01', null]]);
    expect(await types('commission')).toEqual([['commission', '2.50', null]]);
  });

  it('shows a member only their own movements', async () => {
    const agentRecord = await api(t.app, 'GET', '/api/wallet/transactions?pageSize=100', agent);
    expect(agentRecord.body.value.list.some((r: { counterparty: string | null }) => r.counterparty === 'demo01')).toBe(
      true,
    );
    expect(agentRecord.body.value.list.every((r: { type: string }) => r.type !== 'transfer')).toBe(true);
  });
});

describe('messages', () => {
  it('lists the upline notice and marks it read', async () => {
    const list = await api(t.app, 'GET', '/api/member/messages', agent);
    expect(list.body.value.list[0]).toMatchObject({ title: 'Transfer received from a downline', read: false });
    const read = await api(t.app, 'POST', '/api/member/messages/read', agent, {});
    expect(read.body.value).toEqual({ count: 0 });
  });
});
