/**
 * Referral, "invite friends" (docs/rewards.md "Referral"; spec sections 1, 2 and 7; on only with
 * the merchant's availablePromo.REFERRAL): each member has a referral code (`referral_codes`,
 * created on first need: 8 characters of an unambiguous upper-case alphabet, unique in the
 * merchant and never an agent's affiliate or invitation code); the link is
 * `<site>/register?referralCode=<code>`. A friend registering with it joins the inviter's
 * upline's team (server/services/auth/register.ts) and gets a `referrals` row (the friend is the
 * key: one inviter, one reward per friend). The friend's first credited deposit of at least
 * `minFirstDeposit` moves it to `firstDeposit`; once its valid bet since registering reaches
 * `minTurnover` too it is `qualified` (a guarded update: once) and the inviter is offered
 * `rewardPerFriend` in the reward center (source referral, sourceRef the friend's id).
 *
 * The hooks keep the hot path cheap: a member who is nobody's friend costs one primary-key update
 * that finds nothing. Money is bigint minor units inside, decimal strings on the wire.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ReferralFriends, ReferralFriendsQuery, ReferralInfo } from '../../../contract/types.ts';
import { toWire } from '../../../contract/money.ts';
import { maskName, multipleOf } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { invitationLinks, memberRewards, members, referralCodes, referrals } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { textInAll } from '../../i18n/messages.ts';
import { featureOn } from '../features.ts';
import type { MerchantContext } from '../merchants.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { publishRewardCounts } from './counts.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from './hooks.ts';
import { daysAfter, offerReward } from './offer.ts';
import { rewardSettings, type CompiledRewardSettings } from './settings.ts';

/** Upper-case letters and digits without 0/O, 1/I (docs/rewards.md "Referral"). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Length of a referral code. */
export const REFERRAL_CODE_LENGTH = 8;
/** Tries before giving up on a free code (a collision is practically never). */
const CODE_TRIES = 8;

/** Whether the merchant runs the referral promotion (the engine feature referral: availablePromo.REFERRAL.enabled). */
export const referralEnabled = (merchant: MerchantContext): boolean =>
  featureOn(merchant.config.permission, 'referral');

/** @throws ApiError 404 FEATURE_OFF (missionsReferralOff) when the promotion is off. */
function assertReferralOn(merchant: MerchantContext): void {
  if (!referralEnabled(merchant)) throw new ApiError(404, 'FEATURE_OFF', 'missionsReferralOff');
}

const randomCode = () =>
  Array.from(
    { length: REFERRAL_CODE_LENGTH },
    () => REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)],
  ).join('');

/** Whether `code` is an agent's affiliate code or an invitation link's code (registration tries those first). */
async function takenByAgents(db: Db, merchantId: number, code: string): Promise<boolean> {
  const [agent] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code)))
    .limit(1);
  if (agent) return true;
  const [link] = await db
    .select({ id: invitationLinks.id })
    .from(invitationLinks)
    .where(and(eq(invitationLinks.merchantId, merchantId), eq(invitationLinks.code, code)))
    .limit(1);
  return Boolean(link);
}

/**
 * The member's referral code, created on first need (a random code; a code taken in the merchant
 * is tried again; two first views at once answer the same code).
 * @throws ApiError 503 REFERRAL_CODE_BUSY when every try collided (practically never).
 */
export async function referralCodeOf(db: Db, merchantId: number, memberId: number): Promise<string> {
  const existing = async () =>
    (
      await db
        .select({ code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.memberId, memberId))
        .limit(1)
    )[0]?.code;
  const found = await existing();
  if (found) return found;
  for (let i = 0; i < CODE_TRIES; i++) {
    const code = randomCode();
    if (await takenByAgents(db, merchantId, code)) continue;
    const [row] = await db
      .insert(referralCodes)
      .values({ memberId, merchantId, code })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (row) return row.code;
    const raced = await existing(); // another request created the member's code first
    if (raced) return raced;
  }
  throw new ApiError(503, 'REFERRAL_CODE_BUSY', 'missionsReferralCodeBusy');
}

/** The inviter behind a referral code: who they are and the upline the friend joins (null: none). */
export interface ReferralInviter {
  inviterId: number;
  uplineId: number | null;
}

