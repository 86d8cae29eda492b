/**
 * The console's points mall (docs/promotions.md "Points"; schemas/api/promotions.json
 * pointsItemBody, operatorPointsItem(s), operatorRedemption(s)): the merchant's items (create;
 * edit over `baseVersion`, 409 POINTS_ITEM_STALE when another save came first; the stock moves only
 * by a delta, never below 0, so a redemption in between is never overwritten) and the redemption
 * queue (status and username filters, applying first) with its review: approve or reject with a
 * reason. Approve and reject are guarded UPDATEs (`WHERE status = 'applying'`): two operators get
 * one outcome (the other 409 POINTS_REDEMPTION_REVIEWED). A rejection returns the points (ledger
 * pointsPool -> points:<member>, reason points.return, key `points:return:<id>`, a record status
 * returned) and the stock, in the same transaction. The member gets a platform message (category
 * reward) either way. The routes write the audit log.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { currencyDecimals, toMinor, toWire } from '../../../contract/money.ts';
import type {
  OperatorPointsItem,
  OperatorPointsItems,
  OperatorRedemption,
  OperatorRedemptions,
  PointsItemBody,
} from '../../../contract/types.ts';
import { pointsText } from '../../../engine/promotions.ts';
import type { Db } from '../../db/open.ts';
import { members, operators, pointsItems, pointsRecords, pointsRedemptions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { textInAll } from '../../i18n/messages.ts';
import { accountKey, POINTS_CURRENCY, transfer } from '../../ledger/index.ts';
import type { MerchantContext } from '../merchants.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import type { ItemRow } from './items.ts';
import { publishPoints } from './live.ts';
import { redemptionView, type RedemptionRow } from './views.ts';

const itemNotFound = () => new ApiError(404, 'POINTS_ITEM_NOT_FOUND', 'pointsItemNotFound');

/** A stored item as the console edits it (points whole, money a decimal string). */
export function itemBodyOf(row: ItemRow, currency: string): PointsItemBody {
  return {
    name: { TW: row.nameTw, EN: row.nameEn },
    description: { TW: row.descriptionTw, EN: row.descriptionEn },
    image: row.image ?? null,
    exchangeType: row.exchangeType,
    points: Number(row.points / 100n),
    amountRequired: toWire(row.amountRequired, currency),
    stock: row.stock,
    perMemberLimit: row.perMemberLimit ?? null,
    needsDelivery: row.needsDelivery,
    active: row.active,
    sort: row.sort,
  };
}

/** The columns of a body (points to hundredths, the amount to minor units). @throws ApiError 400 POINTS_ITEM_INVALID naming the field. */
function columnsOf(body: PointsItemBody, currency: string) {
  const amountRequired = toMinor(body.amountRequired, currencyDecimals(currency));
  if (amountRequired === null)
    throw new ApiError(400, 'POINTS_ITEM_INVALID', 'pointsItemInvalid', {
      params: { field: 'amountRequired' },
      value: { field: 'body.amountRequired', in: 'body' },
    });
  // the request validator may coerce a null image to '' (anyOf string | null): both mean none
  const image = body.image ? body.image : null;
  if (image !== null && !/^\/media\/[A-Za-z0-9/_.-]+$/.test(image))
    throw new ApiError(400, 'POINTS_ITEM_INVALID', 'pointsItemInvalid', {
      params: { field: 'image' },
      value: { field: 'body.image', in: 'body' },
    });
  return {
    nameTw: body.name.TW.trim(),
    nameEn: body.name.EN.trim(),
    descriptionTw: body.description.TW,
    descriptionEn: body.description.EN,
    image,
    exchangeType: body.exchangeType,
    points: BigInt(body.points) * 100n,
    amountRequired,
    perMemberLimit: body.perMemberLimit,
    needsDelivery: body.needsDelivery,
    active: body.active,
    sort: body.sort,
  };
}

