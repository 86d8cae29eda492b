/**
 * Maker-checker (README "Staff and roles"; server/services/operator/approvals.ts): a request is
 * idempotent by key; the maker cannot approve their own request; an approval runs its executor once
 * in the decision's transaction (two checkers at once: one wins, the other is told it is decided);
 * an executor that refuses leaves the request pending and nothing written; every step is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../server/db/open.ts';
import { merchants, operatorAudit } from '../../../../server/db/schema.ts';
import { DEMO_MERCHANT_CODE } from '../../../../server/db/seed/index.ts';
import { ApiError } from '../../../../server/http/errors.ts';
import {
  approvalPage,
  decideApproval,
  requestApproval,
  type ApprovalExecutor,
  type StaffActor,
} from '../../../../server/services/operator/approvals.ts';
import { addStaff } from '../../support/operator.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
let maker: StaffActor;
let checker: StaffActor;
let checker2: StaffActor;
const now = new Date('2026-12-03T08:00:00Z');
const executed: number[] = [];
const executors: Record<string, ApprovalExecutor> = {
  'test.pay': async (_tx, row) => {
    executed.push(row.id);
  },
  'test.refuse': async () => {
    throw new ApiError(409, 'TEST_REFUSED', 'approvalDecided');
  },
};

beforeAll(async () => {
  t = await createTestApp();
  const [m] = await t.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE));
  const actor = async (username: string): Promise<StaffActor> => ({
    merchantId: m!.id,
    operatorId: await addStaff(t.db, username, 'finance'),
    ip: '127.0.0.1',
  });
  maker = await actor('mk01');
  checker = await actor('ck01');
  checker2 = await actor('ck02');
});
afterAll(() => t.close());

const ask = (db: Db, key: string, kind = 'test.pay') =>
  requestApproval(
    db,
    maker,
    { kind, key, targetType: 'withdrawal', targetId: 7, amount: 500_000n, payload: { note: 'x' }, reason: 'large' },
    now,
  );

describe('maker-checker', () => {
  it('makes one request per key, whatever the number of asks', async () => {
    const first = await ask(t.db, 'withdrawal:7');
    const again = await ask(t.db, 'withdrawal:7');
    expect(first.created).toBe(true);
    expect(again.created).toBe(false);
    expect(again.row.id).toBe(first.row.id);
    const page = await approvalPage(t.db, maker.merchantId, { state: 'pending', pageNo: 1, pageSize: 10 });
    expect(page.list.filter((a) => a.targetId === 7 && a.kind === 'test.pay')).toHaveLength(1);
    expect(page.list[0]!.requestedBy).toBe('mk01');
  });

  it('refuses the maker as their own checker, and changes nothing', async () => {
    const { row } = await ask(t.db, 'self:1');
    await expect(decideApproval(t.db, maker, row.id, 'approve', '', executors, now)).rejects.toMatchObject({
      statusCode: 403,
      code: 'APPROVAL_SELF',
    });
    const page = await approvalPage(t.db, maker.merchantId, { targetId: 7, state: 'pending', pageNo: 1, pageSize: 50 });
    expect(page.list.some((a) => a.id === row.id)).toBe(true);
    expect(executed).not.toContain(row.id);
  });

  it('runs the change exactly once when two checkers approve at the same moment', async () => {
    const { row } = await ask(t.db, 'race:1');
    const results = await Promise.allSettled([
      decideApproval(t.db, checker, row.id, 'approve', 'ok', executors, now),
      decideApproval(t.db, checker2, row.id, 'approve', 'ok', executors, now),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 409, code: 'APPROVAL_DECIDED' });
    expect(executed.filter((id) => id === row.id)).toHaveLength(1);
    const page = await approvalPage(t.db, maker.merchantId, { state: 'approved', pageNo: 1, pageSize: 50 });
    const decided = page.list.find((a) => a.id === row.id)!;
    expect(decided.decidedBy).toMatch(/^ck0[12]$/);
    expect(decided.decisionNote).toBe('ok');
    const trail = await t.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.merchantId, maker.merchantId), eq(operatorAudit.action, 'test.pay.approve')));
    expect(trail).toHaveLength(1);
  });

  it('keeps the request pending when the executor refuses', async () => {
    const { row } = await ask(t.db, 'refuse:1', 'test.refuse');
    await expect(decideApproval(t.db, checker, row.id, 'approve', '', executors, now)).rejects.toMatchObject({
      code: 'TEST_REFUSED',
    });
    const page = await approvalPage(t.db, maker.merchantId, { kinds: ['test.refuse'], pageNo: 1, pageSize: 10 });
    expect(page.list[0]!.state).toBe('pending');
  });

  it('rejects without running the change, and a request of another merchant is not found', async () => {
    const { row } = await ask(t.db, 'reject:1');
    const after = await decideApproval(t.db, checker, row.id, 'reject', 'no', executors, now);
    expect(after.state).toBe('rejected');
    expect(executed).not.toContain(row.id);
    await expect(
      decideApproval(t.db, { ...checker, merchantId: checker.merchantId + 999 }, row.id, 'approve', '', executors, now),
    ).rejects.toMatchObject({ statusCode: 404, code: 'APPROVAL_NOT_FOUND' });
  });
});
