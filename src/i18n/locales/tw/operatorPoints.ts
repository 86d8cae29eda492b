/**
 * Traditional Chinese: The operator console's Points mall tab (docs/promotions.md "Points"), addressed as `operator.console.points.*`.
 */
export const operatorPoints = {};
