/**
 * Messages of the points mall (docs/promotions.md "Points"). Keys start with `points`. TW.
 */
export const points = {};
