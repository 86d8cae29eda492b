/**
 * Referral, invite friends (docs/rewards.md "Referral"; server/services/rewards/referral.ts and
 * server/services/auth/register.ts): the member's code and link, registration with a member's
 * code (the friend joins the inviter's upline's team and is recorded), an unknown code refused,
 * qualification after the first deposit and the turnover (in either order) offering the inviter
 * once (further bets and deposits offer nothing), the friends view (masked, only the inviter's
 * own friends, filtered by state) and the promotion switched off.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { LoginValue, ReferralFriends, ReferralInfo } from '../../../../contract/types.ts';
import { memberMessages, memberRewards, members, referrals } from '../../../../server/db/schema.ts';
import { REFERRAL_CODE_ALPHABET } from '../../../../server/services/rewards/referral.ts';
import { demoMerchantId } from '../agent/support.ts';
import { deposit, freshMember, playRound, sessionAt } from './missionsSupport.ts';
import { secureCall } from '../../support/auth.ts';
import { fund } from '../vendor-protocol/support.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';
import { api, memberRow } from '../wallet/support.ts';

jest.setTimeout(120_000);

let t: TestApp;
let merchantId: number;
let agentId: number;
const clock = new Date('2031-03-05T04:00:00Z');
let ip = 0;

const withoutCaptcha = (config: { registrationRules: { captcha?: { enabled: boolean } } }) => {
  if (config.registrationRules.captcha) config.registrationRules.captcha.enabled = false;
};

/** Registers `username` through PUT /api/auth/register with a referral code. */
const register = (app: TestApp, username: string, referralCode: string) =>
  secureCall<LoginValue>(
    app.app,
    'PUT',
    '/api/auth/register?language=EN',
    {
      username,
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
      paymentPassword: '123456',
      mobileNum: `1370000${String(1000 + ++ip).slice(-4)}`,
      countryDialingCode: '86',
      referralCode,
      domain: '127.0.0.1',
      login: true,
    },
    { ip: `10.9.${ip}.1` },
  );

beforeAll(async () => {
  t = await createTestApp({ auth: { now: () => clock }, configure: withoutCaptcha });
  merchantId = await demoMerchantId(t.db);
  agentId = (await memberRow(t.db, 'agent01')).id;
});
afterAll(() => t.close());

const info = async (memberId: number) =>
  api<ReferralInfo>(t.app, 'GET', '/api/rewards/referral', await sessionAt(t.db, memberId, clock));
const friends = async (memberId: number, q = '') =>
  api<ReferralFriends>(t.app, 'GET', `/api/rewards/referral/friends${q}`, await sessionAt(t.db, memberId, clock));
const referralRewards = (memberId: number) =>
  t.db
    .select()
    .from(memberRewards)
    .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.source, 'referral')));
const friendRow = async (friendId: number) =>
  (await t.db.select().from(referrals).where(eq(referrals.friendId, friendId)))[0];

type Who = Awaited<ReturnType<typeof freshMember>>;
let inviter: Who;
let code: string;
let friendA: number;
let friendB: number;

