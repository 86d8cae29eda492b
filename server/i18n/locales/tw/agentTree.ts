/** 繁體中文：下線樹與報表日期範圍的訊息。 */
import type { agentTree as en } from '../en/agentTree.ts';

export const agentTree: Record<keyof typeof en, string> = {
  invalidRange: '請選擇有效的日期範圍（起訖日期，最多 {{max}} 天）',
  memberNotFound: '查無此會員',
  uplineNotAgent: '新的上級必須是代理',
  moveIntoOwnTeam: '會員不能移到自己或自己團隊成員之下',
  notAgentType: '請選擇代理類型：1、2、41 或 42',
  alreadyAgent: '此會員已經是代理',
};
