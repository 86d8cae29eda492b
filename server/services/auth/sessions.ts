/**
 * Session tokens (README "Sign-in extras"): issue, look up (with idle expiry and touch) and revoke.
 * The token goes to the client once; the database keeps its SHA-256 hash. A session ends when
 * revoked (logout, password change) or when it was idle longer than the merchant's
 * sessionIdleMinutes (default 30).
 */
import type { Executor } from '../../db/executor.ts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { members, merchantSecurity, sessions } from '../../db/schema.ts';
import { revokeMemberTokens } from '../vendor-protocol/tokens.ts';
import { DEFAULT_SECURITY } from './rules.ts';
import { randomToken, sha256Hex } from './tokens.ts';

/** A session's last_seen is written at most this often (ms), to spare the database. */
const TOUCH_EVERY_MS = 30_000;

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export type MemberRow = typeof members.$inferSelect;

export interface ResolvedSession {
  sessionId: number;
  member: MemberRow;
  loginType: string;
  /** The session may only change the password, read the member info and log out (spec section 4 forced change). */
  passwordChangeRequired: boolean;
}

/**
 * Creates a session for a member.
 * @param passwordChangeRequired the login must change its password before anything else.
 * @returns the bearer token (only time it exists in clear).
 */
export async function issueSession(
  db: Db,
  memberId: number,
  loginType: string,
  client: ClientInfo,
  now: Date,
  passwordChangeRequired = false,
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    memberId,
    loginType,
    createdAt: now,
    lastSeenAt: now,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 400),
    passwordChangeRequired,
  });
  return token;
}

/** The session lookup of {@link resolveSession}, built once per database (it runs on every authenticated request). */
const sessionQueries = new WeakMap<Db, ReturnType<typeof buildSessionQuery>>();

function buildSessionQuery(db: Db) {
  return db
    .select({ s: sessions, m: members, idle: merchantSecurity.sessionIdleMinutes })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .leftJoin(merchantSecurity, eq(merchantSecurity.merchantId, members.merchantId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('resolve_session');
}

function sessionQuery(db: Db): ReturnType<typeof buildSessionQuery> {
  let query = sessionQueries.get(db);
  if (!query) {
    query = buildSessionQuery(db);
    sessionQueries.set(db, query);
  }
  return query;
}

/**
 * The live session of a token, touched (last_seen = now, at most every TOUCH_EVERY_MS).
 * @param idleMinutes of the member's merchant, when the caller has read it; by default it is read
 *   in the same statement as the session (merchant_security.session_idle_minutes, 30 without a
 *   row: rules.ts DEFAULT_SECURITY), so a request is authenticated with one statement.
 * @returns null when the token is unknown, revoked, or idle for longer than idleMinutes.
 */
export async function resolveSession(
  db: Db,
  token: string,
  now: Date,
  idleMinutes?: (merchantId: number) => Promise<number>,
): Promise<ResolvedSession | null> {
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(token)) return null;
  const [row] = await sessionQuery(db).execute({ tokenHash: sha256Hex(token) });
  if (!row) return null;
  const idleMs =
    (idleMinutes ? await idleMinutes(row.m.merchantId) : (row.idle ?? DEFAULT_SECURITY.sessionIdleMinutes)) * 60_000;
  if (now.getTime() - row.s.lastSeenAt.getTime() > idleMs) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.s.id));
    return null;
  }
  if (now.getTime() - row.s.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.s.id));
  }
  return {
    sessionId: row.s.id,
    member: row.m,
    loginType: row.s.loginType,
    passwordChangeRequired: row.s.passwordChangeRequired,
  };
}

/** Whether session `sessionId` exists and is not revoked (a live socket checks this each minute). */
export async function sessionLive(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row !== undefined && row.revokedAt === null;
}

/** Revokes one session. */
export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Logout, in one transaction: revokes the session and every live game token of the member, so
 * open game windows stop taking bets (a vendor's late wins are still accepted by round).
 */
export async function logout(db: Db, sessionId: number, memberId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeSession(tx, sessionId, now);
    await revokeMemberTokens(tx, memberId, now);
  });
}

/**
 * Revokes every live session of a member except `keepSessionId` (after a password change); the
 * kept session is no longer held to a password change.
 */
export async function revokeOtherSessions(
  db: Db,
  memberId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<void> {
  const keep = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), keep));
  if (keepSessionId !== null)
    await db.update(sessions).set({ passwordChangeRequired: false }).where(eq(sessions.id, keepSessionId));
}
