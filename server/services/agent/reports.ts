/**
 * The agent's team reports (spec section 2 "agentTeamOverview" and "palStatementsAgentCopy";
 * README "Agent center"): sums of member_daily_stats (one row per member per reporting day,
 * written when money moves) over the closure of the tree (member_tree), one grouped query per
 * report. The team is every member below the agent at any depth, never the agent itself; the
 * agent's own play is `own`. Profit and loss is the house's view: valid bet - payout.
 * Money is minor units inside and decimal strings on the wire.
 */
import { sql } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { AgentOverview, AgentOverviewDay, AgentProfitLoss } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { eachDay } from './days.ts';
import type { DayRange } from './range.ts';
import { big, rows } from './team.ts';

/** Summed figures of a set of members, as SQL text. */
interface SumRow {
  registered: string | null;
  first_deposits: string | null;
  active: number | null;
  deposits: string | null;
  withdrawals: string | null;
  valid_bet: string | null;
  payout: string | null;
  income: string | null;
}

/** The sum columns over `member_daily_stats s` (active: members with a valid bet). */
const SUMS = sql`coalesce(sum(s.registered), 0)::text as registered, coalesce(sum(s.first_deposit), 0)::text as first_deposits,
  count(distinct s.member_id) filter (where s.valid_bet > 0)::int as active,
  coalesce(sum(s.deposits), 0)::text as deposits, coalesce(sum(s.withdrawals), 0)::text as withdrawals,
  coalesce(sum(s.valid_bet), 0)::text as valid_bet, coalesce(sum(s.payout), 0)::text as payout, coalesce(sum(s.income), 0)::text as income`;

/** Figures of one row in minor units. */
function figures(row: Partial<SumRow> | undefined) {
  const validBet = big(row?.valid_bet);
  const payout = big(row?.payout);
  return {
    newRegistrations: Number(row?.registered ?? 0),
    firstDeposits: Number(row?.first_deposits ?? 0),
    activeMembers: row?.active ?? 0,
    deposits: big(row?.deposits),
    withdrawals: big(row?.withdrawals),
    validBet,
    payout,
    profitLoss: validBet - payout,
    income: big(row?.income),
  };
}

/** Money figures of {@link figures} on the wire. */
function wire(f: ReturnType<typeof figures>, currency: string) {
  return {
    deposits: toWire(f.deposits, currency),
    withdrawals: toWire(f.withdrawals, currency),
    validBet: toWire(f.validBet, currency),
    payout: toWire(f.payout, currency),
    profitLoss: toWire(f.profitLoss, currency),
  };
}

/** How many members are below `memberId` at any depth (not counting it). */
export async function teamSizeOf(db: Db, memberId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from member_tree where ancestor_id = ${memberId} and depth >= 1`);
  return row?.n ?? 0;
}

/**
 * The team overview for a range: team size (whole team, any depth), and per day and in total the
 * new registrations, first deposits, active members (placed a valid bet), deposits,
 * withdrawals, valid bet, payout and profit and loss of the team, and the agent's own income.
 * One query with grouping sets (per day, and the whole range for distinct active members).
 */
export async function teamOverview(db: Db, agentId: number, range: DayRange, currency: string): Promise<AgentOverview> {
  const grouped = await rows<SumRow & { day: string | null; grand: number }>(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, grouping(s.day)::int as grand, ${SUMS}
        from member_tree t join member_daily_stats s on s.member_id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth >= 1 and s.day between ${range.from} and ${range.to}
        group by grouping sets ((s.day), ())`,
  );
  const [own] = await rows<{ income: string | null }>(
    db,
    sql`select coalesce(sum(income), 0)::text as income from member_daily_stats where member_id = ${agentId} and day between ${range.from} and ${range.to}`,
  );
  const byDay = new Map(grouped.filter((r) => r.grand === 0).map((r) => [r.day!, r]));
  const total = figures(grouped.find((r) => r.grand === 1));
  const series: AgentOverviewDay[] = eachDay(range).map((day) => {
    const f = figures(byDay.get(day));
    return { day, newRegistrations: f.newRegistrations, firstDeposits: f.firstDeposits, activeMembers: f.activeMembers, ...wire(f, currency) };
  });
  return {
    from: range.from,
    to: range.to,
    teamSize: await teamSizeOf(db, agentId),
    newRegistrations: total.newRegistrations,
    firstDeposits: total.firstDeposits,
    activeMembers: total.activeMembers,
    ...wire(total, currency),
    income: toWire(big(own?.income), currency),
    series,
  };
}

/**
 * The profit and loss statement for a range: the agent's own play, and each direct downline
 * rolled up with its whole team (itself included), with the totals of the downlines.
 */
export async function profitLoss(db: Db, agentId: number, range: DayRange, currency: string): Promise<AgentProfitLoss> {
  const directs = await rows<{ id: number; username: string; type: number; team_size: number }>(
    db,
    sql`select d.descendant_id as id, m.username, m.type::int as type,
          (select count(*)::int from member_tree c where c.ancestor_id = d.descendant_id and c.depth >= 1) as team_size
        from member_tree d join members m on m.id = d.descendant_id
        where d.ancestor_id = ${agentId} and d.depth = 1
        order by m.username`,
  );
  // one grouped join: each direct downline's team (itself included) and its daily figures
  const sums = await rows<SumRow & { id: number }>(
    db,
    sql`select d.descendant_id as id, coalesce(sum(s.deposits), 0)::text as deposits, coalesce(sum(s.withdrawals), 0)::text as withdrawals,
          coalesce(sum(s.valid_bet), 0)::text as valid_bet, coalesce(sum(s.payout), 0)::text as payout
        from member_tree d join member_tree t on t.ancestor_id = d.descendant_id
        join member_daily_stats s on s.member_id = t.descendant_id and s.day between ${range.from} and ${range.to}
        where d.ancestor_id = ${agentId} and d.depth = 1
        group by d.descendant_id`,
  );
  const byId = new Map(sums.map((r) => [r.id, r]));
  const downlines = directs.map((d) => ({ ...d, ...byId.get(d.id) }));
  const [ownRow] = await rows<SumRow>(db, sql`select ${SUMS} from member_daily_stats s where s.member_id = ${agentId} and s.day between ${range.from} and ${range.to}`);
  const own = figures(ownRow);
  const totals = { deposits: 0n, withdrawals: 0n, validBet: 0n, payout: 0n, profitLoss: 0n };
  const list = downlines.map((row) => {
    const f = figures(row);
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += f[key];
    return { id: row.id, username: row.username, type: row.type, teamSize: row.team_size, ...wire(f, currency) };
  });
  return {
    from: range.from,
    to: range.to,
    own: { validBet: toWire(own.validBet, currency), payout: toWire(own.payout, currency), profitLoss: toWire(own.profitLoss, currency) },
    downlines: list,
    totals: { deposits: toWire(totals.deposits, currency), withdrawals: toWire(totals.withdrawals, currency), validBet: toWire(totals.validBet, currency), payout: toWire(totals.payout, currency), profitLoss: toWire(totals.profitLoss, currency) },
  };
}
