/**
 * The reward center (docs/rewards.md "Reward center"): an offered reward claimed once becomes one
 * bonus grant paid by one ledger transfer; concurrent claims (double click, two tabs) pay once and
 * all answer the same claimed reward; another member's reward is not found; an expired one is
 * refused in TW and EN; the scheduler's expiry runs once; the badge counts and their live
 * `rewards` event follow.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type { ClaimAnswer, MemberState, RewardList } from '../../../../contract/types.ts';
import { bonusGrants, memberRewards } from '../../../../server/db/schema.ts';
import { runRewardJobs } from '../../../../server/services/rewards/jobs.ts';
import { offerReward } from '../../../../server/services/rewards/offer.ts';
import { expireRewards } from '../../../../server/services/rewards/rewardCenter.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { addMember, sessionOf, uniqueName } from '../agent/support.ts';
import { bonusTransfers, liveEvents, newPlayer, type Player } from './rewardCenterSupport.ts';
import { expectLedgerClean } from '../vendor-protocol/settleSupport.ts';

let t: TestApp;
let clock = new Date('2026-05-10T04:00:00Z');
const HOUR = 3_600_000;
let ref = 0;

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock }, rateLimitMax: false });
});
afterAll(() => t.close());

const claimUrl = (id: number) => ENDPOINTS.rewardClaim.replace(':id', String(id));

/** Offers `p` a reward of `amount` minor units (a mission reward unless said), expiring in `hours`. */
async function offer(
  p: Player,
  amount: bigint,
  hours: number | null = 48,
  source: 'mission' | 'promotion' = 'promotion',
) {
  return (
    await offerReward(t.db, {
      merchantId: p.merchantId,
      memberId: p.memberId,
      source,
      sourceRef: `test:${p.memberId}:${++ref}`,
      title: { TW: '測試獎勵', EN: 'Test reward' },
      amount,
      multiple: 200,
      expiresAt: hours === null ? null : new Date(clock.getTime() + hours * HOUR),
      now: clock,
    })
  ).reward;
}

