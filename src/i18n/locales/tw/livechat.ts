/**
 * Traditional Chinese: Live chat: the chat window and the desks (docs/livechat.md), addressed as `livechat.*`.
 */
export const livechat = {};
