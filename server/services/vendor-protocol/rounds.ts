/** Game rounds of the protocol (docs/vendor-protocol.md section 8): what the handlers share. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { gameRounds } from '../../db/schema.ts';

export type RoundRow = typeof gameRounds.$inferSelect;

/**
 * The round (integration, roundId) locked for the rest of the transaction, opened with `values`
 * when new: one `INSERT ... ON CONFLICT DO UPDATE` (a no-op update, which locks and returns an
 * existing row like `SELECT ... FOR UPDATE`) instead of an insert and a locking select.
 * An existing round keeps its own columns (member, game, currency).
 */
export async function openOrLockRound(tx: Db, values: typeof gameRounds.$inferInsert): Promise<RoundRow> {
  const [round] = await tx
    .insert(gameRounds)
    .values(values)
    .onConflictDoUpdate({
      target: [gameRounds.integrationCode, gameRounds.roundId],
      set: { roundId: sql`${gameRounds.roundId}` },
    })
    .returning();
  return round!;
}