/** The console's view of items: the body plus units redeemed (approved) and waiting (applying). */
async function itemViews(db: Db, rows: ItemRow[], currency: string): Promise<OperatorPointsItem[]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await db
        .select({
          itemId: pointsRedemptions.itemId,
          redeemed: sql<number>`coalesce(sum(${pointsRedemptions.quantity}) filter (where ${pointsRedemptions.status} = 'approved'), 0)::int`,
          applying: sql<number>`coalesce(sum(${pointsRedemptions.quantity}) filter (where ${pointsRedemptions.status} = 'applying'), 0)::int`,
        })
        .from(pointsRedemptions)
        .where(inArray(pointsRedemptions.itemId, ids))
        .groupBy(pointsRedemptions.itemId)
    : [];
  const byItem = new Map(counts.map((c) => [c.itemId, c]));
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    body: itemBodyOf(r, currency),
    redeemed: byItem.get(r.id)?.redeemed ?? 0,
    applying: byItem.get(r.id)?.applying ?? 0,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** One page of the merchant's items (active and not), by sort then id. */
export async function operatorItems(
  db: Db,
  merchant: MerchantContext,
  pageNo: number,
  pageSize: number,
): Promise<OperatorPointsItems> {
  const where = eq(pointsItems.merchantId, merchant.id);
  const [total] = await db.select({ n: count() }).from(pointsItems).where(where);
  const rows = await db
    .select()
    .from(pointsItems)
    .where(where)
    .orderBy(pointsItems.sort, pointsItems.id)
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: await itemViews(db, rows, merchant.config.permission.currency),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}

/** One item of the merchant. @throws ApiError 404 POINTS_ITEM_NOT_FOUND. */
export async function operatorItem(db: Db, merchant: MerchantContext, id: number): Promise<OperatorPointsItem> {
  const [row] = await db
    .select()
    .from(pointsItems)
    .where(and(eq(pointsItems.id, id), eq(pointsItems.merchantId, merchant.id)))
    .limit(1);
  if (!row) throw itemNotFound();
  return (await itemViews(db, [row], merchant.config.permission.currency))[0]!;
}

/**
 * Creates an item (baseVersion must be 0) with the body's stock.
 * @throws ApiError 400 POINTS_ITEM_INVALID, 409 POINTS_ITEM_STALE for a baseVersion other than 0.
 */
