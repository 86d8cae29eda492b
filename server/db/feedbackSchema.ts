/**
 * Sign-in extras (spec sections 3, 4 and 7; README "Sign-in extras"), re-exported by ./schema.ts:
 * - `human_checks`: solved ALTCHA challenges (the login's geetest-style human check), stored by
 *   the SHA-256 of the challenge signature until the challenge expires, so one solution is
 *   accepted once (server/services/auth/humanCheck.ts);
 * - `feedback`: the feedback form (PUT feedback {content, sender, type, captcha}): question type
 *   1 deposit, 2 withdrawal, 3 game, 4 customer service, 6 apply-agent, 0 others; content 20 to
 *   200 characters; the member when logged in, the sender name as typed otherwise.
 */
import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import { merchants } from './siteSchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A used (solved and accepted) human-check challenge. */
export const humanChecks = pgTable(
  'human_checks',
  {
    /** SHA-256 hex of the challenge's HMAC signature. */
    signatureHash: varchar('signature_hash', { length: 64 }).primaryKey(),
    usedAt: at('used_at').notNull(),
    /** When the challenge itself expires; older rows can be deleted. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('human_checks_expires_idx').on(t.expiresAt)],
);

/** One feedback message of a merchant's visitor or member. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The logged-in member, or null for a visitor. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    /** The spec's sender: the member's username, or what a visitor typed. */
    sender: varchar('sender', { length: 64 }).notNull(),
    /** Question type: 1, 2, 3, 4, 6 or 0 (spec section 3). */
    type: smallint('type').notNull(),
    /** The description, trimmed, 20 to 200 characters. */
    content: varchar('content', { length: 200 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('feedback_merchant_idx').on(t.merchantId, t.createdAt), index('feedback_ip_idx').on(t.ip, t.createdAt)],
);
