/**
 * English: the member messages the server writes (inbox, stored in TW and EN): transfers from a
 * downline or an upline agent, deposit results and withdrawal reviews. Amounts arrive already formatted.
 */
export const notices = {
  transferReceivedTitle: 'Transfer received from a downline',
  transferReceivedContent: '{{username}} transferred {{amount}} {{currency}} to you',
  uplineTransferTitle: 'Transfer received from your upline',
  uplineTransferContent: 'Your upline {{name}} transferred {{amount}} {{currency}} to you',
  depositCreditedTitle: 'Deposit credited',
  depositCreditedContent: 'Order {{orderNo}}: {{amount}} was credited to your wallet',
  depositFailedTitle: 'Deposit not completed',
  depositFailedContent: 'Order {{orderNo}} ({{amount}}) was not completed',
  withdrawalApproveTitle: 'Withdrawal approved',
  withdrawalApproveContent: 'Withdrawal {{orderNo}} ({{amount}}): withdrawal approved',
  withdrawalRejectTitle: 'Withdrawal rejected',
  withdrawalRejectContent: 'Withdrawal {{orderNo}} ({{amount}}): withdrawal rejected',
  withdrawalPaidTitle: 'Withdrawal paid',
  withdrawalPaidContent: 'Withdrawal {{orderNo}} ({{amount}}): withdrawal paid',
};
