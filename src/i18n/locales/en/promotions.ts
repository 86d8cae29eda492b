/**
 * English: The promotions page, its details and the activity center (docs/promotions.md), addressed as `promotions.*`.
 */
export const promotions = {};