describe('code and registration', () => {
  it('gives each member one code and the register link', async () => {
    inviter = await freshMember(t.db, merchantId, 'rfi', 0n, agentId);
    const res = await info(inviter.id);
    expect(res.status).toBe(200);
    code = res.body.value.code;
    expect(code).toMatch(new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{8}$`));
    expect(res.body.value.link).toMatch(new RegExp(`^http://localhost(:80)?/register\\?referralCode=${code}$`));
    expect(res.body.value.rules).toEqual({
      rewardPerFriend: '50.00',
      minFirstDeposit: '100.00',
      minTurnover: '300.00',
      multiple: 1,
    });
    expect(res.body.value.totals).toEqual({ invited: 0, firstDeposit: 0, qualified: 0, earned: '0.00' });
    expect((await info(inviter.id)).body.value.code).toBe(code);
    const other = await freshMember(t.db, merchantId, 'rfo', 0n);
    expect((await info(other.id)).body.value.code).not.toBe(code);
  });

  it('registers a friend with the code into the inviter upline team, recorded as the inviter friend', async () => {
    const res = await register(t, 'rffriend01', code.toLowerCase());
    expect(res.status).toBe(200);
    const [friend] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.username, 'rffriend01')));
    expect(friend).toMatchObject({ uplineId: agentId, type: 0 });
    friendA = friend!.id;
    expect(await friendRow(friendA)).toMatchObject({
      inviterId: inviter.id,
      state: 'registered',
      turnover: 0n,
      registeredAt: clock,
    });
    const b = await register(t, 'rffriend02', code);
    expect(b.status).toBe(200);
    friendB = (await t.db.select().from(members).where(eq(members.username, 'rffriend02')))[0]!.id;
  });

  it('the affiliate check accepts a member referral code (the register form hides the field then)', async () => {
    const res = await api<{ valid: boolean; code: string }>(
      t.app,
      'GET',
      `/api/auth/affiliate/check?code=${code.toLowerCase()}&domain=127.0.0.1`,
    );
    expect(res.body.value).toEqual({ valid: true, code });
    expect((await api(t.app, 'GET', '/api/auth/affiliate/check?code=ZZZZ2222&domain=127.0.0.1')).status).toBe(400);
  });

  it('refuses an unknown code and creates nothing', async () => {
    const res = await register(t, 'rffriend03', 'ZZZZ2222');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVITATION_CODE_ERROR' });
    expect(await t.db.select().from(members).where(eq(members.username, 'rffriend03'))).toEqual([]);
  });

  it('a friend without an upline inviter joins no team', async () => {
    const root = await freshMember(t.db, merchantId, 'rfr', 0n, null);
    const rootCode = (await info(root.id)).body.value.code;
    expect((await register(t, 'rffriend04', rootCode)).status).toBe(200);
    const [friend] = await t.db.select().from(members).where(eq(members.username, 'rffriend04'));
    expect(friend!.uplineId).toBeNull();
    expect((await friendRow(friend!.id))!.inviterId).toBe(root.id);
  });
});

describe('qualification', () => {
  it('first deposit of at least the minimum, then the turnover: the inviter is offered once', async () => {
    await deposit(t.db, merchantId, friendA, 5_000n, clock); // below minFirstDeposit
    expect((await friendRow(friendA))!.state).toBe('registered');
    await deposit(t.db, merchantId, friendA, 15_000n, clock);
    expect(await friendRow(friendA)).toMatchObject({
      state: 'firstDeposit',
      firstDepositAmount: 15_000n,
      firstDepositAt: clock,
    });
    const who = { memberId: friendA, merchantId };
    await fund(t.db, merchantId, friendA, 1_000_000n, 'referral-friend-a');
    await playRound(t.app, t.db, who, '100.00', '0', clock);
    await playRound(t.app, t.db, who, '100.00', '50.00', clock);
    expect(await friendRow(friendA)).toMatchObject({ state: 'firstDeposit', turnover: 20_000n });
    expect(await referralRewards(inviter.id)).toEqual([]);
    await playRound(t.app, t.db, who, '100.00', '0', clock);
    const rewards = await referralRewards(inviter.id);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ sourceRef: String(friendA), amount: 5_000n, multiple: 100, state: 'claimable' });
    expect(rewards[0]!.titleEn).toMatch(/^Invite friends reward: rf\*\*\*01$/);
    expect(await friendRow(friendA)).toMatchObject({
      state: 'qualified',
      qualifiedAt: clock,
      rewardId: rewards[0]!.id,
      turnover: 30_000n,
    });
    const notes = await t.db.select().from(memberMessages).where(eq(memberMessages.memberId, inviter.id));
    expect(notes.map((n) => n.titleEn)).toEqual(['Your friend qualified']);
    // more bets and deposits offer nothing more
    await playRound(t.app, t.db, who, '500.00', '0', clock);
    await deposit(t.db, merchantId, friendA, 20_000n, clock);
    expect(await referralRewards(inviter.id)).toHaveLength(1);
    expect((await friendRow(friendA))!.turnover).toBe(80_000n);
  });

  it('turnover first, then the first deposit qualifies at the deposit', async () => {
    // a deposit below the minimum funds the play and moves nothing
    await deposit(t.db, merchantId, friendB, 9_000n, clock);
    expect((await friendRow(friendB))!.state).toBe('registered');
    await playRound(t.app, t.db, { memberId: friendB, merchantId }, '80.00', '0', clock);
    await playRound(t.app, t.db, { memberId: friendB, merchantId }, '10.00', '300.00', clock);
    await playRound(t.app, t.db, { memberId: friendB, merchantId }, '250.00', '0', clock);
    expect(await friendRow(friendB)).toMatchObject({ state: 'registered', turnover: 34_000n });
    await deposit(t.db, merchantId, friendB, 10_000n, clock);
    expect((await friendRow(friendB))!.state).toBe('qualified');
    expect((await referralRewards(inviter.id)).map((r) => r.sourceRef).sort()).toEqual(
      [String(friendA), String(friendB)].sort(),
    );
  });
});

