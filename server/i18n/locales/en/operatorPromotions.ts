/**
 * Messages of the console's promotions and applications (docs/promotions.md "Operator console"). Keys start with `operatorPromotion` or `application`.
 */
export const operatorPromotions = {
  promotionCategoryDuplicate: 'The category code {{code}} is used twice',
  promotionSettingsStale: 'The promotion settings were changed by someone else; reload them and try again',
};