export async function createItem(
  db: Db,
  merchant: MerchantContext,
  baseVersion: number,
  body: PointsItemBody,
  now: Date,
): Promise<OperatorPointsItem> {
  if (baseVersion !== 0) throw new ApiError(409, 'POINTS_ITEM_STALE', 'pointsItemStale');
  const [row] = await db
    .insert(pointsItems)
    .values({
      merchantId: merchant.id,
      ...columnsOf(body, merchant.config.permission.currency),
      stock: body.stock,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return operatorItem(db, merchant, row!.id);
}

/**
 * Saves an item over `baseVersion` (version + 1). The stock is not written here (the stock action
 * moves it by a delta), so a redemption between the load and the save keeps its units.
 * @returns the item before and after (for the audit log).
 * @throws ApiError 404 POINTS_ITEM_NOT_FOUND, 409 POINTS_ITEM_STALE, 400 POINTS_ITEM_INVALID.
 */
export async function updateItem(
  db: Db,
  merchant: MerchantContext,
  id: number,
  baseVersion: number,
  body: PointsItemBody,
  now: Date,
): Promise<{ before: OperatorPointsItem; after: OperatorPointsItem }> {
  const before = await operatorItem(db, merchant, id);
  const saved = await db
    .update(pointsItems)
    .set({ ...columnsOf(body, merchant.config.permission.currency), version: baseVersion + 1, updatedAt: now })
    .where(and(eq(pointsItems.id, id), eq(pointsItems.merchantId, merchant.id), eq(pointsItems.version, baseVersion)))
    .returning({ id: pointsItems.id });
  if (!saved.length) throw new ApiError(409, 'POINTS_ITEM_STALE', 'pointsItemStale');
  return { before, after: await operatorItem(db, merchant, id) };
}

/**
 * Adds `delta` to an item's stock in one guarded UPDATE (`stock + delta >= 0`).
 * @throws ApiError 404 POINTS_ITEM_NOT_FOUND, 409 POINTS_STOCK_NEGATIVE (`{stock}`: what is left).
 */
export async function moveStock(
  db: Db,
  merchant: MerchantContext,
  id: number,
  delta: number,
  now: Date,
): Promise<{ before: number; after: OperatorPointsItem }> {
  const [row] = await db
    .update(pointsItems)
    .set({ stock: sql`${pointsItems.stock} + ${delta}`, updatedAt: now })
    .where(
      and(eq(pointsItems.id, id), eq(pointsItems.merchantId, merchant.id), sql`${pointsItems.stock} + ${delta} >= 0`),
    )
    .returning({ stock: pointsItems.stock });
  if (!row) {
    const current = await operatorItem(db, merchant, id);
    const params = { stock: current.body.stock };
    throw new ApiError(409, 'POINTS_STOCK_NEGATIVE', 'pointsStockNegative', { params, value: params });
  }
  return { before: row.stock - delta, after: await operatorItem(db, merchant, id) };
}

/** The queue's filter. */
export interface RedemptionFilter {
  status?: 'applying' | 'approved' | 'rejected';
  username?: string;
  pageNo?: number;
  pageSize?: number;
}

/** One page of the merchant's redemptions: applying first (oldest first), then the reviewed ones newest first. */
export async function operatorRedemptions(
  db: Db,
  merchant: MerchantContext,
  q: RedemptionFilter,
  language: Language,
): Promise<OperatorRedemptions> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const username = q.username?.trim().toLowerCase();
  const reviewer = sql`(select ${operators.username} from ${operators} where ${operators.id} = ${pointsRedemptions.reviewedBy})`;
  const where = and(
    eq(pointsRedemptions.merchantId, merchant.id),
    q.status ? eq(pointsRedemptions.status, q.status) : undefined,
    username ? eq(members.username, username) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(pointsRedemptions)
    .innerJoin(members, eq(members.id, pointsRedemptions.memberId))
    .where(where);
  const rows = await db
    .select({ r: pointsRedemptions, username: members.username, reviewedBy: sql<string | null>`${reviewer}` })
    .from(pointsRedemptions)
    .innerJoin(members, eq(members.id, pointsRedemptions.memberId))
    .where(where)
    .orderBy(
      sql`(${pointsRedemptions.status} = 'applying') desc`,
      sql`case when ${pointsRedemptions.status} = 'applying' then ${pointsRedemptions.id} else -${pointsRedemptions.id} end`,
    )
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const currency = merchant.config.permission.currency;
  return {
    list: rows.map((x): OperatorRedemption => ({
      username: x.username,
      delivery: x.r.delivery ?? null,
      redemption: redemptionView(x.r, currency, language),
      reviewedBy: x.reviewedBy ?? null,
    })),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}

/** The guarded review UPDATE failed: 404 when the redemption is not the merchant's, else 409 (reviewed already). */
async function reviewRefusal(db: Db, merchantId: number, id: number): Promise<ApiError> {
  const [row] = await db
    .select({ status: pointsRedemptions.status })
    .from(pointsRedemptions)
    .where(and(eq(pointsRedemptions.id, id), eq(pointsRedemptions.merchantId, merchantId)))
    .limit(1);
  if (!row) return new ApiError(404, 'POINTS_REDEMPTION_NOT_FOUND', 'pointsRedemptionNotFound');
  return new ApiError(409, 'POINTS_REDEMPTION_REVIEWED', 'pointsRedemptionReviewed', {
    params: { status: row.status },
    value: { status: row.status },
  });
}

const noticeParams = (row: RedemptionRow) => ({ quantity: row.quantity, points: pointsText(row.points) });

/**
 * Approves an applying redemption (status approved, its record approved), then tells the member.
 * @returns the redemption after.
 * @throws ApiError 404 POINTS_REDEMPTION_NOT_FOUND, 409 POINTS_REDEMPTION_REVIEWED.
 */
export async function approveRedemption(
  db: Db,
  merchant: MerchantContext,
  id: number,
  operatorId: number,
  now: Date,
): Promise<RedemptionRow> {
  const row = await db.transaction(async (tx) => {
    const [after] = await tx
      .update(pointsRedemptions)
      .set({ status: 'approved', reviewedBy: operatorId, reviewedAt: now })
      .where(
        and(
          eq(pointsRedemptions.id, id),
          eq(pointsRedemptions.merchantId, merchant.id),
          eq(pointsRedemptions.status, 'applying'),
        ),
      )
      .returning();
    if (!after) throw await reviewRefusal(tx, merchant.id, id);
    await tx
      .update(pointsRecords)
      .set({ status: 'approved' })
      .where(and(eq(pointsRecords.redemptionId, id), eq(pointsRecords.status, 'applying')));
    return after;
  });
  const item = { TW: row.itemNameTw ?? '', EN: row.itemNameEn ?? '' };
  await notifyMember(
    db,
    merchant.id,
    row.memberId,
    textInAll('pointsTexts', 'approvedTitle'),
    {
      TW: textInAll('pointsTexts', 'approvedContent', { ...noticeParams(row), item: item.TW }).TW,
      EN: textInAll('pointsTexts', 'approvedContent', { ...noticeParams(row), item: item.EN }).EN,
    },
    'reward',
  );
  return row;
}

/**
 * Rejects an applying redemption with `reason`: in one transaction the guarded UPDATE, the points
 * back (pointsPool -> points:<member>, reason points.return, key `points:return:<id>`), a record
 * (type redeem, status returned, +points), the first record rejected and the stock back. Then the
 * member's platform message and live points.
 * @returns the redemption after.
 * @throws ApiError 404 POINTS_REDEMPTION_NOT_FOUND, 409 POINTS_REDEMPTION_REVIEWED.
 */
export async function rejectRedemption(
  db: Db,
  merchant: MerchantContext,
  id: number,
  operatorId: number,
  reason: string,
  now: Date,
): Promise<RedemptionRow> {
  const row = await db.transaction(async (tx) => {
    const [after] = await tx
      .update(pointsRedemptions)
      .set({ status: 'rejected', reason: reason.trim().slice(0, 200), reviewedBy: operatorId, reviewedAt: now })
      .where(
        and(
          eq(pointsRedemptions.id, id),
          eq(pointsRedemptions.merchantId, merchant.id),
          eq(pointsRedemptions.status, 'applying'),
        ),
      )
      .returning();
    if (!after) throw await reviewRefusal(tx, merchant.id, id);
    const moved = await transfer(tx, {
      merchantId: merchant.id,
      idempotencyKey: `points:return:${id}`,
      debit: { kind: 'pointsPool' },
      credit: { kind: 'points', memberId: after.memberId },
      amount: after.points,
      currency: POINTS_CURRENCY,
      reason: 'points.return',
      reference: `redemption:${id}`,
      meta: { redemptionId: id },
      at: now,
    });
    await tx
      .update(pointsRecords)
      .set({ status: 'rejected' })
      .where(and(eq(pointsRecords.redemptionId, id), eq(pointsRecords.status, 'applying')));
    await tx.insert(pointsRecords).values({
      merchantId: merchant.id,
      memberId: after.memberId,
      type: 'redeem',
      points: after.points,
      balance: moved.balances[accountKey({ kind: 'points', memberId: after.memberId })] ?? 0n,
      status: 'returned',
      quantity: after.quantity,
      redemptionId: id,
      transferId: moved.transferId,
      createdAt: now,
    });
    if (after.itemId !== null)
      await tx
        .update(pointsItems)
        .set({ stock: sql`${pointsItems.stock} + ${after.quantity}`, updatedAt: now })
        .where(eq(pointsItems.id, after.itemId));
    return after;
  });
  const params = { ...noticeParams(row), reason: row.reason ?? '' };
  await notifyMember(
    db,
    merchant.id,
    row.memberId,
    textInAll('pointsTexts', 'rejectedTitle'),
    {
      TW: textInAll('pointsTexts', 'rejectedContent', { ...params, item: row.itemNameTw ?? '' }).TW,
      EN: textInAll('pointsTexts', 'rejectedContent', { ...params, item: row.itemNameEn ?? '' }).EN,
    },
    'reward',
  );
  await publishPoints(db, merchant.id, row.memberId);
  return row;
}

/** The redemption view after a review (the routes answer it). */
export const reviewedView = (row: RedemptionRow, merchant: MerchantContext, language: Language) =>
  redemptionView(row, merchant.config.permission.currency, language);
