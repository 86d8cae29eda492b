/**
 * The points job (docs/promotions.md "Points", "Earning"), run by the rewards scheduler
 * (server/services/rewards/jobs.ts) and the dev clock: credits every accrual row of a closed
 * reporting day (day before the merchant's today at `now`) whose creditedAt is null. Per row one
 * transaction: the row locked (SELECT ... FOR UPDATE) and creditedAt re-checked, so a rerun or two
 * servers credit it once; points = pointsFor(validBet, the type's rate, the currency's decimals);
 * when above 0 a ledger transfer pointsPool -> points:<member> (PTS, reason points.earn, key
 * `points:earn:<memberId>:<day>:<type>`) and a points record (type, amount = the valid bet, the
 * points, the balance after, status credited) whose id goes to recordId; creditedAt = now in every
 * case. After each commit the member's balance is pushed live.
 */
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { currencyDecimals } from '../../../contract/money.ts';
import { pointsFor } from '../../../engine/promotions.ts';
import { dayKey } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { merchants, pointsAccruals, pointsRecords } from '../../db/schema.ts';
import { accountKey, POINTS_CURRENCY, transfer } from '../../ledger/index.ts';
import { reportingOffset } from '../agent/days.ts';
import { publishPoints } from './live.ts';
import { pointsSettings, type RatedType } from './settings.ts';

/** Rows credited per query (the job loops until none is left). */
const BATCH = 500;

type AccrualKey = { memberId: number; day: string; type: string };

/**
 * Credits one accrual row (its own transaction).
 * @returns the points credited (0n: worth nothing or already credited by another run) and whether this call credited it.
 */
async function creditRow(
  db: Db,
  merchantId: number,
  key: AccrualKey,
  currency: string,
  now: Date,
): Promise<{ credited: boolean; points: bigint }> {
  const settings = await pointsSettings(db, merchantId);
  return db.transaction(async (tx) => {
    const where = and(
      eq(pointsAccruals.memberId, key.memberId),
      eq(pointsAccruals.day, key.day),
      eq(pointsAccruals.type, key.type as RatedType),
    );
    const [row] = await tx.select().from(pointsAccruals).where(where).for('update');
    if (!row || row.creditedAt !== null) return { credited: false, points: 0n };
    const rate = settings.rates[row.type as RatedType] ?? 0;
    const points = pointsFor(row.validBet, rate, currencyDecimals(currency));
    let recordId: number | null = null;
    if (points > 0n) {
      const moved = await transfer(tx, {
        merchantId,
        idempotencyKey: `points:earn:${row.memberId}:${row.day}:${row.type}`,
        debit: { kind: 'pointsPool' },
        credit: { kind: 'points', memberId: row.memberId },
        amount: points,
        currency: POINTS_CURRENCY,
        reason: 'points.earn',
        reference: `${row.day}:${row.type}`,
        meta: { day: row.day, type: row.type, validBet: row.validBet.toString() },
        at: now,
      });
      const [record] = await tx
        .insert(pointsRecords)
        .values({
          merchantId,
          memberId: row.memberId,
          type: row.type,
          amount: row.validBet,
          points,
          balance: moved.balances[accountKey({ kind: 'points', memberId: row.memberId })] ?? 0n,
          status: 'credited',
          remark: row.day,
          transferId: moved.transferId,
          createdAt: now,
        })
        .returning({ id: pointsRecords.id });
      recordId = record!.id;
    }
    await tx.update(pointsAccruals).set({ creditedAt: now, recordId }).where(where);
    return { credited: true, points };
  });
}

/**
 * Credits the points of every closed day's accrual not credited yet, across all merchants.
 * @returns how many accrual rows this run credited (rows worth 0 points included; rows another
 *   run credited first are not counted).
 */
export async function runPointsJobs(db: Db, now: Date): Promise<{ pointsCredited: number }> {
  let pointsCredited = 0;
  const open = await db
    .selectDistinct({ merchantId: pointsAccruals.merchantId })
    .from(pointsAccruals)
    .where(isNull(pointsAccruals.creditedAt));
  for (const { merchantId } of open) {
    const [merchant] = await db
      .select({ config: merchants.config })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1);
    const currency = merchant?.config.permission?.currency ?? 'CNY';
    const today = dayKey(now, await reportingOffset(db, merchantId));
    const touched = new Set<number>();
    let after: AccrualKey | null = null;
    for (;;) {
      const cursor: AccrualKey | null = after;
      const rows: AccrualKey[] = await db
        .select({ memberId: pointsAccruals.memberId, day: pointsAccruals.day, type: pointsAccruals.type })
        .from(pointsAccruals)
        .where(
          and(
            eq(pointsAccruals.merchantId, merchantId),
            isNull(pointsAccruals.creditedAt),
            lt(pointsAccruals.day, today),
            cursor
              ? sql`(${pointsAccruals.day}, ${pointsAccruals.memberId}, ${pointsAccruals.type}) > (${cursor.day}::date, ${cursor.memberId}, ${cursor.type})`
              : undefined,
          ),
        )
        .orderBy(asc(pointsAccruals.day), asc(pointsAccruals.memberId), asc(pointsAccruals.type))
        .limit(BATCH);
      if (!rows.length) break;
      for (const key of rows) {
        const done = await creditRow(db, merchantId, key, currency, now);
        if (done.credited) pointsCredited++;
        if (done.points > 0n) touched.add(key.memberId);
      }
      after = rows[rows.length - 1]!;
      if (rows.length < BATCH) break;
    }
    for (const memberId of touched) await publishPoints(db, merchantId, memberId);
  }
  return { pointsCredited };
}
