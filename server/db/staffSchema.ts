/**
 * Back-office staff tables (README "Staff and roles"), re-exported by ./schema.ts: a merchant's
 * roles, each a named set of permissions (contract/permissions.ts). Built-in roles carry their code
 * (owner, finance, risk, service, marketing, content) and are named by the console in its
 * language; an owner may edit any role's permissions and add custom roles with their own name.
 * An operator (./moneySchema.ts `operators`) holds one role. And the changes that need a second
 * person (maker-checker).
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OperatorPermission } from '../../contract/types.ts';
import { merchants } from './siteSchema.ts';

/** A role of a merchant's staff: a set of permissions. */
export const operatorRoles = pgTable(
  'operator_roles',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** A built-in role's code, or `custom-<n>` for a role an owner added. */
    code: varchar('code', { length: 32 }).notNull(),
    /** A custom role's name ('' for a built-in role, which the console names in its language). */
    name: varchar('name', { length: 64 }).notNull().default(''),
    builtin: boolean('builtin').notNull().default(false),
    permissions: jsonb('permissions').$type<OperatorPermission[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operator_roles_code_uq').on(t.merchantId, t.code),
    index('operator_roles_merchant_idx').on(t.merchantId),
  ],
);

/**
 * A change that needs a second person (maker-checker, README "Staff and roles"): one staff member
 * asks (a withdrawal above the merchant's threshold, a manual balance adjustment), another decides.
 * `key` makes a request idempotent (one open request per withdrawal, say); `payload` is what the
 * approved change does, read by the kind's executor (server/services/operator/approvals.ts).
 */
export const operatorApprovals = pgTable(
  'operator_approvals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    key: varchar('key', { length: 96 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: integer('target_id').notNull(),
    /** The money at stake, in minor units of the merchant's currency (0 when none). */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    requestedBy: integer('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: varchar('decision_note', { length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('operator_approvals_key_uq').on(t.merchantId, t.key),
    index('operator_approvals_state_idx').on(t.merchantId, t.state, t.requestedAt),
  ],
);
