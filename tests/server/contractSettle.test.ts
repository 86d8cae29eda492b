/**
 * Contract settlement (server/services/contracts/settle.ts; docs/contracts.md "Team and figures"
 * and "Settlement") on a real ledger: team figures from real vendor.settle / vendor.credit
 * transfers, the difference model's payouts paid from the commission account, the exact period
 * boundaries, which contract is paid when one is replaced mid-period, reruns and killed runs that
 * pay each period once, two settlers at once, losing dividends, carry-forward; the ledger check is
 * clean after each.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { balanceOf } from '../../server/ledger/index.ts';
import type { MerchantContext } from '../../server/services/merchants.ts';
import { saveContractPolicy } from '../../server/services/contracts/policy.ts';
import { parsePeriodKey, type Period } from '../../server/services/contracts/periods.ts';
import { settleDue, settlePeriod, settlementMark } from '../../server/services/contracts/settle.ts';
import { demoMerchantId } from './agent-support.ts';
import { addContract, expectLedgerClean, ledgerSnapshot, makeTeam, payoutTransfers, play, rows, settlementsOf, tier } from './settle-support.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

let t: TestApp;
let merchantId: number;
let merchant: MerchantContext;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await demoMerchantId(t.db);
  merchant = (await t.app.merchants.findByCode('DEMO'))!;
});
afterAll(async () => t.close());

const period = (key: string): Period => parsePeriodKey(key, 480)!;
const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
const HOUR = 3_600_000;
const member = (memberId: number) => balanceOf(t.db, { kind: 'member', memberId });

describe('a daily wage down a chain (the difference model on the ledger)', () => {
  it('pays the top its rate minus what it granted, the downline its own rate, and a zero row to a holder below its tier', async () => {
    const team = await makeTeam(t.db, merchantId);
    const day = period('D2031-01-06');
    const before = day.start;
    const top = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 100), tier(3, 50_000n, 200)], acceptedAt: plus(before, -HOUR) });
    const sub = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: team.top, downlineId: team.sub, tiers: [tier(0, 0n, 100)], acceptedAt: plus(before, -HOUR) });
    const deep = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: team.sub, downlineId: team.deep, tiers: [tier(2, 0n, 100)], acceptedAt: plus(before, -HOUR) });
    const noon = plus(day.start, 12 * HOUR);
    await play(t.db, merchantId, team.p1, 10_000n, 0n, noon);
    await play(t.db, merchantId, team.p2, 20_000n, 5_000n, noon);
    await play(t.db, merchantId, team.p3, 30_000n, 0n, noon);
    const commission = await balanceOf(t.db, { merchantId, kind: 'commission' });
    const topBalance = await member(team.top);

    const done = await settlePeriod(t.db, merchant, 'dailyWage', day);
    expect(done).toMatchObject({ periods: 1, settlements: 3, transfers: 2, paid: 1_200n, skipped: 0 });
    expect(done.contracts).toBeGreaterThanOrEqual(3);
    const [topRow, subRow, deepRow] = await settlementsOf(t.db, [top, sub, deep]);
    // top team: p1, p2, p3 active, valid bet 600.00 >= 500.00 with 3 active: 2 % = 12.00; sub granted 1 % of 500.00 = 5.00
    expect(topRow).toMatchObject({ agent_id: team.top, period_key: 'D2031-01-06', active_members: 3, valid_bet: '60000', profit_loss: '55000', base: '60000', rate_bp: 200, gross: '1200', downline_share: '500', payout: '700', state: 'paid' });
    expect(subRow).toMatchObject({ agent_id: team.sub, active_members: 2, valid_bet: '50000', rate_bp: 100, gross: '500', downline_share: '0', payout: '500', state: 'paid' });
    // deep's team has one active member: its tier (2 active) is not reached
    expect(deepRow).toMatchObject({ active_members: 1, valid_bet: '30000', rate_bp: 0, gross: '0', payout: '0', state: 'zero', transfer_id: null });

    const transfers = await payoutTransfers(t.db, [top, sub, deep]);
    expect(transfers.map((x) => [x.key, x.amount, x.reason, x.reference, x.debit, x.credit])).toEqual([
      [`contract:${top}:D2031-01-06`, '700', 'dailyWage', 'D2031-01-06', 'commission', `member:${team.top}`],
      [`contract:${sub}:D2031-01-06`, '500', 'dailyWage', 'D2031-01-06', 'commission', `member:${team.sub}`],
    ]);
    expect([topRow!.transfer_id, subRow!.transfer_id]).toEqual(transfers.map((x) => x.id));
    expect(await member(team.top)).toBe(topBalance + 700n);
    expect(await balanceOf(t.db, { merchantId, kind: 'commission' })).toBe(commission - 1_200n);
    // the rollup counts the payout as the agent's income of its kind
    const [income] = await rows<{ amount: string }>(t.db, sql`select coalesce(sum(amount), 0)::text as amount from agent_income_daily where member_id = ${team.top} and kind = 'dailyWage'`);
    expect(income!.amount).toBe('700');
    // a daily wage paid is messaged, in TW and EN
    const messages = await rows<{ title_en: string; title_tw: string; content_en: string }>(t.db, sql`select title_en, title_tw, content_en from member_messages where member_id = ${team.top}`);
    expect(messages).toEqual([{ title_en: 'Daily wage paid', title_tw: '日工資已派發', content_en: 'Daily wage for 2031-01-06: 7.00 CNY was paid to your wallet' }]);
    await expectLedgerClean(t.db);

    // a rerun finds every row and pays nothing: the ledger is unchanged
    const snapshot = await ledgerSnapshot(t.db);
    const again = await settlePeriod(t.db, merchant, 'dailyWage', day);
    expect(again).toMatchObject({ settlements: 0, transfers: 0, paid: 0n });
    expect(again.skipped).toBe(again.contracts);
    expect(await ledgerSnapshot(t.db)).toEqual(snapshot);
    expect(await settlementsOf(t.db, [top, sub, deep])).toHaveLength(3);
  });
});

describe('period boundaries', () => {
  it('counts a bet at the start and just before the end of an hour, not one at its end', async () => {
    const team = await makeTeam(t.db, merchantId);
    const hour = period('H2031-01-07T13');
    const c = await addContract(t.db, { merchantId, kind: 'hourlyWage', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 1000)], acceptedAt: plus(hour.start, -HOUR) });
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
    const c = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 1000)], acceptedAt: plus(day.start, -HOUR) });
    await play(t.db, merchantId, team.p1, 1_000n, 0n, day.start);
    await play(t.db, merchantId, team.p2, 2_000n, 0n, plus(day.end, -1));
    await play(t.db, merchantId, team.p3, 4_000n, 0n, day.end);
    await settlePeriod(t.db, merchant, 'dailyWage', day);
    expect((await settlementsOf(t.db, [c])).map((r) => [r.period_key, r.valid_bet, r.payout])).toEqual([['D2031-01-08', '3000', '300']]);
  });
});

describe('which contract is paid', () => {
  it('pays the contract in force when the period closes: a replacement accepted mid-period for the whole period, never an ended one', async () => {
    const team = await makeTeam(t.db, merchantId);
    const day = period('D2031-01-09');
    const mid = plus(day.start, 12 * HOUR);
    const old = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 100)], acceptedAt: plus(day.start, -48 * HOUR), endedAt: mid, state: 'replaced' });
    const replacement = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 300)], acceptedAt: mid });
    // sub's contract ends exactly at the period's end: it is still in force when the period closes
    const endsAtEnd = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: team.top, downlineId: team.sub, tiers: [tier(0, 0n, 100)], acceptedAt: plus(day.start, -HOUR), endedAt: day.end });
    // deep's ends a millisecond before: not paid; its next one is accepted after the end: not paid either
    const endedBefore = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: team.sub, downlineId: team.deep, tiers: [tier(0, 0n, 50)], acceptedAt: plus(day.start, -HOUR), endedAt: plus(day.end, -1) });
    const acceptedAfter = await addContract(t.db, { merchantId, kind: 'dailyWage', uplineId: team.sub, downlineId: team.deep, tiers: [tier(0, 0n, 50)], acceptedAt: day.end });
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
      await addContract(t.db, { merchantId, kind: 'realtimeSalary', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 300)], acceptedAt: accepted }),
      await addContract(t.db, { merchantId, kind: 'realtimeSalary', uplineId: team.top, downlineId: team.sub, tiers: [tier(0, 0n, 200)], acceptedAt: accepted }),
      await addContract(t.db, { merchantId, kind: 'realtimeSalary', uplineId: team.sub, downlineId: team.deep, tiers: [tier(0, 0n, 100)], acceptedAt: accepted }),
    ];
    for (const [i, w] of windows.entries()) {
      await play(t.db, merchantId, team.p1, 10_000n * BigInt(i + 1), 0n, plus(w.start, 1_000));
      await play(t.db, merchantId, team.p3, 20_000n, 0n, plus(w.start, 2_000));
    }
    // a settlement whose hook fails writes nothing at all
    const snapshot = await ledgerSnapshot(t.db);
    await expect(settlePeriod(t.db, merchant, 'realtimeSalary', w1, { hook: (_id, index) => { if (index === 1) throw new Error('killed'); } })).rejects.toThrow('killed');
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
    await expect(settleDue(t.db, merchant, plus(windows[2]!.end, 1), { kinds: ['realtimeSalary'], hook: kill })).rejects.toThrow('killed');
    expect((await settlementsOf(t.db, ids)).map((r) => r.period_key)).toEqual(['F2031-01-10T10:00', 'F2031-01-10T10:00', 'F2031-01-10T10:00']);
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
      expect([of(ids[0]!).gross, of(ids[0]!).payout, of(ids[1]!).payout, of(ids[2]!).payout]).toEqual([String((topBase * 3n) / 100n), String((topBase * 3n) / 100n - 400n), '200', '200']);
    }
    const transfers = await payoutTransfers(t.db, ids);
    expect(transfers).toHaveLength(9);
    expect(new Set(transfers.map((x) => x.key)).size).toBe(9);
    expect(transfers.reduce((a, x) => a + BigInt(x.amount), 0n)).toBe(list.reduce((a, r) => a + BigInt(r.payout), 0n));
    // five-minute salaries are not messaged
    const [messages] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from member_messages where member_id in (${team.top}, ${team.sub}, ${team.deep})`);
    expect(messages!.n).toBe(0);
    await expectLedgerClean(t.db);
  });

  it('pays once when two settlers run the same period at the same time', async () => {
    const team = await makeTeam(t.db, merchantId);
    const hour = period('H2031-01-11T09');
    const accepted = plus(hour.start, -HOUR);
    const ids = [
      await addContract(t.db, { merchantId, kind: 'hourlyWage', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 500)], acceptedAt: accepted }),
      await addContract(t.db, { merchantId, kind: 'hourlyWage', uplineId: team.top, downlineId: team.sub, tiers: [tier(0, 0n, 200)], acceptedAt: accepted }),
    ];
    await play(t.db, merchantId, team.p2, 100_000n, 0n, plus(hour.start, 60_000));
    const balances = [await member(team.top), await member(team.sub)];
    const [a, b] = await Promise.all([settlePeriod(t.db, merchant, 'hourlyWage', hour), settlePeriod(t.db, merchant, 'hourlyWage', hour)]);
    expect(a!.settlements + b!.settlements).toBe(a!.contracts);
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
    const c = await addContract(t.db, { merchantId, kind: 'dividend', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 2000)], acceptedAt: plus(day.start, -HOUR) });
    await play(t.db, merchantId, team.p1, 10_000n, 30_000n, plus(day.start, HOUR));
    const done = await settlePeriod(t.db, merchant, 'dividend', day);
    expect(done).toMatchObject({ transfers: 0, paid: 0n });
    expect(await settlementsOf(t.db, [c])).toEqual([expect.objectContaining({ valid_bet: '10000', profit_loss: '-20000', base: '-20000', rate_bp: 0, payout: '0', carried_in: '0', carried_out: '0', state: 'zero', transfer_id: null })]);
    const next = period('D2031-01-13');
    await play(t.db, merchantId, team.p1, 10_000n, 0n, plus(next.start, HOUR));
    await settlePeriod(t.db, merchant, 'dividend', next);
    expect((await settlementsOf(t.db, [c]))[1]).toMatchObject({ carried_in: '0', base: '10000', rate_bp: 2000, payout: '2000', state: 'paid' });
    await expectLedgerClean(t.db);
  });

  it('with carry-forward, carries a period’s loss into the contract’s next periods until a profit covers it', async () => {
    await saveContractPolicy(t.db, merchantId, { dividendApproval: false, carryForward: true, allowMemberContracts: false }, new Date());
    try {
      const team = await makeTeam(t.db, merchantId);
      const days = ['D2031-01-14', 'D2031-01-15', 'D2031-01-16', 'D2031-01-17'].map(period);
      const c = await addContract(t.db, { merchantId, kind: 'dividend', uplineId: null, downlineId: team.top, tiers: [tier(0, 0n, 1000)], acceptedAt: plus(days[0]!.start, -HOUR) });
      const results: [bigint, bigint][] = [[10_000n, 40_000n], [20_000n, 0n], [100_000n, 0n], [1_000n, 0n]]; // P&L -300.00, +200.00, +1000.00, +10.00
      for (const [i, d] of days.entries()) {
        await play(t.db, merchantId, team.p1, results[i]![0], results[i]![1], plus(d.start, HOUR));
        await settlePeriod(t.db, merchant, 'dividend', d);
      }
      expect((await settlementsOf(t.db, [c])).map((r) => [r.period_key, r.profit_loss, r.carried_in, r.base, r.carried_out, r.payout, r.state])).toEqual([
        ['D2031-01-14', '-30000', '0', '-30000', '-30000', '0', 'zero'],
        ['D2031-01-15', '20000', '-30000', '-10000', '-10000', '0', 'zero'],
        ['D2031-01-16', '100000', '-10000', '90000', '0', '9000', 'paid'],
        ['D2031-01-17', '1000', '0', '1000', '0', '100', 'paid'],
      ]);
      await expectLedgerClean(t.db);
    } finally {
      await saveContractPolicy(t.db, merchantId, { dividendApproval: false, carryForward: false, allowMemberContracts: false }, new Date());
    }
  });
});
