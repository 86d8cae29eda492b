/**
 * Operator actions on the downline tree (spec sections 1 and 3; README "Agents"): make a member an
 * agent, move a member with its whole team under another upline. Each runs in one transaction
 * with its audit entry (./audit.ts: who, when, what, the member before and after).
 */
import type { Db } from '../../db/open.ts';
import type { Tx } from '../../db/executor.ts';
import { makeAgent, moveSubtree, type TreeChange } from '../agent/tree.ts';
import { endContractsOfMove } from '../contracts/moved.ts';
import { deliverNotices, type ContractNotice } from '../contracts/notify.ts';
import { audit } from './audit.ts';

/** Who acts, from where, when. */
export interface OperatorContext {
  merchantId: number;
  operatorId: number;
  ip: string;
  now: Date;
}

/** A member's tree fields as the console shows them after the action. */
export type TreeMemberView = TreeChange['after'];

async function audited(
  db: Db,
  ctx: OperatorContext,
  action: string,
  memberId: number,
  change: (tx: Tx) => Promise<TreeChange>,
): Promise<TreeMemberView> {
  return db.transaction(async (tx) => {
    const { before, after } = await change(tx);
    await audit(
      tx,
      {
        merchantId: ctx.merchantId,
        operatorId: ctx.operatorId,
        action,
        targetType: 'member',
        targetId: memberId,
        before,
        after,
        ip: ctx.ip,
      },
      ctx.now,
    );
    return after;
  });
}

/**
 * Makes `memberId` an agent of `type` (1, 2, 41, 42) with an affiliate code; audited as `member.makeAgent`.
 * @throws ApiError 400 NOT_AGENT_TYPE, 404 MEMBER_NOT_FOUND, 409 ALREADY_AGENT (nothing changes, nothing is logged).
 */
export function operatorMakeAgent(
  db: Db,
  ctx: OperatorContext,
  memberId: number,
  type: number,
): Promise<TreeMemberView> {
  return audited(db, ctx, 'member.makeAgent', memberId, (tx) => makeAgent(tx, ctx.merchantId, memberId, type));
}

/**
 * Moves `memberId` and its team under the agent `uplineId`; audited as `member.move`. The member's
 * contracts with its old upline end in the same transaction (docs/contracts.md "Lifecycle";
 * ../contracts/moved.ts) and both parties are told after the commit.
 * @throws ApiError 404 MEMBER_NOT_FOUND, 400 UPLINE_NOT_AGENT, 400 MOVE_INTO_OWN_TEAM (nothing changes, nothing is logged).
 */
export async function operatorMoveMember(
  db: Db,
  ctx: OperatorContext,
  memberId: number,
  uplineId: number,
): Promise<TreeMemberView> {
  let notices: ContractNotice[] = [];
  const after = await audited(db, ctx, 'member.move', memberId, async (tx) => {
    const change = await moveSubtree(tx, ctx.merchantId, memberId, uplineId);
    if (change.before.uplineId !== uplineId)
      notices = await endContractsOfMove(tx, ctx.merchantId, memberId, change.before.uplineId, ctx.operatorId, ctx.now);
    return change;
  });
  await deliverNotices(db, notices);
  return after;
}
