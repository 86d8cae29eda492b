/**
 * Progress of automatic and signUp entries toward their rule's target (docs/promotions.md "Kinds and
 * rules"), called by ./events.ts inside the transaction of the settled round or the credited
 * deposit, so a replayed settlement (which moves nothing and reaches no hook) counts nothing twice.
 * Cheap on the hot path: nothing when no running promotion has the matching trigger, then one
 * set-based statement per kind of entry.
 *
 * A qualifying entry turns `issued` with a guarded `UPDATE ... WHERE state = 'signedUp'` and its
 * reward is offered to the reward center (rewards/offer.ts offerReward: source `promotion`,
 * sourceRef `<promotionId>:<memberId>`, unique, the rule's multiple, the merchant's
 * rewardExpiryDays) in the same transaction; `rewardId` and `rewardAmount` are stored. After the
 * commit: the badge counts (publishRewardCounts) and a platform message (category reward).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../../contract/spec.ts';
import { promotionReward } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { promotionEntries } from '../../db/schema.ts';
import { text } from '../../i18n/messages.ts';
import { reportingOffset } from '../agent/days.ts';
import { publishRewardCounts } from '../rewards/counts.ts';
import { creditedBefore, localTime, moneyText } from '../rewards/depositBonus.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from '../rewards/hooks.ts';
import { daysAfter, offerReward } from '../rewards/offer.ts';
import { rewardSettings } from '../rewards/settings.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import type { ActivePromotion } from './active.ts';
import { eligibleFor, memberFacts } from './view.ts';

/** The reward center title of a promotion's reward in both languages: "Promotion: <title>". */
export function promotionRewardTitle(p: Pick<ActivePromotion, 'titleTw' | 'titleEn'>): Record<Language, string> {
  return {
    TW: text('promotionTexts', 'rewardTitle', 'TW', { title: p.titleTw }),
    EN: text('promotionTexts', 'rewardTitle', 'EN', { title: p.titleEn }),
  };
}

/** What an issue needs to know about the event. */
interface IssueContext {
  merchantId: number;
  memberId: number;
  currency: string;
  at: Date;
}

/**
 * Issues entry `entryId` of `p` (docs/promotions.md "Kinds and rules"): reward =
 * engine/promotions.ts promotionReward(rule.reward, base); 0 issues nothing. The guarded UPDATE
 * (state signedUp -> issued) lets one caller through; the offer is unique per sourceRef.
 * @returns after-commit work (badge counts, platform message); nothing when not issued.
 */
async function issueEntry(
  tx: Db,
  p: ActivePromotion,
  entryId: number,
  base: bigint,
  c: IssueContext,
): Promise<AfterCommit[]> {
  const amount = promotionReward(p.rule.reward, base);
  if (amount <= 0n) return [];
  const [turned] = await tx
    .update(promotionEntries)
    .set({ state: 'issued', updatedAt: c.at })
    .where(and(eq(promotionEntries.id, entryId), eq(promotionEntries.state, 'signedUp')))
    .returning({ id: promotionEntries.id });
  if (!turned) return [];
  const settings = await rewardSettings(tx, c.merchantId);
  const expiresAt = settings.rewardExpiryDays > 0 ? daysAfter(c.at, settings.rewardExpiryDays) : null;
  const { reward } = await offerReward(tx, {
    merchantId: c.merchantId,
    memberId: c.memberId,
    source: 'promotion',
    sourceRef: `${p.id}:${c.memberId}`,
    title: promotionRewardTitle(p),
    amount,
    multiple: p.rule.multiple,
    expiresAt,
    now: c.at,
  });
  await tx
    .update(promotionEntries)
    .set({ rewardId: reward.id, rewardAmount: reward.amount })
    .where(eq(promotionEntries.id, entryId));
  return [
    (db) => publishRewardCounts(db, c.merchantId, c.memberId, c.at),
    async (db) => {
      const offset = await reportingOffset(db, c.merchantId);
      const title = {} as Record<Language, string>;
      const content = {} as Record<Language, string>;
      for (const lang of LANGUAGES) {
        const params = {
          title: lang === 'EN' ? p.titleEn : p.titleTw,
          amount: moneyText(reward.amount, c.currency, lang),
          expiresAt: reward.expiresAt ? localTime(reward.expiresAt, offset) : '',
        };
        title[lang] = text('promotionTexts', 'issuedTitle', lang, params);
        content[lang] = text(
          'promotionTexts',
          reward.expiresAt ? 'issuedContent' : 'issuedContentNoExpiry',
          lang,
          params,
        );
      }
      await notifyMember(db, c.merchantId, c.memberId, title, content, 'reward');
    },
  ];
}

/**
 * A settled round (docs/promotions.md "Kinds and rules": validBet counts the settled stakes of the
 * rule's category, null: every category): for each running automatic or signUp promotion with a
 * validBet trigger matching the round's category, the eligible member's progress grows by the
 * valid bet. Automatic: the entry is upserted (created `signedUp` on the first counted round);
 * signUp: only an existing `signedUp` entry counts. An entry reaching the target issues the
 * reward with base = the target. One upsert and one UPDATE at most, then one issue per entry that
 * reached its target.
 */
