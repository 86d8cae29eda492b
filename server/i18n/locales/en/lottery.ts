/**
 * Messages of the lottery calls (docs/lottery.md section 5). Keys start with `lottery`.
 * SCAFFOLD: the platform helper fills it.
 */
export const lottery = {
  lotteryGameNotFound: 'This lottery game was not found',
};
