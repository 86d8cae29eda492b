/**
 * Withdraw routes (README "Money"; docs/api/member-center.md "Withdraw"): settings, apply, history,
 * one withdrawal, cancel (only while applied), proof upload (multipart, checked by content),
 * proof images (owner only) and the confirmation. Real members only.
 */
import multipart from '@fastify/multipart';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ok } from '../../http/envelope.ts';
import { ApiError } from '../../http/errors.ts';
import { addProofs, proofOf } from '../../services/payments/proofs.ts';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_IMAGES } from '../../../contract/spec.ts';
import {
  advanceWithdrawal,
  applyWithdrawal,
  autoConfirm,
  confirmWithdrawal,
  listWithdrawals,
  ownWithdrawal,
  withdrawalView,
  withdrawSettings,
} from '../../services/payments/withdrawals.ts';
import { parseAmount } from '../../services/wallet/amounts.ts';
import { currencyOf, memberOf, realMember } from '../../services/wallet/guard.ts';
import { moneySettings } from '../../services/wallet/settings.ts';
import { mainBalance } from '../../services/wallet/wallet.ts';
import { querySchema, languageQuery } from '../common.ts';
import {
  dateOf,
  idParams,
  moneyRef,
  moneyResponses,
  pagingParams,
  rangeParams,
  withLanguage,
} from '../wallet/common.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';

const withdraw = <Definition extends string>(definition: Definition) => moneyRef('withdraw', definition);

const routes: RoutePlugin = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_IMAGES, fields: 5, parts: UPLOAD_MAX_IMAGES + 5 },
  });
  const guard = realMember(app);
  const tags = ['withdraw'];
  const one = (path: string) => `${ENDPOINTS.withdrawOrders}/:id${path}`;

  app.get(
    ENDPOINTS.withdrawSettings,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Withdraw limits, balance, bank cards',
        querystring: languageQuery,
        response: moneyResponses(withdraw('settings')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const member = memberOf(request);
      return ok(
        await withdrawSettings(
          app.db,
          request.merchant,
          member,
          await mainBalance(app.db, request.merchant.id, member.id),
        ),
        request.language,
      );
    },
  );

  app.post(
    ENDPOINTS.withdrawOrders,
    {
      preHandler: guard,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Apply for a withdrawal (payment password)',
        querystring: languageQuery,
        body: withdraw('createBody'),
        response: moneyResponses(withdraw('withdrawal')),
      },
    },
    async (request) => {
      const body = request.body;
      const amount = parseAmount(body.amount, currencyOf(request).currency);
      return ok(
        await applyWithdrawal(app.db, request.merchant, memberOf(request), { ...body, amount }, app.auth.now()),
        request.language,
        'applicationSuccessful',
      );
    },
  );

  app.get(
    ENDPOINTS.withdrawOrders,
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Withdrawal history',
        querystring: querySchema({
          ...withLanguage,
          ...pagingParams,
          ...rangeParams,
          status: { type: 'string', enum: ['applied', 'approved', 'rejected', 'paid', 'cancelled'] },
        }),
        response: moneyResponses(withdraw('withdrawals')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const q = request.query;
      return ok(
        await listWithdrawals(
          app.db,
          request.merchant.id,
          memberOf(request).id,
          { ...q, from: dateOf(q.from), to: dateOf(q.to) },
          app.auth.now(),
        ),
        request.language,
      );
    },
  );

  app.get(
    one(''),
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'One withdrawal',
        params: idParams,
        querystring: languageQuery,
        response: moneyResponses(withdraw('withdrawal')),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      await autoConfirm(app.db, request.merchant.id, app.auth.now());
      const w = await ownWithdrawal(app.db, memberOf(request).id, request.params.id);
      return ok(
        await withdrawalView(app.db, w, (await moneySettings(app.db, request.merchant.id)).confirmMinutes),
        request.language,
      );
    },
  );

  app.post(
    one('/cancel'),
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Cancel an applied withdrawal (the money returns)',
        params: idParams,
        querystring: languageQuery,
        response: moneyResponses(withdraw('withdrawal')),
      },
    },
    async (request) => {
      const { after } = await advanceWithdrawal(
        app.db,
        request.merchant.id,
        request.params.id,
        'cancel',
        null,
        app.auth.now(),
        memberOf(request).id,
      );
      return ok(
        await withdrawalView(app.db, after, (await moneySettings(app.db, request.merchant.id)).confirmMinutes),
        request.language,
      );
    },
  );

  app.post(
    one('/proofs'),
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Upload proof images (multipart field files: png or jpg, ≤5 MB each, ≤3)',
        consumes: ['multipart/form-data'],
        params: idParams,
        querystring: languageQuery,
        response: moneyResponses(withdraw('proofs')),
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new ApiError(400, 'PROOF_COUNT', 'proofCount');
      const files: Buffer[] = [];
      try {
        for await (const part of request.files()) files.push(await part.toBuffer());
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'PROOF_TOO_LARGE', 'proofTooLarge');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
          throw new ApiError(400, 'PROOF_COUNT', 'proofCount');
        throw new ApiError(400, 'PROOF_TYPE', 'proofType');
      }
      return ok(await addProofs(app.db, memberOf(request).id, request.params.id, files), request.language);
    },
  );

  app.get(
    `${ENDPOINTS.withdrawProofs}/:id`,
    { preHandler: guard, schema: { tags, summary: 'A proof image (owner only)', params: idParams } },
    async (request, reply) => {
      const proof = await proofOf(app.db, memberOf(request).id, request.params.id);
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(proof.mime)
        .send(proof.data);
    },
  );

  app.post(
    one('/confirm'),
    {
      preHandler: guard,
      schema: {
        tags,
        summary: 'Confirm a paid withdrawal: received, not received, partly received',
        params: idParams,
        querystring: languageQuery,
        body: withdraw('confirmBody'),
        response: moneyResponses(withdraw('withdrawal')),
      },
    },
    async (request) => {
      const body = request.body;
      const remaining =
        body.result === 'partlyReceived'
          ? parseAmount(body.remainingAmount, currencyOf(request).currency, 'remainingAmount')
          : null;
      return ok(
        await confirmWithdrawal(
          app.db,
          request.merchant.id,
          memberOf(request).id,
          request.params.id,
          body.result,
          remaining,
          app.auth.now(),
        ),
        request.language,
        'confirmed',
      );
    },
  );
};

export default routes;
