/**
 * The agent's team reports (spec section 2 "agentTeamOverview" and "palStatementsAgentCopy";
 * README "Agents"): read from the figures rolled up when money moves, never from the ledger.
 * `team_daily_stats` holds per agent per reporting day the sum of its team's
 * `member_daily_stats` (every member below it at any depth, never itself), so a team's range is
 * one indexed read of a row per day whatever the team's size; the members active in the whole
 * range (a valid bet on some day) are counted once each over the closure (member_tree). A direct
 * downline rolled up with its whole team is its own row plus its team row. The agent's own play
 * is `own`. Profit and loss is the house's view: valid bet - payout.
 * Money is minor units inside and decimal strings on the wire.
 */
import { sql } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { AgentOverview, AgentOverviewDay, AgentProfitLoss } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { eachDay } from './days.ts';
import type { DayRange } from './range.ts';
import { big, rows } from './team.ts';

/** Summed figures of a set of daily rows, as SQL text. */
export interface SumRow {
  registered: string | null;
  first_deposits: string | null;
  active: number | null;
  deposits: string | null;
  withdrawals: string | null;
  valid_bet: string | null;
  payout: string | null;
  income: string | null;
}

/** The sum columns over daily rows `s` (member_daily_stats or team_daily_stats); `active` is set apart. */
const SUMS = sql`coalesce(sum(s.registered), 0)::text as registered, coalesce(sum(s.first_deposit), 0)::text as first_deposits,
  coalesce(sum(s.deposits), 0)::text as deposits, coalesce(sum(s.withdrawals), 0)::text as withdrawals,
  coalesce(sum(s.valid_bet), 0)::text as valid_bet, coalesce(sum(s.payout), 0)::text as payout, coalesce(sum(s.income), 0)::text as income`;

/** Figures of one row in minor units. */
function figures(row: Partial<SumRow> | undefined) {
  const validBet = big(row?.valid_bet);
  const payout = big(row?.payout);
  return {
    newRegistrations: Number(row?.registered ?? 0),
    firstDeposits: Number(row?.first_deposits ?? 0),
    activeMembers: Number(row?.active ?? 0),
    deposits: big(row?.deposits),
    withdrawals: big(row?.withdrawals),
    validBet,
    payout,
    profitLoss: validBet - payout,
    income: big(row?.income),
  };
}

type Figures = ReturnType<typeof figures>;

/** Money figures of {@link figures} on the wire. */
function wire(f: Figures, currency: string) {
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
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_tree where ancestor_id = ${memberId} and depth >= 1`,
  );
  return row?.n ?? 0;
}

/** How many members of `agentId`'s team (any depth) placed a valid bet on some day of the range. */
async function activeInRange(db: Db, agentId: number, range: DayRange): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_tree t where t.ancestor_id = ${agentId} and t.depth >= 1
        and exists (select 1 from member_daily_stats s where s.member_id = t.descendant_id and s.day between ${range.from} and ${range.to} and s.valid_bet > 0)`,
  );
  return row?.n ?? 0;
}

/**
 * The team overview for a range: team size (whole team, any depth), and per day and in total the
 * new registrations, first deposits, active members (placed a valid bet; the total counts each
 * member once), deposits, withdrawals, valid bet, payout and profit and loss of the team, and
 * the agent's own income.
 */
export async function teamOverview(db: Db, agentId: number, range: DayRange, currency: string): Promise<AgentOverview> {
  const days = await rows<SumRow & { day: string }>(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, s.active, ${SUMS}
        from team_daily_stats s where s.agent_id = ${agentId} and s.day between ${range.from} and ${range.to}
        group by s.day, s.active`,
  );
  const [own] = await rows<{ income: string | null }>(
    db,
    sql`select coalesce(sum(income), 0)::text as income from member_daily_stats where member_id = ${agentId} and day between ${range.from} and ${range.to}`,
  );
  const byDay = new Map(days.map((r) => [r.day, figures(r)]));
  const total = figures(undefined);
  const series: AgentOverviewDay[] = eachDay(range).map((day) => {
    const f = byDay.get(day) ?? figures(undefined);
    for (const key of ['newRegistrations', 'firstDeposits'] as const) total[key] += f[key];
    for (const key of ['deposits', 'withdrawals', 'validBet', 'payout', 'profitLoss'] as const) total[key] += f[key];
    return {
      day,
      newRegistrations: f.newRegistrations,
      firstDeposits: f.firstDeposits,
      activeMembers: f.activeMembers,
      ...wire(f, currency),
    };
  });
  return {
    from: range.from,
    to: range.to,
    teamSize: await teamSizeOf(db, agentId),
    newRegistrations: total.newRegistrations,
    firstDeposits: total.firstDeposits,
    activeMembers: await activeInRange(db, agentId, range),
    ...wire(total, currency),
    income: toWire(big(own?.income), currency),
    series,
  };
}

/**
 * Each of `ids` rolled up with its whole team over the range: its own member_daily_stats plus its
 * team_daily_stats, two grouped reads by primary key.
 * @returns figures by member id (members without figures are absent).
 */
export async function teamFiguresOf(db: Db, ids: number[], range: DayRange): Promise<Map<number, Figures>> {
  const out = new Map<number, Figures>();
  if (ids.length === 0) return out;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const own = await rows<SumRow & { id: number }>(
    db,
    sql`select s.member_id as id, ${SUMS} from member_daily_stats s where s.member_id in (${list}) and s.day between ${range.from} and ${range.to} group by s.member_id`,
  );
  const team = await rows<SumRow & { id: number }>(
    db,
    sql`select s.agent_id as id, ${SUMS} from team_daily_stats s where s.agent_id in (${list}) and s.day between ${range.from} and ${range.to} group by s.agent_id`,
  );
  for (const row of [...own, ...team]) {
    const f = figures(row);
    const sum = out.get(row.id);
    if (!sum) {
      out.set(row.id, f);
      continue;
    }
    for (const key of ['deposits', 'withdrawals', 'validBet', 'payout', 'profitLoss', 'income'] as const)
      sum[key] += f[key];
  }
  return out;
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
  const teams = await teamFiguresOf(
    db,
    directs.map((d) => d.id),
    range,
  );
  const zero = figures(undefined);
  const totals = { deposits: 0n, withdrawals: 0n, validBet: 0n, payout: 0n, profitLoss: 0n };
  const list = directs.map((d) => {
    const f = teams.get(d.id) ?? zero;
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += f[key];
    return { id: d.id, username: d.username, type: d.type, teamSize: d.team_size, ...wire(f, currency) };
  });
  // the agent's own play: its member row only (its team row is the downlines' total)
  const [ownRow] = await rows<SumRow>(
    db,
    sql`select ${SUMS} from member_daily_stats s where s.member_id = ${agentId} and s.day between ${range.from} and ${range.to}`,
  );
  const own = figures(ownRow);
  return {
    from: range.from,
    to: range.to,
    own: {
      validBet: toWire(own.validBet, currency),
      payout: toWire(own.payout, currency),
      profitLoss: toWire(own.profitLoss, currency),
    },
    downlines: list,
    totals: {
      deposits: toWire(totals.deposits, currency),
      withdrawals: toWire(totals.withdrawals, currency),
      validBet: toWire(totals.validBet, currency),
      payout: toWire(totals.payout, currency),
      profitLoss: toWire(totals.profitLoss, currency),
    },
  };
}
