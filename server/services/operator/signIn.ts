/**
 * Staff sign-in in two steps (README "Staff and roles"): the password, then a second factor that
 * every staff member must have (RFC 6238 TOTP: SHA-1, 6 digits, 30 s steps, ±1 step window, as the
 * members' authenticator, server/services/auth/authenticator.ts).
 *
 * 1. {@link beginSignIn}: username and password. The answer is a short-lived challenge (a random
 *    token, only its SHA-256 kept, {@link CHALLENGE_MINUTES} minutes) and what to do next: `code`
 *    (give the current code) or `enrol` (no second factor yet: a new secret and its otpauth:// URI
 *    to show as a QR code; the first code confirms it).
 * 2. {@link finishSignIn}: the challenge and a code. Only then is a session token made.
 *
 * Lockout (as the members', OWASP ASVS 2.2.1, server/services/auth/attempts.ts): every attempt of
 * either step is recorded; a staff member with {@link OPERATOR_LOCKOUT_FAILURES} failures in the
 * last hour is refused (429 OPERATOR_LOCKED, even with the right password or code) until the oldest
 * of them is an hour old. A challenge dies after {@link CHALLENGE_MAX_FAILURES} wrong codes.
 * Replay: a challenge opens one session; a code of a time step earlier than the last accepted one
 * is refused. Secrets are sealed at rest (server/crypto/atRest.ts).
 */
