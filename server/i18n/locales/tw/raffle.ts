/**
 * Messages of raffles (docs/promotions.md "Raffles"). Keys start with `raffle`. TW.
 */
export const raffle = {
  raffleNotFound: '找不到此抽獎活動',
  raffleNothingToClaim: '沒有可領取的抽獎獎品',
  raffleNotDrawn: '抽獎尚未開獎，開獎時間為 {{drawAt}}',
  raffleClaimed: '獎品領取成功：{{amount}} 已加入您的餘額',
  raffleWonTitle: '恭喜您在「{{title}}」中獎',
  raffleWonContent:
    '恭喜！您的第 {{ticket}} 號抽獎券在「{{title}}」中獲得 {{prize}}（{{amount}}）。請於 {{expiresAt}} 前在活動頁面或獎勵中心領取。',
  raffleWonContentNoExpiry:
    '恭喜！您的第 {{ticket}} 號抽獎券在「{{title}}」中獲得 {{prize}}（{{amount}}）。請在活動頁面或獎勵中心領取。',
};
