/**
 * Authenticator (Google code, RFC 6238 TOTP) bound by a member in the security center (spec
 * section 4: "Login from an unregistered IP needs extra verification (SMS, email, bank account
 * name or Google code)"). One row per member: `secret` is the Base32 shared secret sealed with the
 * at-rest key (server/crypto/atRest.ts: the app holds the same secret, so it cannot be hashed);
 * `lastTimeStep` is the TOTP step of the last accepted code (a code is accepted once); `confirmedAt` is null until the
 * member typed a first valid code, and only a confirmed row offers the `google` new-IP method.
 */
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';

export const memberAuthenticators = pgTable('member_authenticators', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret (160 bits), sealed: `v1:` + base64 (rows from before sealing hold it plain). */
  secret: text('secret').notNull(),
  /** TOTP time step (unix seconds / 30) of the last code accepted; later codes must be of a later step. */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
