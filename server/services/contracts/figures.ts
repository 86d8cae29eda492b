/**
 * Team figures of contract holders for one period (docs/contracts.md "Team and figures"). A
 * holder's team is the holder and everyone below it (`member_tree`, depth >= 0); for the period:
 * - active members: team members with valid bet > 0 in the period, each counted once;
 * - valid bet: the team's settled stakes (`vendor.settle`, the rollup's valid_bet);
 * - payout: the winnings credited to the team (`vendor.credit`);
 * - profit and loss: valid bet - payout (the house's view).
 * Day-based periods read the rolled-up `member_daily_stats` over the period's reporting days; hour
 * and five-minute windows read the ledger's vendor.settle and vendor.credit transfers made in
 * [start, end). One statement for all holders: each member's figures are summed once, then summed
 * over the holders' closure, so the cost does not grow with one query per holder.
 * Money is bigint minor units.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { isDayBased, periodDays, type Period } from './periods.ts';

/** A holder's team figures for one period. */
export interface TeamFigures {
  /** Team members (holder included) with valid bet > 0 in the period. */
  activeMembers: number;
  /** Minor units. */
  validBet: bigint;
  /** Winnings credited, minor units. */
  payout: bigint;
  /** validBet - payout, minor units (the house's profit and loss). */
  profitLoss: bigint;
}

/** Figures of a team with no play. */
export const NO_FIGURES: Readonly<TeamFigures> = Object.freeze({
  activeMembers: 0,
  validBet: 0n,
  payout: 0n,
  profitLoss: 0n,
});

/** The per-member sums of the period, as a SQL subquery with columns (member_id, v, p). */
function memberSums(merchantId: number, period: Period, offsetMinutes: number) {
  if (isDayBased(period.period)) {
    const { from, to } = periodDays(period, offsetMinutes);
    return sql`select member_id, sum(valid_bet) as v, sum(payout) as p from member_daily_stats
      where merchant_id = ${merchantId}::int and day between ${from}::date and ${to}::date group by member_id`;
  }
  // vendor.settle debits the member's vendor wallet (valid bet); vendor.credit credits the member's wallet (payout).
  return sql`select a.member_id, sum(case when t.reason = 'vendor.settle' then t.amount else 0 end) as v, sum(case when t.reason = 'vendor.credit' then t.amount else 0 end) as p
    from ledger_transfers t join ledger_accounts a on a.id = case when t.reason = 'vendor.settle' then t.debit_account_id else t.credit_account_id end
    where t.merchant_id = ${merchantId}::int and t.created_at >= ${period.start.toISOString()}::timestamptz and t.created_at < ${period.end.toISOString()}::timestamptz
      and t.reason in ('vendor.settle', 'vendor.credit') and a.member_id is not null
    group by a.member_id`;
}

/**
 * The team figures of each of `holders` (member ids) for `period`.
 * @param offsetMinutes the merchant's reporting offset (minutes east of UTC).
 * @returns a map with an entry for every holder (a team without play: {@link NO_FIGURES}).
 */
export async function teamFigures(
  db: Db,
  merchantId: number,
  holders: readonly number[],
  period: Period,
  offsetMinutes: number,
): Promise<Map<number, TeamFigures>> {
  const out = new Map<number, TeamFigures>(holders.map((h) => [h, { ...NO_FIGURES }]));
  if (holders.length === 0) return out;
  const ids = `{${[...new Set(holders)].join(',')}}`;
  const result = (await db.execute(sql`
    with m as (${memberSums(merchantId, period, offsetMinutes)})
    select t.ancestor_id as holder, (count(*) filter (where m.v > 0))::int as active, coalesce(sum(m.v), 0)::text as valid_bet, coalesce(sum(m.p), 0)::text as payout
    from member_tree t join m on m.member_id = t.descendant_id
    where t.ancestor_id = any(${ids}::int[])
    group by t.ancestor_id`)) as unknown as {
    rows: { holder: number; active: number; valid_bet: string; payout: string }[];
  };
  for (const r of result.rows) {
    const validBet = BigInt(r.valid_bet);
    const payout = BigInt(r.payout);
    out.set(Number(r.holder), { activeMembers: Number(r.active), validBet, payout, profitLoss: validBet - payout });
  }
  return out;
}
