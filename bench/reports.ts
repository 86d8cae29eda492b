/**
 * `npm run bench:reports` (server/services/operator/reports.ts): the month report of the demo
 * merchant on a scratch database (PGlite, and PostgreSQL with DATABASE_URL), prepared and seeded
 * as the server does, plus BENCH_REPORTS_ROUNDS settled rounds (default 100,000) spread over the
 * last 30 days (a round, its debit, its win for about half of them, its settlement: the ledger rows
 * the vendor protocol writes, inserted in bulk). Prints p50 and p95 of BENCH_REPORTS_ITERATIONS
 * runs (default 5) and the month's figures.
 */
import { eq, sql } from 'drizzle-orm';
import { onBenchDatabases } from './databases.ts';
import type { OpenedDatabase } from '../server/db/open.ts';
import { prepareDatabase } from '../server/db/prepare.ts';
import { merchants } from '../server/db/schema.ts';
import { addDays, dayOf } from '../server/services/agent/days.ts';
import { merchantReport } from '../server/services/operator/reports.ts';

const num = (v: string | undefined, fallback: number) => (v && Number(v) > 0 ? Math.floor(Number(v)) : fallback);

/** Adds `rounds` settled BGS rounds of the seeded members over the last 30 days, in bulk. */
async function seedRounds(opened: OpenedDatabase, merchantId: number, rounds: number): Promise<void> {
  const { db } = opened;
  await db.execute(sql`
    with m as (
      select a.member_id, row_number() over (order by a.member_id) - 1 as i, count(*) over () as n
      from ledger_accounts a where a.merchant_id = ${merchantId} and a.kind = 'member' and a.currency = 'CNY'
    ), g as (
      select id as game_id, vendor_id, game_type::text as category, row_number() over (order by id) - 1 as i, count(*) over () as n
      from games where vendor_id in (select vendor_id from integration_vendors where integration_code = 'BGS')
    ), s as (
      select x, now() - (x % (30 * 24 * 60)) * interval '1 minute' as at from generate_series(1, ${rounds}) x
    )
    insert into game_rounds (integration_code, round_id, merchant_id, member_id, game_id, vendor_id, category, currency,
                             stake_minor, win_minor, status, opened_at, settled_at)
    select 'BGS', 'bench-' || s.x, ${merchantId}, m.member_id, g.game_id, g.vendor_id, g.category, 'CNY',
           1000 + (s.x % 50) * 100, case when s.x % 2 = 0 then (1000 + (s.x % 50) * 100) * (s.x % 3) else 0 end,
           'settled', s.at, s.at
    from s join m on m.i = s.x % m.n join g on g.i = s.x % g.n
  `);
  await db.execute(sql`
    with r as (
      select r.round_id, r.member_id, r.stake_minor, r.win_minor, r.opened_at,
             (select id from ledger_accounts where merchant_id = ${merchantId} and key = 'member:' || r.member_id) as member_acc
      from game_rounds r where r.merchant_id = ${merchantId} and r.round_id like 'bench-%'
    ), h as (select id from ledger_accounts where merchant_id = ${merchantId} and key = 'house')
    insert into ledger_transfers (merchant_id, idempotency_key, debit_account_id, credit_account_id, amount, currency,
                                  reason, reference, created_at)
    select ${merchantId}, 'bench:' || k.kind || ':' || r.round_id, k.debit, k.credit, k.amount, 'CNY', k.reason,
           'BGS:' || r.round_id, r.opened_at
    from r cross join h
    cross join lateral (values
      ('d', r.member_acc, h.id, r.stake_minor, 'vendor.debit'),
      ('c', h.id, r.member_acc, r.win_minor, 'vendor.credit'),
      ('s', r.member_acc, h.id, r.stake_minor, 'vendor.settle')
    ) as k(kind, debit, credit, amount, reason)
    where k.amount > 0
  `);
}

/** Runs the bench; answers the process exit code. */
export async function benchReportsCommand(env = process.env): Promise<number> {
  const rounds = num(env.BENCH_REPORTS_ROUNDS, 100_000);
  const iterations = num(env.BENCH_REPORTS_ITERATIONS, 5);
  await onBenchDatabases(env, 'bench-reports-', async (label, opened) => {
    await prepareDatabase(opened);
    const db = opened.db;
    const [merchant] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
    const started = Date.now();
    await seedRounds(opened, merchant!.id, rounds);
    console.log(`${label}: seeded ${rounds} rounds in ${Date.now() - started} ms`);
    const today = dayOf(new Date(), 480);
    const range = { from: addDays(today, -29), to: today };
    const times: number[] = [];
    let report = await merchantReport(db, merchant!.id, 'CNY', range);
    for (let i = 0; i < iterations; i++) {
      const t0 = performance.now();
      report = await merchantReport(db, merchant!.id, 'CNY', range);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`${label}: month report ${range.from}..${range.to}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
    const s = report.summary;
    console.log(
      `${label}: bets ${s.betCount}, turnover ${s.turnover}, payout ${s.payout}, GGR ${s.ggr}, NGR ${s.ngr}, ` +
        `deposits ${s.depositCount}/${s.deposits}, withdrawals ${s.withdrawalCount}/${s.withdrawals}, ` +
        `FTD ${s.firstDepositors}, registrations ${s.registrations}, active ${s.activePlayers} (minor units)`,
    );
    console.log(`${label}: vendors ${report.vendors.map((v) => `${v.vendorCode} ${v.ggr}`).join(', ')}`);
  });
  return 0;
}
