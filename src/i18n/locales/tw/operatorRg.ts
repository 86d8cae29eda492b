/**
 * Traditional Chinese: The operator console's read-only responsible gaming view (docs/responsible-gaming.md), addressed as `operator.console.rg.*`.
 */
export const operatorRg = {};
