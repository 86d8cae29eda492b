/**
 * 後台報表的訊息（server/services/operator/reports.ts）。鍵以 `report` 開頭。
 */
import type { reports as en } from '../en/reports.ts';

export const reports: Record<keyof typeof en, string> = {
  reportDateInvalid: '請選擇有效的日期（年-月-日）',
  reportRangeReversed: '開始日期不可晚於結束日期',
  reportRangeTooLong: '報表最多涵蓋 {{max}} 天',
};
