/**
 * /seaLottery (docs/lottery.md sections 3 and 6): the next 4D draw with its countdown, MYT times and
 * "Bet now", the latest sheet (1st, 2nd, 3rd prominently, 10 Special, 10 Consolation), the Big and
 * Small payout tables as published, the past draws; the state without a 4D game; TW texts.
 */
import '../../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import Lottery from '../../../src/features/lottery/Lottery';
import { fakeLotteryApi, seaDraw } from './fixtures';
import { lotteryStore, renderLottery } from './support';

describe('SEA 4D page', () => {
  it('shows the next draw, the latest sheet, the payout tables and the past draws', async () => {
    const api = fakeLotteryApi();
    renderLottery(lotteryStore({ lottery: api }), <Lottery variant="SEA" />, { path: '/seaLottery' });
    const next = await screen.findByTestId('sea-next');
    expect(next).toHaveTextContent('Draw 5124/26');
    expect(next).toHaveTextContent(/\d\d:\d\d MYT/);
    expect(within(next).getByTestId('draw-countdown').textContent).toMatch(/^Closes in (2d 00:00:00|1d 23:59:5\d)$/);
    expect(screen.getByTestId('sea-bet-now')).toHaveAttribute('href', '/seaLottery?gameCode=BGS_SEA_4D');

    const latest = screen.getByTestId('sea-latest');
    const d = seaDraw();
    expect(within(latest).getByTestId('sea-first')).toHaveTextContent(`1st Prize${d.headline[0]}`);
    expect(within(latest).getByTestId('sea-second')).toHaveTextContent(d.headline[1]!);
    expect(within(latest).getByTestId('sea-third')).toHaveTextContent(d.headline[2]!);
    expect(within(within(latest).getByTestId('sea-special')).getAllByTestId('sea-number')).toHaveLength(10);
    expect(
      within(within(latest).getByTestId('sea-consolation'))
        .getAllByTestId('sea-number')
        .map((n) => n.textContent),
    ).toEqual(d.prizes[4]!.numbers);

    const payouts = await screen.findAllByTestId('sea-payout');
    expect(payouts.map((p) => p.getAttribute('data-code'))).toEqual(['big', 'small']);
    expect(
      within(payouts[0]!)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['1st Prize2,500', '2nd Prize1,000', '3rd Prize500', 'Special180', 'Consolation60']);
    expect(within(payouts[1]!).getAllByRole('row')).toHaveLength(4);

    expect(screen.getByRole('heading', { name: 'Past draws' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('result-row')).toHaveLength(2);
    expect(api.results).toHaveBeenCalledWith({ gameCode: 'BGS_SEA_4D', pageNo: 1, pageSize: 10 });
  });

  it('says so when the site offers no 4D game', async () => {
    renderLottery(
      lotteryStore({
        lottery: fakeLotteryApi({ lobby: jest.fn(async () => ({ serverTime: '', groups: [] })) as never }),
      }),
      <Lottery variant="SEA" />,
      { path: '/seaLottery' },
    );
    expect(await screen.findByTestId('sea-not-offered')).toHaveTextContent('SEA 4D is not offered.');
  });

  it('speaks Traditional Chinese', async () => {
    renderLottery(lotteryStore(), <Lottery variant="SEA" />, { path: '/seaLottery', lang: 'TW' });
    const latest = await screen.findByTestId('sea-latest');
    expect(within(latest).getByTestId('sea-first')).toHaveTextContent('頭獎');
    expect(within(latest).getByTestId('sea-consolation')).toHaveTextContent('安慰獎');
    expect(screen.getByTestId('sea-bet-now')).toHaveTextContent('立即投注');
    expect((await screen.findAllByTestId('sea-payout'))[0]).toHaveTextContent('大（Big）');
  });
});
