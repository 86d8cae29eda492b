/**
 * The reward center (docs/rewards.md "Reward center"; schemas/api/rewards.json rewardListQuery,
 * rewardList, claimAnswer): the member's claimable rewards and their history, and the claim that
 * turns a reward into a bonus grant (./bonus.ts grantBonus) exactly once, whatever the number of
 * clicks, tabs or servers. The rewards scheduler expires the ones left unclaimed past expiresAt.
 *
 * Money is bigint minor units inside, decimal strings on the wire (contract/money.ts toWire);
 * multiples are hundredths inside, numbers on the wire.
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { ClaimAnswer, Reward, RewardList, RewardListQuery } from '../../../contract/types.ts';
import { multipleOf } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { bonusGrants, memberRewards } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { balanceOf, notifyCommitted, type TransferResult } from '../../ledger/index.ts';
import type { MerchantContext } from '../merchants.ts';
import { grantBonus } from './bonus.ts';
import { bonusView } from './bonusDetails.ts';
import { publishRewardCounts } from './counts.ts';
import { daysAfter, type RewardRow } from './offer.ts';
import { rewardSettings } from './settings.ts';

/** The title of a stored row in `language`. */
export const titleIn = (row: { titleTw: string; titleEn: string }, language: Language): string =>
  language === 'EN' ? row.titleEn : row.titleTw;

/** A reward as the member sees it at `now`: a claimable reward past its expiry shows as expired. */
export function rewardView(row: RewardRow, currency: string, language: Language, now: Date): Reward {
  const expired = row.state === 'claimable' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    source: row.source,
    title: titleIn(row, language),
    amount: toWire(row.amount, currency),
    multiple: multipleOf(row.multiple),
    state: expired ? 'expired' : row.state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    claimedAt: row.claimedAt?.toISOString() ?? null,
    bonusId: row.bonusId ?? null,
  };
}

const notExpired = (now: Date) => or(isNull(memberRewards.expiresAt), gt(memberRewards.expiresAt, now));

/**
 * One page of the member's rewards (docs/rewards.md "Reward center"): `claimable` lists the
 * claimable, unexpired ones (expiring first, then newest); `history` the claimed and expired ones,
 * a claimable one past its expiry included as expired (newest first). `source` filters both.
 * `claimableCount` and `claimableTotal` are over all the member's claimable, unexpired rewards.
 */
