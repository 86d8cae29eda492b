/**
 * VIP levels (docs/rewards.md "VIP"): `member_vip` keeps each member's cumulative valid bet and
 * deposits; the level is the highest whose two thresholds are both reached (engine/rewards.ts
 * vipLevelFor) and never goes down. Each level newly reached with a level-up gift offers it once
 * to the reward center (sourceRef `<memberId>:<level>`); every month, members at a level with a
 * monthly gift are offered that month's gift once (sourceRef `<memberId>:<yyyy-mm>`, the month on
 * the merchant's reporting offset). Both gifts carry the VIP gift multiple and expire after the
 * merchant's rewardExpiryDays. While the merchant's VIP is off (settings.vip.enabled false) the
 * totals still add up but no level changes and no gift is offered, and the public state says hasVip false.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMinorUnits, toWire } from '../../../contract/money.ts';
import type { GameCategory, VipInfo, VipLevelView } from '../../../contract/types.ts';
import { multipleOf, rateOfBp, vipLevelFor } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { memberVip, merchants } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { text } from '../../i18n/messages.ts';
import type { MerchantContext } from '../merchants.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { publishRewardCounts } from './counts.ts';
import { runAfterCommit, type AfterCommit, type DepositCredited, type RoundSettled } from './hooks.ts';
import { daysAfter, offerReward } from './offer.ts';
import { cachedReportingOffset } from './reportingOffset.ts';
import { rewardSettings, type CompiledRewardSettings, type CompiledVipLevel } from './settings.ts';

type Gift =
  | { kind: 'levelUp'; level: CompiledVipLevel; offered: boolean }
  | { kind: 'monthly'; level: CompiledVipLevel; month: string };

/** The platform message of a gift, in both languages (amounts formatted per language). */
function giftNotice(settings: CompiledRewardSettings, gift: Gift) {
  const params = (lang: Language) => ({
    level: gift.level.name[lang],
    amount: formatMinorUnits(gift.kind === 'levelUp' ? gift.level.levelUpGift : gift.level.monthlyGift, lang),
    days: settings.rewardExpiryDays,
    multiple: multipleOf(settings.vip.giftMultiple),
    month: gift.kind === 'monthly' ? gift.month : '',
  });
  const both = (key: Parameters<typeof text<'rewardCenterTexts'>>[1]) => ({
    TW: text('rewardCenterTexts', key, 'TW', params('TW')),
    EN: text('rewardCenterTexts', key, 'EN', params('EN')),
  });
  if (gift.kind === 'monthly')
    return { title: both('vipMonthlyNoticeTitle'), content: both('vipMonthlyNoticeContent') };
  return {
    title: both('vipLevelUpNoticeTitle'),
    content: both(gift.offered ? 'vipLevelUpNoticeContent' : 'vipLevelUpNoticeContentNoGift'),
  };
}

/**
 * The after-commit work of gifts offered to one member: a platform message per gift (category
 * reward), then the badge counts pushed live.
 */
function giftNotices(
  settings: CompiledRewardSettings,
  merchantId: number,
  memberId: number,
  gifts: Gift[],
  now: Date,
): AfterCommit[] {
  if (gifts.length === 0) return [];
  return [
    ...gifts.map((gift): AfterCommit => {
      const notice = giftNotice(settings, gift);
      return (db) => notifyMember(db, merchantId, memberId, notice.title, notice.content, 'reward');
    }),
    (db) => publishRewardCounts(db, merchantId, memberId, now),
  ];
}

/**
 * Adds to the member's VIP totals in the event's transaction (one upsert, which also locks the
 * row), raises the level to what the totals reach (never down), and offers the level-up gift of
 * every level newly reached (gift > 0; once per level: the reward's sourceRef).
 * @returns the level the member had before this event (the upsert's row: the raise comes after it)
 * and the after-commit work: a message per level reached, the badge counts.
 */
