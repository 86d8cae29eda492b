/**
 * The rewards of the seeded history (README "Rewards"; docs/rewards.md): what the reward rules
 * would have recorded had the seeded play gone through them, derived from the members' seeded
 * daily figures (`member_daily_stats`), never invented:
 * - each real member's VIP standing: cumulative valid bet and deposits, and the level they reach
 *   under the merchant's settings (engine/rewards.ts vipLevelFor);
 * - the level-up gift of every level reached, waiting in the reward center (once per level);
 * - this week's valid-bet leaderboard from the week's seeded days.
 * Runs once per merchant: nothing when a member of it already has a VIP standing.
 */
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import { vipLevelFor, weekKey, periodBounds, dayKey } from '../../../engine/rewards.ts';
import { TRIAL_TYPE } from '../../services/auth/rules.ts';
import { reportingOffset } from '../../services/agent/days.ts';
import { daysAfter, offerReward } from '../../services/rewards/offer.ts';
import { rewardSettings } from '../../services/rewards/settings.ts';
import { levelUpTitle } from '../../services/rewards/vip.ts';
import type { Db } from '../open.ts';
import { leaderboardScores, memberDailyStats, members, memberVip, merchants } from '../schema.ts';

/**
 * Seeds the rewards of `merchantCode` (inside the seed's transaction).
 * @returns how many members got a VIP standing (0 when the merchant is missing or already seeded).
 */
export async function seedRewards(db: Db, merchantCode: string, now = new Date()): Promise<number> {
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, merchantCode))
    .limit(1);
  if (!merchant) return 0;
  const [seeded] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberVip)
    .where(eq(memberVip.merchantId, merchant.id));
  if ((seeded?.n ?? 0) > 0) return 0;

  const settings = await rewardSettings(db, merchant.id);
  const totals = await db
    .select({
      memberId: members.id,
      validBet: sql<string>`coalesce(sum(${memberDailyStats.validBet}), 0)::text`,
      deposits: sql<string>`coalesce(sum(${memberDailyStats.deposits}), 0)::text`,
    })
    .from(members)
    .leftJoin(memberDailyStats, eq(memberDailyStats.memberId, members.id))
    .where(and(eq(members.merchantId, merchant.id), ne(members.type, TRIAL_TYPE)))
    .groupBy(members.id);
  if (totals.length === 0) return 0;

  const levels = settings.vip.levels;
  const standings = totals.map((t) => {
    const validBet = BigInt(t.validBet);
    const deposits = BigInt(t.deposits);
    return {
      memberId: t.memberId,
      validBet,
      deposits,
      level: settings.vip.enabled ? vipLevelFor(levels, validBet, deposits) : 0,
    };
  });
  await db.insert(memberVip).values(
    standings.map((s) => ({
      memberId: s.memberId,
      merchantId: merchant.id,
      level: s.level,
      totalValidBet: s.validBet,
      totalDeposits: s.deposits,
      levelSince: now,
      updatedAt: now,
    })),
  );
  for (const s of standings) {
    for (const level of levels) {
      if (level.level === 0 || level.level > s.level || level.levelUpGift <= 0n) continue;
      await offerReward(db, {
        merchantId: merchant.id,
        memberId: s.memberId,
        source: 'vipLevelUp',
        sourceRef: `${s.memberId}:${level.level}`,
        title: levelUpTitle(level),
        amount: level.levelUpGift,
        multiple: settings.vip.giftMultiple,
        expiresAt: daysAfter(now, settings.rewardExpiryDays),
        now,
      });
    }
  }

  // this week's valid bet so far, from the seeded days of the week (the leaderboard's own period)
  const offset = await reportingOffset(db, merchant.id);
  const week = weekKey(now, offset);
  const weekStart = dayKey(periodBounds(week, offset).from, offset);
  if (settings.leaderboards.validBet.enabled) {
    const week_ = await db
      .select({ memberId: memberDailyStats.memberId, value: sql<string>`sum(${memberDailyStats.validBet})::text` })
      .from(memberDailyStats)
      .where(and(eq(memberDailyStats.merchantId, merchant.id), gte(memberDailyStats.day, weekStart)))
      .groupBy(memberDailyStats.memberId)
      .having(sql`sum(${memberDailyStats.validBet}) > 0`);
    if (week_.length)
      await db.insert(leaderboardScores).values(
        week_.map((w) => ({
          merchantId: merchant.id,
          board: 'validBet' as const,
          periodKey: week,
          memberId: w.memberId,
          value: BigInt(w.value),
          updatedAt: now,
        })),
      );
  }
  return standings.length;
}
