/**
 * The console's agents screen state (src/stores/operator/AgentsModel.ts) over a fake member API:
 * search by a part of the username with paging, make an agent, move under an upline picked by
 * username (unknown username told before any call; the server's refusals kept as its message),
 * the audit entries reloaded after each action, and everything forgotten at sign-out.
 */
import { describe, expect, it } from '@jest/globals';
import type { OperatorApi } from '../../../src/api/operator';
import { OperatorStoreModel } from '../../../src/stores/OperatorStore';
import { fakeContent, fakeMembers } from './support';

function setup() {
  const members = fakeMembers();
  const store = OperatorStoreModel.create(
    {},
    {
      operatorApi: { content: fakeContent(), ...members } as unknown as OperatorApi,
      tokenStore: { get: () => 'op-token', set: () => undefined },
    },
  );
  return { agents: store.agents, store, members };
}

describe('agents screen state', () => {
  it('opens on everyone and the member audit entries, then searches and pages', async () => {
    const { agents, members } = setup();
    await agents.open();
    expect(agents.page?.total).toBe(32);
    expect(agents.pageCount).toBe(2);
    expect(agents.audit?.list).toEqual([]);
    expect(members.calls).toContain('audit:1:member');
    await agents.search('PLAYER0');
    expect(agents.page?.list.map((m) => m.username)).toEqual([
      'player01',
      'player02',
      'player03',
      'player04',
      'player05',
      'player06',
      'player07',
      'player08',
      'player09',
    ]);
    await agents.search(undefined, 2);
    expect([agents.query, agents.pageNo, agents.page?.pageNo]).toEqual(['PLAYER0', 2, 2]);
  });

  it('makes a member an agent, tells it, reloads the list and the audit entries', async () => {
    const { agents } = setup();
    await agents.search('player02');
    const player = agents.page!.list[0]!;
    expect(await agents.makeAgent(player, 41)).toBe(true);
    expect(agents.notice).toEqual({ tone: 'success', key: 'madeAgent', params: { username: 'player02', type: 41 } });
    expect(agents.page?.list[0]?.type).toBe(41);
    expect(agents.audit?.list[0]).toMatchObject({
      action: 'member.makeAgent',
      targetId: player.id,
      after: { type: 41 },
    });
    expect(await agents.makeAgent(agents.page!.list[0]!, 1)).toBe(false);
    expect(agents.notice).toEqual({ tone: 'error', message: 'This member is already an agent' });
    expect(agents.acting).toBeNull();
  });

  it('moves a member under an upline picked by username; refuses an unknown username without calling, and keeps the server’s refusals', async () => {
    const { agents, members } = setup();
    await agents.search('player01');
    const player = agents.page!.list[0]!;
    expect(await agents.move(player, '  ')).toBe(false);
    expect(agents.notice).toEqual({ tone: 'error', key: 'uplineRequired' });
    expect(await agents.move(player, 'nobody')).toBe(false);
    expect(agents.notice).toEqual({ tone: 'error', key: 'uplineUnknown', params: { username: 'nobody' } });
    expect(members.calls.some((c) => c.startsWith('move:'))).toBe(false);
    expect(await agents.move(player, 'player05')).toBe(false);
    expect(agents.notice).toEqual({ tone: 'error', message: 'The new upline must be an agent' });

    await agents.search('agent01');
    expect(await agents.move(agents.page!.list[0]!, 'SUB01')).toBe(false);
    expect(agents.notice?.message).toBe('A member cannot move into its own team');

    await agents.search('player01');
    expect(await agents.move(player, 'Agent01')).toBe(true);
    expect(agents.notice).toEqual({
      tone: 'success',
      key: 'moved',
      params: { username: 'player01', upline: 'agent01' },
    });
    expect(agents.page?.list[0]?.uplineUsername).toBe('agent01');
    expect(agents.audit?.list[0]).toMatchObject({
      action: 'member.move',
      before: { uplineId: 2 },
      after: { uplineId: 1 },
    });
  });

  it('forgets the search and the audit entries at sign-out', async () => {
    const { agents, store } = setup();
    await agents.open();
    store.logout();
    expect([agents.page, agents.audit, agents.query]).toEqual([null, null, '']);
  });
});
