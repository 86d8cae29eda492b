/**
 * Google code (authenticator, RFC 6238 TOTP: SHA-1, 6 digits, 30 s steps) for the new-IP
 * verification (spec section 4: "Login from an unregistered IP needs extra verification (SMS,
 * email, bank account name or Google code)"). The member binds an authenticator in the security
 * center: setup makes a secret (shown as a QR code), confirm checks a first code and marks it
 * bound; only a bound authenticator offers the `google` method. Codes are checked with a ±1
 * step window (the previous, current and next 30 s step). Library: otplib.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/open.ts';
import { memberAuthenticators } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';

/** Seconds of one TOTP step (RFC 6238 default, what authenticator apps use). */
export const TOTP_STEP_SECONDS = 30;

/** Whether the member has a confirmed authenticator. */
export async function authenticatorBound(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberAuthenticators.memberId })
    .from(memberAuthenticators)
    .where(and(eq(memberAuthenticators.memberId, memberId), isNotNull(memberAuthenticators.confirmedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Starts binding: a new secret replaces any unconfirmed one.
 * @returns the Base32 secret and the otpauth:// URI for the QR code (issuer: merchant name, label: username).
 * @throws 409 AUTHENTICATOR_BOUND when one is already confirmed.
 */
export async function setupAuthenticator(db: Db, member: { id: number; username: string }, issuer: string, now: Date): Promise<{ secret: string; uri: string }> {
  if (await authenticatorBound(db, member.id)) throw new ApiError(409, 'AUTHENTICATOR_BOUND', 'authenticatorBound');
  const secret = generateSecret();
  await db
    .insert(memberAuthenticators)
    .values({ memberId: member.id, secret, createdAt: now, confirmedAt: null })
    .onConflictDoUpdate({ target: memberAuthenticators.memberId, set: { secret, createdAt: now, confirmedAt: null } });
  return { secret, uri: generateURI({ issuer, label: member.username, secret }) };
}

/** Whether `code` is the TOTP of `secret` at `now`, one step either side (±1 window). */
export async function totpMatches(secret: string, code: string, now: Date): Promise<boolean> {
  const token = code.trim();
  if (!/^\d{6}$/.test(token)) return false;
  const result = await verify({ secret, token, epoch: Math.floor(now.getTime() / 1000), epochTolerance: TOTP_STEP_SECONDS });
  return result.valid;
}

/**
 * Confirms binding with a first code from the app.
 * @throws 400 AUTHENTICATOR_NOT_STARTED without a setup, 409 AUTHENTICATOR_BOUND when already
 *   confirmed, 400 CODE_INVALID for a wrong code.
 */
export async function confirmAuthenticator(db: Db, memberId: number, code: string, now: Date): Promise<void> {
  const [row] = await db.select().from(memberAuthenticators).where(eq(memberAuthenticators.memberId, memberId)).limit(1);
  if (!row) throw new ApiError(400, 'AUTHENTICATOR_NOT_STARTED', 'authenticatorNotStarted');
  if (row.confirmedAt) throw new ApiError(409, 'AUTHENTICATOR_BOUND', 'authenticatorBound');
  if (!(await totpMatches(row.secret, code, now))) throw new ApiError(400, 'CODE_INVALID', 'codeInvalid', { value: { field: 'code', in: 'body' } });
  await db.update(memberAuthenticators).set({ confirmedAt: now }).where(eq(memberAuthenticators.memberId, memberId));
}

/** Whether `code` is right for the member's confirmed authenticator (false when none is bound). */
export async function googleCodeMatches(db: Db, memberId: number, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ secret: memberAuthenticators.secret })
    .from(memberAuthenticators)
    .where(and(eq(memberAuthenticators.memberId, memberId), isNotNull(memberAuthenticators.confirmedAt)))
    .limit(1);
  return row ? totpMatches(row.secret, code, now) : false;
}
