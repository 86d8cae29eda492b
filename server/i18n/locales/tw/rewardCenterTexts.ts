/** Texts of docs/rewards.md stored in both languages (grant titles, platform message titles and contents). */
export const rewardCenterTexts = {};
