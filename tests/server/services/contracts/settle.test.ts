/**
 * Contract settlement (server/services/contracts/settle.ts; docs/contracts.md "Team and figures"
 * and "Settlement") on a real ledger: team figures from real vendor.settle / vendor.credit
 * transfers, the difference model's payouts paid from the commission account, the exact period
 * boundaries, which contract is paid when one is replaced mid-period, reruns and killed runs that
 * pay each period once, two settlers at once, losing dividends, carry-forward, the dividend process
 * request with its authorization (routes of members and operators) and the operator's rerun; the
 * ledger check is clean after each.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { balanceOf } from '../../../../server/ledger/index.ts';
import type { MerchantContext } from '../../../../server/services/merchants.ts';
import { saveContractPolicy } from '../../../../server/services/contracts/policy.ts';
import { teamFigures } from '../../../../server/services/contracts/figures.ts';
import { parsePeriodKey, periodAt, type Period } from '../../../../server/services/contracts/periods.ts';
import { settleDue, settlePeriod, settlementMark } from '../../../../server/services/contracts/settle.ts';
import { addMember, addStats, demoMerchantId, sessionOf, uniqueName } from '../agent/support.ts';
import {
  addContract,
  expectLedgerClean,
  ledgerSnapshot,
  makeTeam,
  payoutTransfers,
  play,
  rows,
  settlementsOf,
  tier,
} from '../vendor-protocol/settleSupport.ts';
import type { TestApp } from '../../support/testApp.ts';
import { createContractTestApp } from '../../support/contractApp.ts';
import { api } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

let t: TestApp;
let merchantId: number;
let merchant: MerchantContext;
/** The app's clock: the real time, moved past the 2031 periods where a test needs them closed. */
let clock: Date | null = null;

beforeAll(async () => {
  t = await createContractTestApp({ auth: { now: () => clock ?? new Date() } });
  merchantId = await demoMerchantId(t.db);
  merchant = (await t.app.merchants.findByCode('DEMO'))!;
});
afterAll(async () => t.close());

const period = (key: string): Period => parsePeriodKey(key, 480)!;
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
const HOUR = 3_600_000;
/** A contract's end just after the last period its test settles, so that tests sharing the merchant never pay each other's contracts. */
const until = (p: Period) => plus(p.end, HOUR);
const member = (memberId: number) => balanceOf(t.db, { kind: 'member', memberId });

describe('team figures', () => {
  it('sum a holder’s whole team (itself included) over the period’s reporting days, counting each active member once', async () => {
    const team = await makeTeam(t.db, merchantId);
    const newcomer = await addMember(t.db, merchantId, uniqueName('snew'), 1, null);
    const week = period('W2031-02-03');
    await addStats(t.db, merchantId, [
      { memberId: team.p1, day: '2031-02-03', validBet: 100n, payout: 50n },
      { memberId: team.p1, day: '2031-02-05', validBet: 200n }, // p1 again: still one active member
      { memberId: team.p3, day: '2031-02-04', payout: 70n }, // no valid bet: not active
      { memberId: team.p2, day: '2031-02-09', validBet: 300n }, // Sunday, the week's last day
      { memberId: team.deep, day: '2031-02-06', validBet: 10n }, // the holder itself is in its team
      { memberId: team.stranger, day: '2031-02-04', validBet: 999n }, // another tree
      { memberId: team.p1, day: '2031-02-10', validBet: 1_000n }, // the next week
      { memberId: team.p2, day: '2031-02-02', validBet: 1_000n }, // the week before
    ]);
    const figures = await teamFigures(t.db, merchantId, [team.top, team.sub, team.deep, newcomer], week, 480);
    expect(figures.get(team.top)).toEqual({ activeMembers: 3, validBet: 610n, payout: 120n, profitLoss: 490n });
    expect(figures.get(team.sub)).toEqual({ activeMembers: 2, validBet: 310n, payout: 70n, profitLoss: 240n });
    expect(figures.get(team.deep)).toEqual({ activeMembers: 1, validBet: 10n, payout: 70n, profitLoss: -60n });
    expect(figures.get(newcomer)).toEqual({ activeMembers: 0, validBet: 0n, payout: 0n, profitLoss: 0n });
    expect((await teamFigures(t.db, merchantId, [team.top], period('D2031-02-05'), 480)).get(team.top)).toEqual({
      activeMembers: 1,
      validBet: 200n,
      payout: 0n,
      profitLoss: 200n,
    });
  });
});

