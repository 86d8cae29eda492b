/** 繁體中文：合約結算呼叫的訊息（docs/contracts.md「Settlement」）：結算紀錄、分紅申請與審核、營運重算、開發測試時鐘。 */
import type { settlements as en } from '../en/settlements.ts';

export const settlements: Record<keyof typeof en, string> = {
  settlementNotFound: '此結算紀錄不存在',
  settlementKindOff: '此合約類型已關閉',
  settlementNotHolder: '只有持有此合約的代理可以申請這筆分紅',
  settlementNotApprover: '只有簽發此合約的上級或營運人員可以審核這筆分紅',
  settlementOperatorOnly: '此分紅來自平台簽發的合約，只有營運人員可以審核',
  settlementNotPending: '這筆分紅目前不在待申請狀態',
  settlementNotRequested: '這筆分紅目前不在待審核狀態',
  settlementRequested: '分紅已申請',
  settlementApproved: '分紅已核准並派發',
  settlementRejected: '分紅已駁回',
  settlementPeriodInvalid: '{{periodKey}} 不是此合約類型的結算週期',
  settlementPeriodOpen: '此週期尚未結束，無法結算',
  settlementRangeInvalid: '開始日期須為有效日期且不晚於結束日期（yyyy-MM-dd）',
  settlementRerunDone: '週期已結算',
  settlementInstantInvalid: '請輸入 ISO 8601 時間，例如 2026-11-25T16:00:00Z',
  settlementHolderUnknown: '此商戶沒有這個用戶名的會員',
};
