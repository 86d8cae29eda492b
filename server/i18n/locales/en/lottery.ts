/**
 * English: messages of the lottery calls (docs/lottery.md section 5) and of the lottery test clock
 * (development servers only). Keys start with `lottery`; they join the envelopes' `messages`.
 */
export const lottery = {
  lotteryGameNotFound: 'This lottery game was not found',
  lotteryDrawNotFound: 'This lottery draw was not found',
  lotteryVendorRefused: 'The lottery vendor refused the request ({{status}})',
};
