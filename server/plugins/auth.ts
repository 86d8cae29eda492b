/**
 * Sign-in plumbing (README "Sign-in extras"):
 * - `app.auth`: the auth services' dependencies (database, message provider, clock, limits) and
 *   the payload key pair (server/crypto/payload.ts);
 * - `app.requireMember`: a preHandler resolving `Authorization: Bearer <token>` to
 *   `request.member` / `request.sessionId`, else 401 NOT_LOGGED_IN ('You are not logged in,
 *   please login');
 * - routes with `config: { encrypted: true }` get their body decrypted before validation, so the
 *   route's schema validates the plain body (bad input is a 4xx, never a 5xx);
 * - cookies (the captcha challenge id) and form-encoded bodies (forgot by email, spec section 7).
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { generatePayloadKeyPair, isEncryptedPayload, PayloadError, type PayloadKeyPair } from '../crypto/payload.ts';
import { ApiError } from '../http/errors.ts';
import { DEFAULT_ATTEMPT_LIMITS, type AttemptLimits } from '../services/auth/attempts.ts';
import type { AuthDeps, CallContext } from '../services/auth/context.ts';
import { createOutboxProvider, type MessageProvider } from '../services/auth/outbox.ts';
import { securitySettings } from '../services/auth/rules.ts';
import { resolveSession, type MemberRow } from '../services/auth/sessions.ts';
import { serverSettings } from '../config.ts';

export interface AuthOptions {
  /** The clock; tests move it (idle expiry, lockout window). Default: the real time. */
  now?: () => Date;
  /** Lower limits for tests; defaults: lockout after 100 failures an hour, captcha after 3. */
  limits?: Partial<AttemptLimits>;
  /** Where SMS and email go; default the outbox table. */
  provider?: MessageProvider;
  /** /dev/outbox and /dev/captcha.json; default: NODE_ENV is not production. */
  devTools?: boolean;
}

export interface AuthRuntime extends AuthDeps {
  keys: PayloadKeyPair;
  /** The auth services' view of a request. */
  context(request: FastifyRequest): Promise<CallContext>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthRuntime;
    requireMember: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    member: MemberRow | null;
    sessionId: number | null;
  }
  interface FastifyContextConfig {
    /** The body arrives encrypted (server/crypto/payload.ts). */
    encrypted?: boolean;
    /** A session held to a password change may call it (change password, member info, logout). */
    duringPasswordChange?: boolean;
    /** What an operator route needs (server/services/operator/auth.ts requireOperator; README "Staff and roles"). */
    permission?: import('../../contract/permissions.ts').RoutePermission;
  }
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export default fp<{ auth?: AuthOptions }>(
  async (app, { auth: opts = {} }) => {
    await app.register(cookie);
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    const deps: AuthDeps = {
      db: app.db,
      provider: opts.provider ?? createOutboxProvider(app.db),
      now: opts.now ?? (() => new Date()),
      limits: { ...DEFAULT_ATTEMPT_LIMITS, ...opts.limits },
      devTools: opts.devTools ?? serverSettings().NODE_ENV !== 'production',
    };
    // the processes of a cluster share one pair (server/plugins/cluster.ts): any node decrypts what another's key sealed
    const keys = await (app.cluster ? app.cluster.payloadKeys() : generatePayloadKeyPair());
    const runtime: AuthRuntime = {
      ...deps,
      keys,
      async context(request) {
        return {
          merchant: request.merchant,
          settings: await securitySettings(app.db, request.merchant.id),
          client: { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') },
          language: request.language,
        };
      },
    };
    app.decorate('auth', runtime);
    app.decorateRequest('member', null);
    app.decorateRequest('sessionId', null);

    app.decorate('requireMember', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      // one statement: the session, its member and the merchant's idle minutes
      const resolved = token ? await resolveSession(app.db, token, deps.now()) : null;
      if (!resolved || resolved.member.merchantId !== request.merchant.id)
        throw new ApiError(401, 'NOT_LOGGED_IN', 'notLoggedIn');
      // spec section 4 forced change: until the password is changed the session can do nothing else
      if (resolved.passwordChangeRequired && request.routeOptions.config?.duringPasswordChange !== true)
        throw new ApiError(403, 'PASSWORD_CHANGE_REQUIRED', 'passwordChangeRequired');
      request.member = resolved.member;
      request.sessionId = resolved.sessionId;
    });

    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config?.encrypted !== true) return;
      if (!isEncryptedPayload(request.body)) throw new ApiError(400, 'ENCRYPTION_REQUIRED', 'encryptionRequired');
      try {
        request.body = await keys.decrypt(request.body);
      } catch (err) {
        const reason = err instanceof PayloadError ? err.reason : 'DECRYPTION_FAILED';
        throw new ApiError(400, reason, 'decryptionFailed');
      }
    });
  },
  // After security: a rate-limited request is refused before any cookie or session work.
  { name: 'auth', dependencies: ['services', 'request-context', 'security'] },
);
