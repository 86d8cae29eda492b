/**
 * Messages of the points mall (docs/promotions.md "Points"). Keys start with `points`.
 */
export const points = {};
