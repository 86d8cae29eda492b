/**
 * Texts of promotions stored or sent in both languages: reward titles of the reward center, platform messages (approved, rejected, raffle won), reward descriptions. TW.
 */
export const promotionTexts = {
  rewardFixed: '{{amount}}',
  rewardPercent: '{{percent}}%，最高 {{max}}',
  rewardPercentUncapped: '{{percent}}%',
  rewardTurnover: '{{reward}}，{{multiple}} 倍流水',
  rewardNoTurnover: '{{reward}}，無流水要求',
  rewardRaffle: '共 {{prizes}} 個獎項，最高 {{top}}',
  rewardTitle: '優惠活動：{{title}}',
  issuedTitle: '優惠活動獎勵：{{title}}',
  issuedContent: '您已達成優惠活動「{{title}}」的條件，{{amount}} 的獎勵已放入獎勵中心，請於 {{expiresAt}} 前領取。',
  issuedContentNoExpiry: '您已達成優惠活動「{{title}}」的條件，{{amount}} 的獎勵已放入獎勵中心。',
};
