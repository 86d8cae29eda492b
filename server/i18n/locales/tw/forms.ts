/** 繁體中文：表單路由：商戶的註冊欄位規則無法使用。 */
import type { forms as en } from '../en/forms.ts';

export const forms: Record<keyof typeof en, string> = {
  configInvalid: '本站的註冊欄位設定有誤，請聯繫客服',
};
