/**
 * The merchant's business reports in the console (README "Operator console"; spec section 2 "GMT
 * offset"): for a range of days in the merchant's reporting time zone (`merchant_reporting`, +08:00
 * without a row; ../agent/days.ts), the figures per day, per game vendor and per game category,
 * with the range's totals. Read-only; permission `reports.view`.
 *
 * Every money figure is a sum of ledger transfers (`ledger_transfers`, the double-entry ledger of
 * server/ledger) of the merchant in its currency, counted on the reporting day of the transfer's
 * time. The ledger reasons and what they feed:
 * - `vendor.debit` (member -> the member's vendor account, a bet through the seamless wallet):
 *   bet count +1, turnover +amount, the member is an active player; `vendor.rollback` (vendor
 *   account -> member, a debit reversed): bet count -1, turnover -amount;
 * - `vendor.credit` (house -> member, a win): payout;
 * - `vendor.settle` (vendor account -> house, the stake of a round its closing credit settled):
 *   settled stake. GGR = settled stakes - payouts;
 * - `bonus` (bonus account -> member, every money reward of the bonus engine,
 *   ../rewards/bonus.ts) less `bonusReturn` (member -> bonus account, a forfeited or expired
 *   grant's money back): bonuses, except grants whose reference starts `rebate:` (the member
 *   rebate, ../rewards/rebate.ts), which are rebates;
 * - `rebate` (commission account -> agent, an agent's rebate income): rebates too;
 * - `dailyWage`, `hourlyWage`, `realtimeSalary` (commission account -> agent, contract payouts,
 *   docs/contracts.md): commissions; `dividend` (commission account -> agent): dividends;
 *   NGR = GGR - bonuses - rebates - commissions - dividends;
 * - `deposit` (payment clearing -> member, a deposit credited): deposit count and sum; a member
 *   whose first `deposit` transfer ever falls on the day is a first-time depositor;
 * - `withdrawPaid` (withdrawal hold -> payout clearing, money sent to the member's bank):
 *   withdrawal count and sum.
 * Other reasons (vendorIn/vendorOut, upline/downline, points.*, opening, adjustment) move money
 * between the member's own wallets, between members or outside the cash figures and count nowhere.
 * A game transfer carries its round in `reference` (`<integration>:<roundId>`): the round
 * (`game_rounds`) names the catalogue vendor and the game category. New registrations are
 * `members` rows created on the day.
 *
 * Money is bigint minor units in the service and integer strings of minor units in the API
 * (schemas/api/operator-reports.json).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { rowsOf } from '../../db/executor.ts';
import { ApiError } from '../../http/errors.ts';
import { addDays, daysBetween, eachDay, gmtLabel, isDay, reportingOffset } from '../agent/days.ts';

/** A report covers at most this many days, both ends included. */
export const MAX_REPORT_DAYS = 92;

/** The ledger reasons of bets and their settlement (the vendor protocol, ../vendor-protocol). */
export const GAME_REASONS = ['vendor.debit', 'vendor.rollback', 'vendor.credit', 'vendor.settle'] as const;
/** The ledger reasons of the cash figures (deposits, withdrawals, bonuses, rebates, agent pay). */
export const CASH_REASONS = [
  'deposit',
  'withdrawPaid',
  'bonus',
  'bonusReturn',
  'rebate',
  'dailyWage',
  'hourlyWage',
  'realtimeSalary',
  'dividend',
] as const;
/** Agent contract payouts counted as commissions (wages and salary). */
export const COMMISSION_REASONS = ['dailyWage', 'hourlyWage', 'realtimeSalary'] as const;

/** The game figures of a day, a vendor, a category or the range; money in minor units. */
export interface GameFigures {
  betCount: number;
  turnover: bigint;
  payout: bigint;
  settledStake: bigint;
  /** settledStake - payout. */
  ggr: bigint;
  /** Members with at least one bet. */
  activePlayers: number;
}

