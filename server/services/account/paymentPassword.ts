/**
 * The payment (transaction) password (README "Money"): 6 digits, hashed with argon2id like the
 * login password (server/services/auth/passwords.ts), checked before money leaves a wallet.
 * Rate-limited like the login: every check is recorded; {@link MAX_FAILURES} wrong passwords
 * within an hour lock money-out calls (423) until the oldest of them is an hour old.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { members, paymentPasswordAttempts } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { PaymentPasswordBody } from '../../../contract/types.ts';
import { PAYMENT_PASSWORD_PATTERN as ENGINE_PAYMENT_PASSWORD_PATTERN } from '../../../engine/forms/index.ts';

export const MAX_FAILURES = 5;
const HOUR_MS = 3_600_000;
/** The engine's payment password pattern (engine/forms/fields.ts), the one every form checks. */
export const PAYMENT_PASSWORD_PATTERN = new RegExp(ENGINE_PAYMENT_PASSWORD_PATTERN);

async function failuresLastHour(db: Db, memberId: number, now: Date): Promise<Date[]> {
  const rows = await db
    .select({ at: paymentPasswordAttempts.at, success: paymentPasswordAttempts.success })
    .from(paymentPasswordAttempts)
    .where(
      and(
        eq(paymentPasswordAttempts.memberId, memberId),
        gt(paymentPasswordAttempts.at, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(asc(paymentPasswordAttempts.at));
  // failures after the last success count
  const lastSuccess = rows.map((r) => r.success).lastIndexOf(true);
  return rows.slice(lastSuccess + 1).map((r) => r.at);
}

/**
 * Checks a member's payment password.
 * @throws ApiError 400 PAYMENT_PASSWORD_NOT_SET, 423 PAYMENT_PASSWORD_LOCKED (retry-after), 400
 *   PAYMENT_PASSWORD_WRONG (value `{ remainingAttempts }`).
 */
export async function verifyPaymentPassword(db: Db, member: MemberRow, password: unknown, now: Date): Promise<void> {
  const [row] = await db
    .select({ hash: members.paymentPasswordHash })
    .from(members)
    .where(eq(members.id, member.id))
    .limit(1);
  if (!row?.hash) throw new ApiError(400, 'PAYMENT_PASSWORD_NOT_SET', 'paymentPasswordNotSet');
  const failures = await failuresLastHour(db, member.id, now);
  if (failures.length >= MAX_FAILURES) {
    const retry = Math.max(1, Math.ceil((failures[0]!.getTime() + HOUR_MS - now.getTime()) / 1000));
    throw new ApiError(423, 'PAYMENT_PASSWORD_LOCKED', 'paymentPasswordLocked', {
      headers: { 'retry-after': String(retry) },
    });
  }
  const ok =
    typeof password === 'string' &&
    PAYMENT_PASSWORD_PATTERN.test(password) &&
    (await verifyPassword(row.hash, password));
  await db.insert(paymentPasswordAttempts).values({ memberId: member.id, success: ok, at: now });
  if (ok) return;
  const remaining = MAX_FAILURES - failures.length - 1;
  if (remaining <= 0)
    throw new ApiError(423, 'PAYMENT_PASSWORD_LOCKED', 'paymentPasswordLocked', { headers: { 'retry-after': '3600' } });
  throw new ApiError(400, 'PAYMENT_PASSWORD_WRONG', 'paymentPasswordWrong', {
    value: { remainingAttempts: remaining },
    params: { remaining },
  });
}

/** The body of setting or changing the payment password (contract/types.ts PaymentPasswordBody). */
export type PaymentPasswordInput = PaymentPasswordBody;

/**
 * Sets (first time: with the login password) or changes (with the current payment password) the
 * payment password.
 * @throws ApiError 400 PAYMENT_PASSWORD_FORMAT, CONFIRM_MISMATCH, LOGIN_PASSWORD_WRONG, or the
 *   errors of {@link verifyPaymentPassword}.
 */
export async function savePaymentPassword(
  db: Db,
  member: MemberRow,
  input: PaymentPasswordInput,
  now: Date,
): Promise<void> {
  if (!PAYMENT_PASSWORD_PATTERN.test(input.newPassword))
    throw new ApiError(400, 'PAYMENT_PASSWORD_FORMAT', 'paymentPasswordFormat', {
      value: { field: 'newPassword', in: 'body' },
    });
  if (input.confirmPassword !== input.newPassword)
    throw new ApiError(400, 'CONFIRM_MISMATCH', 'confirmMismatch', { value: { field: 'confirmPassword', in: 'body' } });
  const [row] = await db
    .select({ hash: members.paymentPasswordHash, login: members.passwordHash })
    .from(members)
    .where(eq(members.id, member.id))
    .limit(1);
  if (row?.hash) {
    await verifyPaymentPassword(db, member, input.oldPassword, now);
  } else {
    // the login password is checked under the same lockout, so this call cannot be used to guess it
    if ((await failuresLastHour(db, member.id, now)).length >= MAX_FAILURES)
      throw new ApiError(423, 'PAYMENT_PASSWORD_LOCKED', 'paymentPasswordLocked', {
        headers: { 'retry-after': '3600' },
      });
    const ok = Boolean(input.loginPassword) && (await verifyPassword(row!.login, input.loginPassword!));
    await db.insert(paymentPasswordAttempts).values({ memberId: member.id, success: ok, at: now });
    if (!ok)
      throw new ApiError(400, 'LOGIN_PASSWORD_WRONG', 'loginPasswordWrong', {
        value: { field: 'loginPassword', in: 'body' },
      });
  }
  await db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(input.newPassword) })
    .where(eq(members.id, member.id));
}

/** Whether the member has a payment password. */
export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ hash: members.paymentPasswordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return Boolean(row?.hash);
}