describe('views', () => {
  it('lists only the inviter own friends, masked, with states and rewards; totals add up', async () => {
    const res = await friends(inviter.id, '?pageSize=1');
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ total: 2, pageNo: 1, pageSize: 1 });
    expect(res.body.value.list[0]).toMatchObject({
      username: 'rf***02',
      state: 'qualified',
      turnover: '340.00',
      reward: '50.00',
      rewardState: 'claimable',
    });
    const page2 = (await friends(inviter.id, '?pageSize=1&pageNo=2')).body.value;
    expect(page2.list[0]).toMatchObject({
      username: 'rf***01',
      state: 'qualified',
      turnover: '800.00',
      firstDepositAt: clock.toISOString(),
    });
    expect((await friends(inviter.id, '?state=registered')).body.value).toMatchObject({ total: 0, list: [] });
    const stranger = await freshMember(t.db, merchantId, 'rfs', 0n);
    expect((await friends(stranger.id)).body.value).toMatchObject({ total: 0, list: [] });
    expect((await info(inviter.id)).body.value.totals).toEqual({
      invited: 2,
      firstDeposit: 2,
      qualified: 2,
      earned: '100.00',
    });
    expect((await api(t.app, 'GET', '/api/rewards/referral/friends', null)).status).toBe(401);
    expect((await friends(inviter.id, '?state=rich')).status).toBe(400);
  });
});

describe('the promotion switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({
      auth: { now: () => clock },
      configure: (config) => {
        withoutCaptcha(config);
        config.permission.availablePromo.REFERRAL.enabled = false;
      },
    });
  });
  afterAll(() => off.close());

  it('answers 404 FEATURE_OFF and a member code is unknown at registration', async () => {
    const m = await freshMember(off.db, merchantId, 'rfz', 0n);
    const token = await sessionAt(off.db, m.id, clock);
    const res = await api(off.app, 'GET', '/api/rewards/referral', token, undefined, 'EN');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'FEATURE_OFF', message: 'Invite friends is not available on this site' });
    expect((await api(off.app, 'GET', '/api/rewards/referral/friends', token)).status).toBe(404);
    // a code that exists in this database (made while the promotion ran) is refused now
    const { referralCodeOf } = await import('../../../../server/services/rewards/referral.ts');
    const existing = await referralCodeOf(off.db, merchantId, m.id);
    expect((await api(off.app, 'GET', `/api/auth/affiliate/check?code=${existing}&domain=127.0.0.1`)).status).toBe(400);
    const reg = await register(off, 'rffriend09', existing);
    expect(reg.status).toBe(400);
    expect(reg.body.code).toBe('INVITATION_CODE_ERROR');
  });
});