/** Every figure of a day or of the range; money in minor units. */
export interface ReportFigures extends GameFigures {
  bonuses: bigint;
  rebates: bigint;
  commissions: bigint;
  dividends: bigint;
  /** ggr - bonuses - rebates - commissions - dividends. */
  ngr: bigint;
  depositCount: number;
  deposits: bigint;
  withdrawalCount: number;
  withdrawals: bigint;
  firstDepositors: number;
  registrations: number;
}

/** The report of a range. */
export interface MerchantReport {
  from: string;
  to: string;
  utcOffsetMinutes: number;
  /** e.g. GMT+08:00. */
  timeZone: string;
  currency: string;
  summary: ReportFigures;
  /** Every day of the range in order, empty days included. */
  days: (ReportFigures & { day: string })[];
  /** Vendors with game activity in the range, by turnover (highest first). */
  vendors: (GameFigures & { vendorCode: string; nameTw: string; nameEn: string })[];
  /** Categories with game activity in the range, by turnover (highest first). */
  categories: (GameFigures & { category: string })[];
}

const emptyGame = (): GameFigures => ({
  betCount: 0,
  turnover: 0n,
  payout: 0n,
  settledStake: 0n,
  ggr: 0n,
  activePlayers: 0,
});

const emptyFigures = (): ReportFigures => ({
  ...emptyGame(),
  bonuses: 0n,
  rebates: 0n,
  commissions: 0n,
  dividends: 0n,
  ngr: 0n,
  depositCount: 0,
  deposits: 0n,
  withdrawalCount: 0,
  withdrawals: 0n,
  firstDepositors: 0,
  registrations: 0,
});

/**
 * Checks a requested range: both ends real yyyy-MM-dd days, from <= to, at most
 * {@link MAX_REPORT_DAYS} days.
 * @throws ApiError 400 REPORT_DATE_INVALID, REPORT_RANGE_REVERSED, REPORT_RANGE_TOO_LONG.
 */
export function checkReportRange(from: unknown, to: unknown): { from: string; to: string } {
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (!isDay(value))
      throw new ApiError(400, 'REPORT_DATE_INVALID', 'reportDateInvalid', { value: { field, in: 'query' } });
  const range = { from: from as string, to: to as string };
  if (range.from > range.to)
    throw new ApiError(400, 'REPORT_RANGE_REVERSED', 'reportRangeReversed', { value: { field: 'to', in: 'query' } });
  if (daysBetween(range.from, range.to) > MAX_REPORT_DAYS)
    throw new ApiError(400, 'REPORT_RANGE_TOO_LONG', 'reportRangeTooLong', {
      params: { max: MAX_REPORT_DAYS },
      value: { field: 'to', in: 'query', max: MAX_REPORT_DAYS },
    });
  return range;
}

/** The UTC instant where reporting day `day` starts at `offsetMinutes` east of UTC. */
export function dayStart(day: string, offsetMinutes: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetMinutes * 60_000);
}

const big = (v: unknown): bigint => BigInt((v as string | null) ?? '0');
const num = (v: unknown): number => Number(v ?? 0);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

interface GameRow {
  day: string | null;
  vendor_id: number | null;
  category: string | null;
  g_day: number;
  g_vendor: number;
  g_category: number;
  bet_count: string;
  turnover: string;
  payout: string;
  settled: string;
  active: string;
}

interface CashRow {
  day: string | null;
  g_day: number;
  deposit_count: string;
  deposits: string;
  withdrawal_count: string;
  withdrawals: string;
  bonuses: string;
  rebates: string;
  commissions: string;
  dividends: string;
}

interface CountRow {
  day: string | null;
  g_day: number;
  n: string;
}

const gameOf = (r: GameRow): GameFigures => {
  const settledStake = big(r.settled);
  const payout = big(r.payout);
  return {
    betCount: num(r.bet_count),
    turnover: big(r.turnover),
    payout,
    settledStake,
    ggr: settledStake - payout,
    activePlayers: num(r.active),
  };
};

/**
 * The report of merchant `merchantId` in `currency` for the reporting days `from`..`to` (both
 * included; check them first with {@link checkReportRange}). See the module comment for what each
 * figure sums. Four statements, each over the merchant's transfers of the range (index
 * `ledger_transfers_created_idx`).
 */
