/**
 * The rewards' periodic work (docs/rewards.md "Scheduler"), run by server/plugins/rewardScheduler.ts
 * and by the dev clock (POST /dev/rewards/run): bonuses past their expiry end as expired (the bonus
 * taken back), unclaimed rewards past theirs expire, closed leaderboard weeks pay their prizes, and
 * VIP members get the month's gift, raffles due are drawn (docs/promotions.md "Raffles") and closed
 * days' points are credited ("Earning"). Each step is idempotent (unique keys, guarded updates), so a
 * rerun, an overlap or two servers pay nothing twice.
 */
import type { Db } from '../../db/open.ts';
import { notifyCommitted } from '../../ledger/index.ts';
import { dueExpiries, endGrant } from './bonus.ts';
import { publishRewardCounts } from './counts.ts';
import { closeLeaderboards } from './leaderboard.ts';
import { expireRewards } from './rewardCenter.ts';
import { vipMonthlyGifts } from './vip.ts';
import { runPointsJobs } from '../points/jobs.ts';
import { runPromotionJobs } from '../promotions/jobs.ts';

/** What one run did. */
export interface RewardJobReport {
  bonusesExpired: number;
  rewardsExpired: number;
  leaderboardsClosed: number;
  monthlyGifts: number;
  rafflesDrawn: number;
  pointsCredited: number;
}

/** Ends every active grant past its expiry (each in its own transaction). @returns how many ended. */
export async function expireDueBonuses(db: Db, now: Date): Promise<number> {
  let ended = 0;
  for (const id of await dueExpiries(db, now)) {
    const done = await db.transaction((tx) => endGrant(tx, id, 'expired', now));
    if (!done) continue;
    ended++;
    if (done.transfer) notifyCommitted(done.transfer);
    await publishRewardCounts(db, done.grant.merchantId, done.grant.memberId, now);
  }
  return ended;
}

/** One run of every job at `now`, across all merchants. */
export async function runRewardJobs(db: Db, now: Date): Promise<RewardJobReport> {
  return {
    bonusesExpired: await expireDueBonuses(db, now),
    rewardsExpired: await expireRewards(db, now),
    leaderboardsClosed: await closeLeaderboards(db, now),
    monthlyGifts: await vipMonthlyGifts(db, now),
    ...(await runPromotionJobs(db, now)),
    ...(await runPointsJobs(db, now)),
  };
}
