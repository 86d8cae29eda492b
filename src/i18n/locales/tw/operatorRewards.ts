/**
 * Traditional Chinese: the operator console's Rewards tab (reward settings and bonuses; docs/rewards.md), addressed as
 * `operator.console.rewards.*` (added to ./operatorConsole.ts).
 */
export const operatorRewards = {};
