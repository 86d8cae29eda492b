/**
 * 後台會員管理（server/services/operator/players.ts）與會員登入時員工鎖定的訊息。
 */

export const players = {
  playerNotFound: '找不到此會員',
  playerSearchInvalid: '請輸入搜尋內容',
  playerAlreadyLocked: '此會員已被鎖定',
  playerNotLocked: '此會員未被鎖定',
  playerReasonRequired: '請填寫原因',
  playerNoteRequired: '請填寫備註內容',
  playerDone: '已完成',
  adjustInsufficient: '會員餘額不足以扣款，申請維持待審核',
  adjustRequested: '調整申請已送出，待另一位員工審核',
  accountSuspended: '此帳號已被停用，請聯繫客服',
};
