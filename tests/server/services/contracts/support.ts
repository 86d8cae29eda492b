/**
 * Helpers of the contract lifecycle tests (docs/contracts.md "Lifecycle"): a small agent tree
 * built straight into the database, merchant-granted contracts written straight into the tables
 * for setup (where the routes are not what is tested), wire tier tables, an operator token, and a
 * snapshot of the contract tables to show that a refusal changed nothing.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContractKind, ContractPeriod, ContractTier } from '../../../../contract/types.ts';
import type { Db } from '../../../../server/db/open.ts';
import {
  agentContracts,
  contractEvents,
  memberMessages,
  operatorAudit,
  type StoredTier,
} from '../../../../server/db/schema.ts';
import type { TestApp } from '../../support/testApp.ts';
import { addMember, demoMerchantId, sessionOf, uniqueName } from '../agent/support.ts';
import { api } from '../wallet/support.ts';
import { operatorSignIn } from '../../support/operator.ts';

/** A wire tier table from `[minActive, minAmount, rate]` rows, e.g. `tiers([0, '0', '1.00'], [5, '1000', '2.00'])`. */
export const tiers = (...rows: [minActive: number, minAmount: string, rate: string][]): ContractTier[] =>
  rows.map(([minActive, minAmount, rate]) => ({ minActive, minAmount, rate }));

/** A stored table (minor units with 2 decimals, basis points) from a wire table of whole or two-decimal amounts. */
export function stored(table: ContractTier[]): StoredTier[] {
  return table.map((t) => {
    const [whole, fraction = ''] = t.minAmount.split('.');
    const [rw, rf = ''] = t.rate.split('.');
    return {
      minActive: t.minActive,
      minAmount: (BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2))).toString(),
      rateBp: Number(rw) * 100 + Number((rf + '00').slice(0, 2)),
    };
  });
}

/** The team of a contract test: top agent `top` (root) > agent `sub` > agent `subsub` > member `member`; `player` a member under `sub`; `stranger` an agent of another tree; `trial` a trial account. */
export interface Team {
  merchantId: number;
  top: number;
  sub: number;
  subsub: number;
  member: number;
  player: number;
  stranger: number;
  strangerSub: number;
  trial: number;
  tokens: Record<'top' | 'sub' | 'subsub' | 'member' | 'player' | 'stranger' | 'strangerSub' | 'trial', string>;
}

/** Builds a fresh {@link Team} in DEMO with a session token for each. */
export async function buildTeam(db: Db, prefix = 'k'): Promise<Team> {
  const merchantId = await demoMerchantId(db);
  const top = await addMember(db, merchantId, uniqueName(`${prefix}top`), 1, null);
  const sub = await addMember(db, merchantId, uniqueName(`${prefix}sub`), 2, top);
  const subsub = await addMember(db, merchantId, uniqueName(`${prefix}ss`), 41, sub);
  const member = await addMember(db, merchantId, uniqueName(`${prefix}mem`), 0, subsub);
  const player = await addMember(db, merchantId, uniqueName(`${prefix}pl`), 0, sub);
  const stranger = await addMember(db, merchantId, uniqueName(`${prefix}str`), 1, null);
  const strangerSub = await addMember(db, merchantId, uniqueName(`${prefix}sts`), 42, stranger);
  const trial = await addMember(db, merchantId, uniqueName(`${prefix}tr`), 4, null);
  const ids = { top, sub, subsub, member, player, stranger, strangerSub, trial };
  const tokens = {} as Team['tokens'];
  for (const [name, id] of Object.entries(ids)) tokens[name as keyof Team['tokens']] = await sessionOf(db, id);
  return { merchantId, ...ids, tokens };
}

/** A contract written straight into the table (setup only), with its events left out. @returns its id. */
export async function grant(
  db: Db,
  merchantId: number,
  c: {
    uplineId: number | null;
    downlineId: number;
    kind?: ContractKind;
    period?: ContractPeriod;
    tiers: ContractTier[];
    state?: string;
    terminationRequestedBy?: string | null;
  },
): Promise<number> {
  const kind = c.kind ?? 'dailyWage';
  const [row] = await db
    .insert(agentContracts)
    .values({
      merchantId,
      kind,
      uplineId: c.uplineId,
      downlineId: c.downlineId,
      period:
        c.period ??
        (kind === 'dividend'
          ? 'weekly'
          : kind === 'dailyWage'
            ? 'daily'
            : kind === 'hourlyWage'
              ? 'hour'
              : 'fiveMinutes'),
      tiers: stored(c.tiers),
      state: c.state ?? 'active',
      terminationRequestedBy: c.terminationRequestedBy ?? null,
      acceptedAt: (c.state ?? 'active') === 'offered' ? null : new Date(),
    })
    .returning({ id: agentContracts.id });
  return row!.id;
}

/** The row of contract `id`. */
export async function contractRow(db: Db, id: number) {
  const [row] = await db.select().from(agentContracts).where(eq(agentContracts.id, id));
  return row!;
}

/** The events of contract `id`, oldest first. */
export function eventRows(db: Db, id: number) {
  return db.select().from(contractEvents).where(eq(contractEvents.contractId, id)).orderBy(asc(contractEvents.id));
}

/** The platform messages of member `id`, oldest first. */
export function messagesOf(db: Db, id: number) {
  return db.select().from(memberMessages).where(eq(memberMessages.memberId, id)).orderBy(asc(memberMessages.id));
}

/** The operator audit entries about contracts, oldest first. */
export function contractAudit(db: Db, merchantId: number) {
  return db
    .select()
    .from(operatorAudit)
    .where(
      and(eq(operatorAudit.merchantId, merchantId), sql`${operatorAudit.targetType} in ('contract', 'contractPolicy')`),
    )
    .orderBy(asc(operatorAudit.id));
}

/** A fingerprint of every contract row and event (ids, states, end reasons, tables): equal before and after a refused call. */
export async function contractTables(db: Db): Promise<string> {
  const result = (await db.execute(sql`select
      (select coalesce(string_agg(id || ':' || state || ':' || coalesce(end_reason, '-') || ':' || coalesce(termination_requested_by, '-') || ':' || tiers::text, ',' order by id), '') from agent_contracts) as c,
      (select count(*)::int from contract_events) as e,
      (select count(*)::int from merchant_contract_policy) as p`)) as unknown as {
    rows: { c: string; e: number; p: number }[];
  };
  const r = result.rows[0]!;
  return `${r.c}|${r.e}|${r.p}`;
}

/** An operator token of DEMO (seeded operator). */
export async function operatorToken(t: TestApp): Promise<string> {
  return operatorSignIn(t.app);
}

let serial = 0;
/** A fresh request id. */
export const requestId = (prefix = 'req') => `${prefix}-${Date.now().toString(36)}-${(serial++).toString(36)}`;

/** An offer body of `kind` (daily wage by default) to `downlineId`. */
export const offerBody = (downlineId: number, table: ContractTier[], over: Record<string, unknown> = {}) => ({
  kind: 'dailyWage',
  period: 'daily',
  downlineId,
  tiers: table,
  requestId: requestId(),
  ...over,
});

export { api, uniqueName };
