/**
 * The referral, mission and leaderboard stores (src/stores/rewards; docs/rewards.md): they load
 * through the environment's missions API; a claim is sent once per reward while it runs, marks
 * the mission claimed, lowers the unclaimed count and sets the wallet balance; a refused claim
 * keeps the server's message and reloads the summary; the leaderboard switches board and week,
 * and knows the member's row outside the top 50; the friends filter and paging reach the API.
 */
import { describe, expect, it } from '@jest/globals';
import { types } from 'mobx-state-tree';
import { ApiProblem } from '../../src/api/client';
import type { MissionsApi } from '../../src/api/missions';
import { LeaderboardStoreModel } from '../../src/stores/rewards/LeaderboardStore';
import { MissionStoreModel, withClaimed } from '../../src/stores/rewards/MissionStore';
import { ReferralStoreModel } from '../../src/stores/rewards/ReferralStore';
import type { ClaimAnswer, Leaderboard, Mission, MissionSummary, ReferralFriends } from '../../contract/types';

const mission = (id: string, state: Mission['state'], rewardId: number | null): Mission => ({
  id,
  period: 'daily',
  kind: 'validBet',
  category: null,
  title: id,
  target: '100.00',
  progress: state === 'inProgress' ? '10.00' : '100.00',
  percent: state === 'inProgress' ? 10 : 100,
  reward: '5.00',
  multiple: 1,
  state,
  rewardId,
  endsAt: '2031-03-05T16:00:00.000Z',
});
const summary = (): MissionSummary => ({
  daily: [mission('a', 'completed', 7), mission('b', 'inProgress', null)],
  weekly: [mission('c', 'completed', 8)],
  dailyEndsAt: '2031-03-05T16:00:00.000Z',
  weeklyEndsAt: '2031-03-09T16:00:00.000Z',
  completedUnclaimed: 2,
});
const claimAnswer = (id: number) =>
  ({
    reward: { id, amount: '5.00', state: 'claimed' },
    bonus: { id: 1 },
    balance: '1234.00',
  }) as unknown as ClaimAnswer;

function api(over: Partial<MissionsApi>, calls: string[] = []): MissionsApi {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected ${name}`));
  return {
    missions: over.missions ?? unexpected('missions'),
    claimReward: (id) => (calls.push(`claim:${id}`), (over.claimReward ?? unexpected('claim'))(id)),
    leaderboard: (q) => (
      calls.push(`board:${q.board}:${q.period}`),
      (over.leaderboard ?? unexpected('leaderboard'))(q)
    ),
    referral: over.referral ?? unexpected('referral'),
    referralFriends: (q) => (
      calls.push(`friends:${JSON.stringify(q)}`),
      (over.referralFriends ?? unexpected('friends'))(q)
    ),
  };
}

const Root = types.model({
  wallet: types.optional(
    types.model({ balance: '0', missionCount: 0, rewardCount: 0 }).actions((self) => ({
      setBalance(info: { balance: string }) {
        self.balance = info.balance;
      },
    })),
    {},
  ),
  missions: types.optional(MissionStoreModel, {}),
});

describe('MissionStore', () => {
  it('claims once while the claim runs, marks the mission claimed and sets the balance', async () => {
    const calls: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const root = Root.create(
      {},
      {
        missions: api(
          { missions: async () => summary(), claimReward: async (id) => (await gate, claimAnswer(id)) },
          calls,
        ),
      },
    );
    await root.missions.load();
    const first = root.missions.claim(7);
    expect(root.missions.isClaiming(7)).toBe(true);
    expect(await root.missions.claim(7)).toBeNull(); // a double click sends nothing
    release();
    const outcome = await first;
    expect(outcome).toMatchObject({ ok: true });
    expect(calls).toEqual(['claim:7']);
    expect(root.missions.isClaiming(7)).toBe(false);
    const s = root.missions.summary.data!;
    expect(s.daily[0]!.state).toBe('claimed');
    expect(s.weekly[0]!.state).toBe('completed');
    expect(s.completedUnclaimed).toBe(1);
    expect(root.wallet.balance).toBe('1234.00');
  });

  it('a refused claim keeps the server message and reloads the summary', async () => {
    let loads = 0;
    const store = MissionStoreModel.create(
      {},
      {
        missions: api({
          missions: async () => (loads++, summary()),
          claimReward: async () =>
            Promise.reject(new ApiProblem('badRequest', 'This reward has expired', 400, 'REWARD_EXPIRED')),
        }),
      },
    );
    await store.load();
    expect(await store.claim(8)).toEqual({ ok: false, message: 'This reward has expired' });
    await new Promise((r) => setTimeout(r, 0));
    expect(loads).toBe(2);
    expect(store.summary.data!.weekly[0]!.state).toBe('completed');
  });

  it('withClaimed changes only a completed mission of that reward', () => {
    const s = summary();
    expect(withClaimed(s, 99)).toEqual(s);
    expect(withClaimed(s, 8).weekly[0]!.state).toBe('claimed');
  });
});

describe('LeaderboardStore', () => {
  const board = (entriesMe: boolean, me: Leaderboard['me']): Leaderboard => ({
    board: 'validBet',
    periodKey: '2031-W10',
    from: '',
    to: '',
    closed: false,
    entries: [{ rank: 1, username: 'ab***cd', value: '10.00', prize: '100.00', me: entriesMe }],
    me,
    prizes: ['100.00'],
  });

  it('loads the board and week chosen, and the own row outside the top 50', async () => {
    const calls: string[] = [];
    let answer = board(false, { rank: 61, value: '1.00' });
    const store = LeaderboardStoreModel.create({}, { missions: api({ leaderboard: async () => answer }, calls) });
    await store.load();
    expect(store.ownRowOutside).toEqual({ rank: 61, value: '1.00' });
    answer = board(true, { rank: 1, value: '10.00' });
    store.setBoard('biggestWin');
    store.setWeek('previous');
    store.setWeek('previous'); // unchanged: no call
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual(['board:validBet:current', 'board:biggestWin:current', 'board:biggestWin:previous']);
    expect(store.ownRowOutside).toBeNull();
  });
});

describe('ReferralStore', () => {
  it('filters and pages the friends through the API', async () => {
    const calls: string[] = [];
    const friends: ReferralFriends = { list: [], total: 0, pageNo: 1, pageSize: 20 };
    const store = ReferralStoreModel.create({}, { missions: api({ referralFriends: async () => friends }, calls) });
    await store.loadFriends();
    store.setPage(3);
    store.setState('qualified');
    await new Promise((r) => setTimeout(r, 0));
    expect(store.page).toBe(1);
    expect(calls).toEqual([
      'friends:{"pageNo":1,"pageSize":20}',
      'friends:{"pageNo":3,"pageSize":20}',
      'friends:{"pageNo":1,"pageSize":20,"state":"qualified"}',
    ]);
    expect(store.friends.data).toEqual(friends);
  });

  it('keeps the server message of FEATURE_OFF', async () => {
    const store = ReferralStoreModel.create(
      {},
      {
        missions: api({
          referral: async () =>
            Promise.reject(
              new ApiProblem('notFound', 'Invite friends is not available on this site', 404, 'FEATURE_OFF'),
            ),
        }),
      },
    );
    await store.loadInfo();
    expect(store.info.errorText('fallback')).toBe('Invite friends is not available on this site');
  });
});