/**
 * Resolves a registration's referralCode as a member's referral code (case-insensitive), only while
 * the merchant runs the promotion (docs/rewards.md "Referral"). Call after resolveInvitation found
 * no agent invitation.
 * @returns null for an unknown code or the promotion off (registration then refuses the code).
 */
export async function resolveReferralCode(
  db: Db,
  merchant: MerchantContext,
  code: string,
): Promise<ReferralInviter | null> {
  if (!referralEnabled(merchant)) return null;
  const wanted = code.trim().toUpperCase();
  if (wanted.length !== REFERRAL_CODE_LENGTH) return null;
  const [row] = await db
    .select({ inviterId: referralCodes.memberId, uplineId: members.uplineId })
    .from(referralCodes)
    .innerJoin(members, eq(members.id, referralCodes.memberId))
    .where(and(eq(referralCodes.merchantId, merchant.id), eq(referralCodes.code, wanted)))
    .limit(1);
  return row ? { inviterId: row.inviterId, uplineId: row.uplineId } : null;
}

/** Records a friend invited by `inviterId` (in the registration's transaction). */
export async function recordReferral(
  tx: Db,
  merchantId: number,
  friendId: number,
  inviterId: number,
  at: Date,
): Promise<void> {
  await tx.insert(referrals).values({ friendId, merchantId, inviterId, registeredAt: at }).onConflictDoNothing();
}

/**
 * Qualifies a friend once (state firstDeposit -> qualified, guarded) and offers the inviter the
 * reward; after the commit the inviter gets a platform message and live reward counts.
 */
async function qualify(
  tx: Db,
  settings: CompiledRewardSettings,
  friendId: number,
  currency: string,
  at: Date,
): Promise<AfterCommit[]> {
  const [row] = await tx
    .update(referrals)
    .set({ state: 'qualified', qualifiedAt: at })
    .where(and(eq(referrals.friendId, friendId), eq(referrals.state, 'firstDeposit')))
    .returning({ merchantId: referrals.merchantId, inviterId: referrals.inviterId });
  if (!row) return [];
  const rule = settings.referral;
  if (rule.rewardPerFriend <= 0n) return [];
  const [friend] = await tx
    .select({ username: members.username })
    .from(members)
    .where(eq(members.id, friendId))
    .limit(1);
  const params = {
    friend: maskName(friend?.username ?? ''),
    amount: `${toWire(rule.rewardPerFriend, currency)} ${currency}`,
  };
  const { reward, created } = await offerReward(tx, {
    merchantId: row.merchantId,
    memberId: row.inviterId,
    source: 'referral',
    sourceRef: String(friendId),
    title: textInAll('missionTexts', 'referralRewardTitle', params),
    amount: rule.rewardPerFriend,
    multiple: rule.multiple,
    expiresAt: daysAfter(at, settings.rewardExpiryDays),
    now: at,
  });
  await tx.update(referrals).set({ rewardId: reward.id }).where(eq(referrals.friendId, friendId));
  if (!created) return [];
  return [
    (db) =>
      notifyMember(
        db,
        row.merchantId,
        row.inviterId,
        textInAll('missionTexts', 'referralQualifiedTitle', params),
        textInAll('missionTexts', 'referralQualifiedContent', params),
        'reward',
      ),
    (db) => publishRewardCounts(db, row.merchantId, row.inviterId, at),
  ];
}

/**
 * A settled round of a referred friend (events.ts onRoundSettled): adds the valid bet to the
 * friend's turnover (one primary-key update; nobody's friend: nothing found) and qualifies a
 * friend with a first deposit whose turnover reached minTurnover.
 */
export async function referralOnRound(
  tx: Db,
  settings: CompiledRewardSettings,
  e: RoundSettled,
): Promise<AfterCommit[]> {
  if (e.validBet <= 0n) return [];
  const [row] = await tx
    .update(referrals)
    .set({ turnover: sql`${referrals.turnover} + ${e.validBet}` })
    .where(eq(referrals.friendId, e.memberId))
    .returning({ state: referrals.state, turnover: referrals.turnover });
  if (!row || row.state !== 'firstDeposit' || row.turnover < settings.referral.minTurnover) return [];
  return qualify(tx, settings, e.memberId, e.currency, e.at);
}

/**
 * A credited deposit of a referred friend (events.ts onDepositCredited): the first one of at least
 * minFirstDeposit moves the friend to firstDeposit (guarded: once), and qualifies it at once when
 * its turnover already reached minTurnover. A smaller deposit costs no statement.
 */
