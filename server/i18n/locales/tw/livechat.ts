/**
 * Messages of live chat (docs/livechat.md). Keys start with `chat`.
 */
export const livechat = {
  chatSettingsInvalid: '客服設定不正確：{{field}}',
  chatSettingsStale: '客服設定已被其他人修改，請重新載入後再試',
  chatSettingsSaved: '客服設定已儲存',
  chatModelNotFound: '此客服窗口不存在',
  chatTokenInvalid: '此對話已結束或已在其他視窗開啟，請重新開啟線上客服',
  chatNotFound: '此對話不存在',
  chatMessageEmpty: '請先輸入訊息',
  chatClosed: '此對話已結束',
  chatMessageSent: '訊息已送出',
  chatClosedDone: '對話已結束',
};
