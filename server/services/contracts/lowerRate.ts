/**
 * The lower-rate rule (spec section 4: "a new contract with a rate lower than a downline's rate
 * automatically terminates that downline's contract after a warning"; docs/contracts.md
 * "Lifecycle", **Lower rate**): the live contracts of a kind granted inside a holder's team (the
 * granting agent is the holder or anyone below it, member_tree depth >= 0) whose tables the
 * holder's new table does not cover (engine/contracts.ts ceilingBreaches) and, for dividends, those
 * on another period than the holder's new one (a dividend grant shares its granter's period, so
 * the difference model can pay the chain one period at a time). The offer warns about
 * them (409 LOWER_RATE_CONFIRM, `POST contracts/preview`), the acceptance ends them
 * (`terminated`, reason `lowerRate`) in its own transaction, as an operator's new top contract
 * does at once.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ceilingBreaches, type Tier } from '../../../engine/contracts.ts';
import type { Db } from '../../db/open.ts';
import { agentContracts, memberTree } from '../../db/schema.ts';
import { changeWithEvent, LIVE_STATES, type ContractRow, type EventActor } from './records.ts';
import { fromStored } from './terms.ts';

/**
 * The live contracts of `kind` granted by `holderId` or by anyone in its team whose tables breach
 * `tiers` (a tier of theirs gets a higher rate than `tiers` gives at its thresholds), or, for a
 * dividend with `period` given, whose period is another; oldest first.
 * @param lock take the rows FOR UPDATE (inside the transaction that ends them).
 */
export async function lowerRateContracts(
  db: Db,
  merchantId: number,
  holderId: number,
  kind: string,
  tiers: readonly Tier[],
  lock = false,
  period?: string,
): Promise<ContractRow[]> {
  const query = db
    .select({ c: agentContracts })
    .from(agentContracts)
    .innerJoin(
      memberTree,
      and(eq(memberTree.descendantId, agentContracts.uplineId), eq(memberTree.ancestorId, holderId)),
    )
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.state, [...LIVE_STATES]),
      ),
    )
    .orderBy(agentContracts.id);
  const rows = lock ? await query.for('update', { of: agentContracts }) : await query;
  const otherPeriod = (c: ContractRow) => kind === 'dividend' && period !== undefined && c.period !== period;
  return rows.map((r) => r.c).filter((c) => otherPeriod(c) || ceilingBreaches(tiers, fromStored(c.tiers)).length > 0);
}

/**
 * Ends the lower-rate contracts below `holderId` for its new table (`terminated`, end reason
 * `lowerRate`, ended now), each with its `lowerRate` event naming the contract that caused it.
 * Call inside the transaction that makes the new contract live.
 * @returns the ended rows (after the change).
 * @throws ApiError 409 CONTRACT_STATE_CHANGED when one of them changed under the lock's feet (never on one connection).
 */
export async function endLowerRateContracts(
  tx: Db,
  merchantId: number,
  holderId: number,
  kind: string,
  tiers: readonly Tier[],
  causedBy: number,
  actor: EventActor,
  now: Date,
  period?: string,
): Promise<ContractRow[]> {
  const ended: ContractRow[] = [];
  for (const row of await lowerRateContracts(tx, merchantId, holderId, kind, tiers, true, period)) {
    ended.push(
      await changeWithEvent(
        tx,
        row,
        { state: 'terminated', endReason: 'lowerRate', endedAt: now, terminationRequestedBy: null },
        'lowerRate',
        actor,
        now,
        { causedBy },
      ),
    );
  }
  return ended;
}
