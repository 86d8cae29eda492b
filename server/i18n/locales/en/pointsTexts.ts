/**
 * Texts of the points mall stored or sent in both languages: record remarks, platform messages of redemptions.
 */
export const pointsTexts = {
  convertName: 'Points to cash',
  convertTitle: 'Points converted to cash',
  convertRemark: 'Converted to cash: {{amount}}',
  depositRemark: 'Deposit of {{amount}}',
  earnRemark: 'Valid bets of {{day}}',
  redeemRemark: '{{item}} × {{quantity}}',
  returnRemark: 'Returned: {{item}} ({{reason}})',
  reasonOutOfStock: 'Out of stock',
  reasonLimitReached: 'Limit of {{limit}} per member reached',
  reasonAmountRequired: 'Needs {{remaining}} more valid bet',
  reasonNotEnoughPoints: '{{points}} more points needed',
  approvedTitle: 'Points redemption approved',
  approvedContent: 'Your redemption of {{item}} × {{quantity}} ({{points}} points) was approved.',
  rejectedTitle: 'Points redemption rejected',
  rejectedContent:
    'Your redemption of {{item}} × {{quantity}} was rejected: {{reason}}. {{points}} points went back to your account.',
};
