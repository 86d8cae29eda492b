/**
 * /vnLottery (docs/lottery.md sections 2 and 6): region tabs North / Central / South with their
 * Vietnamese names, the region's draws (province, draw time in ICT, countdown, "Bet now"), the
 * result sheet in the regional layout (North: 27 prizes in 8 rows, ĐB on top in red; South: one
 * column per province, G8 on top down to ĐB), the lô endings table, the bet types with their odds
 * and prices, the date picker, empty states, TW names.
 */
import '../../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Lottery from '../../../src/features/lottery/Lottery';
import { loTable } from '../../../src/stores/lottery/sheets';
import { fakeLotteryApi, northDraw, vnMenus } from './fixtures';
import { lotteryStore, renderLottery } from './support';

const renderVn = (lang: 'EN' | 'TW' = 'EN', api = fakeLotteryApi()) => {
  renderLottery(lotteryStore({ lottery: api }), <Lottery variant="VN" />, { path: '/vnLottery', lang });
  return api;
};

describe('Vietnam lottery page', () => {
  it('shows the North sheet: 8 rows from ĐB to G7, 27 prizes, the special prize in red, with the lô endings', async () => {
    renderVn();
    const sheet = await screen.findByTestId('vn-sheet-north');
    const rows = within(sheet).getAllByTestId('sheet-row');
    expect(rows.map((r) => r.getAttribute('data-tier'))).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(rows.map((r) => within(r).getAllByTestId('prize-number').length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(within(sheet).getAllByTestId('prize-number')).toHaveLength(27);
    const special = within(rows[0]!).getByTestId('prize-number');
    expect(special.textContent).toBe(northDraw().prizes[0]!.numbers[0]);
    expect(getComputedStyle(special).color).toBe('var(--c-danger)');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('ĐB');
    expect(screen.getByTestId('vn-sheet-date')).toHaveTextContent('Thu, 11/26/2026 · Hà Nội');

    const lo = screen.getByTestId('lo-table');
    const loRows = within(lo).getAllByTestId('lo-row');
    expect(loRows.map((r) => r.getAttribute('data-head'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    const expected = loTable(northDraw());
    loRows.forEach((r, head) =>
      expect(within(r).getByTestId('lo-tails').textContent).toBe(expected[head]!.tails.join(', ')),
    );
    expect(within(lo).getAllByText((_, el) => el?.hasAttribute('data-special') ?? false)).toHaveLength(1);
  });

  it('lists the region’s draws with ICT times, countdowns and bet links, and the bet types with odds and prices', async () => {
    renderVn();
    const rows = await screen.findAllByTestId('vn-draw-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Hà Nội');
    expect(rows[0]).toHaveTextContent(/\d\d:\d\d ICT/);
    expect(within(rows[0]!).getByTestId('draw-countdown').textContent).toMatch(/^Closes in 0(0|1):/);
    expect(within(rows[0]!).getByTestId('vn-bet-now')).toHaveAttribute('href', '/vnLottery?gameCode=BGS_VN_NORTH');
    const types = screen.getAllByTestId('vn-bet-type');
    expect(types.map((t) => t.getAttribute('data-code'))).toEqual(['lo2', 'lo3', 'de', 'cang3', 'xien2']);
    expect(within(types[0]!).getByTestId('vn-bet-rule')).toHaveTextContent('1 point = 27, 1 pays 95');
    expect(within(types[2]!).getByTestId('vn-bet-rule')).toHaveTextContent('1 pays 95');
    expect(types[0]).toHaveTextContent('Lô 2 số');
    expect(types[3]).toHaveTextContent('3 càng');
    expect(screen.getByTestId('region-NORTH')).toHaveTextContent('Miền Bắc · Daily draw at 18:15');
  });

  it('switches to South: one column per province, G8 on top down to ĐB, three draws and their lô columns', async () => {
    const api = renderVn();
    await screen.findByTestId('vn-sheet-north');
    fireEvent.click(screen.getByTestId('region-SOUTH'));
    const sheet = await screen.findByTestId('vn-sheet-regional');
    expect(
      within(sheet)
        .getAllByTestId('province-column')
        .map((c) => c.textContent),
    ).toEqual(['Đồng Nai', 'Cần Thơ', 'Sóc Trăng']);
    const rows = within(sheet).getAllByTestId('sheet-row');
    expect(rows.map((r) => r.getAttribute('data-tier'))).toEqual([
      'G8',
      'G7',
      'G6',
      'G5',
      'G4',
      'G3',
      'G2',
      'G1',
      'DB',
    ]);
    expect(rows.map((r) => within(r).getAllByTestId('prize-number').length)).toEqual([3, 3, 9, 3, 21, 6, 3, 3, 3]);
    expect(within(sheet).getAllByTestId('prize-number')).toHaveLength(54);
    expect(
      within(screen.getByTestId('lo-table'))
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Đầu', 'Đồng Nai', 'Cần Thơ', 'Sóc Trăng']);
    expect(screen.getAllByTestId('vn-draw-row').map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'TP. Hồ Chí Minh',
      'Đồng Tháp',
      'Cà Mau',
    ]);
    expect(api.vnNumbers).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('region-CENTRAL'));
    expect(await screen.findByTestId('vn-no-draws')).toBeInTheDocument();
    expect(within(screen.getByTestId('vn-sheet-regional')).getAllByTestId('province-column')).toHaveLength(2);
    expect(screen.getByTestId('vn-bet-types')).toHaveTextContent('1 point = 18, 1 pays 95');
  });

  it('asks for the sheets of a chosen date and back to the latest; says when a date has none', async () => {
    const api = fakeLotteryApi();
    api.vnNumbers.mockImplementation(async (q) =>
      q?.date === '2026-11-01'
        ? { date: '2026-11-01', regions: [] }
        : (await import('./fixtures')).vnNumbers('2026-11-26'),
    );
    renderVn('EN', api);
    await screen.findByTestId('vn-sheet-north');
    fireEvent.change(screen.getByTestId('vn-date'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(api.vnNumbers).toHaveBeenLastCalledWith({ date: '2026-11-01' }));
    expect(await screen.findByTestId('vn-no-sheet')).toHaveTextContent('No results for this date');
    fireEvent.click(screen.getByRole('button', { name: 'Latest' }));
    await waitFor(() => expect(api.vnNumbers).toHaveBeenLastCalledWith({}));
    expect(await screen.findByTestId('vn-sheet-north')).toBeInTheDocument();
  });

  it('says when the merchant does not offer a region', async () => {
    const menus = vnMenus();
    renderVn(
      'EN',
      fakeLotteryApi({
        vnMenus: jest.fn(async () => ({
          ...menus,
          regions: menus.regions.filter((r) => r.region !== 'SOUTH'),
        })) as never,
      }),
    );
    await screen.findByTestId('vn-sheet-north');
    fireEvent.click(screen.getByTestId('region-SOUTH'));
    expect(await screen.findByTestId('vn-not-offered')).toHaveTextContent('This region is not offered.');
  });

  it('speaks Traditional Chinese: 北部 / 中部 / 南部, prize names and bet types', async () => {
    renderVn('TW');
    const sheet = await screen.findByTestId('vn-sheet-north');
    expect(screen.getAllByRole('tab').map((t) => t.querySelector('strong')?.textContent)).toEqual([
      '北部',
      '中部',
      '南部',
    ]);
    expect(
      within(sheet)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['特等獎', '一等獎', '二等獎', '三等獎', '四等獎', '五等獎', '六等獎', '七等獎']);
    expect(screen.getAllByTestId('vn-bet-type')[0]).toHaveTextContent('包組二位（Lô 2 số）每點 27，每中一次派 95');
    expect(screen.getByRole('heading', { name: '越南彩' })).toBeInTheDocument();
  });
});
