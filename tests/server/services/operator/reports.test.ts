/**
 * The console's reports (server/services/operator/reports.ts, GET /api/operator/reports): a month
 * of activity seeded through the platform's own paths (bank deposits approved by the operator,
 * bets and wins through the signed seamless-wallet API on three vendors and categories, a rollback,
 * bonus and rebate grants of the bonus engine, an agent wage, a withdrawal approved and paid),
 * each step moved to its day by re-dating its ledger rows. Every figure of the report must equal
 * what this file sums itself from `ledger_transfers` (plain rows, bucketed here in JavaScript), per
 * day, vendor and category, also across the merchant's midnight and after the merchant's time
 * zone changes; another merchant's transfers never count; reports.view is required; bad dates
 * answer a localised 400.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, gt, sql } from 'drizzle-orm';
import { ledgerTransfers, merchantReporting, merchants, members } from '../../../../server/db/schema.ts';
import { rowsOf } from '../../../../server/db/executor.ts';
import { transfer } from '../../../../server/ledger/index.ts';
import { grantBonus } from '../../../../server/services/rewards/bonus.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { addStaff, operatorSignIn } from '../../support/operator.ts';
import { api, tokenOf } from '../wallet/support.ts';
import { tokenFor, vendorCall } from '../vendor-protocol/support.ts';
import { addMember, sessionOf, uniqueName } from '../agent/support.ts';

let t: TestApp;
let operator: string;
let demoId: number;
let luckyId: number;
let n = 0;
const id = (prefix: string) => `rep-${prefix}-${++n}`;

/** The last transfer id: what a step writes after it is re-dated with {@link dated}. */
const lastTransferId = async () =>
  Number(
    rowsOf<{ id: string | null }>(await t.db.execute(sql`select max(id)::text as id from ledger_transfers`))[0]!.id ??
      0,
  );

/** Runs `step` and moves every ledger row it wrote (and members it created) to instant `at`. */
async function dated(at: string, step: () => Promise<unknown>): Promise<void> {
  const before = await lastTransferId();
  const firstMember = Number(
    rowsOf<{ id: string | null }>(await t.db.execute(sql`select max(id)::text as id from members`))[0]!.id ?? 0,
  );
  await step();
  const when = new Date(at);
  await t.db.update(ledgerTransfers).set({ createdAt: when }).where(gt(ledgerTransfers.id, before));
  await t.db.execute(sql`update ledger_entries set created_at = ${when.toISOString()}::timestamptz
    where transfer_id > ${before}`);
  await t.db.update(members).set({ createdAt: when }).where(gt(members.id, firstMember));
}

/** A bet of `stake` on `gameCode` by `memberId`, closed with a win of `win` (decimal strings). */
async function bet(memberId: number, gameCode: string, stake: string, win: string, close = true) {
  const playerToken = await tokenFor(t.db, { memberId, merchantId: demoId }, gameCode);
  const roundId = id('round');
  const d = await vendorCall(t.app, 'debit', {
    transactionId: id('d'),
    roundId,
    playerToken,
    gameCode,
    amount: stake,
    currency: 'CNY',
  });
  expect(d.body.status).toBe('OK');
  if (!close) return { roundId, playerToken, debitId: String(d.body.transactionId) };
  const c = await vendorCall(t.app, 'credit', {
    transactionId: id('c'),
    roundId,
    playerToken,
    gameCode,
    amount: win,
    currency: 'CNY',
    roundClosed: true,
  });
  expect(c.body.status).toBe('OK');
  return { roundId, playerToken, debitId: '' };
}

/** A bank deposit of `amount` by `token`'s member, approved by the owner. */
async function deposit(token: string, amount: string) {
  const created = await api(t.app, 'POST', '/api/deposit/orders', token, { channel: 'BANK', amount, payerName: 'Rep' });
  expect(created.status).toBe(200);
  const ok = await api(t.app, 'POST', `/api/operator/deposits/${created.body.value.id}/approve`, operator, {});
  expect(ok.body.value.status).toBe('success');
}

