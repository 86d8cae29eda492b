/**
 * The payments desk (console tab "Payments"): its refusals (keys start with `desk`), and in the
 * `paymentsDesk` text area the rejection reasons a member reads and the notices that carry them.
 */
export const paymentsDesk = {
  deskSecondApprovalNeeded: 'This withdrawal is above the second-approval amount: approve it on the payments desk',
  deskNoPaidForDeposits: 'A deposit cannot be marked paid: approve or reject it',
  deskAwaitingSecond: 'Waiting for a second staff member to approve (asked by {{by}})',
  deskAmountRange: 'The lowest amount must not be above the highest',
  deskDateRange: 'The start date must be before the end date',
  deskStateUnknown: 'This state does not apply to deposits',
  deskSettingsSaved: 'Saved',
};

export const paymentsDeskTexts = {
  reason_payerMismatch: "The payer's name does not match the account holder",
  reason_notReceived: 'We did not receive the transfer',
  reason_amountMismatch: 'The amount received does not match the order',
  reason_bankDetailsInvalid: 'The bank card details are not valid',
  reason_riskReview: 'The order did not pass our security review',
  reason_duplicate: 'This order duplicates another one',
  reason_other: 'Please contact customer service for details',
  withdrawalRejectedBecause:
    'Withdrawal {{orderNo}} ({{amount}}) was rejected: {{reason}}. The amount is back in your wallet.',
  depositRejectedBecause: 'Deposit {{orderNo}} ({{amount}}) was rejected: {{reason}}',
};
