/**
 * Texts of docs/rewards.md stored in both languages: reward and prize titles (the reward center,
 * bonus details) and the platform messages of referral and leaderboard prizes. Placeholders:
 * `{{title}}` a mission's title, `{{friend}}` a friend's masked username, `{{amount}}` money with
 * its currency, `{{week}}` an ISO week (2026-W10), `{{rank}}` a rank.
 */
export const missionTexts = {
  missionRewardTitle: '任務獎勵：{{title}}',
  referralRewardTitle: '邀請好友獎勵：{{friend}}',
  referralQualifiedTitle: '好友已達標',
  referralQualifiedContent:
    '您邀請的好友 {{friend}} 已達到存款與流水要求，{{amount}} 的獎勵已放入獎勵中心，等待您領取。',
  leaderboardValidBetPrizeTitle: '有效投注排行榜 {{week}}：第 {{rank}} 名',
  leaderboardValidBetPrizeContent:
    '恭喜您在 {{week}} 週有效投注排行榜獲得第 {{rank}} 名，{{amount}} 獎金已以紅利發放。',
  leaderboardBiggestWinPrizeTitle: '最高贏分排行榜 {{week}}：第 {{rank}} 名',
  leaderboardBiggestWinPrizeContent:
    '恭喜您在 {{week}} 週最高贏分排行榜獲得第 {{rank}} 名，{{amount}} 獎金已以紅利發放。',
};
