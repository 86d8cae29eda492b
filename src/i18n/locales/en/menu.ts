/**
 * English: labels of the engine's menu entries (src/engine/menus/*: `menu.*` label keys).
 * tests/i18n checks that every label key the engine emits exists here.
 */
export const menu = {
  home: 'Home',
  promotions: 'Promotions',
  category: {
    SPORTS: 'Sports',
    ESPORTS: 'E-sports',
    LIVE: 'Live Casino',
    LOTT: 'Lottery',
    ELOTT: 'E-Lottery',
    FISH: 'Fishing',
    PVP: 'Card Games',
    RNG: 'Slots',
    BGS: 'In-house',
    COCKFIGHT: 'Cockfight',
  },
  cs: {
    LIVECHAT: 'Live chat',
    FACEBOOK: 'Facebook',
    TELEGRAM: 'Telegram',
    WHATSAPP: 'WhatsApp',
  },
  resource: {
    Android: 'Android app',
    TELEGRAM: 'Telegram',
    TELEGRAM1: 'Telegram VIP',
    WHATSAPP: 'WhatsApp',
  },
  rewardCenter: 'Reward center',
  inviteFriends: 'Invite friends',
  appDownload: 'App download',
  inAppDownload: 'Download app',
  language: 'Language',
  theme: 'Theme',
  helpCenter: 'Help center',
  terms: 'Terms and conditions',
  aboutUs: 'About us',
  feedback: 'Feedback',
  affiliateService: 'Affiliate service',
  scrollTop: 'Back to top',
  points: 'Points',
  agencyCenter: 'Agency center',
  signOut: 'Sign out',
  memberCenter: 'Member center',
  agentCenter: 'Agent center',
};
