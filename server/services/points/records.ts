/**
 * The member's points histories (docs/promotions.md "Pages"; schemas/api/promotions.json
 * pointsRedemptions, pointsRecords): the redeem history (status filter, newest first, paged) and
 * the points details (spec section 3: amount, points, status, type, time, remark, balance,
 * quantity; type and time filters, newest first, paged). A member sees only their own rows.
 */
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type {
  PointsRecordQuery,
  PointsRecords,
  PointsRedemptionQuery,
  PointsRedemptions,
} from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { pointsRecords, pointsRedemptions } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import { recordView, redemptionView, type RedemptionRow } from './views.ts';

/** One page of the member's redemptions and conversions, newest first. */
export async function listRedemptions(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  q: PointsRedemptionQuery,
  language: Language,
): Promise<PointsRedemptions> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const where = and(
    eq(pointsRedemptions.memberId, memberId),
    eq(pointsRedemptions.merchantId, merchant.id),
    q.status ? eq(pointsRedemptions.status, q.status) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(pointsRedemptions).where(where);
  const rows = await db
    .select()
    .from(pointsRedemptions)
    .where(where)
    .orderBy(desc(pointsRedemptions.createdAt), desc(pointsRedemptions.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => redemptionView(r, merchant.config.permission.currency, language)),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}

/** One page of the member's points records (from inclusive, to exclusive), newest first. */
export async function listRecords(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  q: PointsRecordQuery,
  language: Language,
): Promise<PointsRecords> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const filters: (SQL | undefined)[] = [
    eq(pointsRecords.memberId, memberId),
    eq(pointsRecords.merchantId, merchant.id),
    q.type ? eq(pointsRecords.type, q.type) : undefined,
    q.from ? gte(pointsRecords.createdAt, new Date(q.from)) : undefined,
    q.to ? lt(pointsRecords.createdAt, new Date(q.to)) : undefined,
  ];
  const where = and(...filters);
  const [total] = await db.select({ n: count() }).from(pointsRecords).where(where);
  const rows = await db
    .select()
    .from(pointsRecords)
    .where(where)
    .orderBy(desc(pointsRecords.createdAt), desc(pointsRecords.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const ids = [...new Set(rows.map((r) => r.redemptionId).filter((id): id is number => id !== null))];
  const redemptions = new Map<number, RedemptionRow>(
    ids.length
      ? (await db.select().from(pointsRedemptions).where(inArray(pointsRedemptions.id, ids))).map((r) => [r.id, r])
      : [],
  );
  const currency = merchant.config.permission.currency;
  return {
    list: rows.map((r) =>
      recordView(r, r.redemptionId === null ? undefined : redemptions.get(r.redemptionId), currency, language),
    ),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}
