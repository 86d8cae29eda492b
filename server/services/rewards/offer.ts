/**
 * Offering a reward to the reward center (docs/rewards.md "Reward center"): missions, referrals,
 * VIP gifts and promotions put a claimable reward there; the member's claim turns it into a bonus
 * grant (./bonus.ts). In the caller's transaction; unique per (merchant, source, sourceRef), so a
 * rerun or a second server offers nothing twice.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { RewardSourceColumn } from '../../db/rewardSchema.ts';
import { memberRewards } from '../../db/schema.ts';

export type RewardRow = typeof memberRewards.$inferSelect;

/** What an offer needs; money in minor units (> 0), the multiple in hundredths. */
export interface RewardOffer {
  merchantId: number;
  memberId: number;
  source: RewardSourceColumn;
  sourceRef: string;
  title: { TW: string; EN: string };
  amount: bigint;
  multiple: number;
  /** null: waits until claimed. */
  expiresAt: Date | null;
  now: Date;
}

/**
 * Puts a claimable reward in the member's reward center.
 * @returns the reward and whether this call created it (false: it existed; nothing changed).
 * @throws RangeError for an amount <= 0 (a caller's bug).
 */
export async function offerReward(tx: Db, offer: RewardOffer): Promise<{ reward: RewardRow; created: boolean }> {
  if (offer.amount <= 0n) throw new RangeError(`reward amount must be above 0, got ${offer.amount}`);
  const [row] = await tx
    .insert(memberRewards)
    .values({
      merchantId: offer.merchantId,
      memberId: offer.memberId,
      source: offer.source,
      sourceRef: offer.sourceRef.slice(0, 96),
      titleTw: offer.title.TW.slice(0, 200),
      titleEn: offer.title.EN.slice(0, 200),
      amount: offer.amount,
      multiple: offer.multiple,
      createdAt: offer.now,
      expiresAt: offer.expiresAt,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return { reward: row, created: true };
  const [existing] = await tx
    .select()
    .from(memberRewards)
    .where(
      and(
        eq(memberRewards.merchantId, offer.merchantId),
        eq(memberRewards.source, offer.source),
        eq(memberRewards.sourceRef, offer.sourceRef.slice(0, 96)),
      ),
    )
    .limit(1);
  return { reward: existing!, created: false };
}

/** `days` after `now`. */
export const daysAfter = (now: Date, days: number): Date => new Date(now.getTime() + days * 86_400_000);