export async function entriesOnRound(tx: Db, running: ActivePromotion[], e: RoundSettled): Promise<AfterCommit[]> {
  const counting = running.filter(
    (p) =>
      (p.kind === 'automatic' || p.kind === 'signUp') &&
      p.rule.trigger === 'validBet' &&
      (p.rule.category === null || p.rule.category === e.category),
  );
  if (counting.length === 0 || e.validBet <= 0n) return [];
  const member = await memberFacts(tx, e.memberId);
  const eligible = counting.filter((p) => member !== null && eligibleFor(p, member));
  if (eligible.length === 0) return [];
  const automatic = eligible.filter((p) => p.kind === 'automatic');
  const signUp = eligible.filter((p) => p.kind === 'signUp');
  const counted: { id: number; promotionId: number; progress: bigint }[] = [];
  if (automatic.length > 0) {
    counted.push(
      ...(await tx
        .insert(promotionEntries)
        .values(
          automatic.map((p) => ({
            merchantId: e.merchantId,
            promotionId: p.id,
            memberId: e.memberId,
            state: 'signedUp' as const,
            progress: e.validBet,
            createdAt: e.at,
            updatedAt: e.at,
          })),
        )
        .onConflictDoUpdate({
          target: [promotionEntries.promotionId, promotionEntries.memberId],
          set: { progress: sql`${promotionEntries.progress} + ${e.validBet}`, updatedAt: e.at },
          setWhere: eq(promotionEntries.state, 'signedUp'),
        })
        .returning({
          id: promotionEntries.id,
          promotionId: promotionEntries.promotionId,
          progress: promotionEntries.progress,
        })),
    );
  }
  if (signUp.length > 0) {
    counted.push(
      ...(await tx
        .update(promotionEntries)
        .set({ progress: sql`${promotionEntries.progress} + ${e.validBet}`, updatedAt: e.at })
        .where(
          and(
            eq(promotionEntries.memberId, e.memberId),
            inArray(
              promotionEntries.promotionId,
              signUp.map((p) => p.id),
            ),
            eq(promotionEntries.state, 'signedUp'),
            lte(promotionEntries.createdAt, e.at),
          ),
        )
        .returning({
          id: promotionEntries.id,
          promotionId: promotionEntries.promotionId,
          progress: promotionEntries.progress,
        })),
    );
  }
  const after: AfterCommit[] = [];
  for (const row of counted) {
    const p = eligible.find((x) => x.id === row.promotionId)!;
    if (row.progress >= p.rule.target)
      after.push(
        ...(await issueEntry(tx, p, row.id, p.rule.target, {
          merchantId: e.merchantId,
          memberId: e.memberId,
          currency: e.currency,
          at: e.at,
        })),
      );
  }
  return after;
}

/**
 * A credited deposit (docs/promotions.md "Kinds and rules"):
 * - firstDeposit (automatic): the member's first credited deposit ever (no other successful order,
 *   as rewards/depositBonus.ts tells it) of at least the target issues at once, base = the deposit;
 * - deposit (automatic): a deposit of at least the target in the period issues, base = the deposit;
 * - deposit (signUp): the same, only for a member who signed up before it.
 * The entry records the deposit as its progress. Nothing when no running promotion has a deposit
 * trigger.
 */
export async function entriesOnDeposit(tx: Db, running: ActivePromotion[], e: DepositCredited): Promise<AfterCommit[]> {
  const counting = running.filter(
    (p) =>
      (p.kind === 'automatic' && (p.rule.trigger === 'firstDeposit' || p.rule.trigger === 'deposit')) ||
      (p.kind === 'signUp' && p.rule.trigger === 'deposit'),
  );
  if (counting.length === 0 || e.amount <= 0n) return [];
  const member = await memberFacts(tx, e.memberId);
  let qualifying = counting.filter((p) => member !== null && eligibleFor(p, member) && e.amount >= p.rule.target);
  if (qualifying.some((p) => p.rule.trigger === 'firstDeposit') && (await creditedBefore(tx, e.memberId, e.depositId)))
    qualifying = qualifying.filter((p) => p.rule.trigger !== 'firstDeposit');
  if (qualifying.length === 0) return [];
  const c = { merchantId: e.merchantId, memberId: e.memberId, currency: e.currency, at: e.at };
  const after: AfterCommit[] = [];
  for (const p of qualifying) {
    let entryId: number | undefined;
    if (p.kind === 'automatic') {
      const [row] = await tx
        .insert(promotionEntries)
        .values({
          merchantId: e.merchantId,
          promotionId: p.id,
          memberId: e.memberId,
          state: 'signedUp',
          progress: e.amount,
          createdAt: e.at,
          updatedAt: e.at,
        })
        .onConflictDoUpdate({
          target: [promotionEntries.promotionId, promotionEntries.memberId],
          set: { progress: e.amount, updatedAt: e.at },
          setWhere: eq(promotionEntries.state, 'signedUp'),
        })
        .returning({ id: promotionEntries.id });
      entryId = row?.id;
    } else {
      const [row] = await tx
        .update(promotionEntries)
        .set({ progress: e.amount, updatedAt: e.at })
        .where(
          and(
            eq(promotionEntries.promotionId, p.id),
            eq(promotionEntries.memberId, e.memberId),
            eq(promotionEntries.state, 'signedUp'),
            lte(promotionEntries.createdAt, e.at),
          ),
        )
        .returning({ id: promotionEntries.id });
      entryId = row?.id;
    }
    if (entryId !== undefined) after.push(...(await issueEntry(tx, p, entryId, e.amount, c)));
  }
  return after;
}
