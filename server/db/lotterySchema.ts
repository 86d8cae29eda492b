/**
 * Lottery draws as the vendors publish them through the draw feed (docs/lottery.md section 4;
 * schemas/vendor/draw-request.json), re-exported by ./schema.ts. One row per (integration, game,
 * drawId): opened with its seed hash, times, label and bet types, then drawn (prizes and the
 * revealed seed) or voided. The platform never draws; the lobby, results and Vietnam pages read
 * these rows.
 */
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  date,
} from 'drizzle-orm/pg-core';
import { games } from './siteSchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A prize tier of a sheet (schemas/vendor/common.json prizeTier). */
export interface DrawPrizeTier {
  tier: string;
  numbers: string[];
}

/** A published bet type (schemas/vendor/common.json betTypeRule). */
export interface DrawBetType {
  code: string;
  odds: string;
  price: string | null;
  tiers?: { tier: string; odds: string }[];
}

export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: serial('id').primaryKey(),
    integrationCode: varchar('integration_code', { length: 32 }).notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    drawId: varchar('draw_id', { length: 40 }).notNull(),
    /** open | drawn | void (docs/lottery.md section 4: never goes back). */
    status: varchar('status', { length: 8 }).$type<'open' | 'drawn' | 'void'>().notNull(),
    drawAt: at('draw_at').notNull(),
    closesAt: at('closes_at').notNull(),
    /** The draw's date in the game's time zone. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    labelTw: varchar('label_tw', { length: 60 }).notNull(),
    labelEn: varchar('label_en', { length: 60 }).notNull(),
    /** Vietnam: NORTH | CENTRAL | SOUTH; null elsewhere. */
    region: varchar('region', { length: 8 }).$type<'NORTH' | 'CENTRAL' | 'SOUTH'>(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    /** Revealed with the result (drawn). */
    serverSeed: varchar('server_seed', { length: 128 }),
    /** The result sheet in sheet order (drawn); empty otherwise. */
    prizes: jsonb('prizes').$type<DrawPrizeTier[]>().notNull().default([]),
    /** The bet types and payouts published when the draw opened. */
    betTypes: jsonb('bet_types').$type<DrawBetType[]>().notNull().default([]),
    voidReason: text('void_reason'),
    verifyUrl: text('verify_url'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_draws_uq').on(t.integrationCode, t.gameId, t.drawId),
    index('lottery_draws_game_idx').on(t.gameId, t.drawAt),
    index('lottery_draws_date_idx').on(t.localDate, t.gameId),
  ],
);
