/**
 * The lotto lobby's rules (docs/lottery.md sections 1 and 6; spec sections 2 and 3): the prize mode
 * tabs (All, LOTT, ZY, ELOTT, SEA), the groups a tab shows, the page each game is played from
 * (`/vnLottery?gameCode=` for VN games, `/seaLottery?gameCode=` for SEA, `/lottery?gameCode=` for the
 * others: spec section 2 "Game launch routes"), and the bet types of a Vietnam region.
 */
import { PRIZE_MODES } from '../../../contract/types';
import type { LotteryGame, LotteryGroup, LotteryLobby, LottoArea, PrizeMode } from '../../../contract/types';
import type { LaunchView } from '../../api/launch';
import type { DrawRef } from './drawWatch';

/** The lobby's tabs: every prize mode, after All (spec section 3 "Prize modes"). */
export const LOBBY_TABS = ['ALL', ...PRIZE_MODES] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];

/** The groups tab `tab` shows, in the lobby's order (LOTT, ZY, ELOTT, SEA); All shows every group. */
export function groupsOfTab(lobby: Pick<LotteryLobby, 'groups'> | null, tab: LobbyTab): LotteryGroup[] {
  if (!lobby) return [];
  const order = (mode: PrizeMode) => PRIZE_MODES.indexOf(mode);
  const groups = [...lobby.groups]
    .filter((g) => g.games.length > 0)
    .sort((a, b) => order(a.prizeMode) - order(b.prizeMode));
  return tab === 'ALL' ? groups : groups.filter((g) => g.prizeMode === tab);
}

/** How many games each tab lists (All: every game). */
export function tabCounts(lobby: Pick<LotteryLobby, 'groups'> | null): Record<LobbyTab, number> {
  const counts = Object.fromEntries(LOBBY_TABS.map((t) => [t, 0])) as Record<LobbyTab, number>;
  for (const g of lobby?.groups ?? []) {
    counts[g.prizeMode] += g.games.length;
    counts.ALL += g.games.length;
  }
  return counts;
}

/** Every game of the lobby, in the lobby's order. */
export function lobbyGames(lobby: Pick<LotteryLobby, 'groups'> | null): LotteryGame[] {
  return groupsOfTab(lobby, 'ALL').flatMap((g) => g.games);
}

/** The site page a game of `area` is played from: VN `/vnLottery`, SEA `/seaLottery`, others `/lottery` (spec section 2). */
export function lotteryPagePath(area: LottoArea | null | undefined): '/vnLottery' | '/seaLottery' | '/lottery' {
  if (area === 'VN') return '/vnLottery';
  if (area === 'SEA') return '/seaLottery';
  return '/lottery';
}

/**
 * The "Bet now" link of a game: its page with `?gameCode=`, and `&view=lobby` when the vendor's
 * lobby is wanted instead of the betting screen (the launch's default, docs/lottery.md section 6).
 */
export function betNowLink(game: Pick<LotteryGame, 'gameCode' | 'lottoArea'>, view: LaunchView = 'betting'): string {
  const params = new URLSearchParams({ gameCode: game.gameCode });
  if (view === 'lobby') params.set('view', 'lobby');
  return `${lotteryPagePath(game.lottoArea)}?${params.toString()}`;
}

/** Whether `game`'s data shows the result of `ref`: a latest result as late, or the draw is no longer its next one. */
export function gameHasResult(game: LotteryGame | undefined, ref: DrawRef): boolean {
  if (!game) return true;
  const at = Date.parse(ref.drawAt);
  if (game.latest && Date.parse(game.latest.drawAt) >= at) return true;
  return game.next?.drawId !== ref.drawId;
}
