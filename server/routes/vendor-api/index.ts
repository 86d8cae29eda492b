/**
 * The vendor protocol's platform endpoints (docs/vendor-protocol.md section 4):
 * POST /api/vendor/v1/{balance,debit,credit,rollback}, called by vendors, not by browsers, and
 * (protocol v1.1) POST /api/vendor/v1/draw, the lottery draw feed (docs/lottery.md section 4).
 * The body is read raw so the signature is checked over the exact bytes; answers are the
 * protocol's `{ status, ... }` (not the site envelope), signed with the integration's secret.
 * No site rate limit: callers are authenticated by signature and retry by design.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { HTTP_STATUS, ProtocolError, refusal, type ProtocolStatus } from '../../services/vendor-protocol/errors.ts';
import { cachedIntegration, type Integration } from '../../services/vendor-protocol/integrations.ts';
import { parseMessage, type MessageName } from '../../services/vendor-protocol/messages.ts';
import {
  SIGNATURE_HEADER,
  signBody,
  VENDOR_CODE_HEADER,
  verifySignature,
} from '../../services/vendor-protocol/signing.ts';
import { handleBalance, handleCredit, handleDebit, handleRollback } from '../../services/vendor-protocol/wallet.ts';
import { handleDraw } from '../../services/lottery/feed.ts';
import type { WalletDeps } from '../../services/vendor-protocol/walletAccounts.ts';
import type { Answer } from '../../services/vendor-protocol/records.ts';
import type { RoutePlugin } from '../../http/routeTypes.ts';
import { recordCall } from '../../services/vendor-ops/calls.ts';

type Handler = (deps: WalletDeps, integration: Integration, message: never) => Promise<Answer>;

const OPERATIONS: Record<string, { message: MessageName; handle: Handler }> = {
  balance: { message: 'balance-request', handle: handleBalance as Handler },
  debit: { message: 'debit-request', handle: handleDebit as Handler },
  credit: { message: 'credit-request', handle: handleCredit as Handler },
  rollback: { message: 'rollback-request', handle: handleRollback as Handler },
  draw: { message: 'draw-request', handle: handleDraw as Handler },
};

const routes: RoutePlugin = async (app) => {
  // Raw bytes for the signature (this plugin's scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16_384 }, (_request, body, done) =>
    done(null, body),
  );

  const deps: WalletDeps = { db: app.db, now: () => app.auth.now() };

  // The console's call figures (server/services/vendor-ops/calls.ts): every call of a known
  // integration, its operation, outcome (HTTP status below 400: business refusals answer 200) and time.
  const callers = new WeakMap<FastifyRequest, { code: string; operation: string }>();
  app.addHook('onResponse', (request, reply, done) => {
    const caller = callers.get(request);
    if (caller)
      recordCall(app.db, {
        integrationCode: caller.code,
        operation: caller.operation,
        ok: reply.statusCode < 400,
        durationMs: reply.elapsedTime,
        at: app.auth.now(),
      });
    done();
  });

  const send = (reply: FastifyReply, secret: string | null, status: number, answer: Answer) => {
    const body = JSON.stringify(answer);
    reply.code(status).header('content-type', 'application/json; charset=utf-8');
    if (secret) reply.header(SIGNATURE_HEADER, signBody(secret, body));
    return reply.send(body);
  };

  for (const [operation, { message, handle }] of Object.entries(OPERATIONS)) {
    app.post(
      `${ENDPOINTS.vendorApi}/${operation}`,
      {
        config: { rateLimit: false },
        schema: {
          tags: ['vendor protocol'],
          summary: `Vendor protocol: ${operation}`,
          description: `Signed (X-Vendor-Code, X-Signature: hex HMAC-SHA256 of the raw body). Body: schemas/vendor/${message}.json. See docs/vendor-protocol.md.`,
        },
      },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const code = request.headers[VENDOR_CODE_HEADER];
        const integration =
          typeof code === 'string' ? await cachedIntegration(app.db, code, undefined, () => app.auth.now()) : null;
        if (!integration)
          return send(reply, null, 401, refusal('UNKNOWN_VENDOR', 'X-Vendor-Code is missing, unknown or disabled'));
        callers.set(request, { code: integration.code, operation });
        // The current key, or during its grace the key before the last rotation; the answer is signed with the one that matched.
        const secret = [integration.secret, integration.previousSecret].find(
          (key): key is string => !!key && verifySignature(key, raw, request.headers[SIGNATURE_HEADER]),
        );
        if (!secret) {
          return send(reply, null, 401, refusal('INVALID_SIGNATURE', 'X-Signature is not the HMAC-SHA256 of the body'));
        }
        try {
          const parsed = parseMessage(message, raw);
          return send(reply, secret, 200, await handle(deps, integration, parsed as never));
        } catch (err) {
          if (err instanceof ProtocolError)
            return send(reply, secret, HTTP_STATUS[err.status], refusal(err.status, err.message));
          request.log.error({ err, operation }, 'vendor protocol call failed');
          const status: ProtocolStatus = 'INTERNAL_ERROR';
          return send(
            reply,
            secret,
            HTTP_STATUS[status],
            refusal(status, 'temporary failure, retry with the same body'),
          );
        }
      },
    );
  }
};

export default routes;
