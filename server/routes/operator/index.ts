/**
 * Operator API (docs/api/member-center.md "Operators"): login with its own token,
 * deposit and withdrawal queues, approve / reject deposits, approve / reject / mark paid
 * withdrawals, and the audit log. Every action is audit-logged (who, when, what, before/after).
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { audit, auditFacets, auditPage } from '../../services/operator/audit.ts';
import { requireOperator, type OperatorRow } from '../../services/operator/auth.ts';
import { beginSignIn, finishSignIn } from '../../services/operator/signIn.ts';
import { depositQueue, memberUsername, withdrawalQueue } from '../../services/operator/queues.ts';
import { channelNames, completeDeposit, depositView } from '../../services/payments/deposits.ts';
import { advanceWithdrawal, withdrawalView, type WithdrawalAction } from '../../services/payments/withdrawals.ts';
import { moneySettings } from '../../services/wallet/settings.ts';
import { assertSingleApproval } from '../../services/payments/desk.ts';
import { querySchema, languageQuery } from '../common.ts';
import agentRoutes from './agents.ts';
import { idParams, moneyRef, moneyResponses, pagingParams, withLanguage } from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const op = <Definition extends string>(definition: Definition) => moneyRef('operator', definition);
const operators = new WeakMap<FastifyRequest, OperatorRow>();

/**
 * The sign-in steps' limit (README "Staff and roles"): 20 a minute per client address and account
 * (step 1: the username; step 2: the challenge it answered), counted once the body is read. A
 * merchant's office signs its staff in from one address; each account is guarded apart, and the
 * wrong-password and wrong-code lockouts (services/operator/signIn.ts) stop guessing long before.
 */
const signInLimit = (field: 'username' | 'challenge') => ({
  max: 20,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) =>
    `${request.ip}|${String((request.body as Record<string, unknown> | undefined)?.[field] ?? '').toLowerCase()}`,
});

