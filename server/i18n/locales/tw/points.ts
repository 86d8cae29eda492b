/**
 * 積分商城的訊息（docs/promotions.md「Points」）。鍵以 `points` 開頭。
 */
export const points = {
  pointsSettingsInvalid: '積分設定 {{field}} 無效',
  pointsSettingsStale: '積分設定已被他人修改，請重新載入後再儲存',
  pointsSettingsSaved: '積分設定已儲存',
  pointsItemNotFound: '此商品目前無法兌換',
  pointsItemInvalid: '商品欄位 {{field}} 無效',
  pointsItemStale: '此商品已被他人修改，請重新載入後再儲存',
  pointsItemSaved: '商品已儲存',
  pointsStockNegative: '庫存不可低於 0（目前庫存：{{stock}}）',
  pointsStockSaved: '庫存已更新',
  pointsOutOfStock: '抱歉，此商品已兌換完畢',
  pointsInsufficient: '積分不足：您目前有 {{balance}} 積分，此兌換需要 {{points}} 積分',
  pointsAmountRequired: '此商品需累計有效投注 {{required}}，尚差 {{remaining}}',
  pointsLimitReached: '此商品每人最多兌換 {{limit}} 件（您已兌換 {{held}} 件）',
  pointsDeliveryRequired: '請填寫收件人姓名、電話與地址',
  pointsConvertMin: '每次至少兌換 {{minimum}} 積分',
  pointsRedeemed: '兌換申請已送出，將盡快審核',
  pointsConverted: '兌換成功：{{amount}} 已加入您的餘額',
  pointsRedemptionNotFound: '此兌換紀錄不存在',
  pointsRedemptionReviewed: '此兌換已審核過（{{status}}）',
  pointsRedemptionApproved: '兌換已核准',
  pointsRedemptionRejected: '兌換已拒絕，積分已退還會員',
};
