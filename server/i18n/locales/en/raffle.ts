/**
 * Messages of raffles (docs/promotions.md "Raffles"). Keys start with `raffle`: the refusals of the
 * prize claim and of the fairness check, the claim's success, and the platform message to a winner.
 */
export const raffle = {
  raffleNotFound: 'This raffle was not found',
  raffleNothingToClaim: 'There is no raffle prize to claim',
  raffleNotDrawn: 'The raffle has not been drawn yet; the draw is at {{drawAt}}',
  raffleClaimed: 'Prize claimed: {{amount}} added to your balance',
  raffleWonTitle: 'You won a prize in {{title}}',
  raffleWonContent:
    'Congratulations! Your ticket No. {{ticket}} won {{prize}} ({{amount}}) in {{title}}. Claim it on the promotion page or in the reward center before {{expiresAt}}.',
  raffleWonContentNoExpiry:
    'Congratulations! Your ticket No. {{ticket}} won {{prize}} ({{amount}}) in {{title}}. Claim it on the promotion page or in the reward center.',
};
