/** 繁體中文：代理中心呼叫的訊息（spec 第 1、2、6、8 節）；`{{name}}` 由 ../../messages.ts 的 t() 填入。 */
import type { agent as en } from '../en/agent.ts';

export const agent: Record<keyof typeof en, string> = {
  notInTeam: '此帳號不在您的團隊中',
  rangeCustomMissing: '自訂區間需要開始日期與結束日期',
  rangeOrder: '開始日期不能晚於結束日期',
  rangeTooLong: '查詢區間最多 {{max}} 天',
  dayInvalid: '請輸入正確的日期（yyyy-MM-dd）',
  textInvalid: '此欄位含有不允許的字元',
  transferToSelf: '不能轉帳給自己',
  downlineCreated: '開戶成功',
  invitationCreated: '邀請連結已建立',
  invitationSaved: '邀請連結已儲存',
  invitationNotFound: '此邀請連結不存在',
  invitationCodeBusy: '暫時無法產生邀請碼，請再試一次',
};
