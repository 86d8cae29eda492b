/** English: the rewardCenter, manual rebate and VIP pages (docs/rewards.md), addressed as `rewardCenter.*`. */
export const rewardCenter = {};
