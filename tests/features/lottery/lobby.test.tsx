/**
 * /lottery, the lotto lobby (docs/lottery.md section 6): prize mode tabs with counts, game cards
 * grouped by prize mode (countdown to closing, latest numbers as balls, "Bet now" to the game's page,
 * "results not published"), the opened numbers, the results panel (prize table, seed hash and
 * revealed seed, verify link, void reason, date filter), the member's missions and the leaderboard;
 * loading, empty and error states; a countdown ticking without re-rendering the page; TW texts.
 */
import '../../support/webPolyfills';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRef } from 'react';
import { ApiProblem } from '../../../src/api/client';
import { DrawCountdown } from '../../../src/features/lottery/DrawCountdown';
import Lottery from '../../../src/features/lottery/Lottery';
import { fakeLotteryApi, HASH, openDraw, SEED } from './fixtures';
import { fakeMissions, lotteryStore, renderLottery } from './support';

afterEach(() => {
  jest.useRealTimers();
});

describe('lotto lobby', () => {
  it('groups the games by prize mode under tabs, with countdowns, balls, bet links and unpublished games', async () => {
    const store = lotteryStore();
    renderLottery(store, <Lottery variant="LOTT" />);
    expect(screen.getByTestId('lottery-skeleton')).toBeInTheDocument();
    const cards = await screen.findAllByTestId('lottery-card');
    expect(cards.map((c) => c.getAttribute('data-game'))).toEqual([
      'TCG_PK10',
      'BGS_LOTTO',
      'BGS_ELOTT',
      'BGS_VN_NORTH',
      'BGS_SEA_4D',
    ]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'All (5)',
      'Lottery (1)',
      'Self-operated (2)',
      'E-Lottery (1)',
      'SEA 4D (1)',
    ]);
    expect(screen.getAllByTestId('lottery-group').map((g) => g.getAttribute('data-mode'))).toEqual([
      'LOTT',
      'ZY',
      'ELOTT',
      'SEA',
    ]);

    const fast = cards[1]!;
    // 90 s from the fixture's wall-clock time, less however long the lazy page took to load here
    expect(within(fast).getByTestId('draw-countdown').textContent).toMatch(/^Closes in 00:01:([0-2]\d|30)$/);
    expect(within(fast).getAllByTestId('headline')[0]!.textContent).toBe('31415');
    expect(within(fast).getByTestId('bet-now')).toHaveAttribute('href', '/lottery?gameCode=BGS_LOTTO');
    expect(within(cards[3]!).getByTestId('bet-now')).toHaveAttribute('href', '/vnLottery?gameCode=BGS_VN_NORTH');
    expect(within(cards[4]!).getByTestId('bet-now')).toHaveAttribute('href', '/seaLottery?gameCode=BGS_SEA_4D');
    expect(within(cards[2]!).getByText('No result yet')).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('not-published')).toHaveTextContent('Results not published');
    expect(within(cards[0]!).queryByTestId('draw-countdown')).toBeNull();
    expect(cards[0]).toHaveAttribute('data-compact');
    expect(within(cards[0]!).getByTestId('bet-now')).toHaveAttribute('href', '/lottery?gameCode=TCG_PK10');

    fireEvent.click(screen.getByRole('tab', { name: 'SEA 4D (1)' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('lottery-card').map((c) => c.getAttribute('data-game'))).toEqual(['BGS_SEA_4D']),
    );
    expect(screen.getByRole('tab', { name: 'SEA 4D (1)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Results · 4D Lotto' })).toBeInTheDocument());
  });

  it('shows the results panel: the newest draw’s prize table and fairness data, a void draw’s reason, the date filter', async () => {
    const api = fakeLotteryApi();
    renderLottery(lotteryStore({ lottery: api }), <Lottery variant="LOTT" />);
    const rows = await screen.findAllByTestId('result-row');
    expect(rows).toHaveLength(2);
    const detail = within(rows[0]!).getByTestId('result-detail');
    expect(within(detail).getByTestId('plain-sheet')).toBeInTheDocument();
    expect(within(detail).getByTestId('seed-hash').textContent).toBe(HASH);
    expect(within(detail).getByTestId('seed').textContent).toBe(SEED);
    expect(within(detail).getByTestId('verify-link')).toHaveAttribute('href', expect.stringContaining('/play/verify'));
    expect(within(rows[1]!).getByText('Void: Vendor outage')).toBeInTheDocument();
    fireEvent.click(within(rows[1]!).getByTestId('sheet-toggle'));
    expect(within(rows[0]!).queryByTestId('result-detail')).toBeNull();
    expect(within(rows[1]!).getByTestId('result-detail')).toBeInTheDocument();

    fireEvent.change(screen.getByTestId('results-date'), { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(api.results).toHaveBeenLastCalledWith({
        gameCode: 'BGS_LOTTO',
        pageNo: 1,
        pageSize: 10,
        date: '2026-11-20',
      }),
    );
    fireEvent.change(screen.getByTestId('results-game'), { target: { value: 'BGS_VN_NORTH' } });
    await waitFor(() =>
      expect(api.results).toHaveBeenLastCalledWith({ gameCode: 'BGS_VN_NORTH', pageNo: 1, pageSize: 10 }),
    );
  });

  it('lists the opened numbers, the member’s missions and the leaderboard’s top', async () => {
    const missions = fakeMissions();
    renderLottery(lotteryStore({ missions }), <Lottery variant="LOTT" />);
    const opened = await screen.findAllByTestId('opened-item');
    expect(opened.map((o) => o.querySelector('strong')?.textContent)).toEqual([
      'Fast Lotto 3',
      'Northern Lottery',
      '4D Lotto',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('lobby-mission')).toHaveLength(2));
    expect(screen.getAllByTestId('lobby-mission').map((m) => m.getAttribute('data-state'))).toEqual([
      'completed',
      'inProgress',
    ]);
    expect(screen.getByTestId('lobby-unclaimed')).toHaveTextContent('1 reward to claim');
    const entries = screen.getAllByTestId('lobby-board-entry');
    expect(entries).toHaveLength(3);
    expect(entries[1]).toHaveTextContent('de***1 (You)');
    fireEvent.click(within(screen.getByTestId('opened-numbers')).getAllByTestId('opened-item')[1]!);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Results · Northern Lottery' })).toBeInTheDocument(),
    );
  });

  it('hides missions and the leaderboard from a trial user', async () => {
    const missions = fakeMissions();
    renderLottery(lotteryStore({ missions, trial: true }), <Lottery variant="LOTT" />);
    await screen.findAllByTestId('lottery-card');
    expect(screen.queryByTestId('lobby-missions')).toBeNull();
    expect(missions.missions).not.toHaveBeenCalled();
  });

  it('shows the empty state and the error with a retry', async () => {
    const api = fakeLotteryApi({
      lobby: jest.fn(async () =>
        Promise.reject(new ApiProblem('badRequest', 'Lottery is under maintenance', 503, 'MAINTENANCE')),
      ) as never,
      opened: jest.fn(async () => ({ list: [] })) as never,
    });
    renderLottery(lotteryStore({ lottery: api }), <Lottery variant="LOTT" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lottery is under maintenance');
    api.lobby.mockImplementation(async () => ({ serverTime: '', groups: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('lottery-empty')).toHaveTextContent('No lottery games are offered yet');
    expect(screen.getByTestId('opened-numbers')).toHaveTextContent('No results have been published yet.');
  });

  it('speaks Traditional Chinese', async () => {
    renderLottery(lotteryStore(), <Lottery variant="LOTT" />, { lang: 'TW' });
    const cards = await screen.findAllByTestId('lottery-card');
    expect(screen.getByRole('heading', { name: '彩票大廳' })).toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('bet-now')).toHaveTextContent('立即投注');
    expect(within(cards[1]!).getByTestId('draw-countdown').textContent).toMatch(/^距封盤 00:01:/);
    expect(within(cards[0]!).getByTestId('not-published')).toHaveTextContent('未公布開獎結果');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部 (5)',
      '彩票 (1)',
      '自營彩 (2)',
      '電子彩票 (1)',
      '東南亞 4D (1)',
    ]);
  });
});

describe('countdown', () => {
  it('ticks every second, moves to "draw in" at closing and "drawing" at the draw, without re-rendering its parent', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T03:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    const d = openDraw({}, 2_000, 3_000);
    let renders = 0;
    function Parent() {
      const count = useRef(0);
      count.current += 1;
      renders = count.current;
      return <DrawCountdown draw={d} />;
    }
    renderLottery(lotteryStore(), <Parent />);
    const text = () => screen.getByTestId('draw-countdown').textContent;
    expect(text()).toBe('Closes in 00:00:02');
    await act(async () => void (await jest.advanceTimersByTimeAsync(1_000)));
    expect(text()).toBe('Closes in 00:00:01');
    await act(async () => void (await jest.advanceTimersByTimeAsync(1_000)));
    expect(text()).toBe('Betting closed · draw in 00:00:03');
    await act(async () => void (await jest.advanceTimersByTimeAsync(3_000)));
    expect(text()).toBe('Drawing…');
    expect(screen.getByTestId('draw-countdown')).toHaveAttribute('data-phase', 'drawing');
    expect(renders).toBe(1);
  });
});
