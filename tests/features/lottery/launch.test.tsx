/**
 * `?gameCode=` on a lottery page launches the game in the seamless frame (spec section 2 "Game
 * launch routes"; docs/lottery.md sections 5 and 6) with `view` (betting unless `view=lobby`) and
 * `back` (the page's own path) sent to GET /api/games/launch; without it the page itself shows.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import Lottery from '../../../src/features/lottery/Lottery';
import { fakeLotteryApi } from './fixtures';
import { fakePlay, lotteryStore, renderLottery } from './support';

describe('launching from a lottery page', () => {
  it.each([
    ['/vnLottery?gameCode=BGS_VN_NORTH', 'VN', { gameCode: 'BGS_VN_NORTH', view: 'betting', back: '/vnLottery' }],
    [
      '/vnLottery?gameCode=BGS_VN_SOUTH&view=lobby',
      'VN',
      { gameCode: 'BGS_VN_SOUTH', view: 'lobby', back: '/vnLottery' },
    ],
    ['/seaLottery?gameCode=BGS_SEA_4D', 'SEA', { gameCode: 'BGS_SEA_4D', view: 'betting', back: '/seaLottery' }],
    ['/lottery?gameCode=BGS_LOTTO', 'LOTT', { gameCode: 'BGS_LOTTO', view: 'betting', back: '/lottery' }],
  ] as const)('%s plays in the frame with view and back', async (path, variant, target) => {
    const play = fakePlay();
    const lottery = fakeLotteryApi();
    renderLottery(lotteryStore({ play, lottery }), <Lottery variant={variant} />, { path });
    expect(await screen.findByTestId('seamless-page')).toBeInTheDocument();
    await waitFor(() => expect(play.launch).toHaveBeenCalledWith(target, 'real', 'TW'));
    expect(await screen.findByTitle('Northern Lottery')).toHaveAttribute('src', 'https://vendor.example/lottery');
    expect(lottery.lobby).not.toHaveBeenCalled();
    expect(lottery.vnMenus).not.toHaveBeenCalled();
  });

  it('shows the page itself without a game code', async () => {
    const play = fakePlay();
    renderLottery(lotteryStore({ play }), <Lottery variant="VN" />, { path: '/vnLottery' });
    expect(await screen.findByTestId('vn-lottery')).toBeInTheDocument();
    expect(play.launch).not.toHaveBeenCalled();
  });
});
