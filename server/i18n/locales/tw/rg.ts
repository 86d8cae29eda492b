/**
 * 責任博彩的訊息（docs/responsible-gaming.md）：限額、暫停、自我排除、關閉帳戶與各資金路徑的拒絕。鍵以 `rg` 開頭。
 */
export const rg = {
  rgLimitSaved: '限額已儲存',
  rgLimitPending: '此變更需等待 24 小時冷靜期，將於 {{at}} 生效',
  rgLimitNotSet: '沒有可移除的此項限額',
  rgTimeZoneInvalid: '時區無效',
  rgRealityCheckSaved: '遊戲時間提醒已儲存',
  rgPasswordWrong: '登入密碼不正確',
  rgPasswordRequired: '請輸入登入密碼',
  rgReasonTooLong: '原因最多 {{max}} 個字',
  rgExclusionShorter: '您已有更長的暫停正在進行（至 {{until}}），無法縮短',
  rgClosureBalance: '關閉帳戶前請先提領您的餘額',
  rgExclusionStarted: '暫停已開始，您已被登出',
  rgAccountClosed: '您的帳戶已關閉，您已被登出',
  rgExcludedUntil: '您的帳戶暫停至 {{until}}（{{zone}}），在此之前無法登入、存款或遊戲',
  rgClosed: '此帳戶已依您的要求關閉，無法再使用。如有剩餘餘額請聯繫客服',
  rgDepositLimitDay: '此筆存款將超過您的每日存款限額；本期間您還可存款 {{remaining}}',
  rgDepositLimitWeek: '此筆存款將超過您的每週存款限額；本期間您還可存款 {{remaining}}',
  rgDepositLimitMonth: '此筆存款將超過您的每月存款限額；本期間您還可存款 {{remaining}}',
  rgWagerLimitDay: '此操作將超過您的每日投注限額；本期間您還可投注 {{remaining}}',
  rgWagerLimitWeek: '此操作將超過您的每週投注限額；本期間您還可投注 {{remaining}}',
  rgWagerLimitMonth: '此操作將超過您的每月投注限額；本期間您還可投注 {{remaining}}',
  rgLossLimitDay: '此操作將超過您的每日虧損限額；本期間您還可承擔 {{remaining}}',
  rgLossLimitWeek: '此操作將超過您的每週虧損限額；本期間您還可承擔 {{remaining}}',
  rgLossLimitMonth: '此操作將超過您的每月虧損限額；本期間您還可承擔 {{remaining}}',
  rgMemberNotFound: '查無此會員帳號',
};
