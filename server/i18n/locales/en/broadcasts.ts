/**
 * Messages of platform messages and operator broadcasts (docs/rewards.md "Platform messages"); keys
 * start with `messages` or `broadcast` (the `messages` namespace is flat).
 */
export const broadcasts = {
  messagesDeleted: 'Messages deleted',
  broadcastSent: 'Message sent to {{recipients}} members',
  broadcastMemberNotFound: 'No member named {{username}}',
  broadcastVipLevelRequired: 'Choose the VIP level to send to',
  broadcastUsernameRequired: 'Enter the username of the member to send to',
  broadcastBlank: 'Enter the title and the content in both languages',
  broadcastNoRecipients: 'No member matches this audience; nothing was sent',
};
