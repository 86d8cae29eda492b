/**
 * The operator audit log (docs/api/member-center.md): every operator action with who, when, what, and the
 * record before and after.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { operatorAudit, operators } from '../../db/schema.ts';

export interface AuditEntry {
  merchantId: number;
  operatorId: number;
  action: string;
  targetType: string;
  targetId: number;
  before: unknown;
  after: unknown;
  ip: string;
}

/** JSON-safe copy (bigint as decimal text, dates as ISO strings). */
const plain = (value: unknown) =>
  JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown;

/** Appends one entry. */
export async function audit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insert(operatorAudit)
    .values({ ...entry, before: plain(entry.before), after: plain(entry.after), ip: entry.ip.slice(0, 64), at: now });
}

/** A page of the merchant's audit log, newest first; with `targetType` (e.g. `member`) only the entries about that kind of record. */
export async function auditPage(db: Db, merchantId: number, pageNo: number, pageSize: number, targetType?: string) {
  const where = and(
    eq(operatorAudit.merchantId, merchantId),
    ...(targetType ? [eq(operatorAudit.targetType, targetType)] : []),
  );
  const [total] = await db.select({ n: count() }).from(operatorAudit).where(where);
  const rows = await db
    .select({ a: operatorAudit, username: operators.username })
    .from(operatorAudit)
    .innerJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(where)
    .orderBy(desc(operatorAudit.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map(({ a, username }) => ({
      id: a.id,
      operator: username,
      action: a.action,
      targetType: a.targetType,
      targetId: a.targetId,
      before: a.before,
      after: a.after,
      ip: a.ip,
      at: a.at.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}
