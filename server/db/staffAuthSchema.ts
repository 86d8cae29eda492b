/**
 * Staff sign-in tables (README "Staff and roles"), re-exported by ./schema.ts: each staff member's
 * second factor (RFC 6238 TOTP, secret sealed at rest by server/crypto/atRest.ts) and password
 * state, the half-finished sign-ins (password accepted, code still to give), and every sign-in
 * attempt (the lockout counts the failures of the last hour).
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { operators } from './moneySchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A staff member's second factor and password state (one row per staff member, made on first need). */
export const operatorCredentials = pgTable('operator_credentials', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  /** The confirmed TOTP secret, sealed (null until enrolled). */
  totpSecret: text('totp_secret'),
  totpConfirmedAt: at('totp_confirmed_at'),
  /** The last TOTP time step accepted (a code of an earlier step is refused). */
  totpLastStep: integer('totp_last_step'),
  /** Set by an owner's password reset: the staff member must choose a new password first. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastSignInAt: at('last_sign_in_at'),
});

/** A sign-in between its two steps: the password was right, the code is still to come (SHA-256 of the challenge token). */
export const operatorChallenges = pgTable(
  'operator_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** A new secret to enrol (sealed), when the staff member has no second factor yet. */
    pendingSecret: text('pending_secret'),
    failures: integer('failures').notNull().default(0),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('operator_challenges_operator_idx').on(t.operatorId)],
);

/** One staff sign-in attempt: the step (password or code) and its result. */
export const operatorSignInAttempts = pgTable(
  'operator_sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'cascade' }),
    username: varchar('username', { length: 64 }).notNull(),
    step: varchar('step', { length: 16 }).notNull(),
    result: varchar('result', { length: 32 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('operator_sign_in_attempts_idx').on(t.operatorId, t.at)],
);
