/**
 * A member moved to another upline (operator console, server/services/operator/agents.ts) takes its
 * team along but not its contracts with the old upline (docs/contracts.md "Lifecycle"): a contract
 * is between an upline and a DIRECT downline, so every offer and live contract between the member
 * and its old upline ends, in the move's transaction, with reason `downlineMoved` and a `downlineMoved`
 * event by the operator. Contracts the member granted below it and merchant-granted contracts
 * stay (the team moved with it).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { agentContracts } from '../../db/schema.ts';
import type { ContractNotice } from './notify.ts';
import { changeWithEvent, type ContractRow } from './records.ts';

/**
 * Ends the member's offers and live contracts from `oldUplineId`. Call inside the move's transaction.
 * @returns the notices to deliver (deliverNotices) after the commit: both parties are told.
 */
export async function endContractsOfMove(
  tx: Db,
  merchantId: number,
  memberId: number,
  oldUplineId: number | null,
  operatorId: number,
  now: Date,
): Promise<ContractNotice[]> {
  if (oldUplineId === null) return [];
  const rows: ContractRow[] = await tx
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.downlineId, memberId),
        eq(agentContracts.uplineId, oldUplineId),
        inArray(agentContracts.state, ['offered', 'active', 'terminationRequested']),
      ),
    )
    .for('update');
  const notices: ContractNotice[] = [];
  for (const row of rows) {
    const ended = await changeWithEvent(
      tx,
      row,
      { state: 'terminated', endReason: 'downlineMoved', endedAt: now, terminationRequestedBy: null },
      'downlineMoved',
      { kind: 'operator', id: operatorId },
      now,
    );
    notices.push({ contract: ended, key: 'moved', to: 'both' });
  }
  return notices;
}
