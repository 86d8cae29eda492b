/**
 * SCAFFOLD (replaced by the raffle implementation): the promotions' periodic work: raffle draws
 * due at drawAt (docs/promotions.md "Raffles").
 */
import type { Db } from '../../db/open.ts';

/** @returns how many raffles were drawn. */
export async function runPromotionJobs(_db: Db, _now: Date): Promise<{ rafflesDrawn: number }> {
  return { rafflesDrawn: 0 };
}
