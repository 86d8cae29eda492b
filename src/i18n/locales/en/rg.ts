/**
 * English: Responsible gaming: the member center page, the reality check, the refusals (docs/responsible-gaming.md), addressed as `rg.*`.
 */
export const rg = {};
