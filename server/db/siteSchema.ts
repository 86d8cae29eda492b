/**
 * The base tables every other schema file builds on: the tenant (`merchants`, its domains and
 * vendor selection), the platform catalogue (`vendors`, `games`) and the merchant's site content
 * (banners, announcements, notices, winner board). The other server/db/*Schema.ts files import
 * from here (never from ./schema.ts, the barrel that re-exports them all).
 *
 * Layout, chosen so later tables are added without reshaping these:
 * - `merchants` is the tenant: everything a merchant owns carries `merchant_id` (domains, vendor
 *   selection, banners, announcements, notices, winner board, members, ledger accounts,
 *   transfers...). The merchant's site configuration (schemas/site-config.schema.json) is kept
 *   whole in `config` so operators can switch features without a redeploy.
 * - `vendors` and `games` are the platform catalogue shared by every merchant; their ids
 *   (`vendors.code` = vassalage, `games.node_id`) are stable and never reused, so favourites,
 *   bets and vendor wallet calls can reference them. A merchant picks vendors through
 *   `merchant_vendors`.
 * - Money is an integer of minor units (`bigint`), never a float (house rule).
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
import type { SiteConfig } from '../../contract/types.ts';

/** The ten game categories of spec section 2. */
export const gameCategoryEnum = pgEnum('game_category', [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'RNG',
  'BGS',
  'COCKFIGHT',
]);
/** How a vendor opens: a lobby, one game, or a VASSALAGE popup listing its games (spec section 2). */
export const vendorOpenKindEnum = pgEnum('vendor_open_kind', ['LOBBY', 'GAME', 'VASSALAGE']);
/** Game sub-categories: JP jackpot, TG table games, AC arcade (spec section 3). */
export const gameSubCategoryEnum = pgEnum('game_sub_category', ['JP', 'TG', 'AC']);
/** Announcement request types that are stored as announcements: PL player, PU popup (spec section 3). */
export const announcementKindEnum = pgEnum('announcement_kind', ['PL', 'PU']);
/** Announcement audiences: A logged in, B anonymous, F logged-in first-time (spec section 4). */
export const announcementExecutionEnum = pgEnum('announcement_execution', ['A', 'B', 'F']);
/** What clicking a banner does. */
export const bannerLinkageTypeEnum = pgEnum('banner_linkage_type', ['NONE', 'URL', 'ROUTE', 'VIDEO']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A white-label merchant (tenant) and its site configuration. */
export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  /** Merchant code, e.g. DEMO (schemas/permission.schema.json merchantCode). */
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  /** The whole site configuration (schemas/site-config.schema.json). */
  config: jsonb('config').$type<SiteConfig>().notNull(),
  /** Where `config` came from: `seed:<file>`, `SITE_CONFIG:<file>`, later `operator:<id>`. */
  configSource: text('config_source').notNull(),
  /** The merchant answering hosts that no domain route names. */
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Host names routed to a merchant (the permission's domainRoute, kept in step with `config`). */
export const merchantDomains = pgTable('merchant_domains', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** Lower-case host name without port. */
  domain: varchar('domain', { length: 253 }).notNull().unique(),
  createdAt: createdAt(),
});

/** A game vendor (provider) of the platform catalogue. */
export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  /** Vendor code, the spec's `vassalage` (e.g. PG, EVO, TCG_LOTTO_VN). Stable. */
  code: varchar('code', { length: 32 }).notNull().unique(),
  nameTw: varchar('name_tw', { length: 80 }).notNull(),
  nameEn: varchar('name_en', { length: 80 }).notNull(),
  /** The vendor's own category. */
  gameType: gameCategoryEnum('game_type').notNull(),
  /** The category the server lists it under in the game menu (ESPORTS and COCKFIGHT under SPORTS, BGS under RNG). */
  menuCategory: gameCategoryEnum('menu_category').notNull(),
  isGame: vendorOpenKindEnum('is_game').notNull(),
  /** Game launched directly for single-game vendors. */
  gameCode: varchar('game_code', { length: 64 }),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Which vendors a merchant offers, in which order. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorId] })],
);