async function grant(memberId: number, source: 'promotion' | 'rebate', amount: bigint) {
  await t.db.transaction((tx) =>
    grantBonus(tx, {
      merchantId: demoId,
      memberId,
      currency: 'CNY',
      source,
      sourceRef: id('grant'),
      title: { TW: '測試', EN: 'Test' },
      amount,
      multiple: 0,
      contributions: {},
      expiresAt: new Date('2030-01-01T00:00:00Z'),
      now: new Date(),
    }),
  );
}

// ---- the independent sums: plain ledger rows, bucketed here ----

interface Row {
  reason: string;
  amount: bigint;
  reference: string | null;
  at: Date;
  debitMember: number | null;
  creditMember: number | null;
}

const offsetNow = async () =>
  (await t.db.select().from(merchantReporting).where(eq(merchantReporting.merchantId, demoId)))[0]?.utcOffsetMinutes ??
  480;
const localDay = (at: Date, offset: number) => new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);

async function ledgerRows(): Promise<Row[]> {
  const rows = rowsOf<{
    reason: string;
    amount: string;
    reference: string | null;
    at: string;
    debit_member: number | null;
    credit_member: number | null;
  }>(
    await t.db.execute(sql`select t.reason, t.amount::text as amount, t.reference,
        to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
        d.member_id as debit_member, c.member_id as credit_member
      from ledger_transfers t
      join ledger_accounts d on d.id = t.debit_account_id
      join ledger_accounts c on c.id = t.credit_account_id
      where t.merchant_id = ${demoId} and t.currency = 'CNY'`),
  );
  return rows.map((r) => ({
    reason: r.reason,
    amount: BigInt(r.amount),
    reference: r.reference,
    at: new Date(r.at),
    debitMember: r.debit_member,
    creditMember: r.credit_member,
  }));
}

/** The rounds by `<integration>:<roundId>`, with their vendor code and category. */
async function roundsByRef() {
  const rows = rowsOf<{ ref: string; vendor: string; category: string }>(
    await t.db.execute(sql`select r.integration_code || ':' || r.round_id as ref, v.code as vendor, r.category
      from game_rounds r join vendors v on v.id = r.vendor_id where r.merchant_id = ${demoId}`),
  );
  return new Map(rows.map((r) => [r.ref, r]));
}

type Expect = Record<string, bigint | number>;

function expected(rows: Row[], days: Set<string>, offset: number, keep: (r: Row) => boolean = () => true) {
  const e = {
    betCount: 0,
    turnover: 0n,
    payout: 0n,
    settledStake: 0n,
    bonuses: 0n,
    rebates: 0n,
    commissions: 0n,
    dividends: 0n,
    depositCount: 0,
    deposits: 0n,
    withdrawalCount: 0,
    withdrawals: 0n,
  };
  const players = new Set<number>();
  for (const r of rows) {
    if (!days.has(localDay(r.at, offset)) || !keep(r)) continue;
    const rebate = (r.reference ?? '').startsWith('rebate:');
    if (r.reason === 'vendor.debit') {
      e.betCount += 1;
      e.turnover += r.amount;
      players.add(r.debitMember!);
    } else if (r.reason === 'vendor.rollback') {
      e.betCount -= 1;
      e.turnover -= r.amount;
    } else if (r.reason === 'vendor.credit') e.payout += r.amount;
    else if (r.reason === 'vendor.settle') e.settledStake += r.amount;
    else if (r.reason === 'bonus') e[rebate ? 'rebates' : 'bonuses'] += r.amount;
    else if (r.reason === 'bonusReturn') e[rebate ? 'rebates' : 'bonuses'] -= r.amount;
    else if (r.reason === 'rebate') e.rebates += r.amount;
    else if (['dailyWage', 'hourlyWage', 'realtimeSalary'].includes(r.reason)) e.commissions += r.amount;
    else if (r.reason === 'dividend') e.dividends += r.amount;
    else if (r.reason === 'deposit') {
      e.depositCount += 1;
      e.deposits += r.amount;
    } else if (r.reason === 'withdrawPaid') {
      e.withdrawalCount += 1;
      e.withdrawals += r.amount;
    }
  }
  const ggr = e.settledStake - e.payout;
  return {
    ...e,
    ggr,
    ngr: ggr - e.bonuses - e.rebates - e.commissions - e.dividends,
    activePlayers: players.size,
  } as Expect;
}

