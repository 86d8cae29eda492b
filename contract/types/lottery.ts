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

/** One tier of a result sheet: its code, how many numbers and how many digits each. */
export interface SheetTier {
  tier: string;
  count: number;
  digits: number;
}

/** The Vietnam North sheet, 27 prizes, ĐB down to G7 (docs/lottery.md section 2): the vendor draws it in this order, the site shows it so. */
export const VN_NORTH_SHEET: readonly SheetTier[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

/** The Vietnam Central and South sheet, 18 prizes per province, G8 down to ĐB (docs/lottery.md section 2). */
export const VN_CENTRAL_SOUTH_SHEET: readonly SheetTier[] = [
  { tier: 'G8', count: 1, digits: 2 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'DB', count: 1, digits: 6 },
];
