/**
 * The agent's team on the downline tree (README "Agent center"; table member_tree, the closure
 * of the tree): authorization of every record an agent reads or acts on (spec section 6: an
 * agent sees its own team at any depth, never a sibling's or an upline's), breadcrumbs and raw
 * SQL helpers shared by the agent services. Each lookup is one indexed query on the closure, never
 * a recursive walk.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { ApiError } from '../../http/errors.ts';
import { rowsOf } from '../../db/executor.ts';

/** Runs a raw query and answers its rows (bigint sums are selected as text and read with {@link big}). */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = { rows: rowsOf<T>(await db.execute(query)) };
  return result.rows;
}

/** A bigint from a SQL sum selected as text (null: 0). */
export const big = (value: string | number | bigint | null | undefined): bigint =>
  value === null || value === undefined ? 0n : BigInt(value);

/** The refusal of a member outside the caller's team: the same whether the id exists elsewhere or not. */
export const notInTeam = (field = 'downlineId', where: 'body' | 'querystring' | 'params' = 'body') =>
  new ApiError(404, 'NOT_IN_TEAM', 'notInTeam', { value: { field, in: where } });

/** The largest member id (PostgreSQL integer). */
const INT4_MAX = 2_147_483_647;

/** A team member as the agent center names it. */
export interface TeamMember {
  id: number;
  username: string;
  type: number;
  /** Levels below the agent (1: a direct downline). */
  depth: number;
}

/**
 * The member `memberId` when it is in `agentId`'s team at depth >= 1 (the agent itself is not).
 * @throws ApiError 404 NOT_IN_TEAM otherwise, naming `field`.
 */
export async function teamMember(
  db: Db,
  merchantId: number,
  agentId: number,
  memberId: number,
  field = 'downlineId',
  where: 'body' | 'querystring' | 'params' = 'body',
): Promise<TeamMember> {
  if (!Number.isSafeInteger(memberId) || memberId < 1 || memberId > INT4_MAX) throw notInTeam(field, where);
  const [row] = await rows<TeamMember>(
    db,
    sql`select m.id, m.username, m.type::int as type, t.depth::int as depth
        from member_tree t join members m on m.id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.descendant_id = ${memberId} and t.depth >= 1 and t.merchant_id = ${merchantId} and m.merchant_id = ${merchantId}`,
  );
  if (!row) throw notInTeam(field, where);
  return row;
}

/**
 * The chain from the agent down to `memberId` (both included), top first: the breadcrumb of a
 * drill-down. `memberId` must be the agent or in its team (check with {@link teamMember} first).
 */
export async function chainTo(db: Db, agentId: number, memberId: number): Promise<{ id: number; username: string }[]> {
  return rows<{ id: number; username: string }>(
    db,
    sql`select m.id, m.username from member_tree up
        join member_tree mine on mine.ancestor_id = ${agentId} and mine.descendant_id = up.ancestor_id
        join members m on m.id = up.ancestor_id
        where up.descendant_id = ${memberId}
        order by up.depth desc`,
  );
}
