/**
 * Messages of player management in the operator console (server/services/operator/players.ts) and
 * the staff lock at member login. Keys start with `player`, `adjust` or `account`.
 */
export const players = {
  playerNotFound: 'This member was not found',
  playerSearchInvalid: 'Please enter what to search for',
  playerAlreadyLocked: 'This member is already locked',
  playerNotLocked: 'This member is not locked',
  playerReasonRequired: 'Please give a reason',
  playerNoteRequired: 'Please write the note',
  playerDone: 'Done',
  adjustInsufficient: 'The member’s balance is too low for this debit; the request stays pending',
  adjustRequested: 'The adjustment is waiting for a second staff member’s approval',
  accountSuspended: 'This account has been suspended. Please contact customer service',
};
