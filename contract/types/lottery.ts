/**
 * Payloads of the lottery pages (spec sections 2, 3 and 7; docs/lottery.md): the lotto lobby, lottery
 * games by prize mode, recent results, one draw, opened numbers, Vietnam menus and Vietnam numbers,
 * and a lottery ticket's detail in the betting record. Each names a declaration generated from
 * schemas/api/lottery.json (contract/generated/schemas.ts). Times are ISO strings, dates
 * YYYY-MM-DD in the game's time zone, odds and prices decimal strings. Import them from
 * contract/types.ts.
 */
export type {
  PrizeMode,
  LottoArea,
  VnRegion,
  DrawStatus,
  PrizeTier,
  BetTypeTier,
  BetTypeRule,
  LotteryDraw,
  LotteryGame,
  LotteryGroup,
  LotteryLobbyQuery,
  LotteryLobby,
  LotteryGamesQuery,
  LotteryGameList,
  LotteryResultsQuery,
  LotteryResults,
  LotteryDrawDetail,
  OpenedNumbers,
  VnMenusQuery,
  VnRegionMenu,
  VnMenus,
  VnNumbersQuery,
  VnNumbers,
  LotteryTicketDetail,
} from '../generated/schemas';

/** The prize modes in the lobby's order (spec section 3; docs/lottery.md section 1). */
export const PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
