/** Game rounds of the protocol (docs/vendor-protocol.md section 8): lookups shared by the handlers. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { games } from '../../db/schema.ts';
import type { GameCategory } from '../../../contract/types.ts';

export interface RoundGame {
  gameId: number;
  gameCode: string;
  vendorId: number;
  gameType: GameCategory;
}

/** The catalogue game a token was issued for. @throws Error when the game row is gone (cannot happen: foreign key). */
export async function findRoundGame(tx: Db, gameId: number): Promise<RoundGame> {
  const [row] = await tx.select({ gameId: games.id, gameCode: games.gameCode, vendorId: games.vendorId, gameType: games.gameType }).from(games).where(eq(games.id, gameId)).limit(1);
  if (!row) throw new Error(`game ${gameId} not found`);
  return row;
}
