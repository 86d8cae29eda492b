/** 繁體中文：回應信封的一般訊息（成功、找不到、請求錯誤、請求過於頻繁…）。 */
import type { common as en } from '../en/common.ts';

export const common: Record<keyof typeof en, string> = {
  ok: '成功',
  notFound: '找不到請求的資源',
  badRequest: '請求格式不正確',
  badJson: '請求內容不是有效的JSON',
  payloadTooLarge: '請求內容過大',
  unsupportedMediaType: '不支援的內容類型',
  methodNotAllowed: '不支援此請求方法',
  rateLimited: '請求過於頻繁，請稍後再試',
  serverError: '伺服器發生錯誤，請稍後再試',
  noMerchant: '此網址尚未設定站點，請聯繫客服',
};
