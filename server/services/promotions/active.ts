/**
 * The merchant's running promotions (docs/promotions.md "Promotions"), as the event hooks read them
 * on every settled round and credited deposit: published, not ended by an operator, endsAt not
 * passed. Cached per merchant a few seconds (server/shared/cache.ts); the console's saves call
 * {@link forgetActivePromotions} so this process sees them at once.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import {
  promotions,
  type PromotionKindColumn,
  type PromotionRuleColumn,
  type RaffleRuleColumn,
} from '../../db/schema.ts';
import { namedCache, SHARED_CACHES } from '../../shared/cache.ts';

/** A running promotion with its compiled rule (money in minor units). */
export interface ActivePromotion {
  id: number;
  kind: PromotionKindColumn;
  startsAt: Date;
  endsAt: Date;
  signUpEndsAt: Date | null;
  vipLevels: number[];
  titleTw: string;
  titleEn: string;
  rule: {
    trigger: PromotionRuleColumn['trigger'];
    category: string | null;
    target: bigint;
    reward: { type: 'fixed' | 'percent'; amount: bigint; percentBp: number; max: bigint };
    multiple: number;
  };
  raffle: {
    ticketPerValidBet: bigint | null;
    ticketPerDeposit: bigint | null;
    maxTickets: number;
    prizes: { name: { TW: string; EN: string }; amount: bigint; count: number }[];
  } | null;
  drawAt: Date | null;
  drawnAt: Date | null;
}

/** The stored rule (strings of minor units) -> bigint. */
export function compileRule(rule: PromotionRuleColumn): ActivePromotion['rule'] {
  return {
    trigger: rule.trigger,
    category: rule.category,
    target: BigInt(rule.target),
    reward: {
      type: rule.reward.type,
      amount: BigInt(rule.reward.amount),
      percentBp: rule.reward.percentBp,
      max: BigInt(rule.reward.max),
    },
    multiple: rule.multiple,
  };
}

/** The stored raffle rule -> bigint; null stays null. */
export function compileRaffle(raffle: RaffleRuleColumn | null): ActivePromotion['raffle'] {
  if (!raffle) return null;
  return {
    ticketPerValidBet: raffle.ticketPerValidBet === null ? null : BigInt(raffle.ticketPerValidBet),
    ticketPerDeposit: raffle.ticketPerDeposit === null ? null : BigInt(raffle.ticketPerDeposit),
    maxTickets: raffle.maxTickets,
    prizes: raffle.prizes.map((p) => ({ name: p.name, amount: BigInt(p.amount), count: p.count })),
  };
}

const cache = namedCache(SHARED_CACHES.activePromotions, 5_000, async (db, merchantId): Promise<ActivePromotion[]> => {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.status, 'published'),
        isNull(promotions.endedAt),
        gt(promotions.endsAt, new Date(Date.now() - 86_400_000)),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    signUpEndsAt: r.signUpEndsAt,
    vipLevels: r.vipLevels,
    titleTw: r.titleTw,
    titleEn: r.titleEn,
    rule: compileRule(r.rule),
    raffle: compileRaffle(r.raffle),
    drawAt: r.drawAt,
    drawnAt: r.drawnAt,
  }));
});

/**
 * The merchant's published promotions whose period contains `at` (startsAt <= at < endsAt), not
 * ended early. The cache holds a day's margin of ended ones so a test clock slightly in the past
 * still finds them; the period is checked against `at` here.
 */
export async function activePromotions(db: Db, merchantId: number, at: Date): Promise<ActivePromotion[]> {
  const all = await cache.get(db, merchantId);
  const t = at.getTime();
  return all.filter((p) => p.startsAt.getTime() <= t && t < p.endsAt.getTime());
}

/** Forgets the cached promotions of a merchant (every merchant without an id): after a console save, in tests. */
export function forgetActivePromotions(merchantId?: number): void {
  forgetEverywhere(merchantId); // every server process (docs/scaling.md "Caches")
}
const forgetEverywhere = cache.invalidate;