export async function listRewards(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  q: RewardListQuery,
  language: Language,
  now: Date,
): Promise<RewardList> {
  const currency = merchant.config.permission.currency;
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const mine = eq(memberRewards.memberId, memberId);
  const claimable = and(eq(memberRewards.state, 'claimable'), notExpired(now));
  const inTab: SQL | undefined =
    (q.status ?? 'claimable') === 'claimable'
      ? claimable
      : or(
          inArray(memberRewards.state, ['claimed', 'expired']),
          and(
            eq(memberRewards.state, 'claimable'),
            isNotNull(memberRewards.expiresAt),
            lte(memberRewards.expiresAt, now),
          ),
        );
  const where = and(mine, inTab, q.source ? eq(memberRewards.source, q.source) : undefined);
  const order =
    (q.status ?? 'claimable') === 'claimable'
      ? [sql`${memberRewards.expiresAt} asc nulls last`, desc(memberRewards.id)]
      : [
          desc(sql`coalesce(${memberRewards.claimedAt}, ${memberRewards.expiresAt}, ${memberRewards.createdAt})`),
          desc(memberRewards.id),
        ];
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberRewards)
    .where(where);
  const rows = await db
    .select()
    .from(memberRewards)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [sum] = await db
    .select({ n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${memberRewards.amount}), 0)::text` })
    .from(memberRewards)
    .where(and(mine, claimable));
  return {
    list: rows.map((r) => rewardView(r, currency, language, now)),
    total: count?.n ?? 0,
    pageNo,
    pageSize,
    claimableCount: sum?.n ?? 0,
    claimableTotal: toWire(BigInt(sum?.total ?? '0'), currency),
  };
}

/** The refusal for a reward that is not the member's or does not exist (the same answer: nothing leaks). */
const notFound = () => new ApiError(404, 'REWARD_NOT_FOUND', 'rewardNotFound');

/**
 * Claims the member's reward `rewardId` (docs/rewards.md "Reward center"): one transaction, a
 * guarded `UPDATE ... state = 'claimed' WHERE id AND member AND state = 'claimable' AND not
 * expired`, then grantBonus (source = the reward's source, sourceRef = reward id, the reward's
 * multiple, the merchant's contributions, expiry now + bonusExpiryDays). A repeated claim (double
 * click, two tabs, a retry) finds it claimed and answers the same reward and bonus, moving nothing.
 * After the commit: the live balance (notifyCommitted) and the badge counts.
 * @returns claimAnswer: the reward, its bonus, the balance after (decimal strings).
 * @throws ApiError 404 REWARD_NOT_FOUND (unknown or another member's), 409 REWARD_EXPIRED (past
 * expiresAt or expired by the scheduler; the message names the expiry).
 */
export async function claimReward(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  rewardId: number,
  language: Language,
  now: Date,
): Promise<ClaimAnswer> {
  const currency = merchant.config.permission.currency;
  const settings = await rewardSettings(db, merchant.id);
  const done = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(memberRewards)
      .set({ state: 'claimed', claimedAt: now })
      .where(
        and(
          eq(memberRewards.id, rewardId),
          eq(memberRewards.memberId, memberId),
          eq(memberRewards.merchantId, merchant.id),
          eq(memberRewards.state, 'claimable'),
          notExpired(now),
        ),
      )
      .returning();
    if (!claimed) {
      const [row] = await tx
        .select()
        .from(memberRewards)
        .where(
          and(
            eq(memberRewards.id, rewardId),
            eq(memberRewards.memberId, memberId),
            eq(memberRewards.merchantId, merchant.id),
          ),
        )
        .limit(1);
      if (!row) throw notFound();
      if (row.state !== 'claimed' || row.bonusId === null) {
        const expiresAt = (row.expiresAt ?? now).toISOString().slice(0, 16).replace('T', ' ');
        throw new ApiError(409, 'REWARD_EXPIRED', 'rewardExpired', {
          params: { expiresAt },
          value: { expiresAt: row.expiresAt?.toISOString() ?? null },
        });
      }
      const [grant] = await tx.select().from(bonusGrants).where(eq(bonusGrants.id, row.bonusId)).limit(1);
      return {
        reward: row,
        grant: grant!,
        transfer: null as TransferResult | null,
        balance: await balanceOf(tx, { kind: 'member', memberId, merchantId: merchant.id }),
      };
    }
    const granted = await grantBonus(tx, {
      merchantId: merchant.id,
      memberId,
      currency,
      source: claimed.source,
      sourceRef: String(claimed.id),
      title: { TW: claimed.titleTw, EN: claimed.titleEn },
      amount: claimed.amount,
      multiple: claimed.multiple,
      contributions: settings.contributions,
      expiresAt: daysAfter(now, settings.bonusExpiryDays),
      now,
    });
    const [reward] = await tx
      .update(memberRewards)
      .set({ bonusId: granted.grant.id })
      .where(eq(memberRewards.id, claimed.id))
      .returning();
    return {
      reward: reward!,
      grant: granted.grant,
      transfer: granted.transfer,
      balance: await balanceOf(tx, { kind: 'member', memberId, merchantId: merchant.id }),
    };
  });
  if (done.transfer) {
    notifyCommitted(done.transfer);
    await publishRewardCounts(db, merchant.id, memberId, now);
  }
  return {
    reward: rewardView(done.reward, currency, language, now),
    bonus: bonusView(done.grant, language, now),
    balance: toWire(done.balance, currency),
  };
}

/**
 * Expires every claimable reward past its expiresAt (docs/rewards.md "Scheduler"): one guarded
 * UPDATE (`state = 'claimable' AND expires_at <= now`, so a rerun or a concurrent claim never
 * expires a claimed one), then the badge counts of the members touched.
 * @returns how many rewards expired.
 */
export async function expireRewards(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(memberRewards)
    .set({ state: 'expired' })
    .where(
      and(eq(memberRewards.state, 'claimable'), isNotNull(memberRewards.expiresAt), lte(memberRewards.expiresAt, now)),
    )
    .returning({ merchantId: memberRewards.merchantId, memberId: memberRewards.memberId });
  const members = new Map(rows.map((r) => [r.memberId, r.merchantId]));
  for (const [memberId, merchantId] of members) await publishRewardCounts(db, merchantId, memberId, now);
  return rows.length;
}
