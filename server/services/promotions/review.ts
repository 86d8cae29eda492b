/**
 * The console's review of applications (docs/promotions.md "Kinds and rules" apply kind, "Entries",
 * "Operator console"; schemas/api/promotions.json application, applicationApprove, applicationReject):
 * the queue of the merchant's apply-kind entries, approval (the reward offered to the member's
 * reward center, source `promotion`, sourceRef `<promotionId>:<memberId>`) and rejection with a
 * reason, each followed by a platform message (category reward) to the member, and the operator's
 * read of an application image.
 *
 * Both decisions are one guarded `UPDATE ... WHERE state = 'applying'`: of two operators deciding at
 * once exactly one wins, the other gets 409 APPLICATION_ALREADY_REVIEWED and nothing moves; the
 * approval's offer is in the same transaction (offerReward is unique per source and sourceRef too).
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatAmount, minorOf, toWire } from '../../../contract/money.ts';
import type { Application, ApplicationQuery, Applications } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { members, memberVip, operators, promotionEntries, promotionEntryImages, promotions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { t } from '../../i18n/messages.ts';
import { publishRewardCounts } from '../rewards/counts.ts';
import { runAfterCommit, type AfterCommit } from '../rewards/hooks.ts';
import { daysAfter, offerReward } from '../rewards/offer.ts';
import { rewardSettings } from '../rewards/settings.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import type { EntryRow, PromotionRow } from './view.ts';

const notFound = () => new ApiError(404, 'APPLICATION_NOT_FOUND', 'applicationNotFound');
const alreadyReviewed = () => new ApiError(409, 'APPLICATION_ALREADY_REVIEWED', 'applicationAlreadyReviewed');

const reviewer = alias(operators, 'reviewer');

/** The URL operators read application image `id` at. */
export const operatorImageUrl = (id: number) => ENDPOINTS.operatorApplicationImage.replace(':id', String(id));

/**
 * A page of the merchant's applications in `state` (applying by default), of one promotion when
 * `promotionId` is given. Waiting applications oldest first (the queue); reviewed ones newest
 * review first. Each with the member's username and VIP level, the remark, the image URLs
 * (operatorApplicationImage), the reward and the reviewer.
 */
export async function applicationsPage(
  db: Db,
  merchantId: number,
  currency: string,
  language: Language,
  q: ApplicationQuery,
): Promise<Applications> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const state = q.state ?? 'applying';
  const where = and(
    eq(promotionEntries.merchantId, merchantId),
    eq(promotions.kind, 'apply'),
    eq(promotionEntries.state, state),
    ...(q.promotionId ? [eq(promotionEntries.promotionId, q.promotionId)] : []),
  );
  const [total] = await db
    .select({ n: count() })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(where);
  const order =
    state === 'applying'
      ? [asc(promotionEntries.createdAt), asc(promotionEntries.id)]
      : [desc(promotionEntries.reviewedAt), desc(promotionEntries.id)];
  const rows = await db
    .select({
      entry: promotionEntries,
      titleTw: promotions.titleTw,
      titleEn: promotions.titleEn,
      username: members.username,
      level: memberVip.level,
      reviewedBy: reviewer.username,
    })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .leftJoin(memberVip, eq(memberVip.memberId, promotionEntries.memberId))
    .leftJoin(reviewer, eq(reviewer.id, promotionEntries.reviewedBy))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const images = await imagesOf(
    db,
    rows.map((r) => r.entry.id),
  );
  return {
    list: rows.map((r) =>
      applicationView(
        r.entry,
        language === 'TW' ? r.titleTw : r.titleEn,
        r.username,
        r.level ?? 0,
        r.reviewedBy,
        images.get(r.entry.id) ?? [],
        currency,
      ),
    ),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}

/** Image ids by entry id, in upload order. */
async function imagesOf(db: Db, entryIds: number[]): Promise<Map<number, number[]>> {
  const found = new Map<number, number[]>();
  if (entryIds.length === 0) return found;
  const rows = await db
    .select({ id: promotionEntryImages.id, entryId: promotionEntryImages.entryId })
    .from(promotionEntryImages)
    .where(inArray(promotionEntryImages.entryId, entryIds))
    .orderBy(promotionEntryImages.id);
  for (const r of rows) found.set(r.entryId, [...(found.get(r.entryId) ?? []), r.id]);
  return found;
}

function applicationView(
  e: EntryRow,
  title: string,
  username: string,
  vipLevel: number,
  reviewedBy: string | null,
  imageIds: number[],
  currency: string,
): Application {
  return {
    id: e.id,
    promotionId: e.promotionId,
    promotionTitle: title,
    username,
    vipLevel,
    state: e.state,
    remark: e.remark,
    images: imageIds.map((id) => ({ id, url: operatorImageUrl(id) })),
    rejectReason: e.rejectReason,
    reward: e.rewardAmount === null ? null : toWire(e.rewardAmount, currency),
    reviewedBy,
    reviewedAt: e.reviewedAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
  };
}

