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
  // the rewards (docs/rewards.md)
  bonusDetails: () => import('../rewards/bonuses/BonusDetailsPage'),
  rewardCenter: () => import('../rewards/center/RewardCenterPage'),
  manualRebate: () => import('../rewards/rebate/ManualRebatePage'),
  vip: () => import('../rewards/vip/VipPage'),
  responsibleGaming: () => import('../rg/ResponsibleGamingPage'),
  referral: () => import('../rewards/referral/ReferralPage'),
  missionLeaderboard: () => import('../rewards/missions/MissionLeaderboardPage'),
};

/**
 * The agent center's pages (spec section 2 "Agent center menu"): its own pages, the contract pages
 * (dividend, daily wage, hourly wage, real-time salary; the menu shows each per the consolidated
 * contract settings), and the member center's deposit, withdraw and platform messages.
 */
export const AGENT_CENTER_PAGE_TABLE: CenterPageTable = {
  agentAnnouncement: () => import('../agent/pages/AnnouncementsPage'),
  agentTeamOverview: () => import('../agent/pages/TeamOverviewPage'),
  registerCenter: () => import('../agent/pages/RegisterCenterPage'),
  downlineManagmentView: () => import('../agent/pages/DownlinesPage'),
  personalHistoryCopy: () => import('../agent/pages/TeamBetsPage'),
  palStatementsAgentCopy: () => import('../agent/pages/ProfitLossPage'),
  agentRevenueReport: () => import('../agent/pages/RevenuePage'),
  agentDownlineTransactionDetailsCopy: () => import('../agent/pages/TeamTransactionsPage'),
  // the contract pages (docs/contracts.md): one component, parameterised by the page id's kind
  agentDividendRecordCopy2: () => import('../contracts/ContractPage'),
  agentDailyWages2: () => import('../contracts/ContractPage'),
  agentHourSalary: () => import('../contracts/ContractPage'),
  agentRealtimeSalary: () => import('../contracts/ContractPage'),
  depositv2: MEMBER_CENTER_PAGE_TABLE.depositv2!,
  withdraw: MEMBER_CENTER_PAGE_TABLE.withdraw!,
  messageV2: MEMBER_CENTER_PAGE_TABLE.messageV2!,
};

/** Both centers' tables, as the app provides them to the menus ({@link CenterPageTables}). */
export const CENTER_PAGE_COMPONENTS: CenterPageTables = {
  member: MEMBER_CENTER_PAGE_TABLE,
  agent: AGENT_CENTER_PAGE_TABLE,
};
