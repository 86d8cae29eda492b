/** English: the refusals of the play routes: launch, favourites, recent games, records (README "Playing"). */
export const play = {
  gameMaintenance: 'This game is under maintenance. Please try again later or choose another game',
  gameUnavailable: 'The game cannot be opened right now. Please try again later',
  gameNotFound: 'This game was not found',
  trialNotAvailable: 'This game has no free trial',
  badDateRange: 'The date range is not valid',
};
