/**
 * The public state of a signed-in member (spec section 4; schemas/api/rewards.json memberState;
 * docs/rewards.md "VIP"): what the header and the menu badges show, in one call. The balance and
 * currency as GET wallet/balance answers them; the VIP fields from member_vip under the
 * merchant's reward settings (null while the merchant runs no VIP); the unread platform messages;
 * the reward center's and missions' badge counts (./counts.ts).
 * `availablePromoCount` counts the promotions the member can still join (docs/promotions.md
 * "Activity states").
 */
import { toWire } from '../../../contract/money.ts';
import type { MemberState } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import { availablePromoCount } from '../promotions/available.ts';
import { unreadCount } from '../wallet/messagesService.ts';
import { mainBalance } from '../wallet/wallet.ts';
import { rewardCounts } from './counts.ts';
import { rewardSettings } from './settings.ts';
import { levelOf, vipStanding } from './vip.ts';

/**
 * The member's public state at `now`, names in `language`.
 * @returns memberState: balance a decimal string in the merchant currency; vipLabelName and
 * vipRankLevel null when hasVip is false.
 */
export async function memberState(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  language: Language,
  now: Date,
): Promise<MemberState> {
  const { currency, currencySymbol } = merchant.config.permission;
  const settings = await rewardSettings(db, merchant.id);
  const [balance, unread, counts, standing, promos] = await Promise.all([
    mainBalance(db, merchant.id, memberId),
    unreadCount(db, memberId),
    rewardCounts(db, memberId, now),
    vipStanding(db, memberId),
    availablePromoCount(db, merchant.id, memberId, now),
  ]);
  const level = settings.vip.enabled ? levelOf(settings, standing.level) : null;
  return {
    balance: toWire(balance, currency),
    currency,
    currencySymbol,
    hasVip: settings.vip.enabled,
    vipLabelName: level ? level.name[language] : null,
    vipRankLevel: level ? level.level : null,
    availablePromoCount: promos,
    unreadMessage: unread,
    rewardCount: counts.rewardCount,
    missionCount: counts.missionCount,
  };
}
