/**
 * Traditional Chinese: The operator console's Site pages tab (docs/site-pages.md), addressed as `operator.console.pages.*`.
 */
export const operatorPages = {};
