/**
 * Lottery calls (docs/lottery.md section 5; schemas/api/lottery.json; spec section 7 "Lottery"):
 * the lotto lobby, lottery games by prize mode, recent results, one draw, opened numbers, Vietnam
 * menus and Vietnam numbers. They are public (results are public information); the pages that
 * call them need a login. Failures throw ApiProblem with the server's localised message.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  LotteryDrawDetail,
  LotteryGameList,
  LotteryGamesQuery,
  LotteryLobby,
  LotteryLobbyQuery,
  LotteryResults,
  LotteryResultsQuery,
  OpenedNumbers,
  VnMenus,
  VnMenusQuery,
  VnNumbers,
  VnNumbersQuery,
} from '../../contract/types';

/** The lottery API the lottery store uses (tests pass a fake with the same shape). */
export interface LotteryApi {
  /** GET lotteryLobby (prizeMode?): games grouped by prize mode (LOTT, ZY, ELOTT, SEA) with their next open draw and latest result. */
  lobby(q?: LotteryLobbyQuery): Promise<LotteryLobby>;
  /** GET lotteryGames (prizeMode): the merchant's lottery games of one prize mode. */
  games(q: LotteryGamesQuery): Promise<LotteryGameList>;
  /** GET lotteryResults (gameCode, date? YYYY-MM-DD in the game's time zone, pageNo, pageSize <= 50): drawn and voided draws, newest first. */
  results(q: LotteryResultsQuery): Promise<LotteryResults>;
  /** GET lotteryDraw: one draw's sheet, seeds and the bet types published for it (404 when unknown). */
  draw(gameCode: string, drawId: string): Promise<LotteryDrawDetail>;
  /** GET lotteryOpened: the latest drawn result of every game that has one. */
  opened(): Promise<OpenedNumbers>;
  /** GET vnMenus (prizeMode ELOTT, device WEB): the regions with the next draw date's draws and the bet types. */
  vnMenus(q?: VnMenusQuery): Promise<VnMenus>;
  /** GET vnNumbers (date? region?): the regional result sheets of a Vietnam date (default: the latest with a result). */
  vnNumbers(q?: VnNumbersQuery): Promise<VnNumbers>;
}

/** The query without empty fields (an absent date or prize mode is not sent). */
const clean = (q: object | undefined) =>
  q ? Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) : undefined;

/** Binds the lottery calls to `http` (paths from ENDPOINTS). */
export function createLotteryApi(http: AxiosInstance): LotteryApi {
  const get = <T>(url: string, params?: object) => request<T>(http, { url, params: clean(params) });
  return {
    lobby: (q) => get(ENDPOINTS.lotteryLobby, q),
    games: (q) => get(ENDPOINTS.lotteryGames, q),
    results: (q) => get(ENDPOINTS.lotteryResults, q),
    draw: (gameCode, drawId) =>
      get(
        ENDPOINTS.lotteryDraw
          .replace(':gameCode', encodeURIComponent(gameCode))
          .replace(':drawId', encodeURIComponent(drawId)),
      ),
    opened: () => get(ENDPOINTS.lotteryOpened),
    vnMenus: (q) => get(ENDPOINTS.vnMenus, { prizeMode: 'ELOTT', device: 'WEB', ...q }),
    vnNumbers: (q) => get(ENDPOINTS.vnNumbers, q),
  };
}
