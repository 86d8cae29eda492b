/**
 * Responsible gaming end to end on the server (docs/responsible-gaming.md): limits with their
 * cool-off, the refusals exactly at a limit on deposit, vendor debit and transfer, exclusions
 * refused at login, deposit, launch, debit and transfer, pending withdrawals unaffected, nobody
 * shortening an exclusion, closure with money refused, the marketing an excluded member no longer
 * gets (broadcasts, promotions), and the audit rows; a limit or a closure the engine's forms
 * (rgLimit, rgExclusion) refuse answers their localised 400 and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  depositOrders,
  memberMessages,
  members,
  operators,
  rgEvents,
  sessions,
  withdrawals,
} from '../../../../server/db/schema.ts';
import { hashPassword } from '../../../../server/services/auth/passwords.ts';
import { sendBroadcast } from '../../../../server/services/broadcasts/broadcasts.ts';
import { featureSubmissionErrors } from '../../../../server/services/forms/featureSubmission.ts';
import { eligibleFor, memberFacts } from '../../../../server/services/promotions/view.ts';
import { checkLedger } from '../../../../server/ledger/index.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { login } from '../../support/auth.ts';
import { fund, tokenFor, vendorCall } from '../vendor-protocol/support.ts';
import { api, memberRow, tokenOf } from '../wallet/support.ts';
import { addMember, sessionOf, uniqueName } from '../agent/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
/** A movable clock: shift ms added to the real time (ledger rows carry the database's real time). */
let shift = 0;
let n = 0;
const id = (prefix: string) => `${prefix}-${++n}`;
const actions = async (memberId: number) =>
  (
    await t.db
      .select({ action: rgEvents.action })
      .from(rgEvents)
      .where(eq(rgEvents.memberId, memberId))
      .orderBy(rgEvents.id)
  ).map((r) => r.action);

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => new Date(Date.now() + shift) }, rateLimitMax: false });
});
afterAll(async () => t.close());

