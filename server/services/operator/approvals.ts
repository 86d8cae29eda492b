/**
 * Maker-checker (README "Staff and roles"): a change that needs a second person is first asked for
 * by one staff member (a withdrawal above the merchant's threshold, a manual balance adjustment),
 * then approved or rejected by another. The approval runs the kind's executor and marks the request
 * decided in one transaction, so the change happens exactly once even when two staff decide at the
 * same moment; each request and decision is audit-logged (who, when, before and after).
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open.ts';
import { operatorApprovals, operators } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { audit } from './audit.ts';

export type ApprovalRow = typeof operatorApprovals.$inferSelect;
export type ApprovalState = 'pending' | 'approved' | 'rejected';

/** Who acts: a staff member of a merchant, from an address. */
export interface StaffActor {
  merchantId: number;
  operatorId: number;
  ip: string;
}

/**
 * Runs an approved change inside the decision's transaction (`tx`): it must use `tx` for every
 * write, and throw an ApiError to refuse (the request then stays pending, nothing changes).
 */
export type ApprovalExecutor = (tx: Db, row: ApprovalRow, checker: StaffActor, now: Date) => Promise<void>;

export interface ApprovalRequest {
  /** What is asked, e.g. `withdrawal.approve` or `balance.adjust`. */
  kind: string;
  /** Makes the request idempotent per merchant (e.g. `withdrawal:42`, or the client's idempotency key). */
  key: string;
  targetType: string;
  targetId: number;
  /** Minor units at stake (0n when none). */
  amount: bigint;
  /** What the executor needs (JSON). */
  payload: Record<string, unknown>;
  /** Why (shown to the checker), at most 200 characters. */
  reason: string;
}

/**
 * Asks for a second person's approval. The same `key` again returns the request already made
 * (whatever its state) and asks nothing new.
 * @returns the request and whether this call made it.
 */
export async function requestApproval(
  db: Db,
  maker: StaffActor,
  request: ApprovalRequest,
  now: Date,
): Promise<{ row: ApprovalRow; created: boolean }> {
  const [created] = await db
    .insert(operatorApprovals)
    .values({
      merchantId: maker.merchantId,
      kind: request.kind,
      key: request.key.slice(0, 96),
      targetType: request.targetType,
      targetId: request.targetId,
      amount: request.amount,
      payload: request.payload,
      reason: request.reason.slice(0, 200),
      requestedBy: maker.operatorId,
      requestedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await audit(
      db,
      {
        merchantId: maker.merchantId,
        operatorId: maker.operatorId,
        action: `${request.kind}.request`.slice(0, 48),
        targetType: request.targetType,
        targetId: request.targetId,
        before: null,
        after: approvalAudit(created),
        ip: maker.ip,
      },
      now,
    );
    return { row: created, created: true };
  }
  const [existing] = await db
    .select()
    .from(operatorApprovals)
    .where(
      and(eq(operatorApprovals.merchantId, maker.merchantId), eq(operatorApprovals.key, request.key.slice(0, 96))),
    );
  return { row: existing!, created: false };
}

/**
 * Approves (running `executors[row.kind]`) or rejects a pending request, as a staff member other
 * than the one who asked.
 * @throws 404 APPROVAL_NOT_FOUND (not of this merchant either); 409 APPROVAL_DECIDED when already
 *   decided; 403 APPROVAL_SELF when the checker is the maker; whatever the executor throws.
 */
export async function decideApproval(
  db: Db,
  checker: StaffActor,
  id: number,
  decision: 'approve' | 'reject',
  note: string,
  executors: Readonly<Record<string, ApprovalExecutor>>,
  now: Date,
): Promise<ApprovalRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(operatorApprovals)
      .where(and(eq(operatorApprovals.id, id), eq(operatorApprovals.merchantId, checker.merchantId)))
      .for('update');
    if (!row) throw new ApiError(404, 'APPROVAL_NOT_FOUND', 'approvalNotFound');
    if (row.state !== 'pending') throw new ApiError(409, 'APPROVAL_DECIDED', 'approvalDecided');
    if (row.requestedBy === checker.operatorId) throw new ApiError(403, 'APPROVAL_SELF', 'approvalSelf');
    if (decision === 'approve') {
      const execute = executors[row.kind];
      if (!execute) throw new Error(`no executor for approval kind ${row.kind}`);
      await execute(tx as unknown as Db, row, checker, now);
    }
    const [after] = await tx
      .update(operatorApprovals)
      .set({
        state: decision === 'approve' ? 'approved' : 'rejected',
        decidedBy: checker.operatorId,
        decidedAt: now,
        decisionNote: note.slice(0, 200),
      })
      .where(eq(operatorApprovals.id, row.id))
      .returning();
    await audit(
      tx as unknown as Db,
      {
        merchantId: checker.merchantId,
        operatorId: checker.operatorId,
        action: `${row.kind}.${decision}`.slice(0, 48),
        targetType: row.targetType,
        targetId: row.targetId,
        before: approvalAudit(row),
        after: approvalAudit(after!),
        ip: checker.ip,
      },
      now,
    );
    return after!;
  });
}

