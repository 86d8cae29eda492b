/**
 * Texts of docs/rewards.md stored in both languages (grant titles, platform message titles and
 * contents): VIP level-up and monthly gifts, the manual rebate bonus. `{{level}}` is the level's
 * name in the same language, `{{amount}}` a formatted amount, `{{month}}` yyyy-mm, `{{multiple}}`
 * the turnover multiple, `{{days}}` the days left to claim.
 */
export const rewardCenterTexts = {
  vipLevelUpTitle: 'VIP level-up gift: {{level}}',
  vipMonthlyTitle: 'VIP monthly gift {{month}}: {{level}}',
  rebateTitle: 'Manual rebate',
  vipLevelUpNoticeTitle: 'Welcome to VIP {{level}}',
  vipLevelUpNoticeContent:
    'Congratulations! You reached VIP {{level}}. Your level-up gift of {{amount}} is waiting in the reward center: claim it within {{days}} days (turnover {{multiple}}x).',
  vipLevelUpNoticeContentNoGift: 'Congratulations! You reached VIP {{level}}. Higher rebate rates apply from now on.',
  vipMonthlyNoticeTitle: 'Your VIP monthly gift has arrived',
  vipMonthlyNoticeContent:
    'Your {{level}} monthly gift for {{month}} of {{amount}} is waiting in the reward center: claim it within {{days}} days (turnover {{multiple}}x).',
};