async function extraCounts(rows: Row[], days: Set<string>, offset: number) {
  const firsts = new Map<number, Date>();
  for (const r of rows)
    if (r.reason === 'deposit' && r.creditMember !== null) {
      const seen = firsts.get(r.creditMember);
      if (!seen || r.at < seen) firsts.set(r.creditMember, r.at);
    }
  const registered = await t.db.select({ at: members.createdAt }).from(members).where(eq(members.merchantId, demoId));
  return {
    firstDepositors: [...firsts.values()].filter((at) => days.has(localDay(at, offset))).length,
    registrations: registered.filter((m) => days.has(localDay(m.at, offset))).length,
  };
}

const wire = (e: Expect) =>
  Object.fromEntries(Object.entries(e).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]));
const daysOf = (from: string, to: string) => {
  const out = new Set<string>();
  for (let d = from; d <= to; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10))
    out.add(d);
  return out;
};

const report = (from: string, to: string, token = operator, language: 'TW' | 'EN' = 'EN') =>
  api(t.app, 'GET', `/api/operator/reports?from=${from}&to=${to}`, token, undefined, language);

// ---- the month ----

let player1: number;
let player2: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: false });
  operator = await operatorSignIn(t.app);
  demoId = (await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO')))[0]!.id;
  luckyId = (await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'LUCKY')))[0]!.id;

  // March 2025, GMT+08:00 (the default): far from the seed's own activity
  await dated('2025-03-02T02:00:00Z', async () => {
    player1 = await addMember(t.db, demoId, uniqueName('rp'), 0, null);
    player2 = await addMember(t.db, demoId, uniqueName('rq'), 0, null);
  });
  const p1 = await sessionOf(t.db, player1);
  const p2 = await sessionOf(t.db, player2);
  await dated('2025-03-02T03:00:00Z', () => deposit(p1, '1000'));
  await dated('2025-03-03T04:00:00Z', () => deposit(p2, '500'));
  await dated('2025-03-03T05:00:00Z', () => bet(player1, 'BGS_SLOT', '10.00', '4.50'));
  await dated('2025-03-03T05:10:00Z', () => bet(player2, 'BGS_BACCARAT', '50.00', '98.00'));
  await dated('2025-03-05T06:00:00Z', () => bet(player1, 'BGS_FISH', '20.00', '0'));
  await dated('2025-03-05T06:30:00Z', () => grant(player1, 'promotion', 8800n));
  await dated('2025-03-09T07:00:00Z', () => grant(player2, 'rebate', 1234n));
  // a bet rolled back: counted then taken back
  await dated('2025-03-12T08:00:00Z', async () => {
    const open = await bet(player2, 'BGS_SLOT', '7.00', '0', false);
    const rb = await vendorCall(t.app, 'rollback', {
      transactionId: id('rb'),
      referenceTransactionId: open.debitId,
      roundId: open.roundId,
      playerToken: open.playerToken,
      gameCode: 'BGS_SLOT',
    });
    expect(rb.body.status).toBe('OK');
  });
  // the merchant's midnight: 15:59:59Z is 23:59:59 on the 14th in GMT+08:00, 16:00:00Z is the 15th
  await dated('2025-03-14T15:59:59Z', () => bet(player1, 'BGS_SLOT', '3.00', '1.00'));
  await dated('2025-03-14T16:00:00Z', () => bet(player1, 'BGS_SLOT', '5.00', '0'));
  await dated('2025-03-14T16:00:01Z', () => deposit(p1, '200'));
  // an agent's wage, paid as contract settlements pay it (commission account -> agent)
  await dated('2025-03-20T09:00:00Z', () =>
    transfer(t.db, {
      merchantId: demoId,
      idempotencyKey: id('wage'),
      debit: { kind: 'commission' },
      credit: { kind: 'member', memberId: player2 },
      amount: 2500n,
      currency: 'CNY',
      reason: 'dailyWage',
      reference: '2025-03-19',
    }),
  );
  // demo01 withdraws 300.00: applied, approved and paid
  await dated('2025-03-28T10:00:00Z', async () => {
    const demo = await tokenOf(t.db, 'demo01');
    await api(t.app, 'POST', '/api/account/payment-password', demo, {
      loginPassword: 'Demo1234',
      newPassword: '112233',
      confirmPassword: '112233',
    });
    const card = (await api(t.app, 'GET', '/api/withdraw/settings', demo)).body.value.cards[0].id;
    const w = await api(t.app, 'POST', '/api/withdraw/orders', demo, {
      amount: '300',
      bankCardId: card,
      paymentPassword: '112233',
    });
    expect(w.body.value.status).toBe('applied');
    for (const step of ['approve', 'paid'])
      expect(
        (await api(t.app, 'POST', `/api/operator/withdrawals/${w.body.value.id}/${step}`, operator, {})).status,
      ).toBe(200);
  });
  // another merchant's money on the same days: never in DEMO's report
  await dated('2025-03-03T04:00:00Z', async () => {
    const other = await addMember(t.db, luckyId, uniqueName('lk'), 0, null);
    await transfer(t.db, {
      merchantId: luckyId,
      idempotencyKey: id('lucky-dep'),
      // CNY accounts of its own (a new member, a new channel), so only the merchant filter keeps it out
      debit: { kind: 'clearing', channel: 'REPCNY' },
      credit: { kind: 'member', memberId: other },
      amount: 77_700n,
      currency: 'CNY',
      reason: 'deposit',
    });
  });
}, 120_000);
afterAll(async () => t.close());

