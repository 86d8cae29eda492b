/**
 * Player management of the back office (README "Operator console"; server/services/operator/players.ts,
 * server/routes/operator-players): search by each key, the member's page and records, staff
 * authorization (another merchant's member is 404; customer service reads and manages but may not
 * adjust), lock blocks login and ends sessions at once, forced password change at the next login,
 * close sessions, notes, and the maker-checker balance adjustment (self-approval refused, two
 * concurrent approvals move the money once, the ledger stays balanced, a refused debit and a
 * rejection change nothing). Every action leaves an audit entry.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  bankCards,
  depositOrders,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  loginHistory,
  members,
  merchants,
  operatorApprovals,
  operatorAudit,
} from '../../../../server/db/schema.ts';
import { DEMO_MERCHANT_CODE } from '../../../../server/db/seed/index.ts';
import { hashPassword } from '../../../../server/services/auth/passwords.ts';
import { call, login, type CallOptions } from '../../support/auth.ts';
import { operatorSignIn } from '../../support/operator.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
let owner: string;
let finance1: string;
let finance2: string;
let service: string;
let luckyOwner: string;
let merchantId: number;
let memberId: number;
const PASSWORD = 'Player1234';
const USERNAME = 'pmalpha01';

const op = <T = any>(method: 'GET' | 'POST', url: string, token: string, body?: unknown, opts: CallOptions = {}) =>
  call<T>(t.app, method, url, body, { language: 'EN', ...opts, token });
const memberLogin = (ip = '10.31.0.1') => login(t.app, { username: USERNAME, password: PASSWORD }, { ip });
const balanceOf = async (id: number) => {
  const [row] = await t.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.key, `member:${id}`));
  return row?.balance ?? 0n;
};
const ledgerSum = async (id: number) => {
  const rows = await t.db.execute(
    sql`select coalesce(sum(e.amount), 0)::text as s from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.key = ${`member:${id}`} and a.merchant_id = ${merchantId}`,
  );
  return BigInt((rows as unknown as { rows: { s: string }[] }).rows[0]!.s);
};
let keySeq = 0;
const adjust = (token: string, direction: 'credit' | 'debit', amount: string, key = `key-${++keySeq}-abcdef`) =>
  op('POST', `/api/operator/players/${memberId}/adjustments`, token, {
    direction,
    amount,
    reason: `test ${direction}`,
    idempotencyKey: key,
  });

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE));
  merchantId = m!.id;
  const [row] = await t.db
    .insert(members)
    .values({
      merchantId,
      username: USERNAME,
      nickname: 'Alpha',
      email: 'Alpha.Player@example.com',
      mobileCountryCode: '886',
      mobileNumber: '912345678',
      passwordHash: await hashPassword(PASSWORD),
      profile: { payeeName: 'Chen Tai-ming' },
      firstLogin: false,
    })
    .returning({ id: members.id });
  memberId = row!.id;
  await t.db.insert(bankCards).values({
    merchantId,
    memberId,
    bankName: 'Test Bank',
    cardNumber: '6222020000987654',
    payeeName: 'Chen Tai-ming',
  });
  await t.db.insert(loginHistory).values({
    merchantId,
    memberId,
    username: USERNAME,
    ip: '203.0.113.77',
    userAgent: 'Mozilla/5.0 test',
    result: 'SUCCESS',
    loginType: 'username',
  });
  owner = await operatorSignIn(t.app);
  finance1 = await operatorSignIn(t.app, 'finance01');
  finance2 = await operatorSignIn(t.app, 'finance02');
  service = await operatorSignIn(t.app, 'service01');
  luckyOwner = await operatorSignIn(t.app, { host: 'lucky.localhost' });
});
afterAll(() => t.close());

describe('search', () => {
  const find = async (by: string, q: string, token = owner) =>
    op('GET', `/api/operator/players?by=${by}&q=${encodeURIComponent(q)}`, token);
  it.each([
    ['username', 'PMALPHA'],
    ['mobile', '12345678'],
    ['email', 'alpha.player@'],
    ['name', 'tai-ming'],
    ['ip', '203.0.113.77'],
    ['card', '7654'],
    ['card', '6222020000987654'],
  ])('finds the member by %s (%s)', async (by, q) => {
    const res = await find(by, q);
    expect(res.status).toBe(200);
    const hit = res.body.value.list.find((r: { id: number }) => r.id === memberId);
    expect(hit).toMatchObject({ username: USERNAME, realName: 'Chen Tai-ming', state: 'active', vipLevel: 0 });
    expect(hit.balance).toMatch(/^\d+\.\d{2}$/);
    expect(hit.registeredAt).toEqual(expect.any(String));
  });

  it('misses on a wrong key and pages; an empty search is a localised 400', async () => {
    expect((await find('ip', '203.0.113.78')).body.value.list).toHaveLength(0);
    expect((await find('card', '1111')).body.value.list.some((r: { id: number }) => r.id === memberId)).toBe(false);
    const paged = await op('GET', '/api/operator/players?by=username&q=a&pageSize=2&pageNo=1', owner);
    expect(paged.body.value.list.length).toBeLessThanOrEqual(2);
    expect(paged.body.value.total).toBeGreaterThan(2);
    const empty = await op('GET', '/api/operator/players?by=username&q=%20', owner, undefined, { language: 'TW' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('PLAYER_SEARCH_INVALID');
    expect(empty.body.message).toBe('請輸入搜尋內容');
  });

  it('never lists another merchant’s members', async () => {
    expect(luckyOwner).not.toBe('');
    const res = await op('GET', `/api/operator/players?by=username&q=${USERNAME}`, luckyOwner, undefined, {
      headers: { host: 'lucky.localhost' },
    });
    expect(res.status).toBe(200);
    expect(res.body.value.list).toHaveLength(0);
  });
});

describe('member page and authorization', () => {
  it('shows the profile masked, balances, rg, and paged records', async () => {
    const res = await op('GET', `/api/operator/players/${memberId}`, service);
    expect(res.status).toBe(200);
    const v = res.body.value;
    expect(v).toMatchObject({ username: USERNAME, realName: 'Chen Tai-ming', state: 'active', lock: null });
    expect(v.email).toBe('A***@example.com');
    expect(v.mobile).toBe('+886 912****678');
    expect(v.bankCards[0].number).toBe('**** 7654');
    expect(JSON.stringify(v)).not.toContain('6222020000987654');
    expect(v.rg).toEqual(expect.objectContaining({ limits: expect.any(Array) }));
    for (const kind of ['ledger', 'bets', 'bonuses', 'deposits', 'withdrawals', 'logins']) {
      const page = await op('GET', `/api/operator/players/${memberId}/${kind}?pageSize=5`, service);
      expect(page.status).toBe(200);
    }
    // a deposit shows its channel by name in the caller's language, never by code
    await t.db.insert(depositOrders).values({
      merchantId,
      memberId,
      orderNo: `D${Date.now()}`,
      channelCode: 'DEMOPAY',
      channelType: 'gateway',
      amount: 10_000n,
      currency: 'CNY',
    });
    const depositsEn = await op('GET', `/api/operator/players/${memberId}/deposits`, service);
    expect(depositsEn.body.value.list[0]).toMatchObject({ channel: 'Demo Pay', amount: '100.00' });
    const depositsTw = await op('GET', `/api/operator/players/${memberId}/deposits`, service, undefined, {
      language: 'TW',
    });
    expect(depositsTw.body.value.list[0].channel).toBe('示範支付');
    const logins = await op('GET', `/api/operator/players/${memberId}/logins`, service);
    expect(logins.body.value.list[0]).toMatchObject({ ip: '203.0.113.77', device: 'Mozilla/5.0 test' });
  });

  it('answers 404 for another merchant’s member and 403 without the permission', async () => {
    const other = await op('GET', `/api/operator/players/${memberId}`, luckyOwner, undefined, {
      headers: { host: 'lucky.localhost' },
    });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('PLAYER_NOT_FOUND');
    const lockOther = await op(
      'POST',
      `/api/operator/players/${memberId}/lock`,
      luckyOwner,
      { reason: 'x' },
      {
        headers: { host: 'lucky.localhost' },
      },
    );
    expect(lockOther.status).toBe(404);
    // customer service: players.view + players.manage, never players.adjust
    const denied = await adjust(service, 'credit', '10.00');
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('OPERATOR_FORBIDDEN');
    expect((await op('GET', '/api/operator/adjustments', service)).status).toBe(403);
    // finance: players.view + adjust, never manage
    expect((await op('POST', `/api/operator/players/${memberId}/lock`, finance1, { reason: 'x' })).status).toBe(403);
  });
});

describe('actions', () => {
  it('lock ends every session at once and blocks login until unlocked; audited before/after', async () => {
    const first = await memberLogin();
    expect(first.status).toBe(200);
    const token = first.body.value.token;
    expect((await call(t.app, 'GET', '/api/member/info', undefined, { token })).status).toBe(200);

    const noReason = await op('POST', `/api/operator/players/${memberId}/lock`, service, { reason: '  ' });
    expect(noReason.status).toBe(400);
    const locked = await op('POST', `/api/operator/players/${memberId}/lock`, service, { reason: 'chargeback' });
    expect(locked.status).toBe(200);
    expect(locked.body.value).toMatchObject({ locked: true, lockReason: 'chargeback', liveSessions: 0 });
    expect((await call(t.app, 'GET', '/api/member/info', undefined, { token })).status).toBe(401);
    const refused = await memberLogin();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');
    expect((await op('POST', `/api/operator/players/${memberId}/lock`, service, { reason: 'again' })).status).toBe(409);
    const found = await op('GET', `/api/operator/players?by=username&q=${USERNAME}`, service);
    expect(found.body.value.list[0].state).toBe('locked');

    expect((await op('POST', `/api/operator/players/${memberId}/unlock`, service, { reason: 'cleared' })).status).toBe(
      200,
    );
    expect((await memberLogin()).status).toBe(200);
    const [entry] = await t.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetId, memberId), eq(operatorAudit.action, 'member.lock')));
    expect(entry!.before).toMatchObject({ locked: false });
    expect(entry!.after).toMatchObject({ locked: true, lockReason: 'chargeback' });
  });

  it('forces a password change at the next login', async () => {
    const before = await memberLogin();
    expect(before.body.value.passwordChangeRequired).toBe(false);
    const res = await op('POST', `/api/operator/players/${memberId}/force-password-change`, service, {});
    expect(res.status).toBe(200);
    expect(res.body.value.mustChangePassword).toBe(true);
    const after = await memberLogin();
    expect(after.status).toBe(200);
    expect(after.body.value.passwordChangeRequired).toBe(true);
    await t.db.update(members).set({ mustChangePassword: false }).where(eq(members.id, memberId));
  });

  it('closes every session at once', async () => {
    const a = (await memberLogin()).body.value.token;
    const b = (await memberLogin()).body.value.token;
    const res = await op('POST', `/api/operator/players/${memberId}/close-sessions`, service, {});
    expect(res.status).toBe(200);
    expect(res.body.value.liveSessions).toBe(0);
    for (const token of [a, b])
      expect((await call(t.app, 'GET', '/api/member/info', undefined, { token })).status).toBe(401);
    const [entry] = await t.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetId, memberId), eq(operatorAudit.action, 'member.closeSessions')))
      .orderBy(desc(operatorAudit.id));
    expect((entry!.before as { liveSessions: number }).liveSessions).toBeGreaterThanOrEqual(2);
  });

  it('adds a note shown on the member page', async () => {
    const res = await op('POST', `/api/operator/players/${memberId}/notes`, service, { body: 'Called about KYC' });
    expect(res.status).toBe(200);
    const page = await op('GET', `/api/operator/players/${memberId}`, service);
    expect(page.body.value.notes[0]).toMatchObject({ body: 'Called about KYC', by: 'service01' });
  });
});

describe('balance adjustment (maker-checker)', () => {
  it('credits once after a second staff member approves; self-approval refused; ledger balanced', async () => {
    const before = await balanceOf(memberId);
    const asked = await adjust(finance1, 'credit', '150.25', 'credit-key-0001');
    expect(asked.status).toBe(200);
    expect(asked.body.value.created).toBe(true);
    const again = await adjust(finance1, 'credit', '150.25', 'credit-key-0001');
    expect(again.body.value).toEqual({ id: asked.body.value.id, created: false });
    expect(await balanceOf(memberId)).toBe(before);
    const page = await op('GET', `/api/operator/players/${memberId}`, finance1);
    expect(page.body.value.pendingAdjustments).toEqual([
      expect.objectContaining({ id: asked.body.value.id, direction: 'credit', amount: '150.25', state: 'pending' }),
    ]);

    const id = asked.body.value.id;
    const self = await op('POST', `/api/operator/adjustments/${id}/approve`, finance1, {});
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('APPROVAL_SELF');

    const [x, y] = await Promise.all([
      op('POST', `/api/operator/adjustments/${id}/approve`, finance2, {}),
      op('POST', `/api/operator/adjustments/${id}/approve`, owner, {}),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await balanceOf(memberId)).toBe(before + 15_025n);
    expect(await ledgerSum(memberId)).toBe(await balanceOf(memberId));
    const moved = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `adjust:${id}`));
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ reason: 'adjustment', reference: 'test credit', amount: 15_025n });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.transferId, moved[0]!.id));
    expect(entries.reduce((s, e) => s + e.amount, 0n)).toBe(0n);
    // the member sees it in the account record
    const token = (await memberLogin()).body.value.token;
    const history = await call<any>(t.app, 'GET', '/api/wallet/transactions?type=adjustment', undefined, { token });
    expect(history.status).toBe(200);
    expect(history.body.value.list[0]).toMatchObject({
      type: 'adjustment',
      amount: '150.25',
      reference: 'test credit',
    });
  });

  it('refuses a debit beyond the balance (request stays pending), and a rejection moves nothing', async () => {
    const balance = await balanceOf(memberId);
    const tooMuch = ((balance + 100n) / 100n).toString() + '.00';
    const asked = await adjust(finance1, 'debit', tooMuch);
    const id = asked.body.value.id;
    const refused = await op('POST', `/api/operator/adjustments/${id}/approve`, finance2, {}, { language: 'TW' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('ADJUST_INSUFFICIENT');
    expect(refused.body.message).toContain('餘額不足');
    const [row] = await t.db.select().from(operatorApprovals).where(eq(operatorApprovals.id, id));
    expect(row!.state).toBe('pending');
    expect(await balanceOf(memberId)).toBe(balance);

    const rejected = await op('POST', `/api/operator/adjustments/${id}/reject`, finance2, { note: 'too much' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.value.state).toBe('rejected');
    expect(await balanceOf(memberId)).toBe(balance);
    expect(
      await t.db
        .select()
        .from(ledgerTransfers)
        .where(eq(ledgerTransfers.idempotencyKey, `adjust:${id}`)),
    ).toHaveLength(0);

    const small = await adjust(finance1, 'debit', '0.25');
    expect((await op('POST', `/api/operator/adjustments/${small.body.value.id}/approve`, finance2, {})).status).toBe(
      200,
    );
    expect(await balanceOf(memberId)).toBe(balance - 25n);
    expect(await ledgerSum(memberId)).toBe(balance - 25n);
    const list = await op('GET', '/api/operator/adjustments?state=pending', finance2);
    expect(list.body.value.list.some((a: { id: number }) => a.id === id)).toBe(false);
  });

  it('refuses a bad amount with a localised 400 and asks nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(operatorApprovals);
    const signed = await adjust(finance1, 'credit', '-5');
    expect([signed.status, signed.body.code, signed.body.value]).toEqual([
      400,
      'BAD_REQUEST',
      { field: 'amount', in: 'body' },
    ]);
    const precise = await adjust(finance1, 'credit', '1.001');
    expect([precise.status, precise.body.code]).toEqual([400, 'AMOUNT_INVALID']);
    const [after] = await t.db.select({ n: count() }).from(operatorApprovals);
    expect(after!.n).toBe(before!.n);
  });
});
