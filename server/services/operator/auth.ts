/**
 * Operator sessions (docs/api/member-center.md): operators of a merchant sign in with username,
 * password (argon2id) and a second factor (./signIn.ts) and get their own bearer token (32 random
 * bytes; only its SHA-256 is stored, as member sessions). A revoked session stops at once. Operator tokens are idle for at most
 * {@link OPERATOR_IDLE_MINUTES} and never open member routes (and member tokens never open
 * operator routes). Each operator route names the permission it needs in its route config
 * (`config: { permission }`, README "Staff and roles"); {@link requireOperator} refuses a staff
 * member whose role lacks it (403 OPERATOR_FORBIDDEN), and a route that names none (fail closed).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.ts';
import { operatorCredentials, operatorRoles, operators, operatorSessions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { sha256Hex } from '../auth/tokens.ts';
import type { OperatorIdentity } from '../../../contract/types.ts';
import { identityOf } from './roles.ts';

export const OPERATOR_IDLE_MINUTES = 60;
/** A signed-in staff member: the stored row, and who they are to the console (role, permissions). */
export type OperatorRow = typeof operators.$inferSelect & { identity: OperatorIdentity; sessionId: number };

import type { RoutePermission } from '../../../contract/permissions.ts';
export type { RoutePermission };

/**
 * The operator of a request's bearer token, of the request's merchant, allowed the route's
 * `config.permission`.
 * @throws 401 OPERATOR_NOT_LOGGED_IN; 403 OPERATOR_FORBIDDEN when the role lacks the permission or
 *   the route names none; 403 OPERATOR_PASSWORD_CHANGE_REQUIRED after an owner's password reset
 *   (only the `signedIn` routes, "my account", stay open until a new password is set).
 */
export async function requireOperator(db: Db, request: FastifyRequest, now: Date): Promise<OperatorRow> {
  const token = bearerToken(request);
  if (!token || !/^[A-Za-z0-9_-]{32,128}$/.test(token))
    throw new ApiError(401, 'OPERATOR_NOT_LOGGED_IN', 'operatorNotLoggedIn');
  const [row] = await db
    .select({
      s: operatorSessions,
      op: operators,
      role: operatorRoles,
      mustChange: operatorCredentials.mustChangePassword,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .leftJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
    .leftJoin(operatorCredentials, eq(operatorCredentials.operatorId, operators.id))
    .where(and(eq(operatorSessions.tokenHash, sha256Hex(token)), isNull(operatorSessions.revokedAt)))
    .limit(1);
  if (
    !row ||
    !row.op.active ||
    row.op.merchantId !== request.merchant.id ||
    now.getTime() - row.s.lastSeenAt.getTime() > OPERATOR_IDLE_MINUTES * 60_000
  ) {
    throw new ApiError(401, 'OPERATOR_NOT_LOGGED_IN', 'operatorNotLoggedIn');
  }
  await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, row.s.id));
  const identity = identityOf(row.op, row.role);
  const need = request.routeOptions.config.permission;
  if (!need || (need !== 'signedIn' && !identity.permissions.includes(need)))
    throw new ApiError(403, 'OPERATOR_FORBIDDEN', 'operatorForbidden');
  if (row.mustChange && need !== 'signedIn')
    throw new ApiError(403, 'OPERATOR_PASSWORD_CHANGE_REQUIRED', 'operatorPasswordChangeRequired');
  return { ...row.op, identity, sessionId: row.s.id };
}

/** The operator check of one route plugin (see {@link operatorGuard}). */
export interface OperatorGuard {
  /** preValidation / preHandler: refuses a call without a valid operator token of the request's merchant (401) and remembers the operator. */
  guard(request: FastifyRequest): Promise<void>;
  /** The operator of a request `guard` let through. */
  operatorOf(request: FastifyRequest): OperatorRow;
}

/**
 * The operator check every operator route plugin uses ({@link requireOperator} per request, the
 * operator remembered for the handler), with the plugin's database and clock.
 */
export function operatorGuard(db: Db, now: () => Date): OperatorGuard {
  const operators = new WeakMap<FastifyRequest, OperatorRow>();
  return {
    async guard(request) {
      operators.set(request, await requireOperator(db, request, now()));
    },
    operatorOf: (request) => operators.get(request)!,
  };
}

/** Paths of the back office: every route under them but the sign-in must name its permission. */
const OPERATOR_PATH = /^\/api\/(operator|console)\//;
const OPEN_OPERATOR_PATHS = new Set(['/api/operator/login', '/api/operator/login/code']);

/**
 * Makes `permission` what every route of one route plugin needs unless the route names its own
 * (`config.permission`): an onRoute hook of the plugin's scope, so it covers the routes the plugin
 * and its children declare after this call.
 */
export function routePermission(app: FastifyInstance, permission: RoutePermission): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, permission: route.config?.permission ?? permission };
  });
}

const collected = new WeakMap<FastifyInstance, { url: string; method: string | string[]; config?: unknown }[]>();

/**
 * Every back-office route of an app built with {@link checkRoutePermissions}, with the permission
 * it needs (`signedIn` or an OperatorPermission; undefined for the open sign-in routes), once the
 * app is ready. For tests that walk the routes (a role refused every route of a permission).
 */
export function operatorRoutesOf(
  app: FastifyInstance,
): { method: string; url: string; permission: RoutePermission | undefined }[] {
  return (collected.get(app) ?? []).flatMap((route) =>
    OPERATOR_PATH.test(route.url)
      ? ([] as string[])
          .concat(route.method)
          .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
          .map((method) => ({
            method,
            url: route.url,
            permission: (route.config as { permission?: RoutePermission } | undefined)?.permission,
          }))
      : [],
  );
}

/**
 * The check of the app (server/app.ts): a back-office route that names no permission once every
 * plugin is loaded fails the server's start, so no operator route is ever left unchecked (README
 * "Staff and roles"). Call once on the root, before the routes are registered.
 * @throws Error naming the first such route (from `app.ready()`).
 */
export function checkRoutePermissions(app: FastifyInstance): void {
  const routes: { url: string; method: string | string[]; config?: unknown }[] = [];
  collected.set(app, routes);
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    for (const route of routes) {
      if (!OPERATOR_PATH.test(route.url) || OPEN_OPERATOR_PATHS.has(route.url)) continue;
      const methods = ([] as string[]).concat(route.method);
      if (methods.every((m) => m === 'HEAD' || m === 'OPTIONS')) continue;
      if (!(route.config as { permission?: unknown } | undefined)?.permission)
        throw new Error(`operator route ${methods.join(',')} ${route.url} names no permission (config.permission)`);
    }
  });
}
