/**
 * SCAFFOLD (replaced by the promotions implementation): availablePromoCount of the public state
 * (docs/promotions.md "Activity states").
 */
import type { Db } from '../../db/open.ts';

export async function availablePromoCount(_db: Db, _merchantId: number, _memberId: number, _now: Date): Promise<number> {
  return 0;
}