export async function referralOnDeposit(
  tx: Db,
  settings: CompiledRewardSettings,
  e: DepositCredited,
): Promise<AfterCommit[]> {
  if (e.amount < settings.referral.minFirstDeposit || e.amount <= 0n) return [];
  const [row] = await tx
    .update(referrals)
    .set({ state: 'firstDeposit', firstDepositAt: e.at, firstDepositAmount: e.amount })
    .where(and(eq(referrals.friendId, e.memberId), eq(referrals.state, 'registered')))
    .returning({ turnover: referrals.turnover });
  if (!row || row.turnover < settings.referral.minTurnover) return [];
  return qualify(tx, settings, e.memberId, e.currency, e.at);
}

/**
 * The referral page's header (schemas/api/rewards.json referralInfo): the member's code (created
 * on first view), the register link on the site's `origin` (e.g. https://www.example.com), the
 * rules and the totals (friends invited, with a first deposit, qualified; earned: the rewards
 * offered for them).
 * @throws ApiError 404 FEATURE_OFF when the merchant does not run the promotion.
 */
export async function referralInfo(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  origin: string,
): Promise<ReferralInfo> {
  assertReferralOn(merchant);
  const currency = merchant.config.permission.currency;
  const settings = await rewardSettings(db, merchant.id);
  const code = await referralCodeOf(db, merchant.id, memberId);
  const [totals] = await db
    .select({
      invited: sql<number>`count(*)::int`,
      firstDeposit: sql<number>`(count(*) filter (where ${referrals.firstDepositAt} is not null))::int`,
      qualified: sql<number>`(count(*) filter (where ${referrals.state} = 'qualified'))::int`,
      earned: sql<string>`coalesce(sum(${memberRewards.amount}), 0)::text`,
    })
    .from(referrals)
    .leftJoin(memberRewards, eq(memberRewards.id, referrals.rewardId))
    .where(eq(referrals.inviterId, memberId));
  const r = settings.referral;
  return {
    code,
    link: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
    rules: {
      rewardPerFriend: toWire(r.rewardPerFriend, currency),
      minFirstDeposit: toWire(r.minFirstDeposit, currency),
      minTurnover: toWire(r.minTurnover, currency),
      multiple: multipleOf(r.multiple),
    },
    totals: {
      invited: totals?.invited ?? 0,
      firstDeposit: totals?.firstDeposit ?? 0,
      qualified: totals?.qualified ?? 0,
      earned: toWire(BigInt(totals?.earned ?? '0'), currency),
    },
  };
}

/**
 * A page of the member's invited friends, newest first (schemas/api/rewards.json referralFriends):
 * masked usernames (engine/rewards.ts maskName), state, dates, turnover, the reward and its state
 * (a claimable reward past its expiry reads expired). Only the caller's own friends.
 * @throws ApiError 404 FEATURE_OFF when the merchant does not run the promotion.
 */
export async function referralFriends(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  q: ReferralFriendsQuery,
  now: Date,
): Promise<ReferralFriends> {
  assertReferralOn(merchant);
  const currency = merchant.config.permission.currency;
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const where = and(eq(referrals.inviterId, memberId), q.state ? eq(referrals.state, q.state) : undefined);
  const [total] = await db.select({ n: count() }).from(referrals).where(where);
  const rows = await db
    .select({
      friend: referrals,
      username: members.username,
      rewardAmount: memberRewards.amount,
      rewardState: memberRewards.state,
      rewardExpiresAt: memberRewards.expiresAt,
    })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.friendId))
    .leftJoin(memberRewards, eq(memberRewards.id, referrals.rewardId))
    .where(where)
    .orderBy(desc(referrals.registeredAt), desc(referrals.friendId))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map(({ friend: f, username, rewardAmount, rewardState, rewardExpiresAt }) => ({
      username: maskName(username),
      registeredAt: f.registeredAt.toISOString(),
      state: f.state,
      firstDepositAt: f.firstDepositAt?.toISOString() ?? null,
      qualifiedAt: f.qualifiedAt?.toISOString() ?? null,
      turnover: toWire(f.turnover, currency),
      reward: rewardAmount === null ? null : toWire(rewardAmount, currency),
      rewardState: rewardState === 'claimable' && rewardExpiresAt && rewardExpiresAt <= now ? 'expired' : rewardState,
    })),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}
