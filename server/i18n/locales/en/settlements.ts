/**
 * Messages of the contract settlement calls (docs/contracts.md "Settlement"): settlement records,
 * the dividend process request, the operator's rerun, the development test clock.
 * `{{name}}` placeholders are filled by t() in ../../messages.ts.
 */
export const settlements = {
  settlementNotFound: 'This settlement record does not exist',
  settlementKindOff: 'This contract kind is switched off',
  settlementNotHolder: 'Only the agent who holds the contract can request this dividend',
  settlementNotApprover:
    'Only the upline who granted the contract, or an operator, can approve or reject this dividend',
  settlementOperatorOnly:
    'This dividend comes from a contract granted by the platform: only an operator can approve or reject it',
  settlementNotPending: 'This dividend is not waiting for a request',
  settlementNotRequested: 'This dividend is not waiting for approval',
  settlementRequested: 'Dividend requested',
  settlementApproved: 'Dividend approved and paid',
  settlementRejected: 'Dividend rejected',
  settlementPeriodInvalid: '{{periodKey}} is not a settlement period of this contract kind',
  settlementPeriodOpen: 'This period has not ended yet and cannot be settled',
  settlementRangeInvalid: 'The start date must be a real date on or before the end date (yyyy-MM-dd)',
  settlementRerunDone: 'Period settled',
  settlementInstantInvalid: 'Please send an ISO 8601 instant, e.g. 2026-11-25T16:00:00Z',
  settlementHolderUnknown: 'No member of this merchant has this username',
} as const;
