/**
 * The badge counts of the member center (spec section 2): rewardCenter counts claimable rewards,
 * missionLeaderboard completed missions whose reward is not claimed yet. Pushed live as the site
 * socket's `{ type: 'rewards', payload: { rewardCount, missionCount } }` (schemas/api/rewards.json
 * rewardCounts) after every change.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { RewardCounts } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { memberRewards } from '../../db/schema.ts';
import { publish } from '../events/index.ts';

/** Claimable rewards (not expired at `now`), all sources and missions alone. */
export async function rewardCounts(db: Db, memberId: number, now: Date): Promise<RewardCounts> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      missions: sql<number>`(count(*) filter (where ${memberRewards.source} = 'mission'))::int`,
    })
    .from(memberRewards)
    .where(
      and(
        eq(memberRewards.memberId, memberId),
        eq(memberRewards.state, 'claimable'),
        or(isNull(memberRewards.expiresAt), gt(memberRewards.expiresAt, now)),
      ),
    );
  return { rewardCount: row?.all ?? 0, missionCount: row?.missions ?? 0 };
}

/** Pushes the member's counts over the site socket (call after the change committed). */
export async function publishRewardCounts(db: Db, merchantId: number, memberId: number, now: Date): Promise<void> {
  publish({ merchantId, memberId, type: 'rewards', payload: await rewardCounts(db, memberId, now) });
}
