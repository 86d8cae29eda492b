/**
 * The operator console's member search (README "Operator console": the agents screen; spec sections
 * 1 and 3): the merchant's accounts whose username contains the searched text, with what the
 * console needs to make one an agent or move it: type, upline, team size (downlines at any depth,
 * from the closure table `member_tree`, server/services/agent/tree.ts) and registration time.
 * Trial accounts (type 4) are never in the tree and never listed. Only the operator's own merchant.
 */
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OperatorMemberPage } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { members } from '../../db/schema.ts';

/** The search: `username` a part of the username (any case; empty lists everyone), 1-based page. */
export interface MemberSearch {
  username?: string;
  pageNo: number;
  pageSize: number;
}

/** The trial account type (spec section 3), never listed. */
const TRIAL = 4;

/** `text` as a LIKE pattern matching it literally anywhere (`%`, `_` and `\` escaped). */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the merchant's members whose username contains `search.username`, in username order.
 * `teamSize` counts the downlines at any depth (0 for a member without a team).
 */
export async function searchMembers(db: Db, merchantId: number, search: MemberSearch): Promise<OperatorMemberPage> {
  const text = search.username?.trim() ?? '';
  const conditions: SQL[] = [eq(members.merchantId, merchantId), ne(members.type, TRIAL)];
  if (text) conditions.push(sql`${members.username} like ${containing(text)}`);
  const where = and(...conditions);
  const upline = alias(members, 'upline');
  const [total] = await db.select({ n: count() }).from(members).where(where);
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      nickname: members.nickname,
      type: members.type,
      uplineUsername: upline.username,
      teamSize: sql<number>`(select count(*) from member_tree t where t.ancestor_id = ${members.id} and t.depth > 0)::int`,
      registeredAt: members.createdAt,
    })
    .from(members)
    .leftJoin(upline, eq(upline.id, members.uplineId))
    .where(where)
    .orderBy(asc(members.username))
    .limit(search.pageSize)
    .offset((search.pageNo - 1) * search.pageSize);
  return {
    list: rows.map((r) => ({
      ...r,
      uplineUsername: r.uplineUsername ?? null,
      teamSize: Number(r.teamSize),
      registeredAt: r.registeredAt.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNo: search.pageNo,
    pageSize: search.pageSize,
  };
}
