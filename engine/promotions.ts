/**
 * The pure rules of promotions and the points mall (docs/promotions.md), shared by the server and
 * the browser so both show the same state and the same arithmetic: the member's activity state of a
 * promotion (spec section 4's thirteen states), raffle tickets, points per valid bet and deposit,
 * the points type of a game category, and points-to-cash conversion.
 *
 * Units: money is bigint minor units; points are bigint hundredths of a point (the ledger's PTS
 * currency); points rates are integer ten-thousandths of a point per 1.00 (RATE_SCALE);
 * percents of rewards are basis points (1 bp = 0.01 %).
 */

import type { ActivityState, PromotionEntryState as EntryState, PromotionKind } from '../contract/types';

export type { ActivityState, EntryState, PromotionKind };

/** Every activity state, in the order of spec section 4. */
export const ACTIVITY_STATES: readonly ActivityState[] = [
  'joinNow',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'inProgress',
  'joined',
  'comingSoon',
  'registrationClosed',
  'applicationForbidden',
  'signedUp',
  'claimPayout',
  'close',
];

/** What {@link activityState} reads of a promotion. */
export interface PromotionTiming {
  kind: PromotionKind;
  startsAt: Date;
  endsAt: Date;
  /** Sign-up or application deadline; null: endsAt. */
  signUpEndsAt: Date | null;
  /** Ended early by an operator. */
  ended: boolean;
  /** Raffle: when the draw ran (null: not yet). */
  drawnAt: Date | null;
}

/** What {@link activityState} reads of the member's entry. */
export interface EntryFacts {
  state: EntryState;
  /** Progress toward the target (minor units); 0 before the first counted event. */
  progress: bigint;
  /** The state of the reward center offer of an issued or won entry; null: none. */
  rewardState: 'claimable' | 'claimed' | 'expired' | null;
}

/**
 * The member's activity state of one promotion (spec section 4; docs/promotions.md "Activity
 * states"). An entry's outcome (applying, rejected, issued, claimed, claimPayout) shows whatever the
 * dates say; otherwise the dates decide (comingSoon before startsAt, close after endsAt, an early
 * end or a raffle's draw), then eligibility (applicationForbidden: a trial account, a level outside
 * the audience), then the entry or the kind:
 * - automatic: joined (no counted event yet) -> inProgress -> issued -> claimed;
 * - signUp: joinNow | registrationClosed -> signedUp -> inProgress -> issued -> claimed;
 * - apply: joinNow | registrationClosed -> applying -> rejected | issued -> claimed;
 * - raffle: joinNow | registrationClosed -> joined -> (draw) claimPayout -> claimed, or close.
 * An offer that expired unclaimed shows close.
 * @param entry null when the member has none (or is a visitor).
 * @param eligible false for a trial account or a VIP level outside the audience; visitors count as
 *   eligible (the page asks them to log in).
 */
export function activityState(
  p: PromotionTiming,
  entry: EntryFacts | null,
  eligible: boolean,
  now: Date,
): ActivityState {
  if (entry) {
    switch (entry.state) {
      case 'applying':
        return 'applying';
      case 'rejected':
        return 'rejected';
      case 'issued':
      case 'won':
        if (entry.rewardState === 'claimed') return 'claimed';
        if (entry.rewardState === 'expired') return 'close';
        return entry.state === 'won' ? 'claimPayout' : 'issued';
      case 'lost':
        return 'close';
      default:
        break;
    }
  }
  const t = now.getTime();
  if (t < p.startsAt.getTime()) return 'comingSoon';
  if (p.ended || t >= p.endsAt.getTime() || (p.kind === 'raffle' && p.drawnAt !== null)) return 'close';
  if (!eligible) return 'applicationForbidden';
  if (entry) {
    if (entry.state === 'joined') return 'joined';
    // signedUp: counting toward the target
    return entry.progress > 0n ? 'inProgress' : p.kind === 'automatic' ? 'joined' : 'signedUp';
  }
  if (p.kind === 'automatic') return 'joined';
  const deadline = p.signUpEndsAt ?? p.endsAt;
  return t >= deadline.getTime() ? 'registrationClosed' : 'joinNow';
}