const routes: RoutePlugin = async (app) => {
  const tags = ['operator'];
  const guard = async (request: FastifyRequest) => {
    operators.set(request, await requireOperator(app.db, request, app.auth.now()));
  };
  const operatorOf = (request: FastifyRequest) => operators.get(request)!;

  const staffRef = <Definition extends string>(definition: Definition) => moneyRef('operator-staff', definition);
  const client = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });
  // Sign-in in two steps, password then TOTP code (README "Staff and roles"; server/services/operator/signIn.ts).
  app.post(
    ENDPOINTS.operatorLogin,
    {
      config: { rateLimit: signInLimit('username') },
      schema: {
        tags,
        summary: 'Operator sign-in, step 1: password (answers a challenge: code, or enrol a second factor)',
        querystring: languageQuery,
        body: staffRef('signInBody'),
        response: moneyResponses(staffRef('signInChallenge')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      if (body.merchantCode && body.merchantCode !== request.merchant.code)
        throw new ApiError(401, 'OPERATOR_BAD_CREDENTIALS', 'operatorBadCredentials');
      return ok(
        await beginSignIn(
          app.db,
          request.merchant.id,
          request.merchant.name,
          body.username,
          body.password,
          client(request),
          app.auth.now(),
        ),
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.operatorLoginCode,
    {
      config: { rateLimit: signInLimit('challenge') },
      schema: {
        tags,
        summary: 'Operator sign-in, step 2: the authenticator code (answers the session token)',
        querystring: languageQuery,
        body: staffRef('codeBody'),
        response: moneyResponses(staffRef('signInSession')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { challenge, code } = request.body;
      return ok(
        await finishSignIn(app.db, request.merchant.id, challenge, code, client(request), app.auth.now()),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.operatorMe,
    {
      preValidation: guard,
      config: { permission: 'signedIn' },
      schema: {
        tags,
        summary: 'The signed-in staff member',
        querystring: languageQuery,
        response: moneyResponses(op('operator')),
      },
    },
    async (request) => ok(operatorOf(request).identity, request.language),
  );

  const listQuery = (statuses: string[]) =>
    querySchema({ ...withLanguage, ...pagingParams, status: { type: 'string', enum: statuses } });

  app.get(
    ENDPOINTS.operatorDeposits,
    {
      preValidation: guard,
      config: { permission: 'payments.view' },
      schema: {
        tags,
        summary: 'Deposits of the merchant',
        querystring: listQuery(['pending', 'success', 'failed', 'rejected']),
        response: moneyResponses(op('deposits')),
      },
    },
    async (request) =>
      ok(await depositQueue(app.db, request.merchant.id, request.query, request.language), request.language),
  );

  for (const [action, outcome] of [
    ['approve', 'success'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `${ENDPOINTS.operatorDeposits}/:id/${action}`,
      {
        preValidation: guard,
        config: { permission: 'payments.decide' },
        schema: {
          tags,
          summary: `${action} a pending deposit`,
          params: idParams,
          querystring: languageQuery,
          body: op('actionBody'),
          response: moneyResponses(op('deposit')),
        },
      },
      async (request) => {
        const id = request.params.id;
        const remark = request.body?.remark ?? null;
        const done = await completeDeposit(app.db, request.merchant.id, { id }, outcome, remark, app.auth.now());
        if (!done) throw new ApiError(404, 'NOT_FOUND', 'notFound');
        if (!done.changed)
          throw new ApiError(409, 'INVALID_STATE', 'invalidState', { params: { status: done.before.status } });
        await audit(
          app.db,
          {
            merchantId: request.merchant.id,
            operatorId: operatorOf(request).id,
            action: `deposit.${action}`,
            targetType: 'deposit',
            targetId: id,
            before: depositView(done.before),
            after: depositView(done.after),
            ip: request.ip,
          },
          app.auth.now(),
        );
        return ok(
          {
            ...depositView(
              done.after,
              (await channelNames(app.db, request.merchant.id, request.language)).get(done.after.channelCode),
            ),
            username: await memberUsername(app.db, done.after.memberId),
            payerName: done.after.payerName,
          },
          request.language,
        );
      },
    );
  }

  app.get(
    ENDPOINTS.operatorWithdrawals,
    {
      preValidation: guard,
      config: { permission: 'payments.view' },
      schema: {
        tags,
        summary: 'Withdrawals of the merchant',
        querystring: listQuery(['applied', 'approved', 'rejected', 'paid', 'cancelled']),
        response: moneyResponses(op('withdrawals')),
      },
    },
    async (request) =>
      ok(await withdrawalQueue(app.db, request.merchant.id, request.query, app.auth.now()), request.language),
  );

  for (const action of ['approve', 'reject', 'paid'] as const satisfies WithdrawalAction[]) {
    app.post(
      `${ENDPOINTS.operatorWithdrawals}/:id/${action}`,
      {
        preValidation: guard,
        config: { permission: action === 'paid' ? 'payments.pay' : 'payments.decide' },
        schema: {
          tags,
          summary: `${action} a withdrawal`,
          params: idParams,
          querystring: languageQuery,
          body: op('actionBody'),
          response: moneyResponses(op('withdrawal')),
        },
      },
      async (request) => {
        const id = request.params.id;
        const remark = request.body?.remark ?? null;
        const { confirmMinutes } = await moneySettings(app.db, request.merchant.id);
        // above the merchant's threshold a withdrawal needs two approvals: only the payments desk asks for them
        if (action === 'approve') await assertSingleApproval(app.db, request.merchant.id, id);
        const { before, after } = await advanceWithdrawal(
          app.db,
          request.merchant.id,
          id,
          action,
          remark,
          app.auth.now(),
        );
        const [beforeView, afterView] = [
          await withdrawalView(app.db, before, confirmMinutes),
          await withdrawalView(app.db, after, confirmMinutes),
        ];
        await audit(
          app.db,
          {
            merchantId: request.merchant.id,
            operatorId: operatorOf(request).id,
            action: `withdrawal.${action}`,
            targetType: 'withdrawal',
            targetId: id,
            before: beforeView,
            after: afterView,
            ip: request.ip,
          },
          app.auth.now(),
        );
        return ok({ ...afterView, username: await memberUsername(app.db, after.memberId) }, request.language);
      },
    );
  }

  await app.register(agentRoutes); // make agent, move under another upline (README "Agents")
  await app.register(import('./contracts.ts')); // top agents' contracts, termination, contract policy (docs/contracts.md)
  await app.register((await import('./contractSettlements.ts')).default); // contract settlements: list, dividend approval, rerun (docs/contracts.md)

  app.get(
    ENDPOINTS.operatorAudit,
    {
      preValidation: guard,
      config: { permission: 'audit.view' },
      schema: {
        tags,
        summary: 'Audit log (filters: staff member, action, record kind, date range; paged)',
        querystring: staffRef('auditQuery'),
        response: moneyResponses(staffRef('auditPage')),
      },
    },
    async (request) => {
      const q = request.query;
      const page = await auditPage(app.db, request.merchant.id, q.pageNo ?? 1, q.pageSize ?? 20, {
        targetType: q.targetType,
        operatorId: q.operatorId,
        action: q.action,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
      });
      return ok(page, request.language);
    },
  );

  app.get(
    ENDPOINTS.operatorAuditFacets,
    {
      preValidation: guard,
      config: { permission: 'audit.view' },
      schema: {
        tags,
        summary: 'What the audit log can be filtered by: staff members and actions',
        querystring: languageQuery,
        response: moneyResponses(staffRef('auditFacets')),
      },
    },
    async (request) => ok(await auditFacets(app.db, request.merchant.id), request.language),
  );
};

export default routes;
