/**
 * Operator sign-in (docs/api/member-center.md): operators of a merchant log in with username and password
 * (argon2id, server/services/auth/passwords.ts) and get their own bearer token (32 random bytes;
 * only its SHA-256 is stored, as member sessions). Operator tokens are idle for at most
 * {@link OPERATOR_IDLE_MINUTES} and never open member routes (and member tokens never open
 * operator routes).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.ts';
import { operators, operatorSessions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords.ts';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import type { OperatorLoginValue } from '../../../contract/types.ts';

export const OPERATOR_IDLE_MINUTES = 60;
export type OperatorRow = typeof operators.$inferSelect;

/**
 * Logs an operator of `merchantId` in.
 * @throws 401 OPERATOR_BAD_CREDENTIALS (same answer for an unknown name and a wrong password).
 */
export async function operatorLogin(
  db: Db,
  merchantId: number,
  username: string,
  password: string,
  ip: string,
  now: Date,
): Promise<OperatorLoginValue> {
  const [op] = await db
    .select()
    .from(operators)
    .where(
      and(
        eq(operators.merchantId, merchantId),
        eq(operators.username, username.trim().toLowerCase()),
        eq(operators.active, true),
      ),
    )
    .limit(1);
  const valid = await verifyPassword(op?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!op || !valid) throw new ApiError(401, 'OPERATOR_BAD_CREDENTIALS', 'operatorBadCredentials');
  const token = randomToken();
  await db
    .insert(operatorSessions)
    .values({ tokenHash: sha256Hex(token), operatorId: op.id, createdAt: now, lastSeenAt: now, ip: ip.slice(0, 64) });
  return { token, operator: { id: op.id, username: op.username, name: op.name } };
}

/**
 * The operator of a request's bearer token, of the request's merchant.
 * @throws 401 OPERATOR_NOT_LOGGED_IN.
 */
export async function requireOperator(db: Db, request: FastifyRequest, now: Date): Promise<OperatorRow> {
  const token = bearerToken(request);
  if (!token || !/^[A-Za-z0-9_-]{32,128}$/.test(token))
    throw new ApiError(401, 'OPERATOR_NOT_LOGGED_IN', 'operatorNotLoggedIn');
  const [row] = await db
    .select({ s: operatorSessions, op: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
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
  return row.op;
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
