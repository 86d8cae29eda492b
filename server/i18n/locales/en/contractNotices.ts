/**
 * Platform messages about contracts (docs/contracts.md "Lifecycle"): each state change to the
 * other party (both parties for an operator's change and for a lower-rate ending). Titles and
 * contents with `{{kind}}` (one of the kind names below, in the same language) and `{{name}}` (the
 * other party's nickname, or `platform` for the merchant).
 */
export const contractNotices = {
  kindDividend: 'dividend',
  kindDailyWage: 'daily wage',
  kindHourlyWage: 'hourly wage',
  kindRealtimeSalary: 'real-time salary',
  platform: 'the platform',
  offerTitle: 'New {{kind}} contract offer',
  offerContent: 'Your upline {{name}} offers you a {{kind}} contract. Open your contracts to accept or reject it.',
  acceptTitle: 'Contract accepted',
  acceptContent: '{{name}} accepted your {{kind}} contract. It is active now.',
  rejectTitle: 'Contract offer rejected',
  rejectContent: '{{name}} rejected your {{kind}} contract offer.',
  withdrawTitle: 'Contract offer withdrawn',
  withdrawContent: 'Your upline {{name}} withdrew the {{kind}} contract offer.',
  requestTerminationTitle: 'Contract termination requested',
  requestTerminationContent:
    '{{name}} asks to end your {{kind}} contract. Open your contracts to accept or reject the request.',
  acceptTerminationTitle: 'Contract ended',
  acceptTerminationContent: '{{name}} agreed to end your {{kind}} contract. It has ended.',
  rejectTerminationTitle: 'Contract termination refused',
  rejectTerminationContent: '{{name}} refused to end your {{kind}} contract. It stays active.',
  replaceTitle: 'Contract replaced',
  replaceContent: 'Your {{kind}} contract with {{name}} was replaced by a newer contract.',
  lowerRateTitle: 'Contract ended by a lower rate',
  lowerRateContent: 'Your {{kind}} contract with {{name}} has ended: a new contract above it has a lower rate.',
  setTitle: 'Contract from the platform',
  setContent: 'The platform set your {{kind}} contract. It is active now.',
  terminateTitle: 'Contract ended by the platform',
  terminateContent: 'The platform ended your {{kind}} contract with {{name}}.',
  movedTitle: 'Contract ended by a team move',
  movedContent: 'Your {{kind}} contract with {{name}} has ended: the platform moved the downline to another upline.',
} as const;