describe('a daily wage down a chain (the difference model on the ledger)', () => {
  it('pays the top its rate minus what it granted, the downline its own rate, and a zero row to a holder below its tier', async () => {
    const team = await makeTeam(t.db, merchantId);
    const day = period('D2031-01-06');
    const before = day.start;
    const top = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 100), tier(3, 50_000n, 200)],
      acceptedAt: plus(before, -HOUR),
      endedAt: until(day),
    });
    const sub = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: team.top,
      downlineId: team.sub,
      tiers: [tier(0, 0n, 100)],
      acceptedAt: plus(before, -HOUR),
      endedAt: until(day),
    });
    const deep = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: team.sub,
      downlineId: team.deep,
      tiers: [tier(2, 0n, 100)],
      acceptedAt: plus(before, -HOUR),
      endedAt: until(day),
    });
    const noon = plus(day.start, 12 * HOUR);
    await play(t.db, merchantId, team.p1, 10_000n, 0n, noon);
    await play(t.db, merchantId, team.p2, 20_000n, 5_000n, noon);
    await play(t.db, merchantId, team.p3, 30_000n, 0n, noon);
    const commission = await balanceOf(t.db, { merchantId, kind: 'commission' });
    const topBalance = await member(team.top);

    const done = await settlePeriod(t.db, merchant, 'dailyWage', day);
    expect(done).toEqual({ periods: 1, contracts: 3, settlements: 3, transfers: 2, paid: 1_200n, skipped: 0 });
    const [topRow, subRow, deepRow] = await settlementsOf(t.db, [top, sub, deep]);
    // top team: p1, p2, p3 active, valid bet 600.00 >= 500.00 with 3 active: 2 % = 12.00; sub granted 1 % of 500.00 = 5.00
    expect(topRow).toMatchObject({
      agent_id: team.top,
      period_key: 'D2031-01-06',
      active_members: 3,
      valid_bet: '60000',
      profit_loss: '55000',
      base: '60000',
      rate_bp: 200,
      gross: '1200',
      downline_share: '500',
      payout: '700',
      state: 'paid',
    });
    expect(subRow).toMatchObject({
      agent_id: team.sub,
      active_members: 2,
      valid_bet: '50000',
      rate_bp: 100,
      gross: '500',
      downline_share: '0',
      payout: '500',
      state: 'paid',
    });
    // deep's team has one active member: its tier (2 active) is not reached
    expect(deepRow).toMatchObject({
      active_members: 1,
      valid_bet: '30000',
      rate_bp: 0,
      gross: '0',
      payout: '0',
      state: 'zero',
      transfer_id: null,
    });

    const transfers = await payoutTransfers(t.db, [top, sub, deep]);
    expect(transfers.map((x) => [x.key, x.amount, x.reason, x.reference, x.debit, x.credit])).toEqual([
      [`contract:${top}:D2031-01-06`, '700', 'dailyWage', 'D2031-01-06', 'commission', `member:${team.top}`],
      [`contract:${sub}:D2031-01-06`, '500', 'dailyWage', 'D2031-01-06', 'commission', `member:${team.sub}`],
    ]);
    expect([topRow!.transfer_id, subRow!.transfer_id]).toEqual(transfers.map((x) => x.id));
    expect(await member(team.top)).toBe(topBalance + 700n);
    expect(await balanceOf(t.db, { merchantId, kind: 'commission' })).toBe(commission - 1_200n);
    // the rollup counts the payout as the agent's income of its kind
    const [income] = await rows<{ amount: string }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::text as amount from agent_income_daily where member_id = ${team.top} and kind = 'dailyWage'`,
    );
    expect(income!.amount).toBe('700');
    // a daily wage paid is messaged, in TW and EN
    const messages = await rows<{ title_en: string; title_tw: string; content_en: string }>(
      t.db,
      sql`select title_en, title_tw, content_en from member_messages where member_id = ${team.top}`,
    );
    expect(messages).toEqual([
      {
        title_en: 'Daily wage paid',
        title_tw: '日工資已派發',
        content_en: 'Daily wage for 2031-01-06: 7.00 CNY was paid to your wallet',
      },
    ]);
    await expectLedgerClean(t.db);

    // a rerun finds every row and pays nothing: the ledger is unchanged
    const snapshot = await ledgerSnapshot(t.db);
    const again = await settlePeriod(t.db, merchant, 'dailyWage', day);
    expect(again).toEqual({ periods: 1, contracts: 3, settlements: 0, transfers: 0, paid: 0n, skipped: 3 });
    expect(await ledgerSnapshot(t.db)).toEqual(snapshot);
    expect(await settlementsOf(t.db, [top, sub, deep])).toHaveLength(3);
  });

  it('settles one holder alone (the test clock’s `only`) with the amounts a whole run gives it, and the rest later', async () => {
    const team = await makeTeam(t.db, merchantId);
    const day = period('D2031-01-08');
    const at = plus(day.start, -HOUR);
    const top = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 100), tier(3, 50_000n, 200)],
      acceptedAt: at,
      endedAt: until(day),
    });
    const sub = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: team.top,
      downlineId: team.sub,
      tiers: [tier(0, 0n, 100)],
      acceptedAt: at,
      endedAt: until(day),
    });
    const noon = plus(day.start, 12 * HOUR);
    await play(t.db, merchantId, team.p1, 10_000n, 0n, noon);
    await play(t.db, merchantId, team.p2, 20_000n, 5_000n, noon);
    await play(t.db, merchantId, team.p3, 30_000n, 0n, noon);

    const alone = await settlePeriod(t.db, merchant, 'dailyWage', day, { only: new Set([team.sub]) });
    expect(alone).toEqual({ periods: 1, contracts: 1, settlements: 1, transfers: 1, paid: 500n, skipped: 0 });
    expect(await settlementsOf(t.db, [top])).toEqual([]);
    const rest = await settlePeriod(t.db, merchant, 'dailyWage', day);
    expect(rest).toMatchObject({ contracts: 2, settlements: 1, transfers: 1, paid: 700n, skipped: 1 });
    const [topRow, subRow] = await settlementsOf(t.db, [top, sub]);
    expect([topRow!.gross, topRow!.downline_share, topRow!.payout, subRow!.payout]).toEqual([
      '1200',
      '500',
      '700',
      '500',
    ]);
    await expectLedgerClean(t.db);
  });
});

describe('period boundaries', () => {
  it('counts a bet at the start and just before the end of an hour, not one at its end', async () => {
    const team = await makeTeam(t.db, merchantId);
    const hour = period('H2031-01-07T13');
    const c = await addContract(t.db, {
      merchantId,
      kind: 'hourlyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 1000)],
      acceptedAt: plus(hour.start, -HOUR),
      endedAt: until(period('H2031-01-07T14')),
    });
    await play(t.db, merchantId, team.p1, 800n, 0n, plus(hour.start, -1)); // the hour before
    await play(t.db, merchantId, team.p1, 100n, 0n, hour.start);
    await play(t.db, merchantId, team.p2, 200n, 0n, plus(hour.end, -1));
    await play(t.db, merchantId, team.p3, 400n, 0n, hour.end); // the next hour
    await settlePeriod(t.db, merchant, 'hourlyWage', hour);
    await settlePeriod(t.db, merchant, 'hourlyWage', period('H2031-01-07T14'));
    const list = await settlementsOf(t.db, [c]);
    expect(list.map((r) => [r.period_key, r.valid_bet, r.active_members, r.payout])).toEqual([
      ['H2031-01-07T13', '300', 2, '30'],
      ['H2031-01-07T14', '400', 1, '40'],
    ]);
    await expectLedgerClean(t.db);
  });

  it('counts a bet just before the end of a reporting day, not one at its end', async () => {
    const team = await makeTeam(t.db, merchantId);
    const day = period('D2031-01-08');
    const c = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 1000)],
      acceptedAt: plus(day.start, -HOUR),
      endedAt: until(day),
    });
    await play(t.db, merchantId, team.p1, 1_000n, 0n, day.start);
    await play(t.db, merchantId, team.p2, 2_000n, 0n, plus(day.end, -1));
    await play(t.db, merchantId, team.p3, 4_000n, 0n, day.end);
    await settlePeriod(t.db, merchant, 'dailyWage', day);
    expect((await settlementsOf(t.db, [c])).map((r) => [r.period_key, r.valid_bet, r.payout])).toEqual([
      ['D2031-01-08', '3000', '300'],
    ]);
  });
});

describe('which contract is paid', () => {
  it('pays the contract in force when the period closes: a replacement accepted mid-period for the whole period, never an ended one', async () => {
    const team = await makeTeam(t.db, merchantId);
    const day = period('D2031-01-09');
    const mid = plus(day.start, 12 * HOUR);
    const old = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 100)],
      acceptedAt: plus(day.start, -48 * HOUR),
      endedAt: mid,
      state: 'replaced',
    });
    const replacement = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 300)],
      acceptedAt: mid,
      endedAt: until(day),
    });
    // sub's contract ends exactly at the period's end: it is still in force when the period closes
    const endsAtEnd = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: team.top,
      downlineId: team.sub,
      tiers: [tier(0, 0n, 100)],
      acceptedAt: plus(day.start, -HOUR),
      endedAt: day.end,
    });
    // deep's ends a millisecond before: not paid; its next one is accepted after the end: not paid either
    const endedBefore = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: team.sub,
      downlineId: team.deep,
      tiers: [tier(0, 0n, 50)],
      acceptedAt: plus(day.start, -HOUR),
      endedAt: plus(day.end, -1),
    });
    const acceptedAfter = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: team.sub,
      downlineId: team.deep,
      tiers: [tier(0, 0n, 50)],
      acceptedAt: day.end,
      endedAt: until(day),
    });
    await play(t.db, merchantId, team.p1, 10_000n, 0n, plus(mid, -HOUR));
    await play(t.db, merchantId, team.p3, 10_000n, 0n, plus(mid, HOUR));

    await settlePeriod(t.db, merchant, 'dailyWage', day);
    const list = await settlementsOf(t.db, [old, replacement, endsAtEnd, endedBefore, acceptedAfter]);
    expect(list.map((r) => [r.contract_id, r.valid_bet, r.rate_bp, r.gross, r.payout])).toEqual([
      [replacement, '20000', 300, '600', '500'],
      [endsAtEnd, '10000', 100, '100', '100'],
    ]);
  });
});

describe('exactly once', () => {
  it('rolls a period killed midway back whole, and a resumed run settles every period once', async () => {
    const team = await makeTeam(t.db, merchantId);
    const w1 = period('F2031-01-10T10:00');
    const windows = [w1, period('F2031-01-10T10:05'), period('F2031-01-10T10:10')];
    const accepted = plus(w1.start, -HOUR);
    const ids = [
      await addContract(t.db, {
        merchantId,
        kind: 'realtimeSalary',
        uplineId: null,
        downlineId: team.top,
        tiers: [tier(0, 0n, 300)],
        acceptedAt: accepted,
        endedAt: until(windows[2]!),
      }),
      await addContract(t.db, {
        merchantId,
        kind: 'realtimeSalary',
        uplineId: team.top,
        downlineId: team.sub,
        tiers: [tier(0, 0n, 200)],
        acceptedAt: accepted,
        endedAt: until(windows[2]!),
      }),
      await addContract(t.db, {
        merchantId,
        kind: 'realtimeSalary',
        uplineId: team.sub,
        downlineId: team.deep,
        tiers: [tier(0, 0n, 100)],
        acceptedAt: accepted,
        endedAt: until(windows[2]!),
      }),
    ];
    for (const [i, w] of windows.entries()) {
      await play(t.db, merchantId, team.p1, 10_000n * BigInt(i + 1), 0n, plus(w.start, 1_000));
      await play(t.db, merchantId, team.p3, 20_000n, 0n, plus(w.start, 2_000));
    }
    // a settlement whose hook fails writes nothing at all
    const snapshot = await ledgerSnapshot(t.db);
    await expect(
      settlePeriod(t.db, merchant, 'realtimeSalary', w1, {
        hook: (_id, index) => {
          if (index === 1) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect(await settlementsOf(t.db, ids)).toEqual([]);
    expect(await ledgerSnapshot(t.db)).toEqual(snapshot);

    // the scheduler's run: watermark at the first window, then killed in the second
    await settleDue(t.db, merchant, plus(w1.start, 1), { kinds: ['realtimeSalary'] });
    expect(await settlementMark(t.db, merchantId, 'realtimeSalary')).toEqual(w1.start);
    let calls = 0;
    const kill = () => {
      calls += 1;
      if (calls === 5) throw new Error('killed');
    };
    await expect(
      settleDue(t.db, merchant, plus(windows[2]!.end, 1), { kinds: ['realtimeSalary'], hook: kill }),
    ).rejects.toThrow('killed');
    expect((await settlementsOf(t.db, ids)).map((r) => r.period_key)).toEqual([
      'F2031-01-10T10:00',
      'F2031-01-10T10:00',
      'F2031-01-10T10:00',
    ]);
    expect(await settlementMark(t.db, merchantId, 'realtimeSalary')).toEqual(w1.end);
    await expectLedgerClean(t.db);

    const resumed = await settleDue(t.db, merchant, plus(windows[2]!.end, 1), { kinds: ['realtimeSalary'] });
    expect(resumed.periods).toBe(2);
    expect(await settlementMark(t.db, merchantId, 'realtimeSalary')).toEqual(windows[2]!.end);
    const list = await settlementsOf(t.db, ids);
    expect(list).toHaveLength(9);
    expect(new Set(list.map((r) => `${r.contract_id}:${r.period_key}`)).size).toBe(9);
    // per window: top 3 % of its team, sub 2 % of p3's 200.00 = 4.00, deep 1 % = 2.00
    for (const [i, w] of windows.entries()) {
      const of = (id: number) => list.find((r) => r.contract_id === id && r.period_key === w.key)!;
      const topBase = 10_000n * BigInt(i + 1) + 20_000n;
      expect([of(ids[0]!).gross, of(ids[0]!).payout, of(ids[1]!).payout, of(ids[2]!).payout]).toEqual([
        String((topBase * 3n) / 100n),
        String((topBase * 3n) / 100n - 400n),
        '200',
        '200',
      ]);
    }
    const transfers = await payoutTransfers(t.db, ids);
    expect(transfers).toHaveLength(9);
    expect(new Set(transfers.map((x) => x.key)).size).toBe(9);
    expect(transfers.reduce((a, x) => a + BigInt(x.amount), 0n)).toBe(list.reduce((a, r) => a + BigInt(r.payout), 0n));
    // five-minute salaries are not messaged
    const [messages] = await rows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from member_messages where member_id in (${team.top}, ${team.sub}, ${team.deep})`,
    );
    expect(messages!.n).toBe(0);
    await expectLedgerClean(t.db);
  });

  it('pays once when two settlers run the same period at the same time', async () => {
    const team = await makeTeam(t.db, merchantId);
    const hour = period('H2031-01-11T09');
    const accepted = plus(hour.start, -HOUR);
    const ids = [
      await addContract(t.db, {
        merchantId,
        kind: 'hourlyWage',
        uplineId: null,
        downlineId: team.top,
        tiers: [tier(0, 0n, 500)],
        acceptedAt: accepted,
        endedAt: until(hour),
      }),
      await addContract(t.db, {
        merchantId,
        kind: 'hourlyWage',
        uplineId: team.top,
        downlineId: team.sub,
        tiers: [tier(0, 0n, 200)],
        acceptedAt: accepted,
        endedAt: until(hour),
      }),
    ];
    await play(t.db, merchantId, team.p2, 100_000n, 0n, plus(hour.start, 60_000));
    const balances = [await member(team.top), await member(team.sub)];
    const [a, b] = await Promise.all([
      settlePeriod(t.db, merchant, 'hourlyWage', hour),
      settlePeriod(t.db, merchant, 'hourlyWage', hour),
    ]);
    expect([a!.contracts, b!.contracts, a!.settlements + b!.settlements, a!.skipped + b!.skipped]).toEqual([
      2, 2, 2, 2,
    ]);
    expect(a!.transfers + b!.transfers).toBe(2);
    expect(a!.paid + b!.paid).toBe(5_000n);
    expect(await settlementsOf(t.db, ids)).toHaveLength(2);
    expect(await payoutTransfers(t.db, ids)).toHaveLength(2);
    expect([await member(team.top), await member(team.sub)]).toEqual([balances[0]! + 3_000n, balances[1]! + 2_000n]);
    await expectLedgerClean(t.db);
  });
});

