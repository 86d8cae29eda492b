/**
 * Texts of promotions stored or sent in both languages: reward titles of the reward center, platform messages (approved, rejected, raffle won), reward descriptions.
 */
export const promotionTexts = {
  rewardFixed: '{{amount}}',
  rewardPercent: '{{percent}}% up to {{max}}',
  rewardPercentUncapped: '{{percent}}%',
  rewardTurnover: '{{reward}}, {{multiple}}x turnover',
  rewardNoTurnover: '{{reward}}, no turnover',
  rewardRaffle: '{{prizes}} prizes up to {{top}}',
};
