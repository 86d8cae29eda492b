/**
 * Promotions and the points mall (docs/promotions.md): the merchant's promotions with their rules,
 * each member's entry in a promotion (sign-up, application with its images, raffle tickets), raffle
 * draws, the points mall's settings, items, redemptions, daily accruals and points records.
 *
 * Money is bigint minor units; points are bigint hundredths of a point (the ledger's PTS currency:
 * 1 point = 100); multiples are integer hundredths (5x = 500); rates are integer ten-thousandths
 * (1.5 points per 1.00 = 15000). Every reward and every point moves through the ledger
 * (server/ledger) in the transaction that writes the row recording it; the unique keys below make
 * each entry, offer, draw, redemption and accrual happen once.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
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
const operatorRef = (name: string) => integer(name).references(() => operators.id, { onDelete: 'set null' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** schemas/api/promotions.json promotionKind. */
export type PromotionKindColumn = 'automatic' | 'signUp' | 'apply' | 'raffle';
/** schemas/api/promotions.json promotionStatus. */
export type PromotionStatusColumn = 'draft' | 'published' | 'ended';
/** schemas/api/promotions.json promotionEntryState. */
export type PromotionEntryStateColumn = 'signedUp' | 'applying' | 'rejected' | 'issued' | 'joined' | 'won' | 'lost';
/** schemas/api/promotions.json pointsType. */
export type PointsTypeColumn = 'live' | 'lottery' | 'pvp' | 'slots' | 'sports' | 'deposit' | 'redeem';
/** schemas/api/promotions.json redeemStatus. */
export type RedeemStatusColumn = 'applying' | 'approved' | 'rejected';

/**
 * The stored rule of a promotion (schemas/api/promotions.json promotionRule, compiled): money in
 * minor units, the multiple in hundredths, the percent in hundredths of a percent.
 */
export interface PromotionRuleColumn {
  trigger: 'none' | 'firstDeposit' | 'deposit' | 'validBet';
  category: string | null;
  target: string;
  reward: { type: 'fixed' | 'percent'; amount: string; percentBp: number; max: string };
  multiple: number;
}

/** The stored raffle rule (schemas/api/promotions.json raffleRule, compiled; money in minor units as strings). */
export interface RaffleRuleColumn {
  ticketPerValidBet: string | null;
  ticketPerDeposit: string | null;
  maxTickets: number;
  prizes: { name: { TW: string; EN: string }; amount: string; count: number }[];
}

/** A merchant's promotion settings (categories); no row: the defaults (server/services/promotions/settings.ts). */
export const merchantPromotionSettings = pgTable('merchant_promotion_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedBy: operatorRef('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One promotion. Shown while `status` is published and now >= startsAt - its catalogue lead
 * (comingSoon before startsAt); `version` +1 per save (optimistic concurrency of the console).
 * Texts in both languages; `termsHtml*` is sanitised when saved. A raffle's `serverSeed` is secret
 * until `drawnAt`; its SHA-256 `serverSeedHash` is public from the publication.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    status: varchar('status', { length: 12 }).$type<PromotionStatusColumn>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    kind: varchar('kind', { length: 12 }).$type<PromotionKindColumn>().notNull(),
    category: varchar('category', { length: 24 }).notNull(),
    titleTw: varchar('title_tw', { length: 80 }).notNull(),
    titleEn: varchar('title_en', { length: 80 }).notNull(),
    summaryTw: varchar('summary_tw', { length: 300 }).notNull(),
    summaryEn: varchar('summary_en', { length: 300 }).notNull(),
    termsHtmlTw: text('terms_html_tw').notNull(),
    termsHtmlEn: text('terms_html_en').notNull(),
    image: varchar('image', { length: 300 }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** Sign-up or application deadline (signUp, apply, raffle); null: endsAt. */
    signUpEndsAt: at('sign_up_ends_at'),
    /** Levels allowed (empty: every level). */
    vipLevels: jsonb('vip_levels')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rule: jsonb('rule').$type<PromotionRuleColumn>().notNull(),
    raffle: jsonb('raffle').$type<RaffleRuleColumn | null>(),
    drawAt: at('draw_at'),
    serverSeed: varchar('server_seed', { length: 64 }),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }),
    /** After the draw: the SHA-256 of the entrants list the draw used (the client seed). */
    clientSeed: varchar('client_seed', { length: 64 }),
    drawnAt: at('drawn_at'),
    sort: integer('sort').notNull().default(0),
    createdBy: operatorRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    publishedAt: at('published_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    index('promotions_merchant_idx').on(t.merchantId, t.status, t.startsAt),
    index('promotions_draw_idx')
      .on(t.drawAt)
      .where(sql`${t.drawnAt} is null and ${t.kind} = 'raffle'`),
  ],
);