describe('claim', () => {
  it('turns an offered reward into one bonus grant paid by one transfer, with the reward list and balance', async () => {
    const p = await newPlayer(t.db, 0n, clock);
    const reward = await offer(p, 1_850n);
    const before = await api<RewardList>(t.app, 'GET', ENDPOINTS.rewards, p.session);
    expect(before.status).toBe(200);
    expect(before.body.value).toMatchObject({ total: 1, claimableCount: 1, claimableTotal: '18.50' });
    expect(before.body.value.list[0]).toMatchObject({
      id: reward.id,
      source: 'promotion',
      title: 'Test reward',
      amount: '18.50',
      multiple: 2,
      state: 'claimable',
    });

    const res = await api<ClaimAnswer>(t.app, 'POST', claimUrl(reward.id), p.session);
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('18.50');
    expect(res.body.value.reward).toMatchObject({ id: reward.id, state: 'claimed', bonusId: res.body.value.bonus.id });
    expect(res.body.value.bonus).toMatchObject({
      source: 'promotion',
      amount: '18.50',
      multiple: 2,
      required: '37.00',
      done: '0.00',
      state: 'active',
      title: 'Test reward',
    });
    expect(res.body.value.balance).toBe('18.50');

    const transfers = await bonusTransfers(t.db, p.memberId);
    expect(transfers).toEqual([{ id: expect.any(Number), amount: '1850', key: `bonus:${res.body.value.bonus.id}` }]);
    const [grant] = await t.db.select().from(bonusGrants).where(eq(bonusGrants.id, res.body.value.bonus.id));
    expect(grant).toMatchObject({ sourceRef: String(reward.id), multiple: 200, required: 3_700n });
    // the bonus expires after the merchant's bonusExpiryDays (30 by default)
    expect(grant!.expiresAt.getTime() - clock.getTime()).toBe(30 * 24 * HOUR);

    const after = await api<RewardList>(t.app, 'GET', ENDPOINTS.rewards, p.session);
    expect(after.body.value).toMatchObject({ total: 0, claimableCount: 0, claimableTotal: '0.00' });
    const history = await api<RewardList>(t.app, 'GET', `${ENDPOINTS.rewards}?status=history`, p.session);
    expect(history.body.value.list.map((r) => [r.id, r.state])).toEqual([[reward.id, 'claimed']]);
    await expectLedgerClean(t.db);
  });

  it('pays once when N claims of one reward race, and every answer is the same claimed reward', async () => {
    const p = await newPlayer(t.db, 0n, clock);
    const reward = await offer(p, 5_000n);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => api<ClaimAnswer>(t.app, 'POST', claimUrl(reward.id), p.session)),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bonusIds = new Set(answers.map((a) => a.body.value.bonus.id));
    expect(bonusIds.size).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.value.reward))).size).toBe(1);
    expect(await bonusTransfers(t.db, p.memberId)).toHaveLength(1);
    expect(await t.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, p.memberId))).toHaveLength(1);
    // a later click answers the same again
    const again = await api<ClaimAnswer>(t.app, 'POST', claimUrl(reward.id), p.session);
    expect([again.status, again.body.value.bonus.id, again.body.value.balance]).toEqual([
      200,
      [...bonusIds][0],
      '50.00',
    ]);
    await expectLedgerClean(t.db);
  });

  it("answers 404 for another member's reward and an unknown one, and moves nothing", async () => {
    const owner = await newPlayer(t.db, 0n, clock);
    const other = await newPlayer(t.db, 0n, clock);
    const reward = await offer(owner, 1_000n);
    const res = await api(t.app, 'POST', claimUrl(reward.id), other.session);
    expect([res.status, res.body.code]).toEqual([404, 'REWARD_NOT_FOUND']);
    expect((await api(t.app, 'POST', claimUrl(987_654), other.session)).status).toBe(404);
    expect((await api<RewardList>(t.app, 'GET', ENDPOINTS.rewards, other.session)).body.value.total).toBe(0);
    const [row] = await t.db.select().from(memberRewards).where(eq(memberRewards.id, reward.id));
    expect(row!.state).toBe('claimable');
    expect(await bonusTransfers(t.db, other.memberId)).toEqual([]);
  });

  it('refuses an expired reward with 409 in EN and TW and shows it in the history', async () => {
    const p = await newPlayer(t.db, 0n, clock);
    const reward = await offer(p, 1_000n, 0.1);
    // six minutes later (the session stays alive)
    clock = new Date(clock.getTime() + 0.11 * HOUR);
    const en = await api(t.app, 'POST', claimUrl(reward.id), p.session, undefined, 'EN');
    expect([en.status, en.body.code]).toEqual([409, 'REWARD_EXPIRED']);
    expect(en.body.message).toMatch(/expired/);
    const tw = await api(t.app, 'POST', claimUrl(reward.id), p.session, undefined, 'TW');
    expect(tw.body.message).toMatch(/過期/);
    const history = await api<RewardList>(t.app, 'GET', `${ENDPOINTS.rewards}?status=history`, p.session);
    expect(history.body.value.list.map((r) => [r.id, r.state])).toEqual([[reward.id, 'expired']]);
    expect(await bonusTransfers(t.db, p.memberId)).toEqual([]);
  });

  it('refuses trial users and guests', async () => {
    expect((await api(t.app, 'GET', ENDPOINTS.rewards, null)).status).toBe(401);
    expect((await api(t.app, 'GET', ENDPOINTS.memberState, null)).status).toBe(401);
    const demo = await newPlayer(t.db, 0n, clock);
    const trial = await sessionOf(t.db, await addMember(t.db, demo.merchantId, uniqueName('rwtrial'), 4, null), clock);
    for (const url of [ENDPOINTS.rewards, ENDPOINTS.memberState, ENDPOINTS.vip])
      expect((await api(t.app, 'GET', url, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await api(t.app, 'POST', claimUrl(1), trial)).status).toBe(403);
  });
});

describe('expiry and counts', () => {
  it('expires due rewards once, pushes the counts live, and a rerun changes nothing', async () => {
    const p = await newPlayer(t.db, 0n, clock);
    const soon = await offer(p, 700n, 1, 'mission');
    await offer(p, 300n, 100, 'mission');
    await offer(p, 200n, null);
    const state = await api<MemberState>(t.app, 'GET', ENDPOINTS.memberState, p.session);
    expect(state.body.value).toMatchObject({ rewardCount: 3, missionCount: 2 });

    const live = liveEvents(p.memberId);
    const later = new Date(clock.getTime() + 2 * HOUR);
    const expired = await expireRewards(t.db, later);
    expect(expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(memberRewards).where(eq(memberRewards.id, soon.id));
    expect(row!.state).toBe('expired');
    expect(live.events.filter((e) => e.type === 'rewards').map((e) => e.payload)).toEqual([
      { rewardCount: 2, missionCount: 1 },
    ]);
    expect(await expireRewards(t.db, later)).toBe(0);
    expect((await runRewardJobs(t.db, later)).rewardsExpired).toBe(0);
    live.stop();
  });

  it('a claim pushes the new counts and the balance live', async () => {
    const p = await newPlayer(t.db, 0n, clock);
    const a = await offer(p, 400n);
    await offer(p, 600n);
    const live = liveEvents(p.memberId);
    await api(t.app, 'POST', claimUrl(a.id), p.session);
    expect(live.events.find((e) => e.type === 'rewards')?.payload).toEqual({ rewardCount: 1, missionCount: 0 });
    expect(live.events.find((e) => e.type === 'balance')?.payload).toMatchObject({ balance: '4.00' });
    live.stop();
  });
});
