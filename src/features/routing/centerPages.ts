/**
 * The browser's center page components (design card: registry `pages {id: lazy component +
 * requires}`): page id -> lazy module, per center. The registry (engine/menus/centerPages.ts)
 * says which pages exist and what they require; this one table says which the build can draw.
 * A menu offers a page only when both know it (src/renderers/center/offeredPages.tsx); the
 * CenterPageRenderer draws an id this table lacks with the UnknownRenderer. Pages of later
 * issues join by adding one line here.
 */
import type { CenterPageTable, CenterPageTables } from '../../renderers/CenterPageRenderer';

export const MEMBER_CENTER_PAGE_TABLE: CenterPageTable = {
  securityCenter: () => import('../member-center/pages/security/SecurityCenterPage'),
  transferFund: () => import('../member-center/pages/transfer/TransferFundPage'),
  depositv2: () => import('../member-center/pages/deposit/DepositPage'),
  withdraw: () => import('../member-center/pages/withdraw/WithdrawPage'),
  transferUpline: () => import('../member-center/pages/transfer/TransferUplinePage'),
  transactionHistory: () => import('../member-center/pages/history/TransactionHistoryPage'),
  messageV2: () => import('../member-center/pages/messages/MessagesPage'),
  personalHistoryCopy: () => import('../member-center/records/BettingRecordPage'),
  personalProfit: () => import('../member-center/records/ProfitPage'),
};

/** The agent center reuses the money pages it lists (spec section 2: deposit and withdraw). */
export const AGENT_CENTER_PAGE_TABLE: CenterPageTable = {
  depositv2: MEMBER_CENTER_PAGE_TABLE.depositv2!,
  withdraw: MEMBER_CENTER_PAGE_TABLE.withdraw!,
  personalHistoryCopy: MEMBER_CENTER_PAGE_TABLE.personalHistoryCopy!,
  messageV2: MEMBER_CENTER_PAGE_TABLE.messageV2!,
};

/** Both centers' tables, as the app provides them to the menus ({@link CenterPageTables}). */
export const CENTER_PAGE_COMPONENTS: CenterPageTables = { member: MEMBER_CENTER_PAGE_TABLE, agent: AGENT_CENTER_PAGE_TABLE };