describe('the month report', () => {
  it('equals the ledger sums for the range, every day, every vendor and every category', async () => {
    const res = await report('2025-03-01', '2025-03-31');
    expect(res.status).toBe(200);
    const v = res.body.value;
    const offset = await offsetNow();
    const rows = await ledgerRows();
    const month = daysOf('2025-03-01', '2025-03-31');
    expect(v).toMatchObject({ from: '2025-03-01', to: '2025-03-31', timeZone: 'GMT+08:00', currency: 'CNY' });
    expect(v.summary).toEqual({ ...wire(expected(rows, month, offset)), ...(await extraCounts(rows, month, offset)) });
    expect(v.days).toHaveLength(31);
    for (const day of v.days) {
      const one = new Set([day.day]);
      expect(day).toEqual({
        day: day.day,
        ...wire(expected(rows, one, offset)),
        ...(await extraCounts(rows, one, offset)),
      });
    }
    const rounds = await roundsByRef();
    const of = (r: Row) => (r.reason.startsWith('vendor.') ? rounds.get(r.reference ?? '') : undefined);
    const gameKeys = ['betCount', 'turnover', 'payout', 'settledStake', 'ggr', 'activePlayers'];
    const pick = (e: Expect): Expect => Object.fromEntries(gameKeys.map((k) => [k, e[k]!]));
    expect(v.vendors.map((x: { vendorCode: string }) => x.vendorCode).sort()).toEqual(['BGS', 'BGS_FISH', 'BGS_LIVE']);
    for (const row of v.vendors)
      expect(row).toMatchObject(wire(pick(expected(rows, month, offset, (r) => of(r)?.vendor === row.vendorCode))));
    expect(v.vendors.find((x: { vendorCode: string }) => x.vendorCode === 'BGS_LIVE')).toMatchObject({
      nameEn: expect.any(String),
      nameTw: expect.any(String),
    });
    expect(v.categories.map((x: { category: string }) => x.category).sort()).toEqual(['BGS', 'FISH', 'LIVE']);
    for (const row of v.categories)
      expect(row).toMatchObject(wire(pick(expected(rows, month, offset, (r) => of(r)?.category === row.category))));
  });

  it('holds the figures this file seeded (so the comparison is not of two empty sets)', async () => {
    const s = (await report('2025-03-01', '2025-03-31')).body.value.summary;
    // stakes 10+50+20+3+5 settled, 7 rolled back; wins 4.50+98+1
    expect(s).toMatchObject({
      betCount: 5,
      turnover: '8800',
      settledStake: '8800',
      payout: '10350',
      ggr: '-1550',
      bonuses: '8800',
      rebates: '1234',
      commissions: '2500',
      dividends: '0',
      ngr: String(-1550 - 8800 - 1234 - 2500),
      depositCount: 3,
      deposits: '170000',
      withdrawalCount: 1,
      withdrawals: '30000',
      firstDepositors: 2,
      registrations: 2,
      activePlayers: 2,
    });
  });

  it('cuts days at the merchant midnight and follows a change of its time zone', async () => {
    const d14 = (await report('2025-03-14', '2025-03-14')).body.value.summary;
    const d15 = (await report('2025-03-15', '2025-03-15')).body.value.summary;
    expect([d14.betCount, d14.turnover, d14.depositCount]).toEqual([1, '300', 0]);
    expect([d15.betCount, d15.turnover, d15.depositCount]).toEqual([1, '500', 1]);
    // at GMT-03:00 both bets and the deposit fall on the 14th
    await t.db
      .insert(merchantReporting)
      .values({ merchantId: demoId, utcOffsetMinutes: -180 })
      .onConflictDoUpdate({ target: merchantReporting.merchantId, set: { utcOffsetMinutes: -180 } });
    try {
      const v = (await report('2025-03-14', '2025-03-14')).body.value;
      expect(v.timeZone).toBe('GMT-03:00');
      expect([v.summary.betCount, v.summary.turnover, v.summary.depositCount]).toEqual([2, '800', 1]);
      const rows = await ledgerRows();
      const month = daysOf('2025-03-01', '2025-03-31');
      const m = (await report('2025-03-01', '2025-03-31')).body.value;
      expect(m.summary).toEqual({ ...wire(expected(rows, month, -180)), ...(await extraCounts(rows, month, -180)) });
      for (const day of m.days) {
        const one = new Set([day.day]);
        expect(day).toEqual({
          day: day.day,
          ...wire(expected(rows, one, -180)),
          ...(await extraCounts(rows, one, -180)),
        });
      }
    } finally {
      await t.db.delete(merchantReporting).where(eq(merchantReporting.merchantId, demoId));
    }
  });

  it("never shows another merchant's money", async () => {
    const d3 = (await report('2025-03-03', '2025-03-03')).body.value.summary;
    expect([d3.depositCount, d3.deposits, d3.firstDepositors, d3.registrations]).toEqual([1, '50000', 1, 0]);
    const lucky = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.merchantId, luckyId), eq(ledgerTransfers.currency, 'CNY')));
    expect(lucky[0]!.n).toBeGreaterThan(0);
  });
});

