/**
 * The downline tree (spec sections 1 and 3; README "Agents"): `members.upline_id` says who is whose
 * upline, `member_tree` holds its closure (every ancestor-descendant pair at any depth and a self
 * row at depth 0), so "the whole team of X" is `member_tree where ancestor_id = X` and "is Y in X's
 * team" one primary-key lookup. Only this module writes `member_tree`; both tables change together
 * in the caller's transaction.
 *
 * Placement and moves are serialised per merchant by a transaction-level advisory lock (placements
 * share it, a move takes it alone), so a move never races a placement under the moved team and
 * two moves never make a cycle between them.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { invitationLinks, members, memberTree } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { isAgentType } from '../auth/rules.ts';
import { rollupRegistration, shiftTeamFigures } from './rollup.ts';

/** First key of the tree's advisory lock (the second is the merchant id). */
const TREE_LOCK = 0x7472_6565; // 'tree'

const lockTree = async (tx: Db, merchantId: number, exclusive: boolean) =>
  tx.execute(
    exclusive
      ? sql`select pg_advisory_xact_lock(${TREE_LOCK}::int, ${merchantId}::int)`
      : sql`select pg_advisory_xact_lock_shared(${TREE_LOCK}::int, ${merchantId}::int)`,
  );

/** Where a new member goes. */
export interface Placement {
  merchantId: number;
  /** The new member; its row already carries `upline_id = uplineId`. */
  memberId: number;
  /** Its upline agent, or null for a member without one. */
  uplineId: number | null;
  /** The registration time for the `registered` figure; default now. */
  at?: Date;
}

/**
 * Adds a new member to the tree: its self row and one row per ancestor of its upline (the upline
 * at depth 1, the upline's upline at depth 2...), and counts its registration (./rollup.ts).
 * Call in the transaction inserting the member row. Placing a member twice changes nothing.
 * @throws ApiError 404 MEMBER_NOT_FOUND when the upline is not a member of the merchant.
 */
export async function placeInTree(tx: Db, placement: Placement): Promise<void> {
  const { merchantId, memberId, uplineId } = placement;
  await lockTree(tx, merchantId, false);
  const inserted = await tx
    .insert(memberTree)
    .values({ merchantId, ancestorId: memberId, descendantId: memberId, depth: 0 })
    .onConflictDoNothing()
    .returning({ id: memberTree.descendantId });
  if (inserted.length === 0) return;
  if (uplineId !== null) {
    const rows = await tx.execute(sql`
      insert into member_tree (merchant_id, ancestor_id, descendant_id, depth)
      select ${merchantId}::int, ancestor_id, ${memberId}::int, depth + 1 from member_tree
      where descendant_id = ${uplineId}::int and merchant_id = ${merchantId}::int
      on conflict do nothing`);
    if (affected(rows) === 0) throw notFound();
  }
  await rollupRegistration(tx, merchantId, memberId, placement.at ?? new Date());
}

const affected = (result: unknown) =>
  Number(
    (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (result as { rowCount?: number }).rowCount ??
      0,
  );
const notFound = () => new ApiError(404, 'MEMBER_NOT_FOUND', 'memberNotFound');

/** Whether `memberId` is in `agentId`'s team at depth >= 1 (any depth; never true for the agent itself). */
export async function inTeam(db: Db, agentId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, agentId), eq(memberTree.descendantId, memberId)))
    .limit(1);
  return row !== undefined && row.depth > 0;
}

