import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AgentDownlinesQuery } from '../../../contract/types';
import DownlinesPage from '../../../src/features/agent/pages/DownlinesPage';
import { renderCenter } from '../member-center/support';
import { agentStore, downline, fakeAgent, type Calls } from './support';

const props = { page: 'downlineManagmentView', openPage: () => undefined, params: {} };
const me = { id: 1, username: 'agent01' };
const sub = { id: 11, username: 'sub01' };
const deep = { id: 21, username: 'sub0101' };

/** A three-level team: agent01 > sub01 > sub0101 > player9; search finds player9 with its path. */
function tree(calls: Calls) {
  return fakeAgent(
    {
      downlines: async (q: AgentDownlinesQuery) => {
        const page = { total: 1, page: 1, pageSize: 20 };
        if (q.username)
          return {
            ...page,
            breadcrumb: [me],
            list: [downline(31, 'player9', { depth: 3, path: [me, sub, deep, { id: 31, username: 'player9' }] })],
          };
        if (q.parentId === 11)
          return {
            ...page,
            breadcrumb: [me, sub],
            list: [downline(21, 'sub0101', { type: 1, depth: 2, directCount: 1, teamSize: 1 })],
          };
        if (q.parentId === 21)
          return {
            ...page,
            breadcrumb: [me, sub, deep],
            list: [downline(31, 'player9', { depth: 3, online: true, balance: '5000.00' })],
          };
        return {
          ...page,
          breadcrumb: [me],
          list: [
            downline(11, 'sub01', {
              type: 1,
              directCount: 1,
              teamSize: 2,
              deposits: '1500.00',
              validBet: '2500.50',
              profitLoss: '-12.00',
            }),
          ],
        };
      },
    },
    calls,
  );
}

describe('downlineManagmentView', () => {
  it('drills down two levels with the breadcrumb and goes back up', async () => {
    const calls: Calls = [];
    const store = await agentStore(tree(calls));
    renderCenter(store, <DownlinesPage {...props} />);
    const row = await screen.findByTestId('downline-sub01');
    expect(row).toHaveTextContent('Agent');
    expect(row).toHaveTextContent('1 / 2');
    expect(row).toHaveTextContent('1,500.00');
    expect(row).toHaveTextContent('2,500.50');
    expect(row).toHaveTextContent('-¥ 12.00'); // the sign leads the symbol
    expect(calls[0]!.args[0]).toMatchObject({ range: 'thisMonth', page: 1, pageSize: 20 });
    expect(calls[0]!.args[0]).not.toHaveProperty('username');

    fireEvent.click(within(row).getByRole('button', { name: 'Show the team of sub01' }));
    await screen.findByTestId('downline-sub0101');
    expect(calls.at(-1)!.args[0]).toMatchObject({ parentId: 11 });
    fireEvent.click(screen.getByRole('button', { name: 'Show the team of sub0101' }));
    const player = await screen.findByTestId('downline-player9');
    expect(within(player).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(player).toHaveTextContent('5,000.00');
    const crumbs = screen.getByTestId('downline-breadcrumb');
    expect(crumbs).toHaveTextContent('My team›sub01›sub0101');
    expect(within(crumbs).getByText('sub0101')).toHaveAttribute('aria-current', 'page');

    fireEvent.click(within(crumbs).getByRole('button', { name: 'sub01' }));
    await screen.findByTestId('downline-sub0101');
    expect(calls.at(-1)!.args[0]).toMatchObject({ parentId: 11 });
    fireEvent.click(within(screen.getByTestId('downline-breadcrumb')).getByRole('button', { name: 'My team' }));
    await screen.findByTestId('downline-sub01');
    expect((calls.at(-1)!.args[0] as AgentDownlinesQuery).parentId).toBeUndefined();
  });

  it('searches a username at any depth and shows the path of each match', async () => {
    const calls: Calls = [];
    const store = await agentStore(tree(calls));
    renderCenter(store, <DownlinesPage {...props} />);
    await screen.findByTestId('downline-sub01');
    fireEvent.change(screen.getByTestId('downline-search'), { target: { value: ' player9 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const match = await screen.findByTestId('downline-player9');
    expect(calls.at(-1)!.args[0]).toMatchObject({ username: 'player9', page: 1 });
    expect(match).toHaveTextContent('Path: agent01 › sub01 › sub0101 › player9');
    expect(screen.getByText('Search results for "player9"')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the tree' }));
    await screen.findByTestId('downline-sub01');
  });

  it('a downline outside the team answers with the server message and nothing else', async () => {
    const store = await agentStore(
      fakeAgent({
        downlines: async () => {
          throw Object.assign(new Error('Not in your team'), { name: 'ApiProblem' });
        },
      }),
    );
    renderCenter(store, <DownlinesPage {...props} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the transfer action opens the dialog for that downline', async () => {
    const store = await agentStore(tree([]));
    renderCenter(store, <DownlinesPage {...props} />);
    fireEvent.click(await screen.findByTestId('transfer-sub01'));
    expect(await screen.findByRole('dialog', { name: 'Transfer to sub01' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('transfer-balance')).toHaveTextContent('1,000.00'));
  });
});
