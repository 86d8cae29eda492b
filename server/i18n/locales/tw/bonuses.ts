/**
 * Messages of the bonus engine and bonusDetails (docs/rewards.md "Bonus engine"): the withdrawal
 * refusal while turnover is open, forfeit, the operator's reward settings. Keys start with `bonus`
 * or `rewardSettings` (the `messages` namespace is flat).
 */
export const bonuses = {
  bonusTurnoverOpen: '請先完成紅利的流水要求：尚需有效投注 {{remaining}}',
  bonusNotActive: '此紅利已非進行中狀態',
  bonusForfeited: '已放棄紅利',
  bonusInvalidRange: '開始日期不可晚於結束日期',
  rewardSettingsInvalid: '獎勵設定不正確：{{field}}',
  rewardSettingsStale: '獎勵設定已被他人修改，請重新載入後再試',
  rewardSettingsSaved: '獎勵設定已儲存',
};
