/**
 * Texts of promotions stored or sent in both languages: reward titles of the reward center, platform messages (approved, rejected, raffle won), reward descriptions. TW.
 */
export const promotionTexts = {};
