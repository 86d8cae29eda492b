/**
 * Player management tables of the back office (README "Operator console"; re-exported by
 * ./schema.ts): a member locked by staff (a row while locked; the audit log keeps the history),
 * and the staff's notes on a member.
 */
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import { memberRef, merchantRef, operators } from './moneySchema.ts';
import { merchants } from './siteSchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A member locked by a staff member: no login until unlocked (server/services/auth/login.ts). */
export const memberLocks = pgTable('member_locks', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  reason: varchar('reason', { length: 200 }).notNull(),
  lockedBy: integer('locked_by')
    .notNull()
    .references(() => operators.id),
  lockedAt: at('locked_at').notNull().defaultNow(),
});

/** A staff member's note on a member, newest shown first. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    body: varchar('body', { length: 500 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);
