import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TeamOverviewPage from '../../../src/features/agent/pages/TeamOverviewPage';
import { renderCenter } from '../member-center/support';
import { agentStore, day, fakeAgent, overview, type Calls } from './support';

const props = { page: 'agentTeamOverview', openPage: () => undefined, params: {} };

describe('agentTeamOverview', () => {
  it('shows a skeleton, then every figure of today formatted from its decimal string, and the daily series', async () => {
    const store = await agentStore(
      fakeAgent({
        overview: async () => overview({ series: [day('2026-11-24'), day('2026-11-25', { profitLoss: '-35.10' })] }),
      }),
    );
    renderCenter(store, <TeamOverviewPage {...props} />);
    expect(screen.getByTestId('agent-skeleton')).toBeInTheDocument();
    expect(await screen.findByTestId('figure-teamSize')).toHaveTextContent('Team size42');
    expect(screen.getByTestId('figure-activeMembers')).toHaveTextContent('Active members17');
    expect(screen.getByTestId('figure-deposits')).toHaveTextContent('12,345.50');
    expect(screen.getByTestId('figure-validBet')).toHaveTextContent('98,765.43');
    expect(screen.getByTestId('figure-profitLoss')).toHaveTextContent('8,765.43');
    expect(screen.getByTestId('figure-income')).toHaveTextContent('0.00');
    const rows = within(screen.getByTestId('overview-series')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('2026-11-25');
    expect(rows[2]).toHaveTextContent('-35.10');
    expect(screen.getByTestId('overview-chart')).toHaveAttribute('role', 'img');
  });

  it('asks for each range tab, and a custom range sends its days', async () => {
    const calls: Calls = [];
    const store = await agentStore(fakeAgent({}, calls));
    renderCenter(store, <TeamOverviewPage {...props} />);
    await screen.findByTestId('figure-teamSize');
    fireEvent.click(screen.getByTestId('range-thisWeek'));
    await waitFor(() => expect(calls.at(-1)!.args[0]).toEqual({ range: 'thisWeek' }));
    fireEvent.click(screen.getByTestId('range-custom'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.at(-1)!.args[0]).toEqual({ range: 'custom', from: '2026-11-01', to: '2026-11-10' }),
    );
    expect(screen.getByTestId('range-custom')).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks Traditional Chinese and shows the empty state without a series', async () => {
    const store = await agentStore(fakeAgent({ overview: async () => overview({ series: [] }) }));
    renderCenter(store, <TeamOverviewPage {...props} />, { lang: 'TW' });
    expect(await screen.findByTestId('figure-teamSize')).toHaveTextContent('團隊人數42');
    expect(screen.getByRole('button', { name: '本月' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-empty')).toHaveTextContent('暫無記錄');
  });

  it('a failure shows the message and retries', async () => {
    let fail = true;
    const store = await agentStore(
      fakeAgent({
        overview: async () => {
          if (fail) throw new Error('boom');
          return overview();
        },
      }),
    );
    renderCenter(store, <TeamOverviewPage {...props} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByTestId('figure-teamSize')).toHaveTextContent('42');
  });
});
