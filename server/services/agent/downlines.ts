/**
 * The agent's downlines (spec section 2 "downlineManagmentView"; README "Agent center"): the
 * direct downlines of the agent or of a member of its team (drill-down, with the breadcrumb back
 * up), or a username search at any depth (prefix or exact, case-insensitive, each match with its
 * path). Per downline: type, balance, registration and last login, online (a live session seen
 * within the merchant's idle minutes), direct count, team size, and deposits, valid bet and
 * profit and loss of the downline with its whole team for the range (its own daily figures plus
 * its team's, ./reports.ts). One page query on the closure plus indexed reads for the page's
 * rows; never a recursive walk.
 */
import { sql, type SQL } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { AgentDownline, AgentDownlinesValue } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { securitySettings } from '../auth/rules.ts';
import type { DayRange } from './range.ts';
import { teamFiguresOf } from './reports.ts';
import { big, chainTo, rows, teamMember } from './team.ts';

/** A downlines request: a parent to drill into, or a username to search, a range and a page. */
export interface DownlinesQuery {
  parentId?: number;
  username?: string;
  page: number;
  pageSize: number;
}

interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  depth: number;
  created_at: string | Date;
  last_login_at: string | Date | null;
  total: number;
}

/** `%` and `_` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * A page of downlines with their figures.
 * @throws ApiError 404 NOT_IN_TEAM when `parentId` is not in the agent's team (field parentId).
 */
export async function listDownlines(
  db: Db,
  merchantId: number,
  agentId: number,
  query: DownlinesQuery,
  range: DayRange,
  currency: string,
  now: Date,
): Promise<AgentDownlinesValue> {
  const offset = (query.page - 1) * query.pageSize;
  let where: SQL;
  let parentId = agentId;
  if (query.username !== undefined) {
    where = sql`t.ancestor_id = ${agentId} and t.depth >= 1 and m.username like ${`${likeLiteral(query.username.trim().toLowerCase())}%`}`;
  } else {
    if (query.parentId !== undefined && query.parentId !== agentId)
      parentId = (await teamMember(db, merchantId, agentId, query.parentId, 'parentId', 'querystring')).id;
    where = sql`t.ancestor_id = ${parentId} and t.depth = 1`;
  }
  // depth relative to the agent: the closure row (agent, member)
  const page = await rows<DownlineRow>(
    db,
    sql`select m.id, m.username, m.nickname, m.type::int as type, a.depth::int as depth, m.created_at, m.last_login_at, count(*) over ()::int as total
        from member_tree t join members m on m.id = t.descendant_id
        join member_tree a on a.ancestor_id = ${agentId} and a.descendant_id = m.id
        where ${where} and m.merchant_id = ${merchantId}
        order by (m.username = ${query.username?.trim().toLowerCase() ?? ''}) desc, m.username
        limit ${query.pageSize} offset ${offset}`,
  );
  const ids = page.map((r) => r.id);
  const figures = ids.length === 0 ? new Map<number, FigureRow>() : await figuresOf(db, merchantId, ids, range, now);
  const list: AgentDownline[] = [];
  for (const r of page) {
    const f = figures.get(r.id);
    const validBet = big(f?.valid_bet);
    const row: AgentDownline = {
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      type: r.type,
      depth: r.depth,
      balance: toWire(big(f?.balance), currency),
      registeredAt: iso(r.created_at)!,
      lastLoginAt: iso(r.last_login_at),
      online: Boolean(f?.online),
      directCount: f?.direct_count ?? 0,
      teamSize: f?.team_size ?? 0,
      deposits: toWire(big(f?.deposits), currency),
      validBet: toWire(validBet, currency),
      profitLoss: toWire(validBet - big(f?.payout), currency),
    };
    if (query.username !== undefined) row.path = (await chainTo(db, agentId, r.id)).slice(0, -1);
    list.push(row);
  }
  const breadcrumb = query.username !== undefined ? [] : await chainTo(db, agentId, parentId);
  return {
    breadcrumb,
    list,
    total: page[0]?.total ?? (offset > 0 ? await countOf(db, where, agentId, merchantId) : 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The count of a query's rows (a page past the end still answers the total). */
async function countOf(db: Db, where: SQL, agentId: number, merchantId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_tree t join members m on m.id = t.descendant_id
        join member_tree a on a.ancestor_id = ${agentId} and a.descendant_id = m.id where ${where} and m.merchant_id = ${merchantId}`,
  );
  return row?.n ?? 0;
}

interface FigureRow {
  id: number;
  balance: string | null;
  online: boolean;
  direct_count: number;
  team_size: number;
  deposits?: string;
  valid_bet?: string;
  payout?: string;
}

/** Balance, online, direct count, team size and the range's team figures (itself included) of `ids`. */
async function figuresOf(
  db: Db,
  merchantId: number,
  ids: number[],
  range: DayRange,
  now: Date,
): Promise<Map<number, FigureRow>> {
  const idle = (await securitySettings(db, merchantId)).sessionIdleMinutes;
  const seenSince = new Date(now.getTime() - idle * 60_000);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await rows<FigureRow>(
    db,
    sql`select m.id,
          (select balance::text from ledger_accounts l where l.merchant_id = ${merchantId} and l.key = 'member:' || m.id) as balance,
          exists (select 1 from sessions s where s.member_id = m.id and s.revoked_at is null and s.last_seen_at > ${seenSince}) as online,
          (select count(*)::int from member_tree c where c.ancestor_id = m.id and c.depth = 1) as direct_count,
          (select count(*)::int from member_tree c where c.ancestor_id = m.id and c.depth >= 1) as team_size
        from members m where m.id in (${list})`,
  );
  const teams = await teamFiguresOf(db, ids, range);
  for (const r of result) {
    const f = teams.get(r.id);
    if (f) Object.assign(r, { deposits: String(f.deposits), valid_bet: String(f.validBet), payout: String(f.payout) });
  }
  return new Map(result.map((r) => [r.id, r]));
}
