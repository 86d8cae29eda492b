/**
 * Messages of live chat (docs/livechat.md). Keys start with `chat`.
 */
export const livechat = {
  chatSettingsInvalid: 'This chat setting is not valid: {{field}}',
  chatSettingsStale: 'The chat settings were changed by someone else; reload them and try again',
  chatSettingsSaved: 'Chat settings saved',
  chatModelNotFound: 'This chat desk does not exist',
  chatTokenInvalid: 'This chat has ended or moved to another window; open live chat again',
  chatNotFound: 'This conversation does not exist',
  chatMessageEmpty: 'Type a message first',
  chatClosed: 'This chat was closed',
  chatMessageSent: 'Message sent',
  chatClosedDone: 'Conversation closed',
};