describe('dividends', () => {
  it('pays nothing on a losing period and carries nothing without carry-forward', async () => {
    const team = await makeTeam(t.db, merchantId);
    const day = period('D2031-01-12');
    const c = await addContract(t.db, {
      merchantId,
      kind: 'dividend',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 2000)],
      acceptedAt: plus(day.start, -HOUR),
      endedAt: until(period('D2031-01-13')),
    });
    await play(t.db, merchantId, team.p1, 10_000n, 30_000n, plus(day.start, HOUR));
    const done = await settlePeriod(t.db, merchant, 'dividend', day);
    expect(done).toMatchObject({ transfers: 0, paid: 0n });
    expect(await settlementsOf(t.db, [c])).toEqual([
      expect.objectContaining({
        valid_bet: '10000',
        profit_loss: '-20000',
        base: '-20000',
        rate_bp: 0,
        payout: '0',
        carried_in: '0',
        carried_out: '0',
        state: 'zero',
        transfer_id: null,
      }),
    ]);
    const next = period('D2031-01-13');
    await play(t.db, merchantId, team.p1, 10_000n, 0n, plus(next.start, HOUR));
    await settlePeriod(t.db, merchant, 'dividend', next);
    expect((await settlementsOf(t.db, [c]))[1]).toMatchObject({
      carried_in: '0',
      base: '10000',
      rate_bp: 2000,
      payout: '2000',
      state: 'paid',
    });
    await expectLedgerClean(t.db);
  });

  it('with carry-forward, carries a period’s loss into the contract’s next periods until a profit covers it', async () => {
    await saveContractPolicy(
      t.db,
      merchantId,
      { dividendApproval: false, carryForward: true, allowMemberContracts: false },
      new Date(),
    );
    try {
      const team = await makeTeam(t.db, merchantId);
      const days = ['D2031-01-14', 'D2031-01-15', 'D2031-01-16', 'D2031-01-17'].map(period);
      const c = await addContract(t.db, {
        merchantId,
        kind: 'dividend',
        uplineId: null,
        downlineId: team.top,
        tiers: [tier(0, 0n, 1000)],
        acceptedAt: plus(days[0]!.start, -HOUR),
        endedAt: until(days[3]!),
      });
      const results: [bigint, bigint][] = [
        [10_000n, 40_000n],
        [20_000n, 0n],
        [100_000n, 0n],
        [1_000n, 0n],
      ]; // P&L -300.00, +200.00, +1000.00, +10.00
      for (const [i, d] of days.entries()) {
        await play(t.db, merchantId, team.p1, results[i]![0], results[i]![1], plus(d.start, HOUR));
        await settlePeriod(t.db, merchant, 'dividend', d);
      }
      expect(
        (await settlementsOf(t.db, [c])).map((r) => [
          r.period_key,
          r.profit_loss,
          r.carried_in,
          r.base,
          r.carried_out,
          r.payout,
          r.state,
        ]),
      ).toEqual([
        ['D2031-01-14', '-30000', '0', '-30000', '-30000', '0', 'zero'],
        ['D2031-01-15', '20000', '-30000', '-10000', '-10000', '0', 'zero'],
        ['D2031-01-16', '100000', '-10000', '90000', '0', '9000', 'paid'],
        ['D2031-01-17', '1000', '0', '1000', '0', '100', 'paid'],
      ]);
      await expectLedgerClean(t.db);
    } finally {
      await saveContractPolicy(
        t.db,
        merchantId,
        { dividendApproval: false, carryForward: false, allowMemberContracts: false },
        new Date(),
      );
    }
  });
});

