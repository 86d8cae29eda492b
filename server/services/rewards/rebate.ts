/**
 * Manual rebate (docs/rewards.md "Manual rebate"; the engine feature manualRebate): every settled
 * valid bet accrues `validBet x rateBp` at the member's VIP level's rate for the round's game
 * category (rebate_accruals, scale 10,000: exact), and the member claims what accrued since the
 * last claim, rounded down to a minor unit, as a bonus grant (source rebate) with the merchant's
 * rebate multiple. A claim is idempotent by its requestId and locks the member's accrual rows, so
 * two tabs or two requestIds never pay the same accrual twice.
 *
 * Money is bigint minor units inside, decimal strings on the wire; rates basis points inside,
 * percent strings ("0.80") on the wire (engine/rewards.ts rateOfBp).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type {
  GameCategory,
  RebateCategory,
  RebateClaim,
  RebateClaimAnswer,
  RebateClaims,
  RebateInfo,
} from '../../../contract/types.ts';
import { GAME_CATEGORIES } from '../../../contract/types.ts';
import { multipleOf, rateOfBp, rebateAccrual, rebateOf, REBATE_SCALE } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { merchants, rebateAccruals, rebateClaims } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { textInAll } from '../../i18n/messages.ts';
import { balanceOf, notifyCommitted, type TransferResult } from '../../ledger/index.ts';
import { featureOn, type MerchantFeature } from '../features.ts';
import type { MerchantContext } from '../merchants.ts';
import { grantBonus } from './bonus.ts';
import type { AfterCommit, RoundSettled } from './hooks.ts';
import { merchantCache } from '../../shared/cache.ts';
import { subscribe } from '../events/index.ts';
import { daysAfter } from './offer.ts';
import { rewardSettings, type CompiledRewardSettings } from './settings.ts';
import { levelOf, vipStanding } from './vip.ts';

/** The engine feature of manual rebate (engine/features.ts FEATURE_SOURCES names its whitelabel flag). */
export const REBATE_FEATURE = 'manualRebate' satisfies MerchantFeature;

/** The manual rebate feature per merchant, read from merchants.config; cached a few seconds like the reward settings, since every settled round asks. */
const flags = merchantCache(5_000, async (db, merchantId): Promise<boolean> => {
  const [row] = await db
    .select({ config: merchants.config })
    .from(merchants)
    .where(eq(merchants.id, merchantId))
    .limit(1);
  return row ? featureOn(row.config.permission, REBATE_FEATURE) : false;
});

/**
 * Whether the merchant runs manual rebate: the feature manualRebate of merchants.config
 * permission, by the engine's rule (services/features.ts featureOn); cached per merchant a few seconds.
 */
export const rebateFlagOn = (db: Db, merchantId: number): Promise<boolean> => flags.get(db, merchantId);
// a configuration save (on this server process or, through the bus, another) publishes 'config' after its commit
subscribe((event) => event.type === 'config' && flags.forget(event.merchantId));

/** Forgets the cached flags (after a configuration change in the same process, e.g. tests). */
export function forgetRebateFlags(): void {
  flags.forget();
}

/** The refusal of every rebate route while manual rebate is off. */
export const rebateOff = () => new ApiError(404, 'FEATURE_OFF', 'featureOff');

/**
 * A settled round accrues rebate (docs/rewards.md "Manual rebate"): only while manual rebate is on
 * and the member's level has a rate above 0 for the round's category; one upsert adding the valid
 * bet and `validBet x rateBp` to the member's row of the category. In the settlement's transaction.
 * A bet earns the rate of `levelBefore`, the level the member had when it was placed (./vip.ts
 * vipOnRound answers it from its upsert, before this round's totals raise it: ./events.ts order).
 */
