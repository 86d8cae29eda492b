/**
 * Platform messages about contract settlements (docs/contracts.md "Settlement"): a payout made, a
 * dividend waiting for a request or an approval, approved or rejected. Titles and contents,
 * `{{name}}` placeholders.
 */
export const settlementNotices = {} as const;
