/**
 * The promotions' periodic work (docs/promotions.md "Raffles"), called by rewards/jobs.ts
 * runRewardJobs (the scheduler and the dev clock POST /dev/rewards/run): every raffle due at its
 * drawAt is drawn once, each in its own transaction, guarded by `UPDATE promotions SET drawn_at =
 * now WHERE id = ? AND drawn_at IS NULL RETURNING`, so a rerun, an overlapping run or a second
 * server draws nothing twice and offers every prize once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { formatAmount, toWire } from '../../../contract/money.ts';
import type { Db } from '../../db/open.ts';
import { merchants, promotionEntries, promotions } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { t } from '../../i18n/messages.ts';
import { publishRewardCounts } from '../rewards/counts.ts';
import { runAfterCommit, type AfterCommit } from '../rewards/hooks.ts';
import { daysAfter, offerReward } from '../rewards/offer.ts';
import { rewardSettings } from '../rewards/settings.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { forgetActivePromotions } from './active.ts';
import { runDraw, sha256Hex } from './raffleDraw.ts';

/** The raffles due at `now`: kind raffle, published or ended, drawAt <= now, not drawn. Ids, oldest draw first. */
async function dueRaffles(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.kind, 'raffle'),
        inArray(promotions.status, ['published', 'ended']),
        isNull(promotions.drawnAt),
        lte(promotions.drawAt, now),
      ),
    )
    .orderBy(asc(promotions.drawAt), asc(promotions.id));
  return rows.map((r) => r.id);
}

/** A prize offered by a draw: what the after-commit notice says. */
interface Prized {
  merchantId: number;
  memberId: number;
  rank: number;
  ticket: number;
  amount: bigint;
  prize: { TW: string; EN: string };
  expiresAt: Date | null;
}

/** The platform message to a winner, in both languages (amounts formatted per language with the currency). */
function wonNotice(title: { TW: string; EN: string }, p: Prized, currency: string) {
  const pick = (lang: Language) => {
    const params = {
      title: title[lang],
      prize: p.prize[lang],
      ticket: p.ticket,
      amount: `${formatAmount(toWire(p.amount, currency), lang)} ${currency}`,
      expiresAt: p.expiresAt ? p.expiresAt.toISOString().slice(0, 16).replace('T', ' ') : '',
    };
    return {
      title: t('raffleWonTitle', lang, params),
      content: t(p.expiresAt ? 'raffleWonContent' : 'raffleWonContentNoExpiry', lang, params),
    };
  };
  const tw = pick('TW');
  const en = pick('EN');
  return { title: { TW: tw.title, EN: en.title }, content: { TW: tw.content, EN: en.content } };
}

/**
 * Draws raffle `promotionId` at `now` (docs/promotions.md "Raffles", steps 1 to 3) in one
 * transaction: the guarded `drawn_at` update; the joined entries with tickets, ordered by entry id,
 * get their firstTicket; the client seed (SHA-256 of the entrants list) is stored; each awarded
 * slot's entry turns `won` with its prizeRank, rewardAmount and an offered reward (source raffle,
 * sourceRef `<promotionId>:<memberId>`, title `<promotion title> - <prize name>` in TW and EN, the
 * prize amount, the rule's multiple, expiry after the merchant's rewardExpiryDays), the other
 * entries `lost`. A raffle without entrants is drawn with no winners. The server seed (32 random
 * bytes, hex) is set at publication; a raffle published without one gets one here (its hash is
 * stored with it).
 * @returns null when it was drawn already (by a rerun, another run or another server) or is not a
 * raffle due; otherwise the after-commit work (badge counts and a platform message per winner)
 * and how many prizes were offered.
 */
