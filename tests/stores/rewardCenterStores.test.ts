/**
 * The reward center and rebate stores (docs/rewards.md "Reward center", "Manual rebate"): a claim
 * on its way blocks a second one from the page (one API call), the result is kept (the answer or
 * the server's message), the lists reload and the header wallet refreshes after a success; the
 * rebate claim sends the click's requestId; the VIP store loads the page.
 */
import { describe, expect, it } from '@jest/globals';
import type { ClaimAnswer, RebateClaimAnswer, RebateInfo, Reward, RewardList, VipInfo } from '../../contract/types';
import type { RewardCenterApi } from '../../src/api/rewardCenter';
import { ApiProblem } from '../../src/api/client';
import { RootStoreModel } from '../../src/stores/RootStore';
import type { WalletApi } from '../../src/api/wallet';
import { fakeOf, fakeStoreEnv } from '../support/storeEnv';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(v: T): void;
  reject(e: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const reward = (id: number, state: Reward['state'] = 'claimable'): Reward => ({
  id,
  source: 'mission',
  title: `Reward ${id}`,
  amount: '5.00',
  multiple: 1,
  state,
  createdAt: '2026-05-01T00:00:00.000Z',
  expiresAt: '2026-05-08T00:00:00.000Z',
  claimedAt: null,
  bonusId: null,
});
const list = (rewards: Reward[]): RewardList => ({
  list: rewards,
  total: rewards.length,
  pageNo: 1,
  pageSize: 6,
  claimableCount: rewards.length,
  claimableTotal: `${rewards.length * 5}.00`,
});
const claimAnswer = (id: number): ClaimAnswer => ({
  reward: { ...reward(id, 'claimed'), claimedAt: '2026-05-02T00:00:00.000Z', bonusId: 9 },
  bonus: {
    id: 9,
    source: 'mission',
    title: 'Reward',
    amount: '5.00',
    depositAmount: null,
    base: 'bonus',
    multiple: 1,
    required: '5.00',
    done: '0.00',
    remaining: '5.00',
    progress: 0,
    contributions: {},
    state: 'active',
    createdAt: '2026-05-02T00:00:00.000Z',
    expiresAt: '2026-06-01T00:00:00.000Z',
    endedAt: null,
    returned: null,
  },
  balance: '105.00',
});
const rebateInfo: RebateInfo = {
  enabled: true,
  vipLevel: 0,
  vipName: 'Member',
  multiple: 1,
  minClaim: '1.00',
  categories: [],
  validBet: '500.00',
  claimable: '2.00',
  lastClaimAt: null,
};
const rebateAnswer: RebateClaimAnswer = {
  claim: { id: 3, amount: '2.00', validBet: '500.00', createdAt: '2026-05-02T00:00:00.000Z', bonusId: 11, details: [] },
  balance: '102.00',
};

/** A root store over a fake reward center API (every call recorded) and a wallet whose refreshes are counted. */
function setup(api: Partial<RewardCenterApi>) {
  const calls: { name: string; args: unknown[] }[] = [];
  const base: RewardCenterApi = {
    rewards: async () => list([reward(1), reward(2)]),
    claim: async (id) => claimAnswer(id),
    rebate: async () => rebateInfo,
    claimRebate: async () => rebateAnswer,
    rebateClaims: async () => ({ list: [], total: 0, pageNo: 1, pageSize: 5 }),
    vip: async () =>
      ({
        enabled: true,
        levels: [],
        me: { level: 0, name: 'Member', totalValidBet: '0.00', totalDeposits: '0.00', next: null },
      }) as VipInfo,
    memberState: async () => ({
      balance: '0.00',
      currency: 'CNY',
      currencySymbol: '¥',
      hasVip: false,
      vipLabelName: null,
      vipRankLevel: null,
      availablePromoCount: 0,
      unreadMessage: 0,
      rewardCount: 0,
      missionCount: 0,
    }),
  };
  const merged = { ...base, ...api };
  const rewardCenter = Object.fromEntries(
    Object.entries(merged).map(([name, fn]) => [
      name,
      (...args: unknown[]) => (calls.push({ name, args }), (fn as (...a: unknown[]) => unknown)(...args)),
    ]),
  ) as unknown as RewardCenterApi;
  let refreshes = 0;
  const wallet = fakeOf<WalletApi>('wallet', { memberState: async () => (refreshes++, merged.memberState()) });
  const env = fakeStoreEnv({ rewardCenter, wallet, walletSocket: null });
  const root = RootStoreModel.create({}, env);
  return { root, calls, refreshes: () => refreshes };
}

const names = (calls: { name: string }[]) => calls.map((c) => c.name);
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('RewardCenterStore', () => {
  it('claims once while a claim is on its way, keeps the answer, reloads the list and refreshes the wallet', async () => {
    const pending = deferred<ClaimAnswer>();
    const { root, calls, refreshes } = setup({ claim: () => pending.promise });
    await root.rewardCenter.load();
    expect(root.rewardCenter.list.data?.list.map((r) => r.id)).toEqual([1, 2]);
    const first = root.rewardCenter.claim(1);
    expect(root.rewardCenter.claiming(1)).toBe(true);
    expect(root.rewardCenter.claiming(2)).toBe(false);
    expect(await root.rewardCenter.claim(1)).toBeNull();
    expect(names(calls).filter((n) => n === 'claim')).toEqual(['claim']);
    pending.resolve(claimAnswer(1));
    const result = await first;
    expect(result).toEqual({ ok: true, answer: claimAnswer(1) });
    expect(root.rewardCenter.claiming(1)).toBe(false);
    expect(root.rewardCenter.lastClaim?.reward.state).toBe('claimed');
    expect(names(calls)).toEqual(['rewards', 'claim', 'rewards']);
    await tick();
    expect(refreshes()).toBe(1);
  });

  it("keeps the server's message of a refused claim and lets the member try again", async () => {
    let refuse = true;
    const { root, refreshes } = setup({
      claim: async (id) =>
        refuse
          ? Promise.reject(new ApiProblem('badRequest', 'This reward expired', 409, 'REWARD_EXPIRED'))
          : claimAnswer(id),
    });
    await root.rewardCenter.load();
    expect(await root.rewardCenter.claim(2)).toEqual({ ok: false, message: 'This reward expired' });
    expect(root.rewardCenter.results[2]).toEqual({ ok: false, message: 'This reward expired' });
    expect(root.rewardCenter.lastClaim).toBeNull();
    expect(refreshes()).toBe(0);
    refuse = false;
    expect((await root.rewardCenter.claim(2))?.ok).toBe(true);
  });

  it('switching tab or source goes back to page 1 and asks for that list', async () => {
    const { root, calls } = setup({});
    await root.rewardCenter.setPage(3);
    await root.rewardCenter.setTab('history');
    await root.rewardCenter.setSource('vipMonthly');
    expect(calls.map((c) => c.args[0])).toEqual([
      { status: 'claimable', pageNo: 3, pageSize: 6 },
      { status: 'history', pageNo: 1, pageSize: 6 },
      { status: 'history', pageNo: 1, pageSize: 6, source: 'vipMonthly' },
    ]);
  });
});

describe('RebateStore', () => {
  it("sends the click's requestId once while on its way, then reloads the rebate and history and refreshes the wallet", async () => {
    const pending = deferred<RebateClaimAnswer>();
    const { root, calls, refreshes } = setup({ claimRebate: () => pending.promise });
    const first = root.rebate.claim('click-0001');
    expect(root.rebate.claiming).toBe(true);
    expect(await root.rebate.claim('click-0002')).toBeNull();
    pending.resolve(rebateAnswer);
    expect(await first).toEqual({ ok: true, answer: rebateAnswer });
    expect(calls.filter((c) => c.name === 'claimRebate').map((c) => c.args)).toEqual([['click-0001']]);
    expect(names(calls).sort()).toEqual(['claimRebate', 'rebate', 'rebateClaims']);
    expect(root.rebate.claiming).toBe(false);
    await tick();
    expect(refreshes()).toBe(1);
  });

  it("keeps the server's refusal (below the minimum) and reloads nothing", async () => {
    const { root, calls } = setup({
      claimRebate: async () =>
        Promise.reject(new ApiProblem('badRequest', 'Below the minimum of 1.00', 400, 'REBATE_BELOW_MINIMUM')),
    });
    expect(await root.rebate.claim('click-0003')).toEqual({ ok: false, message: 'Below the minimum of 1.00' });
    expect(root.rebate.result).toEqual({ ok: false, message: 'Below the minimum of 1.00' });
    expect(names(calls)).toEqual(['claimRebate']);
  });
});

describe('VipStore', () => {
  it('loads the VIP page', async () => {
    const { root } = setup({});
    await root.vip.load();
    expect(root.vip.info.data?.me.name).toBe('Member');
  });
});
