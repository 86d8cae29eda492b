/**
 * What the rewards learn from the rest of the platform (docs/rewards.md "Events"): a settled round
 * (vendor protocol credit closing a round with a stake: server/services/vendor-protocol/settle.ts),
 * a credited deposit (server/services/payments/deposits.ts) and a registration
 * (server/services/auth/register.ts). Each hook runs inside the transaction of the money movement
 * that caused it, so a replayed call, which moves nothing, reaches no hook; it returns the work to
 * do after the commit (live badge counts, platform messages), which the caller hands to
 * {@link runAfterCommit}.
 */
import type { GameCategory } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { advanceTurnover } from './bonus.ts';
import { depositBonusOnDeposit } from './depositBonus.ts';
import { leaderboardOnRound } from './leaderboard.ts';
import { missionsOnDeposit, missionsOnRound } from './missions.ts';
import { rebateOnRound } from './rebate.ts';
import { referralOnDeposit, referralOnRound } from './referral.ts';
import { rewardSettings } from './settings.ts';
import { vipOnDeposit, vipOnRound } from './vip.ts';

/** Work to run once the transaction committed (a failure is logged, never undoes the commit). */
export type AfterCommit = () => Promise<void> | void;

/** A round the vendor protocol settled: the member's valid bet (its settled stake) and what it paid. */
export interface RoundSettled {
  merchantId: number;
  memberId: number;
  currency: string;
  category: GameCategory;
  /** The settled stake, minor units, > 0. */
  validBet: bigint;
  /** Everything the round paid (all its credits), minor units, >= 0. */
  win: bigint;
  at: Date;
}

/** A deposit credited to the member's wallet. */
export interface DepositCredited {
  merchantId: number;
  memberId: number;
  currency: string;
  depositId: number;
  /** Minor units, > 0. */
  amount: bigint;
  /** The member took the deposit bonus offered with this deposit. */
  claimBonus: boolean;
  at: Date;
}

/**
 * A settled round: advances the member's turnover requirements, accrues manual rebate, adds to the
 * VIP totals, mission progress, the weekly leaderboards and a referred friend's qualifying turnover.
 * In the settlement's transaction.
 */
export async function onRoundSettled(tx: Db, e: RoundSettled): Promise<AfterCommit[]> {
  if (e.validBet <= 0n) return [];
  const settings = await rewardSettings(tx, e.merchantId);
  await advanceTurnover(tx, e.memberId, e.category, e.validBet, e.at);
  return [
    ...(await rebateOnRound(tx, settings, e)),
    ...(await vipOnRound(tx, settings, e)),
    ...(await missionsOnRound(tx, settings, e)),
    ...(await leaderboardOnRound(tx, settings, e)),
    ...(await referralOnRound(tx, settings, e)),
  ];
}

/**
 * A credited deposit: the first-deposit or reload bonus, the VIP totals, deposit missions and a
 * referred friend's first deposit. In the deposit's transaction.
 */
export async function onDepositCredited(tx: Db, e: DepositCredited): Promise<AfterCommit[]> {
  const settings = await rewardSettings(tx, e.merchantId);
  return [
    ...(await depositBonusOnDeposit(tx, settings, e)),
    ...(await vipOnDeposit(tx, settings, e)),
    ...(await missionsOnDeposit(tx, settings, e)),
    ...(await referralOnDeposit(tx, settings, e)),
  ];
}

/** Where a failure of after-commit work is reported (a route passes its request logger). */
export interface WarnLog {
  warn(obj: unknown, msg: string): void;
}

const processWarning: WarnLog = { warn: (obj, msg) => process.emitWarning(`${msg}: ${String((obj as { err?: unknown }).err)}`) };

/** Runs after-commit work in order; a failure is reported to `log` and the rest still runs. */
export async function runAfterCommit(work: readonly AfterCommit[], log: WarnLog = processWarning): Promise<void> {
  for (const item of work) {
    try {
      await item();
    } catch (err) {
      log.warn({ err }, 'rewards: after-commit work failed');
    }
  }
}
