/**
 * VIP (docs/rewards.md "VIP"): real deposits and vendor protocol rounds add to the member's totals;
 * reaching a level offers its level-up gift once (two levels at once: both), with a platform
 * message and the live badge counts; levels never go down; the monthly gift is offered once per
 * month on the merchant's reporting day, whatever the reruns; the public member state in TW and
 * EN; with VIP off no level moves, no gift is offered and hasVip is false.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import type { MemberState, VipInfo } from '../../../../contract/types.ts';
import { memberMessages, memberRewards, memberVip } from '../../../../server/db/schema.ts';
import { completeDeposit } from '../../../../server/services/payments/deposits.ts';
import { vipMonthlyGifts } from '../../../../server/services/rewards/vip.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api } from '../wallet/support.ts';
import { liveEvents, newPlayer, playRound, type Player } from './rewardCenterSupport.ts';
import { demoMerchantId } from '../agent/support.ts';
import { changeRewardSettings } from '../../support/rewardSettings.ts';

let t: TestApp;
let clock = new Date('2026-05-10T04:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock }, rateLimitMax: false });
  // missions complete on the same deposits and bets: off, so the badge counts are the VIP gifts alone
  await changeRewardSettings(t.db, await demoMerchantId(t.db), (s) => {
    s.missions = [];
  });
});
afterAll(() => t.close());

/** A credited deposit through the real path: an order, then the gateway's success. */
async function deposit(p: Player, amount: string) {
  const created = await api(t.app, 'POST', ENDPOINTS.depositOrders, p.session, { channel: 'DEMOPAY', amount });
  expect(created.status).toBe(200);
  await completeDeposit(t.db, p.merchantId, { id: created.body.value.id }, 'success', null, clock);
}
const vipRow = async (p: Player) => (await t.db.select().from(memberVip).where(eq(memberVip.memberId, p.memberId)))[0];
const vipRewards = async (p: Player) =>
  (await t.db.select().from(memberRewards).where(eq(memberRewards.memberId, p.memberId)))
    .filter((r) => r.source.startsWith('vip'))
    .map((r) => ({
      source: r.source,
      sourceRef: r.sourceRef,
      amount: r.amount,
      multiple: r.multiple,
      titleEn: r.titleEn,
    }));
const state = async (p: Player, lang: 'EN' | 'TW') =>
  (await api<MemberState>(t.app, 'GET', ENDPOINTS.memberState, p.session, undefined, lang)).body.value;

describe('levels', () => {
  it('adds deposits and valid bets, reaches a level once and offers its gift once, with a message and live counts', async () => {
    const p = await newPlayer(t.db, 3_000_000n, clock);
    await deposit(p, '1000.00');
    await playRound(t, p, 'BGS', '6000.00', '0', clock);
    expect(await vipRow(p)).toMatchObject({ level: 0, totalDeposits: 100_000n, totalValidBet: 600_000n });
    expect(await vipRewards(p)).toEqual([]);

    const live = liveEvents(p.memberId);
    await playRound(t, p, 'LIVE', '4000.00', '100.00', clock);
    expect(await vipRow(p)).toMatchObject({ level: 1, totalValidBet: 1_000_000n });
    expect(await vipRewards(p)).toEqual([
      {
        source: 'vipLevelUp',
        sourceRef: `${p.memberId}:1`,
        amount: 1_800n,
        multiple: 100,
        titleEn: 'VIP level-up gift: Silver',
      },
    ]);
    const messages = await t.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, p.memberId), eq(memberMessages.category, 'reward')));
    expect(messages.map((m) => m.titleEn)).toEqual(['Welcome to VIP Silver']);
    expect(messages[0]!.contentTw).toContain('18.00');
    expect(live.events.filter((e) => e.type === 'rewards').map((e) => e.payload)).toEqual([
      { rewardCount: 1, missionCount: 0 },
    ]);
    expect(live.events.some((e) => e.type === 'unread')).toBe(true);
    live.stop();

    await playRound(t, p, 'BGS', '100.00', '0', clock);
    expect(await vipRewards(p)).toHaveLength(1);
    expect((await state(p, 'EN')).rewardCount).toBe(1);
  });

  it('offers every level passed at once, and never lowers a level', async () => {
    const p = await newPlayer(t.db, 10_000_000n, clock);
    await deposit(p, '5000.00');
    await playRound(t, p, 'FISH', '50000.00', '0', clock);
    expect((await vipRow(p))!.level).toBe(2);
    expect((await vipRewards(p)).map((r) => [r.sourceRef, r.amount])).toEqual([
      [`${p.memberId}:1`, 1_800n],
      [`${p.memberId}:2`, 5_800n],
    ]);
    // thresholds raised above the member's totals: the level stays
    await t.db.update(memberVip).set({ totalValidBet: 0n }).where(eq(memberVip.memberId, p.memberId));
    await playRound(t, p, 'FISH', '1.00', '0', clock);
    expect((await vipRow(p))!.level).toBe(2);
  });

  it('answers the VIP page: the table, the level and the progress toward the next', async () => {
    const p = await newPlayer(t.db, 3_000_000n, clock);
    await deposit(p, '500.00');
    await playRound(t, p, 'BGS', '2500.00', '0', clock);
    const res = await api<VipInfo>(t.app, 'GET', ENDPOINTS.vip, p.session);
    expect(res.status).toBe(200);
    expect(res.body.value.enabled).toBe(true);
    expect(res.body.value.levels.map((l) => l.name)).toEqual(['Member', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(res.body.value.levels[1]).toMatchObject({
      level: 1,
      minValidBet: '10000.00',
      minDeposits: '1000.00',
      levelUpGift: '18.00',
      monthlyGift: '8.00',
    });
    expect(res.body.value.levels[1]!.rebateRates.LIVE).toBe('0.60');
    // valid bet 25 % and deposits 50 % of the way: the lesser counts
    expect(res.body.value.me).toEqual({
      level: 0,
      name: 'Member',
      totalValidBet: '2500.00',
      totalDeposits: '500.00',
      next: { level: 1, name: 'Silver', validBetNeeded: '7500.00', depositsNeeded: '500.00', percent: 25 },
    });
  });
});

