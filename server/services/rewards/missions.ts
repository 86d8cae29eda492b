/**
 * Missions (docs/rewards.md "Missions and leaderboards"; spec section 7 missionLeaderboard): the
 * merchant's daily and weekly missions (kinds validBet [in a category], deposit, playDays,
 * winRounds) count a member's progress in `mission_progress` per (member, mission, period key:
 * daily `YYYY-MM-DD`, weekly ISO `YYYY-Www`, on the merchant's reporting offset). The event hooks
 * run in the transaction of the round or deposit that caused them, with one multi-row upsert for
 * every matching mission; a mission whose progress crosses its target is completed once (guarded
 * update) and offers its reward to the reward center (core offerReward, sourceRef
 * `<memberId>:<missionId>:<periodKey>`: once per period).
 *
 * Money (validBet, deposit targets and progress) is bigint minor units; playDays and winRounds
 * count.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Mission, MissionSummary } from '../../../contract/types.ts';
import { toWire } from '../../../contract/money.ts';
import { dayKey, multipleOf, periodBounds, periodKey } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { memberRewards, missionProgress } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { text } from '../../i18n/messages.ts';
import type { MerchantContext } from '../merchants.ts';
import { cachedReportingOffset } from './reportingOffset.ts';
import { publishRewardCounts } from './counts.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from './hooks.ts';
import { daysAfter, offerReward } from './offer.ts';
import { rewardSettings, type CompiledMission, type CompiledRewardSettings } from './settings.ts';

/** What one event adds to one mission. */
interface Step {
  mission: CompiledMission;
  periodKey: string;
  /** Minor units or a count. */
  add: bigint;
  /** playDays: the reporting day (the step counts once per day); else null. */
  day: string | null;
}

/**
 * The steps a settled round makes: validBet adds the valid bet (its category when the mission has
 * one), winRounds 1 when the round paid more than 0 (its category when set), playDays 1 once per
 * reporting day. Pure; exported for the tests.
 */
export function roundSteps(
  missions: readonly CompiledMission[],
  e: Pick<RoundSettled, 'category' | 'validBet' | 'win' | 'at'>,
  offset: number,
): Step[] {
  const steps: Step[] = [];
  for (const m of missions) {
    if (!m.enabled) continue;
    const inCategory = m.category === null || m.category === e.category;
    const key = periodKey(m.period, e.at, offset);
    if (m.kind === 'validBet' && inCategory && e.validBet > 0n)
      steps.push({ mission: m, periodKey: key, add: e.validBet, day: null });
    else if (m.kind === 'winRounds' && inCategory && e.win > 0n)
      steps.push({ mission: m, periodKey: key, add: 1n, day: null });
    else if (m.kind === 'playDays') steps.push({ mission: m, periodKey: key, add: 1n, day: dayKey(e.at, offset) });
  }
  return steps;
}

/** The reward title of a mission (missionTexts missionRewardTitle) in both languages. */
const rewardTitle = (m: CompiledMission) => ({
  TW: text('missionTexts', 'missionRewardTitle', 'TW', { title: m.title.TW }),
  EN: text('missionTexts', 'missionRewardTitle', 'EN', { title: m.title.EN }),
});

/** The sourceRef of a mission reward (docs/rewards.md "Sources"). */
export const missionSourceRef = (memberId: number, missionId: string, key: string): string =>
  `${memberId}:${missionId}:${key}`;

/**
 * Applies `steps` for the member: one upsert of every (mission, period) row, then completes (once)
 * and rewards each mission whose progress reached its target.
 * @returns after-commit work (the member's live reward counts) when a mission completed.
 */