export async function rebateOnRound(
  tx: Db,
  settings: CompiledRewardSettings,
  e: RoundSettled,
  levelBefore: number,
): Promise<AfterCommit[]> {
  if (e.validBet <= 0n || !(await rebateFlagOn(tx, e.merchantId))) return [];
  const level = levelOf(settings, levelBefore);
  const rate = level.rebateBp[e.category] ?? 0;
  const accrued = rebateAccrual(e.validBet, rate);
  if (accrued <= 0n) return [];
  await tx
    .insert(rebateAccruals)
    .values({
      memberId: e.memberId,
      category: e.category,
      merchantId: e.merchantId,
      validBet: e.validBet,
      accrued,
      updatedAt: e.at,
    })
    .onConflictDoUpdate({
      target: [rebateAccruals.memberId, rebateAccruals.category],
      set: {
        validBet: sql`${rebateAccruals.validBet} + ${e.validBet}`,
        accrued: sql`${rebateAccruals.accrued} + ${accrued}`,
        updatedAt: e.at,
      },
    });
  return [];
}

type AccrualRow = typeof rebateAccruals.$inferSelect;
type ClaimRow = typeof rebateClaims.$inferSelect;

const categoryOrder = (c: string) => GAME_CATEGORIES.indexOf(c as GameCategory);

/** A stored claim on the wire. */
function claimView(row: ClaimRow, currency: string): RebateClaim {
  return {
    id: row.id,
    amount: toWire(row.amount, currency),
    validBet: toWire(row.validBet, currency),
    createdAt: row.createdAt.toISOString(),
    bonusId: row.bonusId ?? null,
    details: row.details.map((d) => ({
      category: d.category as GameCategory,
      rate: rateOfBp(d.rateBp),
      validBet: toWire(BigInt(d.validBet), currency),
      accrued: toWire(BigInt(d.amount), currency),
    })),
  };
}

/**
 * The rebate page (schemas/api/rewards.json rebateInfo): the member's level (name in `language`),
 * the multiple and minimum of a claim, and per category the rate, the valid bet and the rebate
 * (floor of the accrual) since the last claim; every category with a rate or an accrual is listed,
 * in the catalogue's order. `enabled` is false while manual rebate is off (the route answers 404).
 */
export async function rebateInfo(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  language: Language,
): Promise<RebateInfo> {
  const currency = merchant.config.permission.currency;
  const settings = await rewardSettings(db, merchant.id);
  const level = levelOf(settings, (await vipStanding(db, memberId)).level);
  const rows = await db.select().from(rebateAccruals).where(eq(rebateAccruals.memberId, memberId));
  const byCategory = new Map(rows.map((r) => [r.category, r]));
  const categories: RebateCategory[] = GAME_CATEGORIES.filter(
    (c) => (level.rebateBp[c] ?? 0) > 0 || (byCategory.get(c)?.accrued ?? 0n) > 0n,
  ).map((c) => {
    const row = byCategory.get(c);
    return {
      category: c,
      rate: rateOfBp(level.rebateBp[c] ?? 0),
      validBet: toWire(row?.validBet ?? 0n, currency),
      accrued: toWire(rebateOf(row?.accrued ?? 0n), currency),
    };
  });
  const validBet = rows.reduce((s, r) => s + r.validBet, 0n);
  const claimable = rows.reduce((s, r) => s + rebateOf(r.accrued), 0n);
  const [last] = await db
    .select({ at: rebateClaims.createdAt })
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .orderBy(desc(rebateClaims.id))
    .limit(1);
  return {
    enabled: featureOn(merchant.config.permission, REBATE_FEATURE),
    vipLevel: level.level,
    vipName: settings.vip.enabled ? level.name[language] : null,
    multiple: multipleOf(settings.rebate.multiple),
    minClaim: toWire(settings.rebate.minClaim, currency),
    categories,
    validBet: toWire(validBet, currency),
    claimable: toWire(claimable, currency),
    lastClaimAt: last?.at.toISOString() ?? null,
  };
}

/**
 * Claims the rebate accrued since the last claim (docs/rewards.md "Manual rebate"), in one
 * transaction: the member's accrual rows locked FOR UPDATE; the rebate is the sum over categories
 * of floor(accrued / 10,000); a claim row (unique per member and requestId: the same requestId
 * again answers the first claim, moving nothing) records the per-category detail; the paid part
 * is subtracted from each accrual (the sub-minor remainder stays) and the valid bet starts again
 * from 0; grantBonus(source rebate, sourceRef = claim id, the merchant's rebate multiple, possibly 0).
 * After the commit: the live balance.
 * @returns the claim and the balance after.
 * @throws ApiError 400 REBATE_NOTHING (nothing accrued, e.g. another tab claimed it first),
 * 400 REBATE_BELOW_MINIMUM (`{amount, minimum}`, settings.rebate.minClaim).
 */
