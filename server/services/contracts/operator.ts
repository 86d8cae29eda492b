/**
 * The operator's side of contracts (docs/contracts.md "Terms" and "Lifecycle"): a top agent's
 * contract from the merchant (no ceiling; active at once, replacing the agent's live merchant
 * contract of the kind and ending the lower-rate contracts below it at once), the termination of
 * any open or live contract, the merchant's list of contracts and its contract policy. Every
 * change writes its contract events and an operator audit entry (server/services/operator/audit.ts)
 * in one transaction, then tells both parties (./notify.ts).
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AgentContract,
  ContractList,
  ContractPolicy,
  OperatorContractBody,
  OperatorContractQuery,
} from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { agentContracts, members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { isAgentType } from '../auth/rules.ts';
import type { MerchantContext } from '../merchants.ts';
import { audit } from '../operator/audit.ts';
import { DEFAULT_PAGE_SIZE, stateFilter } from './listing.ts';
import { endLowerRateContracts } from './lowerRate.ts';
import { deliverNotices, type ContractNotice } from './notify.ts';
import { contractPolicy, saveContractPolicy } from './policy.ts';
import {
  changeWithEvent,
  contractById,
  liveContract,
  stateChanged,
  uniqueViolation,
  writeEvent,
  type ContractRow,
  type EventActor,
} from './records.ts';
import { assertKindOn, assertPeriod, currencyOfMerchant, readTiers, toStored } from './terms.ts';
import { contractNotFound, contractViews } from './views.ts';

/** Who acts: the operator and its IP (the audit entry's). */
export interface OperatorActor {
  operatorId: number;
  ip: string;
}

/** The contracts on the wire as an operator sees them (role `operator`, no member actions). */
const operatorViews = (db: Db, merchant: MerchantContext, rows: readonly ContractRow[]) =>
  contractViews(db, merchant, rows, () => 'operator');
const operatorView = async (db: Db, merchant: MerchantContext, row: ContractRow) =>
  (await operatorViews(db, merchant, [row]))[0]!;

/**
 * Sets a top agent's contract from the merchant (upline null), active at once.
 * @param body agentId (an agent of the merchant), kind (switched on), period (of the kind), tiers (no ceiling).
 * @returns the new contract (role `operator`).
 * @throws ApiError 403 CONTRACT_KIND_OFF, 400 CONTRACT_PERIOD_INVALID, 400 tier problems
 *   (./terms.ts readTiers), 404 CONTRACT_AGENT_NOT_FOUND (no such member of the merchant), 400
 *   CONTRACT_NOT_AGENT, 409 CONTRACT_HELD_FROM_UPLINE (the agent holds a live contract of the kind
 *   from an upline agent), 409 CONTRACT_STATE_CHANGED (another change to the agent's contract won
 *   a race). Nothing changes on a refusal.
 */
export async function setTopContract(
  db: Db,
  merchant: MerchantContext,
  actor: OperatorActor,
  body: OperatorContractBody,
  now: Date,
): Promise<AgentContract> {
  assertKindOn(merchant, body.kind);
  assertPeriod(body.kind, body.period);
  const tiers = readTiers(body.tiers, currencyOfMerchant(merchant));
  const [agent] = await db
    .select({ id: members.id, type: members.type })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), eq(members.id, body.agentId)))
    .limit(1);
  if (!agent)
    throw new ApiError(404, 'CONTRACT_AGENT_NOT_FOUND', 'contractAgentNotFound', {
      value: { field: 'agentId', in: 'body' },
    });
  if (!isAgentType(agent.type))
    throw new ApiError(400, 'CONTRACT_NOT_AGENT', 'contractNotAgent', { value: { field: 'agentId', in: 'body' } });
  const who: EventActor = { kind: 'operator', id: actor.operatorId };
  let done: { row: ContractRow; notices: ContractNotice[] };
  try {
    done = await db.transaction(async (tx) => {
      const live = await liveContract(tx, merchant.id, agent.id, body.kind, true);
      if (live && live.uplineId !== null)
        throw new ApiError(409, 'CONTRACT_HELD_FROM_UPLINE', 'contractHeldFromUpline', {
          value: { field: 'agentId', in: 'body' },
        });
      const replaced = live
        ? await changeWithEvent(
            tx,
            live,
            { state: 'replaced', endReason: 'replaced', endedAt: now, terminationRequestedBy: null },
            'replace',
            who,
            now,
          )
        : null;
      const [row] = await tx
        .insert(agentContracts)
        .values({
          merchantId: merchant.id,
          kind: body.kind,
          uplineId: null,
          downlineId: agent.id,
          period: body.period,
          tiers: toStored(tiers),
          state: 'active',
          operatorId: actor.operatorId,
          createdAt: now,
          acceptedAt: now,
        })
        .returning();
      await writeEvent(
        tx,
        {
          merchantId: merchant.id,
          contractId: row!.id,
          action: 'set',
          actor: who,
          fromState: null,
          toState: 'active',
          detail: replaced ? { replaces: replaced.id } : undefined,
        },
        now,
      );
      const ended = await endLowerRateContracts(
        tx,
        merchant.id,
        agent.id,
        body.kind,
        tiers,
        row!.id,
        who,
        now,
        body.period,
      );
      const [afterView, ...others] = await operatorViews(tx, merchant, [
        row!,
        ...(replaced ? [replaced] : []),
        ...ended,
      ]);
      const beforeView = replaced ? others.shift()! : null;
      await audit(
        tx,
        {
          merchantId: merchant.id,
          operatorId: actor.operatorId,
          action: 'contract.set',
          targetType: 'contract',
          targetId: row!.id,
          before: beforeView,
          after: { contract: afterView, endedLowerRate: others },
          ip: actor.ip,
        },
        now,
      );
      return {
        row: row!,
        notices: [
          { contract: row!, key: 'set', to: 'downline' },
          ...ended.map((c): ContractNotice => ({ contract: c, key: 'lowerRate', to: 'both' })),
        ],
      };
    });
  } catch (err) {
    if (uniqueViolation(err) === 'agent_contracts_live_uq') throw stateChanged();
    throw err;
  }
  await deliverNotices(db, done.notices);
  return operatorView(db, merchant, done.row);
}