describe('the dividend process request (dividend approval on)', () => {
  const settlementsUrl = '/api/contracts/settlements';
  const processUrl = (id: number, operator = false) =>
    operator ? `/api/operator/contract-settlements/${id}/process` : `/api/contracts/settlements/${id}/process`;
  const operatorToken = async () => await operatorSignIn(t.app);

  it('waits for the holder’s request and the upline’s or the operator’s approval; nobody else sees or moves it', async () => {
    await saveContractPolicy(
      t.db,
      merchantId,
      { dividendApproval: true, carryForward: false, allowMemberContracts: false },
      new Date(),
    );
    try {
      const team = await makeTeam(t.db, merchantId);
      const [top, sub, deep, stranger] = await Promise.all(
        [team.top, team.sub, team.deep, team.stranger].map((id) => sessionOf(t.db, id)),
      );
      const day = period('D2031-01-20');
      const topC = await addContract(t.db, {
        merchantId,
        kind: 'dividend',
        uplineId: null,
        downlineId: team.top,
        tiers: [tier(0, 0n, 1000)],
        acceptedAt: plus(day.start, -HOUR),
        endedAt: until(period('D2031-01-21')),
      });
      const subC = await addContract(t.db, {
        merchantId,
        kind: 'dividend',
        uplineId: team.top,
        downlineId: team.sub,
        tiers: [tier(0, 0n, 500)],
        acceptedAt: plus(day.start, -HOUR),
        endedAt: until(period('D2031-01-21')),
      });
      await play(t.db, merchantId, team.p2, 100_000n, 0n, plus(day.start, HOUR));
      const snapshot = await ledgerSnapshot(t.db);
      const done = await settlePeriod(t.db, merchant, 'dividend', day);
      expect(done).toMatchObject({ settlements: 2, transfers: 0, paid: 0n });
      expect(await ledgerSnapshot(t.db)).toEqual(snapshot);
      const [topRow, subRow] = await settlementsOf(t.db, [topC, subC]);
      expect([topRow!.state, topRow!.payout, subRow!.state, subRow!.payout]).toEqual([
        'pending',
        '5000',
        'pending',
        '5000',
      ]);
      const pendingMessage = await rows<{ title_en: string }>(
        t.db,
        sql`select title_en from member_messages where member_id = ${team.sub}`,
      );
      expect(pendingMessage).toEqual([{ title_en: 'Dividend ready to request' }]);

      // who sees what
      const own = await api(t.app, 'GET', `${settlementsUrl}?role=own`, sub);
      expect(own.status).toBe(200);
      expect(
        own.body.value.list.map(
          (s: { id: number; actions: string[]; payout: string; rate: string; agent: { id: number } }) => [
            s.id,
            s.actions,
            s.payout,
            s.rate,
            s.agent.id,
          ],
        ),
      ).toEqual([[subRow!.id, ['request'], '50.00', '5.00', team.sub]]);
      expect(own.body.value.totals).toEqual({ payout: '50.00', paid: '0.00' });
      const upline = await api(t.app, 'GET', `${settlementsUrl}?kind=dividend&from=2031-01-20&to=2031-01-20`, top);
      expect(upline.body.value.list.map((s: { id: number; actions: string[] }) => [s.id, s.actions]).sort()).toEqual(
        [
          [subRow!.id, []],
          [topRow!.id, ['request']],
        ].sort(),
      );
      expect(
        (await api(t.app, 'GET', `${settlementsUrl}?role=granted`, top)).body.value.list.map(
          (s: { id: number }) => s.id,
        ),
      ).toEqual([subRow!.id]);
      expect((await api(t.app, 'GET', `${settlementsUrl}?kind=dividend&from=2031-01-21`, top)).body.value.total).toBe(
        0,
      );
      expect((await api(t.app, 'GET', settlementsUrl, stranger)).body.value.total).toBe(0);
      expect((await api(t.app, 'GET', settlementsUrl, deep)).body.value.total).toBe(0);

      // refusals: not visible (404, as if it did not exist), not the holder, not the approver, wrong state
      const unrelated = await api(t.app, 'POST', processUrl(subRow!.id), stranger, { action: 'approve' });
      expect([unrelated.status, unrelated.body.code, unrelated.body.message]).toEqual([
        404,
        'SETTLEMENT_NOT_FOUND',
        'This settlement record does not exist',
      ]);
      const unrelatedTw = await api(t.app, 'POST', processUrl(subRow!.id), deep, { action: 'request' }, 'TW');
      expect([unrelatedTw.status, unrelatedTw.body.message]).toEqual([404, '此結算紀錄不存在']);
      expect((await api(t.app, 'POST', processUrl(999_999), sub, { action: 'request' })).status).toBe(404);
      expect((await api(t.app, 'POST', processUrl(subRow!.id), top, { action: 'approve' })).body.code).toBe(
        'SETTLEMENT_STATE',
      );
      expect((await api(t.app, 'POST', processUrl(subRow!.id), top, { action: 'request' })).body.code).toBe(
        'SETTLEMENT_FORBIDDEN',
      );
      expect((await api(t.app, 'POST', processUrl(subRow!.id), sub, { action: 'wave' })).status).toBe(400);
      expect((await api(t.app, 'POST', processUrl(0), sub, { action: 'request' })).status).toBe(400);
      expect((await api(t.app, 'POST', processUrl(subRow!.id), null, { action: 'request' })).status).toBe(401);
      expect((await api(t.app, 'GET', `${settlementsUrl}?from=2031-02-30`, sub)).body.code).toBe('RANGE_INVALID');
      expect((await api(t.app, 'GET', `${settlementsUrl}?from=2031-02-02&to=2031-02-01`, sub)).status).toBe(400);
      expect(await ledgerSnapshot(t.db)).toEqual(snapshot);

      // the holder requests, the upline approves: paid
      const requested = await api(t.app, 'POST', processUrl(subRow!.id), sub, { action: 'request' });
      expect([
        requested.status,
        requested.body.message,
        requested.body.value.state,
        requested.body.value.actions,
      ]).toEqual([200, 'Dividend requested', 'requested', []]);
      expect((await api(t.app, 'POST', processUrl(subRow!.id), sub, { action: 'request' })).status).toBe(409);
      expect((await api(t.app, 'POST', processUrl(subRow!.id), sub, { action: 'approve' })).body.code).toBe(
        'SETTLEMENT_FORBIDDEN',
      );
      expect(
        (
          await rows<{ title_en: string; content_en: string }>(
            t.db,
            sql`select title_en, content_en from member_messages where member_id = ${team.top} and title_en like '%approval%'`,
          )
        )[0]!.title_en,
      ).toBe('Dividend waiting for your approval');
      const subBalance = await member(team.sub);
      const approved = await api(t.app, 'POST', processUrl(subRow!.id), top, { action: 'approve' });
      expect([approved.status, approved.body.value.state, approved.body.value.payout]).toEqual([200, 'paid', '50.00']);
      expect(await member(team.sub)).toBe(subBalance + 5_000n);
      expect((await api(t.app, 'POST', processUrl(subRow!.id), top, { action: 'approve' })).status).toBe(409);
      const paid = await payoutTransfers(t.db, [subC]);
      expect(paid.map((x) => [x.key, x.amount, x.reason, String(x.id)])).toEqual([
        [`contract:${subC}:D2031-01-20`, '5000', 'dividend', approved.body.value.transferId],
      ]);

      // a top agent's dividend: only an operator approves it
      expect((await api(t.app, 'POST', processUrl(topRow!.id), top, { action: 'request' })).status).toBe(200);
      const self = await api(t.app, 'POST', processUrl(topRow!.id), top, { action: 'approve' });
      expect([self.status, self.body.code, self.body.message]).toEqual([
        403,
        'SETTLEMENT_FORBIDDEN',
        'This dividend comes from a contract granted by the platform: only an operator can approve or reject it',
      ]);
      expect((await api(t.app, 'POST', processUrl(topRow!.id), sub, { action: 'approve' })).status).toBe(404);
      const op = await operatorToken();
      expect((await api(t.app, 'POST', processUrl(topRow!.id, true), top, { action: 'approve' })).status).toBe(401);
      const listed = await api(t.app, 'GET', '/api/operator/contract-settlements?kind=dividend&state=requested', op);
      expect(listed.body.value.list.map((s: { id: number; actions: string[] }) => [s.id, s.actions])).toEqual([
        [topRow!.id, ['approve', 'reject']],
      ]);
      const byOperator = await api(t.app, 'POST', processUrl(topRow!.id, true), op, { action: 'approve' });
      expect([byOperator.status, byOperator.body.value.state]).toEqual([200, 'paid']);
      const [entry] = await rows<{
        action: string;
        target_type: string;
        target_id: number;
        before: { state: string };
        after: { state: string };
      }>(
        t.db,
        sql`select action, target_type, target_id, before, after from operator_audit where target_type = 'contractSettlement' order by id desc limit 1`,
      );
      expect(entry).toMatchObject({
        action: 'settlement.approve',
        target_id: topRow!.id,
        before: { state: 'requested' },
        after: { state: 'paid' },
      });

      // the next day's dividend: requested, then rejected by the operator: nothing paid
      const next = period('D2031-01-21');
      await play(t.db, merchantId, team.p2, 100_000n, 0n, plus(next.start, HOUR));
      await settlePeriod(t.db, merchant, 'dividend', next);
      const nextRow = (await settlementsOf(t.db, [subC])).find((r) => r.period_key === next.key)!;
      await api(t.app, 'POST', processUrl(nextRow.id), sub, { action: 'request' });
      const before = await ledgerSnapshot(t.db);
      const rejected = await api(t.app, 'POST', processUrl(nextRow.id, true), op, { action: 'reject' });
      expect([rejected.status, rejected.body.value.state, rejected.body.value.transferId]).toEqual([
        200,
        'rejected',
        null,
      ]);
      expect(await ledgerSnapshot(t.db)).toEqual(before);
      const notices = await rows<{ title_en: string; title_tw: string }>(
        t.db,
        sql`select title_en, title_tw from member_messages where member_id = ${team.sub} order by id`,
      );
      expect(notices.map((n) => n.title_en)).toEqual([
        'Dividend ready to request',
        'Dividend approved',
        'Dividend ready to request',
        'Dividend rejected',
      ]);
      expect(notices.at(-1)!.title_tw).toBe('分紅已駁回');
      expect((await api(t.app, 'GET', `${settlementsUrl}?role=own`, sub)).body.value.totals).toEqual({
        payout: '100.00',
        paid: '50.00',
      });
      await expectLedgerClean(t.db);
    } finally {
      await saveContractPolicy(
        t.db,
        merchantId,
        { dividendApproval: false, carryForward: false, allowMemberContracts: false },
        new Date(),
      );
    }
  });
});