describe('limits', () => {
  it('a deposit exactly reaching the daily limit passes, one cent over is refused with the room left', async () => {
    const token = await tokenOf(t.db, 'mobile01');
    const set = await api(t.app, 'PUT', '/api/rg/limits', token, {
      kind: 'deposit',
      period: 'day',
      amount: '150',
      timeZone: 'Asia/Taipei',
    });
    expect(set.status).toBe(200);
    expect(set.body.value.limits[0]).toMatchObject({
      kind: 'deposit',
      period: 'day',
      amount: '150.00',
      used: '0.00',
      remaining: '150.00',
      pending: null,
    });
    const first = await api(t.app, 'POST', '/api/deposit/orders', token, { channel: 'BANK', amount: '100' });
    expect(first.status).toBe(200);
    const over = await api(t.app, 'POST', '/api/deposit/orders', token, { channel: 'DEMOPAY', amount: '50.01' });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: 'RG_DEPOSIT_LIMIT',
      value: { kind: 'deposit', period: 'day', remaining: '50.00' },
    });
    expect(over.body.message).toContain('50.00');
    const exact = await api(t.app, 'POST', '/api/deposit/orders', token, { channel: 'DEMOPAY', amount: '50' });
    expect(exact.status).toBe(200);
    const view = await api(t.app, 'GET', '/api/rg', token);
    expect(view.body.value.limits[0]).toMatchObject({ used: '150.00', remaining: '0.00' });
    expect(view.body.value.timeZone).toBe('Asia/Taipei');
    const tw = await api(t.app, 'POST', '/api/deposit/orders', token, { channel: 'DEMOPAY', amount: '10' }, 'TW');
    expect(tw.body.message).toContain('每日存款限額');
    const orders = await t.db
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.memberId, (await memberRow(t.db, 'mobile01')).id));
    expect(orders).toHaveLength(2);
  });

  it('a decrease applies at once; a raise waits 24 hours, is replaced by a second request, and a decrease cancels it', async () => {
    const member = await memberRow(t.db, 'mobile01');
    const token = await tokenOf(t.db, 'mobile01');
    const lower = await api(t.app, 'PUT', '/api/rg/limits', token, { kind: 'wager', period: 'week', amount: '500' });
    expect(lower.body.value.limits.find((l: { kind: string }) => l.kind === 'wager')).toMatchObject({
      amount: '500.00',
      pending: null,
    });
    const raise = await api(t.app, 'PUT', '/api/rg/limits', token, { kind: 'wager', period: 'week', amount: '800' });
    const wager = () => raise.body.value.limits.find((l: { kind: string }) => l.kind === 'wager');
    expect(wager()).toMatchObject({ amount: '500.00', pending: { amount: '800.00' } });
    expect(new Date(wager().pending.effectiveAt).getTime() - Date.now()).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(raise.body.message).toMatch(/24-hour cool-off/);
    const again = await api(t.app, 'PUT', '/api/rg/limits', token, { kind: 'wager', period: 'week', amount: '900' });
    expect(again.body.value.limits.find((l: { kind: string }) => l.kind === 'wager').pending.amount).toBe('900.00');
    const cut = await api(t.app, 'PUT', '/api/rg/limits', token, { kind: 'wager', period: 'week', amount: '400' });
    expect(cut.body.value.limits.find((l: { kind: string }) => l.kind === 'wager')).toMatchObject({
      amount: '400.00',
      pending: null,
    });
    // a removal waits its cool-off, then applies lazily (one limit.applied row)
    await api(t.app, 'PUT', '/api/rg/limits', token, { kind: 'wager', period: 'week', amount: null });
    shift = 24 * 3600_000 - 1000;
    expect(
      (
        await api(t.app, 'GET', '/api/rg', await tokenOf(t.db, 'mobile01', new Date(Date.now() + shift)))
      ).body.value.limits.some((l: { kind: string }) => l.kind === 'wager'),
    ).toBe(true);
    shift = 24 * 3600_000 + 1000;
    const later = await tokenOf(t.db, 'mobile01', new Date(Date.now() + shift));
    expect(
      (await api(t.app, 'GET', '/api/rg', later)).body.value.limits.some((l: { kind: string }) => l.kind === 'wager'),
    ).toBe(false);
    await api(t.app, 'GET', '/api/rg', later);
    shift = 0;
    expect(await actions(member.id)).toEqual([
      'limit.set',
      'limit.set',
      'limit.raiseRequested',
      'limit.raiseRequested',
      'limit.decrease',
      'limit.removeRequested',
      'limit.applied',
    ]);
    const events = await api(t.app, 'GET', '/api/rg/events?pageNo=1&pageSize=3', token);
    expect(events.body.value).toMatchObject({ total: 7, pageNo: 1, pageSize: 3 });
    expect(events.body.value.list[0].action).toBe('limit.applied');
    expect(events.body.value.list[0].detail).toEqual({ kind: 'wager', period: 'week', from: '400.00', to: null });
  });

  it('refuses bad amounts, bad zones and removing a missing limit without changing anything', async () => {
    const token = await tokenOf(t.db, 'mobile01');
    expect(
      (await api(t.app, 'PUT', '/api/rg/limits', token, { kind: 'loss', period: 'day', amount: '1.005' })).body.code,
    ).toBe('AMOUNT_INVALID');
    expect(
      (
        await api(t.app, 'PUT', '/api/rg/limits', token, {
          kind: 'loss',
          period: 'day',
          amount: '10',
          timeZone: 'Mars/Base',
        })
      ).body.code,
    ).toBe('RG_TIME_ZONE_INVALID');
    expect(
      (await api(t.app, 'PUT', '/api/rg/limits', token, { kind: 'loss', period: 'day', amount: null })).body.code,
    ).toBe('RG_LIMIT_NOT_SET');
    expect(
      (await api(t.app, 'GET', '/api/rg', token)).body.value.limits.some((l: { kind: string }) => l.kind === 'loss'),
    ).toBe(false);
    expect((await api(t.app, 'GET', '/api/rg', null)).status).toBe(401);
  });

  it('a vendor debit exactly reaching the wager limit passes, one cent over answers RESPONSIBLE_GAMING_LIMIT and moves nothing', async () => {
    const member = await memberRow(t.db, 'newbie01');
    await fund(t.db, member.merchantId, member.id, 10_000n, 'rg-newbie');
    const session = await tokenOf(t.db, 'newbie01');
    await api(t.app, 'PUT', '/api/rg/limits', session, { kind: 'wager', period: 'day', amount: '10' });
    const playerToken = await tokenFor(t.db, { memberId: member.id, merchantId: member.merchantId });
    const debit = (amount: string, roundId = id('r')) =>
      vendorCall(t.app, 'debit', {
        transactionId: id('d'),
        roundId,
        playerToken,
        gameCode: 'BGS_SLOT',
        amount,
        currency: 'CNY',
      });
    expect((await debit('6.00')).body.status).toBe('OK');
    const r = id('r');
    expect((await debit('4.00', r)).body.status).toBe('OK');
    const before = (await vendorCall(t.app, 'balance', { playerToken })).body.balance;
    const over = await debit('0.01');
    expect(over.status).toBe(200);
    expect(over.body.status).toBe('RESPONSIBLE_GAMING_LIMIT');
    expect((await vendorCall(t.app, 'balance', { playerToken })).body.balance).toBe(before);
    // a payout does not free wager room; a rollback-free win does free loss room
    await vendorCall(t.app, 'credit', {
      transactionId: id('c'),
      roundId: r,
      playerToken,
      gameCode: 'BGS_SLOT',
      amount: '4.00',
      currency: 'CNY',
      roundClosed: true,
    });
    expect((await debit('0.01')).body.status).toBe('RESPONSIBLE_GAMING_LIMIT');
    // the transfer to a vendor wallet counts as a wager too
    const vendorCode = (await api(t.app, 'GET', '/api/wallet/vendors', session)).body.value.wallets[0]
      .vendorCode as string;
    const transfer = await api(t.app, 'POST', '/api/wallet/transfer', session, {
      from: 'main',
      to: vendorCode,
      amount: '0.01',
    });
    expect(transfer.body).toMatchObject({
      code: 'RG_WAGER_LIMIT',
      value: { kind: 'wager', period: 'day', remaining: '0.00' },
    });
    const view = await api(t.app, 'GET', '/api/rg', session);
    expect(view.body.value.limits[0]).toMatchObject({ kind: 'wager', used: '10.00', remaining: '0.00' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('a loss limit counts bets minus payouts', async () => {
    const member = await memberRow(t.db, 'demo01');
    const session = await tokenOf(t.db, 'demo01');
    await api(t.app, 'PUT', '/api/rg/limits', session, { kind: 'loss', period: 'month', amount: '5' });
    const playerToken = await tokenFor(t.db, { memberId: member.id, merchantId: member.merchantId });
    const debit = (amount: string, roundId = id('r')) =>
      vendorCall(t.app, 'debit', {
        transactionId: id('d'),
        roundId,
        playerToken,
        gameCode: 'BGS_SLOT',
        amount,
        currency: 'CNY',
      });
    const r = id('r');
    expect((await debit('5.00', r)).body.status).toBe('OK');
    expect((await debit('0.01')).body.status).toBe('RESPONSIBLE_GAMING_LIMIT');
    await vendorCall(t.app, 'credit', {
      transactionId: id('c'),
      roundId: r,
      playerToken,
      gameCode: 'BGS_SLOT',
      amount: '3.00',
      currency: 'CNY',
      roundClosed: true,
    });
    expect((await debit('3.00')).body.status).toBe('OK');
    expect((await debit('0.01')).body.status).toBe('RESPONSIBLE_GAMING_LIMIT');
    const vendors = (await api(t.app, 'GET', '/api/wallet/vendors', session)).body.value.wallets;
    const refused = await api(t.app, 'POST', '/api/wallet/transfer', session, {
      from: 'main',
      to: vendors[0].vendorCode,
      amount: '0.01',
    });
    expect(refused.body.code).toBe('RG_LOSS_LIMIT');
  });
});

describe('exclusions', () => {
  it('a time-out needs the password, logs out every session and is refused at login, deposit, launch, debit and transfer', async () => {
    const member = await memberRow(t.db, 'expired01');
    const a = await tokenOf(t.db, 'expired01');
    const b = await tokenOf(t.db, 'expired01');
    await fund(t.db, member.merchantId, member.id, 5_000n, 'rg-expired');
    const playerToken = await tokenFor(t.db, { memberId: member.id, merchantId: member.merchantId });
    const wrong = await api(t.app, 'POST', '/api/rg/timeout', a, { duration: '24h', password: 'nope' });
    expect(wrong.body.code).toBe('RG_PASSWORD_WRONG');
    const ok = await api(t.app, 'POST', '/api/rg/timeout', a, { duration: '7d', password: 'Expired123' });
    expect(ok.status).toBe(200);
    expect(ok.body.value.exclusion).toMatchObject({ kind: 'timeout' });
    const live = await t.db.select().from(sessions).where(eq(sessions.memberId, member.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await api(t.app, 'GET', '/api/rg', b)).status).toBe(401);
    const refused = await login(
      t.app,
      { username: 'expired01', password: 'Expired123' },
      { ip: '10.9.9.9', language: 'EN' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('RG_EXCLUDED');
    expect((refused.body.value as unknown as { until: string }).until).toBe(ok.body.value.exclusion.endsAt);
    expect(refused.body.message).toMatch(/on a break until \d{4}-\d\d-\d\d \d\d:\d\d/);
    const refusedTw = await login(
      t.app,
      { username: 'expired01', password: 'Expired123' },
      { ip: '10.9.9.9', language: 'TW' },
    );
    expect(refusedTw.body.message).toContain('暫停至');
    // a session issued around the login (e.g. left over) is still refused on every money path
    const leftover = await tokenOf(t.db, 'expired01');
    expect(
      (await api(t.app, 'POST', '/api/deposit/orders', leftover, { channel: 'DEMOPAY', amount: '20' })).body.code,
    ).toBe('RG_EXCLUDED');
    expect(
      (await api(t.app, 'GET', '/api/games/launch?vassalage=BGS&gameCode=BGS_SLOT&mode=real', leftover)).body.code,
    ).toBe('RG_EXCLUDED');
    expect(
      (
        await vendorCall(t.app, 'debit', {
          transactionId: id('d'),
          roundId: id('r'),
          playerToken,
          gameCode: 'BGS_SLOT',
          amount: '1.00',
          currency: 'CNY',
        })
      ).body.status,
    ).toMatch(/INVALID_TOKEN|RESPONSIBLE_GAMING_LIMIT/);
    const fresh = await tokenFor(t.db, { memberId: member.id, merchantId: member.merchantId });
    expect(
      (
        await vendorCall(t.app, 'debit', {
          transactionId: id('d'),
          roundId: id('r'),
          playerToken: fresh,
          gameCode: 'BGS_SLOT',
          amount: '1.00',
          currency: 'CNY',
        })
      ).body.status,
    ).toBe('RESPONSIBLE_GAMING_LIMIT');
    const vendors = (await api(t.app, 'GET', '/api/wallet/vendors', leftover)).body.value.wallets;
    expect(
      (
        await api(t.app, 'POST', '/api/wallet/transfer', leftover, {
          from: 'main',
          to: vendors[0].vendorCode,
          amount: '1',
        })
      ).body.code,
    ).toBe('RG_EXCLUDED');
    // nobody shortens it: a shorter or equal one is refused, and no route lifts it
    expect(
      (await api(t.app, 'POST', '/api/rg/timeout', leftover, { duration: '24h', password: 'Expired123' })).body.code,
    ).toBe('RG_EXCLUSION_SHORTER');
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/rg\/(lift|end|cancel)/);
    // after its end, login works again and exclusion.end is written once
    shift = 7 * 24 * 3600_000 + 60_000;
    const back = await login(
      t.app,
      { username: 'expired01', password: 'Expired123' },
      { ip: '10.9.9.9', language: 'EN' },
    );
    shift = 0;
    expect(back.body.code).not.toBe('RG_EXCLUDED');
    expect(await actions(member.id)).toEqual(['timeout.start', 'exclusion.end']);
  });

  it('a longer self-exclusion replaces a time-out; pending withdrawals stay and an operator still pays them', async () => {
    const member = await memberRow(t.db, 'demo01');
    const token = await tokenOf(t.db, 'demo01');
    const operator = await operatorSignIn(t.app);
    const [pending] = await t.db.select().from(withdrawals).where(eq(withdrawals.memberId, member.id)).limit(1);
    await api(t.app, 'POST', '/api/rg/timeout', token, { duration: '7d', password: 'Demo1234' });
    const leftover = await tokenOf(t.db, 'demo01');
    const longer = await api(t.app, 'POST', '/api/rg/self-exclusion', leftover, {
      duration: '6m',
      password: 'Demo1234',
    });
    expect(longer.body.value.exclusion.kind).toBe('selfExclusion');
    expect(await actions(member.id)).toEqual(expect.arrayContaining(['timeout.start', 'selfExclusion.start']));
    if (pending && pending.status === 'pending') {
      const paid = await api(t.app, 'POST', `/api/operator/withdrawals/${pending.id}/approve`, operator, {});
      expect(paid.status).toBeLessThan(500);
      expect(paid.body.code).not.toBe('RG_EXCLUDED');
    }
    const view = await api(t.app, 'GET', '/api/operator/rg?username=demo01', operator);
    expect(view.body.value.profile.exclusion.kind).toBe('selfExclusion');
    expect(view.body.value.events.map((e: { action: string }) => e.action)).toContain('selfExclusion.start');
    expect((await api(t.app, 'GET', '/api/operator/rg?username=nobody99', operator)).body.code).toBe(
      'RG_MEMBER_NOT_FOUND',
    );
    expect((await api(t.app, 'GET', '/api/operator/rg?username=demo01', null)).status).toBe(401);
  });

  it('closure is refused while a wallet holds money', async () => {
    const token = await tokenOf(t.db, 'mobile01');
    const member = await memberRow(t.db, 'mobile01');
    await fund(t.db, member.merchantId, member.id, 100n, 'rg-mobile');
    const refused = await api(t.app, 'POST', '/api/rg/closure', token, { password: 'Mobile1234', reason: 'done' });
    expect(refused.body.code).toBe('RG_CLOSURE_BALANCE');
    expect(await actions(member.id)).not.toContain('account.close');
  });

  it('reality check setting and the session figures', async () => {
    const token = await tokenOf(t.db, 'mobile01');
    const set = await api(t.app, 'PUT', '/api/rg/reality-check', token, { minutes: 15 });
    expect(set.body.value.realityCheckMinutes).toBe(15);
    expect((await api(t.app, 'PUT', '/api/rg/reality-check', token, { minutes: 20 })).status).toBe(400);
    const session = await api(t.app, 'GET', '/api/rg/session', token);
    expect(session.body.value).toMatchObject({ minutes: 0, bets: '0.00', payouts: '0.00', net: '0.00' });
  });
});

describe('marketing stops', () => {
  it('an excluded member receives no broadcast and may join no promotion; others still do', async () => {
    const excluded = await memberRow(t.db, 'player002');
    const other = await memberRow(t.db, 'player003');
    const token = await tokenOf(t.db, 'player002');
    expect(
      (await api(t.app, 'POST', '/api/rg/self-exclusion', token, { duration: '6m', password: 'Player1234' })).status,
    ).toBe(200);
    const [operator] = await t.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.merchantId, excluded.merchantId))
      .limit(1);
    const sent = await sendBroadcast(
      t.db,
      excluded.merchantId,
      { operatorId: operator!.id, ip: '127.0.0.1' },
      {
        audience: 'all',
        title: { TW: '週末加碼', EN: 'Weekend boost' },
        content: { TW: '全館加碼', EN: 'Boosts everywhere' },
      },
      new Date(),
    );
    const got = async (memberId: number) =>
      (
        await t.db
          .select({ id: memberMessages.id })
          .from(memberMessages)
          .where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.broadcastId, sent.id)))
      ).length;
    expect([await got(excluded.id), await got(other.id)]).toEqual([0, 1]);
    const everyone = { vipLevels: [] as number[] };
    expect(eligibleFor(everyone, await memberFacts(t.db, excluded.id))).toBe(false);
    expect(eligibleFor(everyone, await memberFacts(t.db, other.id))).toBe(true);
  });
});

