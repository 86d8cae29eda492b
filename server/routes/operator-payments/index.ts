/**
 * The console's payments desk (schemas/api/operator-payments.json; server/services/payments/desk.ts):
 * GET /api/operator/payments/:kind (deposits | withdrawals; filters, search, sort, paging, counts
 * per state), GET /api/operator/payments/:kind/:id (the detail with member, timeline and risk
 * signals), POST /api/operator/payments/:kind/:id/:action (approve {note?}, reject {reason,
 * note?}, paid {note?}: withdrawals only), GET / PUT /api/operator/payments-settings (the
 * withdrawal amount above which a second staff member must approve). Permissions (README "Staff
 * and roles"): payments.view to read, payments.decide to approve or reject, payments.pay to mark
 * paid, staff.manage to change the threshold. Operator token (401), checked before
 * validation; 404 NOT_FOUND for another merchant's order; bad input 400 in the request's language.
 */
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { envelopeResponses, ok, ref } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { operatorGuard } from '../../services/operator/auth.ts';
import {
  approveWithdrawal,
  decideDeposit,
  depositDesk,
  deskDetail,
  deskSettings,
  payWithdrawal,
  rejectWithdrawal,
  saveDeskSettings,
  withdrawalDesk,
  type DeskOutcome,
  type RejectReason,
} from '../../services/payments/desk.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const deskRef = <Definition extends string>(definition: Definition) =>
  ref(`api/operator-payments.json#/definitions/${definition}` as const);
const responses = <Definition extends string>(definition: Definition) => envelopeResponses(deskRef(definition));
const CHANGE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

const routes: RoutePlugin = async (app) => {
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());
  const currencyOf = (request: { merchant: { config: { permission: { currency: string } } } }) =>
    request.merchant.config.permission.currency;

  app.get(
    ENDPOINTS.operatorPaymentsQueue,
    {
      preValidation: guard,
      config: { permission: 'payments.view' },
      schema: {
        tags,
        summary: 'The payments desk queue (deposits or withdrawals)',
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: { kind: { type: 'string', enum: ['deposits', 'withdrawals'] } },
        },
        querystring: deskRef('deskQuery'),
        response: envelopeResponses({ anyOf: [deskRef('deskDepositPage'), deskRef('deskWithdrawalPage')] }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = { ...request.query, pageNo: request.query.pageNo ?? 1, pageSize: request.query.pageSize ?? 20 };
      const { kind } = request.params as { kind: 'deposits' | 'withdrawals' };
      const currency = currencyOf(request);
      return ok(
        kind === 'deposits'
          ? await depositDesk(app.db, request.merchant.id, currency, q, request.language)
          : await withdrawalDesk(app.db, request.merchant.id, currency, q, app.auth.now()),
        request.language,
      );
    },
  );

  app.get(
    ENDPOINTS.operatorPaymentsOrder,
    {
      preValidation: guard,
      config: { permission: 'payments.view' },
      schema: {
        tags,
        summary: "An order's detail: member, timeline, risk signals",
        params: deskRef('deskKindParams'),
        response: responses('deskDetail'),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { kind, id } = request.params;
      return ok(
        await deskDetail(
          app.db,
          request.merchant.id,
          currencyOf(request),
          kind === 'deposits' ? 'deposit' : 'withdrawal',
          id,
          request.language,
          app.auth.now(),
        ),
        request.language,
      );
    },
  );

  for (const action of ['approve', 'reject', 'paid'] as const) {
    app.post(
      `${ENDPOINTS.operatorPaymentsOrder}/${action}`,
      {
        preValidation: guard,
        config: { permission: action === 'paid' ? 'payments.pay' : 'payments.decide', ...CHANGE_LIMIT },
        schema: {
          tags,
          summary: {
            approve: 'Approve an order',
            reject: 'Reject an order with a reason',
            paid: 'Mark a withdrawal paid',
          }[action],
          params: deskRef('deskKindParams'),
          body: action === 'reject' ? deskRef('deskRejectBody') : deskRef('deskActionBody'),
          response: responses('deskAnswer'),
        },
      },
      async (request) => {
        const { kind, id } = request.params;
        const body = (request.body ?? {}) as { reason?: RejectReason; note?: string };
        const actor = { merchantId: request.merchant.id, operatorId: operatorOf(request).id, ip: request.ip };
        const now = app.auth.now();
        const note = body.note?.trim() || null;
        let outcome: DeskOutcome = 'done';
        if (kind === 'deposits') {
          if (action === 'paid') throw new ApiError(400, 'DESK_NO_PAID_FOR_DEPOSITS', 'deskNoPaidForDeposits');
          await decideDeposit(app.db, actor, id, action, body.reason ?? null, note ?? undefined, now);
        } else if (action === 'approve') outcome = await approveWithdrawal(app.db, actor, id, note, now);
        else if (action === 'reject') await rejectWithdrawal(app.db, actor, id, body.reason!, note ?? undefined, now);
        else await payWithdrawal(app.db, actor, id, note, now);
        const detail = await deskDetail(
          app.db,
          request.merchant.id,
          currencyOf(request),
          kind === 'deposits' ? 'deposit' : 'withdrawal',
          id,
          request.language,
          now,
        );
        return ok({ detail, outcome }, request.language);
      },
    );
  }

  app.get(
    ENDPOINTS.operatorPaymentsSettings,
    {
      preValidation: guard,
      config: { permission: 'payments.view' },
      schema: { tags, summary: 'The payments desk settings', response: responses('deskSettings') },
    },
    async (request) =>
      ok(
        await deskSettings(
          app.db,
          request.merchant.id,
          currencyOf(request),
          operatorOf(request).identity.permissions.includes('staff.manage'),
        ),
        request.language,
      ),
  );

  app.put(
    ENDPOINTS.operatorPaymentsSettings,
    {
      preValidation: guard,
      config: { permission: 'staff.manage', ...CHANGE_LIMIT },
      schema: {
        tags,
        summary: 'Save the withdrawal threshold for a second approval',
        body: deskRef('deskSettingsBody'),
        response: responses('deskSettings'),
      },
    },
    async (request) => {
      const staff = operatorOf(request);
      await saveDeskSettings(
        app.db,
        { merchantId: request.merchant.id, operatorId: staff.id, ip: request.ip },
        currencyOf(request),
        request.body.withdrawalApprovalThreshold,
        app.auth.now(),
      );
      return ok(await deskSettings(app.db, request.merchant.id, currencyOf(request), true), request.language);
    },
  );
};

export default routes;
