/**
 * Earning points (docs/promotions.md "Points", "Earning"), called by the rewards' hook hub
 * (server/services/rewards/events.ts) inside the transaction of the money movement:
 *
 * - a settled round adds its valid bet to the member's `points_accruals` row of the reporting day
 *   (the merchant's reporting offset, engine/rewards.ts dayKey) and points type of the round's
 *   category (engine/promotions.ts pointsTypeOf): ONE upsert on the hot path; the points job
 *   (./jobs.ts) credits the closed day once;
 * - a credited deposit earns pointsFor(amount, deposit rate) at once: a ledger transfer pointsPool
 *   -> points:<member> (currency PTS, reason points.earn, key `points:deposit:<depositId>`) and a
 *   points record (type deposit, amount = the deposit).
 *
 * Both only while the points feature is on (./flag.ts). A replayed deposit moves nothing (the ledger key).
 */
import { currencyDecimals } from '../../../contract/money.ts';
import { pointsFor, pointsTypeOf } from '../../../engine/promotions.ts';
import { dayKey } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { pointsAccruals, pointsRecords } from '../../db/schema.ts';
import { accountKey, POINTS_CURRENCY, transfer } from '../../ledger/index.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from '../rewards/hooks.ts';
import { cachedReportingOffset } from '../rewards/reportingOffset.ts';
import { sql } from 'drizzle-orm';
import { pointsFlagOn } from './flag.ts';
import { publishPoints } from './live.ts';
import { pointsSettings } from './settings.ts';

/**
 * A settled round accrues its valid bet (minor units) for points: one upsert into points_accruals
 * (member, reporting day, points type), only while the points feature is on. Nothing to do after the commit
 * (the points are credited by the job once the day closed).
 */
export async function pointsOnRound(tx: Db, e: RoundSettled): Promise<AfterCommit[]> {
  if (e.validBet <= 0n || !(await pointsFlagOn(tx, e.merchantId))) return [];
  const day = dayKey(e.at, await cachedReportingOffset(tx, e.merchantId));
  await tx
    .insert(pointsAccruals)
    .values({
      merchantId: e.merchantId,
      memberId: e.memberId,
      day,
      type: pointsTypeOf(e.category),
      validBet: e.validBet,
    })
    .onConflictDoUpdate({
      target: [pointsAccruals.memberId, pointsAccruals.day, pointsAccruals.type],
      set: { validBet: sql`${pointsAccruals.validBet} + ${e.validBet}` },
    });
  return [];
}

/**
 * A credited deposit earns pointsFor(amount, the deposit rate) hundredths at once, in the deposit's
 * transaction (only while the points feature is on and when worth more than 0): the transfer pointsPool ->
 * points:<member> (key `points:deposit:<depositId>`) and its record. After the commit the member's
 * points balance is pushed live.
 */
export async function pointsOnDeposit(tx: Db, e: DepositCredited): Promise<AfterCommit[]> {
  if (e.amount <= 0n || !(await pointsFlagOn(tx, e.merchantId))) return [];
  const settings = await pointsSettings(tx, e.merchantId);
  const points = pointsFor(e.amount, settings.rates.deposit, currencyDecimals(e.currency));
  if (points <= 0n) return [];
  const moved = await transfer(tx, {
    merchantId: e.merchantId,
    idempotencyKey: `points:deposit:${e.depositId}`,
    debit: { kind: 'pointsPool' },
    credit: { kind: 'points', memberId: e.memberId },
    amount: points,
    currency: POINTS_CURRENCY,
    reason: 'points.earn',
    reference: `deposit:${e.depositId}`,
    meta: { depositId: e.depositId },
    at: e.at,
  });
  if (moved.duplicate) return [];
  await tx.insert(pointsRecords).values({
    merchantId: e.merchantId,
    memberId: e.memberId,
    type: 'deposit',
    amount: e.amount,
    points,
    balance: moved.balances[accountKey({ kind: 'points', memberId: e.memberId })] ?? 0n,
    status: 'credited',
    transferId: moved.transferId,
    createdAt: e.at,
  });
  return [(db) => publishPoints(db, e.merchantId, e.memberId)];
}
