/**
 * The team betting record (spec section 2 "personalHistoryCopy" for agents; README "Agent
 * center"): every game round of the agent's team at any depth (the play table game_rounds, one
 * row per round), newest first, filtered by member, category, vendor, status and the range of
 * the bet time, with the totals of the whole filter. Per round: bet amount (the stake), valid bet
 * (the stake of a settled round), payout (the win) and profit and loss as the house sees it
 * (valid bet - payout of a settled round; 0 while open or cancelled), as the team reports count.
 */
import { sql, type SQL } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { AgentTeamBetsQuery, AgentTeamBetsValue } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import type { Language } from '../../i18n/language.ts';
import { rangeInstants, type DayRange } from './range.ts';
import { big, rows } from './team.ts';

interface BetRow {
  id: number;
  username: string;
  category: string;
  vendor: string;
  game_name: string;
  round_id: string;
  stake: string;
  win: string;
  status: 'open' | 'settled' | 'cancelled';
  opened_at: string | Date;
  settled_at: string | Date | null;
}

/** The filter of a team bets query as SQL over `game_rounds r`, `members m`, `vendors v`. */
function filterOf(merchantId: number, agentId: number, q: AgentTeamBetsQuery, range: DayRange): SQL {
  const { start, end } = rangeInstants(range);
  const parts: SQL[] = [
    sql`t.ancestor_id = ${agentId} and t.depth >= 1 and r.merchant_id = ${merchantId} and r.opened_at >= ${start.toISOString()} and r.opened_at < ${end.toISOString()}`,
  ];
  if (q.username) parts.push(sql`m.username = ${q.username.trim().toLowerCase()}`);
  if (q.category) parts.push(sql`r.category = ${q.category}`);
  if (q.vendor) parts.push(sql`v.code = ${q.vendor}`);
  if (q.status) parts.push(sql`r.status = ${q.status}`);
  return sql.join(parts, sql` and `);
}

const FROM = sql`member_tree t join game_rounds r on r.member_id = t.descendant_id join members m on m.id = r.member_id join vendors v on v.id = r.vendor_id`;

/** A page of the team's bets and the totals of the filter. */
export async function teamBets(
  db: Db,
  merchantId: number,
  agentId: number,
  q: AgentTeamBetsQuery & { page: number; pageSize: number },
  range: DayRange,
  currency: string,
  language: Language,
): Promise<AgentTeamBetsValue> {
  const where = filterOf(merchantId, agentId, q, range);
  const [totals] = await rows<{ n: number; stake: string; valid: string; win: string; settled_win: string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(r.stake_minor), 0)::text as stake,
          coalesce(sum(r.stake_minor) filter (where r.status = 'settled'), 0)::text as valid,
          coalesce(sum(r.win_minor), 0)::text as win,
          coalesce(sum(r.win_minor) filter (where r.status = 'settled'), 0)::text as settled_win
        from ${FROM} where ${where}`,
  );
  const page = await rows<BetRow>(
    db,
    sql`select r.id, m.username, r.category, v.code as vendor, ${language === 'EN' ? sql`g.name_en` : sql`g.name_tw`} as game_name, r.round_id,
          r.stake_minor::text as stake, r.win_minor::text as win, r.status, r.opened_at, r.settled_at
        from ${FROM} join games g on g.id = r.game_id
        where ${where}
        order by r.opened_at desc, r.id desc
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const w = (minor: bigint) => toWire(minor, currency);
  const list = page.map((r) => {
    const settled = r.status === 'settled';
    const stake = big(r.stake);
    const win = big(r.win);
    return {
      id: r.id,
      username: r.username,
      category: r.category,
      vendor: r.vendor,
      gameName: r.game_name,
      roundId: r.round_id,
      betAmount: w(stake),
      validBet: w(settled ? stake : 0n),
      payout: w(win),
      profitLoss: w(settled ? stake - win : 0n),
      status: r.status,
      betAt: new Date(r.opened_at).toISOString(),
      settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
    };
  });
  const valid = big(totals?.valid);
  return {
    list,
    total: totals?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    totals: {
      betAmount: w(big(totals?.stake)),
      validBet: w(valid),
      payout: w(big(totals?.win)),
      profitLoss: w(valid - big(totals?.settled_win)),
    },
  };
}
