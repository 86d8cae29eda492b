/**
 * A member's game lists (spec sections 3 and 4): favourites and recent games (the games the
 * member launched, newest first), limited to games the merchant offers, as catalogue games.
 */
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { FavouritePage, GameCategory } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { favouriteGames, games, merchantVendors, playerTokens, vendors } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { toGame } from '../../services/catalog.ts';
import type { MerchantContext } from '../../services/merchants.ts';
import { offeredGameConditions } from '../../services/vendor-protocol/integrations.ts';

export interface ListRequest {
  memberId: number;
  merchant: MerchantContext;
  language: Language;
  pageNum: number;
  pageSize: number;
  gameType?: GameCategory;
}

const offeredGames = (db: Db) =>
  db
    .select({ game: games, vendorCode: vendors.code })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
    .$dynamic();

function page(
  rows: { game: typeof games.$inferSelect; vendorCode: string }[],
  total: number,
  req: ListRequest,
): FavouritePage {
  return {
    content: rows.map((r) => toGame(r.game, { code: r.vendorCode }, req.language)),
    pageNum: req.pageNum,
    pageSize: req.pageSize,
    totalPages: Math.ceil(total / req.pageSize),
    totalCount: total,
  };
}

/** The member's favourites, newest first. */
export async function favouriteList(db: Db, req: ListRequest): Promise<FavouritePage> {
  const where = and(
    eq(favouriteGames.memberId, req.memberId),
    ...offeredGameConditions(req.merchant),
    req.gameType ? eq(games.gameType, req.gameType) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(favouriteGames)
    .innerJoin(games, eq(games.id, favouriteGames.gameId))
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
    .where(where);
  const rows = await offeredGames(db)
    .innerJoin(favouriteGames, eq(favouriteGames.gameId, games.id))
    .where(where)
    .orderBy(desc(favouriteGames.createdAt), desc(games.id))
    .limit(req.pageSize)
    .offset((req.pageNum - 1) * req.pageSize);
  return page(rows, Number(total?.n ?? 0), req);
}

/** The member's favourite nodeIds (games the merchant offers). */
export async function favouriteIds(db: Db, memberId: number, merchant: MerchantContext): Promise<number[]> {
  const rows = await offeredGames(db)
    .innerJoin(favouriteGames, eq(favouriteGames.gameId, games.id))
    .where(and(eq(favouriteGames.memberId, memberId), ...offeredGameConditions(merchant)))
    .orderBy(desc(favouriteGames.createdAt));
  return rows.map((r) => r.game.nodeId);
}

/** The offered game with this nodeId, or null. */
export async function offeredGameId(db: Db, merchant: MerchantContext, nodeId: number): Promise<number | null> {
  const [row] = await offeredGames(db)
    .where(and(eq(games.nodeId, nodeId), ...offeredGameConditions(merchant)))
    .limit(1);
  return row?.game.id ?? null;
}

/** The games the member launched (real or free trial), newest launch first. */
export async function recentList(db: Db, req: ListRequest): Promise<FavouritePage> {
  const where = and(
    eq(playerTokens.memberId, req.memberId),
    ...offeredGameConditions(req.merchant),
    req.gameType ? eq(games.gameType, req.gameType) : undefined,
  );
  const lastPlayed = max(playerTokens.createdAt);
  const base = db
    .select({ game: games, vendorCode: vendors.code, lastPlayed })
    .from(playerTokens)
    .innerJoin(games, eq(games.id, playerTokens.gameId))
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
    .where(where)
    .groupBy(games.id, vendors.code);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${playerTokens.gameId})` })
    .from(playerTokens)
    .innerJoin(games, eq(games.id, playerTokens.gameId))
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
    .where(where);
  const rows = await base
    .orderBy(desc(lastPlayed), desc(games.id))
    .limit(req.pageSize)
    .offset((req.pageNum - 1) * req.pageSize);
  return page(rows, Number(total?.n ?? 0), req);
}

/** Adds game `gameId` (a catalogue id, see offeredGameId) to the member's favourites; adding it twice changes nothing. */
export async function addFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing();
}

/** Removes game `gameId` from the member's favourites (nothing when it is not one). */
export async function removeFavourite(db: Db, memberId: number, gameId: number): Promise<void> {
  await db.delete(favouriteGames).where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
}
