/**
 * The console's Staff tab and "my account" (README "Staff and roles"; schemas/api/operator-staff.json;
 * server/services/operator/staff.ts): staff accounts, roles and sessions of the merchant, managed
 * by an owner (`staff.manage`, the default of every route here), and one's own account and
 * sessions (`signedIn`). Operator token (401 OPERATOR_NOT_LOGGED_IN), checked before validation.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { operatorGuard, routePermission } from '../../services/operator/auth.ts';
import {
  accountOf,
  changeOwnPassword,
  createRole,
  createStaff,
  deleteRole,
  resetStaffPassword,
  revokeSession,
  roleList,
  setStaffActive,
  setStaffRole,
  staffList,
  staffSessions,
  updateRole,
  type StaffActor,
} from '../../services/operator/staff.ts';
import { languageQuery } from '../common.ts';
import { idParams, moneyRef, moneyResponses } from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const ref = <Definition extends string>(definition: Definition) => moneyRef('operator-staff', definition);

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'staff.manage'); // README "Staff and roles"
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());
  const actor = (request: FastifyRequest): StaffActor => ({ op: operatorOf(request), ip: request.ip });
  const now = () => app.auth.now();
  const done = { done: true };

  app.get(
    ENDPOINTS.operatorStaff,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Staff of the merchant',
        querystring: languageQuery,
        response: moneyResponses(ref('staffList')),
      },
    },
    async (request) => ok({ list: await staffList(app.db, request.merchant.id, now()) }, request.language),
  );

  app.post(
    ENDPOINTS.operatorStaff,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Add a staff member (second factor enrolled and password changed at first sign-in)',
        querystring: languageQuery,
        body: ref('staffCreateBody'),
        response: moneyResponses(ref('staffMember')),
      },
    },
    async (request) => ok(await createStaff(app.db, actor(request), request.body, now()), request.language),
  );

  app.post(
    ENDPOINTS.operatorStaffState,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Disable (sessions end at once) or enable a staff member',
        querystring: languageQuery,
        params: idParams,
        body: ref('staffStateBody'),
        response: moneyResponses(ref('done')),
      },
    },
    async (request) => {
      await setStaffActive(app.db, actor(request), request.params.id, request.body.active, now());
      return ok(done, request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorStaffPassword,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Reset a staff password (a new one is due at the next sign-in; sessions end)',
        querystring: languageQuery,
        params: idParams,
        body: ref('staffPasswordBody'),
        response: moneyResponses(ref('done')),
      },
    },
    async (request) => {
      await resetStaffPassword(app.db, actor(request), request.params.id, request.body.password, now());
      return ok(done, request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorStaffRole,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "Change a staff member's role",
        querystring: languageQuery,
        params: idParams,
        body: ref('staffRoleBody'),
        response: moneyResponses(ref('done')),
      },
    },
    async (request) => {
      await setStaffRole(app.db, actor(request), request.params.id, request.body.roleId, now());
      return ok(done, request.language);
    },
  );

  app.get(
    ENDPOINTS.operatorStaffSessions,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "A staff member's active sessions",
        querystring: languageQuery,
        params: idParams,
        response: moneyResponses(ref('sessionList')),
      },
    },
    async (request) =>
      ok({ list: await staffSessions(app.db, request.merchant.id, request.params.id, now()) }, request.language),
  );

  app.post(
    ENDPOINTS.operatorSessionRevoke,
    {
      preValidation: guard,
      config: { permission: 'signedIn' }, // one's own; anyone's with staff.manage (checked by revokeSession)
      schema: {
        tags,
        summary: 'End a session at once',
        querystring: languageQuery,
        params: idParams,
        response: moneyResponses(ref('done')),
      },
    },
    async (request) => {
      await revokeSession(app.db, actor(request), request.params.id, now());
      return ok(done, request.language);
    },
  );

  app.get(
    ENDPOINTS.operatorRoles,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Roles of the merchant',
        querystring: languageQuery,
        response: moneyResponses(ref('roleList')),
      },
    },
    async (request) => ok({ list: await roleList(app.db, request.merchant.id, now()) }, request.language),
  );

  app.post(
    ENDPOINTS.operatorRoles,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Add a custom role',
        querystring: languageQuery,
        body: ref('roleBody'),
        response: moneyResponses(ref('role')),
      },
    },
    async (request) => ok(await createRole(app.db, actor(request), request.body, now()), request.language),
  );

  app.put(
    ENDPOINTS.operatorRole,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: "Change a role's permissions (a custom role's name too)",
        querystring: languageQuery,
        params: idParams,
        body: ref('roleBody'),
        response: moneyResponses(ref('role')),
      },
    },
    async (request) =>
      ok(await updateRole(app.db, actor(request), request.params.id, request.body, now()), request.language),
  );

  app.delete(
    ENDPOINTS.operatorRole,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Delete an unused custom role',
        querystring: languageQuery,
        params: idParams,
        response: moneyResponses(ref('done')),
      },
    },
    async (request) => {
      await deleteRole(app.db, actor(request), request.params.id, now());
      return ok(done, request.language);
    },
  );

  app.get(
    ENDPOINTS.operatorAccount,
    {
      preValidation: guard,
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'My account and sessions',
        querystring: languageQuery,
        response: moneyResponses(ref('account')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await accountOf(app.db, operatorOf(request), now()), request.language);
    },
  );

  app.post(
    ENDPOINTS.operatorAccountPassword,
    {
      preValidation: guard,
      config: { permission: 'signedIn', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Change my password (ends my other sessions)',
        querystring: languageQuery,
        body: ref('passwordChangeBody'),
        response: moneyResponses(ref('done')),
      },
    },
    async (request) => {
      await changeOwnPassword(app.db, actor(request), request.body.current, request.body.password, now());
      return ok(done, request.language);
    },
  );
};

export default routes;
