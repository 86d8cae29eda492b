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
  rewardTitle: 'Promotion: {{title}}',
  issuedTitle: 'Promotion reward: {{title}}',
  issuedContent:
    'You qualified for the promotion "{{title}}". A reward of {{amount}} is waiting for you in the reward center; claim it before {{expiresAt}}.',
  issuedContentNoExpiry:
    'You qualified for the promotion "{{title}}". A reward of {{amount}} is waiting for you in the reward center.',
};
