/**
 * The contract rows and their audit trail (docs/contracts.md "Lifecycle"; server/db/contractSchema.ts):
 * the guarded state change every transition goes through (`UPDATE ... WHERE id = ? AND state = ?`,
 * so a lost race changes nothing and answers 409 CONTRACT_STATE_CHANGED), the `contract_events`
 * row written beside it in the same transaction, and the lookups of a downline's live contract and
 * open offer of a kind.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { ContractState } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { agentContracts, contractEvents } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

/** A row of `agent_contracts`. */
export type ContractRow = typeof agentContracts.$inferSelect;

/** The live states: at most one contract per downline and kind is in one of them (agent_contracts_live_uq). */
export const LIVE_STATES: readonly ContractState[] = ['active', 'terminationRequested'];
/** The states of a contract that has ended (never changes again). */
export const ENDED_STATES: readonly ContractState[] = ['rejected', 'withdrawn', 'terminated', 'replaced'];

/** The answer to a transition that lost a race (the row is no longer in the state it was read in). */
export const stateChanged = () => new ApiError(409, 'CONTRACT_STATE_CHANGED', 'contractStateChanged');

/** The columns a transition may change. */
export type ContractChange = Partial<
  Pick<ContractRow, 'state' | 'terminationRequestedBy' | 'endReason' | 'acceptedAt' | 'endedAt'>
>;

/**
 * Changes the contract `id` from state `from`, and only from it: `UPDATE ... WHERE id = ? AND state = ?`.
 * Call inside the transaction that writes its event.
 * @returns the row after the change.
 * @throws ApiError 409 CONTRACT_STATE_CHANGED when the row is not (or no longer) in `from`.
 */
export async function transition(tx: Db, id: number, from: string, change: ContractChange): Promise<ContractRow> {
  const [row] = await tx
    .update(agentContracts)
    .set(change)
    .where(and(eq(agentContracts.id, id), eq(agentContracts.state, from)))
    .returning();
  if (!row) throw stateChanged();
  return row;
}

/** Who made a change: a member (one of the parties), an operator, or the system (a consequence of another change). */
export type EventActor = { kind: 'member'; id: number } | { kind: 'operator'; id: number } | { kind: 'system' };

/** One `contract_events` row: the contract, the action (offer, accept, ..., lowerRate, replace, set), the states before and after. */
export interface EventInput {
  merchantId: number;
  contractId: number;
  action: string;
  actor: EventActor;
  fromState: string | null;
  toState: string;
  detail?: Record<string, unknown>;
}

/** Writes the event of a state change (in the change's transaction), at `now`. */
export async function writeEvent(tx: Db, event: EventInput, now: Date): Promise<void> {
  await tx.insert(contractEvents).values({
    merchantId: event.merchantId,
    contractId: event.contractId,
    at: now,
    action: event.action,
    actorKind: event.actor.kind,
    actorId: event.actor.kind === 'system' ? null : event.actor.id,
    fromState: event.fromState,
    toState: event.toState,
    detail: event.detail ?? null,
  });
}

/**
 * Changes a contract from the state it was read in and writes the event, both in `tx`.
 * @throws ApiError 409 CONTRACT_STATE_CHANGED when another change came first.
 */
export async function changeWithEvent(
  tx: Db,
  row: ContractRow,
  change: ContractChange,
  action: string,
  actor: EventActor,
  now: Date,
  detail?: Record<string, unknown>,
): Promise<ContractRow> {
  const after = await transition(tx, row.id, row.state, change);
  await writeEvent(
    tx,
    {
      merchantId: row.merchantId,
      contractId: row.id,
      action,
      actor,
      fromState: row.state,
      toState: after.state,
      detail,
    },
    now,
  );
  return after;
}

/** The live contract (active or terminationRequested) of `kind` held by `downlineId`, or null; `lock` takes it FOR UPDATE. */
export async function liveContract(
  db: Db,
  merchantId: number,
  downlineId: number,
  kind: string,
  lock = false,
): Promise<ContractRow | null> {
  const query = db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.downlineId, downlineId),
        eq(agentContracts.kind, kind),
        inArray(agentContracts.state, [...LIVE_STATES]),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The open offer (state offered) of `kind` to `downlineId`, or null. */
export async function openOffer(
  db: Db,
  merchantId: number,
  downlineId: number,
  kind: string,
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.downlineId, downlineId),
        eq(agentContracts.kind, kind),
        eq(agentContracts.state, 'offered'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The contract `id` of the merchant, or null. */
export async function contractById(db: Db, merchantId: number, id: number): Promise<ContractRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
    .limit(1);
  return row ?? null;
}

/** The name of the unique index a PostgreSQL unique violation (23505) of `err` (or a cause) hit, or null. */
export function uniqueViolation(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') {
      if (e.constraint) return e.constraint;
      const named = /"([a-z_]+_uq)"/.exec(String(e.message));
      return named?.[1] ?? 'unknown';
    }
  }
  return null;
}
