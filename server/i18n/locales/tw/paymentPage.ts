/** 繁體中文：示範支付通道的收銀台頁面。 */
import type { paymentPage as en } from '../en/paymentPage.ts';

export const paymentPage: Record<keyof typeof en, string> = {
  title: '示範支付收銀台',
  merchant: '商戶',
  order: '訂單號',
  amount: '金額',
  pay: '確認付款',
  fail: '模擬付款失敗',
  note: '這是示範支付通道，不會產生真實扣款。',
  done: '此訂單已處理',
  back: '返回商戶',
};
