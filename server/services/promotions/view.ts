/**
 * The member's view of promotions (schemas/api/promotions.json promotion; docs/promotions.md
 * "Activity states"): each card with its texts in the request language, its rule, the reward in
 * words (a promotion without an uploaded image shows its generated art, /media/promotions/<id>/<lang>.svg)
 * and the member's activity state (engine/promotions.ts activityState) from their entry and
 * the reward center's row behind it. Visitors (member null) get a guest's states. Used by the
 * catalogue, the details, the activity center and every action's answer.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { formatAmount, toWire } from '../../../contract/money.ts';
import type { Promotion, PromotionEntry } from '../../../contract/types.ts';
import { activityState, type ActivityState } from '../../../engine/promotions.ts';
import { multipleOf } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import {
  memberRewards,
  members,
  memberVip,
  promotionEntries,
  promotionEntryImages,
  promotions,
} from '../../db/schema.ts';
import { rgProfiles } from '../../db/rgSchema.ts';
import type { Language } from '../../i18n/language.ts';
import { text } from '../../i18n/messages.ts';
import { TRIAL_TYPE } from '../auth/rules.ts';
import { ruleToWire } from './wire.ts';

export type PromotionRow = typeof promotions.$inferSelect;
export type EntryRow = typeof promotionEntries.$inferSelect;

/** What decides a member's eligibility: trial accounts never are; the VIP level must be in the audience. */
export interface MemberFacts {
  memberId: number;
  trial: boolean;
  vipLevel: number;
  /** On a time-out, self-exclusion or closed (docs/responsible-gaming.md): never eligible (applicationForbidden). */
  excluded?: boolean;
}

