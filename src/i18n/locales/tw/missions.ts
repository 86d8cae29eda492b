/** Traditional Chinese: the referral and missionLeaderboard pages (docs/rewards.md), addressed as `missions.*`. */
export const missions = {};
