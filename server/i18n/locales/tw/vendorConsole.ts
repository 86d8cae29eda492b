/** 繁體中文：主控台遊戲廠商串接路由的拒絕訊息（README「Vendor integrations」）。 */
import type { vendorConsole as en } from '../en/vendorConsole.ts';

export const vendorConsole: Record<keyof typeof en, string> = {
  vendorIntegrationNotFound: '此廠商串接不存在。',
  vendorGameNotFound: '此廠商串接不提供這款遊戲。',
  vendorUrlInvalid: '請輸入完整的 http:// 或 https:// 網址，不可含帳號、查詢參數或錨點。',
};
