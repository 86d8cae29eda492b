/**
 * The rewards (docs/rewards.md): the merchant's reward settings, bonus grants with their turnover
 * (wagering) requirements, the reward center's claimable rewards, manual rebate accruals and
 * claims, VIP standing, referral codes and invited friends, mission progress, leaderboard scores
 * and closes, and the operator's message broadcasts.
 *
 * Money is bigint minor units; multiples are integer hundredths (5x = 500); rates basis points
 * (1 bp = 0.01 %). Every money movement of these tables is a ledger transfer (server/ledger) made in
 * the same transaction as the row that records it; the unique keys below are what make each grant,
 * reward, claim and prize happen once.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import { operators } from './moneySchema.ts';
import { merchants } from './siteSchema.ts';

const minor = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);
const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const memberRef = (name = 'member_id') =>
  integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** What granted a bonus or a reward (schemas/api/rewards.json rewardSource). */
export type RewardSourceColumn =
  | 'firstDeposit'
  | 'reload'
  | 'referral'
  | 'mission'
  | 'promotion'
  | 'rebate'
  | 'vipLevelUp'
  | 'vipMonthly'
  | 'leaderboard'
  | 'raffle'
  | 'points';

/** A merchant's reward settings (schemas/api/rewards.json rewardSettingsBody); no row: the defaults (server/services/rewards/settings.ts). */
export const merchantRewardSettings = pgTable('merchant_reward_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** 1 for the first save, +1 per save (optimistic concurrency of the console). */
  version: integer('version').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by').references(() => operators.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One bonus grant (docs/rewards.md "Bonus engine"): `amount` moved from the merchant's bonus account
 * to the member (transfer `transferId`), with a requirement of `required` valid bet, of which `done`
 * is played. (merchant, source, sourceRef) is unique: a grant happens once.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    source: varchar('source', { length: 16 }).$type<RewardSourceColumn>().notNull(),
    /** The business record within the source: deposit id, reward id, rebate claim id, `<board>:<period>:<rank>`. */
    sourceRef: varchar('source_ref', { length: 96 }).notNull(),
    titleTw: varchar('title_tw', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    amount: minor('amount'),
    /** ISO 4217 code of the grant's transfer. */
    currency: varchar('currency', { length: 8 }).notNull(),
    /** The deposit the bonus came with (first deposit and reload), else null. */
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }),
    /** bonus or bonusDeposit: what the multiple applies to. */
    base: varchar('base', { length: 16 }).$type<'bonus' | 'bonusDeposit'>().notNull(),
    /** Hundredths: 500 = 5x. */
    multiple: integer('multiple').notNull(),
    required: minor('required'),
    done: minor('done'),
    /** Percent per game category, fixed at the grant (absent category: 100). */
    contributions: jsonb('contributions').$type<Record<string, number>>().notNull(),
    state: varchar('state', { length: 12 })
      .$type<'active' | 'completed' | 'expired' | 'forfeited'>()
      .notNull()
      .default('active'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    /** What forfeit or expiry took back to the bonus account (minor units), else null. */
    returned: bigint('returned', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('bonus_grants_source_uq').on(t.merchantId, t.source, t.sourceRef),
    index('bonus_grants_member_idx').on(t.memberId, t.createdAt),
    index('bonus_grants_active_idx')
      .on(t.memberId)
      .where(sql`${t.state} = 'active'`),
    index('bonus_grants_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'active'`),
  ],
);

/** A reward of the reward center: waits to be claimed, then becomes a bonus grant (bonusId). Unique per (merchant, source, sourceRef). */
export const memberRewards = pgTable(
  'member_rewards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    source: varchar('source', { length: 16 }).$type<RewardSourceColumn>().notNull(),
    /** Unique per merchant within the source (docs/rewards.md "Sources"): mission `<memberId>:<missionId>:<periodKey>`, referral `<friendId>`, VIP `<memberId>:<level>` or `<memberId>:<yyyy-mm>`, promotion `<promotionId>:<memberId>`. */
    sourceRef: varchar('source_ref', { length: 96 }).notNull(),
    titleTw: varchar('title_tw', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    amount: minor('amount'),
    /** Hundredths, the turnover multiple of the bonus the claim becomes. */
    multiple: integer('multiple').notNull(),
    state: varchar('state', { length: 12 }).$type<'claimable' | 'claimed' | 'expired'>().notNull().default('claimable'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
    claimedAt: at('claimed_at'),
    bonusId: integer('bonus_id').references(() => bonusGrants.id),
  },
  (t) => [
    uniqueIndex('member_rewards_source_uq').on(t.merchantId, t.source, t.sourceRef),
    index('member_rewards_member_idx').on(t.memberId, t.state, t.createdAt),
  ],
);

/**
 * Manual rebate accrued since the member's last claim, per game category: the valid bet and the
 * rebate as `validBet x rate` in minor units x 10,000 (exact: rates are basis points).
 */
export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    memberId: memberRef(),
    category: varchar('category', { length: 16 }).notNull(),
    merchantId: merchantRef(),
    validBet: minor('valid_bet'),
    /** Sum of validBet x rate in basis points: the rebate is floor(accrued / 10000) minor units. */
    accrued: minor('accrued'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.category] })],
);

