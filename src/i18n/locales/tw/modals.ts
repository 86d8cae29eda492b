/** 繁體中文：對話框。 */
import type { Shape } from '../../shape';
import type { modals as en } from '../en/modals';

export const modals: Shape<typeof en> = {
  announcements: {
    title: '最新公告',
    list: '公告標題',
    empty: '目前沒有公告。',
  },
  notice: {
    title: '通知',
    empty: '目前沒有通知。',
  },
  help: {
    title: '幫助中心',
    topics: '常見主題',
    termsTitle: '條款與規則',
  },
  gamePopup: {
    title: '{{vendor}} 遊戲',
    loading: '遊戲載入中…',
  },
  logout: {
    title: '登出',
    message: '確定要登出嗎？',
  },
  feedback: {
    title: '意見反饋',
    intro: '存款、提款、遊戲或任何問題，都歡迎告訴我們，每則訊息都會回覆。',
  },
  auth: {
    loginTitle: '登入',
    registerTitle: '建立帳號',
    tabs: '登入方式',
    username: '帳號登入',
    sms: '簡訊驗證碼',
    register: '帳號註冊',
    registerMobile: '手機註冊',
    noAccount: '還沒有帳號？',
    hasAccount: '已經有帳號？',
    switchToRegister: '立即註冊',
    switchToLogin: '前往登入',
    forgotPassword: '忘記密碼？',
    referralApplied: '將套用邀請碼 {{code}}',
    perks: {
      title: '加入的理由',
      headline: '真人、電子、體育與彩票，一個帳號全部暢玩',
      bonus: '新會員首存禮金與每日獎勵',
      fast: '存提款數分鐘到帳',
      secure: '銀行級加密保護您的帳戶',
    },
    agentLogin: '代理登入',
  },
  password: {
    title: '修改密碼',
    intro: '安全地重設您的密碼，完成後您將收到確認。',
  },
  trialNotice: {
    title: '提示',
  },
  formSlot: {
    secure: '安全連線',
    loginHint: '使用{{method}}登入。',
    registerHint: '使用{{method}}註冊。',
  },
};
