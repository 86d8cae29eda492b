import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgentTeamBet } from '../../../contract/types';
import AnnouncementsPage from '../../../src/features/agent/pages/AnnouncementsPage';
import ProfitLossPage from '../../../src/features/agent/pages/ProfitLossPage';
import RevenuePage from '../../../src/features/agent/pages/RevenuePage';
import TeamBetsPage from '../../../src/features/agent/pages/TeamBetsPage';
import TeamTransactionsPage from '../../../src/features/agent/pages/TeamTransactionsPage';
import { renderCenter } from '../member-center/support';
import { agentStore, fakeAgent, type Calls } from './support';

const props = (page: string, params: Record<string, string> = {}) => ({ page, openPage: () => undefined, params });
const bet = (id: number, patch: Partial<AgentTeamBet> = {}): AgentTeamBet => ({
  id,
  username: 'player9',
  category: 'RNG',
  vendor: 'PG',
  gameName: 'Fortune Tiger',
  roundId: `R${id}`,
  betAmount: '100.00',
  validBet: '100.00',
  payout: '0.00',
  profitLoss: '100.00',
  status: 'settled',
  betAt: '2026-11-25T05:00:00.000Z',
  settledAt: '2026-11-25T05:01:00.000Z',
  ...patch,
});

describe('the team betting record', () => {
  it("opens on a downline's month from its records action, filters and pages with the totals of the filter", async () => {
    const calls: Calls = [];
    const store = await agentStore(
      fakeAgent(
        {
          teamBets: async (q) => ({
            list: [bet(1), bet(2, { status: 'open', settledAt: null })],
            total: 45,
            page: q.page ?? 1,
            pageSize: 20,
            totals: { betAmount: '4500.00', validBet: '4400.00', payout: '3000.00', profitLoss: '1400.00' },
          }),
        },
        calls,
      ),
    );
    renderCenter(store, <TeamBetsPage {...props('personalHistoryCopy', { username: 'player9' })} />);
    expect(await screen.findByTestId('bets-totals')).toHaveTextContent('4,500.00');
    expect(calls[0]!.args[0]).toEqual({ range: 'thisMonth', username: 'player9', page: 1, pageSize: 20 });
    expect(screen.getByTestId('bets-username')).toHaveValue('player9');
    expect(screen.getByText('Open', { selector: 'span' })).toHaveAttribute('data-tone', 'wait');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'LIVE' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'settled' } });
    fireEvent.change(screen.getByLabelText('Vendor'), { target: { value: ' EVO ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)!.args[0]).toEqual({
        range: 'thisMonth',
        username: 'player9',
        category: 'LIVE',
        vendor: 'EVO',
        status: 'settled',
        page: 1,
        pageSize: 20,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /^3$|page 3/i }));
    await waitFor(() => expect(calls.at(-1)!.args[0]).toMatchObject({ page: 3 }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(calls.at(-1)!.args[0]).toEqual({ range: 'thisMonth', page: 1, pageSize: 20 }));
  });
});

describe('the profit and loss statement', () => {
  it('shows own play, each direct downline rolled up and the totals', async () => {
    const store = await agentStore(
      fakeAgent({
        profitLoss: async () => ({
          from: '2026-11-01',
          to: '2026-11-25',
          own: { validBet: '10.00', payout: '5.00', profitLoss: '5.00' },
          downlines: [
            {
              id: 11,
              username: 'sub01',
              type: 1,
              teamSize: 7,
              deposits: '100.00',
              withdrawals: '50.00',
              validBet: '2000.00',
              payout: '2100.00',
              profitLoss: '-100.00',
            },
          ],
          totals: {
            deposits: '100.00',
            withdrawals: '50.00',
            validBet: '2000.00',
            payout: '2100.00',
            profitLoss: '-100.00',
          },
        }),
      }),
    );
    renderCenter(store, <ProfitLossPage {...props('palStatementsAgentCopy')} />, { lang: 'TW' });
    const table = await screen.findByTestId('pnl-table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('sub01');
    expect(rows[1]).toHaveTextContent('代理');
    expect(rows[2]).toHaveTextContent('合計');
    expect(rows[2]).toHaveTextContent('-¥ 100.00');
    expect(screen.getByRole('region', { name: '我的投注' })).toHaveTextContent('¥ 5.00');
  });
});

describe('the revenue report and team transactions', () => {
  it('the revenue report is empty with zero totals until contracts pay', async () => {
    const store = await agentStore();
    renderCenter(store, <RevenuePage {...props('agentRevenueReport')} />);
    expect(await screen.findByTestId('revenue-total')).toHaveTextContent('0.00');
    expect(screen.getByTestId('agent-empty')).toHaveTextContent(
      'Income appears here once your contracts pay dividends, wages or rebates.',
    );
  });

  it('team transactions filter by kind and member and show the totals per kind', async () => {
    const calls: Calls = [];
    const store = await agentStore(
      fakeAgent(
        {
          teamTransactions: async () => ({
            list: [
              {
                id: 'd1',
                username: 'player9',
                kind: 'deposit',
                amount: '300.00',
                status: 'success',
                orderNo: 'D1',
                createdAt: '2026-11-25T05:00:00.000Z',
              },
            ],
            total: 1,
            page: 1,
            pageSize: 20,
            totals: { deposits: '300.00', withdrawals: '0.00', transfersIn: '25.00', transfersOut: '0.00' },
          }),
        },
        calls,
      ),
    );
    renderCenter(store, <TeamTransactionsPage {...props('agentDownlineTransactionDetailsCopy')} />);
    expect(await screen.findByText('D1')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'transferIn' } });
    await waitFor(() => expect(calls.at(-1)!.args[0]).toMatchObject({ kind: 'transferIn', page: 1 }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'player9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)!.args[0]).toEqual({
        range: 'thisMonth',
        username: 'player9',
        kind: 'transferIn',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('announcements draw sanitised HTML', async () => {
    const store = await agentStore(
      fakeAgent({
        announcements: async () => ({
          list: [
            {
              id: 1,
              title: 'Commission day',
              body: '<p>Paid on <b>the 3rd</b></p><img src=x onerror="alert(1)">',
              publishedAt: '2026-11-20T02:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
      }),
    );
    renderCenter(store, <AnnouncementsPage {...props('agentAnnouncement')} />);
    expect(await screen.findByText('Commission day')).toBeInTheDocument();
    expect(screen.getByText('the 3rd').tagName).toBe('B');
    expect(document.querySelector('img[onerror]')).toBeNull();
  });
});