/** An approval as the audit log keeps it. */
function approvalAudit(row: ApprovalRow) {
  return {
    approvalId: row.id,
    kind: row.kind,
    amount: row.amount.toString(),
    state: row.state,
    reason: row.reason,
    payload: row.payload,
    requestedBy: row.requestedBy,
    decidedBy: row.decidedBy,
    decisionNote: row.decisionNote,
  };
}

/** One request with the usernames of the maker and the checker, as a queue lists it. */
export interface ApprovalView {
  id: number;
  kind: string;
  targetType: string;
  targetId: number;
  /** Minor units. */
  amount: bigint;
  payload: Record<string, unknown>;
  state: string;
  reason: string;
  requestedBy: string;
  requestedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionNote: string;
}

/**
 * A page of the merchant's requests of `kinds` (all kinds when empty), newest first; `state`
 * keeps one state, `targetId` one record.
 */
export async function approvalPage(
  db: Db,
  merchantId: number,
  q: {
    kinds?: readonly string[];
    state?: ApprovalState;
    targetType?: string;
    targetId?: number;
    pageNo: number;
    pageSize: number;
  },
): Promise<{ list: ApprovalView[]; total: number; pageNo: number; pageSize: number }> {
  const where: SQL[] = [eq(operatorApprovals.merchantId, merchantId)];
  if (q.kinds?.length) where.push(inArray(operatorApprovals.kind, [...q.kinds]));
  if (q.state) where.push(eq(operatorApprovals.state, q.state));
  if (q.targetType) where.push(eq(operatorApprovals.targetType, q.targetType));
  if (q.targetId !== undefined) where.push(eq(operatorApprovals.targetId, q.targetId));
  const maker = alias(operators, 'maker');
  const checker = alias(operators, 'checker');
  const [total] = await db
    .select({ n: count() })
    .from(operatorApprovals)
    .where(and(...where));
  const rows = await db
    .select({ a: operatorApprovals, maker: maker.username, checker: checker.username })
    .from(operatorApprovals)
    .innerJoin(maker, eq(maker.id, operatorApprovals.requestedBy))
    .leftJoin(checker, eq(checker.id, operatorApprovals.decidedBy))
    .where(and(...where))
    .orderBy(desc(operatorApprovals.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  return {
    list: rows.map(({ a, maker: m, checker: c }) => ({
      id: a.id,
      kind: a.kind,
      targetType: a.targetType,
      targetId: a.targetId,
      amount: a.amount,
      payload: a.payload,
      state: a.state,
      reason: a.reason,
      requestedBy: m,
      requestedAt: a.requestedAt,
      decidedBy: c,
      decidedAt: a.decidedAt,
      decisionNote: a.decisionNote,
    })),
    total: total?.n ?? 0,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