describe('monthly gifts', () => {
  it('offers each member at a gifted level one gift per month (reporting month), whatever the reruns', async () => {
    const p = await newPlayer(t.db, 3_000_000n, clock);
    await deposit(p, '1000.00');
    await playRound(t, p, 'BGS', '10000.00', '0', clock);
    const may = new Date('2026-05-20T04:00:00Z');
    const created = await vipMonthlyGifts(t.db, may);
    expect(created).toBeGreaterThanOrEqual(1);
    expect((await vipRewards(p)).filter((r) => r.source === 'vipMonthly')).toEqual([
      {
        source: 'vipMonthly',
        sourceRef: `${p.memberId}:2026-05`,
        amount: 800n,
        multiple: 100,
        titleEn: 'VIP monthly gift 2026-05: Silver',
      },
    ]);
    expect(await vipMonthlyGifts(t.db, may)).toBe(0);
    expect(await vipMonthlyGifts(t.db, new Date('2026-05-31T15:59:00Z'))).toBe(0);
    // 2026-05-31 17:00 UTC is 2026-06-01 01:00 at the demo merchant's +08:00
    expect(await vipMonthlyGifts(t.db, new Date('2026-05-31T17:00:00Z'))).toBe(created);
    expect((await vipRewards(p)).filter((r) => r.source === 'vipMonthly').map((r) => r.sourceRef)).toEqual([
      `${p.memberId}:2026-05`,
      `${p.memberId}:2026-06`,
    ]);
    const notices = await t.db.select().from(memberMessages).where(eq(memberMessages.memberId, p.memberId));
    expect(notices.filter((m) => m.titleEn === 'Your VIP monthly gift has arrived')).toHaveLength(2);
  });
});

describe('member state', () => {
  it('answers balance, VIP, unread and counts as the other calls do, names in TW and EN', async () => {
    const p = await newPlayer(t.db, 3_000_000n, clock);
    await deposit(p, '1000.00');
    await playRound(t, p, 'BGS', '10000.00', '0', clock);
    const en = await state(p, 'EN');
    const balance = (await api(t.app, 'GET', ENDPOINTS.walletBalance, p.session)).body.value;
    const unread = (await api(t.app, 'GET', ENDPOINTS.unreadCount, p.session)).body.value.count;
    expect(en).toEqual({
      balance: balance.balance,
      currency: balance.currency,
      currencySymbol: balance.currencySymbol,
      hasVip: true,
      vipLabelName: 'Silver',
      vipRankLevel: 1,
      availablePromoCount: 0,
      unreadMessage: unread,
      rewardCount: 1,
      missionCount: 0,
    });
    expect(unread).toBeGreaterThanOrEqual(1);
    expect((await state(p, 'TW')).vipLabelName).toBe('白銀');
  });
});

describe('VIP off', () => {
  it('moves no level, offers no gift, and the state says hasVip false', async () => {
    const p = await newPlayer(t.db, 10_000_000n, clock);
    await changeRewardSettings(t.db, p.merchantId, (s) => {
      s.vip.enabled = false;
    });
    await deposit(p, '5000.00');
    await playRound(t, p, 'BGS', '50000.00', '0', clock);
    expect(await vipRow(p)).toMatchObject({ level: 0, totalValidBet: 5_000_000n });
    expect(await vipRewards(p)).toEqual([]);
    expect(await state(p, 'EN')).toMatchObject({ hasVip: false, vipLabelName: null, vipRankLevel: null });
    expect((await api<VipInfo>(t.app, 'GET', ENDPOINTS.vip, p.session)).body.value).toMatchObject({
      enabled: false,
      me: { level: 0, next: null },
    });
    clock = new Date('2026-07-02T04:00:00Z');
    expect(await vipMonthlyGifts(t.db, clock)).toBe(0);
  });
});
