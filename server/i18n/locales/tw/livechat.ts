/**
 * Messages of live chat (docs/livechat.md). Keys start with `chat`. TW.
 */
export const livechat = {};