/**
 * Ends the contract `id` of the merchant (`terminated`, reason `operator`) from offered, active or
 * terminationRequested, whatever its kind's switch; both parties are told.
 * @returns the contract after the change (role `operator`).
 * @throws ApiError 404 CONTRACT_NOT_FOUND (not a contract of the merchant), 409 CONTRACT_ENDED
 *   (it has already ended), 409 CONTRACT_STATE_CHANGED (another change won a race).
 */
export async function operatorTerminate(
  db: Db,
  merchant: MerchantContext,
  actor: OperatorActor,
  id: number,
  now: Date,
): Promise<AgentContract> {
  const row = await contractById(db, merchant.id, id);
  if (!row) throw contractNotFound();
  if (!['offered', 'active', 'terminationRequested'].includes(row.state))
    throw new ApiError(409, 'CONTRACT_ENDED', 'contractEnded');
  const after = await db.transaction(async (tx) => {
    const changed = await changeWithEvent(
      tx,
      row,
      { state: 'terminated', endReason: 'operator', endedAt: now, terminationRequestedBy: null },
      'terminate',
      { kind: 'operator', id: actor.operatorId },
      now,
    );
    const [before, afterView] = await operatorViews(tx, merchant, [row, changed]);
    await audit(
      tx,
      {
        merchantId: merchant.id,
        operatorId: actor.operatorId,
        action: 'contract.terminate',
        targetType: 'contract',
        targetId: row.id,
        before,
        after: afterView,
        ip: actor.ip,
      },
      now,
    );
    return changed;
  });
  await deliverNotices(db, [{ contract: after, key: 'terminate', to: 'both' }]);
  return operatorView(db, merchant, after);
}

/** `text` as a LIKE pattern matching it literally anywhere (`%`, `_` and `\` escaped), lower-cased. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of the merchant's contracts, newest first (role `operator`, no actions).
 * @param query kind; state (offered, live, ended, all); username (a part of the downline's or the
 *   upline's username, any case, taken literally); page (default 1), pageSize (default 20).
 */
export async function operatorListContracts(
  db: Db,
  merchant: MerchantContext,
  query: OperatorContractQuery,
): Promise<ContractList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const downline = alias(members, 'downline');
  const upline = alias(members, 'upline');
  const text = query.username?.trim() ?? '';
  const byName: SQL | undefined = text
    ? or(
        sql`lower(${downline.username}) like ${containing(text)}`,
        sql`lower(${upline.username}) like ${containing(text)}`,
      )
    : undefined;
  const where = and(
    eq(agentContracts.merchantId, merchant.id),
    query.kind ? eq(agentContracts.kind, query.kind) : undefined,
    stateFilter(query.state),
    byName,
  );
  const [total] = await db
    .select({ n: count() })
    .from(agentContracts)
    .innerJoin(downline, eq(downline.id, agentContracts.downlineId))
    .leftJoin(upline, eq(upline.id, agentContracts.uplineId))
    .where(where);
  const rows = await db
    .select({ c: agentContracts })
    .from(agentContracts)
    .innerJoin(downline, eq(downline.id, agentContracts.downlineId))
    .leftJoin(upline, eq(upline.id, agentContracts.uplineId))
    .where(where)
    .orderBy(desc(agentContracts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    list: await operatorViews(
      db,
      merchant,
      rows.map((r) => r.c),
    ),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}

/** The merchant's contract policy (./policy.ts; every switch off without a row). */
export const operatorPolicy = (db: Db, merchant: MerchantContext): Promise<ContractPolicy> =>
  contractPolicy(db, merchant.id);

/**
 * Saves the merchant's contract policy, audited as `contract.policy` (before and after) in the same transaction.
 * @returns the policy as saved.
 */
export async function saveOperatorPolicy(
  db: Db,
  merchant: MerchantContext,
  actor: OperatorActor,
  policy: ContractPolicy,
  now: Date,
): Promise<ContractPolicy> {
  return db.transaction(async (tx) => {
    const before = await contractPolicy(tx, merchant.id);
    const after = await saveContractPolicy(tx, merchant.id, policy, now);
    await audit(
      tx,
      {
        merchantId: merchant.id,
        operatorId: actor.operatorId,
        action: 'contract.policy',
        targetType: 'contractPolicy',
        targetId: merchant.id,
        before,
        after,
        ip: actor.ip,
      },
      now,
    );
    return after;
  });
}
