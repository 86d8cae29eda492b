/**
 * 出入款審核台（後台「出入款」分頁）：其拒絕訊息（鍵以 `desk` 開頭），以及 `paymentsDesk` 文字區中會員看到的拒絕原因與通知。
 */
export const paymentsDesk = {
  deskSecondApprovalNeeded: '此筆提款超過需第二人核准的金額，請於出入款審核台核准',
  deskNoPaidForDeposits: '存款無法標記為已出款，請核准或拒絕',
  deskAwaitingSecond: '等待第二位人員核准（由 {{by}} 提出）',
  deskAmountRange: '最低金額不可高於最高金額',
  deskDateRange: '開始日期必須早於結束日期',
  deskStateUnknown: '此狀態不適用於存款',
  deskSettingsSaved: '已儲存',
};

export const paymentsDeskTexts = {
  reason_payerMismatch: '付款人姓名與帳戶持有人不符',
  reason_notReceived: '我們尚未收到您的轉帳',
  reason_amountMismatch: '實際收到的金額與訂單不符',
  reason_bankDetailsInvalid: '銀行卡資料無效',
  reason_riskReview: '此訂單未通過安全審核',
  reason_duplicate: '此訂單與另一筆重複',
  reason_other: '詳情請聯繫客服',
  withdrawalRejectedBecause: '提款 {{orderNo}}（{{amount}}）被拒絕：{{reason}}。款項已退回您的錢包。',
  depositRejectedBecause: '存款 {{orderNo}}（{{amount}}）被拒絕：{{reason}}',
};
