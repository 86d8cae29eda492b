/**
 * What operators review: the merchant's deposits and withdrawals by status, with the member's
 * username, newest first (docs/api/member-center.md; the console: README "Operator console").
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { depositOrders, members, withdrawals } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { channelNames, depositView } from '../payments/deposits.ts';
import { autoConfirm, withdrawalView } from '../payments/withdrawals.ts';
import { moneySettings } from '../wallet/settings.ts';

/** A page of deposits of the merchant. */
export async function depositQueue(
  db: Db,
  merchantId: number,
  q: { status?: string; pageNo: number; pageSize: number },
  language: Language,
) {
  const names = await channelNames(db, merchantId, language);
  const where: SQL[] = [eq(depositOrders.merchantId, merchantId)];
  if (q.status) where.push(eq(depositOrders.status, q.status));
  const [total] = await db
    .select({ n: count() })
    .from(depositOrders)
    .where(and(...where));
  const rows = await db
    .select({ d: depositOrders, username: members.username })
    .from(depositOrders)
    .innerJoin(members, eq(members.id, depositOrders.memberId))
    .where(and(...where))
    .orderBy(desc(depositOrders.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      ...depositView(r.d, names.get(r.d.channelCode)),
      username: r.username,
      payerName: r.d.payerName,
    })),
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}

/** A page of withdrawals of the merchant. */
export async function withdrawalQueue(
  db: Db,
  merchantId: number,
  q: { status?: string; pageNo: number; pageSize: number },
  now: Date,
) {
  await autoConfirm(db, merchantId, now);
  const { confirmMinutes } = await moneySettings(db, merchantId);
  const where: SQL[] = [eq(withdrawals.merchantId, merchantId)];
  if (q.status) where.push(eq(withdrawals.status, q.status));
  const [total] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(and(...where));
  const rows = await db
    .select({ w: withdrawals, username: members.username })
    .from(withdrawals)
    .innerJoin(members, eq(members.id, withdrawals.memberId))
    .where(and(...where))
    .orderBy(desc(withdrawals.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const list = await Promise.all(
    rows.map(async (r) => ({ ...(await withdrawalView(db, r.w, confirmMinutes)), username: r.username })),
  );
  return { list, total: total?.n ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

/** The username of member `memberId` ('' when there is none), shown with a deposit the operator just decided. */
export async function memberUsername(db: Db, memberId: number): Promise<string> {
  const [row] = await db.select({ username: members.username }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.username ?? '';
}