export async function merchantReport(
  db: Db,
  merchantId: number,
  currency: string,
  range: { from: string; to: string },
): Promise<MerchantReport> {
  const offset = await reportingOffset(db, merchantId);
  const start = dayStart(range.from, offset).toISOString();
  const end = dayStart(addDays(range.to, 1), offset).toISOString();
  const dayOf = (column: SQL) =>
    sql`to_char((${column} at time zone 'UTC') + make_interval(mins => ${offset}::int), 'YYYY-MM-DD')`;

  const game = rowsOf<GameRow>(
    await db.execute(sql`
      with t as (
        select lt.reason, lt.amount, r.vendor_id, r.category, r.member_id,
               ${dayOf(sql`lt.created_at`)} as day
        from ledger_transfers lt
        join game_rounds r
          on r.merchant_id = lt.merchant_id
         and r.integration_code = split_part(lt.reference, ':', 1)
         and r.round_id = substr(lt.reference, strpos(lt.reference, ':') + 1)
        where lt.merchant_id = ${merchantId}::int and lt.currency = ${currency}
          and lt.created_at >= ${start}::timestamptz and lt.created_at < ${end}::timestamptz
          and lt.reason in (${list(GAME_REASONS)})
      )
      select day, vendor_id, category,
             grouping(day) as g_day, grouping(vendor_id) as g_vendor, grouping(category) as g_category,
             sum(case reason when 'vendor.debit' then 1 when 'vendor.rollback' then -1 else 0 end)::text as bet_count,
             coalesce(sum(case reason when 'vendor.debit' then amount when 'vendor.rollback' then -amount else 0 end), 0)::text as turnover,
             coalesce(sum(case when reason = 'vendor.credit' then amount else 0 end), 0)::text as payout,
             coalesce(sum(case when reason = 'vendor.settle' then amount else 0 end), 0)::text as settled,
             count(distinct case when reason = 'vendor.debit' then member_id end)::text as active
      from t
      group by grouping sets ((day), (vendor_id), (category), ())
    `),
  );

  const cash = rowsOf<CashRow>(
    await db.execute(sql`
      with t as (
        select reason, amount, coalesce(reference, '') like 'rebate:%' as rebate_grant,
               ${dayOf(sql`created_at`)} as day
        from ledger_transfers
        where merchant_id = ${merchantId}::int and currency = ${currency}
          and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          and reason in (${list(CASH_REASONS)})
      )
      select day, grouping(day) as g_day,
             count(*) filter (where reason = 'deposit')::text as deposit_count,
             coalesce(sum(amount) filter (where reason = 'deposit'), 0)::text as deposits,
             count(*) filter (where reason = 'withdrawPaid')::text as withdrawal_count,
             coalesce(sum(amount) filter (where reason = 'withdrawPaid'), 0)::text as withdrawals,
             coalesce(sum(case when rebate_grant then 0 when reason = 'bonus' then amount
                               when reason = 'bonusReturn' then -amount else 0 end), 0)::text as bonuses,
             coalesce(sum(case when reason = 'rebate' then amount
                               when rebate_grant and reason = 'bonus' then amount
                               when rebate_grant and reason = 'bonusReturn' then -amount else 0 end), 0)::text as rebates,
             coalesce(sum(amount) filter (where reason in (${list(COMMISSION_REASONS)})), 0)::text as commissions,
             coalesce(sum(amount) filter (where reason = 'dividend'), 0)::text as dividends
      from t
      group by grouping sets ((day), ())
    `),
  );

  const firstDeposits = rowsOf<CountRow>(
    await db.execute(sql`
      with firsts as (
        select a.member_id, min(lt.created_at) as first_at
        from ledger_transfers lt
        join ledger_accounts a on a.id = lt.credit_account_id
        where lt.merchant_id = ${merchantId}::int and lt.currency = ${currency} and lt.reason = 'deposit'
        group by a.member_id
      ), t as (
        select ${dayOf(sql`first_at`)} as day from firsts
        where first_at >= ${start}::timestamptz and first_at < ${end}::timestamptz
      )
      select day, grouping(day) as g_day, count(*)::text as n from t group by grouping sets ((day), ())
    `),
  );

  const registrations = rowsOf<CountRow>(
    await db.execute(sql`
      with t as (
        select ${dayOf(sql`created_at`)} as day from members
        where merchant_id = ${merchantId}::int
          and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      )
      select day, grouping(day) as g_day, count(*)::text as n from t group by grouping sets ((day), ())
    `),
  );

  const byDay = new Map<string, ReportFigures>(eachDay(range).map((d) => [d, emptyFigures()]));
  const summary = emptyFigures();
  const target = (gDay: number, day: string | null): ReportFigures | undefined =>
    num(gDay) === 1 ? summary : byDay.get(day ?? '');

  const vendorRows: { vendorId: number; figures: GameFigures }[] = [];
  const categories: MerchantReport['categories'] = [];
  for (const r of game) {
    const figures = gameOf(r);
    if (num(r.g_day) === 0 || (num(r.g_vendor) === 1 && num(r.g_category) === 1)) {
      const into = target(r.g_day, r.day);
      if (into) Object.assign(into, figures);
    } else if (num(r.g_vendor) === 0 && r.vendor_id !== null) vendorRows.push({ vendorId: r.vendor_id, figures });
    else if (num(r.g_category) === 0 && r.category !== null) categories.push({ category: r.category, ...figures });
  }
  for (const r of cash) {
    const into = target(r.g_day, r.day);
    if (!into) continue;
    into.depositCount = num(r.deposit_count);
    into.deposits = big(r.deposits);
    into.withdrawalCount = num(r.withdrawal_count);
    into.withdrawals = big(r.withdrawals);
    into.bonuses = big(r.bonuses);
    into.rebates = big(r.rebates);
    into.commissions = big(r.commissions);
    into.dividends = big(r.dividends);
  }
  for (const r of firstDeposits) {
    const into = target(r.g_day, r.day);
    if (into) into.firstDepositors = num(r.n);
  }
  for (const r of registrations) {
    const into = target(r.g_day, r.day);
    if (into) into.registrations = num(r.n);
  }
  for (const f of [summary, ...byDay.values()]) f.ngr = f.ggr - f.bonuses - f.rebates - f.commissions - f.dividends;

  const names = vendorRows.length
    ? rowsOf<{ id: number; code: string; name_tw: string; name_en: string }>(
        await db.execute(
          sql`select id, code, name_tw, name_en from vendors where id in (${sql.join(
            vendorRows.map((v) => sql`${v.vendorId}::int`),
            sql`, `,
          )})`,
        ),
      )
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n]));
  const byTurnover = (a: GameFigures, b: GameFigures) =>
    a.turnover === b.turnover ? 0 : a.turnover > b.turnover ? -1 : 1;
  const vendors = vendorRows
    .map(({ vendorId, figures }) => {
      const n = nameOf.get(vendorId);
      return {
        vendorCode: n?.code ?? String(vendorId),
        nameTw: n?.name_tw ?? '',
        nameEn: n?.name_en ?? '',
        ...figures,
      };
    })
    .sort((a, b) => byTurnover(a, b) || a.vendorCode.localeCompare(b.vendorCode));
  categories.sort((a, b) => byTurnover(a, b) || a.category.localeCompare(b.category));

  return {
    from: range.from,
    to: range.to,
    utcOffsetMinutes: offset,
    timeZone: gmtLabel(offset),
    currency,
    summary,
    days: [...byDay.entries()].map(([day, f]) => ({ day, ...f })),
    vendors,
    categories,
  };
}

type Wire<T> = { [K in keyof T]: T[K] extends bigint ? string : T[K] };

/** `figures` with every bigint as its decimal string of minor units (the API's form). */
export function wireFigures<T extends object>(figures: T): Wire<T> {
  return Object.fromEntries(
    Object.entries(figures).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]),
  ) as Wire<T>;
}

/** The report as the API sends it: every amount an integer string of minor units. */
export function reportWire(report: MerchantReport) {
  return {
    ...report,
    summary: wireFigures(report.summary),
    days: report.days.map(wireFigures),
    vendors: report.vendors.map(wireFigures),
    categories: report.categories.map(wireFigures),
  };
}