describe('access and input', () => {
  it('requires reports.view: 401 without a token, 403 for a role without it, 200 for finance', async () => {
    expect((await report('2025-03-01', '2025-03-02', '')).status).toBe(401);
    const name = uniqueName('cs');
    await addStaff(t.db, name, 'content');
    const content = await operatorSignIn(t.app, name);
    const refused = await report('2025-03-01', '2025-03-02', content);
    expect([refused.status, refused.body.code]).toEqual([403, 'OPERATOR_FORBIDDEN']);
    const fin = uniqueName('fi');
    await addStaff(t.db, fin, 'finance');
    expect((await report('2025-03-01', '2025-03-02', await operatorSignIn(t.app, fin))).status).toBe(200);
  });

  it('answers a localised 400 for bad dates and changes nothing', async () => {
    const cases: [string, string, string, string, string][] = [
      [
        '2025-02-30',
        '2025-03-01',
        'REPORT_DATE_INVALID',
        'Please choose a valid date (year-month-day)',
        '請選擇有效的日期（年-月-日）',
      ],
      [
        '2025-03-01',
        'tomorrow',
        'REPORT_DATE_INVALID',
        'Please choose a valid date (year-month-day)',
        '請選擇有效的日期（年-月-日）',
      ],
      [
        '2025-03-10',
        '2025-03-01',
        'REPORT_RANGE_REVERSED',
        'The start date must not be after the end date',
        '開始日期不可晚於結束日期',
      ],
      ['2025-01-01', '2025-06-30', 'REPORT_RANGE_TOO_LONG', 'A report covers at most 92 days', '報表最多涵蓋 92 天'],
    ];
    for (const [from, to, code, en, tw] of cases) {
      const a = await report(from, to);
      expect([a.status, a.body.code, a.body.message]).toEqual([400, code, en]);
      const b = await report(from, to, operator, 'TW');
      expect([b.status, b.body.message]).toEqual([400, tw]);
    }
    const missing = await api(t.app, 'GET', '/api/operator/reports?from=2025-03-01', operator);
    expect(missing.status).toBe(400);
  });
});
