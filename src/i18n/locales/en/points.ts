/**
 * English: The points mall (docs/promotions.md "Points"), addressed as `points.*`.
 */
export const points = {};