/** One manual rebate claim (the bonus grant it became: bonusId). (member, requestId) is unique. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    amount: minor('amount'),
    validBet: minor('valid_bet'),
    /** Per category: category, rateBp, validBet and amount (minor units as decimal strings). */
    details: jsonb('details')
      .$type<{ category: string; rateBp: number; validBet: string; amount: string }[]>()
      .notNull(),
    bonusId: integer('bonus_id').references(() => bonusGrants.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rebate_claims_request_uq').on(t.memberId, t.requestId),
    index('rebate_claims_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** A member's VIP standing: cumulative valid bet and deposits (minor units) and the level they reached. */
export const memberVip = pgTable('member_vip', {
  memberId: memberRef().primaryKey(),
  merchantId: merchantRef(),
  level: integer('level').notNull().default(0),
  totalValidBet: minor('total_valid_bet'),
  totalDeposits: minor('total_deposits'),
  levelSince: at('level_since').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A member's referral code (invite friends): `/register?referralCode=<code>`. Unique per merchant. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: memberRef().primaryKey(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 16 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_uq').on(t.merchantId, t.code)],
);

/** A friend invited by a member's referral code: one row per friend (the friend is the key), so the inviter is credited once per friend. */
export const referrals = pgTable(
  'referrals',
  {
    friendId: memberRef('friend_id').primaryKey(),
    merchantId: merchantRef(),
    inviterId: memberRef('inviter_id'),
    state: varchar('state', { length: 12 })
      .$type<'registered' | 'firstDeposit' | 'qualified'>()
      .notNull()
      .default('registered'),
    registeredAt: at('registered_at').notNull().defaultNow(),
    firstDepositAt: at('first_deposit_at'),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'bigint' }),
    /** The friend's valid bet since registering (minor units), toward the qualification turnover. */
    turnover: minor('turnover'),
    qualifiedAt: at('qualified_at'),
    rewardId: integer('reward_id').references(() => memberRewards.id),
  },
  (t) => [index('referrals_inviter_idx').on(t.inviterId, t.registeredAt)],
);

/** A member's progress on one mission in one period (daily `YYYY-MM-DD`, weekly `YYYY-Www`). */
export const missionProgress = pgTable(
  'mission_progress',
  {
    memberId: memberRef(),
    missionId: varchar('mission_id', { length: 32 }).notNull(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    merchantId: merchantRef(),
    /** Minor units (validBet, deposit) or a count (playDays, winRounds). */
    progress: minor('progress'),
    /** playDays: the last reporting day counted, so a day counts once. */
    lastDay: date('last_day', { mode: 'string' }),
    completedAt: at('completed_at'),
    rewardId: integer('reward_id').references(() => memberRewards.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.missionId, t.periodKey] })],
);

/** A member's score on a weekly leaderboard: the week's valid bet, or its biggest single-round win (minor units). */
export const leaderboardScores = pgTable(
  'leaderboard_scores',
  {
    merchantId: merchantRef(),
    board: varchar('board', { length: 12 }).$type<'validBet' | 'biggestWin'>().notNull(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    memberId: memberRef(),
    value: minor('value'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.board, t.periodKey, t.memberId] }),
    index('leaderboard_scores_rank_idx').on(t.merchantId, t.board, t.periodKey, t.value),
  ],
);

/** A closed leaderboard period: inserted once (the primary key), in the transaction that pays its prizes. */
export const leaderboardCloses = pgTable(
  'leaderboard_closes',
  {
    merchantId: merchantRef(),
    board: varchar('board', { length: 12 }).$type<'validBet' | 'biggestWin'>().notNull(),
    periodKey: varchar('period_key', { length: 16 }).notNull(),
    /** The final ranking: rank, memberId, value and prize (minor units as decimal strings), bonusId. */
    results: jsonb('results')
      .$type<{ rank: number; memberId: number; value: string; prize: string | null; bonusId: number | null }[]>()
      .notNull(),
    closedAt: at('closed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.board, t.periodKey] })],
);

/** An operator's platform message to all members, to a VIP level or to one member, fanned out into member_messages. */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    audience: varchar('audience', { length: 12 }).$type<'all' | 'vipLevel' | 'member'>().notNull(),
    vipLevel: integer('vip_level'),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    titleTw: varchar('title_tw', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    contentTw: varchar('content_tw', { length: 2000 }).notNull(),
    contentEn: varchar('content_en', { length: 2000 }).notNull(),
    recipients: integer('recipients').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('message_broadcasts_merchant_idx').on(t.merchantId, t.createdAt)],
);
