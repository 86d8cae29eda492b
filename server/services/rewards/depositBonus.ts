/**
 * First-deposit and reload bonuses (docs/rewards.md "Sources" and "Events"; spec section 2
 * bonusDetails): the member's first credited deposit ever earns the merchant's firstDeposit rule,
 * every later one its reload rule (engine/rewards.ts depositBonus: percent of the deposit, capped at
 * maxBonus, nothing below minDeposit). The bonus is a grant of the bonus engine (./bonus.ts
 * grantBonus: source firstDeposit|reload, sourceRef the deposit order id) in the deposit's own
 * transaction, so a replayed completion (which moves nothing and reaches no hook) and a rerun grant
 * nothing twice. After the commit: the live balance push and a platform message in TW and EN naming
 * the bonus, its turnover requirement and its expiry.
 */
import { and, eq, ne } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../../contract/spec.ts';
import { formatAmount, toWire } from '../../../contract/money.ts';
import { depositBonus, multipleOf } from '../../../engine/rewards.ts';
import type { DepositBonusOffer } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { depositOrders, members } from '../../db/schema.ts';
import { text } from '../../i18n/messages.ts';
import { notifyCommitted, type TransferResult } from '../../ledger/index.ts';
import { gmtLabel, reportingOffset } from '../agent/days.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import type { BonusRow } from './bonus.ts';
import { grantBonus } from './bonus.ts';
import type { AfterCommit, DepositCredited } from './hooks.ts';
import { rewardSettings, type CompiledDepositRule, type CompiledRewardSettings } from './settings.ts';
import { daysAfter } from './offer.ts';

/** `minor` in `currency` as a member reads it in `lang`: "1,000.00 CNY". */
export const moneyText = (minor: bigint, currency: string, lang: Language): string =>
  `${formatAmount(toWire(minor, currency), lang)} ${currency}`;

/** A rule's percent as shown in a title: 100 -> "100", 12.5 -> "12.5". */
const percentText = (rule: CompiledDepositRule): string => String(rule.percentHundredths / 100);

/**
 * The title of a deposit bonus in both languages, e.g. "首存紅利 100%（最高 1,000.00 CNY）" /
 * "First deposit bonus 100% up to 1,000.00 CNY" (texts of server/i18n bonusTexts).
 */
export function depositBonusTitle(
  source: 'firstDeposit' | 'reload',
  rule: CompiledDepositRule,
  currency: string,
): Record<Language, string> {
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    const params = { percent: percentText(rule), max: moneyText(rule.maxBonus, currency, lang) };
    const key =
      source === 'firstDeposit'
        ? rule.maxBonus > 0n
          ? 'firstDepositTitleCapped'
          : 'firstDepositTitle'
        : rule.maxBonus > 0n
          ? 'reloadTitleCapped'
          : 'reloadTitle';
    out[lang] = text('bonusTexts', key, lang, params);
  }
  return out;
}

/** An instant as the member reads it at the merchant's offset: "2026-03-31 18:00 (GMT+08:00)". */
export function localTime(at: Date, offsetMinutes: number): string {
  const local = new Date(at.getTime() + offsetMinutes * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (${gmtLabel(offsetMinutes)})`;
}

/**
 * The platform message of a new grant (call after the commit): the bonus, the valid bet it requires
 * and its expiry, or that it has no requirement.
 */
export async function notifyGranted(db: Db, grant: BonusRow): Promise<void> {
  const offset = await reportingOffset(db, grant.merchantId);
  const title = {} as Record<Language, string>;
  const content = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    const params = {
      title: lang === 'EN' ? grant.titleEn : grant.titleTw,
      amount: moneyText(grant.amount, grant.currency, lang),
      required: moneyText(grant.required, grant.currency, lang),
      expiresAt: localTime(grant.expiresAt, offset),
    };
    title[lang] = text('bonusTexts', 'grantedTitle', lang, params);
    content[lang] = text('bonusTexts', grant.required > 0n ? 'grantedContent' : 'grantedFreeContent', lang, params);
  }
  await notifyMember(db, grant.merchantId, grant.memberId, title, content, 'reward');
}

/** Whether the member has a credited deposit other than order `exceptId` (the one being credited). */
export async function creditedBefore(db: Db, memberId: number, exceptId?: number): Promise<boolean> {
  const [earlier] = await db
    .select({ id: depositOrders.id })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.status, 'success'),
        exceptId === undefined ? undefined : ne(depositOrders.id, exceptId),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

/** The rule a deposit falls under: reload after a credited deposit, else first deposit. */
function ruleFor(
  settings: CompiledRewardSettings,
  credited: boolean,
): { kind: 'firstDeposit' | 'reload'; rule: CompiledDepositRule } {
  return credited ? { kind: 'reload', rule: settings.reload } : { kind: 'firstDeposit', rule: settings.firstDeposit };
}

/**
 * The deposit bonus of a credited deposit, in the deposit's transaction (events.ts onDepositCredited).
 * First deposit: no other `deposit_orders` row of the member with status success (the current order
 * is excluded: it is set to success in this same transaction). The member's row is locked first so
 * two deposits completing at once cannot both count as the first. Only when the member took the
 * bonus with this deposit (`claimBonus`, docs/rewards.md "Bonus engine": deposit bonuses are opt-in).
 * @returns after-commit work (live balance, platform message); nothing when not taken or the rule gives 0.
 */
export async function depositBonusOnDeposit(
  tx: Db,
  settings: CompiledRewardSettings,
  e: DepositCredited,
): Promise<AfterCommit[]> {
  if (!e.claimBonus) return [];
  await tx.select({ id: members.id }).from(members).where(eq(members.id, e.memberId)).for('update');
  const { kind: source, rule } = ruleFor(settings, await creditedBefore(tx, e.memberId, e.depositId));
  const amount = depositBonus(rule, e.amount);
  if (amount <= 0n) return [];
  const granted = await grantBonus(tx, {
    merchantId: e.merchantId,
    memberId: e.memberId,
    currency: e.currency,
    source,
    sourceRef: String(e.depositId),
    title: depositBonusTitle(source, rule, e.currency),
    amount,
    depositAmount: e.amount,
    base: rule.base,
    multiple: rule.multiple,
    contributions: settings.contributions,
    expiresAt: daysAfter(e.at, rule.expiryDays),
    now: e.at,
  });
  const moved: TransferResult | null = granted.transfer;
  if (!moved) return [];
  const grant = granted.grant;
  return [() => notifyCommitted(moved), (db) => notifyGranted(db, grant)];
}

/**
 * The deposit bonus the member's next deposit may take (GET deposit channels `bonusOffer`;
 * docs/rewards.md "Bonus engine"): the first-deposit rule while the member has no credited deposit,
 * else the reload rule; null when that rule is off.
 */
export async function depositBonusOffer(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
): Promise<DepositBonusOffer | null> {
  const { kind, rule } = ruleFor(await rewardSettings(db, merchantId), await creditedBefore(db, memberId));
  if (!rule.enabled) return null;
  return {
    kind,
    percent: rule.percentHundredths / 100,
    maxBonus: toWire(rule.maxBonus, currency),
    minDeposit: toWire(rule.minDeposit, currency),
    multiple: multipleOf(rule.multiple),
    base: rule.base,
    expiryDays: rule.expiryDays,
  };
}
