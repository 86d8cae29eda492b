/**
 * The lotto lobby, the lottery games by prize mode and the opened numbers (spec sections 2, 3
 * and 7; docs/lottery.md sections 1 and 5; schemas/api/lottery.json lotteryLobby,
 * lotteryGameList, openedNumbers), read from the merchant's cached lobby snapshot (./games.ts).
 */
import {
  PRIZE_MODES,
  type LotteryGame,
  type LotteryGameList,
  type LotteryLobby,
  type OpenedNumbers,
  type PrizeMode,
} from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import { nextDraw, toLotteryDraw } from './draws.ts';
import {
  gameIcon,
  gameName,
  isPublished,
  lobbySnapshot,
  snapshotRegion,
  vendorName,
  type LobbySnapshot,
  type LotteryGameRow,
} from './games.ts';

/** A game card: the game, whether it is published, its next open draw at `now` and its latest result. */
function toLotteryGame(s: LobbySnapshot, g: LotteryGameRow, now: Date, lang: Language): LotteryGame {
  const next = nextDraw(s.open.get(g.gameId) ?? [], now);
  const latest = s.latest.get(g.gameId);
  return {
    nodeId: g.nodeId,
    gameCode: g.gameCode,
    vendorCode: g.vendorCode,
    vendorName: vendorName(g, lang),
    name: gameName(g, lang),
    prizeMode: g.prizeMode,
    lottoArea: g.lottoArea,
    region: snapshotRegion(s, g),
    iconUrl: gameIcon(g),
    freeTrial: g.freeTrial,
    published: isPublished(s, g),
    next: next ? toLotteryDraw(next, g.gameCode, lang) : null,
    latest: latest ? toLotteryDraw(latest, g.gameCode, lang) : null,
  };
}

/**
 * The lotto lobby: the merchant's lottery games grouped by prize mode in the order LOTT, ZY,
 * ELOTT, SEA (only `prizeMode` when given; groups without games left out), each with its next
 * open draw and latest result, and the server time the countdowns start from.
 */
export async function lotteryLobby(
  db: Db,
  merchant: MerchantContext,
  prizeMode: PrizeMode | undefined,
  now: Date,
  lang: Language,
): Promise<LotteryLobby> {
  const s = await lobbySnapshot(db, merchant);
  const groups = PRIZE_MODES.filter((mode) => !prizeMode || mode === prizeMode)
    .map((mode) => ({
      prizeMode: mode,
      games: s.games.filter((g) => g.prizeMode === mode).map((g) => toLotteryGame(s, g, now, lang)),
    }))
    .filter((group) => group.games.length > 0);
  return { serverTime: now.toISOString(), groups };
}

/** The merchant's lottery games of one prize mode (spec section 7: lottery games by prize mode). */
export async function lotteryGames(
  db: Db,
  merchant: MerchantContext,
  prizeMode: PrizeMode,
  lang: Language,
): Promise<LotteryGameList> {
  const s = await lobbySnapshot(db, merchant);
  return {
    prizeMode,
    games: s.games
      .filter((g) => g.prizeMode === prizeMode)
      .map((g) => ({
        nodeId: g.nodeId,
        gameCode: g.gameCode,
        vendorCode: g.vendorCode,
        name: gameName(g, lang),
        lottoArea: g.lottoArea,
        region: snapshotRegion(s, g),
      })),
  };
}

/** Opened numbers (spec section 7): the latest drawn result of every lottery game of the merchant that has one, in lobby order. */
export async function openedNumbers(db: Db, merchant: MerchantContext, lang: Language): Promise<OpenedNumbers> {
  const s = await lobbySnapshot(db, merchant);
  const list = PRIZE_MODES.flatMap((mode) =>
    s.games
      .filter((g) => g.prizeMode === mode && s.latest.has(g.gameId))
      .map((g) => ({
        gameCode: g.gameCode,
        nodeId: g.nodeId,
        name: gameName(g, lang),
        prizeMode: g.prizeMode,
        draw: toLotteryDraw(s.latest.get(g.gameId)!, g.gameCode, lang),
      })),
  );
  return { list };
}
