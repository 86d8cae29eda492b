/** 繁體中文：會員中心與代理中心頁面名稱（`center.*`）。 */
import type { Shape } from '../../shape';
import type { center as en } from '../en/center';

export const center: Shape<typeof en> = {
  securityCenter: '我的帳戶',
  transferFund: '錢包',
  depositv2: '存款',
  withdraw: '提款',
  transferUpline: '轉帳給上級',
  personalHistoryCopy: '投注紀錄',
  transactionHistory: '帳戶紀錄',
  personalProfit: '個人盈虧',
  bonusDetails: '紅利明細',
  rewardCenter: '獎勵中心',
  referral: '邀請好友',
  missionLeaderboard: '任務與排行榜',
  messageV2: '平台資訊',
  manualRebate: '手動返水',
  vip: 'VIP 等級',
  responsibleGaming: '責任博彩',
  agentAnnouncement: '代理公告',
  agentTeamOverview: '團隊總覽',
  registerCenter: '開設下級',
  downlineManagmentView: '團隊管理',
  palStatementsAgentCopy: '團隊盈虧',
  agentRevenueReport: '收入報表',
  agentDownlineTransactionDetailsCopy: '團隊交易',
  agentDividendRecordCopy2: '分紅',
  agentDailyWages2: '日工資',
  agentHourSalary: '時薪',
  agentRealtimeSalary: '實時工資',
};
