/**
 * Texts of docs/rewards.md stored in both languages: the titles of first-deposit and reload bonus
 * grants (`{{percent}}` the rule's percent, `{{max}}` its cap, formatted) and the platform messages
 * of the bonus engine (a bonus credited with its turnover requirement and expiry, a bonus given up).
 * Amounts arrive formatted with the currency.
 */
export const bonusTexts = {
  firstDepositTitle: 'First deposit bonus {{percent}}%',
  firstDepositTitleCapped: 'First deposit bonus {{percent}}% up to {{max}}',
  reloadTitle: 'Reload bonus {{percent}}%',
  reloadTitleCapped: 'Reload bonus {{percent}}% up to {{max}}',
  grantedTitle: 'Bonus credited: {{title}}',
  grantedContent:
    '{{amount}} was credited to your wallet. Complete {{required}} of valid bets before {{expiresAt}} to withdraw; each game category counts at its contribution rate (see Bonus details).',
  grantedFreeContent: '{{amount}} was credited to your wallet with no turnover requirement.',
  forfeitedTitle: 'Bonus given up: {{title}}',
  forfeitedContent:
    'You gave up this bonus. {{returned}} went back from your wallet; its turnover requirement no longer applies.',
};
