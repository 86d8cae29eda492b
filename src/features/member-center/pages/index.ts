/**
 * The member center's page table (README "Member center and header wallet"): page id -> lazy module, read by the generic
 * CenterPageRenderer. Pages of later issues join by adding one line here; ids the table does not
 * have are drawn by the UnknownRenderer.
 */
import type { CenterPageTable } from '../../../renderers/CenterPageRenderer';

export const MEMBER_CENTER_PAGE_TABLE: CenterPageTable = {
  securityCenter: () => import('./security/SecurityCenterPage'),
  transferFund: () => import('./transfer/TransferFundPage'),
  depositv2: () => import('./deposit/DepositPage'),
  withdraw: () => import('./withdraw/WithdrawPage'),
  transferUpline: () => import('./transfer/TransferUplinePage'),
  transactionHistory: () => import('./history/TransactionHistoryPage'),
  messageV2: () => import('./messages/MessagesPage'),
  personalHistoryCopy: () => import('../records/BettingRecordPage'),
  personalProfit: () => import('../records/ProfitPage'),
};

/** The agent center reuses the money pages it lists (spec section 2: deposit and withdraw). */
export const AGENT_CENTER_PAGE_TABLE: CenterPageTable = {
  depositv2: MEMBER_CENTER_PAGE_TABLE.depositv2!,
  withdraw: MEMBER_CENTER_PAGE_TABLE.withdraw!,
  personalHistoryCopy: MEMBER_CENTER_PAGE_TABLE.personalHistoryCopy!,
  messageV2: MEMBER_CENTER_PAGE_TABLE.messageV2!,
};
