/** 繁體中文：簡訊與電子郵件的內容：驗證碼（用途名稱放進內文與主旨）與重設密碼的臨時密碼。 */
import type { mail as en } from '../en/mail.ts';

export const mail: Record<keyof typeof en, string> = {
  purposeRegister: '註冊',
  purposeLogin: '登入',
  purposeForgot: '重設密碼',
  purposeIpVerify: '新IP登入驗證',
  codeBody: '【{{merchant}}】您的{{purpose}}驗證碼為 {{code}}，{{minutes}}分鐘內有效。請勿告訴他人。',
  codeSubject: '{{merchant}} {{purpose}}驗證碼',
  resetBody:
    '您好 {{nickname}}：\n\n您的臨時密碼為 {{password}}，{{minutes}} 分鐘內有效。請用它登入 {{merchant}}，登入後系統會要求您設定新密碼。\n原密碼仍可使用；如非本人操作，請忽略此郵件。',
  resetSubject: '{{merchant}} 重設密碼',
};
