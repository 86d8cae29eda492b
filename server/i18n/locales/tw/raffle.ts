/**
 * Messages of raffles (docs/promotions.md "Raffles"). Keys start with `raffle`. TW.
 */
export const raffle = {};