async function addToVip(
  tx: Db,
  settings: CompiledRewardSettings,
  merchantId: number,
  memberId: number,
  add: { validBet: bigint; deposits: bigint },
  now: Date,
): Promise<{ levelBefore: number; after: AfterCommit[] }> {
  const [row] = await tx
    .insert(memberVip)
    .values({
      memberId,
      merchantId,
      level: 0,
      totalValidBet: add.validBet,
      totalDeposits: add.deposits,
      levelSince: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: memberVip.memberId,
      set: {
        totalValidBet: sql`${memberVip.totalValidBet} + ${add.validBet}`,
        totalDeposits: sql`${memberVip.totalDeposits} + ${add.deposits}`,
        updatedAt: now,
      },
    })
    .returning();
  const levelBefore = row!.level;
  if (!settings.vip.enabled) return { levelBefore, after: [] };
  const reached = vipLevelFor(settings.vip.levels, row!.totalValidBet, row!.totalDeposits);
  if (reached <= levelBefore) return { levelBefore, after: [] };
  await tx.update(memberVip).set({ level: reached, levelSince: now }).where(eq(memberVip.memberId, memberId));
  const gifts: Gift[] = [];
  for (const level of settings.vip.levels.filter((l) => l.level > levelBefore && l.level <= reached)) {
    let offered = false;
    if (level.levelUpGift > 0n) {
      const { created } = await offerReward(tx, {
        merchantId,
        memberId,
        source: 'vipLevelUp',
        sourceRef: `${memberId}:${level.level}`,
        title: levelUpTitle(level),
        amount: level.levelUpGift,
        multiple: settings.vip.giftMultiple,
        expiresAt: daysAfter(now, settings.rewardExpiryDays),
        now,
      });
      offered = created;
      if (!created) continue;
    }
    gifts.push({ kind: 'levelUp', level, offered });
  }
  return { levelBefore, after: giftNotices(settings, merchantId, memberId, gifts, now) };
}

/**
 * A settled round adds its valid bet to the member's VIP totals (docs/rewards.md "Events").
 * @returns the member's level before this round (what the round's rebate rate follows) and the after-commit work.
 */
export function vipOnRound(
  tx: Db,
  settings: CompiledRewardSettings,
  e: RoundSettled,
): Promise<{ levelBefore: number; after: AfterCommit[] }> {
  return addToVip(tx, settings, e.merchantId, e.memberId, { validBet: e.validBet, deposits: 0n }, e.at);
}

/** A credited deposit adds to the member's VIP deposits (docs/rewards.md "Events"). */
export async function vipOnDeposit(
  tx: Db,
  settings: CompiledRewardSettings,
  e: DepositCredited,
): Promise<AfterCommit[]> {
  return (await addToVip(tx, settings, e.merchantId, e.memberId, { validBet: 0n, deposits: e.amount }, e.at)).after;
}

/** The month (yyyy-mm) containing `now` on the merchant's reporting offset. */
export async function giftMonth(db: Db, merchantId: number, now: Date): Promise<string> {
  const offset = await cachedReportingOffset(db, merchantId);
  return new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 7);
}

/**
 * Offers the monthly gift of the month containing `now` (docs/rewards.md "VIP"; the scheduler's
 * job) to every member, of every merchant running VIP, whose level has a monthly gift > 0
 * (sourceRef `<memberId>:<yyyy-mm>`: a rerun, an overlap or a second server offers nothing twice).
 * Each merchant in one transaction; after it, a message and the counts per member offered.
 * @returns how many gifts this run created.
 */
export async function vipMonthlyGifts(db: Db, now: Date): Promise<number> {
  let created = 0;
  for (const { id: merchantId } of await db.select({ id: merchants.id }).from(merchants)) {
    const settings = await rewardSettings(db, merchantId);
    const gifted = settings.vip.levels.filter((l) => l.monthlyGift > 0n);
    if (!settings.vip.enabled || gifted.length === 0) continue;
    const month = await giftMonth(db, merchantId, now);
    const byLevel = new Map(gifted.map((l) => [l.level, l]));
    const members = await db
      .select({ memberId: memberVip.memberId, level: memberVip.level })
      .from(memberVip)
      .where(and(eq(memberVip.merchantId, merchantId), inArray(memberVip.level, [...byLevel.keys()])));
    if (members.length === 0) continue;
    const offered = await db.transaction(async (tx) => {
      const out: { memberId: number; level: CompiledVipLevel }[] = [];
      for (const m of members) {
        const level = byLevel.get(m.level)!;
        const { created: isNew } = await offerReward(tx, {
          merchantId,
          memberId: m.memberId,
          source: 'vipMonthly',
          sourceRef: `${m.memberId}:${month}`,
          title: {
            TW: text('rewardCenterTexts', 'vipMonthlyTitle', 'TW', { level: level.name.TW, month }),
            EN: text('rewardCenterTexts', 'vipMonthlyTitle', 'EN', { level: level.name.EN, month }),
          },
          amount: level.monthlyGift,
          multiple: settings.vip.giftMultiple,
          expiresAt: daysAfter(now, settings.rewardExpiryDays),
          now,
        });
        if (isNew) out.push({ memberId: m.memberId, level });
      }
      return out;
    });
    created += offered.length;
    // the gifts are committed: a lost message or badge push is only reported
    for (const o of offered)
      await runAfterCommit(
        db,
        giftNotices(settings, merchantId, o.memberId, [{ kind: 'monthly', level: o.level, month }], now),
      );
  }
  return created;
}

