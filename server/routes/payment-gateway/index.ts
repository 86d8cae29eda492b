/**
 * The demo payment gateway (docs/api/member-center.md "Demo payment gateway") and the platform's
 * callback endpoint:
 * - GET  /pay/demo/checkout/:id          the gateway's checkout page (HTML, no script); the
 *   gateway knows its orders by id (it is not an /api route and has no request merchant);
 * - POST /pay/demo/checkout/:id/pay|fail the payer's choice: the gateway settles its order, posts
 *   the signed callback to the platform (in process, through the HTTP layer, as a provider
 *   would over the network) and sends the payer back to the merchant (303);
 * - POST /api/payment/callback/demo      the platform checks the HMAC of the raw body, the
 *   amount and currency, and completes the deposit idempotently; answers `{ status }`.
 */
import type { FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ref } from '../../http/envelope.ts';
import { resolveLanguage } from '../../i18n/language.ts';
import { completeDeposit, depositOfCallback } from '../../services/payments/deposits.ts';
import {
  checkoutMerchantName,
  gatewayOrder,
  settleGatewayOrder,
  sign,
  verifySignature,
  type GatewayCallback,
} from '../../services/payments/gateway.ts';
import { toWire } from '../../../contract/money.ts';
import { moneySettings } from '../../services/wallet/settings.ts';
import { moneyRef } from '../wallet/common.ts';
import { checkoutPage } from './page.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';
import { languageQuery } from '../common.ts';

const rawBodies = new WeakMap<FastifyRequest, string>();
const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^gw_[0-9a-f]{24}$' } },
} as const;
/** A refusal of the callback: the gateway's `{ status }`, or the error envelope of bad input (schema, JSON). */
const callbackRefusal = { anyOf: [moneyRef('deposit', 'callbackAnswer'), ref('api/error.json')] };

const routes: RoutePlugin = async (app) => {
  // The callback's signature covers the exact bytes: keep the raw JSON text (this plugin only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 8192 }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch (err) {
      // Not JSON: a 400 BAD_JSON envelope (server/plugins/errors.ts), never a 500.
      done(Object.assign(err as Error, { statusCode: 400 }), undefined);
    }
  });

  const languageOf = (request: Pick<FastifyRequest, 'headers'> & { query: { language?: string } }) =>
    resolveLanguage(request.query.language, request.headers['accept-language']);

  app.get(
    '/pay/demo/checkout/:id',
    { schema: { hide: true, params: idParams, querystring: languageQuery } },
    async (request, reply) => {
      const order = await gatewayOrder(app.db, request.params.id);
      reply.header('cache-control', 'no-store');
      if (!order) return reply.code(404).type('text/plain; charset=utf-8').send('Unknown payment order');
      const view = {
        id: order.id,
        merchantName: await checkoutMerchantName(app.db, order.merchantId),
        orderNo: order.merchantOrderNo,
        amount: toWire(order.amount, order.currency),
        currency: order.currency,
        status: order.status,
        returnUrl: order.returnUrl,
      };
      return reply.type('text/html; charset=utf-8').send(checkoutPage(view, languageOf(request)));
    },
  );

  for (const [action, status] of [
    ['pay', 'PAID'],
    ['fail', 'FAILED'],
  ] as const) {
    app.post(
      `/pay/demo/checkout/:id/${action}`,
      { schema: { hide: true, params: idParams, querystring: languageQuery } },
      async (request, reply) => {
        const id = request.params.id;
        const known = await gatewayOrder(app.db, id);
        if (!known) return reply.code(404).type('text/plain; charset=utf-8').send('Unknown payment order');
        const order = (await settleGatewayOrder(app.db, id, status, app.auth.now()))!;
        const callback: GatewayCallback = {
          gatewayOrderId: order.id,
          merchantOrderNo: order.merchantOrderNo,
          amount: toWire(order.amount, order.currency),
          currency: order.currency,
          status: order.status as 'PAID' | 'FAILED',
          paidAt: (order.completedAt ?? app.auth.now()).toISOString(),
        };
        const raw = JSON.stringify(callback);
        const { gatewaySecret } = await moneySettings(app.db, order.merchantId);
        const answer = await app.inject({
          method: 'POST',
          url: ENDPOINTS.paymentCallbackDemo,
          headers: {
            host: request.headers.host ?? 'localhost',
            'content-type': 'application/json',
            'x-signature': sign(gatewaySecret, raw),
          },
          payload: raw,
        });
        if (answer.statusCode !== 200)
          request.log.warn({ status: answer.statusCode, order: order.id }, 'demo gateway callback refused');
        return reply.redirect(order.returnUrl, 303);
      },
    );
  }

  app.post(
    ENDPOINTS.paymentCallbackDemo,
    {
      schema: {
        tags: ['payment'],
        summary: 'Demo gateway callback (X-Signature: hex HMAC-SHA256 of the raw body)',
        body: moneyRef('deposit', 'gatewayCallback'),
        response: {
          '2xx': moneyRef('deposit', 'callbackAnswer'),
          '4xx': callbackRefusal,
          '5xx': ref('api/error.json'),
        },
      },
    },
    async (request, reply) => {
      const { gatewaySecret } = await moneySettings(app.db, request.merchant.id);
      if (!verifySignature(gatewaySecret, rawBodies.get(request) ?? '', request.headers['x-signature']))
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      const body = request.body;
      const order = await depositOfCallback(app.db, request.merchant.id, body);
      if (!order) return reply.code(404).send({ status: 'ORDER_NOT_FOUND' });
      if (toWire(order.amount, order.currency) !== body.amount || order.currency !== body.currency)
        return reply.code(400).send({ status: 'AMOUNT_MISMATCH' });
      await completeDeposit(
        app.db,
        request.merchant.id,
        { id: order.id },
        body.status === 'PAID' ? 'success' : 'failed',
        null,
        app.auth.now(),
      );
      return { status: 'OK' };
    },
  );
};

export default routes;
