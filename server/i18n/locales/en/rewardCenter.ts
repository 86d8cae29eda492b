/**
 * Messages of the reward center, manual rebate and VIP (docs/rewards.md "Reward center", "Manual
 * rebate", "VIP"). Keys start with `reward`, `rebate` or `vip` (the `messages` namespace is flat).
 */
export const rewardCenter = {
  rewardNotFound: 'This reward was not found',
  rewardExpired: 'This reward expired on {{expiresAt}} and can no longer be claimed',
  rewardClaimed: 'Reward claimed: {{amount}} added to your balance',
  rebateNothingToClaim: 'There is no rebate to claim yet',
  rebateBelowMinimum: 'The rebate to claim ({{amount}}) is below the minimum of {{minimum}}',
  rebateClaimed: 'Rebate claimed: {{amount}} added to your balance',
};