/**
 * A member's entry in a promotion: one per (promotion, member). `progress` counts toward the rule's
 * target (minor units); raffle entries count `validBet` and `deposits` while joined and hold
 * `tickets`. `rewardId` is the reward center's offer (issued, won); its state tells claimed.
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    state: varchar('state', { length: 12 }).$type<PromotionEntryStateColumn>().notNull(),
    progress: minor('progress'),
    validBet: minor('valid_bet'),
    deposits: minor('deposits'),
    tickets: integer('tickets').notNull().default(0),
    /** Ticket numbers firstTicket .. firstTicket + tickets - 1, fixed by the draw. */
    firstTicket: integer('first_ticket'),
    remark: varchar('remark', { length: 140 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    reviewedBy: operatorRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    rewardId: integer('reward_id'),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }),
    /** Raffle: the prize rank won (1 = first prize slot). */
    prizeRank: integer('prize_rank'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promotion_entries_member_uq').on(t.promotionId, t.memberId),
    index('promotion_entries_member_idx').on(t.memberId, t.updatedAt),
    index('promotion_entries_review_idx').on(t.merchantId, t.state, t.createdAt),
  ],
);

/** An application's image (png or jpg by content, at most 5 MB, at most 3 per entry). Private. */
export const promotionEntryImages = pgTable(
  'promotion_entry_images',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => promotionEntries.id, { onDelete: 'cascade' }),
    mime: varchar('mime', { length: 24 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('promotion_entry_images_entry_idx').on(t.entryId)],
);

/** A merchant's points settings (schemas/api/promotions.json pointsSettingsBody); no row: the defaults (server/services/points/settings.ts). */
export const merchantPointsSettings = pgTable('merchant_points_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedBy: operatorRef('updated_by'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A points mall item. `stock` is the available quantity: a redemption takes it with a guarded UPDATE (never below 0). */
export const pointsItems = pgTable(
  'points_items',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    version: integer('version').notNull().default(1),
    nameTw: varchar('name_tw', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull(),
    descriptionTw: varchar('description_tw', { length: 500 }).notNull(),
    descriptionEn: varchar('description_en', { length: 500 }).notNull(),
    image: varchar('image', { length: 300 }),
    exchangeType: varchar('exchange_type', { length: 16 }).$type<'lifeServices' | 'gift' | 'discount'>().notNull(),
    /** Points per unit, in hundredths. */
    points: minor('points'),
    /** The member's cumulative valid bet must reach this (minor units). */
    amountRequired: minor('amount_required'),
    stock: integer('stock').notNull().default(0),
    perMemberLimit: integer('per_member_limit'),
    needsDelivery: boolean('needs_delivery').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('points_items_merchant_idx').on(t.merchantId, t.active, t.sort)],
);

/**
 * A redemption of an item or a conversion of points to cash. (member, requestId) is unique: the
 * same request again answers the first. Items wait for an operator (applying); conversions are
 * approved at once (the cash is a bonus grant `bonusId`).
 */
export const pointsRedemptions = pgTable(
  'points_redemptions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<'item' | 'convert'>().notNull(),
    itemId: integer('item_id').references(() => pointsItems.id, { onDelete: 'set null' }),
    itemNameTw: varchar('item_name_tw', { length: 60 }),
    itemNameEn: varchar('item_name_en', { length: 60 }),
    exchangeType: varchar('exchange_type', { length: 16 }),
    quantity: integer('quantity').notNull().default(1),
    /** Points spent, hundredths. */
    points: minor('points'),
    /** Cash of a conversion (minor units). */
    amount: bigint('amount', { mode: 'bigint' }),
    status: varchar('status', { length: 10 }).$type<RedeemStatusColumn>().notNull(),
    reason: varchar('reason', { length: 200 }),
    delivery: jsonb('delivery').$type<{ name: string; phone: string; address: string } | null>(),
    bonusId: integer('bonus_id'),
    reviewedBy: operatorRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('points_redemptions_request_uq').on(t.memberId, t.requestId),
    index('points_redemptions_member_idx').on(t.memberId, t.createdAt),
    index('points_redemptions_review_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

/**
 * Valid bet of one member in one points type on one reporting day, accrued per settled round (one
 * upsert). After the day closes the points job credits floor(validBet x rate) once: `creditedAt`
 * (and `recordId` when any points were credited) set in the transaction of the ledger transfer.
 */
export const pointsAccruals = pgTable(
  'points_accruals',
  {
    merchantId: merchantRef(),
    memberId: memberRef(),
    day: date('day').notNull(),
    type: varchar('type', { length: 8 }).$type<PointsTypeColumn>().notNull(),
    validBet: minor('valid_bet'),
    recordId: integer('record_id'),
    creditedAt: at('credited_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.type] }),
    index('points_accruals_open_idx')
      .on(t.merchantId, t.day)
      .where(sql`${t.creditedAt} is null`),
  ],
);

/**
 * One line of the member's points details (spec section 3): earned (types live .. sports, deposit)
 * or spent and returned (redeem). `points` is signed hundredths, `balance` the points balance right
 * after its ledger transfer, `amount` the valid bet, deposit or cash behind it.
 */
export const pointsRecords = pgTable(
  'points_records',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    type: varchar('type', { length: 8 }).$type<PointsTypeColumn>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<'credited' | 'applying' | 'approved' | 'rejected' | 'returned'>()
      .notNull(),
    quantity: integer('quantity'),
    remark: varchar('remark', { length: 200 }),
    redemptionId: integer('redemption_id'),
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('points_records_member_idx').on(t.memberId, t.createdAt),
    index('points_records_redemption_idx').on(t.redemptionId),
  ],
);
