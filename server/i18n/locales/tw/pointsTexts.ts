/**
 * 積分商城以兩種語言儲存或發送的文字：紀錄備註、兌換的站內信。
 */
export const pointsTexts = {
  convertName: '積分兌換現金',
  convertTitle: '積分兌換現金',
  convertRemark: '兌換為現金：{{amount}}',
  depositRemark: '存款 {{amount}}',
  earnRemark: '{{day}} 有效投注',
  redeemRemark: '{{item}} × {{quantity}}',
  returnRemark: '退還：{{item}}（{{reason}}）',
  reasonOutOfStock: '已兌換完畢',
  reasonLimitReached: '已達每人限兌 {{limit}} 件',
  reasonAmountRequired: '尚需有效投注 {{remaining}}',
  reasonNotEnoughPoints: '尚差 {{points}} 積分',
  approvedTitle: '積分兌換已核准',
  approvedContent: '您兌換的 {{item}} × {{quantity}}（{{points}} 積分）已核准。',
  rejectedTitle: '積分兌換未通過',
  rejectedContent: '您兌換的 {{item}} × {{quantity}} 未通過審核：{{reason}}。{{points}} 積分已退回您的帳戶。',
};
