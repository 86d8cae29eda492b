/**
 * Google code (authenticator, RFC 6238 TOTP: SHA-1, 6 digits, 30 s steps) for the new-IP
 * verification (spec section 4: "Login from an unregistered IP needs extra verification (SMS,
 * email, bank account name or Google code)"). The member binds an authenticator in the security
 * center: setup makes a secret (shown as a QR code), confirm checks a first code and marks it
 * bound; only a bound authenticator offers the `google` method; unbind needs a current code.
 * Codes are checked with a ±1 step window (the previous, current and next 30 s step) and each is
 * accepted once: a code of a step not later than the last accepted one is refused (RFC 6238
 * section 5.2, replay). Secrets are sealed at rest (server/crypto/atRest.ts). Library: otplib.
 */
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { seal, unseal } from '../../crypto/atRest.ts';
import type { Db } from '../../db/open.ts';
import { memberAuthenticators } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { AuthenticatorSetup } from '../../../contract/types.ts';

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
export async function setupAuthenticator(
  db: Db,
  member: { id: number; username: string },
  issuer: string,
  now: Date,
): Promise<AuthenticatorSetup> {
  if (await authenticatorBound(db, member.id)) throw new ApiError(409, 'AUTHENTICATOR_BOUND', 'authenticatorBound');
  const secret = generateSecret();
  const sealed = seal(secret);
  await db
    .insert(memberAuthenticators)
    .values({ memberId: member.id, secret: sealed, createdAt: now, confirmedAt: null, lastTimeStep: null })
    .onConflictDoUpdate({
      target: memberAuthenticators.memberId,
      set: { secret: sealed, createdAt: now, confirmedAt: null, lastTimeStep: null },
    });
  return { secret, uri: generateURI({ issuer, label: member.username, secret }) };
}

/**
 * The TOTP time step `code` matches for `secret` at `now`, one step either side (±1 window), or
 * null when it matches none (or is not six digits).
 */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  const token = code.trim();
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_STEP_SECONDS,
  });
  return result.valid && 'epoch' in result ? Math.floor(result.epoch / TOTP_STEP_SECONDS) : null;
}

type AuthenticatorRow = typeof memberAuthenticators.$inferSelect;

/**
 * Accepts `code` for the member's row once: the step must match and be later than the last one
 * accepted, recorded in the same statement (two requests with one code: one wins). Re-seals a
 * secret stored before sealing existed.
 * @returns whether the code was accepted.
 */
async function acceptCode(
  db: Db,
  row: AuthenticatorRow,
  code: string,
  now: Date,
  extra: Partial<AuthenticatorRow> = {},
): Promise<boolean> {
  const secret = unseal(row.secret);
  const step = await totpStep(secret, code, now);
  if (step === null) return false;
  const accepted = await db
    .update(memberAuthenticators)
    .set({ lastTimeStep: step, secret: row.secret.startsWith('v1:') ? row.secret : seal(secret), ...extra })
    .where(
      and(
        eq(memberAuthenticators.memberId, row.memberId),
        or(isNull(memberAuthenticators.lastTimeStep), lt(memberAuthenticators.lastTimeStep, step)),
      ),
    )
    .returning({ memberId: memberAuthenticators.memberId });
  return accepted.length > 0;
}

const codeInvalid = () => new ApiError(400, 'CODE_INVALID', 'codeInvalid', { value: { field: 'code', in: 'body' } });

/**
 * Confirms binding with a first code from the app.
 * @throws 400 AUTHENTICATOR_NOT_STARTED without a setup, 409 AUTHENTICATOR_BOUND when already
 *   confirmed, 400 CODE_INVALID for a wrong (or already used) code.
 */
export async function confirmAuthenticator(db: Db, memberId: number, code: string, now: Date): Promise<void> {
  const [row] = await db
    .select()
    .from(memberAuthenticators)
    .where(eq(memberAuthenticators.memberId, memberId))
    .limit(1);
  if (!row) throw new ApiError(400, 'AUTHENTICATOR_NOT_STARTED', 'authenticatorNotStarted');
  if (row.confirmedAt) throw new ApiError(409, 'AUTHENTICATOR_BOUND', 'authenticatorBound');
  if (!(await acceptCode(db, row, code, now, { confirmedAt: now }))) throw codeInvalid();
}

const confirmedRow = async (db: Db, memberId: number): Promise<AuthenticatorRow | undefined> =>
  (
    await db
      .select()
      .from(memberAuthenticators)
      .where(and(eq(memberAuthenticators.memberId, memberId), isNotNull(memberAuthenticators.confirmedAt)))
      .limit(1)
  )[0];

/** Whether `code` is right for the member's confirmed authenticator (false when none is bound, or the code was used). */
export async function googleCodeMatches(db: Db, memberId: number, code: string, now: Date): Promise<boolean> {
  const row = await confirmedRow(db, memberId);
  return row ? acceptCode(db, row, code, now) : false;
}

/**
 * Unbinds the member's authenticator with a current code from it (a lost phone: customer service).
 * @throws 400 AUTHENTICATOR_NOT_BOUND when none is bound, 400 CODE_INVALID for a wrong or used code.
 */
export async function unbindAuthenticator(db: Db, memberId: number, code: string, now: Date): Promise<void> {
  const row = await confirmedRow(db, memberId);
  if (!row) throw new ApiError(400, 'AUTHENTICATOR_NOT_BOUND', 'authenticatorNotBound');
  if (!(await acceptCode(db, row, code, now))) throw codeInvalid();
  await db.delete(memberAuthenticators).where(eq(memberAuthenticators.memberId, memberId));
}