export async function drawRaffle(
  db: Db,
  promotionId: number,
  now: Date,
): Promise<{ after: AfterCommit[]; winners: number } | null> {
  return db.transaction(async (tx) => {
    const [p] = await tx
      .update(promotions)
      .set({ drawnAt: now, updatedAt: now })
      .where(
        and(
          eq(promotions.id, promotionId),
          eq(promotions.kind, 'raffle'),
          inArray(promotions.status, ['published', 'ended']),
          isNull(promotions.drawnAt),
          lte(promotions.drawAt, now),
        ),
      )
      .returning();
    if (!p) return null;
    let serverSeed = p.serverSeed;
    if (!serverSeed) serverSeed = randomBytes(32).toString('hex');
    const entries = await tx
      .select({ entryId: promotionEntries.id, memberId: promotionEntries.memberId, tickets: promotionEntries.tickets })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.state, 'joined')))
      .orderBy(asc(promotionEntries.id));
    const prizes = p.raffle?.prizes ?? [];
    const draw = runDraw(serverSeed, entries, prizes);
    await tx
      .update(promotions)
      .set({ serverSeed, serverSeedHash: p.serverSeedHash ?? sha256Hex(serverSeed), clientSeed: draw.clientSeed })
      .where(eq(promotions.id, p.id));
    // every joined entry loses unless a slot below awards it; the ranges fix firstTicket
    await tx
      .update(promotionEntries)
      .set({ state: 'lost', updatedAt: now })
      .where(and(eq(promotionEntries.promotionId, p.id), eq(promotionEntries.state, 'joined')));
    for (let i = 0; i < draw.ranges.length; i += 500) {
      const chunk = draw.ranges.slice(i, i + 500);
      const values = sql.join(
        chunk.map((r) => sql`(${r.entryId}::int, ${r.firstTicket}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`update promotion_entries e set first_ticket = v.first_ticket from (values ${values}) as v(id, first_ticket) where e.id = v.id and e.promotion_id = ${p.id}`,
      );
    }
    const settings = await rewardSettings(tx, p.merchantId);
    const expiresAt = settings.rewardExpiryDays > 0 ? daysAfter(now, settings.rewardExpiryDays) : null;
    const prized: Prized[] = [];
    for (const win of draw.wins) {
      const prize = prizes[win.rank - 1]!;
      const amount = BigInt(prize.amount);
      let rewardId: number | null = null;
      if (amount > 0n) {
        const { reward } = await offerReward(tx, {
          merchantId: p.merchantId,
          memberId: win.memberId,
          source: 'raffle',
          sourceRef: `${p.id}:${win.memberId}`,
          title: { TW: `${p.titleTw} - ${prize.name.TW}`, EN: `${p.titleEn} - ${prize.name.EN}` },
          amount,
          multiple: p.rule.multiple,
          expiresAt,
          now,
        });
        rewardId = reward.id;
      }
      await tx
        .update(promotionEntries)
        .set({ state: 'won', prizeRank: win.rank, rewardAmount: amount, rewardId, updatedAt: now })
        .where(eq(promotionEntries.id, win.entryId));
      if (amount > 0n)
        prized.push({
          merchantId: p.merchantId,
          memberId: win.memberId,
          rank: win.rank,
          ticket: win.ticket,
          amount,
          prize: prize.name,
          expiresAt,
        });
    }
    const [merchant] = await tx
      .select({ config: merchants.config })
      .from(merchants)
      .where(eq(merchants.id, p.merchantId))
      .limit(1);
    const currency = merchant?.config.permission.currency ?? 'CNY';
    const title = { TW: p.titleTw, EN: p.titleEn };
    const after: AfterCommit[] = prized.flatMap((w): AfterCommit[] => {
      const notice = wonNotice(title, w, currency);
      return [
        (root) => publishRewardCounts(root, w.merchantId, w.memberId, now),
        (root) => notifyMember(root, w.merchantId, w.memberId, notice.title, notice.content, 'reward'),
      ];
    });
    return { after, winners: draw.wins.length };
  });
}

/**
 * Draws every raffle due at `now`, each in its own transaction ({@link drawRaffle}); after each
 * commit, the winners' badge counts and platform messages (a failure there never undoes the draw).
 * @returns how many raffles this run drew.
 */
export async function runPromotionJobs(db: Db, now: Date): Promise<{ rafflesDrawn: number }> {
  let rafflesDrawn = 0;
  for (const id of await dueRaffles(db, now)) {
    const done = await drawRaffle(db, id, now);
    if (!done) continue;
    rafflesDrawn++;
    await runAfterCommit(db, done.after);
  }
  if (rafflesDrawn > 0) forgetActivePromotions();
  return { rafflesDrawn };
}