/** States the member can still act on to take part (availablePromoCount counts these). */
export const isJoinable = (state: ActivityState): boolean => state === 'joinNow';

/** States in the activity center's "active" tab; the rest are history. */
export const ACTIVE_ACTIVITY_STATES: ReadonlySet<ActivityState> = new Set([
  'applying',
  'issued',
  'inProgress',
  'joined',
  'signedUp',
  'claimPayout',
]);

/** The reward of a promotion's rule: fixed, or percent (basis points) of `base` capped at `max`. Minor units. */
export function promotionReward(
  reward: { type: 'fixed' | 'percent'; amount: bigint; percentBp: number; max: bigint },
  base: bigint,
): bigint {
  if (reward.type === 'fixed') return reward.amount > 0n ? reward.amount : 0n;
  if (base <= 0n || reward.percentBp <= 0) return 0n;
  const value = (base * BigInt(reward.percentBp)) / 10_000n;
  return reward.max > 0n && value > reward.max ? reward.max : value;
}

/**
 * Raffle tickets of an entry: one per `perValidBet` of valid bet plus one per `perDeposit`
 * deposited while joined (null or 0: not earned that way), at most `maxTickets`.
 */
export function raffleTickets(
  validBet: bigint,
  deposits: bigint,
  perValidBet: bigint | null,
  perDeposit: bigint | null,
  maxTickets: number,
): number {
  let tickets = 0n;
  if (perValidBet && perValidBet > 0n && validBet > 0n) tickets += validBet / perValidBet;
  if (perDeposit && perDeposit > 0n && deposits > 0n) tickets += deposits / perDeposit;
  return Number(tickets > BigInt(maxTickets) ? BigInt(maxTickets) : tickets);
}

// ---- points ----

/** The points types earned on valid bets (spec section 3). */
export type PointsPlayType = 'live' | 'lottery' | 'pvp' | 'slots' | 'sports';
/** Every points record type (spec section 3). */
export type PointsType = PointsPlayType | 'deposit' | 'redeem';

/** Points rates are ten-thousandths of a point per 1.00 (1.5 points per 1.00 = 15000). */
export const RATE_SCALE = 10_000n;

/**
 * The points type a game category earns (spec section 3's types): LIVE live; LOTT and ELOTT
 * lottery; PVP pvp; RNG, BGS and FISH slots; SPORTS, ESPORTS and COCKFIGHT sports.
 */
export function pointsTypeOf(category: string): PointsPlayType {
  switch (category) {
    case 'LIVE':
      return 'live';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'PVP':
      return 'pvp';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'sports';
    default:
      return 'slots';
  }
}

/**
 * Points for an amount (valid bet or deposit) at `rate` (RATE_SCALE units per 1.00 of money), in
 * hundredths of a point: floor(amount x rate), exact for any currency's minor digits
 * (`decimals`: 2 for CNY, 0 for VND; money minor units and point hundredths cancel at 2).
 */
export function pointsFor(amount: bigint, rate: number, decimals = 2): bigint {
  if (amount <= 0n || rate <= 0) return 0n;
  return (amount * BigInt(rate) * 100n) / (RATE_SCALE * 10n ** BigInt(decimals));
}

/** "1.5" -> 15000 (RATE_SCALE units); null when not a rate with at most four decimals. */
export function rateOf(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** 15000 -> "1.5" (trailing zeros dropped). */
export function rateText(rate: number): string {
  const whole = Math.trunc(rate / 10_000);
  const frac = String(rate % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/**
 * Cash for converting `points` hundredths at `ratio` points per 1.00 of money: floor(points /
 * ratio) in minor units of a currency with `decimals` minor digits. Only whole points convert
 * (the caller passes a multiple of 100).
 */
export function cashFor(points: bigint, ratio: number, decimals = 2): bigint {
  if (points <= 0n || ratio <= 0) return 0n;
  return (points * 10n ** BigInt(decimals)) / (100n * BigInt(ratio));
}

/** Points hundredths -> "12.34" (a negative keeps its sign). */
export function pointsText(hundredths: bigint): string {
  const negative = hundredths < 0n;
  const abs = negative ? -hundredths : hundredths;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
