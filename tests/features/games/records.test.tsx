/**
 * The member center's betting record (personalHistoryCopy) and profit report (personalProfit)
 * pages (README "Playing"): rows with the server's figures, totals, filters sent to the server,
 * paging, and the profit per category.
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BetPage, ProfitReport, RecordQuery, RecordsApi } from '../../../src/api/records';
import BettingRecordPage from '../../../src/features/member-center/records/BettingRecordPage';
import ProfitPage from '../../../src/features/member-center/records/ProfitPage';
import { MEMBER_CENTER_PAGE_TABLE } from '../../../src/features/routing/centerPages';
import { createRootStore, type StoreEnv } from '../../../src/stores';
import { loadSample } from '../../support/samples';
import { storeEnvFor } from '../../support/storeEnv';
import { renderCenter } from '../member-center/support';

const totals = { rounds: 2, stake: '15.00', win: '25.50', profit: '10.50' };
const page = (over: Partial<BetPage> = {}): BetPage => ({
  list: [
    {
      roundId: 'r-2',
      gameName: 'Dragon Fortune Reels',
      gameCode: 'BGS_SLOT',
      nodeId: 90001,
      vendor: 'BGS',
      vendorName: 'BGS Originals',
      category: 'BGS',
      stake: '5.00',
      win: '0.00',
      profit: '-5.00',
      time: '2026-11-21T10:05:00.000Z',
      settledAt: '2026-11-21T10:05:01.000Z',
      status: 'settled',
      lottery: null,
    },
    {
      roundId: 'r-1',
      gameName: 'Dragon Fortune Reels',
      gameCode: 'BGS_SLOT',
      nodeId: 90001,
      vendor: 'BGS',
      vendorName: 'BGS Originals',
      category: 'BGS',
      stake: '10.00',
      win: '25.50',
      profit: '15.50',
      time: '2026-11-21T10:00:00.000Z',
      settledAt: '2026-11-21T10:00:01.000Z',
      status: 'settled',
      lottery: null,
    },
    {
      roundId: 'r-3',
      gameName: 'Ocean Hunter',
      gameCode: 'BGS_FISH',
      nodeId: 90003,
      vendor: 'BGS_FISH',
      vendorName: 'BGS Fishing',
      category: 'FISH',
      stake: '2.00',
      win: '0.00',
      profit: null,
      time: '2026-11-21T09:00:00.000Z',
      settledAt: null,
      status: 'open',
      lottery: null,
    },
  ],
  pageNo: 1,
  pageSize: 20,
  totalCount: 45,
  totalPages: 3,
  totals,
  ...over,
});
const report: ProfitReport = {
  from: '',
  to: '',
  categories: [
    { category: 'BGS', ...totals },
    { category: 'FISH', rounds: 1, stake: '2.00', win: '1.00', profit: '-1.00' },
  ],
  totals: { rounds: 3, stake: '17.00', win: '26.50', profit: '9.50' },
};

async function storeWith(records: RecordsApi) {
  const store = createRootStore({ ...storeEnvFor(loadSample('default.json')), records } as StoreEnv, {});
  await store.config.load();
  return store;
}

const props = { page: 'personalHistoryCopy', openPage: () => undefined, params: {} };

describe('betting record page', () => {
  it('shows each round with its figures and status, the totals, and sends filters and pages', async () => {
    const calls: RecordQuery[] = [];
    const store = await storeWith({ bets: async (q) => (calls.push(q), page()), profit: async () => report });
    renderCenter(store, <BettingRecordPage {...props} />);
    const rows = await screen.findAllByTestId('bet-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Dragon Fortune Reels')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+15.50')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Open')).toBeInTheDocument();
    expect(within(screen.getByTestId('bet-totals')).getByText('¥ 10.50')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(Date.parse(calls[0]!.to!) - Date.parse(calls[0]!.from!)).toBe(7 * 86_400_000);

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'FISH' } });
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ category: 'FISH' }));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(Date.parse(calls.at(-1)!.to!) - Date.parse(calls.at(-1)!.from!)).toBeLessThanOrEqual(
        86_400_000 + 3_600_000,
      ),
    );
  });

  it('is in the member center page table with the profit page', () => {
    expect(Object.keys(MEMBER_CENTER_PAGE_TABLE)).toEqual(
      expect.arrayContaining(['personalHistoryCopy', 'personalProfit']),
    );
  });
});

describe('profit page', () => {
  it('lists the profit per category and the totals', async () => {
    const store = await storeWith({ bets: async () => page(), profit: async () => report });
    renderCenter(store, <ProfitPage {...props} page="personalProfit" />, { lang: 'TW' });
    const rows = await screen.findAllByTestId('profit-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('-1.00')).toBeInTheDocument();
    expect(within(screen.getByTestId('profit-totals')).getByText('¥ 9.50')).toBeInTheDocument();
  });
});
