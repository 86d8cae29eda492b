/**
 * Messages of the console's promotions and applications (docs/promotions.md "Operator console"). Keys start with `operatorPromotion` or `application`.
 */
export const operatorPromotions = {};