/** The member's facts (type and VIP level, 0 without a member_vip row). @returns null for an unknown id. */
export async function memberFacts(db: Db, memberId: number): Promise<MemberFacts | null> {
  const [row] = await db
    .select({
      type: members.type,
      level: memberVip.level,
      excluded: sql<boolean>`coalesce(${rgProfiles.exclusionKind} is not null and (${rgProfiles.exclusionEndsAt} is null or ${rgProfiles.exclusionEndsAt} > now()), false)`,
    })
    .from(members)
    .leftJoin(memberVip, eq(memberVip.memberId, members.id))
    .leftJoin(rgProfiles, eq(rgProfiles.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  return row
    ? { memberId, trial: row.type === TRIAL_TYPE, vipLevel: row.level ?? 0, excluded: row.excluded === true }
    : null;
}

/** docs/promotions.md "Promotions": trial accounts are never eligible; an empty audience is every level. Visitors (null) count as eligible. */
export function eligibleFor(p: Pick<PromotionRow, 'vipLevels'>, member: MemberFacts | null): boolean {
  if (!member) return true;
  if (member.trial || member.excluded) return false;
  return p.vipLevels.length === 0 || p.vipLevels.includes(member.vipLevel);
}

/** The stored row's timing as activityState reads it. */
export const timingOf = (p: PromotionRow) => ({
  kind: p.kind,
  startsAt: p.startsAt,
  endsAt: p.endsAt,
  signUpEndsAt: p.signUpEndsAt,
  ended: p.status === 'ended' || p.endedAt !== null,
  drawnAt: p.drawnAt,
});

/** The member's entry facts: the row and the state of its reward center offer. */
export interface EntryWithReward {
  entry: EntryRow;
  rewardState: 'claimable' | 'claimed' | 'expired' | null;
  images: { id: number }[];
}

/** The activity state of `p` for a member with `entry` (null: none) at `now`. */
export function stateOf(
  p: PromotionRow,
  entry: EntryWithReward | null,
  member: MemberFacts | null,
  now: Date,
): ActivityState {
  return activityState(
    timingOf(p),
    entry ? { state: entry.entry.state, progress: entry.entry.progress, rewardState: entry.rewardState } : null,
    eligibleFor(p, member),
    now,
  );
}

/** The member's entries of `promotionIds` with their offers' states and image ids, by promotion id. */
export async function entriesOf(
  db: Db,
  memberId: number,
  promotionIds: number[],
): Promise<Map<number, EntryWithReward>> {
  const found = new Map<number, EntryWithReward>();
  if (promotionIds.length === 0) return found;
  const rows = await db
    .select({ entry: promotionEntries, rewardState: memberRewards.state })
    .from(promotionEntries)
    .leftJoin(memberRewards, eq(memberRewards.id, promotionEntries.rewardId))
    .where(and(eq(promotionEntries.memberId, memberId), inArray(promotionEntries.promotionId, promotionIds)));
  const entryIds = rows.map((r) => r.entry.id);
  const images = entryIds.length
    ? await db
        .select({ id: promotionEntryImages.id, entryId: promotionEntryImages.entryId })
        .from(promotionEntryImages)
        .where(inArray(promotionEntryImages.entryId, entryIds))
        .orderBy(promotionEntryImages.id)
    : [];
  for (const r of rows) {
    found.set(r.entry.promotionId, {
      entry: r.entry,
      rewardState: (r.rewardState as EntryWithReward['rewardState']) ?? null,
      images: images.filter((i) => i.entryId === r.entry.id),
    });
  }
  return found;
}

/** "100% up to 500.00, 10x turnover" in `language` (server promotionTexts). */
export function rewardText(p: PromotionRow, currency: string, language: Language): string {
  const amount = (minor: bigint) => `${formatAmount(toWire(minor, currency), language)}`;
  if (p.kind === 'raffle' && p.raffle) {
    const prizes = p.raffle.prizes.reduce((n, x) => n + x.count, 0);
    const top = p.raffle.prizes.reduce((m, x) => (BigInt(x.amount) > m ? BigInt(x.amount) : m), 0n);
    return text('promotionTexts', 'rewardRaffle', language, { prizes, top: amount(top) });
  }
  const r = p.rule.reward;
  const reward =
    r.type === 'fixed'
      ? text('promotionTexts', 'rewardFixed', language, { amount: amount(BigInt(r.amount)) })
      : BigInt(r.max) > 0n
        ? text('promotionTexts', 'rewardPercent', language, { percent: r.percentBp / 100, max: amount(BigInt(r.max)) })
        : text('promotionTexts', 'rewardPercentUncapped', language, { percent: r.percentBp / 100 });
  return p.rule.multiple > 0
    ? text('promotionTexts', 'rewardTurnover', language, { reward, multiple: multipleOf(p.rule.multiple) })
    : text('promotionTexts', 'rewardNoTurnover', language, { reward });
}

/** The entry as the wire shows it; `target` is the rule's target for counting kinds, else null. */
export function entryView(p: PromotionRow, e: EntryWithReward, currency: string): PromotionEntry {
  const counting = (p.kind === 'automatic' || p.kind === 'signUp') && p.rule.trigger !== 'none';
  const target = counting ? BigInt(p.rule.target) : null;
  const percent =
    target && target > 0n
      ? Math.min(100, Number((e.entry.progress * 10_000n) / target) / 100)
      : e.entry.state === 'issued'
        ? 100
        : 0;
  return {
    id: e.entry.id,
    state: e.entry.state,
    progress: toWire(e.entry.progress, currency),
    target: target === null ? null : toWire(target, currency),
    percent,
    remark: e.entry.remark,
    images: e.images.map((i) => ({ id: i.id, url: ENDPOINTS.promotionImage.replace(':id', String(i.id)) })),
    rejectReason: e.entry.rejectReason,
    reviewedAt: e.entry.reviewedAt?.toISOString() ?? null,
    reward: e.entry.rewardAmount === null ? null : toWire(e.entry.rewardAmount, currency),
    rewardId: e.entry.rewardId,
    rewardState: e.rewardState,
    tickets: e.entry.tickets,
    createdAt: e.entry.createdAt.toISOString(),
  };
}

/** One promotion card for `member` (null: a visitor) at `now`. */
export function promotionView(
  p: PromotionRow,
  entry: EntryWithReward | null,
  member: MemberFacts | null,
  currency: string,
  language: Language,
  now: Date,
): Promotion {
  const tw = language === 'TW';
  return {
    id: p.id,
    category: p.category,
    kind: p.kind,
    title: tw ? p.titleTw : p.titleEn,
    summary: tw ? p.summaryTw : p.summaryEn,
    image: p.image ?? `/media/promotions/${p.id}/${language}.svg`,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    signUpEndsAt: p.signUpEndsAt?.toISOString() ?? null,
    drawAt: p.drawAt?.toISOString() ?? null,
    state: stateOf(p, entry, member, now),
    rule: ruleToWire(p.rule, currency),
    rewardText: rewardText(p, currency, language),
    vipLevels: [...p.vipLevels],
    entry: entry ? entryView(p, entry, currency) : null,
  };
}

/** The cards of `rows` for `member`, with one query for their entries. */
export async function promotionViews(
  db: Db,
  rows: PromotionRow[],
  member: MemberFacts | null,
  currency: string,
  language: Language,
  now: Date,
): Promise<Promotion[]> {
  const entries = member
    ? await entriesOf(
        db,
        member.memberId,
        rows.map((r) => r.id),
      )
    : new Map<number, EntryWithReward>();
  return rows.map((r) => promotionView(r, entries.get(r.id) ?? null, member, currency, language, now));
}

/** One promotion's card for `member` by id within `merchantId`; null when it is not there or not published. */
export async function memberPromotion(
  db: Db,
  merchantId: number,
  promotionId: number,
  member: MemberFacts | null,
  currency: string,
  language: Language,
  now: Date,
): Promise<Promotion | null> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.merchantId, merchantId),
        inArray(promotions.status, ['published', 'ended']),
      ),
    )
    .limit(1);
  if (!row) return null;
  const [view] = await promotionViews(db, [row], member, currency, language, now);
  return view!;
}
