/**
 * The live points balance (docs/promotions.md "Points"): after a change commits, the
 * member's site socket gets `{ type: 'points', payload: { points } }` (points a decimal string with
 * two decimals, engine/promotions.ts pointsText), as rewards/counts.ts publishes `rewards`.
 */
import { pointsText } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { balanceOf } from '../../ledger/index.ts';
import { publish } from '../events/index.ts';

/** The member's points balance in hundredths (ledger account points:<memberId>). */
export const pointsBalanceOf = (db: Db, merchantId: number, memberId: number): Promise<bigint> =>
  balanceOf(db, { kind: 'points', memberId, merchantId });

/** Pushes the member's points balance over the site socket (call after the change committed). */
export async function publishPoints(db: Db, merchantId: number, memberId: number): Promise<void> {
  publish({
    merchantId,
    memberId,
    type: 'points',
    payload: { points: pointsText(await pointsBalanceOf(db, merchantId, memberId)) },
  });
}
