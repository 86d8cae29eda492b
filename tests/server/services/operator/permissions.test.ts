/**
 * Staff roles on the server (README "Staff and roles"; contract/permissions.ts): the seeded owner is
 * told every permission; a customer-service staff member is refused every money route with 403
 * (and a localised message) while their own routes answer; a route of the back office that names
 * no permission stops the server from starting; a merchant seeded before roles keeps its operators
 * as owners.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { count, eq } from 'drizzle-orm';
import { BUILTIN_ROLE_PERMISSIONS, MONEY_PERMISSIONS, OPERATOR_PERMISSIONS } from '../../../../contract/permissions.ts';
import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { ledgerTransfers, operatorRoles, operators } from '../../../../server/db/schema.ts';
import { checkRoutePermissions, operatorRoutesOf, routePermission } from '../../../../server/services/operator/auth.ts';
import { ensureBuiltinRoles } from '../../../../server/services/operator/roles.ts';
import { call } from '../../support/auth.ts';
import { addStaff, operatorSignIn, totpCode } from '../../support/operator.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../../../server/db/seed/money.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addStaff(t.db, 'cs01', 'service');
  await addStaff(t.db, 'fin01', 'finance');
});
afterAll(() => t.close());

describe('staff roles', () => {
  it('tells the owner who they are and every permission, at sign-in and from /me', async () => {
    const first = await call<{ challenge: string }>(t.app, 'POST', ENDPOINTS.operatorLogin, {
      username: 'operator',
      password: 'Operator1234',
    });
    const res = await call<{ operator: { role: { code: string }; permissions: string[] } }>(
      t.app,
      'POST',
      ENDPOINTS.operatorLoginCode,
      { challenge: first.body.value.challenge, code: await totpCode(t.app, DEMO_OPERATOR_TOTP_SECRET) },
    );
    expect(res.status).toBe(200);
    expect(res.body.value.operator.role.code).toBe('owner');
    expect(res.body.value.operator.permissions).toEqual([...OPERATOR_PERMISSIONS]);
    const me = await call<{ username: string; permissions: string[] }>(t.app, 'GET', ENDPOINTS.operatorMe, undefined, {
      token: (res.body.value as unknown as { token: string }).token,
    });
    expect(me.status).toBe(200);
    expect(me.body.value.username).toBe('operator');
  });

  it('refuses customer service every money route with 403, in the caller’s language, and changes nothing', async () => {
    const token = await operatorSignIn(t.app, 'cs01');
    for (const [method, url] of [
      ['GET', ENDPOINTS.operatorDeposits],
      ['POST', `${ENDPOINTS.operatorDeposits}/1/approve`],
      ['POST', `${ENDPOINTS.operatorDeposits}/1/reject`],
      ['GET', ENDPOINTS.operatorWithdrawals],
      ['POST', `${ENDPOINTS.operatorWithdrawals}/1/approve`],
      ['POST', `${ENDPOINTS.operatorWithdrawals}/1/paid`],
      ['GET', ENDPOINTS.operatorSettlements],
      ['PUT', ENDPOINTS.consoleConfig],
      ['GET', ENDPOINTS.operatorRewardSettings],
      ['GET', ENDPOINTS.operatorApplications],
    ] as const) {
      const res = await call(t.app, method, url, method === 'GET' ? undefined : {}, { token, language: 'TW' });
      expect({ url, method, status: res.status, code: res.body.code }).toEqual({
        url,
        method,
        status: 403,
        code: 'OPERATOR_FORBIDDEN',
      });
      expect(res.body.message).toMatch(/權限/);
    }
    expect((await call(t.app, 'GET', ENDPOINTS.operatorChats, undefined, { token })).status).toBe(200);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorBroadcasts, undefined, { token })).status).toBe(200);
  });

  it('refuses customer service every route that needs a money permission, found from the routes themselves', async () => {
    const token = await operatorSignIn(t.app, 'cs01');
    const money = operatorRoutesOf(t.app).filter(
      (r) => r.permission !== undefined && (MONEY_PERMISSIONS as readonly string[]).includes(r.permission),
    );
    // the payments desk, the older queues and the balance adjustments are all among them
    const urls = new Set(money.map((r) => `${r.method} ${r.url}`));
    for (const expected of [
      `POST ${ENDPOINTS.operatorPaymentsOrder}/approve`,
      `POST ${ENDPOINTS.operatorPaymentsOrder}/reject`,
      `POST ${ENDPOINTS.operatorPaymentsOrder}/paid`,
      `POST ${ENDPOINTS.operatorWithdrawals}/:id/approve`,
      `POST ${ENDPOINTS.operatorAdjustments}/:id/approve`,
    ])
      expect(urls).toContain(expected);
    const [before] = await t.db.select({ n: count() }).from(ledgerTransfers);
    for (const r of money) {
      const url = r.url.replace(':kind', 'withdrawals').replace(/:[A-Za-z]+/g, '1');
      const res = await call(
        t.app,
        r.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        r.method === 'GET' ? undefined : {},
        {
          token,
          language: 'EN',
        },
      );
      expect({ route: `${r.method} ${r.url}`, status: res.status, code: res.body.code }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
        code: 'OPERATOR_FORBIDDEN',
      });
    }
    const [after] = await t.db.select({ n: count() }).from(ledgerTransfers);
    expect(after!.n).toBe(before!.n);
  });

  it('lets finance review the payments desk but not edit the site', async () => {
    const token = await operatorSignIn(t.app, 'fin01');
    expect((await call(t.app, 'GET', ENDPOINTS.operatorDeposits, undefined, { token })).status).toBe(200);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorWithdrawals, undefined, { token })).status).toBe(200);
    expect((await call(t.app, 'PUT', ENDPOINTS.consoleConfig, {}, { token })).status).toBe(403);
    expect((await call(t.app, 'GET', ENDPOINTS.consoleConfig, undefined, { token })).status).toBe(200);
  });

  it('gives no built-in role but owner and finance a permission that moves money', () => {
    for (const [role, permissions] of Object.entries(BUILTIN_ROLE_PERMISSIONS)) {
      const money = permissions.filter((p) => (MONEY_PERMISSIONS as readonly string[]).includes(p));
      if (role === 'owner' || role === 'finance') expect(money.length).toBeGreaterThan(0);
      else expect({ role, money }).toEqual({ role, money: [] });
    }
  });

  it('refuses a staff member whose role was removed (no role: no permission)', async () => {
    const id = await addStaff(t.db, 'norole01', 'content');
    await t.db.update(operators).set({ roleId: null }).where(eq(operators.id, id));
    const token = await operatorSignIn(t.app, 'norole01');
    const me = await call<{ permissions: string[] }>(t.app, 'GET', ENDPOINTS.operatorMe, undefined, { token });
    expect(me.body.value.permissions).toEqual([]);
    expect((await call(t.app, 'GET', ENDPOINTS.operatorChats, undefined, { token })).status).toBe(403);
  });

  it('makes the operators of a merchant seeded before roles its owners, once', async () => {
    const [op] = await t.db.select().from(operators).where(eq(operators.username, 'operator'));
    await t.db.update(operators).set({ roleId: null }).where(eq(operators.id, op!.id));
    await t.db.delete(operatorRoles).where(eq(operatorRoles.merchantId, op!.merchantId));
    const roles = await ensureBuiltinRoles(t.db, op!.merchantId);
    const [after] = await t.db.select().from(operators).where(eq(operators.id, op!.id));
    expect(after!.roleId).toBe(roles.get('owner')!.id);
    const again = await ensureBuiltinRoles(t.db, op!.merchantId);
    expect(again.get('owner')!.id).toBe(roles.get('owner')!.id);
  });
});

describe('route permission check', () => {
  it('stops the start when a back-office route names no permission', async () => {
    const app = Fastify();
    checkRoutePermissions(app);
    await app.register(async (scope) => {
      scope.get('/api/operator/forgotten', async () => 'x');
    });
    await expect(app.ready()).rejects.toThrow(/GET \/api\/operator\/forgotten names no permission/);
  });

  it('accepts a plugin whose routes get their permission from routePermission', async () => {
    const app = Fastify();
    checkRoutePermissions(app);
    await app.register(async (scope) => {
      routePermission(scope, 'reports.view');
      scope.get('/api/operator/reported', async () => 'x');
    });
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});
