/**
 * Messages of the console's promotions and applications (docs/promotions.md "Operator console"). Keys start with `operatorPromotion` or `application`. TW.
 */
export const operatorPromotions = {
  promotionCategoryDuplicate: '分類代碼 {{code}} 重複',
  promotionSettingsStale: '優惠設定已被他人修改，請重新載入後再試',
};
