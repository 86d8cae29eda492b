/**
 * Contracts as a viewer sees them (schemas/api/contract.json `agentContract`; docs/contracts.md
 * "Lifecycle"): the viewer's role (upline: granted it; downline: holds it; above: an upline of
 * the downline, read only; operator), the actions the role may take in the contract's state, and
 * visibility: the two parties and every upline of the downline (member_tree) see a contract,
 * anybody else gets 404 CONTRACT_NOT_FOUND, the same whether it exists or not.
 */
import { and, eq } from 'drizzle-orm';
import type {
  AgentContract,
  ContractAction,
  ContractKind,
  ContractParty,
  ContractPeriod,
  ContractRole,
  ContractState,
} from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { memberTree } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MerchantContext } from '../merchants.ts';
import { partiesOf } from './parties.ts';
import { contractById, type ContractRow } from './records.ts';
import { currencyOfMerchant, kindOn, toWireTiers } from './terms.ts';

/** Who may take an action: the downline, the upline, either party, or the party that did not ask for the termination. */
type Actor = 'downline' | 'upline' | 'either' | 'other';

/** The member actions of docs/contracts.md "Lifecycle": from which state, to which, by whom. */
export const TRANSITIONS: Readonly<Record<ContractAction, { from: ContractState; to: ContractState; by: Actor }>> = {
  accept: { from: 'offered', to: 'active', by: 'downline' },
  reject: { from: 'offered', to: 'rejected', by: 'downline' },
  withdraw: { from: 'offered', to: 'withdrawn', by: 'upline' },
  requestTermination: { from: 'active', to: 'terminationRequested', by: 'either' },
  acceptTermination: { from: 'terminationRequested', to: 'terminated', by: 'other' },
  rejectTermination: { from: 'terminationRequested', to: 'active', by: 'other' },
};

const ACTIONS = Object.keys(TRANSITIONS) as ContractAction[];

/** The refusal of a contract the viewer may not see (or that does not exist): 404 CONTRACT_NOT_FOUND. */
export const contractNotFound = () =>
  new ApiError(404, 'CONTRACT_NOT_FOUND', 'contractNotFound', { value: { field: 'id', in: 'params' } });

/**
 * Whether `role` may take `action` on `row` (ignoring its state): the party the table names; a
 * merchant-granted contract (no upline agent) has no member actions, only an operator ends it.
 */
export function mayAct(
  row: Pick<ContractRow, 'uplineId' | 'terminationRequestedBy'>,
  role: ContractRole,
  action: ContractAction,
): boolean {
  if (role !== 'upline' && role !== 'downline') return false;
  if (row.uplineId === null) return false;
  const by = TRANSITIONS[action].by;
  if (by === 'either') return true;
  if (by === 'other') return row.terminationRequestedBy !== null && row.terminationRequestedBy !== role;
  return by === role;
}

/** The actions `role` may take on `row` now: none for `above` and `operator`, none while the kind is switched off. */
export function actionsFor(
  row: Pick<ContractRow, 'uplineId' | 'terminationRequestedBy' | 'state'>,
  role: ContractRole,
  kindIsOn: boolean,
): ContractAction[] {
  if (!kindIsOn) return [];
  return ACTIONS.filter((action) => TRANSITIONS[action].from === row.state && mayAct(row, role, action));
}

/** The role of member `viewerId` on a contract it may see: upline, downline, otherwise above. */
export const roleOf = (row: Pick<ContractRow, 'uplineId' | 'downlineId'>, viewerId: number): ContractRole =>
  row.uplineId === viewerId ? 'upline' : row.downlineId === viewerId ? 'downline' : 'above';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A party when its member row has gone (never expected: members are not deleted while contracts refer to them). */
const unknownParty = (id: number): ContractParty => ({ id, username: '', nickname: '', isAgent: false });

/**
 * One row on the wire.
 * @param parties the parties by id (./parties.ts partiesOf), holding the row's upline and downline.
 */
export function contractView(
  row: ContractRow,
  parties: Map<number, ContractParty>,
  role: ContractRole,
  merchant: MerchantContext,
): AgentContract {
  return {
    id: row.id,
    kind: row.kind as ContractKind,
    period: row.period as ContractPeriod,
    state: row.state as ContractState,
    upline: row.uplineId === null ? null : (parties.get(row.uplineId) ?? unknownParty(row.uplineId)),
    downline: parties.get(row.downlineId) ?? unknownParty(row.downlineId),
    role,
    tiers: toWireTiers(row.tiers, currencyOfMerchant(merchant)),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    endedAt: iso(row.endedAt),
    endReason: (row.endReason as AgentContract['endReason']) ?? null,
    terminationRequestedBy: (row.terminationRequestedBy as AgentContract['terminationRequestedBy']) ?? null,
    actions: actionsFor(row, role, kindOn(merchant, row.kind)),
  };
}

/**
 * Rows on the wire with their parties loaded in one query.
 * @param role the viewer's role of each row (e.g. `(r) => roleOf(r, viewerId)`, or `() => 'operator'`).
 */
export async function contractViews(
  db: Db,
  merchant: MerchantContext,
  rows: readonly ContractRow[],
  role: (row: ContractRow) => ContractRole,
): Promise<AgentContract[]> {
  const parties = await partiesOf(
    db,
    rows.flatMap((r) => (r.uplineId === null ? [r.downlineId] : [r.uplineId, r.downlineId])),
  );
  return rows.map((r) => contractView(r, parties, role(r), merchant));
}

/** One row on the wire for `viewerId` (role from {@link roleOf}). */
export async function viewFor(
  db: Db,
  merchant: MerchantContext,
  row: ContractRow,
  viewerId: number,
): Promise<AgentContract> {
  const [view] = await contractViews(db, merchant, [row], (r) => roleOf(r, viewerId));
  return view!;
}

/** Whether member `viewerId` may see `row`: a party, or an upline of its downline at any depth. */
export async function canSee(db: Db, row: ContractRow, viewerId: number): Promise<boolean> {
  if (row.uplineId === viewerId || row.downlineId === viewerId) return true;
  const [link] = await db
    .select({ depth: memberTree.depth })
    .from(memberTree)
    .where(and(eq(memberTree.ancestorId, viewerId), eq(memberTree.descendantId, row.downlineId)))
    .limit(1);
  return link !== undefined && link.depth > 0;
}

/**
 * The contract `id` of the merchant when member `viewerId` may see it, with the viewer's role.
 * @throws ApiError 404 CONTRACT_NOT_FOUND otherwise (the same answer whether it exists or not).
 */
export async function visibleContract(
  db: Db,
  merchantId: number,
  viewerId: number,
  id: number,
): Promise<{ row: ContractRow; role: ContractRole }> {
  const row = await contractById(db, merchantId, id);
  if (!row || !(await canSee(db, row, viewerId))) throw contractNotFound();
  return { row, role: roleOf(row, viewerId) };
}
