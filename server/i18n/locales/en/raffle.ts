/**
 * Messages of raffles (docs/promotions.md "Raffles"). Keys start with `raffle`.
 */
export const raffle = {};
