/**
 * Messages of promotions for members (docs/promotions.md): joining, applications, claims. Keys start with `promotion` (the `messages` namespace is flat). TW.
 */
export const promotions = {
  promotionNotFound: '找不到此優惠活動',
  promotionNotJoinable: '此優惠活動目前無法參加',
  promotionWrongKind: '此優惠活動不接受此方式報名',
  promotionJoined: '已成功參加活動',
  promotionSignedUp: '報名成功：自現在起的有效投注將計入活動',
  promotionRemarkRequired: '請輸入備註（1 至 140 個字）',
  promotionRemarkTooLong: '備註最多 {{max}} 個字',
  promotionImageTooLarge: '每張圖片不可超過 5 MB',
  promotionImageType: '圖片須為 PNG 或 JPG 格式',
  promotionImageCount: '最多可上傳 {{max}} 張圖片',
  promotionImageNotFound: '找不到此圖片',
  promotionNothingToClaim: '此活動沒有可領取的獎勵',
  promotionClaimed: '領取成功：{{amount}} 已存入您的餘額',
};
