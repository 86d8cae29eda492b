/**
 * Agent contract tables (spec sections 1, 3, 4 and 9; README "Contracts"; docs/contracts.md),
 * re-exported by ./schema.ts.
 *
 * - `agent_contracts`: a contract of one kind (dividend, dailyWage, hourlyWage, realtimeSalary)
 *   between an upline agent (`upline_id`; null: the merchant itself, a top agent's contract set
 *   by an operator) and one direct downline (`downline_id`), with a period and a tier table.
 *   At most one live contract (active or terminationRequested) and at most one open offer per
 *   (downline, kind): partial unique indexes enforce it even when two requests race.
 * - `contract_events`: every state change of a contract (audit trail shown to both parties).
 * - `contract_settlements`: one row per (contract, period): the figures, the rate, the difference
 *   model's amounts and the payout's state. Unique per (contract_id, period_key) and written in
 *   the same transaction as the payout's ledger transfer (key `contract:<id>:<periodKey>`), so a
 *   rerun, a crash midway or two settlers at once pay nothing twice.
 * - `contract_settlement_marks`: per merchant and kind, the end of the last period whose
 *   settlement finished (the scheduler's watermark).
 * - `merchant_contract_policy`: the merchant's contract rules that the consolidated settings do
 *   not carry: dividends wait for approval, losses carry forward, members may hold contracts.
 * Money is integer minor units (bigint); rates are basis points (1 bp = 0.01 %).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import { merchants } from './siteSchema.ts';

const minor = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One tier of a contract's table as stored: thresholds (both must be reached) and the rate. */
export interface StoredTier {
  /** Active members (valid bet > 0 in the period) in the team, at least. */
  minActive: number;
  /** Period valid bet (wages, salaries) or period profit and loss (dividends), minor units as a decimal string, at least. */
  minAmount: string;
  /** Basis points (1 bp = 0.01 %). */
  rateBp: number;
}

/** A contract between an upline (null: the merchant) and one direct downline. */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    /** dividend | dailyWage | hourlyWage | realtimeSalary (also the ledger reason of its payouts). */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The granting agent; null when the merchant granted it (an operator set a top agent's contract). */
    uplineId: integer('upline_id').references(() => members.id, { onDelete: 'cascade' }),
    downlineId: integer('downline_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** daily | weekly | semimonthly | monthly (dividends), daily (daily wage), hour, fiveMinutes. */
    period: varchar('period', { length: 16 }).notNull(),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    /** offered | active | terminationRequested | rejected | withdrawn | terminated | replaced. */
    state: varchar('state', { length: 24 }).notNull(),
    /** While terminationRequested: who asked (upline | downline). */
    terminationRequestedBy: varchar('termination_requested_by', { length: 16 }),
    /** Why it ended: rejected, withdrawn, mutual, operator, lowerRate, replaced, downlineMoved. */
    endReason: varchar('end_reason', { length: 24 }),
    /** The upline's request id of the offer (idempotent offers). */
    requestId: varchar('request_id', { length: 64 }),
    /** The operator who set it (merchant-granted contracts). */
    operatorId: integer('operator_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_live_uq')
      .on(t.merchantId, t.downlineId, t.kind)
      .where(sql`${t.state} in ('active', 'terminationRequested')`),
    uniqueIndex('agent_contracts_offer_uq')
      .on(t.merchantId, t.downlineId, t.kind)
      .where(sql`${t.state} = 'offered'`),
    uniqueIndex('agent_contracts_request_uq')
      .on(t.merchantId, t.uplineId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.kind, t.state),
    index('agent_contracts_merchant_kind_idx').on(t.merchantId, t.kind, t.state),
  ],
);

/** One state change of a contract. */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    /** offer, accept, reject, withdraw, requestTermination, acceptTermination, rejectTermination, terminate, lowerRate, replace, set. */
    action: varchar('action', { length: 32 }).notNull(),
    /** member | operator | system. */
    actorKind: varchar('actor_kind', { length: 16 }).notNull(),
    actorId: integer('actor_id'),
    fromState: varchar('from_state', { length: 24 }),
    toState: varchar('to_state', { length: 24 }).notNull(),
    detail: jsonb('detail'),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.id)],
);

/** The settlement of one contract for one period (figures, difference model, payout). */
export const contractSettlements = pgTable(
  'contract_settlements',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).notNull(),
    /** The contract holder (the contract's downline), who is paid. */
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** e.g. D2026-11-25, W2026-11-23, S2026-11-16, M2026-11, H2026-11-25T13, F2026-11-25T13:05 (reporting time). */
    periodKey: varchar('period_key', { length: 24 }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** Team members (the holder and everyone below) with valid bet > 0 in the period. */
    activeMembers: integer('active_members').notNull().default(0),
    validBet: minor('valid_bet'),
    /** The house's profit and loss of the team: valid bet - payout. */
    profitLoss: minor('profit_loss'),
    /** Dividends with carry-forward: the loss carried in from earlier periods (<= 0). */
    carriedIn: minor('carried_in'),
    /** The figure the rate applies to: valid bet (wages) or profit and loss + carried in (dividends). */
    base: minor('base'),
    /** The tier's rate chosen, basis points. */
    rateBp: integer('rate_bp').notNull().default(0),
    /** The holder's entitlement on the team: rate x base, capped by the upline's (difference model). */
    gross: minor('gross'),
    /** The entitlements of the holder's own contracted downlines, paid to them. */
    downlineShare: minor('downline_share'),
    /** gross - downlineShare, never negative: what this contract pays. */
    payout: minor('payout'),
    /** Dividends with carry-forward: the loss carried out to the next period (<= 0). */
    carriedOut: minor('carried_out'),
    /** zero | pending | requested | paid | rejected. */
    state: varchar('state', { length: 16 }).notNull(),
    transferId: integer('transfer_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    requestedAt: at('requested_at'),
    decidedAt: at('decided_at'),
    /** member | operator | system. */
    decidedByKind: varchar('decided_by_kind', { length: 16 }),
    decidedById: integer('decided_by_id'),
  },
  (t) => [
    uniqueIndex('contract_settlements_period_uq').on(t.contractId, t.periodKey),
    index('contract_settlements_agent_idx').on(t.agentId, t.kind, t.periodStart),
    index('contract_settlements_merchant_state_idx').on(t.merchantId, t.state),
  ],
);

/** The scheduler's watermark: periods of `kind` ending at or before `settled_through` are settled. */
export const contractSettlementMarks = pgTable(
  'contract_settlement_marks',
  {
    merchantId: merchantRef(),
    kind: varchar('kind', { length: 16 }).notNull(),
    settledThrough: at('settled_through').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.kind] })],
);

/** The merchant's contract rules (operator console); a merchant without a row has every switch off. */
export const merchantContractPolicy = pgTable('merchant_contract_policy', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** Dividends wait for the agent's request and the upline's or an operator's approval. */
  dividendApproval: boolean('dividend_approval').notNull().default(false),
  /** A period's negative profit and loss carries into the next dividend period's base. */
  carryForward: boolean('carry_forward').notNull().default(false),
  /** Agents may offer contracts to member (non-agent) downlines. */
  allowMemberContracts: boolean('allow_member_contracts').notNull().default(false),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
