/**
 * Recent results and one draw (spec section 7; docs/lottery.md section 5; schemas/api/lottery.json
 * lotteryResults, lotteryDrawDetail) of a lottery game the merchant offers.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { LotteryDrawDetail, LotteryResults } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { lotteryDraws } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import { isComparableDate, toBetTypeRules, toLotteryDraw } from './draws.ts';
import { gameName, merchantLotteryGames, servedDraws, type LotteryGameRow } from './games.ts';

/**
 * The merchant's lottery game `gameCode`.
 * @throws ApiError 404 LOTTERY_GAME_NOT_FOUND (lotteryGameNotFound) when the merchant offers no such lottery game.
 */
export async function offeredLotteryGame(db: Db, merchant: MerchantContext, gameCode: string): Promise<LotteryGameRow> {
  const [game] = await merchantLotteryGames(db, merchant, { gameCode });
  if (!game) throw new ApiError(404, 'LOTTERY_GAME_NOT_FOUND', 'lotteryGameNotFound');
  return game;
}

export interface ResultsQuery {
  gameCode: string;
  /** A local date (YYYY-MM-DD) in the game's time zone. */
  date?: string;
  pageNo: number;
  pageSize: number;
}

/**
 * Recent results: one page of the game's drawn and voided draws (of `date` when given), newest
 * draw time first.
 * @throws ApiError 404 LOTTERY_GAME_NOT_FOUND (see {@link offeredLotteryGame}).
 */
export async function lotteryResults(
  db: Db,
  merchant: MerchantContext,
  q: ResultsQuery,
  lang: Language,
): Promise<LotteryResults> {
  const game = await offeredLotteryGame(db, merchant, q.gameCode);
  const where = and(
    servedDraws([game]),
    inArray(lotteryDraws.status, ['drawn', 'void']),
    q.date ? eq(lotteryDraws.localDate, q.date) : undefined,
  );
  const [total] =
    q.date && !isComparableDate(q.date) ? [] : await db.select({ n: count() }).from(lotteryDraws).where(where);
  const totalCount = Number(total?.n ?? 0);
  const rows =
    totalCount === 0
      ? []
      : await db
          .select()
          .from(lotteryDraws)
          .where(where)
          .orderBy(desc(lotteryDraws.drawAt), desc(lotteryDraws.id))
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize);
  return {
    gameCode: game.gameCode,
    name: gameName(game, lang),
    list: rows.map((row) => toLotteryDraw(row, game.gameCode, lang)),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / q.pageSize),
  };
}

/**
 * One draw of the game (any status) with the bet types published for it.
 * @throws ApiError 404 LOTTERY_GAME_NOT_FOUND, 404 LOTTERY_DRAW_NOT_FOUND (lotteryDrawNotFound).
 */
export async function lotteryDraw(
  db: Db,
  merchant: MerchantContext,
  gameCode: string,
  drawId: string,
  lang: Language,
): Promise<LotteryDrawDetail> {
  const game = await offeredLotteryGame(db, merchant, gameCode);
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(servedDraws([game]), eq(lotteryDraws.drawId, drawId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'LOTTERY_DRAW_NOT_FOUND', 'lotteryDrawNotFound');
  return {
    game: {
      nodeId: game.nodeId,
      gameCode: game.gameCode,
      name: gameName(game, lang),
      prizeMode: game.prizeMode,
      lottoArea: game.lottoArea,
    },
    draw: toLotteryDraw(row, game.gameCode, lang),
    betTypes: toBetTypeRules(row.betTypes),
  };
}
