/** English texts of the in-house game pages (same keys and placeholders as tw.ts: tests/server/house/locales.test.ts). */
const en = {
  common: { lobby: 'Lobby', trial: 'Free trial', balance: 'Balance', stake: 'Stake', youWin: 'You win {{amount}}!', noWin: 'No win this time' },
  errors: {
    INVALID_REQUEST: 'That bet is not valid.', SESSION_NOT_FOUND: 'This game session has ended. Please launch the game again from the lobby.', WRONG_GAME: 'This session is for another game.',
    INSUFFICIENT_FUNDS: 'Insufficient balance.', RESPONSIBLE_GAMING_LIMIT: 'This bet is stopped by your responsible gaming settings (a limit or a break). See Responsible gaming in your member center.', INVALID_TOKEN: 'Your login has expired. Please launch the game again.', BETTING_CLOSED: 'Betting is closed for this event.',
    HAND_IN_PROGRESS: 'Finish the current hand first.', NO_HAND: 'There is no hand in play.', BET_REFUSED: 'The bet was refused.', PLATFORM_UNAVAILABLE: 'The wallet is not reachable; your stake was returned. Please try again.',
    NETWORK: 'Network error. Please check your connection.', INTERNAL_ERROR: 'Something went wrong. Please try again.', RATE_LIMITED: 'Too many requests. Please slow down.',
  },
  fair: { title: 'Provably fair', serverSeedHash: 'Server seed hash', serverSeed: 'Server seed', clientSeed: 'Client seed', nonce: 'Nonce', rotate: 'Change seed', revealed: 'Previous server seed ({{rounds}} rounds):', verify: 'Verify a round', verifyLast: 'Verify the last round' },
  slot: {
    title: 'Dragon Fortune Reels', spin: 'SPIN', noWin: 'No win, spin again!', freeSpinsWon: '{{count}} FREE SPINS! Every win ×{{multiplier}}', freeSpin: 'Free spin {{n}} / {{count}} · won {{win}}', freeSpinsTotal: 'Free spins paid {{win}}',
    paytable: 'Paytable and paylines', rules: '5 reels, 20 fixed paylines, wins from the leftmost reel. RTP {{rtp}}% (exact, from the published reel strips). 3 or more scatters anywhere award {{spins}} free spins with all wins ×{{multiplier}}; free spins can be won again.',
    totalBet: 'total bet', wildRule: 'WILD appears on reels 2, 3 and 4 and substitutes for every symbol except the scatter. Line pays are multiples of the line bet (total bet ÷ 20).',
    sym: { WILD: 'Wild', SCATTER: 'Treasure (scatter)', DRAGON: 'Dragon', PHOENIX: 'Phoenix', TIGER: 'Tiger', KOI: 'Koi', A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10' },
  },
  baccarat: {
    title: 'Royal Baccarat', player: 'PLAYER', banker: 'BANKER', tie: 'TIE', playerPair: 'P PAIR', bankerPair: 'B PAIR', totalBet: 'Total bet {{amount}}', road: 'Bead road', deal: 'DEAL', clear: 'Clear', placeBet: 'Place a chip on the table first.',
    wins: { player: 'Player wins {{p}} to {{b}}', banker: 'Banker wins {{b}} to {{p}}', tie: 'Tie {{p}} : {{b}}' }, bead: { player: 'P', banker: 'B', tie: 'T' },
    rules: '8 decks, standard third-card rules. Player 1:1, Banker 0.95:1, Tie 8:1 (Player and Banker bets are returned on a tie), pairs 11:1. RTP: Banker 98.94%, Player 98.76%, Tie 85.64%, pairs 89.64%.',
  },
  fishing: {
    title: 'Ocean Hunter', sea: 'The sea: click a fish to shoot', shots: 'Shots {{count}}', caught: 'Caught {{count}}', net: 'Net {{amount}}', escaped: 'Escaped',
    rules: 'Each shot costs the stake. A fish worth ×N is caught with chance {{rtp}}% ÷ N and pays the stake ×N: every fish returns {{rtp}}%.',
    kinds: { clownfish: 'Clownfish', pufferfish: 'Pufferfish', angelfish: 'Angelfish', turtle: 'Turtle', octopus: 'Octopus', lanternfish: 'Lanternfish', shark: 'Shark', goldenDragon: 'Golden dragon' },
  },
  blackjack: {
    title: 'House Duel', deal: 'DEAL', hit: 'Hit', stand: 'Stand', double: 'Double', split: 'Split', insurance: 'Insurance', noInsurance: 'No insurance',
    dealer: 'DEALER', you: 'YOU', hand: 'HAND {{n}}', doubled: 'doubled', banner: 'BLACKJACK PAYS 3 TO 2 · INSURANCE PAYS 2 TO 1 · DEALER STANDS ON ALL 17s',
    outcome: { blackjack: 'Blackjack!', win: 'You win', push: 'Push', lose: 'Dealer wins' }, returned: 'returned {{amount}}', yourMove: 'Staked {{stake}}: your move.', handMove: 'Hand {{n}} to play (total stake {{stake}}).',
    placeBet: 'Choose a stake and deal.', insuranceOffer: 'The dealer shows an ace. Insurance costs {{amount}} and pays 2 to 1 if the dealer has blackjack.',
    insured: 'Insured {{amount}}', insurancePaid: 'insurance pays {{amount}}', insuranceLost: 'insurance lost', record: 'Round nonce {{nonce}} · actions to verify:', roundReturn: 'Round return {{amount}} (staked {{stake}})',
    rules: '6 decks shuffled for every round. Dealer stands on all 17s and peeks for blackjack. Blackjack 3:2, win 1:1. Insurance (half the stake, pays 2:1) when the dealer shows an ace; with a blackjack it comes to even money. Double on any first two cards, also after a split. One split of two equal-value cards (10, J, Q, K count alike); split aces get one card each and 21 after a split is not a blackjack. Return to player about 99.5% with basic strategy.',
  },
  sports: {
    title: 'BGS Sportsbook', live: 'In play', kickoffIn: 'Kick-off in {{time}}', pick: { home: 'Home', draw: 'Draw', away: 'Away' }, place: 'Place bet', slip: 'Bet slip', pickOdds: 'Pick odds to add a selection.',
    return: 'Possible return', placed: 'Bet placed', myBets: 'My bets', noBets: 'No bets yet.', col: { match: 'Match', pick: 'Pick', stake: 'Stake', status: 'Status' }, status: { open: 'Open', won: 'Won', lost: 'Lost' },
    results: 'Results', upcoming: 'Coming matches',
    rules: 'Full-time result (1X2). A match kicks off every 2 minutes and lasts 90 seconds; bets close at kick-off. Odds include a 5% margin. Results come from each match\'s server seed, revealed with the result.',
  },
  esports: {
    title: 'BGS Esports', live: 'Live', kickoffIn: 'Starts in {{time}}', pick: { home: 'Team 1', draw: 'Draw', away: 'Team 2' }, upcoming: 'Coming matches (LoL · CS2 · Dota 2)',
    rules: 'Match winner (two-way), best of three maps. A match starts every 2 minutes and lasts 90 seconds; bets close at the start. Odds include a 5% margin. Results come from each match\'s server seed, revealed with the result.',
  },
  cockfight: {
    title: 'BGS Cockfight Arena', live: 'Fighting', kickoffIn: 'Fight in {{time}}', pick: { home: 'Meron', draw: 'Draw', away: 'Wala' }, upcoming: 'Coming fights (meron · wala)',
    rules: 'Meron (red corner, first named) / Wala (blue corner) / Draw at published odds with a 5% margin. A fight starts every 2 minutes and lasts 90 seconds; bets close at the start. Results come from each fight\'s server seed, revealed with the result.',
  },
  elottery: {
    title: 'Turbo Lotto 1',
    rules: 'Five balls 0-9 every minute; betting closes 5 s before the draw. Big (sum 23-45) / Small (0-22) and Odd / Even pay 1.92 for 1; one digit on one ball pays 9.6 for 1. RTP 96% on every bet.',
  },
  lottery: {
    title: 'Fast Lotto 3', big: 'Big', small: 'Small', odd: 'Odd', even: 'Even', ball: 'Ball {{n}}', ballPick: 'Ball {{n}} = {{digit}}', place: 'Place bets', noPicks: 'No picks yet', placed: '{{count}} bet(s) placed',
    sum: 'Draw {{draw}}: sum {{sum}} · {{size}} · {{parity}}', nextDraw: 'Next draw {{draw}} · seed hash', history: 'Results history', col: { draw: 'Draw', balls: 'Balls', sum: 'Sum', seed: 'Server seed' },
    myBets: 'My bets', noBets: 'No bets yet.', status: { open: 'Waiting', won: 'Won', lost: 'Lost' }, closesIn: 'Betting closes in', drawing: 'Drawing…', lastResult: 'Last result', yourPicks: 'Your picks:',
    rules: 'Five balls 0-9 every 3 minutes; betting closes 10 s before the draw. Big (sum 23-45) / Small (0-22) and Odd / Even pay 1.92 for 1; one digit on one ball pays 9.6 for 1. RTP 96% on every bet.',
  },
  verify: {
    title: 'Verify a round', intro: 'Every outcome is HMAC-SHA256(server seed, client seed:nonce:cursor). Before play you see the SHA-256 hash of the server seed; after you change seed it is revealed. Enter it here to recompute the round.',
    game: 'Game', fish: 'Fish shot at', check: 'Verify', result: 'Recomputed outcome', invalid: 'Please check the values and try again.', shoe: 'Shoe order (first 16 cards, dealt player, dealer, player, dealer, …)', actions: 'Player actions (blackjack, comma separated)', bjRound: 'The round replayed with these actions: {{actions}}', insured: 'insured',
    slotWin: 'Win: {{win}} × total bet, free spins: {{free}}, reel stops: {{stops}}', caught: 'Caught (chance {{chance}}%)', escaped: 'Escaped (chance {{chance}}%)',
    games: { slot: 'Dragon Fortune Reels', baccarat: 'Royal Baccarat', fishing: 'Ocean Hunter', blackjack: 'House Duel', sports: 'Sportsbook (client seed = match id)', esports: 'Esports Book (client seed = match id)', cockfight: 'Cockfight (client seed = fight id)', lottery: 'Fast Lotto 3 (client seed = draw id)' },
  },
};

export default en;
