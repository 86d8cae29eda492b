/**
 * Accounts and sign-in tables (spec sections 3, 4 and 6), re-exported by ./schema.ts so
 * drizzle-kit and the services see one schema.
 *
 * - `members`: one account of a merchant: member (type 0), agent (1, 2, 41, 42) or trial (4).
 *   Usernames are unique per merchant (case-insensitive: stored lower-cased); a mobile number
 *   (country dialing code + national number) is unique per merchant when set. Passwords are
 *   argon2id PHC strings (server/services/auth/passwords.ts), never plain text.
 * - `sessions`: a bearer token is 256 random bits, stored only as its SHA-256 hash; it expires
 *   after an idle time (merchant setting, default 30 minutes) and can be revoked.
 * - `login_history`: every login attempt with IP, user agent and result; failure counts for
 *   the captcha flag and the per-account lockout (OWASP ASVS 2.2.1) are read from it.
 * - `known_ips`: IPs an account logged in from; a new IP needs extra verification.
 * - `captcha_challenges`, `verification_codes`, `login_tickets`: one-time secrets, stored hashed
 *   with an expiry.
 * - `outbox`: SMS and email the default provider "sends" (server/services/auth/outbox.ts).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchants } from './siteSchema.ts';

/** What a one-time code is for (spec section 7: register, login by SMS, forgot by phone; spec section 4: new-IP check). */
export const codePurposeEnum = pgEnum('code_purpose', ['register', 'login', 'forgot', 'ipVerify']);
/** How a message or code travels. */
export const messageChannelEnum = pgEnum('message_channel', ['sms', 'email']);

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Sign-in settings of a merchant; a merchant without a row uses the defaults. */
export const merchantSecurity = pgTable('merchant_security', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** The platform's default initial password (spec section 4): logging in with it forces a change. */
  initialPassword: varchar('initial_password', { length: 64 }).notNull().default('Aa123456'),
  /** Days a password stays valid after it is set; 0 means it never expires. */
  passwordMaxAgeDays: integer('password_max_age_days').notNull().default(90),
  /** Minutes of inactivity after which a session token expires. */
  sessionIdleMinutes: integer('session_idle_minutes').notNull().default(30),
  /** Default country dialing code for mobile numbers sent without one (digits, no +). */
  defaultDialingCode: varchar('default_dialing_code', { length: 4 }).notNull().default('86'),
});

/** An account of a merchant: member, agent or trial. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** The spec's account/username, lower-cased. Mobile registrations use the mobile number. */
    username: varchar('username', { length: 64 }).notNull(),
    /** Country dialing code, digits only (e.g. 86); set together with mobileNumber. */
    mobileCountryCode: varchar('mobile_country_code', { length: 4 }),
    /** National mobile number, digits only. */
    mobileNumber: varchar('mobile_number', { length: 20 }),
    email: varchar('email', { length: 120 }),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    /** 0 member, 1/2/41/42 agent, 4 trial (spec section 3). */
    type: smallint('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    paymentPasswordHash: text('payment_password_hash'),
    /** A temporary password from "forgot by email", valid until resetExpiresAt; the old one keeps working. */
    resetPasswordHash: text('reset_password_hash'),
    resetExpiresAt: at('reset_expires_at'),
    /** The upline agent (affiliate or referral code used at registration). */
    uplineId: integer('upline_id'),
    /** recommenderId as typed at registration. */
    recommender: varchar('recommender', { length: 64 }),
    /** The agent's own affiliate (invitation) code; null for members. Upper-cased. */
    affiliateCode: varchar('affiliate_code', { length: 32 }),
    /** Optional registration fields (payeeName, qqNum, line, whatsapp, facebook, wechat, idNumber, birthday). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    /** Null: never expires. */
    passwordExpiresAt: at('password_expires_at'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** True until the first successful login. */
    firstLogin: boolean('first_login').notNull().default(true),
    registerUrl: text('register_url'),
    registerMethod: varchar('register_method', { length: 16 }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.username),
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantId, t.mobileCountryCode, t.mobileNumber)
      .where(sql`${t.mobileNumber} is not null`),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} is not null`),
  ],
);

/** A login session: the token's SHA-256 hash, never the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** Hex SHA-256 of the bearer token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** username, sms, freePlay, register, phoneReset, ipVerify. */
    loginType: varchar('login_type', { length: 16 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 400 }).notNull().default(''),
    /**
     * A password login that must change the password first (initial or temporary password, or an
     * expired one with the feature password.expiryForceChange on; spec section 4): until then the session may only
     * change the password, read the member info and log out.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** One login attempt. */
export const loginHistory = pgTable(
  'login_history',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Null when the account does not exist. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** The username as sent (lower-cased, truncated). */
    username: varchar('username', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 400 }).notNull().default(''),
    /** SUCCESS or a failure code (BAD_CREDENTIALS, CAPTCHA_REQUIRED, LOCKED, NOT_MEMBER, NOT_AGENT, IP_VERIFICATION_REQUIRED...). */
    result: varchar('result', { length: 32 }).notNull(),
    loginType: varchar('login_type', { length: 16 }).notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('login_history_member_idx').on(t.memberId, t.at), index('login_history_ip_idx').on(t.ip, t.at)],
);

/** IPs an account has logged in from (spec section 4: extra verification from an unregistered IP). */
export const knownIps = pgTable(
  'known_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** A server captcha (digits drawn as an SVG); one-time use. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    /** Random id (base64url), kept by the browser in an http-only cookie. */
    id: varchar('id', { length: 43 }).primaryKey(),
    answerHash: varchar('answer_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('captcha_ip_idx').on(t.ip, t.createdAt)],
);

/** A one-time code sent by SMS or email. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    purpose: codePurposeEnum('purpose').notNull(),
    channel: messageChannelEnum('channel').notNull(),
    /** The phone (+<code><number>) or the lower-cased email the code went to. */
    target: varchar('target', { length: 120 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** Wrong guesses so far; the code dies after 5. */
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('codes_target_idx').on(t.merchantId, t.purpose, t.target, t.createdAt),
    index('codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** A password-checked login waiting for the new-IP verification (spec section 4). */
export const loginTickets = pgTable('login_tickets', {
  id: serial('id').primaryKey(),
  ticketHash: varchar('ticket_hash', { length: 64 }).notNull().unique(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  ip: varchar('ip', { length: 64 }).notNull(),
  /** What the login asked for (type, agentLogin, initial password used) so the verified login answers the same. */
  request: jsonb('request').$type<{ loginType: string; agentLogin: boolean; usesInitial?: boolean }>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/** Messages the default provider "sent": shown at /dev/outbox outside production. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    channel: messageChannelEnum('channel').notNull(),
    to: varchar('to', { length: 120 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull().default(''),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
