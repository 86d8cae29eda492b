/**
 * Traditional Chinese: Raffles: tickets, prizes, results and the fairness check (docs/promotions.md "Raffles"), addressed as `raffle.*`.
 */
export const raffle = {};