/** A game of the platform catalogue (spec section 3, Game). */
export const games = pgTable(
  'games',
  {
    /** The spec's gameId. */
    id: serial('id').primaryKey(),
    /** The spec's nodeId: stable, used by favourites (nodeId payload) and card themes. */
    nodeId: integer('node_id').notNull().unique(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    nameTw: varchar('name_tw', { length: 120 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull(),
    gameType: gameCategoryEnum('game_type').notNull(),
    subCategory: gameSubCategoryEnum('sub_category'),
    isHot: boolean('is_hot').notNull().default(false),
    /** Order among hot games (lower first); null when not hot. */
    hotRank: integer('hot_rank'),
    isNew: boolean('is_new').notNull().default(false),
    freeTrial: boolean('free_trial').notNull().default(false),
    /** Artwork URL when uploaded; null means the generated /media/games/<nodeId>.svg. */
    iconUrl: text('icon_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Lottery games: the prize mode LOTT | ZY | ELOTT | SEA (spec section 3, docs/lottery.md section 1); null otherwise. */
    prizeMode: varchar('prize_mode', { length: 8 }).$type<'LOTT' | 'ZY' | 'ELOTT' | 'SEA'>(),
    /** Lottery games with their own page: VN (/vnLottery) or SEA (/seaLottery); null otherwise. */
    lottoArea: varchar('lotto_area', { length: 8 }).$type<'VN' | 'SEA'>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('games_vendor_code_uq').on(t.vendorId, t.gameCode),
    index('games_type_idx').on(t.gameType, t.sortOrder),
    index('games_hot_idx')
      .on(t.hotRank)
      .where(sql`${t.isHot}`),
  ],
);

/** Home and promotion banners (spec section 2: groups w_home and w_promotion). */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Page identifier the banner belongs to: w_home, w_promotion (video banners), ... */
    groupName: varchar('group_name', { length: 32 }).notNull(),
    titleTw: varchar('title_tw', { length: 120 }).notNull(),
    titleEn: varchar('title_en', { length: 120 }).notNull(),
    subtitleTw: varchar('subtitle_tw', { length: 200 }).notNull().default(''),
    subtitleEn: varchar('subtitle_en', { length: 200 }).notNull().default(''),
    /** Uploaded image; null means the generated /media/banners/<id>/<lang>.svg. */
    imageUrl: text('image_url'),
    /** Route, URL or video link opened on click. */
    linkage: text('linkage').notNull().default(''),
    linkageType: bannerLinkageTypeEnum('linkage_type').notNull().default('NONE'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_merchant_group_idx').on(t.merchantId, t.groupName, t.sortOrder)],
);

/** Player (PL) and popup (PU) announcements with HTML content (spec sections 2 and 4). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: announcementKindEnum('kind').notNull(),
    execution: announcementExecutionEnum('execution').notNull(),
    titleTw: varchar('title_tw', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    /** HTML as the operator wrote it; the front end sanitises it with DOMPurify. */
    contentTw: text('content_tw').notNull(),
    contentEn: text('content_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Display order in the merchant's list (1 first; the console's up/down); readers sort by it, then newest publishedAt first. */
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Addressed to agents only (the console's choice): the agent center lists it whatever the execution; the public announcement calls never show it. */
    agentsOnly: boolean('agents_only').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('announcements_merchant_kind_idx').on(t.merchantId, t.kind, t.publishedAt)],
);

/** Notices shown in the home marquee and the notice modal. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    titleTw: varchar('title_tw', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    contentTw: text('content_tw').notNull(),
    contentEn: text('content_en').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('notices_merchant_idx').on(t.merchantId, t.publishedAt)],
);

/** Winner board entries (spec section 3: customerName, winAmount, iconUrl, gameName). */
export const winnerBoard = pgTable(
  'winner_board',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Already masked for display, e.g. "ab***9". */
    customerName: varchar('customer_name', { length: 40 }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    /** Win in minor units of the merchant currency. */
    winAmountMinor: bigint('win_amount_minor', { mode: 'bigint' }).notNull(),
    wonAt: timestamp('won_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('winner_board_merchant_idx').on(t.merchantId, t.winAmountMinor)],
);
