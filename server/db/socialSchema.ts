/**
 * Social sign-in identities (spec sections 2 and 5: optional one-click Google or Facebook login).
 * One row links a provider's account (its stable subject id) to one member of one merchant; the
 * first social login of an unknown subject creates the member. Emails are kept for customer
 * service only: accounts are never linked by email (an address is not proof of the account).
 */
import { index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import { merchants } from './siteSchema.ts';

export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** google or facebook (server/services/auth/social.ts SOCIAL_PROVIDERS). */
    provider: varchar('provider', { length: 16 }).notNull(),
    /** The provider's stable account id (OpenID Connect `sub`, Facebook `id`). */
    subject: varchar('subject', { length: 255 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    unique('social_identities_subject_key').on(t.merchantId, t.provider, t.subject),
    index('social_identities_member_idx').on(t.memberId),
  ],
);