/** The member rows of a merchant, locked. */
async function lockMembers(tx: Db, merchantId: number, ids: number[]) {
  const rows = await tx
    .select({
      id: members.id,
      type: members.type,
      uplineId: members.uplineId,
      username: members.username,
      affiliateCode: members.affiliateCode,
    })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        sql`${members.id} in (${sql.join(
          ids.map((id) => sql`${id}::int`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(members.id)
    .for('update');
  return ids.map((id) => rows.find((r) => r.id === id));
}

/** A member's place in the tree before and after a change (the audit's before and after). */
export interface TreeChange {
  before: { id: number; username: string; type: number; uplineId: number | null; affiliateCode: string | null };
  after: { id: number; username: string; type: number; uplineId: number | null; affiliateCode: string | null };
}

/**
 * Moves `memberId` with its whole team under `newUplineId` (an operator action, spec section 1):
 * the rows linking the team to its old uplines go, rows linking it to the new upline and its
 * uplines come, `members.upline_id` changes, and the team's daily figures move from the old
 * uplines' team figures to the new ones' (./rollup.ts). Call inside a transaction.
 * @throws ApiError 404 MEMBER_NOT_FOUND (either is not a member of the merchant), 400
 *   UPLINE_NOT_AGENT (the new upline's type is not an agent type), 400 MOVE_INTO_OWN_TEAM (the
 *   new upline is the member or in its team: a cycle). Nothing changes then.
 */
export async function moveSubtree(
  tx: Db,
  merchantId: number,
  memberId: number,
  newUplineId: number,
): Promise<TreeChange> {
  await lockTree(tx, merchantId, true);
  const [member, upline] = await lockMembers(tx, merchantId, [memberId, newUplineId]);
  if (!member || !upline) throw notFound();
  if (!isAgentType(upline.type)) throw new ApiError(400, 'UPLINE_NOT_AGENT', 'uplineNotAgent');
  if (memberId === newUplineId) throw new ApiError(400, 'MOVE_INTO_OWN_TEAM', 'moveIntoOwnTeam');
  const [inOwnTeam] = await tx
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, memberId), eq(memberTree.descendantId, newUplineId)));
  if (inOwnTeam) throw new ApiError(400, 'MOVE_INTO_OWN_TEAM', 'moveIntoOwnTeam');
  // The team's history leaves the old uplines' team figures (and joins the new ones' below).
  await shiftTeamFigures(tx, merchantId, memberId, memberId, 1, -1);
  // Unlink the team (the member and its descendants) from the member's old uplines...
  await tx.execute(sql`
    delete from member_tree t
    using member_tree team, member_tree up
    where team.ancestor_id = ${memberId}::int and up.descendant_id = ${memberId}::int and up.depth > 0
      and t.descendant_id = team.descendant_id and t.ancestor_id = up.ancestor_id`);
  // ...and link it to the new upline and the new upline's uplines.
  await tx.execute(sql`
    insert into member_tree (merchant_id, ancestor_id, descendant_id, depth)
    select ${merchantId}::int, up.ancestor_id, team.descendant_id, up.depth + team.depth + 1
    from member_tree up, member_tree team
    where up.descendant_id = ${newUplineId}::int and team.ancestor_id = ${memberId}::int`);
  await shiftTeamFigures(tx, merchantId, memberId, newUplineId, 0, 1);
  await tx.update(members).set({ uplineId: newUplineId }).where(eq(members.id, memberId));
  return { before: member, after: { ...member, uplineId: newUplineId } };
}

/** Affiliate codes: 8 characters without look-alikes (no 0, O, 1, I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A random code free in the merchant, both as an agent's affiliate code and as an invitation
 * link's code (registration accepts either).
 */
export async function freeInvitationCode(db: Db, merchantId: number): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code)))
      .limit(1);
    const [link] = await db
      .select({ id: invitationLinks.id })
      .from(invitationLinks)
      .where(and(eq(invitationLinks.merchantId, merchantId), eq(invitationLinks.code, code)))
      .limit(1);
    if (!member && !link) return code;
  }
}

/**
 * Makes a member an agent of `type` (1, 2, 41 or 42, spec section 3) and gives it an affiliate code
 * when it has none; its place in the tree does not change. Call inside a transaction.
 * @throws ApiError 400 NOT_AGENT_TYPE (type not an agent type), 404 MEMBER_NOT_FOUND (no such member
 *   of the merchant, or a trial account), 409 ALREADY_AGENT.
 */
export async function makeAgent(tx: Db, merchantId: number, memberId: number, type: number): Promise<TreeChange> {
  if (!isAgentType(type)) throw new ApiError(400, 'NOT_AGENT_TYPE', 'notAgentType');
  const [member] = await lockMembers(tx, merchantId, [memberId]);
  if (!member || (member.type !== 0 && !isAgentType(member.type))) throw notFound();
  if (isAgentType(member.type)) throw new ApiError(409, 'ALREADY_AGENT', 'alreadyAgent');
  const affiliateCode = member.affiliateCode ?? (await freeInvitationCode(tx, merchantId));
  await tx.update(members).set({ type, affiliateCode }).where(eq(members.id, memberId));
  return { before: member, after: { ...member, type, affiliateCode } };
}

/** Where a registration code leads: the upline agent and the type of the new account. */
export interface InvitationTarget {
  uplineId: number;
  /** 0 member, or the agent type 1 for an invitation link of account type agent. */
  accountType: number;
  /** The invitation link used, null for an agent's own affiliate code. */
  linkId: number | null;
}

/** The agent type an agent-type invitation link (or an agent-created agent) gets (spec section 3). */
export const DEFAULT_AGENT_TYPE = 1;

/**
 * Resolves a registration's affiliate (invitation) code, case-insensitive: an agent's own affiliate
 * code (a member account), or an enabled invitation link of an agent (its account type).
 * @returns null when no agent of the merchant owns the code or the link is switched off.
 */
export async function resolveInvitation(db: Db, merchantId: number, code: string): Promise<InvitationTarget | null> {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return null;
  const [agent] = await db
    .select({ id: members.id, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, wanted)))
    .limit(1);
  if (agent && isAgentType(agent.type)) return { uplineId: agent.id, accountType: 0, linkId: null };
  const [link] = await db
    .select({
      id: invitationLinks.id,
      agentId: invitationLinks.agentId,
      accountType: invitationLinks.accountType,
      agentType: members.type,
    })
    .from(invitationLinks)
    .innerJoin(members, eq(members.id, invitationLinks.agentId))
    .where(
      and(
        eq(invitationLinks.merchantId, merchantId),
        eq(invitationLinks.code, wanted),
        eq(invitationLinks.enabled, true),
      ),
    )
    .limit(1);
  if (!link || !isAgentType(link.agentType)) return null;
  return { uplineId: link.agentId, accountType: link.accountType === 1 ? DEFAULT_AGENT_TYPE : 0, linkId: link.id };
}

/** Counts one registration made with an invitation link (call in the registration's transaction). */
export async function countInvitationUse(tx: Db, linkId: number): Promise<void> {
  await tx
    .update(invitationLinks)
    .set({ uses: sql`${invitationLinks.uses} + 1` })
    .where(eq(invitationLinks.id, linkId));
}
