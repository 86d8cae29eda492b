/**
 * Contracts a member may read (docs/contracts.md "Lifecycle", visibility): the page of contracts it
 * granted, holds, or that were granted inside its team (role `above`), and one contract with its
 * history (`contract_events`, oldest first, each actor named by its side: upline, downline,
 * operator or system).
 */
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type {
  ContractDetail,
  ContractEvent,
  ContractList,
  ContractListQuery,
  ContractState,
} from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { agentContracts, contractEvents, memberTree } from '../../db/schema.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { ENDED_STATES, LIVE_STATES, type ContractRow } from './records.ts';
import { contractViews, roleOf, viewFor, visibleContract } from './views.ts';

/** Default page size of the contract lists. */
export const DEFAULT_PAGE_SIZE = 20;

/** The states of a list's `state` filter: offered, live (active or terminationRequested), ended; all: none. */
export function stateFilter(state: ContractListQuery['state']): SQL | undefined {
  if (state === 'offered') return eq(agentContracts.state, 'offered');
  if (state === 'live') return inArray(agentContracts.state, [...LIVE_STATES]);
  if (state === 'ended') return inArray(agentContracts.state, [...ENDED_STATES]);
  return undefined;
}

/**
 * A page of the contracts member `viewer` may see, newest first.
 * @param query kind; role `granted` (it is the upline), `received` (it holds them) or `all`
 *   (those and every contract inside its team, role `above`); state `offered`, `live`, `ended` or
 *   `all`; page (1-based, default 1) and pageSize (default 20, at most 100).
 */
export async function listContracts(
  db: Db,
  merchant: MerchantContext,
  viewer: MemberRow,
  query: ContractListQuery,
): Promise<ContractList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const role = query.role ?? 'all';
  const team = db.select({ id: memberTree.descendantId }).from(memberTree).where(eq(memberTree.ancestorId, viewer.id));
  const whose =
    role === 'granted'
      ? eq(agentContracts.uplineId, viewer.id)
      : role === 'received'
        ? eq(agentContracts.downlineId, viewer.id)
        : or(eq(agentContracts.uplineId, viewer.id), inArray(agentContracts.downlineId, team));
  const where = and(
    eq(agentContracts.merchantId, merchant.id),
    whose,
    query.kind ? eq(agentContracts.kind, query.kind) : undefined,
    stateFilter(query.state),
  );
  const [total] = await db.select({ n: count() }).from(agentContracts).where(where);
  const rows: ContractRow[] = await db
    .select()
    .from(agentContracts)
    .where(where)
    .orderBy(desc(agentContracts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    list: await contractViews(db, merchant, rows, (r) => roleOf(r, viewer.id)),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

/** An event's actor as a side of the contract (viewer-neutral). */
function actorOf(row: ContractRow, event: typeof contractEvents.$inferSelect): ContractEvent['actor'] {
  if (event.actorKind === 'operator') return 'operator';
  if (event.actorKind === 'member' && event.actorId === row.uplineId) return 'upline';
  if (event.actorKind === 'member' && event.actorId === row.downlineId) return 'downline';
  return 'system';
}

/**
 * One contract member `viewer` may see and its events, oldest first.
 * @throws ApiError 404 CONTRACT_NOT_FOUND (not visible: the same whether it exists or not).
 */
export async function contractDetail(
  db: Db,
  merchant: MerchantContext,
  viewer: MemberRow,
  id: number,
): Promise<ContractDetail> {
  const { row } = await visibleContract(db, merchant.id, viewer.id, id);
  return { contract: await viewFor(db, merchant, row, viewer.id), events: await eventsOf(db, row) };
}

/** The events of a contract, oldest first, on the wire. */
export async function eventsOf(db: Db, row: ContractRow): Promise<ContractEvent[]> {
  const events = await db
    .select()
    .from(contractEvents)
    .where(eq(contractEvents.contractId, row.id))
    .orderBy(asc(contractEvents.id));
  return events.map((e) => ({
    at: e.at.toISOString(),
    action: e.action,
    actor: actorOf(row, e),
    fromState: (e.fromState as ContractState | null) ?? null,
    toState: e.toState as ContractState,
  }));
}
