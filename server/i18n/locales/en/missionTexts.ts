/**
 * Texts of docs/rewards.md stored in both languages: reward and prize titles (the reward center,
 * bonus details) and the platform messages of referral and leaderboard prizes. Placeholders:
 * `{{title}}` a mission's title, `{{friend}}` a friend's masked username, `{{amount}}` money with
 * its currency, `{{week}}` an ISO week (2026-W10), `{{rank}}` a rank.
 */
export const missionTexts = {
  missionRewardTitle: 'Mission reward: {{title}}',
  referralRewardTitle: 'Invite friends reward: {{friend}}',
  referralQualifiedTitle: 'Your friend qualified',
  referralQualifiedContent:
    'Your friend {{friend}} reached the deposit and turnover requirements. A reward of {{amount}} is waiting for you in the reward center.',
  leaderboardValidBetPrizeTitle: 'Valid bet leaderboard {{week}}: rank {{rank}}',
  leaderboardValidBetPrizeContent:
    'You finished rank {{rank}} on the valid bet leaderboard of week {{week}}. A prize of {{amount}} has been credited as a bonus.',
  leaderboardBiggestWinPrizeTitle: 'Biggest win leaderboard {{week}}: rank {{rank}}',
  leaderboardBiggestWinPrizeContent:
    'You finished rank {{rank}} on the biggest win leaderboard of week {{week}}. A prize of {{amount}} has been credited as a bonus.',
};
