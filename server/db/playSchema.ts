/**
 * Playing (README "Playing"; docs/vendor-protocol.md), re-exported by ./schema.ts:
 * - `vendor_integrations`: who may call the vendor protocol (integration code = `X-Vendor-Code`),
 *   its HMAC secret and its launch base URL; `integration_vendors` says which catalogue vendors
 *   (vassalage codes) an integration serves. A catalogue vendor without one cannot launch.
 * - `player_tokens`: one per launch (random, stored as SHA-256, expiring, revocable), bound to
 *   merchant, member (null for a visitor's free trial), game and mode.
 * - `vendor_transactions`: every debit, credit and rollback by (integration, transactionId) with
 *   its fields and the first answer, so a replay gets the same answer and a changed replay is a
 *   DUPLICATE_TRANSACTION; `tombstone` rows block debits whose id was rolled back before arriving.
 * - `game_rounds`: one row per (integration, roundId), whatever the retries: the betting record.
 * - `favourite_games`: a member's favourites (spec sections 3 and 4).
 * Money is integer minor units (bigint).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import type { GameCategory } from '../../contract/types.ts';
import { games, merchants, vendors } from './siteSchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** `game_rounds.lottery`: the debit's `bet` and the closing credit's `result` (schemas/vendor/common.json lotteryBet, lotteryResult). */
export interface RoundLotteryDetail {
  bet: { drawId: string; betType: string; mode?: string; numbers: string[]; points?: number | null; odds?: string };
  result?: { drawId: string; hits: number; winningNumbers: string[] };
}

/** real: money through the protocol; trial: free trial with a virtual balance (spec section 6). */
export const playModeEnum = pgEnum('play_mode', ['real', 'trial']);
/** Kinds of protocol money calls; `tombstone` marks a debit id rolled back before it arrived. */
export const vendorTxKindEnum = pgEnum('vendor_tx_kind', ['debit', 'credit', 'rollback', 'tombstone']);
/** A round is open until a closing credit (settled) or until all its debits are rolled back (cancelled). */
export const roundStatusEnum = pgEnum('round_status', ['open', 'settled', 'cancelled']);

/** A vendor integration: the party that signs protocol calls. */
export const vendorIntegrations = pgTable('vendor_integrations', {
  /** X-Vendor-Code, e.g. BGS. */
  code: varchar('code', { length: 32 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  /** The shared HMAC-SHA256 secret (needed in clear to verify signatures). */
  secret: text('secret').notNull(),
  /** Where POST <baseUrl>/launch goes. */
  baseUrl: text('base_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
  /** An operator's maintenance of the whole integration (README "Vendor integrations"): its games launch GAME_MAINTENANCE. */
  maintenance: boolean('maintenance').notNull().default(false),
  /** The key before the last rotation, still accepted until `previousSecretUntil` (README "Vendor integrations"). */
  previousSecret: text('previous_secret'),
  previousSecretUntil: at('previous_secret_until'),
  /** Set by a rotation in the console: from then on the stored secret wins over VENDOR_<CODE>_SECRET. */
  secretRotatedAt: at('secret_rotated_at'),
  /** Set by a URL change in the console: from then on the stored base URL wins over VENDOR_<CODE>_URL. */
  urlChangedAt: at('url_changed_at'),
});

/** Which catalogue vendors an integration serves. */
export const integrationVendors = pgTable('integration_vendors', {
  vendorId: integer('vendor_id')
    .primaryKey()
    .references(() => vendors.id, { onDelete: 'cascade' }),
  integrationCode: varchar('integration_code', { length: 32 })
    .notNull()
    .references(() => vendorIntegrations.code, { onDelete: 'cascade' }),
});

/** A launch's player token. */
export const playerTokens = pgTable(
  'player_tokens',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 hex of the token. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Null for a visitor's free trial. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    integrationCode: varchar('integration_code', { length: 32 }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    mode: playModeEnum('mode').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('player_tokens_member_idx').on(t.memberId, t.createdAt)],
);

/** A round of a game as the vendor reported it. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: serial('id').primaryKey(),
    integrationCode: varchar('integration_code', { length: 32 }).notNull(),
    roundId: varchar('round_id', { length: 64 }).notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    /** The game's category (game_category values, kept a plain varchar column as the migrations created it). */
    category: varchar('category', { length: 16 }).$type<GameCategory>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Sum of the round's debits that are not rolled back, minor units. */
    stakeMinor: bigint('stake_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Sum of the round's credits, minor units. */
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: roundStatusEnum('status').notNull().default('open'),
    /** A lottery ticket's bet and result as the vendor described them (protocol v1.1 `lottery` on debit and credit; docs/lottery.md section 4); null for other games. */
    lottery: jsonb('lottery').$type<RoundLotteryDetail>(),
    openedAt: at('opened_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('game_rounds_vendor_round_uq').on(t.integrationCode, t.roundId),
    index('game_rounds_member_idx').on(t.memberId, t.openedAt),
  ],
);

/** One protocol money call (or a tombstone), keyed by the vendor's transaction id. */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    id: serial('id').primaryKey(),
    integrationCode: varchar('integration_code', { length: 32 }).notNull(),
    transactionId: varchar('transaction_id', { length: 64 }).notNull(),
    kind: vendorTxKindEnum('kind').notNull(),
    /** The round row, when the call reached one. */
    roundRef: integer('round_ref').references(() => gameRounds.id),
    /** The request's fields that must match on a replay (canonical JSON object). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The ledger transfer id, when money moved. */
    transferId: varchar('transfer_id', { length: 40 }),
    /** A debit reversed by a rollback. */
    rolledBack: boolean('rolled_back').notNull().default(false),
    /** The first answer, sent again on a replay. */
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendor_transactions_uq').on(t.integrationCode, t.transactionId),
    index('vendor_transactions_round_idx').on(t.roundRef),
  ],
);

/** A member's favourite game. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
);