describe('the engine forms rgLimit and rgExclusion', () => {
  /** A fresh member of DEMO with the login password `password`, and a session token. */
  async function freshMember(password: string): Promise<{ id: number; token: string }> {
    const demo = await memberRow(t.db, 'demo01');
    const memberId = await addMember(t.db, demo.merchantId, uniqueName('rgf'), 0, null);
    await t.db
      .update(members)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(members.id, memberId));
    return { id: memberId, token: await sessionOf(t.db, memberId) };
  }

  it.each(['1.005', '1.123456'])(
    'refuses the limit amount %s as the limits page does, localised, changing nothing; 0 is a limit',
    async (amount) => {
      const m = await freshMember('Limit1234');
      const request = { kind: 'deposit', period: 'week', amount };
      expect(featureSubmissionErrors('rgLimit', request).map((e) => e.field)).toEqual(['amount']);
      for (const [language, message] of [
        ['EN', 'Please enter a valid amount (at most 2 decimals)'],
        ['TW', '請輸入有效金額（最多 2 位小數）'],
      ] as const) {
        const res = await api(t.app, 'PUT', '/api/rg/limits', m.token, request, language);
        expect([res.status, res.body.code, res.body.message, res.body.value.field]).toEqual([
          400,
          'AMOUNT_INVALID',
          message,
          'amount',
        ]);
      }
      expect((await api(t.app, 'GET', '/api/rg', m.token)).body.value.limits).toEqual([]);
      expect(await actions(m.id)).toEqual([]);

      const zero = { ...request, amount: '0' };
      expect(featureSubmissionErrors('rgLimit', zero)).toEqual([]);
      const saved = await api(t.app, 'PUT', '/api/rg/limits', m.token, zero);
      expect(saved.status).toBe(200);
      expect(saved.body.value.limits).toEqual([expect.objectContaining({ kind: 'deposit', amount: '0.00' })]);
    },
  );

  it('checks a removal with the same form, kind and period alone, as the limits page does', async () => {
    const m = await freshMember('Limit1234');
    const removal = { kind: 'deposit', period: 'week', amount: null };
    const removing = { conditions: { removing: true } };
    expect(featureSubmissionErrors('rgLimit', removal, removing)).toEqual([]);
    // a removal is no amount to check; without the condition the form asks for one
    expect(featureSubmissionErrors('rgLimit', removal).map((e) => [e.field, e.rule])).toEqual([['amount', 'required']]);
    expect(featureSubmissionErrors('rgLimit', { ...removal, kind: 'bets' }, removing).map((e) => e.field)).toEqual([
      'kind',
    ]);
    const none = await api(t.app, 'PUT', '/api/rg/limits', m.token, removal);
    expect([none.status, none.body.code]).toEqual([400, 'RG_LIMIT_NOT_SET']);
    expect((await api(t.app, 'PUT', '/api/rg/limits', m.token, { ...removal, amount: '100' })).status).toBe(200);
    const removed = await api(t.app, 'PUT', '/api/rg/limits', m.token, removal);
    expect(removed.status).toBe(200);
  });

  it('refuses a closure reason the dialog refuses, localised, closing nothing; a valid one closes the account', async () => {
    const m = await freshMember('Close1234');
    // 201 characters: within the API schema's input cap (400), one above the form's 200 characters
    const long = '🎰'.repeat(201);
    const conditions = { closing: true };
    expect(
      featureSubmissionErrors('rgExclusion', { password: 'Close1234', reason: long }, { conditions }).map(
        (e) => e.field,
      ),
    ).toEqual(['reason']);
    for (const [language, message] of [
      ['EN', 'The reason may have at most 200 characters'],
      ['TW', '原因最多 200 個字'],
    ] as const) {
      const res = await api(
        t.app,
        'POST',
        '/api/rg/closure',
        m.token,
        { password: 'Close1234', reason: long },
        language,
      );
      expect([res.status, res.body.code, res.body.message, res.body.value.field]).toEqual([
        400,
        'RG_REASON_TOO_LONG',
        message,
        'reason',
      ]);
    }
    const still = await api(t.app, 'GET', '/api/rg', m.token);
    expect([still.status, still.body.value.exclusion]).toEqual([200, null]);
    expect(await actions(m.id)).toEqual([]);

    // at the cap once trimmed: the API schema's 200 characters hold the spaces too
    const reason = ` ${'備'.repeat(198)} `;
    expect(featureSubmissionErrors('rgExclusion', { password: 'Close1234', reason }, { conditions })).toEqual([]);
    const closed = await api(t.app, 'POST', '/api/rg/closure', m.token, { password: 'Close1234', reason });
    expect([closed.status, closed.body.value.exclusion?.kind]).toEqual([200, 'closed']);
    const [event] = await t.db.select().from(rgEvents).where(eq(rgEvents.memberId, m.id));
    expect(event).toMatchObject({ action: 'account.close', detail: { reason: '備'.repeat(198) } });
  });

  it('counts a closure reason in characters, as the dialog does: 200 emoji (400 UTF-16 units) close the account, 201 plain characters do not', async () => {
    const conditions = { closing: true };
    const m = await freshMember('Close1234');
    const plain = 'x'.repeat(201);
    expect(featureSubmissionErrors('rgExclusion', { password: 'Close1234', reason: plain }, { conditions })).toEqual([
      expect.objectContaining({ field: 'reason', rule: 'length' }),
    ]);
    const refused = await api(t.app, 'POST', '/api/rg/closure', m.token, { password: 'Close1234', reason: plain });
    expect([refused.status, refused.body.code, refused.body.value]).toEqual([
      400,
      'RG_REASON_TOO_LONG',
      { field: 'reason', in: 'body', max: 200 },
    ]);
    const emoji = '🎰'.repeat(200);
    expect(featureSubmissionErrors('rgExclusion', { password: 'Close1234', reason: emoji }, { conditions })).toEqual(
      [],
    );
    const closed = await api(t.app, 'POST', '/api/rg/closure', m.token, { password: 'Close1234', reason: emoji });
    expect([closed.status, closed.body.value.exclusion?.kind]).toEqual([200, 'closed']);
  });
});