/** Application `id` of the merchant with its promotion (apply kind only). @throws ApiError 404 APPLICATION_NOT_FOUND. */
async function applicationOf(
  db: Db,
  merchantId: number,
  id: number,
): Promise<{ entry: EntryRow; promotion: PromotionRow }> {
  const [row] = await db
    .select({ entry: promotionEntries, promotion: promotions })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .where(
      and(
        eq(promotionEntries.id, id),
        eq(promotionEntries.merchantId, merchantId),
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, 'apply'),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One application as the queue shows it. */
async function applicationById(
  db: Db,
  merchantId: number,
  id: number,
  currency: string,
  language: Language,
): Promise<Application> {
  const [row] = await db
    .select({
      entry: promotionEntries,
      titleTw: promotions.titleTw,
      titleEn: promotions.titleEn,
      username: members.username,
      level: memberVip.level,
      reviewedBy: reviewer.username,
    })
    .from(promotionEntries)
    .innerJoin(promotions, eq(promotions.id, promotionEntries.promotionId))
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .leftJoin(memberVip, eq(memberVip.memberId, promotionEntries.memberId))
    .leftJoin(reviewer, eq(reviewer.id, promotionEntries.reviewedBy))
    .where(and(eq(promotionEntries.id, id), eq(promotionEntries.merchantId, merchantId)))
    .limit(1);
  if (!row) throw notFound();
  const images = await imagesOf(db, [id]);
  return applicationView(
    row.entry,
    language === 'TW' ? row.titleTw : row.titleEn,
    row.username,
    row.level ?? 0,
    row.reviewedBy,
    images.get(id) ?? [],
    currency,
  );
}

/**
 * The reward an approval offers (docs/promotions.md "Operator console"): a fixed rule defaults to
 * its amount and allows at most it; a percent rule needs the amount, at most the rule's max (max 0:
 * no cap). Always above 0.
 * @param given the operator's amount (decimal string) or undefined.
 * @returns minor units.
 * @throws ApiError 400 APPLICATION_AMOUNT_INVALID (value: the most allowed, null when uncapped).
 */
export function approvalAmount(p: Pick<PromotionRow, 'rule'>, given: string | undefined, currency: string): bigint {
  const reward = p.rule.reward;
  const cap = reward.type === 'fixed' ? BigInt(reward.amount) : BigInt(reward.max);
  const refuse = () =>
    new ApiError(
      400,
      'APPLICATION_AMOUNT_INVALID',
      cap > 0n ? 'applicationAmountInvalid' : 'applicationAmountRequired',
      {
        params: { max: cap > 0n ? toWire(cap, currency) : '' },
        value: { field: 'amount', max: cap > 0n ? toWire(cap, currency) : null },
      },
    );
  if (given === undefined) {
    if (reward.type === 'fixed' && cap > 0n) return cap;
    throw refuse();
  }
  let amount: bigint;
  try {
    amount = minorOf(given);
  } catch {
    throw refuse();
  }
  if (amount <= 0n || (cap > 0n && amount > cap)) throw refuse();
  return amount;
}

/** Both languages of a message of this area. */
const both = (key: Parameters<typeof t>[0], params: (lang: Language) => Record<string, string | number>) => ({
  TW: t(key, 'TW', params('TW')),
  EN: t(key, 'EN', params('EN')),
});

/**
 * Approves application `id` with `amount` (see {@link approvalAmount}): in one transaction the
 * guarded state change applying -> issued (reviewer, review time) and the offer to the member's
 * reward center (source promotion, sourceRef `<promotionId>:<memberId>`, the promotion's titles,
 * the rule's multiple, expiring after the merchant's rewardExpiryDays) whose id and amount the
 * entry keeps. After the commit: the member's badge counts and a platform message (approved, the
 * amount, where to claim it).
 * @returns the application after, and before (for the audit).
 * @throws ApiError 404 APPLICATION_NOT_FOUND (unknown, another merchant's, not an application), 409
 *   APPLICATION_ALREADY_REVIEWED (decided already, by anyone), 400 APPLICATION_AMOUNT_INVALID.
 */
export async function approveApplication(
  db: Db,
  merchantId: number,
  currency: string,
  operatorId: number,
  id: number,
  given: string | undefined,
  language: Language,
  now: Date,
): Promise<{ view: Application; before: EntryRow }> {
  const { entry, promotion } = await applicationOf(db, merchantId, id);
  if (entry.state !== 'applying') throw alreadyReviewed();
  const amount = approvalAmount(promotion, given, currency);
  const expiryDays = (await rewardSettings(db, merchantId)).rewardExpiryDays;
  const after: AfterCommit[] = await db.transaction(async (tx) => {
    const [won] = await tx
      .update(promotionEntries)
      .set({ state: 'issued', reviewedBy: operatorId, reviewedAt: now, updatedAt: now })
      .where(
        and(
          eq(promotionEntries.id, id),
          eq(promotionEntries.merchantId, merchantId),
          eq(promotionEntries.state, 'applying'),
        ),
      )
      .returning({ id: promotionEntries.id });
    if (!won) throw alreadyReviewed();
    const { reward } = await offerReward(tx, {
      merchantId,
      memberId: entry.memberId,
      source: 'promotion',
      sourceRef: `${promotion.id}:${entry.memberId}`,
      title: { TW: promotion.titleTw, EN: promotion.titleEn },
      amount,
      multiple: promotion.rule.multiple,
      expiresAt: daysAfter(now, expiryDays),
      now,
    });
    await tx
      .update(promotionEntries)
      .set({ rewardId: reward.id, rewardAmount: reward.amount })
      .where(eq(promotionEntries.id, id));
    const title = { TW: promotion.titleTw, EN: promotion.titleEn };
    return [
      (root: Db) => publishRewardCounts(root, merchantId, entry.memberId, now),
      (root: Db) =>
        notifyMember(
          root,
          merchantId,
          entry.memberId,
          both('applicationApprovedTitle', (lang) => ({ title: title[lang] })),
          both('applicationApprovedContent', (lang) => ({
            title: title[lang],
            amount: formatAmount(toWire(reward.amount, currency), lang),
          })),
          'reward',
        ),
    ];
  });
  await runAfterCommit(db, after);
  return { view: await applicationById(db, merchantId, id, currency, language), before: entry };
}

/**
 * Rejects application `id` with `reason` (guarded applying -> rejected, reviewer, review time); the
 * member may not apply again to it (docs/promotions.md "Entries"). After the commit a platform
 * message with the reason.
 * @throws ApiError 404 APPLICATION_NOT_FOUND, 409 APPLICATION_ALREADY_REVIEWED, 400 APPLICATION_REASON_REQUIRED (blank reason).
 */
export async function rejectApplication(
  db: Db,
  merchantId: number,
  currency: string,
  operatorId: number,
  id: number,
  reason: string,
  language: Language,
  now: Date,
): Promise<{ view: Application; before: EntryRow }> {
  const cleaned = reason
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, 200);
  if (!cleaned)
    throw new ApiError(400, 'APPLICATION_REASON_REQUIRED', 'applicationReasonRequired', { value: { field: 'reason' } });
  const { entry, promotion } = await applicationOf(db, merchantId, id);
  if (entry.state !== 'applying') throw alreadyReviewed();
  const [won] = await db
    .update(promotionEntries)
    .set({ state: 'rejected', rejectReason: cleaned, reviewedBy: operatorId, reviewedAt: now, updatedAt: now })
    .where(
      and(
        eq(promotionEntries.id, id),
        eq(promotionEntries.merchantId, merchantId),
        eq(promotionEntries.state, 'applying'),
      ),
    )
    .returning({ id: promotionEntries.id });
  if (!won) throw alreadyReviewed();
  const title = { TW: promotion.titleTw, EN: promotion.titleEn };
  await runAfterCommit(db, [
    (root) =>
      notifyMember(
        root,
        merchantId,
        entry.memberId,
        both('applicationRejectedTitle', (lang) => ({ title: title[lang] })),
        both('applicationRejectedContent', (lang) => ({ title: title[lang], reason: cleaned })),
        'reward',
      ),
  ]);
  return { view: await applicationById(db, merchantId, id, currency, language), before: entry };
}

/**
 * Application image `id` for an operator of `merchantId` (another merchant's is not found).
 * @throws ApiError 404 APPLICATION_IMAGE_NOT_FOUND.
 */
export async function operatorApplicationImage(
  db: Db,
  merchantId: number,
  id: number,
): Promise<{ mime: string; data: Buffer }> {
  const [row] = await db
    .select({ mime: promotionEntryImages.mime, data: promotionEntryImages.data })
    .from(promotionEntryImages)
    .innerJoin(promotionEntries, eq(promotionEntries.id, promotionEntryImages.entryId))
    .where(and(eq(promotionEntryImages.id, id), eq(promotionEntries.merchantId, merchantId)))
    .limit(1);
  if (!row) throw new ApiError(404, 'APPLICATION_IMAGE_NOT_FOUND', 'applicationImageNotFound');
  return row;
}
