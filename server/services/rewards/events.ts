/**
 * What the rewards learn from the rest of the platform (docs/rewards.md "Events"): a settled round
 * (vendor protocol credit closing a round with a stake: server/services/vendor-protocol/settle.ts),
 * a credited deposit (server/services/payments/deposits.ts) and a registration
 * (server/services/auth/register.ts). Each hook runs inside the transaction of the money movement
 * that caused it, so a replayed call, which moves nothing, reaches no hook; it returns the work to
 * do after the commit (live badge counts, platform messages), which the caller hands to
 * {@link runAfterCommit}.
 */
import type { Db } from '../../db/open.ts';
import { advanceTurnover } from './bonus.ts';
import { depositBonusOnDeposit } from './depositBonus.ts';
import { leaderboardOnRound } from './leaderboard.ts';
import { missionsOnDeposit, missionsOnRound } from './missions.ts';
import { rebateOnRound } from './rebate.ts';
import { referralOnDeposit, referralOnRound } from './referral.ts';
import { rewardSettings } from './settings.ts';
import { vipOnDeposit, vipOnRound } from './vip.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from './hooks.ts';
import { pointsOnDeposit, pointsOnRound } from '../points/events.ts';
import { promotionsOnDeposit, promotionsOnRound } from '../promotions/events.ts';

export { runAfterCommit, type AfterCommit, type DepositCredited, type RoundSettled, type WarnLog } from './hooks.ts';

/**
 * A settled round: advances the member's turnover requirements, accrues manual rebate, adds to the
 * VIP totals, mission progress, the weekly leaderboards, a referred friend's qualifying turnover,
 * promotions' progress and raffle tickets (docs/promotions.md) and points accrual (feature points).
 * In the settlement's transaction. The hooks write separate rows of the member (no hook reads
 * what another writes, but the rebate, which follows the VIP level before the round), so they are
 * sent together, in two waves (turnover and VIP, then the rest): on PostgreSQL the connection
 * pipelines each wave (one exchange instead of one per statement; server/db/open.ts), on PGlite
 * they run one after the other as before. The after-commit work keeps the order of the hooks.
 */
export async function onRoundSettled(tx: Db, e: RoundSettled): Promise<AfterCommit[]> {
  if (e.validBet <= 0n) return [];
  const settings = await rewardSettings(tx, e.merchantId);
  // the VIP upsert answers the level before this round: the round's rebate rate follows it
  const [, vip] = await Promise.all([
    advanceTurnover(tx, e.memberId, e.category, e.validBet, e.at),
    vipOnRound(tx, settings, e),
  ]);
  const [rebate, missions, leaderboard, referral, promotions, points] = await Promise.all([
    rebateOnRound(tx, settings, e, vip.levelBefore),
    missionsOnRound(tx, settings, e),
    leaderboardOnRound(tx, settings, e),
    referralOnRound(tx, settings, e),
    promotionsOnRound(tx, e),
    pointsOnRound(tx, e),
  ]);
  return [...rebate, ...vip.after, ...missions, ...leaderboard, ...referral, ...promotions, ...points];
}

/**
 * A credited deposit: the first-deposit or reload bonus, the VIP totals, deposit missions and a
 * referred friend's first deposit, deposit promotions, raffle tickets and deposit points. In the
 * deposit's transaction.
 */
export async function onDepositCredited(tx: Db, e: DepositCredited): Promise<AfterCommit[]> {
  const settings = await rewardSettings(tx, e.merchantId);
  return [
    ...(await depositBonusOnDeposit(tx, settings, e)),
    ...(await vipOnDeposit(tx, settings, e)),
    ...(await missionsOnDeposit(tx, settings, e)),
    ...(await referralOnDeposit(tx, settings, e)),
    ...(await promotionsOnDeposit(tx, e)),
    ...(await pointsOnDeposit(tx, e)),
  ];
}
