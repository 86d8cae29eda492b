/**
 * availablePromoCount of the member's public state (docs/promotions.md "Activity states"; spec
 * section 4): how many published promotions the member can join, sign up for or apply to right now
 * (engine/promotions.ts activityState is joinNow). Shown as the badge of the promotions menu entry.
 */
import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import { isJoinable } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { promotions } from '../../db/schema.ts';
import { entriesOf, memberFacts, stateOf } from './view.ts';

/**
 * The number of the merchant's promotions whose state for `memberId` at `now` is joinNow: published,
 * not ended early, inside their period, not automatic (nothing to join), the member eligible and
 * without an entry, the sign-up deadline not passed. Two queries (the running promotions, the
 * member's entries in them) plus the member's facts. 0 for an unknown member or a trial account.
 */
export async function availablePromoCount(db: Db, merchantId: number, memberId: number, now: Date): Promise<number> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.status, 'published'),
        isNull(promotions.endedAt),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
        ne(promotions.kind, 'automatic'),
      ),
    );
  if (rows.length === 0) return 0;
  const member = await memberFacts(db, memberId);
  if (!member || member.trial) return 0;
  const entries = await entriesOf(
    db,
    memberId,
    rows.map((r) => r.id),
  );
  return rows.filter((r) => isJoinable(stateOf(r, entries.get(r.id) ?? null, member, now))).length;
}
