import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { ApiProblem } from '../../../src/api/client';
import { agentStore, fakeAgent, overview, type Calls } from './support';

describe('AgentStore', () => {
  it('loads the overview through the environment and keeps only the newest answer', async () => {
    const calls: Calls = [];
    let release: (() => void) | null = null;
    const store = await agentStore(
      fakeAgent(
        {
          overview: (q) =>
            q.range === 'today'
              ? new Promise((resolve) => (release = () => resolve(overview({ teamSize: 1 }))))
              : Promise.resolve(overview({ teamSize: 2, from: '2026-11-23' })),
        },
        calls,
      ),
    );
    const slow = store.agent.loadOverview({ range: 'today' });
    expect(store.agent.overview.loading).toBe(true);
    await store.agent.loadOverview({ range: 'thisWeek' });
    release!();
    await slow;
    expect(store.agent.overview.data?.teamSize).toBe(2);
    expect(store.agent.overview.loading).toBe(false);
    expect(calls.map((c) => c.args[0])).toEqual([{ range: 'today' }, { range: 'thisWeek' }]);
  });

  it('holds the server message of a failure and retries the same call', async () => {
    let fail = true;
    const store = await agentStore(
      fakeAgent({
        downlines: async () => {
          if (fail) throw new ApiProblem('notFound', 'Not in your team', 404, 'NOT_IN_TEAM');
          return { list: [], total: 0, page: 1, pageSize: 20, breadcrumb: [{ id: 1, username: 'agent01' }] };
        },
      }),
    );
    await store.agent.loadDownlines({ parentId: 77 });
    expect(store.agent.downlines.errorText('fallback')).toBe('Not in your team');
    fail = false;
    store.agent.downlines.reload();
    await new Promise((r) => setTimeout(r, 0));
    expect(store.agent.downlines.failed).toBe(false);
    expect(store.agent.downlines.data?.breadcrumb).toEqual([{ id: 1, username: 'agent01' }]);
  });

  it('a transfer sends the body once and the transfer info takes the new balance', async () => {
    const calls: Calls = [];
    const store = await agentStore(fakeAgent({}, calls));
    await store.agent.loadTransferInfo();
    const body = { downlineId: 11, amount: '100.00', paymentPassword: '123456', requestId: 'req-12345678' };
    const value = await store.agent.transfer(body);
    expect(value).toEqual({ transferId: 't-1', balance: '900.00' });
    expect(store.agent.transferInfo.data?.balance).toBe('900.00');
    expect(calls.filter((c) => c.name === 'transfer').map((c) => c.args[0])).toEqual([body]);
  });

  it('a refused transfer throws and changes nothing', async () => {
    const store = await agentStore(
      fakeAgent({
        transfer: async () =>
          Promise.reject(new ApiProblem('badRequest', 'Wrong payment password', 400, 'BAD_PAYMENT_PASSWORD')),
      }),
    );
    await store.agent.loadTransferInfo();
    await expect(
      store.agent.transfer({ downlineId: 11, amount: '1.00', paymentPassword: 'x', requestId: 'req-12345678' }),
    ).rejects.toThrow('Wrong payment password');
    expect(store.agent.transferInfo.data?.balance).toBe('1000.00');
  });

  it('new and switched invitation links join the loaded list', async () => {
    const store = await agentStore();
    await store.agent.loadInvitations();
    expect(store.agent.invitations.data?.list).toEqual([]);
    await store.agent.createInvitation('agent');
    expect(store.agent.invitations.data?.list.map((l) => [l.id, l.accountType, l.enabled])).toEqual([
      [5, 'agent', true],
    ]);
    await store.agent.setInvitationEnabled(5, false);
    expect(store.agent.invitations.data?.list.map((l) => [l.id, l.enabled])).toEqual([[5, false]]);
  });
});
