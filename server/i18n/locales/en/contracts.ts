/**
 * Messages of the contract calls (docs/contracts.md "Terms" and "Lifecycle"): offers, actions, the
 * lower-rate warning, visibility, the operator's contracts. `{{name}}` placeholders are filled by
 * t() in ../../messages.ts. Every key starts with `contract` (the `messages` namespace is flat).
 */
export const contracts = {
  contractOffered: 'Contract offer sent',
  contractAccepted: 'Contract accepted',
  contractRejected: 'Contract offer rejected',
  contractWithdrawn: 'Contract offer withdrawn',
  contractTerminationRequested: 'Termination requested',
  contractTerminated: 'Contract ended',
  contractTerminationRejected: 'Termination refused; the contract stays active',
  contractSet: 'Contract set',
  contractPolicySaved: 'Contract policy saved',
  contractKindOff: 'Contracts of this kind are not available',
  contractPeriodInvalid: 'This period is not available for this kind of contract',
  contractPeriodMismatch: 'A dividend contract must use the same period as your own dividend contract',
  contractTiersEmpty: 'A contract needs at least one tier',
  contractTiersTooMany: 'A contract has at most {{max}} tiers',
  contractTierActiveInvalid: 'Tier {{tier}}: active members must be a whole number from 0 to 1,000,000',
  contractTierAmountInvalid: 'Tier {{tier}}: the amount must be a number with at most {{decimals}} decimals',
  contractTierRateInvalid: 'Tier {{tier}}: the rate must be a percentage from 0 to 100 with at most two decimals',
  contractTiersNotIncreasing: 'Tier {{tier}}: thresholds and rates must not decrease down the table',
  contractTiersDuplicate: 'Tier {{tier}} has the same thresholds as the tier above it',
  contractDownlineNotAgent: 'Contracts can only be offered to downline agents',
  contractNotAgent: 'Only agents can hold a contract from the platform',
  contractAgentNotFound: 'This agent does not exist',
  contractNoOwnContract: 'You need an active contract of this kind yourself before you can offer one',
  contractAboveCeiling: 'Tier {{tier}} gives a higher rate than your own contract allows',
  contractOfferOpen: 'An offer of this kind is already waiting for this downline',
  contractLowerRateConfirm:
    'This contract ends {{count}} contract(s) further down the team; please confirm to continue',
  contractNotFound: 'This contract does not exist',
  contractStateChanged: 'This contract has changed in the meantime; please reload it',
  contractActionForbidden: 'You cannot do this on this contract',
  contractCeilingChanged: "The upline's own contract has changed; this offer can no longer be accepted",
  contractHeldFromUpline: 'This agent holds a contract of this kind from its upline',
  contractEnded: 'This contract has already ended',
} as const;
