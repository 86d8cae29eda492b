/**
 * Traditional Chinese: the operator console's Messages tab (broadcasts; docs/rewards.md "Platform messages"), addressed as
 * `operator.console.messages.*` (added to ./operatorConsole.ts).
 */
export const operatorMessages = {};
