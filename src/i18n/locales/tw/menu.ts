/** 繁體中文：引擎選單項目的標籤（`menu.*`）。 */
import type { Shape } from '../../shape';
import type { menu as en } from '../en/menu';

export const menu: Shape<typeof en> = {
  home: '首頁',
  promotions: '優惠活動',
  category: {
    SPORTS: '體育',
    ESPORTS: '電競',
    LIVE: '真人',
    LOTT: '彩票',
    ELOTT: '電子彩票',
    FISH: '捕魚',
    PVP: '棋牌',
    RNG: '電子',
    BGS: '自家遊戲',
    COCKFIGHT: '鬥雞',
  },
  cs: {
    LIVECHAT: '線上客服',
    FACEBOOK: 'Facebook',
    TELEGRAM: 'Telegram',
    WHATSAPP: 'WhatsApp',
  },
  resource: {
    Android: 'Android APP',
    TELEGRAM: 'Telegram',
    TELEGRAM1: 'Telegram VIP',
    WHATSAPP: 'WhatsApp',
  },
  rewardCenter: '獎勵中心',
  inviteFriends: '邀請好友',
  appDownload: 'APP 下載',
  inAppDownload: '下載 APP',
  language: '語言',
  theme: '主題',
  helpCenter: '幫助中心',
  terms: '條款與規則',
  aboutUs: '關於我們',
  feedback: '意見反饋',
  affiliateService: '代理服務',
  scrollTop: '回到頂部',
  points: '積分',
  agencyCenter: '代理中心',
  signOut: '登出',
  memberCenter: '會員中心',
  agentCenter: '代理中心',
};
