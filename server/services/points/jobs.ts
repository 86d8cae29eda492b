/**
 * SCAFFOLD (replaced by the points implementation): credits the points of closed reporting days
 * (docs/promotions.md "Earning").
 */
import type { Db } from '../../db/open.ts';

/** @returns how many accrual rows were credited. */
export async function runPointsJobs(_db: Db, _now: Date): Promise<{ pointsCredited: number }> {
  return { pointsCredited: 0 };
}
