/**
 * SCAFFOLD (replaced by the points implementation): points accrual on a settled round (one upsert
 * into points_accruals) and points earned on a credited deposit (docs/promotions.md "Earning").
 */
import type { Db } from '../../db/open.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from '../rewards/hooks.ts';

export async function pointsOnRound(_tx: Db, _e: RoundSettled): Promise<AfterCommit[]> {
  return [];
}

export async function pointsOnDeposit(_tx: Db, _e: DepositCredited): Promise<AfterCommit[]> {
  return [];
}
