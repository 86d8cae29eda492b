/**
 * Messages of live chat (docs/livechat.md). Keys start with `chat`.
 */
export const livechat = {};
