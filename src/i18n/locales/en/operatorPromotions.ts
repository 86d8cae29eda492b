/**
 * English: The operator console's Promotions and Applications tabs (docs/promotions.md "Operator console"), addressed as `operator.console.promotions.*`.
 */
export const operatorPromotions = {};
