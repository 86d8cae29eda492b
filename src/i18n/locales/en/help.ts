/** English: help center topics and terms (help modal, /help#term). */
export const help = {
  topics: {
    account: {
      title: 'Account',
      body: 'Register with a username or your mobile number. Keep your password private and change it regularly in the security center.',
    },
    deposit: {
      title: 'Deposits',
      body: 'Choose a payment method in the wallet, enter the amount and follow the instructions. Most deposits arrive within minutes.',
    },
    withdraw: {
      title: 'Withdrawals',
      body: 'Bind a bank account, then request a withdrawal from the wallet. Confirm receipt once the money arrives.',
    },
    games: {
      title: 'Games',
      body: 'Every provider runs certified games. Use favourites to keep the games you like at hand, and try eligible games for free.',
    },
  },
  terms: {
    p1: 'By using this site you confirm that you are at least 18 years old and that online gaming is legal where you live.',
    p2: 'One account per person, household and device. Bonuses are subject to their own rules and turnover requirements.',
    p3: 'We may suspend accounts involved in fraud, collusion or abuse of promotions, and void the bets concerned.',
    p4: 'Play responsibly. You can set deposit limits or exclude yourself at any time through customer service.',
  },
};
