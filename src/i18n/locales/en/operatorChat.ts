/**
 * English: The operator console's Live chat tab (docs/livechat.md), addressed as `operator.console.chat.*`.
 */
export const operatorChat = {};