async function applySteps(
  tx: Db,
  settings: CompiledRewardSettings,
  merchantId: number,
  memberId: number,
  steps: Step[],
  at: Date,
): Promise<AfterCommit[]> {
  if (!steps.length) return [];
  const rows = await tx
    .insert(missionProgress)
    .values(
      steps.map((s) => ({
        memberId,
        missionId: s.mission.id,
        periodKey: s.periodKey,
        merchantId,
        progress: s.add,
        lastDay: s.day,
        updatedAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [missionProgress.memberId, missionProgress.missionId, missionProgress.periodKey],
      set: {
        // a playDays step (last_day set) counts only on a day not counted yet
        progress: sql`${missionProgress.progress} + case when excluded.last_day is null or ${missionProgress.lastDay} is distinct from excluded.last_day then excluded.progress else 0 end`,
        lastDay: sql`coalesce(excluded.last_day, ${missionProgress.lastDay})`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({
      missionId: missionProgress.missionId,
      periodKey: missionProgress.periodKey,
      progress: missionProgress.progress,
      completedAt: missionProgress.completedAt,
    });
  let completed = 0;
  for (const row of rows) {
    const mission = steps.find((s) => s.mission.id === row.missionId && s.periodKey === row.periodKey)?.mission;
    if (!mission || row.completedAt || row.progress < mission.target) continue;
    const where = and(
      eq(missionProgress.memberId, memberId),
      eq(missionProgress.missionId, mission.id),
      eq(missionProgress.periodKey, row.periodKey),
    );
    const [done] = await tx
      .update(missionProgress)
      .set({ completedAt: at })
      .where(and(where, isNull(missionProgress.completedAt)))
      .returning({ memberId: missionProgress.memberId });
    if (!done) continue;
    completed++;
    if (mission.reward <= 0n) continue;
    const { reward } = await offerReward(tx, {
      merchantId,
      memberId,
      source: 'mission',
      sourceRef: missionSourceRef(memberId, mission.id, row.periodKey),
      title: rewardTitle(mission),
      amount: mission.reward,
      multiple: mission.multiple,
      expiresAt: daysAfter(at, settings.rewardExpiryDays),
      now: at,
    });
    await tx.update(missionProgress).set({ rewardId: reward.id }).where(where);
  }
  return completed ? [(db) => publishRewardCounts(db, merchantId, memberId, at)] : [];
}

/**
 * A settled round's mission progress (events.ts onRoundSettled), in the settlement's transaction.
 * @returns after-commit work (live counts) when a mission completed.
 */
export async function missionsOnRound(
  tx: Db,
  settings: CompiledRewardSettings,
  e: RoundSettled,
): Promise<AfterCommit[]> {
  if (!settings.missions.some((m) => m.enabled && m.kind !== 'deposit')) return [];
  const offset = await cachedReportingOffset(tx, e.merchantId);
  return applySteps(tx, settings, e.merchantId, e.memberId, roundSteps(settings.missions, e, offset), e.at);
}

/**
 * A credited deposit's mission progress (events.ts onDepositCredited): deposit missions add the
 * amount, in the deposit's transaction.
 * @returns after-commit work (live counts) when a mission completed.
 */
export async function missionsOnDeposit(
  tx: Db,
  settings: CompiledRewardSettings,
  e: DepositCredited,
): Promise<AfterCommit[]> {
  const deposits = settings.missions.filter((m) => m.enabled && m.kind === 'deposit');
  if (!deposits.length || e.amount <= 0n) return [];
  const offset = await cachedReportingOffset(tx, e.merchantId);
  const steps = deposits.map((m): Step => ({
    mission: m,
    periodKey: periodKey(m.period, e.at, offset),
    add: e.amount,
    day: null,
  }));
  return applySteps(tx, settings, e.merchantId, e.memberId, steps, e.at);
}

const counted = (m: CompiledMission) => m.kind === 'playDays' || m.kind === 'winRounds';

/**
 * The member's mission summary (schemas/api/rewards.json missionSummary; spec section 7): every
 * enabled mission of the current day and week with its progress (capped at the target), percent
 * (one decimal), state (inProgress; completed: the reward waits in the reward center; claimed),
 * the reward id to claim, and when the period ends; completedUnclaimed counts the completed
 * missions whose reward is still claimable.
 * @param lang the language of the mission titles.
 */
export async function missionSummary(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  now: Date,
  lang: Language,
): Promise<MissionSummary> {
  const settings = await rewardSettings(db, merchant.id);
  const offset = await cachedReportingOffset(db, merchant.id);
  const currency = merchant.config.permission.currency;
  const keys = { daily: periodKey('daily', now, offset), weekly: periodKey('weekly', now, offset) };
  const missions = settings.missions.filter((m) => m.enabled);
  const rows = missions.length
    ? await db
        .select({
          missionId: missionProgress.missionId,
          periodKey: missionProgress.periodKey,
          progress: missionProgress.progress,
          completedAt: missionProgress.completedAt,
          rewardId: missionProgress.rewardId,
          rewardState: memberRewards.state,
          rewardExpiresAt: memberRewards.expiresAt,
        })
        .from(missionProgress)
        .leftJoin(memberRewards, eq(memberRewards.id, missionProgress.rewardId))
        .where(
          and(eq(missionProgress.memberId, memberId), inArray(missionProgress.periodKey, [keys.daily, keys.weekly])),
        )
    : [];
  let completedUnclaimed = 0;
  const view = (m: CompiledMission): Mission => {
    const key = keys[m.period];
    const row = rows.find((r) => r.missionId === m.id && r.periodKey === key);
    const progress = row ? (row.progress > m.target ? m.target : row.progress) : 0n;
    const amount = (v: bigint) => (counted(m) ? v.toString() : toWire(v, currency));
    let state: Mission['state'] = 'inProgress';
    if (row?.completedAt) {
      state = row.rewardState === 'claimed' ? 'claimed' : 'completed';
      const claimable = row.rewardState === 'claimable' && (!row.rewardExpiresAt || row.rewardExpiresAt > now);
      if (claimable) completedUnclaimed++;
    }
    return {
      id: m.id,
      period: m.period,
      kind: m.kind,
      category: m.category,
      title: m.title[lang],
      target: amount(m.target),
      progress: amount(progress),
      percent: state === 'inProgress' ? Math.min(100, Number((progress * 1000n) / m.target) / 10) : 100,
      reward: toWire(m.reward, currency),
      multiple: multipleOf(m.multiple),
      state,
      rewardId: row?.rewardId ?? null,
      endsAt: periodBounds(key, offset).to.toISOString(),
    };
  };
  const daily = missions.filter((m) => m.period === 'daily').map(view);
  const weekly = missions.filter((m) => m.period === 'weekly').map(view);
  return {
    daily,
    weekly,
    dailyEndsAt: periodBounds(keys.daily, offset).to.toISOString(),
    weeklyEndsAt: periodBounds(keys.weekly, offset).to.toISOString(),
    completedUnclaimed,
  };
}
