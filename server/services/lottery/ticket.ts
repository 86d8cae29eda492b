/**
 * A lottery ticket in the betting record (docs/lottery.md sections 4 and 5; schemas/api/lottery.json
 * lotteryTicketDetail): the bet its debit described and the result its closing credit described
 * (protocol v1.1, kept on the round as `game_rounds.lottery`), with the draw's label and time from
 * the draw feed.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LotteryTicketDetail } from '../../../contract/types.ts';
import { gameRounds, lotteryDraws, type RoundLotteryDetail } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { drawLabel, type DrawRow } from './draws.ts';

/**
 * Join condition of a round and the draw its ticket bets on (same integration, game and drawId),
 * for a left join: one query for a whole page of the betting record.
 */
export const roundDrawJoin: SQL = and(
  eq(lotteryDraws.integrationCode, gameRounds.integrationCode),
  eq(lotteryDraws.gameId, gameRounds.gameId),
  eq(lotteryDraws.drawId, sql`${gameRounds.lottery}->'bet'->>'drawId'`),
) as SQL;

/**
 * The ticket detail of a round, or null for a round without a lottery bet (every other game).
 * `drawLabel` and `drawAt` come from the draw (null when the vendor never published it), `hits`
 * from the closing credit's result (null while the ticket is open or without a result),
 * `winningNumbers` likewise (empty).
 */
export function ticketDetail(
  lottery: RoundLotteryDetail | null,
  status: 'open' | 'settled' | 'cancelled',
  draw: DrawRow | null,
  lang: Language,
): LotteryTicketDetail | null {
  if (!lottery?.bet) return null;
  const { bet, result } = lottery;
  const settled = status === 'settled' && result !== undefined;
  return {
    drawId: bet.drawId,
    drawLabel: draw ? drawLabel(draw, lang) : null,
    drawAt: draw ? draw.drawAt.toISOString() : null,
    betType: bet.betType,
    mode: bet.mode ?? null,
    numbers: [...bet.numbers],
    points: bet.points ?? null,
    odds: bet.odds ?? null,
    hits: settled ? result.hits : null,
    winningNumbers: settled ? [...result.winningNumbers] : [],
  };
}
