/**
 * Login history and the counts read from it (README "Sign-in extras"; OWASP ASVS 2.2.1):
 * - every attempt is recorded with IP, user agent and result;
 * - an account with {@link AttemptLimits.lockoutFailures} (100) failed logins in the last hour
 *   is locked until the oldest of them is an hour old (a correct password is refused meanwhile);
 * - a captcha is required once the account (since its last success) or the IP (since its last
 *   success there) has failed `captchaAfter...` times within the hour.
 */
import { and, count, eq, gt, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { knownIps, loginHistory } from '../../db/schema.ts';
import { CAPTCHA_AFTER_ACCOUNT_FAILURES, CAPTCHA_AFTER_IP_FAILURES, MAX_FAILED_LOGINS_PER_HOUR } from './rules.ts';
import type { ClientInfo } from './sessions.ts';

const HOUR_MS = 3_600_000;

export interface AttemptLimits {
  lockoutFailures: number;
  captchaAfterAccountFailures: number;
  captchaAfterIpFailures: number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  lockoutFailures: MAX_FAILED_LOGINS_PER_HOUR,
  captchaAfterAccountFailures: CAPTCHA_AFTER_ACCOUNT_FAILURES,
  captchaAfterIpFailures: CAPTCHA_AFTER_IP_FAILURES,
};

export interface AttemptRecord {
  merchantId: number;
  memberId: number | null;
  username: string;
  loginType: string;
  result: string;
}

/** Appends one attempt to the login history. */
export async function recordAttempt(db: Db, attempt: AttemptRecord, client: ClientInfo, now: Date): Promise<void> {
  await db.insert(loginHistory).values({
    ...attempt,
    username: attempt.username.slice(0, 64),
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 400),
    at: now,
  });
}

/** Failures of an account in the last hour (every failure counts toward the lockout). */
export async function accountFailuresLastHour(db: Db, memberId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - HOUR_MS);
  const [row] = await db
    .select({ n: count() })
    .from(loginHistory)
    .where(and(eq(loginHistory.memberId, memberId), ne(loginHistory.result, 'SUCCESS'), gt(loginHistory.at, since)));
  return row?.n ?? 0;
}

/** Failures (within the hour) after the last success, for an account or an IP. */
async function failuresSinceSuccess(db: Db, where: ReturnType<typeof eq>, now: Date): Promise<number> {
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [last] = await db
    .select({ at: max(loginHistory.at) })
    .from(loginHistory)
    .where(and(where, eq(loginHistory.result, 'SUCCESS')));
  const since = last?.at && new Date(last.at) > hourAgo ? new Date(last.at) : hourAgo;
  const [row] = await db
    .select({ n: count() })
    .from(loginHistory)
    .where(and(where, ne(loginHistory.result, 'SUCCESS'), gt(loginHistory.at, since)));
  return row?.n ?? 0;
}

/** Whether the next login of this account from this IP must carry a captcha. */
export async function captchaRequired(
  db: Db,
  memberId: number | null,
  ip: string,
  limits: AttemptLimits,
  now: Date,
): Promise<boolean> {
  if ((await failuresSinceSuccess(db, eq(loginHistory.ip, ip), now)) >= limits.captchaAfterIpFailures) return true;
  if (memberId === null) return false;
  return (
    (await failuresSinceSuccess(db, eq(loginHistory.memberId, memberId), now)) >= limits.captchaAfterAccountFailures
  );
}

/** Whether the member already logged in from this IP; and whether it has any known IP. */
export async function ipStatus(
  db: Db,
  memberId: number,
  ip: string,
): Promise<{ known: boolean; hasKnownIps: boolean }> {
  const rows = await db.select({ ip: knownIps.ip }).from(knownIps).where(eq(knownIps.memberId, memberId));
  return { known: rows.some((r) => r.ip === ip), hasKnownIps: rows.length > 0 };
}

/** Records that the member logged in from this IP. */
export async function rememberIp(db: Db, memberId: number, ip: string, now: Date): Promise<void> {
  await db
    .insert(knownIps)
    .values({ memberId, ip: ip.slice(0, 64), firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({ target: [knownIps.memberId, knownIps.ip], set: { lastSeenAt: now } });
}
