/**
 * English: The operator console's read-only responsible gaming view (docs/responsible-gaming.md), addressed as `operator.console.rg.*`.
 */
export const operatorRg = {
  title: 'Responsible gaming',
  intro: 'Look up a member to see their limits, reality check, break and the history of their changes.',
  readOnly:
    'Read-only: limits are changed by the member only, and nobody (not an operator, not the member) can lift a time-out, self-exclusion or closure early. Pending withdrawals of an excluded member are still processed in the Withdrawals queue.',
  username: 'Member username',
  search: 'Look up',
  loading: 'Loading…',
  loadFailed: 'The lookup failed. Please try again.',
  empty: 'Enter a username to see their responsible gaming settings.',
  member: 'Member {{username}}',
  timeZone: 'Time zone',
  realityCheck: 'Reality check',
  exclusion: 'Break',
  noExclusion: 'None',
  noLimits: 'No limits set.',
  noEvents: 'No changes yet.',
  periodEnds: 'Period ends',
  pending: 'Pending change',
};
