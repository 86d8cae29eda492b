/**
 * The contract lifecycle of the parties (spec section 4: accept, reject, terminate, termination
 * requests; docs/contracts.md "Lifecycle"): the state machine of ./views.ts TRANSITIONS run as
 * guarded changes (`UPDATE ... WHERE id = ? AND state = ?`, ./records.ts), each with its
 * `contract_events` row in the same transaction, and the other party told after the commit
 * (./notify.ts). Accepting an offer re-checks the ceiling against the upline's current contract,
 * replaces the downline's live contract of the kind and ends the lower-rate contracts below it,
 * all in one transaction. Offers are in ./offer.ts, lists and details in ./listing.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { AgentContract, ContractAction } from '../../../contract/types.ts';
import { ceilingBreaches } from '../../../engine/contracts.ts';
import type { Db } from '../../db/open.ts';
import { agentContracts } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { endLowerRateContracts } from './lowerRate.ts';
import { deliverNotices, type ContractNotice } from './notify.ts';
import {
  changeWithEvent,
  liveContract,
  stateChanged,
  type ContractChange,
  type ContractRow,
  type EventActor,
} from './records.ts';
import { fromStored, kindOn } from './terms.ts';
import { mayAct, TRANSITIONS, viewFor, visibleContract } from './views.ts';

export { offerContract, previewOffer } from './offer.ts';

/** The refusal of an action the viewer's side may not take (an upline of the parties, the wrong party, a merchant-granted contract). */
const forbidden = () =>
  new ApiError(403, 'CONTRACT_ACTION_FORBIDDEN', 'contractActionForbidden', { value: { field: 'action', in: 'body' } });

/** The columns each simple action (all but accept) changes. */
function simpleChange(
  action: Exclude<ContractAction, 'accept'>,
  role: 'upline' | 'downline',
  now: Date,
): ContractChange {
  switch (action) {
    case 'reject':
      return { state: 'rejected', endReason: 'rejected', endedAt: now };
    case 'withdraw':
      return { state: 'withdrawn', endReason: 'withdrawn', endedAt: now };
    case 'requestTermination':
      return { state: 'terminationRequested', terminationRequestedBy: role };
    case 'acceptTermination':
      return { state: 'terminated', endReason: 'mutual', endedAt: now, terminationRequestedBy: null };
    case 'rejectTermination':
      return { state: 'active', terminationRequestedBy: null };
  }
}

/**
 * Accepts the offer `offer` (in `tx`): locks it while it is still offered, re-checks the ceiling
 * against the upline's current own contract of the kind (and, for dividends, its period), makes
 * the downline's live contract of the kind `replaced`, the offer `active` (accepted now), and ends
 * the lower-rate contracts below the downline (recomputed now).
 * @returns the notices to deliver after the commit, the accepted row first.
 * @throws ApiError 409 CONTRACT_STATE_CHANGED (no longer offered), 409 CONTRACT_CEILING_CHANGED.
 */
async function acceptOffer(tx: Db, offer: ContractRow, actor: EventActor, now: Date): Promise<ContractNotice[]> {
  const [locked] = await tx
    .select()
    .from(agentContracts)
    .where(and(eq(agentContracts.id, offer.id), eq(agentContracts.state, 'offered')))
    .for('update');
  if (!locked) throw stateChanged();
  const tiers = fromStored(locked.tiers);
  if (locked.uplineId !== null) {
    const own = await liveContract(tx, locked.merchantId, locked.uplineId, locked.kind, true);
    const periodDiffers = locked.kind === 'dividend' && own !== null && own.period !== locked.period;
    if (!own || periodDiffers || ceilingBreaches(fromStored(own.tiers), tiers).length > 0)
      throw new ApiError(409, 'CONTRACT_CEILING_CHANGED', 'contractCeilingChanged');
  }
  const notices: ContractNotice[] = [];
  const previous = await liveContract(tx, locked.merchantId, locked.downlineId, locked.kind, true);
  let replaced: ContractRow | null = null;
  if (previous) {
    replaced = await changeWithEvent(
      tx,
      previous,
      { state: 'replaced', endReason: 'replaced', endedAt: now, terminationRequestedBy: null },
      'replace',
      actor,
      now,
      { replacedBy: locked.id },
    );
  }
  const accepted = await changeWithEvent(tx, locked, { state: 'active', acceptedAt: now }, 'accept', actor, now);
  notices.push({ contract: accepted, key: 'accept', to: 'upline' });
  if (replaced && replaced.uplineId !== null && replaced.uplineId !== accepted.uplineId)
    notices.push({ contract: replaced, key: 'replace', to: 'upline' });
  const ended = await endLowerRateContracts(
    tx,
    locked.merchantId,
    locked.downlineId,
    locked.kind,
    tiers,
    locked.id,
    { kind: 'system' },
    now,
    locked.period,
  );
  for (const row of ended) notices.push({ contract: row, key: 'lowerRate', to: 'both' });
  return notices;
}

/**
 * Takes `action` on the contract `id` as member `actor` (docs/contracts.md "Lifecycle"):
 * accept / reject an offer (its downline), withdraw it (its upline), request termination of an
 * active contract (either party), accept / reject that request (the other party).
 * @param now the change's time (accepted_at / ended_at and the events).
 * @returns the contract after the change as `actor` sees it.
 * @throws ApiError 404 CONTRACT_NOT_FOUND (not visible to the actor: the same whether it exists
 *   or not), 403 CONTRACT_ACTION_FORBIDDEN (an upline of the parties, the wrong party, or a
 *   merchant-granted contract, which only an operator ends), 403 CONTRACT_KIND_OFF, 409
 *   CONTRACT_STATE_CHANGED (the contract is not in the action's state, also when another change
 *   won a race), 409 CONTRACT_CEILING_CHANGED (accept: the upline's own contract no longer covers
 *   the offer or is gone). Nothing changes on a refusal.
 */
export async function processContract(
  db: Db,
  merchant: MerchantContext,
  actor: MemberRow,
  id: number,
  action: ContractAction,
  now: Date,
): Promise<AgentContract> {
  const { row, role } = await visibleContract(db, merchant.id, actor.id, id);
  if (role !== 'upline' && role !== 'downline') throw forbidden();
  if (!kindOn(merchant, row.kind)) throw new ApiError(403, 'CONTRACT_KIND_OFF', 'contractKindOff');
  if (row.state !== TRANSITIONS[action].from) throw stateChanged();
  if (!mayAct(row, role, action)) throw forbidden();
  const who: EventActor = { kind: 'member', id: actor.id };
  const notices = await db.transaction(async (tx) => {
    if (action === 'accept') return acceptOffer(tx, row, who, now);
    const after = await changeWithEvent(tx, row, simpleChange(action, role, now), action, who, now);
    return [{ contract: after, key: action, to: role === 'upline' ? 'downline' : 'upline' }] satisfies ContractNotice[];
  });
  await deliverNotices(db, notices);
  return viewFor(db, merchant, notices[0]!.contract, actor.id);
}
