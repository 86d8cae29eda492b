/**
 * Responsible gaming (docs/responsible-gaming.md): each member's limits (deposit, loss, wager per
 * day, week or month in the member's time zone) with a raise or removal waiting for its cool-off,
 * the member's profile (time zone, reality check, the running time-out, self-exclusion or closure)
 * and the audit trail of every change. Money is bigint minor units.
 */
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
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import { merchants } from './siteSchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const memberRef = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** schemas/api/responsible-gaming.json rgLimitKind and rgPeriod. */
export type RgLimitKindColumn = 'deposit' | 'loss' | 'wager';
export type RgPeriodColumn = 'day' | 'week' | 'month';
/** schemas/api/responsible-gaming.json rgExclusionKind. */
export type RgExclusionKindColumn = 'timeout' | 'selfExclusion' | 'closed';

/**
 * One limit of a member. `amount` applies now (null: none yet, only a pending one); a raise or a
 * removal waits in `pendingAmount` / `pendingRemoval` until `effectiveAt` (24 hours after the
 * request), a decrease applies at once.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: memberRef(),
    merchantId: merchantRef(),
    kind: varchar('kind', { length: 8 }).$type<RgLimitKindColumn>().notNull(),
    period: varchar('period', { length: 6 }).$type<RgPeriodColumn>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    effectiveAt: at('effective_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
);

/**
 * A member's responsible gaming profile: the IANA time zone of the periods, the reality check
 * interval (0 off) and the running exclusion (time-out, self-exclusion or closure; `exclusionEndsAt`
 * null for a closure). Nobody shortens an exclusion: only its end passing clears it.
 */
export const rgProfiles = pgTable('rg_profiles', {
  memberId: memberRef().primaryKey(),
  merchantId: merchantRef(),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  exclusionKind: varchar('exclusion_kind', { length: 16 }).$type<RgExclusionKindColumn>(),
  exclusionStartsAt: at('exclusion_starts_at'),
  exclusionEndsAt: at('exclusion_ends_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The audit trail of every responsible gaming change (schemas/api/responsible-gaming.json rgEvent). */
export const rgEvents = pgTable(
  'rg_events',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    action: varchar('action', { length: 32 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    /** member, system (a cool-off applied, an exclusion ended) or operator:<id>. */
    actor: varchar('actor', { length: 32 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('rg_events_member_idx').on(t.memberId, t.createdAt)],
);
