/** 繁體中文：登入的其餘部分（issue 3）：人機驗證、新 IP 驗證、免費試玩、意見反饋、社群登入、國碼。 */
import type { Shape } from '../../shape';
import type { auth as en } from '../en/auth';

export const auth: Shape<typeof en> = {
  humanCheck: {
    label: '我不是機器人',
    verifying: '驗證中…',
    verified: '驗證成功',
    required: '請先完成人機驗證',
    error: '驗證失敗，請再試一次',
    expired: '驗證已過期，請重新驗證',
    wait: '驗證中，請稍候…',
    unavailable: '人機驗證無法載入，請重新整理頁面',
    footer: '由 ALTCHA 提供保護',
    linkLabel: '關於 ALTCHA',
  },
  ipVerification: {
    title: '驗證新的登入裝置',
    intro: '您正從此帳號未使用過的 IP 位址登入，請選擇驗證方式。',
    method: '驗證方式',
    sms: '簡訊至 {{target}}',
    email: '電子郵件至 {{target}}',
    bankName: '銀行卡開戶人姓名（{{target}}）',
    bankNameHint: '請輸入您銀行卡的開戶人姓名（與綁定時相同），此方式不會發送驗證碼。',
    google: 'Google 驗證碼',
    googleHint: '請輸入驗證器 App 上目前的6位數字，此方式不會發送驗證碼。',
    back: '返回登入',
  },
  authenticator: {
    title: 'Google 驗證器',
    hint: '綁定驗證器 App 後，從新的 IP 登入時可使用其驗證碼驗證。',
    bind: '綁定驗證器',
    scan: '請用驗證器 App 掃描 QR 碼，或輸入下方金鑰，再輸入 App 顯示的驗證碼。',
    code: '驗證器驗證碼',
    confirm: '確認綁定',
    bound: '已綁定',
    unbind: '解除綁定',
    unbindHint: '請輸入驗證器 App 目前顯示的驗證碼以解除綁定。手機遺失請聯絡客服。',
    unbindConfirm: '確認解除綁定',
    cancel: '取消',
  },
  freeTrial: {
    button: '免費試玩',
    hint: '先逛逛？使用免費試玩帳號體驗遊戲。',
    starting: '啟動中…',
    failed: '目前無法開始免費試玩，請稍後再試',
  },
  feedback: {
    warningTitle: '請完成表單',
    emptyFields: '{{fields}}為空',
    separator: '、',
    sent: '感謝您的意見反饋，我們會盡快處理。',
    sentTitle: '已送出',
  },
  social: {
    or: '或使用以下方式',
    google: 'Google',
    facebook: 'Facebook',
    label: '使用 {{provider}} 登入',
  },
  dialing: {
    label: '國碼',
    countries: { TW: '台灣', CN: '中國', HK: '香港', MO: '澳門', SG: '新加坡', MY: '馬來西亞', TH: '泰國', VN: '越南', PH: '菲律賓', ID: '印尼', JP: '日本', KR: '韓國', IN: '印度', US: '美國 / 加拿大', GB: '英國' },
  },
  forcedChange: {
    intro: '為了您的帳戶安全，請先設定新密碼才能繼續；您也可以選擇登出。',
  },
};
