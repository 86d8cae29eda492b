import '../helpers';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AgentClock, zoneTime } from '../../../src/features/agent/AgentClock';
import { AppRoutes } from '../../../src/features/routing/AppRoutes';
import { renderWith } from '../helpers';
import { agentStore, fakeAgent } from './support';

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
    const labels = within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent);
    for (const label of [
      'Agent announcements',
      'Team overview',
      'Register downline',
      'Team management',
      'Betting record',
      'Team profit and loss',
      'Income report',
      'Team transactions',
      'Deposit',
      'Withdraw',
      'Platform messages',
    ]) {
      expect(labels.some((l) => l?.includes(label))).toBe(true);
    }
    // the contract pages show once the consolidated contract settings switch them on (all four in the default sample)
    for (const label of ['Dividends', 'Daily wage', 'Hourly wage', 'Real-time salary'])
      expect(labels.some((l) => l?.includes(label))).toBe(false);
    await act(() => store.config.loadContractSettings());
    const withContracts = within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent);
    for (const label of ['Dividends', 'Daily wage', 'Hourly wage', 'Real-time salary'])
      expect(withContracts.some((l) => l?.includes(label))).toBe(true);
    expect(screen.getByTestId('agent-nickname')).toHaveTextContent('Top agent');
    // the header's zone is the merchant's reporting zone of the profile, not the browser's
    expect(await screen.findByTestId('agent-gmt')).toHaveTextContent(/^GMT\+08:00$/);
    expect(store.agent.profile.data?.teamSize).toBe(42);
    expect(screen.getByTestId('agent-sign-out')).toBeInTheDocument();

    fireEvent.click(within(menu).getByRole('button', { name: /Team management/ }));
    expect(await screen.findByTestId('agent-downlines')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/agentHome'));
    expect(await screen.findByTestId('downline-sub01')).toBeInTheDocument();
  });

  it("shows a skeleton in the header while the profile loads, then the profile's zone; a failed load offers a retry", async () => {
    let answer: (value: Awaited<ReturnType<ReturnType<typeof fakeAgent>['profile']>>) => void = () => {};
    const calls: { name: string; args: unknown[] }[] = [];
    let fail = true;
    const store = await agentStore(
      fakeAgent(
        {
          profile: () =>
            fail
              ? Promise.reject(new Error('offline'))
              : new Promise((resolve) => {
                  answer = resolve;
                }),
        },
        calls,
      ),
    );
    renderWith(store, <AppRoutes />, '/agentHome');
    const retry = await screen.findByTestId('agent-clock-retry');
    expect(screen.queryByTestId('agent-gmt')).toBeNull(); // never the browser's zone instead
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('agent-clock-skeleton')).toBeInTheDocument();
    expect(screen.queryByTestId('agent-gmt')).toBeNull();
    await act(async () =>
      answer({
        id: 1,
        username: 'agent01',
        nickname: 'Top agent',
        type: 1,
        affiliateCode: null,
        utcOffsetMinutes: -210,
        gmtLabel: 'GMT-03:30',
        teamSize: 0,
        directCount: 0,
      }),
    );
    expect(await screen.findByTestId('agent-gmt')).toHaveTextContent('GMT-03:30');
    expect(screen.queryByTestId('agent-clock-skeleton')).toBeNull();
    expect(calls.filter((c) => c.name === 'profile').length).toBeGreaterThanOrEqual(2);
  });

  it('opens the page named in ?page=', async () => {
    const store = await agentStore();
    renderWith(store, <AppRoutes />, '/agentHome?page=agentRevenueReport');
    expect(await screen.findByTestId('agent-revenue')).toBeInTheDocument();
    expect(
      await screen.findByText('Income appears here once your contracts pay dividends, wages or rebates.'),
    ).toBeInTheDocument();
  });

  it("reuses the member center's deposit page in the right panel", async () => {
    const store = await agentStore();
    renderWith(store, <AppRoutes />, '/agentHome?page=depositv2');
    expect(await screen.findByRole('heading', { name: 'Deposit' })).toBeInTheDocument();
    expect(await screen.findByText('Demo Pay')).toBeInTheDocument();
  });
});

describe('the agent clock', () => {
  it('names the GMT offset and ticks every second in that zone', () => {
    expect(zoneTime(new Date('2026-11-25T20:30:00Z'), 480, 'en-US')).toMatch(/^11\/26\/2026, 04:30:00$/);
    expect(zoneTime(new Date('2026-11-25T02:00:00Z'), -210, 'en-US')).toMatch(/^11\/24\/2026, 22:30:00$/);
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-25T04:05:06Z'));
    const { container } = render(<AgentClock offsetMinutes={480} label="GMT+08:00" />);
    expect(screen.getByTestId('agent-gmt').textContent).toMatch(/^GMT[+-]\d\d:\d\d$/);
    expect(container.querySelector('time')!.textContent).toContain('12:05:06');
    const first = container.querySelector('time')!.getAttribute('datetime');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    const second = container.querySelector('time')!.getAttribute('datetime');
    expect(first).toBe('2026-11-25T04:05:06.000Z');
    expect(second).toBe('2026-11-25T04:05:07.000Z');
    expect(container.querySelector('time')!.textContent).toContain('12:05:07');
  });
});
