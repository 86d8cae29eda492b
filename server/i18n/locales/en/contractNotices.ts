/**
 * Platform messages about contracts (docs/contracts.md): each state change to the other party,
 * each payout to its holder. Titles and contents, `{{name}}` placeholders.
 */
export const contractNotices = {} as const;
