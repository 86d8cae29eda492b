/**
 * The raffle promotion claim (spec section 7 "POST raffle promotion claim"; docs/promotions.md
 * "Raffles", "Activity states" claimPayout): a member whose entry won claims the prize the draw
 * offered, through the reward center's claim (rewards/rewardCenter.ts claimReward: one guarded
 * update, one bonus grant with its turnover, one ledger transfer), so a double click, two tabs or
 * a claim from the reward center pay once and a repeat answers the same claim.
 */
import { and, eq } from 'drizzle-orm';
import type { PromotionClaimAnswer } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { memberRewards, promotionEntries } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import { claimReward } from '../rewards/rewardCenter.ts';
import { raffleNotFound, raffleRow } from './raffle.ts';
import { memberFacts, memberPromotion } from './view.ts';

/** 409 RAFFLE_NOTHING_TO_CLAIM: no entry, not won, no offer, or the offer expired. */
const nothingToClaim = () => new ApiError(409, 'RAFFLE_NOTHING_TO_CLAIM', 'raffleNothingToClaim');

/**
 * Claims the prize of `memberId` in raffle `promotionId` at `now`.
 * @returns promotionClaimAnswer: the promotion as the member now sees it (state claimed), the
 * claimed reward, its bonus and the balance after (decimal strings in the merchant currency).
 * @throws ApiError 404 RAFFLE_NOT_FOUND (not a published raffle of the merchant), 409
 * RAFFLE_NOTHING_TO_CLAIM (the member's entry did not win, or its offer expired unclaimed).
 */
export async function claimRafflePrize(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  promotionId: number,
  language: Language,
  now: Date,
): Promise<PromotionClaimAnswer> {
  await raffleRow(db, merchant.id, promotionId);
  const [found] = await db
    .select({
      state: promotionEntries.state,
      rewardId: promotionEntries.rewardId,
      rewardState: memberRewards.state,
      expiresAt: memberRewards.expiresAt,
    })
    .from(promotionEntries)
    .leftJoin(
      memberRewards,
      and(eq(memberRewards.id, promotionEntries.rewardId), eq(memberRewards.memberId, promotionEntries.memberId)),
    )
    .where(
      and(
        eq(promotionEntries.promotionId, promotionId),
        eq(promotionEntries.memberId, memberId),
        eq(promotionEntries.merchantId, merchant.id),
      ),
    )
    .limit(1);
  if (!found || found.state !== 'won' || found.rewardId === null || found.rewardState === null) throw nothingToClaim();
  const expired =
    found.rewardState === 'expired' ||
    (found.rewardState === 'claimable' && found.expiresAt !== null && found.expiresAt <= now);
  if (expired) throw nothingToClaim();
  const claim = await claimReward(db, merchant, memberId, found.rewardId, language, now);
  const member = await memberFacts(db, memberId);
  const promotion = await memberPromotion(
    db,
    merchant.id,
    promotionId,
    member,
    merchant.config.permission.currency,
    language,
    now,
  );
  if (!promotion) throw raffleNotFound();
  return { promotion, reward: claim.reward, bonus: claim.bonus, balance: claim.balance };
}
