import '../helpers';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AgentClock, gmtOffset } from '../../../src/features/agent/AgentClock';
import { AppRoutes } from '../../../src/features/routing/AppRoutes';
import { renderWith } from '../helpers';
import { agentStore } from './support';

afterEach(() => {
  jest.useRealTimers();
});

describe('/agentHome', () => {
  it('draws the agent layout: the registry menu on the left, the overview by default, the clock, nickname and sign out', async () => {
    const store = await agentStore();
    renderWith(store, <AppRoutes />, '/agentHome');
    expect(await screen.findByTestId('agent-overview')).toBeInTheDocument();
    expect(await screen.findByTestId('figure-teamSize')).toHaveTextContent('42');
    const menu = screen.getByRole('navigation', { name: /menu/i });
    const labels = within(menu).getAllByRole('button').map((b) => b.textContent);
    for (const label of ['Agent announcements', 'Team overview', 'Register downline', 'Team management', 'Betting record', 'Team profit and loss', 'Income report', 'Team transactions', 'Deposit', 'Withdraw', 'Platform messages']) {
      expect(labels.some((l) => l?.includes(label))).toBe(true);
    }
    // the contract pages belong to the contracts issue: without a component the menu hides them
    for (const label of ['Dividends', 'Daily wage', 'Hourly wage', 'Real-time salary']) expect(labels.some((l) => l?.includes(label))).toBe(false);
    expect(screen.getByTestId('agent-nickname')).toHaveTextContent('Top agent');
    expect(screen.getByTestId('agent-gmt').textContent).toMatch(/^GMT[+-]\d\d:\d\d$/);
    expect(screen.getByTestId('agent-sign-out')).toBeInTheDocument();

    fireEvent.click(within(menu).getByRole('button', { name: /Team management/ }));
    expect(await screen.findByTestId('agent-downlines')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/agentHome'));
    expect(await screen.findByTestId('downline-sub01')).toBeInTheDocument();
  });

  it('opens the page named in ?page=', async () => {
    const store = await agentStore();
    renderWith(store, <AppRoutes />, '/agentHome?page=agentRevenueReport');
    expect(await screen.findByTestId('agent-revenue')).toBeInTheDocument();
    expect(await screen.findByText('Income appears here once your contracts pay dividends, wages or rebates.')).toBeInTheDocument();
  });


  it("reuses the member center's deposit page in the right panel", async () => {
    const store = await agentStore();
    renderWith(store, <AppRoutes />, '/agentHome?page=depositv2');
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(await screen.findByText('Demo Pay')).toBeInTheDocument();
  });
});

describe('the agent clock', () => {
  it('names the GMT offset and ticks every second', () => {
    expect(gmtOffset(new Date('2026-11-25T00:00:00Z'))).toMatch(/^[+-]\d\d:\d\d$/);
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-25T04:05:06Z'));
    const { container } = render(<AgentClock />);
    const first = container.querySelector('time')!.getAttribute('datetime');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    const second = container.querySelector('time')!.getAttribute('datetime');
    expect(first).toBe('2026-11-25T04:05:06.000Z');
    expect(second).toBe('2026-11-25T04:05:07.000Z');
  });
});
