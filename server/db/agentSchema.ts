/**
 * Agent back office tables (spec sections 1, 2 and 6; README "Agents"), re-exported by ./schema.ts.
 *
 * - `member_tree`: the downline tree as a closure table. One row per (ancestor, descendant) pair
 *   at any depth, plus a self row (depth 0) for every member; "all of my team" is one indexed
 *   join on (ancestor_id, depth), "my uplines" one on (descendant_id, depth). A closure table and
 *   not ltree: it runs on PGlite and PostgreSQL alike. Written only by server/services/agent/tree.ts.
 * - `member_daily_stats`: per member per reporting day (the merchant's day, see
 *   `merchant_reporting`) the figures the agent reports sum over a team: registrations, first
 *   deposits, deposits, withdrawals, agent transfers, bets, valid bet, payout and agent income.
 *   Written only by server/services/agent/rollup.ts, in the same transaction as the ledger write.
 *   A member is active on a day when valid_bet > 0.
 * - `team_daily_stats`: per agent per day the sum of its team's `member_daily_stats` (depth >= 1),
 *   so a report at the top of a tree of thousands reads a row per day, not the whole team.
 * - `agent_income_daily`: the income part of the stats broken down by kind (dividend, dailyWage,
 *   hourlyWage, realtimeSalary, rebate), per agent per day.
 * - `invitation_links`: an agent's invitation (affiliate) codes, several per agent, each for a
 *   member or an agent account; registering with the code places the new account under the agent.
 * - `merchant_reporting`: the merchant's reporting time zone as a fixed GMT offset (spec section 2
 *   "GMT offset"); a merchant without a row uses +08:00.
 * Money is integer minor units (bigint); days are `date` (yyyy-MM-dd strings).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
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
const count = (name: string) => integer(name).notNull().default(0);
const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const memberRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** The reporting GMT offset when a merchant has no `merchant_reporting` row: +08:00, in minutes. */
export const DEFAULT_UTC_OFFSET_MINUTES = 480;

/** Closure of the downline tree: `ancestor_id` has `descendant_id` in its team at `depth` (0 = the member itself). */
export const memberTree = pgTable(
  'member_tree',
  {
    merchantId: merchantRef(),
    ancestorId: memberRef('ancestor_id'),
    descendantId: memberRef('descendant_id'),
    /** 0 for the self row, 1 for a direct downline, 2 for a downline's downline... */
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
    index('member_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
  ],
);

/** One member's figures on one reporting day (money in minor units). */
export const memberDailyStats = pgTable(
  'member_daily_stats',
  {
    merchantId: merchantRef(),
    memberId: memberRef('member_id'),
    /** The merchant's reporting day, yyyy-MM-dd. */
    day: date('day', { mode: 'string' }).notNull(),
    /** 1 on the day the member registered. */
    registered: smallint('registered').notNull().default(0),
    /** 1 on the day of the member's first credited deposit. */
    firstDeposit: smallint('first_deposit').notNull().default(0),
    depositCount: count('deposit_count'),
    /** Credited deposits. */
    deposits: minor('deposits'),
    /** Withdrawals taken from the wallet, less those returned (rejected or cancelled). */
    withdrawals: minor('withdrawals'),
    /** Received from an upline agent (agent -> downline transfers). */
    transfersIn: minor('transfers_in'),
    /** Sent to a downline or an upline. */
    transfersOut: minor('transfers_out'),
    betCount: count('bet_count'),
    /** Stakes placed, less stakes rolled back. */
    betAmount: minor('bet_amount'),
    /** Settled stakes that count as valid bet (turnover). */
    validBet: minor('valid_bet'),
    /** Winnings credited. */
    payout: minor('payout'),
    /** The agent's own income: dividend, wages, salary, rebate. */
    income: minor('income'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day] }),
    index('member_daily_stats_merchant_day_idx').on(t.merchantId, t.day),
  ],
);

/**
 * The team's figures of an agent per reporting day: the sum of `member_daily_stats` over every
 * member of its team at depth >= 1 (not the agent itself), kept by the rollup in the same statement
 * as the member's row and moved with a team by a tree move, so reports at the top of a large tree
 * read one row per day. `registered`, `first_deposit` and `active` count members.
 */
export const teamDailyStats = pgTable(
  'team_daily_stats',
  {
    merchantId: merchantRef(),
    agentId: memberRef('agent_id'),
    day: date('day', { mode: 'string' }).notNull(),
    registered: count('registered'),
    firstDeposit: count('first_deposit'),
    /** Team members with valid_bet > 0 on the day. */
    active: count('active'),
    depositCount: count('deposit_count'),
    deposits: minor('deposits'),
    withdrawals: minor('withdrawals'),
    transfersIn: minor('transfers_in'),
    transfersOut: minor('transfers_out'),
    betCount: count('bet_count'),
    betAmount: minor('bet_amount'),
    validBet: minor('valid_bet'),
    payout: minor('payout'),
    income: minor('income'),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day] })],
);

/** The agent's income per day and kind (dividend, dailyWage, hourlyWage, realtimeSalary, rebate), minor units. */
export const agentIncomeDaily = pgTable(
  'agent_income_daily',
  {
    merchantId: merchantRef(),
    memberId: memberRef('member_id'),
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    amount: minor('amount'),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day, t.kind] })],
);

/** An agent's invitation link: registering with `code` places the account under `agent_id`. */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    agentId: memberRef('agent_id'),
    /** Upper-cased; unique per merchant, also against agents' affiliate codes (checked on create). */
    code: varchar('code', { length: 32 }).notNull(),
    /** 0 member, 1 agent: the type of the account registered with it. */
    accountType: smallint('account_type').notNull().default(0),
    /** Registrations made with it. */
    uses: integer('uses').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitation_links_code_uq').on(t.merchantId, t.code),
    index('invitation_links_agent_idx').on(t.agentId),
  ],
);

/** The merchant's reporting day boundary (spec section 2 "GMT offset"). */
export const merchantReporting = pgTable('merchant_reporting', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** Minutes east of UTC, e.g. 480 for GMT+08:00. */
  utcOffsetMinutes: smallint('utc_offset_minutes').notNull().default(DEFAULT_UTC_OFFSET_MINUTES),
});
