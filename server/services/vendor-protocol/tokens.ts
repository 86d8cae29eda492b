/**
 * Player tokens (docs/vendor-protocol.md section 5): one per launch, 32 random bytes
 * (base64url), stored only as their SHA-256, bound to merchant, member (null for a visitor's free
 * trial), integration, game and mode; money calls accept a real-mode token for TOKEN_TTL_MS after
 * the launch, and a logout revokes the member's tokens.
 */
import type { Executor } from '../../db/executor.ts';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { games, playerTokens } from '../../db/schema.ts';
import type { PlayMode } from '../../../contract/types.ts';

/** How long a real-mode token is valid for money calls: 4 hours. */
export const TOKEN_TTL_MS = 4 * 60 * 60 * 1000;

/** Real money or trial play (contract/types.ts). */
export type { PlayMode };
export type PlayerTokenRow = typeof playerTokens.$inferSelect;

/** SHA-256 hex of a token (what the table stores). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface IssueTokenInput {
  merchantId: number;
  memberId: number | null;
  integrationCode: string;
  gameId: number;
  mode: PlayMode;
  currency: string;
  now: Date;
}

/** Creates a token for one launch; returns the token (shown once, to the vendor) and its row id. */
export async function issueToken(db: Db, input: IssueTokenInput): Promise<{ token: string; id: number }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(playerTokens)
    .values({
      ...input,
      tokenHash: hashToken(token),
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + TOKEN_TTL_MS),
    })
    .returning({ id: playerTokens.id });
  return { token, id: row!.id };
}

export interface ResolvedToken {
  row: PlayerTokenRow;
  /** Not expired and not revoked at `now`. */
  live: boolean;
}

/** The token's row for integration `integrationCode` (null when unknown or another integration's). */
export async function resolveToken(
  db: Db,
  integrationCode: string,
  token: string,
  now: Date,
): Promise<ResolvedToken | null> {
  const [row] = await db
    .select()
    .from(playerTokens)
    .where(eq(playerTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.integrationCode !== integrationCode) return null;
  return { row, live: row.revokedAt === null && row.expiresAt.getTime() > now.getTime() };
}

/** A token with the catalogue game it was issued for (the debit checks both). */
export interface ResolvedTokenGame extends ResolvedToken {
  game: { gameId: number; gameCode: string; vendorId: number; gameType: (typeof games.$inferSelect)['gameType'] };
}

/**
 * {@link resolveToken} and the token's game (games row) in one statement, for the debit.
 * @returns null when the token is unknown or another integration's.
 */
export async function resolveTokenWithGame(
  db: Db,
  integrationCode: string,
  token: string,
  now: Date,
): Promise<ResolvedTokenGame | null> {
  const [found] = await db
    .select({
      row: playerTokens,
      game: { gameId: games.id, gameCode: games.gameCode, vendorId: games.vendorId, gameType: games.gameType },
    })
    .from(playerTokens)
    .innerJoin(games, eq(games.id, playerTokens.gameId))
    .where(eq(playerTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!found || found.row.integrationCode !== integrationCode) return null;
  return {
    row: found.row,
    game: found.game,
    live: found.row.revokedAt === null && found.row.expiresAt.getTime() > now.getTime(),
  };
}

/** Revokes every live token of a member (on logout). */
export async function revokeMemberTokens(db: Executor, memberId: number, now: Date): Promise<void> {
  await db
    .update(playerTokens)
    .set({ revokedAt: now })
    .where(and(eq(playerTokens.memberId, memberId), isNull(playerTokens.revokedAt)));
}
