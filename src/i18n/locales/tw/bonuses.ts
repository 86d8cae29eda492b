/** Traditional Chinese: the bonusDetails page (docs/rewards.md "Bonus engine"), addressed as `bonuses.*`. */
export const bonuses = {};
