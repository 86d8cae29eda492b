/**
 * The console's players tab (README "Operator console"; schemas/api/operator-players.json;
 * server/services/operator/players.ts). players.view: GET /api/operator/players?by=&q= (search),
 * GET /:id (the member's page), GET /:id/{ledger,bets,bonuses,deposits,withdrawals,logins} (paged).
 * players.manage: POST /:id/lock and /:id/unlock {reason}, /:id/force-password-change,
 * /:id/close-sessions, /:id/notes {body}. players.adjust: POST /:id/adjustments {direction,
 * amount, reason, idempotencyKey} asks for a maker-checker adjustment; GET /api/operator/adjustments
 * lists them; POST /api/operator/adjustments/:id/approve | reject {note} decides as a second staff
 * member (the approval moves the money in the decision's transaction, the wallet socket is told
 * after the commit). Operator token, checked before validation; a member of another merchant is 404.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { notifyCommitted, type TransferResult } from '../../ledger/index.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { operatorGuard, routePermission } from '../../services/operator/auth.ts';
import { decideApproval, type StaffActor } from '../../services/operator/approvals.ts';
import {
  ADJUST_KIND,
  addNote,
  approvalKind,
  adjustExecutor,
  adjustmentPage,
  adjustmentView,
  playerAction,
  playerDetail,
  playerRecords,
  requestAdjustment,
  searchPlayers,
  type PlayerAction,
  type PlayerRecordKind,
} from '../../services/operator/players.ts';
import { approvalPage } from '../../services/operator/approvals.ts';
import { parseAmount } from '../../services/wallet/amounts.ts';
import { languageQuery } from '../common.ts';
import { idParams, moneyRef, moneyResponses } from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const def = <D extends string>(name: D) => moneyRef('operator-players', name);

const RECORDS: Record<PlayerRecordKind, string> = {
  ledger: 'ledgerPage',
  bets: 'betPage',
  bonuses: 'bonusPage',
  deposits: 'paymentPage',
  withdrawals: 'paymentPage',
  logins: 'loginPage',
};

const ACTIONS: { path: string; action: PlayerAction; reason: boolean }[] = [
  { path: 'lock', action: 'lock', reason: true },
  { path: 'unlock', action: 'unlock', reason: true },
  { path: 'force-password-change', action: 'forcePasswordChange', reason: false },
  { path: 'close-sessions', action: 'closeSessions', reason: false },
];

const routes: RoutePlugin = async (app) => {
  routePermission(app, 'players.view'); // README "Staff and roles"
  const tags = ['operator'];
  const { guard, operatorOf } = operatorGuard(app.db, () => app.auth.now());
  const actor = (request: FastifyRequest): StaffActor => ({
    merchantId: request.merchant.id,
    operatorId: operatorOf(request).id,
    ip: request.ip,
  });
  const currency = (request: FastifyRequest) => request.merchant.config.permission.currency;
  const reasonOf = (text: string | undefined) => {
    const reason = text?.trim() ?? '';
    if (!reason)
      throw new ApiError(400, 'PLAYER_REASON_REQUIRED', 'playerReasonRequired', {
        value: { field: 'reason', in: 'body' },
      });
    return reason;
  };

  app.get(
    ENDPOINTS.operatorPlayers,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Search the merchant’s members by one key',
        querystring: def('searchQuery'),
        response: moneyResponses(def('playerPage')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await searchPlayers(app.db, request.merchant.id, currency(request), {
          by: q.by ?? 'username',
          q: q.q,
          pageNo: q.pageNo ?? 1,
          pageSize: q.pageSize ?? 20,
        }),
        request.language,
      );
    },
  );

  app.get(
    `${ENDPOINTS.operatorPlayers}/:id`,
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'A member’s page',
        params: idParams,
        querystring: languageQuery,
        response: moneyResponses(def('playerDetail')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await playerDetail(app.db, request.merchant.id, currency(request), request.params.id, app.auth.now()),
        request.language,
      );
    },
  );

  for (const [kind, shape] of Object.entries(RECORDS) as [PlayerRecordKind, string][]) {
    app.get(
      `${ENDPOINTS.operatorPlayers}/:id/${kind}`,
      {
        preValidation: guard,
        schema: {
          tags,
          summary: `A member’s ${kind} (paged)`,
          params: idParams,
          querystring: def('pageQuery'),
          response: moneyResponses(def(shape)),
        },
      },
      async (request) => {
        const q = request.query as { pageNo?: number; pageSize?: number };
        return ok(
          await playerRecords(
            app.db,
            request.merchant.id,
            currency(request),
            request.params.id,
            kind,
            q.pageNo ?? 1,
            q.pageSize ?? 20,
            request.language === 'EN' ? 'EN' : 'TW',
          ),
          request.language,
        );
      },
    );
  }

  for (const { path, action, reason } of ACTIONS) {
    app.post(
      `${ENDPOINTS.operatorPlayers}/:id/${path}`,
      {
        preValidation: guard,
        config: { permission: 'players.manage' },
        schema: {
          tags,
          summary: `${action} (audited)`,
          params: idParams,
          querystring: languageQuery,
          body: def('actionBody'),
          response: moneyResponses(def('playerState')),
        },
      },
      async (request) => {
        const text = (request.body as { reason?: string } | undefined)?.reason;
        const why = reason ? reasonOf(text) : (text?.trim() ?? '');
        return ok(
          await playerAction(app.db, actor(request), request.params.id, action, why, app.auth.now()),
          request.language,
          'playerDone',
        );
      },
    );
  }

  app.post(
    `${ENDPOINTS.operatorPlayers}/:id/notes`,
    {
      preValidation: guard,
      config: { permission: 'players.manage' },
      schema: {
        tags,
        summary: 'Add a staff note (audited)',
        params: idParams,
        querystring: languageQuery,
        body: def('noteBody'),
        response: moneyResponses(def('note')),
      },
    },
    async (request) => {
      const body = request.body.body.trim();
      if (!body)
        throw new ApiError(400, 'PLAYER_NOTE_REQUIRED', 'playerNoteRequired', { value: { field: 'body', in: 'body' } });
      const note = await addNote(app.db, actor(request), request.params.id, body, app.auth.now());
      return ok(
        { id: note.id, body: note.body, at: note.createdAt.toISOString(), by: operatorOf(request).username },
        request.language,
        'playerDone',
      );
    },
  );

  app.post(
    `${ENDPOINTS.operatorPlayers}/:id/adjustments`,
    {
      preValidation: guard,
      config: { permission: 'players.adjust' },
      schema: {
        tags,
        summary: 'Ask for a manual balance adjustment (maker-checker)',
        params: idParams,
        querystring: languageQuery,
        body: def('adjustBody'),
        response: moneyResponses(def('adjustRequested')),
      },
    },
    async (request) => {
      const body = request.body;
      const amount = parseAmount(body.amount, currency(request));
      const done = await requestAdjustment(
        app.db,
        actor(request),
        request.params.id,
        { direction: body.direction, amount, reason: reasonOf(body.reason), idempotencyKey: body.idempotencyKey },
        app.auth.now(),
      );
      return ok(done, request.language, 'adjustRequested');
    },
  );

  app.get(
    ENDPOINTS.operatorAdjustments,
    {
      preValidation: guard,
      config: { permission: 'players.adjust' },
      schema: {
        tags,
        summary: 'Balance adjustment requests',
        querystring: def('adjustmentQuery'),
        response: moneyResponses(def('adjustmentPage')),
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await adjustmentPage(app.db, request.merchant.id, currency(request), {
          state: q.state,
          pageNo: q.pageNo ?? 1,
          pageSize: q.pageSize ?? 20,
        }),
        request.language,
      );
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `${ENDPOINTS.operatorAdjustments}/:id/${decision}`,
      {
        preValidation: guard,
        config: { permission: 'players.adjust' },
        schema: {
          tags,
          summary: `${decision} a balance adjustment as a second staff member`,
          params: idParams,
          querystring: languageQuery,
          body: def('decideBody'),
          response: moneyResponses(def('adjustment')),
        },
      },
      async (request) => {
        const moved: TransferResult[] = [];
        const executors = { [ADJUST_KIND]: adjustExecutor(currency(request), (r) => moved.push(r)) };
        const note = (request.body as { note?: string } | undefined)?.note?.trim() ?? '';
        // Only adjustment requests are decided here (other kinds have their own screens).
        if ((await approvalKind(app.db, request.merchant.id, request.params.id)) !== ADJUST_KIND)
          throw new ApiError(404, 'APPROVAL_NOT_FOUND', 'approvalNotFound');
        const row = await decideApproval(
          app.db,
          actor(request),
          request.params.id,
          decision,
          note,
          executors,
          app.auth.now(),
        );
        notifyCommitted(...moved);
        const [view] = (
          await approvalPage(app.db, request.merchant.id, {
            kinds: [ADJUST_KIND],
            targetType: row.targetType,
            targetId: row.targetId,
            pageNo: 1,
            pageSize: 100,
          })
        ).list.filter((a) => a.id === row.id);
        return ok(adjustmentView(view!, currency(request)), request.language);
      },
    );
  }
};

export default routes;