describe('the operator’s rerun', () => {
  it('settles a closed period again paying nothing twice, refuses keys of another kind and open periods, and audits it', async () => {
    clock = new Date('2031-02-01T00:00:00Z');
    const op = await operatorSignIn(t.app);
    const rerun = (body: unknown, token: string | null = op) =>
      api(t.app, 'POST', '/api/operator/contract-settlements/rerun', token, body);
    const team = await makeTeam(t.db, merchantId);
    const day = period('D2031-01-25');
    const c = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 100)],
      acceptedAt: plus(day.start, -HOUR),
      endedAt: until(day),
    });
    await play(t.db, merchantId, team.p1, 100_000n, 0n, plus(day.start, HOUR));
    const first = await rerun({ kind: 'dailyWage', periodKey: 'D2031-01-25' });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ periods: 1, settlements: 1, transfers: 1, paid: '10.00', skipped: 0 });
    const second = await rerun({ kind: 'dailyWage', periodKey: 'D2031-01-25' });
    expect(second.body.value).toMatchObject({ settlements: 0, transfers: 0, paid: '0.00', skipped: 1 });
    expect(await payoutTransfers(t.db, [c])).toHaveLength(1);
    const [entry] = await rows<{ action: string; after: { periodKey: string; report: { skipped: number } } }>(
      t.db,
      sql`select action, after from operator_audit where action = 'settlement.rerun' order by id desc limit 1`,
    );
    expect(entry).toMatchObject({
      action: 'settlement.rerun',
      after: { periodKey: 'D2031-01-25', report: { skipped: 1 } },
    });

    const wrongKind = await rerun({ kind: 'dailyWage', periodKey: 'H2031-01-25T10' });
    expect([wrongKind.status, wrongKind.body.code, wrongKind.body.message]).toEqual([
      400,
      'PERIOD_INVALID',
      'H2031-01-25T10 is not a settlement period of this contract kind',
    ]);
    expect((await rerun({ kind: 'dividend', periodKey: 'W2031-01-21' })).body.code).toBe('PERIOD_INVALID'); // a Tuesday
    expect((await rerun({ kind: 'dailyWage', periodKey: 'D2031-13-01' })).status).toBe(400);
    expect((await rerun({ kind: 'dailyWage', periodKey: 'yesterday' })).status).toBe(400);
    const open = await rerun({ kind: 'hourlyWage', periodKey: periodAt('hour', clock, 480).key });
    expect([open.status, open.body.code, open.body.message]).toEqual([
      409,
      'PERIOD_OPEN',
      'This period has not ended yet and cannot be settled',
    ]);
    expect(
      (await rerun({ kind: 'dailyWage', periodKey: 'D2031-01-25' }, await sessionOf(t.db, team.top, clock))).status,
    ).toBe(401);
    clock = null;
    await expectLedgerClean(t.db);
  });
});
