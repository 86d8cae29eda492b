/**
 * The operator audit log (docs/api/member-center.md): every operator action with who, when, what, and the
 * record before and after.
 */
import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
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
export async function audit(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await db
    .insert(operatorAudit)
    .values({ ...entry, before: plain(entry.before), after: plain(entry.after), ip: entry.ip.slice(0, 64), at: now });
}

/** What the audit log may be narrowed to (every field optional). */
export interface AuditFilter {
  /** Only entries about one kind of record (e.g. `member`). */
  targetType?: string;
  /** Only one staff member's actions. */
  operatorId?: number;
  /** Only one action (e.g. `staff.create`). */
  action?: string;
  /** From this moment (inclusive) ... */
  from?: Date;
  /** ... to this moment (exclusive). */
  to?: Date;
}

/**
 * A page of the merchant's audit log (1-based `pageNo`), newest first, narrowed by `filter` (a
 * string is the older `targetType` argument). Each entry names its staff member (username and name).
 */
export async function auditPage(
  db: Db,
  merchantId: number,
  pageNo: number,
  pageSize: number,
  filter: AuditFilter | string = {},
) {
  const f: AuditFilter = typeof filter === 'string' ? { targetType: filter } : filter;
  const where = and(
    eq(operatorAudit.merchantId, merchantId),
    ...(f.targetType ? [eq(operatorAudit.targetType, f.targetType)] : []),
    ...(f.operatorId ? [eq(operatorAudit.operatorId, f.operatorId)] : []),
    ...(f.action ? [eq(operatorAudit.action, f.action)] : []),
    ...(f.from ? [gte(operatorAudit.at, f.from)] : []),
    ...(f.to ? [lt(operatorAudit.at, f.to)] : []),
  );
  const [total] = await db.select({ n: count() }).from(operatorAudit).where(where);
  const rows = await db
    .select({ a: operatorAudit, username: operators.username, name: operators.name })
    .from(operatorAudit)
    .innerJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(where)
    .orderBy(desc(operatorAudit.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map(({ a, username, name }) => ({
      id: a.id,
      operator: username,
      operatorId: a.operatorId,
      operatorName: name,
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

/** What the merchant's audit log can be filtered by: its staff (by username) and the actions it holds (sorted). */
export async function auditFacets(db: Db, merchantId: number) {
  const staff = await db
    .select({ id: operators.id, username: operators.username, name: operators.name })
    .from(operators)
    .where(eq(operators.merchantId, merchantId))
    .orderBy(asc(operators.username));
  const actions = await db
    .selectDistinct({ action: operatorAudit.action })
    .from(operatorAudit)
    .where(eq(operatorAudit.merchantId, merchantId))
    .orderBy(asc(operatorAudit.action));
  return { operators: staff, actions: actions.map((a) => a.action) };
}
