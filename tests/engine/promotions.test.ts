/**
 * The pure rules of promotions (engine/promotions.ts; docs/promotions.md "Activity states", "Kinds
 * and rules", "Raffles"): every activity state transition of each kind, the reward of a rule and
 * raffle tickets.
 */
import { describe, expect, it } from '@jest/globals';
import {
  ACTIVE_ACTIVITY_STATES,
  activityState,
  isJoinable,
  promotionReward,
  raffleTickets,
  type EntryFacts,
  type PromotionKind,
  type PromotionTiming,
} from '../../engine/promotions';

const T0 = new Date('2026-06-01T00:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * 86_400_000);
/** A promotion running from day 0 to day 10, sign-up until day 5. */
const promo = (kind: PromotionKind, over: Partial<PromotionTiming> = {}): PromotionTiming => ({
  kind,
  startsAt: at(0),
  endsAt: at(10),
  signUpEndsAt: kind === 'automatic' ? null : at(5),
  ended: false,
  drawnAt: null,
  ...over,
});
const entry = (
  state: EntryFacts['state'],
  progress = 0n,
  rewardState: EntryFacts['rewardState'] = null,
): EntryFacts => ({ state, progress, rewardState });

describe('activityState', () => {
  it('automatic: joined -> inProgress -> issued -> claimed, close after the end or an expired offer', () => {
    const p = promo('automatic');
    expect(activityState(p, null, true, at(-1))).toBe('comingSoon');
    expect(activityState(p, null, true, at(1))).toBe('joined');
    expect(activityState(p, entry('signedUp', 0n), true, at(1))).toBe('joined');
    expect(activityState(p, entry('signedUp', 500n), true, at(1))).toBe('inProgress');
    expect(activityState(p, entry('issued', 1000n, 'claimable'), true, at(11))).toBe('issued');
    expect(activityState(p, entry('issued', 1000n, 'claimed'), true, at(1))).toBe('claimed');
    expect(activityState(p, entry('issued', 1000n, 'expired'), true, at(1))).toBe('close');
    expect(activityState(p, null, true, at(10))).toBe('close');
    expect(activityState(p, entry('signedUp', 500n), true, at(10))).toBe('close');
    expect(activityState(p, null, false, at(1))).toBe('applicationForbidden');
    expect(activityState(promo('automatic', { ended: true }), null, true, at(1))).toBe('close');
  });

  it('signUp: joinNow | registrationClosed -> signedUp -> inProgress -> issued -> claimed', () => {
    const p = promo('signUp');
    expect(activityState(p, null, true, at(-0.5))).toBe('comingSoon');
    expect(activityState(p, null, true, at(1))).toBe('joinNow');
    expect(activityState(p, null, true, at(5))).toBe('registrationClosed');
    expect(activityState(promo('signUp', { signUpEndsAt: null }), null, true, at(7))).toBe('joinNow');
    expect(activityState(p, entry('signedUp'), true, at(6))).toBe('signedUp');
    expect(activityState(p, entry('signedUp', 1n), true, at(6))).toBe('inProgress');
    expect(activityState(p, entry('issued', 10n, 'claimable'), true, at(6))).toBe('issued');
    expect(activityState(p, entry('issued', 10n, 'claimed'), true, at(20))).toBe('claimed');
    expect(activityState(p, null, false, at(1))).toBe('applicationForbidden');
    expect(activityState(p, entry('signedUp'), false, at(1))).toBe('applicationForbidden');
  });

  it('apply: joinNow | registrationClosed -> applying -> rejected | issued -> claimed; outcomes win over the dates', () => {
    const p = promo('apply');
    expect(activityState(p, null, true, at(1))).toBe('joinNow');
    expect(activityState(p, null, true, at(6))).toBe('registrationClosed');
    expect(activityState(p, entry('applying'), true, at(1))).toBe('applying');
    expect(activityState(p, entry('applying'), true, at(30))).toBe('applying');
    expect(activityState(p, entry('rejected'), true, at(30))).toBe('rejected');
    expect(activityState(p, entry('rejected'), false, at(1))).toBe('rejected');
    expect(activityState(p, entry('issued', 0n, 'claimable'), true, at(2))).toBe('issued');
    expect(activityState(p, entry('issued', 0n, 'claimed'), true, at(2))).toBe('claimed');
    expect(activityState(promo('apply', { ended: true }), null, true, at(1))).toBe('close');
  });

  it('raffle: joinNow -> joined -> (draw) claimPayout -> claimed, or close', () => {
    const p = promo('raffle');
    expect(activityState(p, null, true, at(1))).toBe('joinNow');
    expect(activityState(p, null, true, at(5))).toBe('registrationClosed');
    expect(activityState(p, entry('joined'), true, at(6))).toBe('joined');
    const drawn = promo('raffle', { drawnAt: at(9) });
    expect(activityState(drawn, entry('joined'), true, at(9.5))).toBe('close');
    expect(activityState(drawn, entry('won', 0n, 'claimable'), true, at(9.5))).toBe('claimPayout');
    expect(activityState(drawn, entry('won', 0n, 'claimed'), true, at(9.5))).toBe('claimed');
    expect(activityState(drawn, entry('won', 0n, 'expired'), true, at(12))).toBe('close');
    expect(activityState(drawn, entry('lost'), true, at(9.5))).toBe('close');
  });

  it('joinNow is the only joinable state; the active tab holds the running ones', () => {
    expect(isJoinable('joinNow')).toBe(true);
    expect(isJoinable('registrationClosed')).toBe(false);
    expect([...ACTIVE_ACTIVITY_STATES].sort()).toEqual([
      'applying',
      'claimPayout',
      'inProgress',
      'issued',
      'joined',
      'signedUp',
    ]);
  });
});

describe('promotionReward', () => {
  it('fixed pays the amount; percent pays basis points of the base up to max; nothing of nothing', () => {
    const fixed = { type: 'fixed' as const, amount: 8_800n, percentBp: 0, max: 0n };
    expect(promotionReward(fixed, 0n)).toBe(8_800n);
    expect(promotionReward({ ...fixed, amount: 0n }, 100n)).toBe(0n);
    const percent = { type: 'percent' as const, amount: 0n, percentBp: 1_250, max: 50_000n };
    expect(promotionReward(percent, 100_000n)).toBe(12_500n);
    expect(promotionReward(percent, 1_000_000n)).toBe(50_000n);
    expect(promotionReward({ ...percent, max: 0n }, 1_000_000n)).toBe(125_000n);
    expect(promotionReward(percent, 0n)).toBe(0n);
    expect(promotionReward(percent, 7n)).toBe(0n);
    expect(promotionReward({ ...percent, percentBp: 0 }, 100_000n)).toBe(0n);
  });
});

describe('raffleTickets', () => {
  it('one ticket per valid bet step plus one per deposit step, capped', () => {
    expect(raffleTickets(10_000n, 0n, 1_000n, null, 100)).toBe(10);
    expect(raffleTickets(9_999n, 0n, 1_000n, null, 100)).toBe(9);
    expect(raffleTickets(10_000n, 25_000n, 1_000n, 10_000n, 100)).toBe(12);
    expect(raffleTickets(10_000n, 25_000n, null, 0n, 100)).toBe(0);
    expect(raffleTickets(1_000_000n, 0n, 1_000n, null, 50)).toBe(50);
    expect(raffleTickets(0n, 0n, 1_000n, 1_000n, 5)).toBe(0);
  });
});
