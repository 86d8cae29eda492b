/**
 * Authenticator (Google code, RFC 6238 TOTP) bound by a member in the security center (spec
 * section 4: "Login from an unregistered IP needs extra verification (SMS, email, bank account
 * name or Google code)"). One row per member: `secret` is the Base32 shared secret (the
 * authenticator app holds the same one, so it cannot be hashed); `confirmedAt` is null until the
 * member typed a first valid code, and only a confirmed row offers the `google` new-IP method.
 */
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';

export const memberAuthenticators = pgTable('member_authenticators', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret (160 bits). */
  secret: varchar('secret', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