/** The member's VIP row (zeros without one). */
export async function vipStanding(
  db: Db,
  memberId: number,
): Promise<{ level: number; totalValidBet: bigint; totalDeposits: bigint }> {
  const [row] = await db.select().from(memberVip).where(eq(memberVip.memberId, memberId)).limit(1);
  return { level: row?.level ?? 0, totalValidBet: row?.totalValidBet ?? 0n, totalDeposits: row?.totalDeposits ?? 0n };
}

/**
 * The VIP level whose name, gifts and rebate rates apply to a member with stored level `stored`:
 * that level, else the highest configured one below it (settings changed since), else the lowest;
 * the lowest while the merchant's VIP is off (docs/rewards.md "VIP").
 */
export function levelOf(settings: CompiledRewardSettings, stored: number): CompiledVipLevel {
  const levels = settings.vip.levels;
  if (!settings.vip.enabled) return levels[0]!;
  let found = levels[0]!;
  for (const l of levels) if (l.level <= stored) found = l;
  return found;
}

/** The title of a level's level-up gift in both languages (texts of rewardCenterTexts). */
export const levelUpTitle = (level: CompiledVipLevel): { TW: string; EN: string } => ({
  TW: text('rewardCenterTexts', 'vipLevelUpTitle', 'TW', { level: level.name.TW }),
  EN: text('rewardCenterTexts', 'vipLevelUpTitle', 'EN', { level: level.name.EN }),
});

/**
 * The VIP page (schemas/api/rewards.json vipInfo): the level table (thresholds, gifts, rebate
 * rates per category in percent) and the member's level, totals and progress toward the next
 * level: what is still needed on each threshold and `percent`, the lesser of the two progresses
 * (both must be reached), one decimal. `next` is null at the top level.
 */
export async function vipInfo(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  language: Language,
): Promise<VipInfo> {
  const currency = merchant.config.permission.currency;
  const settings = await rewardSettings(db, merchant.id);
  const me = await vipStanding(db, memberId);
  const levels: VipLevelView[] = settings.vip.levels.map((l) => ({
    level: l.level,
    name: l.name[language],
    minValidBet: toWire(l.minValidBet, currency),
    minDeposits: toWire(l.minDeposits, currency),
    levelUpGift: toWire(l.levelUpGift, currency),
    monthlyGift: toWire(l.monthlyGift, currency),
    rebateRates: Object.fromEntries(
      Object.entries(l.rebateBp)
        .filter(([, bp]) => bp > 0)
        .map(([c, bp]) => [c, rateOfBp(bp)]),
    ) as Partial<Record<GameCategory, string>>,
  }));
  const current = levelOf(settings, me.level);
  const nextLevel = settings.vip.enabled ? settings.vip.levels.find((l) => l.level > current.level) : undefined;
  const progressOf = (have: bigint, from: bigint, to: bigint): number =>
    to <= from || have >= to ? 100 : have <= from ? 0 : Math.floor(Number(((have - from) * 1000n) / (to - from))) / 10;
  const next = nextLevel
    ? {
        level: nextLevel.level,
        name: nextLevel.name[language],
        validBetNeeded: toWire(
          me.totalValidBet >= nextLevel.minValidBet ? 0n : nextLevel.minValidBet - me.totalValidBet,
          currency,
        ),
        depositsNeeded: toWire(
          me.totalDeposits >= nextLevel.minDeposits ? 0n : nextLevel.minDeposits - me.totalDeposits,
          currency,
        ),
        percent: Math.min(
          progressOf(me.totalValidBet, current.minValidBet, nextLevel.minValidBet),
          progressOf(me.totalDeposits, current.minDeposits, nextLevel.minDeposits),
        ),
      }
    : null;
  return {
    enabled: settings.vip.enabled,
    levels,
    me: {
      level: current.level,
      name: current.name[language],
      totalValidBet: toWire(me.totalValidBet, currency),
      totalDeposits: toWire(me.totalDeposits, currency),
      next,
    },
  };
}
