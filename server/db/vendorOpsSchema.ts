/**
 * The operator's side of the vendor integrations (README "Vendor integrations"), re-exported by
 * ./schema.ts:
 * - `game_maintenance`: a catalogue game an operator put in maintenance (its launch answers
 *   GAME_MAINTENANCE; the lobby marks it);
 * - `vendor_calls`: one row per protocol call, both ways (the platform's launch to the vendor, the
 *   vendor's money and draw calls to the platform), with its outcome and latency, for the console's
 *   status, error rate and latency over a recent window. Rows older than a day are pruned.
 */
import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { operators } from './moneySchema.ts';
import { games } from './siteSchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A game in maintenance, set by an operator. */
export const gameMaintenance = pgTable('game_maintenance', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  setBy: integer('set_by').references(() => operators.id, { onDelete: 'set null' }),
  setAt: at('set_at').notNull().defaultNow(),
});

/** One protocol call and how it went. */
export const vendorCalls = pgTable(
  'vendor_calls',
  {
    id: serial('id').primaryKey(),
    integrationCode: varchar('integration_code', { length: 32 }).notNull(),
    /** `launch` (the platform calls the vendor) or the callback's operation (balance, debit, credit, rollback, draw). */
    operation: varchar('operation', { length: 16 }).notNull(),
    /** False for a transport or protocol failure (no answer, time-out, HTTP 4xx/5xx, bad signature); business refusals are true. */
    ok: boolean('ok').notNull(),
    /** Wall time of the call in milliseconds. */
    durationMs: integer('duration_ms').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('vendor_calls_integration_idx').on(t.integrationCode, t.at)],
);
