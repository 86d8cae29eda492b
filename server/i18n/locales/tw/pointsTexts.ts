/**
 * Texts of the points mall stored or sent in both languages: record remarks, platform messages of redemptions. TW.
 */
export const pointsTexts = {};
