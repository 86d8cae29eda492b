/**
 * Messages of platform messages and operator broadcasts (docs/rewards.md "Platform messages"); keys
 * start with `messages` or `broadcast` (the `messages` namespace is flat).
 */
export const broadcasts = {
  messagesDeleted: '訊息已刪除',
  broadcastSent: '訊息已發送給 {{recipients}} 位會員',
  broadcastMemberNotFound: '找不到會員 {{username}}',
  broadcastVipLevelRequired: '請選擇要發送的 VIP 等級',
  broadcastUsernameRequired: '請輸入要發送的會員帳號',
  broadcastBlank: '請以兩種語言填寫標題與內容',
  broadcastNoRecipients: '沒有符合此對象的會員，未發送任何訊息',
};
