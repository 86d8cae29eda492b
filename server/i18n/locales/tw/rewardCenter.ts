/**
 * 獎勵中心、手動返水與 VIP 的訊息（docs/rewards.md）。鍵以 `reward`、`rebate` 或 `vip` 開頭（messages 命名空間是扁平的）。
 */
export const rewardCenter = {
  rewardNotFound: '找不到此獎勵',
  rewardExpired: '此獎勵已於 {{expiresAt}} 過期，無法領取',
  rewardClaimed: '領取成功：{{amount}} 已加入您的餘額',
  rebateNothingToClaim: '目前沒有可領取的返水',
  rebateBelowMinimum: '可領取返水（{{amount}}）低於最低領取金額 {{minimum}}',
  rebateClaimed: '返水領取成功：{{amount}} 已加入您的餘額',
};
