/**
 * The member's promotion catalogue, a promotion's details and the activity center
 * (docs/promotions.md "Promotions", "Activity states"; spec sections 2 and 4;
 * schemas/api/promotions.json promotionList, promotionDetails, activityList). Visitors (member
 * null) see a guest's states; members see their own entries only. Cards come from ./view.ts.
 */
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type {
  ActivityList,
  ActivityListQuery,
  PromotionDetails,
  PromotionList,
  PromotionListQuery,
} from '../../../contract/types.ts';
import { ACTIVE_ACTIVITY_STATES } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { promotionEntries, promotions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { sanitizeAnnouncementHtml } from '../config-versions/sanitize.ts';
import { availablePromoCount } from './available.ts';
import { raffleView } from './raffle.ts';
import { promotionSettings } from './settings.ts';
import {
  entriesOf,
  promotionView,
  promotionViews,
  stateOf,
  type EntryWithReward,
  type MemberFacts,
  type PromotionRow,
} from './view.ts';

/** How long an ended promotion stays in the catalogue (showing close): 7 days after its end. */
export const CATALOGUE_AFTER_END_MS = 7 * 86_400_000;

/** The refusal for a draft, another merchant's or an unknown promotion (the same answer: nothing leaks). */
export const promotionNotFound = () => new ApiError(404, 'PROMOTION_NOT_FOUND', 'promotionNotFound');

/** Statuses a member may see: a draft is the console's only. */
const VISIBLE = ['published', 'ended'] as const;

/**
 * One page of the catalogue (docs/promotions.md "Promotions"): the merchant's published (or ended)
 * promotions whose end (endsAt, or an operator's early end) is at most 7 days ago, ordered by
 * `sort` then startsAt descending; `category` filters. `categories` are the merchant's configured
 * ones in `language`; `availablePromoCount` is the member's (0 for a visitor).
 * @param member null for a visitor.
 */
export async function listPromotions(
  db: Db,
  merchantId: number,
  member: MemberFacts | null,
  q: PromotionListQuery,
  currency: string,
  language: Language,
  now: Date,
): Promise<PromotionList> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const since = new Date(now.getTime() - CATALOGUE_AFTER_END_MS);
  const where = and(
    eq(promotions.merchantId, merchantId),
    inArray(promotions.status, [...VISIBLE]),
    gte(sql`coalesce(${promotions.endedAt}, ${promotions.endsAt})`, since),
    q.category ? eq(promotions.category, q.category) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotions)
    .where(where);
  const rows = await db
    .select()
    .from(promotions)
    .where(where)
    .orderBy(asc(promotions.sort), desc(promotions.startsAt), desc(promotions.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [list, categories, available] = await Promise.all([
    promotionViews(db, rows, member, currency, language, now),
    (async () => {
      const settings = await promotionSettings(db, merchantId);
      return settings.categories.map((c) => ({ code: c.code, name: c.name[language] }));
    })(),
    member ? availablePromoCount(db, merchantId, member.memberId, now) : Promise.resolve(0),
  ]);
  return { list, total: count?.n ?? 0, pageNo, pageSize, categories, availablePromoCount: available };
}

/** A promotion row a member may see (published or ended, this merchant). @throws ApiError 404 PROMOTION_NOT_FOUND. */
export async function visiblePromotion(db: Db, merchantId: number, promotionId: number): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.merchantId, merchantId),
        inArray(promotions.status, [...VISIBLE]),
      ),
    )
    .limit(1);
  if (!row) throw promotionNotFound();
  return row;
}

/**
 * A promotion's details (schemas/api/promotions.json promotionDetails): the card, the terms in
 * `language` sanitised again on the way out (server/services/config-versions/sanitize.ts, the
 * console's sanitiser), and the raffle section for a raffle (./raffle.ts raffleView).
 * @throws ApiError 404 PROMOTION_NOT_FOUND for a draft, another merchant's or an unknown id.
 */
export async function promotionDetails(
  db: Db,
  merchantId: number,
  promotionId: number,
  member: MemberFacts | null,
  currency: string,
  language: Language,
  now: Date,
): Promise<PromotionDetails> {
  const row = await visiblePromotion(db, merchantId, promotionId);
  const [promotion] = await promotionViews(db, [row], member, currency, language, now);
  const terms = language === 'EN' ? row.termsHtmlEn : row.termsHtmlTw;
  const raffle =
    row.kind === 'raffle' && row.raffle
      ? await raffleView(db, row, member?.memberId ?? null, currency, language)
      : null;
  return { promotion: promotion!, termsHtml: sanitizeAnnouncementHtml(terms), raffle };
}

/**
 * The activity center (spec section 4; docs/promotions.md "Activity states"): the promotions the
 * member has an entry in, newest entry first. `active` lists those whose activity state is in
 * engine/promotions.ts ACTIVE_ACTIVITY_STATES (applying, issued, inProgress, joined, signedUp,
 * claimPayout); `history` the rest (rejected, claimed, close...). The state is computed (dates and
 * the reward center's row decide it), so the split is made on the member's entries in memory:
 * one member holds few entries.
 */
export async function listActivities(
  db: Db,
  merchantId: number,
  member: MemberFacts,
  q: ActivityListQuery,
  currency: string,
  language: Language,
  now: Date,
): Promise<ActivityList> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const wantActive = (q.status ?? 'active') === 'active';
  const rows = await db
    .select({ promotion: promotions })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(
      and(
        eq(promotionEntries.memberId, member.memberId),
        eq(promotions.merchantId, merchantId),
        inArray(promotions.status, [...VISIBLE]),
      ),
    )
    .orderBy(desc(promotionEntries.createdAt), desc(promotionEntries.id));
  const entries = await entriesOf(
    db,
    member.memberId,
    rows.map((r) => r.promotion.id),
  );
  const matching = rows
    .map((r) => ({ row: r.promotion, entry: entries.get(r.promotion.id) ?? null }))
    .filter(({ row, entry }) => ACTIVE_ACTIVITY_STATES.has(stateOf(row, entry, member, now)) === wantActive);
  const page = matching.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return {
    list: page.map(({ row, entry }) =>
      promotionView(row, entry as EntryWithReward | null, member, currency, language, now),
    ),
    total: matching.length,
    pageNo,
    pageSize,
  };
}
