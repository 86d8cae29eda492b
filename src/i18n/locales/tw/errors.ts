/** 繁體中文：第 5 與第 8 節的訊息。 */
import type { Shape } from '../../shape';
import type { errors as en } from '../en/errors';

export const errors: Shape<typeof en> = {
  network: '網路連線異常，請重試',
  timeout: '頁面載入時間過長，請檢查您的網路連線',
  unknown: '未知錯誤',
  notLoggedIn: '您尚未登入，請先登入',
  in_need_true_account: '試玩帳號無法使用此功能，請註冊或以正式帳號登入。',
  invitation_code_error: '邀請碼無效，請確認後重新輸入。',
  in_been_out: '重設密碼郵件已寄出，請至信箱查收。',
  popupBlocked: '彈出視窗被封鎖，請允許彈出視窗後再試一次。',
  invalidUrl: '網址無效，請聯絡客服',
  ipBlocked: '您所在的位置無法訪問',
  maintenance: '系統維護中',
  nonMember: '非會員帳號無法登入',
  nonAgent: '非代理無法登入',
  chunkLoad: '部分頁面載入失敗，請重試。',
};