export async function claimRebate(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  requestId: string,
  now: Date,
): Promise<RebateClaimAnswer> {
  const currency = merchant.config.permission.currency;
  const settings = await rewardSettings(db, merchant.id);
  const balance = (tx: Db) => balanceOf(tx, { kind: 'member', memberId, merchantId: merchant.id });
  const earlier = async (tx: Db) =>
    (
      await tx
        .select()
        .from(rebateClaims)
        .where(and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.requestId, requestId)))
        .limit(1)
    )[0];
  const done = await db.transaction(async (tx) => {
    const rows: AccrualRow[] = await tx
      .select()
      .from(rebateAccruals)
      .where(eq(rebateAccruals.memberId, memberId))
      .for('update');
    const first = await earlier(tx);
    if (first) return { claim: first, transfer: null as TransferResult | null, balance: await balance(tx) };
    const level = levelOf(settings, (await vipStanding(tx, memberId)).level);
    const paid = rows
      .map((r) => ({ row: r, amount: rebateOf(r.accrued) }))
      .filter((p) => p.amount > 0n)
      .sort((a, b) => categoryOrder(a.row.category) - categoryOrder(b.row.category));
    const amount = paid.reduce((s, p) => s + p.amount, 0n);
    if (amount <= 0n) throw new ApiError(400, 'REBATE_NOTHING', 'rebateNothingToClaim');
    if (amount < settings.rebate.minClaim) {
      const params = { amount: toWire(amount, currency), minimum: toWire(settings.rebate.minClaim, currency) };
      throw new ApiError(400, 'REBATE_BELOW_MINIMUM', 'rebateBelowMinimum', { params, value: params });
    }
    const validBet = rows.reduce((s, r) => s + r.validBet, 0n);
    const details = paid.map((p) => ({
      category: p.row.category,
      rateBp: level.rebateBp[p.row.category as GameCategory] ?? 0,
      validBet: p.row.validBet.toString(),
      amount: p.amount.toString(),
    }));
    const [claim] = await tx
      .insert(rebateClaims)
      .values({ merchantId: merchant.id, memberId, requestId, amount, validBet, details, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!claim) return { claim: (await earlier(tx))!, transfer: null, balance: await balance(tx) };
    for (const r of rows) {
      const take = rebateOf(r.accrued) * REBATE_SCALE;
      await tx
        .update(rebateAccruals)
        .set({ validBet: 0n, accrued: sql`${rebateAccruals.accrued} - ${take}`, updatedAt: now })
        .where(and(eq(rebateAccruals.memberId, memberId), eq(rebateAccruals.category, r.category)));
    }
    const granted = await grantBonus(tx, {
      merchantId: merchant.id,
      memberId,
      currency,
      source: 'rebate',
      sourceRef: String(claim.id),
      title: textInAll('rewardCenterTexts', 'rebateTitle'),
      amount,
      multiple: settings.rebate.multiple,
      contributions: settings.contributions,
      expiresAt: daysAfter(now, settings.bonusExpiryDays),
      now,
    });
    const [after] = await tx
      .update(rebateClaims)
      .set({ bonusId: granted.grant.id })
      .where(eq(rebateClaims.id, claim.id))
      .returning();
    return { claim: after!, transfer: granted.transfer, balance: await balance(tx) };
  });
  if (done.transfer) notifyCommitted(done.transfer);
  return { claim: claimView(done.claim, currency), balance: toWire(done.balance, currency) };
}

/** The member's rebate claims, newest first (schemas/api/rewards.json rebateClaims). */
export async function rebateClaimHistory(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<RebateClaims> {
  const currency = merchant.config.permission.currency;
  const where = eq(rebateClaims.memberId, memberId);
  const [total] = await db.select({ n: count() }).from(rebateClaims).where(where);
  const rows = await db
    .select()
    .from(rebateClaims)
    .where(where)
    .orderBy(desc(rebateClaims.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { list: rows.map((r) => claimView(r, currency)), total: total?.n ?? 0, pageNo, pageSize };
}