import { and, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import { seal, unseal } from '../../crypto/atRest.ts';
import type { Db } from '../../db/open.ts';
import {
  operatorChallenges,
  operatorCredentials,
  operatorRoles,
  operators,
  operatorSessions,
  operatorSignInAttempts,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { decoyPasswordHash, verifyPassword } from '../auth/passwords.ts';
import { totpStep } from '../auth/authenticator.ts';
import { randomToken, sha256Hex } from '../auth/tokens.ts';
import type { OperatorIdentity } from '../../../contract/types.ts';
import { identityOf } from './roles.ts';

/** Failures (password or code) within an hour that lock a staff member. */
export const OPERATOR_LOCKOUT_FAILURES = 10;
/** Minutes a challenge (the password step) stays open for its code. */
export const CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes before it dies (the password must be given again). */
export const CHALLENGE_MAX_FAILURES = 5;
const HOUR_MS = 3_600_000;
/** The results that count toward the lockout. */
const FAILURES = ['BAD_PASSWORD', 'BAD_CODE'];

/** Where a sign-in comes from (kept with the attempt and the session). */
export interface SignInClient {
  ip: string;
  userAgent: string;
}

/** The answer of the password step. */
export interface SignInChallenge {
  step: 'code' | 'enrol';
  challenge: string;
  /** Enrolment only: the Base32 secret and its otpauth:// URI (issuer: the merchant's name). */
  secret?: string;
  uri?: string;
}

/** The answer of the code step: the session token and who signed in. */
export interface SignInSession {
  token: string;
  operator: OperatorIdentity;
  /** Set after an owner's password reset: the console asks for a new password first. */
  mustChangePassword: boolean;
}

async function record(
  db: Db,
  merchantId: number,
  operatorId: number | null,
  username: string,
  step: 'password' | 'code',
  result: string,
  client: SignInClient,
  now: Date,
): Promise<void> {
  await db.insert(operatorSignInAttempts).values({
    merchantId,
    operatorId,
    username: username.slice(0, 64),
    step,
    result,
    ip: client.ip.slice(0, 64),
    at: now,
  });
}

/** Failed attempts (either step) of a staff member in the last hour. */
export async function failuresLastHour(db: Db, operatorId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(operatorSignInAttempts)
    .where(
      and(
        eq(operatorSignInAttempts.operatorId, operatorId),
        inArray(operatorSignInAttempts.result, FAILURES),
        gt(operatorSignInAttempts.at, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return row?.n ?? 0;
}

async function refuseLocked(db: Db, operatorId: number, now: Date): Promise<void> {
  if ((await failuresLastHour(db, operatorId, now)) >= OPERATOR_LOCKOUT_FAILURES)
    throw new ApiError(429, 'OPERATOR_LOCKED', 'operatorLocked', { headers: { 'retry-after': '3600' } });
}

/** The stored second-factor row of a staff member, if any. */
export async function credentialsOf(db: Db, operatorId: number) {
  const [row] = await db
    .select()
    .from(operatorCredentials)
    .where(eq(operatorCredentials.operatorId, operatorId))
    .limit(1);
  return row;
}

/**
 * The password step of staff member `username` of merchant `merchantId`.
 * @returns a challenge for {@link finishSignIn}: `code`, or `enrol` with a new secret.
 * @throws 401 OPERATOR_BAD_CREDENTIALS (same for an unknown name, a wrong password and a disabled
 *   account); 429 OPERATOR_LOCKED.
 */
export async function beginSignIn(
  db: Db,
  merchantId: number,
  issuer: string,
  username: string,
  password: string,
  client: SignInClient,
  now: Date,
): Promise<SignInChallenge> {
  const name = username.trim().toLowerCase();
  const [op] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.username, name)))
    .limit(1);
  if (op) await refuseLocked(db, op.id, now);
  const valid = await verifyPassword(op?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!op || !valid || !op.active) {
    await record(
      db,
      merchantId,
      op?.id ?? null,
      name,
      'password',
      op && !op.active ? 'DISABLED' : 'BAD_PASSWORD',
      client,
      now,
    );
    throw new ApiError(401, 'OPERATOR_BAD_CREDENTIALS', 'operatorBadCredentials');
  }
  await record(db, merchantId, op.id, name, 'password', 'PASSWORD_OK', client, now);
  const creds = await credentialsOf(db, op.id);
  const enrolled = Boolean(creds?.totpSecret && creds.totpConfirmedAt);
  const challenge = randomToken();
  const secret = enrolled ? undefined : generateSecret();
  await db.insert(operatorChallenges).values({
    tokenHash: sha256Hex(challenge),
    operatorId: op.id,
    pendingSecret: secret ? seal(secret) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MINUTES * 60_000),
  });
  if (!secret) return { step: 'code', challenge };
  return { step: 'enrol', challenge, secret, uri: generateURI({ issuer, label: op.username, secret }) };
}

const challengeExpired = () => new ApiError(401, 'OPERATOR_CHALLENGE_EXPIRED', 'operatorChallengeExpired');

/**
 * The code step: checks `code` against the staff member's secret (or, when enrolling, the new one,
 * which it then keeps) and makes the session.
 * @throws 401 OPERATOR_CHALLENGE_EXPIRED (unknown, used, expired or dead challenge; another
 *   merchant's), 401 OPERATOR_BAD_CODE (the challenge stays open), 429 OPERATOR_LOCKED.
 */
export async function finishSignIn(
  db: Db,
  merchantId: number,
  challenge: string,
  code: string,
  client: SignInClient,
  now: Date,
): Promise<SignInSession> {
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(challenge)) throw challengeExpired();
  const [row] = await db
    .select({ c: operatorChallenges, op: operators, role: operatorRoles })
    .from(operatorChallenges)
    .innerJoin(operators, eq(operators.id, operatorChallenges.operatorId))
    .leftJoin(operatorRoles, eq(operatorRoles.id, operators.roleId))
    .where(eq(operatorChallenges.tokenHash, sha256Hex(challenge)))
    .limit(1);
  if (
    !row ||
    row.op.merchantId !== merchantId ||
    !row.op.active ||
    row.c.usedAt ||
    row.c.expiresAt <= now ||
    row.c.failures >= CHALLENGE_MAX_FAILURES
  )
    throw challengeExpired();
  const { op } = row;
  await refuseLocked(db, op.id, now);
  const creds = await credentialsOf(db, op.id);
  const enrolling = row.c.pendingSecret !== null;
  const sealed = enrolling ? row.c.pendingSecret! : creds?.totpSecret;
  const step = sealed ? await totpStep(unseal(sealed), code, now) : null;
  const stale = step !== null && !enrolling && creds?.totpLastStep != null && step < creds.totpLastStep;
  if (step === null || stale) {
    await db
      .update(operatorChallenges)
      .set({ failures: row.c.failures + 1 })
      .where(eq(operatorChallenges.id, row.c.id));
    await record(db, merchantId, op.id, op.username, 'code', 'BAD_CODE', client, now);
    throw new ApiError(401, 'OPERATOR_BAD_CODE', 'operatorBadCode', { value: { field: 'code', in: 'body' } });
  }
  // the challenge opens one session: two requests with it, one wins
  const used = await db
    .update(operatorChallenges)
    .set({ usedAt: now })
    .where(and(eq(operatorChallenges.id, row.c.id), isNull(operatorChallenges.usedAt)))
    .returning({ id: operatorChallenges.id });
  if (!used.length) throw challengeExpired();
  const set = {
    totpLastStep: step,
    lastSignInAt: now,
    ...(enrolling ? { totpSecret: sealed!, totpConfirmedAt: now } : {}),
  };
  await db
    .insert(operatorCredentials)
    .values({ operatorId: op.id, ...set })
    .onConflictDoUpdate({ target: operatorCredentials.operatorId, set });
  await record(db, merchantId, op.id, op.username, 'code', 'SUCCESS', client, now);
  const token = randomToken();
  await db.insert(operatorSessions).values({
    tokenHash: sha256Hex(token),
    operatorId: op.id,
    createdAt: now,
    lastSeenAt: now,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 400),
  });
  return { token, operator: identityOf(op, row.role), mustChangePassword: creds?.mustChangePassword ?? false };
}

/**
 * Gives staff member `operatorId` a confirmed second factor with a known secret (the seed's demo
 * staff, so demos and tests can compute codes). Idempotent.
 */
export async function setKnownSecret(db: Db, operatorId: number, secret: string, now: Date): Promise<void> {
  await db
    .insert(operatorCredentials)
    .values({ operatorId, totpSecret: seal(secret), totpConfirmedAt: now })
    .onConflictDoNothing();
}
