/**
 * The settlement scheduler (server/services/contracts/scheduler.ts, settle.ts settleDue,
 * server/plugins/contractScheduler.ts; docs/contracts.md "Scheduler"): a new watermark starts at
 * the current period, a tick settles the periods closed since the watermark and only those, then
 * moves it; a kind switched off is not settled; two runs at once pay once; the plugin ticks on the
 * app's clock when switched on (never by default under jest) and stops with the app; the dev
 * route is the e2e test clock.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { SiteConfig } from '../../../../contract/types.ts';
import type { MerchantContext } from '../../../../server/services/merchants.ts';
import { parsePeriodKey, type Period } from '../../../../server/services/contracts/periods.ts';
import { settleDue, settlementMark } from '../../../../server/services/contracts/settle.ts';
import {
  DEFAULT_SETTLE_INTERVAL_MS,
  schedulerEnabled,
  settleInterval,
  startContractScheduler,
} from '../../../../server/services/contracts/scheduler.ts';
import { demoMerchantId } from '../agent/support.ts';
import {
  addContract,
  expectLedgerClean,
  makeTeam,
  payoutTransfers,
  play,
  settlementsOf,
  tier,
} from '../vendor-protocol/settleSupport.ts';
import type { TestApp } from '../../support/testApp.ts';
import { createContractTestApp } from '../../support/contractApp.ts';
import { api } from '../wallet/support.ts';

const period = (key: string): Period => parsePeriodKey(key, 480)!;
const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('the switch and the interval', () => {
  it('runs unless CONTRACT_SCHEDULER=off, and never under jest unless CONTRACT_SCHEDULER=on', () => {
    expect(schedulerEnabled({})).toBe(true);
    expect(schedulerEnabled({ CONTRACT_SCHEDULER: 'off' })).toBe(false);
    expect(schedulerEnabled({ JEST_WORKER_ID: '1' })).toBe(false);
    expect(schedulerEnabled({ JEST_WORKER_ID: '1', CONTRACT_SCHEDULER: 'on' })).toBe(true);
    expect(schedulerEnabled({ CONTRACT_SCHEDULER: 'OFF' })).toBe(false);
    expect(schedulerEnabled(process.env)).toBe(process.env.CONTRACT_SCHEDULER === 'on');
  });

  it('reads CONTRACT_SETTLE_INTERVAL_MS, 30 s by default or when unreadable', () => {
    expect(DEFAULT_SETTLE_INTERVAL_MS).toBe(30_000);
    expect(settleInterval({})).toBe(30_000);
    expect(settleInterval({ CONTRACT_SETTLE_INTERVAL_MS: '5000' })).toBe(5_000);
    expect(settleInterval({ CONTRACT_SETTLE_INTERVAL_MS: 'soon' })).toBe(30_000);
    expect(settleInterval({ CONTRACT_SETTLE_INTERVAL_MS: '0' })).toBe(30_000);
  });
});

describe('settleDue and the watermark', () => {
  let t: TestApp;
  let merchantId: number;
  let merchant: MerchantContext;
  let clock = at('2031-03-05T05:20:00Z'); // 13:20 at GMT+08:00

  beforeAll(async () => {
    t = await createContractTestApp({ auth: { now: () => clock } });
    merchantId = await demoMerchantId(t.db);
    merchant = (await t.app.merchants.findByCode('DEMO'))!;
  });
  afterAll(async () => t.close());

  it('starts a new watermark at the current period, settles closed periods only, oldest first, and moves the watermark', async () => {
    expect(t.app.contractScheduler).toBeNull(); // off under jest by default
    const team = await makeTeam(t.db, merchantId);
    const accepted = at('2031-03-04T00:00:00Z');
    const hourly = await addContract(t.db, {
      merchantId,
      kind: 'hourlyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 1000)],
      acceptedAt: accepted,
    });
    const daily = await addContract(t.db, {
      merchantId,
      kind: 'dailyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 100)],
      acceptedAt: accepted,
    });
    // bets before the watermark exists are in periods that will never be settled
    await play(t.db, merchantId, team.p1, 50_000n, 0n, at('2031-03-05T04:30:00Z'));

    const first = await settleDue(t.db, merchant, clock, { kinds: ['hourlyWage', 'dailyWage'] });
    expect(first).toEqual({ periods: 0, contracts: 0, settlements: 0, transfers: 0, paid: 0n, skipped: 0 });
    expect(await settlementMark(t.db, merchantId, 'hourlyWage')).toEqual(period('H2031-03-05T13').start);
    expect(await settlementMark(t.db, merchantId, 'dailyWage')).toEqual(period('D2031-03-05').start);

    await play(t.db, merchantId, team.p1, 10_000n, 0n, at('2031-03-05T05:30:00Z')); // 13:30
    await play(t.db, merchantId, team.p2, 20_000n, 0n, at('2031-03-05T05:59:59.999Z')); // 13:59:59.999
    await play(t.db, merchantId, team.p3, 40_000n, 0n, at('2031-03-05T06:05:00Z')); // 14:05

    // 13:59:59: the hour has not closed
    expect(
      (await settleDue(t.db, merchant, at('2031-03-05T05:59:59.999Z'), { kinds: ['hourlyWage', 'dailyWage'] })).periods,
    ).toBe(0);
    expect(await settlementsOf(t.db, [hourly, daily])).toEqual([]);

    // 14:00: hour 13 closes; hour 14 and the day stay open
    const atTwo = await settleDue(t.db, merchant, at('2031-03-05T06:00:00Z'), { kinds: ['hourlyWage', 'dailyWage'] });
    expect(atTwo).toMatchObject({ periods: 1, settlements: 1, transfers: 1, paid: 3_000n });
    expect((await settlementsOf(t.db, [hourly])).map((r) => [r.period_key, r.valid_bet])).toEqual([
      ['H2031-03-05T13', '30000'],
    ]);
    expect(await settlementMark(t.db, merchantId, 'hourlyWage')).toEqual(period('H2031-03-05T14').start);
    expect(await settlementMark(t.db, merchantId, 'dailyWage')).toEqual(period('D2031-03-05').start);

    // the next morning: hours 14 to 23 and the day close; two runs at once pay each once
    clock = at('2031-03-05T16:00:30Z');
    const [a, b] = await Promise.all([
      settleDue(t.db, merchant, clock, { kinds: ['hourlyWage', 'dailyWage'] }),
      settleDue(t.db, merchant, clock, { kinds: ['hourlyWage', 'dailyWage'] }),
    ]);
    expect(a!.periods + b!.periods).toBe(11); // 10 hours and 1 day, each looked at once
    const hours = await settlementsOf(t.db, [hourly]);
    expect(hours.map((r) => r.period_key)).toEqual([
      'H2031-03-05T13',
      ...Array.from({ length: 10 }, (_, i) => `H2031-03-05T${14 + i}`),
    ]);
    expect(hours.find((r) => r.period_key === 'H2031-03-05T14')).toMatchObject({
      valid_bet: '40000',
      payout: '4000',
      state: 'paid',
    });
    expect(hours.filter((r) => r.period_key > 'H2031-03-05T14').every((r) => r.state === 'zero')).toBe(true);
    // the day counts every bet of its reporting day, also the one before the watermark was made
    expect((await settlementsOf(t.db, [daily])).map((r) => [r.period_key, r.valid_bet, r.payout])).toEqual([
      ['D2031-03-05', '120000', '1200'],
    ]);
    expect(await payoutTransfers(t.db, [hourly, daily])).toHaveLength(3);
    expect(await settlementMark(t.db, merchantId, 'hourlyWage')).toEqual(period('H2031-03-06T00').start);
    expect(await settlementMark(t.db, merchantId, 'dailyWage')).toEqual(period('D2031-03-06').start);
    await expectLedgerClean(t.db);
  });

  it('settles a weekly dividend when its Sunday closes, stepping the dividend watermark a day at a time', async () => {
    const team = await makeTeam(t.db, merchantId);
    const accepted = at('2031-05-01T00:00:00Z');
    const top = await addContract(t.db, {
      merchantId,
      kind: 'dividend',
      uplineId: null,
      downlineId: team.top,
      period: 'weekly',
      tiers: [tier(0, 0n, 1000)],
      acceptedAt: accepted,
    });
    const sub = await addContract(t.db, {
      merchantId,
      kind: 'dividend',
      uplineId: team.top,
      downlineId: team.sub,
      period: 'weekly',
      tiers: [tier(0, 0n, 500)],
      acceptedAt: accepted,
    });
    // Monday 2 June 2031, 10:00 at GMT+08:00: the dividend watermark starts at that Monday
    await settleDue(t.db, merchant, at('2031-06-02T02:00:00Z'), { kinds: ['dividend'] });
    expect(await settlementMark(t.db, merchantId, 'dividend')).toEqual(period('D2031-06-02').start);
    await play(t.db, merchantId, team.p2, 100_000n, 0n, at('2031-06-03T04:00:00Z')); // Tuesday
    await play(t.db, merchantId, team.p1, 20_000n, 0n, at('2031-06-07T04:00:00Z')); // Saturday
    await play(t.db, merchantId, team.p1, 10_000n, 0n, at('2031-06-08T15:59:59.999Z')); // Sunday 23:59:59.999

    const midweek = await settleDue(t.db, merchant, at('2031-06-03T16:00:30Z'), { kinds: ['dividend'] }); // Wednesday 00:00:30
    expect([midweek.periods, midweek.contracts, midweek.settlements]).toEqual([2, 0, 0]); // two days closed; no daily dividend contract
    expect(await settlementMark(t.db, merchantId, 'dividend')).toEqual(period('D2031-06-04').start);

    const monday = await settleDue(t.db, merchant, at('2031-06-08T16:00:30Z'), { kinds: ['dividend'] }); // next Monday 00:00:30
    expect([monday.periods, monday.contracts, monday.settlements, monday.transfers, monday.paid]).toEqual([
      6,
      2,
      2,
      2,
      13_000n,
    ]); // 5 days and the week
    expect(
      (await settlementsOf(t.db, [top, sub])).map((r) => [
        r.period_key,
        r.active_members,
        r.profit_loss,
        r.gross,
        r.payout,
      ]),
    ).toEqual([
      ['W2031-06-02', 2, '130000', '13000', '8000'],
      ['W2031-06-02', 1, '100000', '5000', '5000'],
    ]);
    expect(await settlementMark(t.db, merchantId, 'dividend')).toEqual(period('D2031-06-09').start);
    await expectLedgerClean(t.db);
  });

  it('does not settle a kind switched off, and moves its watermark past the periods it skipped', async () => {
    const team = await makeTeam(t.db, merchantId);
    const off: MerchantContext = {
      ...merchant,
      config: {
        ...merchant.config,
        contractSettings: { ...merchant.config.contractSettings, realtimesalreqtype: 0 },
      } as SiteConfig,
    };
    const c = await addContract(t.db, {
      merchantId,
      kind: 'realtimeSalary',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 1000)],
      acceptedAt: at('2031-03-04T00:00:00Z'),
    });
    await settleDue(t.db, off, clock, { kinds: ['realtimeSalary'] });
    const start = await settlementMark(t.db, merchantId, 'realtimeSalary');
    expect(start).toEqual(period('F2031-03-06T00:00').start);
    await play(t.db, merchantId, team.p1, 10_000n, 0n, new Date(start!.getTime() + 60_000));
    const later = new Date(start!.getTime() + HOUR);
    expect((await settleDue(t.db, off, later, { kinds: ['realtimeSalary'] })).periods).toBe(0);
    expect(await settlementsOf(t.db, [c])).toEqual([]);
    expect(await settlementMark(t.db, merchantId, 'realtimeSalary')).toEqual(later);
    // switched on again: only the periods closing from then on are settled
    expect(
      (await settleDue(t.db, merchant, new Date(later.getTime() + 10 * 60_000), { kinds: ['realtimeSalary'] })).periods,
    ).toBe(2);
    expect((await settlementsOf(t.db, [c])).map((r) => r.state)).toEqual(['zero', 'zero']);
  });

  it('ticks every merchant on its clock and stops', async () => {
    const team = await makeTeam(t.db, merchantId);
    const c = await addContract(t.db, {
      merchantId,
      kind: 'hourlyWage',
      uplineId: null,
      downlineId: team.top,
      tiers: [tier(0, 0n, 1000)],
      acceptedAt: at('2031-03-04T00:00:00Z'),
    });
    const hour = period('H2031-03-06T00');
    await play(t.db, merchantId, team.p1, 10_000n, 0n, new Date(hour.start.getTime() + 60_000));
    let now = new Date(hour.end.getTime() - 1);
    const scheduler = startContractScheduler({ db: t.db, intervalMs: 3_600_000, now: () => now, immediate: false });
    try {
      expect((await scheduler.tick()).settlements).toBe(0); // the hour is still open
      now = hour.end;
      const done = await scheduler.tick();
      expect(done.settlements).toBeGreaterThanOrEqual(1);
      expect((await settlementsOf(t.db, [c])).map((r) => [r.period_key, r.payout])).toEqual([
        ['H2031-03-06T00', '1000'],
      ]);
      expect((await scheduler.tick()).settlements).toBe(0);
      expect(scheduler.ticks).toBe(3);
    } finally {
      await scheduler.stop();
    }
  });
});

describe('the plugin', () => {
  const saved = { on: process.env.CONTRACT_SCHEDULER, ms: process.env.CONTRACT_SETTLE_INTERVAL_MS };
  afterEach(() => {
    for (const [name, value] of [
      ['CONTRACT_SCHEDULER', saved.on],
      ['CONTRACT_SETTLE_INTERVAL_MS', saved.ms],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const until = async (check: () => Promise<boolean>, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  it('when switched on, ticks on the app’s clock every CONTRACT_SETTLE_INTERVAL_MS and stops with the app', async () => {
    process.env.CONTRACT_SCHEDULER = 'on';
    process.env.CONTRACT_SETTLE_INTERVAL_MS = '30';
    let clock = at('2031-04-01T02:10:00Z');
    const t = await createContractTestApp({ auth: { now: () => clock } });
    let closed = false;
    try {
      const merchantId = await demoMerchantId(t.db);
      expect(t.app.contractScheduler).not.toBeNull();
      await until(async () => (await settlementMark(t.db, merchantId, 'hourlyWage')) !== null);
      expect(await settlementMark(t.db, merchantId, 'hourlyWage')).toEqual(period('H2031-04-01T10').start);
      const team = await makeTeam(t.db, merchantId);
      const c = await addContract(t.db, {
        merchantId,
        kind: 'hourlyWage',
        uplineId: null,
        downlineId: team.top,
        tiers: [tier(0, 0n, 1000)],
        acceptedAt: at('2031-03-01T00:00:00Z'),
      });
      await play(t.db, merchantId, team.p2, 20_000n, 0n, at('2031-04-01T02:20:00Z'));
      clock = at('2031-04-01T03:00:05Z');
      await until(async () => (await settlementsOf(t.db, [c])).length > 0);
      expect((await settlementsOf(t.db, [c])).map((r) => [r.period_key, r.payout, r.state])).toEqual([
        ['H2031-04-01T10', '2000', 'paid'],
      ]);
      const scheduler = t.app.contractScheduler!;
      await t.close();
      closed = true;
      const ticks = scheduler.ticks;
      await new Promise((r) => setTimeout(r, 150));
      expect(scheduler.ticks).toBe(ticks);
    } finally {
      if (!closed) await t.close();
    }
  });
});

describe('the dev test clock (POST /dev/contracts/settle)', () => {
  it('settles the periods open at the server’s clock but closed at `at`, once, without moving the watermark', async () => {
    const clock = at('2031-05-01T01:00:00Z'); // 09:00 at GMT+08:00
    const t = await createContractTestApp({ auth: { now: () => clock } });
    try {
      const merchantId = await demoMerchantId(t.db);
      const team = await makeTeam(t.db, merchantId);
      const c = await addContract(t.db, {
        merchantId,
        kind: 'hourlyWage',
        uplineId: null,
        downlineId: team.top,
        tiers: [tier(0, 0n, 500)],
        acceptedAt: at('2031-04-01T00:00:00Z'),
      });
      await play(t.db, merchantId, team.p1, 100_000n, 0n, at('2031-05-01T01:30:00Z'));
      const settle = (body: unknown) => api(t.app, 'POST', '/dev/contracts/settle', null, body);
      const report = await settle({ at: '2031-05-01T03:00:00Z' }); // 11:00: hours 9 and 10 close
      expect(report.status).toBe(200);
      expect(report.body.value).toMatchObject({ settlements: 2, transfers: 1, paid: '50.00', skipped: 0 });
      expect((await settlementsOf(t.db, [c])).map((r) => [r.period_key, r.payout])).toEqual([
        ['H2031-05-01T09', '5000'],
        ['H2031-05-01T10', '0'],
      ]);
      expect((await settle({ at: '2031-05-01T03:00:00Z' })).body.value).toMatchObject({
        settlements: 0,
        transfers: 0,
        paid: '0.00',
        skipped: 2,
      });
      expect(await settlementMark(t.db, merchantId, 'hourlyWage')).toBeNull();
      // only the kind asked for: the daily wage has no contract here, the hourly wage's next hour is not closed yet at 11:00
      expect((await settle({ at: '2031-05-01T03:00:00Z', kind: 'dailyWage' })).body.value).toMatchObject({
        settlements: 0,
        transfers: 0,
      });
      expect((await settle({ at: '2031-05-01T03:00:00Z', kind: 'nope' })).status).toBe(400);
      expect((await settle({ at: '2031-05-01T03:00:00Z', holder: 'no-such-member' })).status).toBe(400);
      for (const bad of ['tomorrow', '2031-05-01', '2031-13-01T00:00:00Z', '']) {
        const refused = await settle({ at: bad });
        expect([refused.status, refused.body.success]).toEqual([400, false]);
      }
      const tw = await api(t.app, 'POST', '/dev/contracts/settle', null, { at: 'soon' }, 'TW');
      expect([tw.body.code, tw.body.message]).toEqual([
        'BAD_REQUEST',
        '請輸入 ISO 8601 時間，例如 2026-11-25T16:00:00Z',
      ]);
      expect((await settle({})).status).toBe(400);
      await expectLedgerClean(t.db);
    } finally {
      await t.close();
    }
  });
});
