/**
 * Helpers of the raffle tests (docs/promotions.md "Raffles"): a raffle promotion inserted as the
 * console's publish leaves it (published, a random 32-byte server seed with its SHA-256 hash), a
 * member's joined entry as the join route leaves it, and the entries of a raffle. The publish and
 * join routes belong to other areas, so these write the rows directly.
 */
import { randomBytes, createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../../server/db/open.ts';
import { promotionEntries, promotions, type RaffleRuleColumn } from '../../../../server/db/schema.ts';
import { forgetActivePromotions } from '../../../../server/services/promotions/active.ts';

const HOUR = 3_600_000;

export interface RaffleInput {
  merchantId: number;
  /** Period around `now`: starts `startsIn` hours from now (negative: already running), lasts `hours`. */
  now: Date;
  startsIn?: number;
  hours?: number;
  /** Hours after endsAt the draw is due (>= 0). */
  drawAfter?: number;
  status?: 'draft' | 'published' | 'ended';
  raffle?: Partial<RaffleRuleColumn>;
  multiple?: number;
}

/** The default raffle rule: a ticket per 100.00 of valid bet and per 50.00 deposited, at most 20; prizes 1 x 88.00, 2 x 18.00, 1 x 5.00. */
export const RULE: RaffleRuleColumn = {
  ticketPerValidBet: '10000',
  ticketPerDeposit: '5000',
  maxTickets: 20,
  prizes: [
    { name: { TW: '頭獎', EN: 'Grand prize' }, amount: '8800', count: 1 },
    { name: { TW: '二獎', EN: 'Second prize' }, amount: '1800', count: 2 },
    { name: { TW: '參加獎', EN: 'Lucky prize' }, amount: '500', count: 1 },
  ],
};

/** Inserts a raffle as published by the console (serverSeed and serverSeedHash set) and forgets the running promotions' cache. @returns the row. */
export async function insertRaffle(db: Db, input: RaffleInput) {
  const startsAt = new Date(input.now.getTime() + (input.startsIn ?? -1) * HOUR);
  const endsAt = new Date(startsAt.getTime() + (input.hours ?? 2) * HOUR);
  const serverSeed = randomBytes(32).toString('hex');
  const [row] = await db
    .insert(promotions)
    .values({
      merchantId: input.merchantId,
      status: input.status ?? 'published',
      kind: 'raffle',
      category: 'daily',
      titleTw: '幸運抽獎',
      titleEn: 'Lucky raffle',
      summaryTw: '投注與存款即可獲得抽獎券',
      summaryEn: 'Bet and deposit to earn tickets',
      termsHtmlTw: '<p>條款</p>',
      termsHtmlEn: '<p>Terms</p>',
      startsAt,
      endsAt,
      rule: {
        trigger: 'none',
        category: null,
        target: '0',
        reward: { type: 'fixed', amount: '0', percentBp: 0, max: '0' },
        multiple: input.multiple ?? 100,
      },
      raffle: { ...RULE, ...input.raffle },
      drawAt: new Date(endsAt.getTime() + (input.drawAfter ?? 0) * HOUR),
      serverSeed,
      serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
      publishedAt: input.now,
    })
    .returning();
  forgetActivePromotions();
  return row!;
}

/** A joined entry of `memberId` in raffle `promotionId` (what promo-member's join writes), optionally with tickets already earned. @returns the entry id. */
export async function joinRaffle(
  db: Db,
  merchantId: number,
  promotionId: number,
  memberId: number,
  tickets = 0,
): Promise<number> {
  const [row] = await db
    .insert(promotionEntries)
    .values({ merchantId, promotionId, memberId, state: 'joined', tickets })
    .returning({ id: promotionEntries.id });
  return row!.id;
}

/** The entries of a raffle by id. */
export const entriesOf = (db: Db, promotionId: number) =>
  db
    .select()
    .from(promotionEntries)
    .where(eq(promotionEntries.promotionId, promotionId))
    .orderBy(asc(promotionEntries.id));

/** The promotion row. */
export async function raffleRowOf(db: Db, id: number) {
  const [row] = await db.select().from(promotions).where(eq(promotions.id, id));
  return row!;
}
