/**
 * Messages of the bonus engine and bonusDetails (docs/rewards.md "Bonus engine"): the withdrawal
 * refusal while turnover is open, forfeit, the operator's reward settings. Keys start with `bonus`
 * or `rewardSettings` (the `messages` namespace is flat).
 */
export const bonuses = {
  bonusTurnoverOpen: 'Complete the turnover of your bonuses first: {{remaining}} of valid bets to go',
  bonusNotActive: 'This bonus is no longer active',
  bonusForfeited: 'Bonus given up',
  bonusInvalidRange: 'The start of the date range must not be after its end',
  rewardSettingsInvalid: 'Reward settings are not valid: {{field}}',
  rewardSettingsStale: 'The reward settings were changed by someone else; reload them and try again',
  rewardSettingsSaved: 'Reward settings saved',
};
