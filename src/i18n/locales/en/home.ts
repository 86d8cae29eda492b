/** English: home page sections (spec section 2, Home). */
export const home = {
  notices: 'Notices',
  banners: 'Promotions banner',
  slide: 'Slide {{index}} of {{total}}',
  videos: 'Featured videos',
  hotGames: 'Hot games',
  jackpot: 'Progressive jackpot',
  jackpotHint: 'Grows with every spin across all providers',
  winners: 'Big winners',
  winnersHint: 'Latest big wins on the platform',
  winnerRank: 'No. {{rank}}',
  wonIn: 'won in {{game}}',
  sections: {
    RNG: 'Slots',
    LIVE: 'Live Casino',
    FISH: 'Fishing',
    PVP: 'Card Games',
    SPORTS: 'Sports',
    ESPORTS: 'E-sports',
    COCKFIGHT: 'Cockfight',
  },
  moreOf: 'More {{category}}',
};
