/**
 * Password changes (spec sections 3, 4 and 5): change (old password checked), forgot by email
 * (a temporary password by email, valid {@link RESET_TTL_MINUTES} minutes, next to the old one,
 * forcing a change when used: nobody can lock a member out by asking for a reset), and set by
 * phone (SMS code; logs in).
 */
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { text } from '../../i18n/messages.ts';
import { recordAttempt } from './attempts.ts';
import { assertCode, checkCode } from './codes.ts';
import type { AuthDeps, CallContext } from './context.ts';
import { completeLogin, type LoginValue } from './login.ts';
import { findByMobile, findByUsername, setPassword } from './members.ts';
import { constantTimeEquals, decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { checkSubmission } from '../forms/submission.ts';
import { canLogIn, formatMobile, passwordExpiry, type Mobile } from './rules.ts';
import { revokeOtherSessions, type MemberRow } from './sessions.ts';
import { randomDigits } from './tokens.ts';

export const RESET_TTL_MINUTES = 30;

/**
 * Checks a new password with the engine's changePassword form (the merchant's password rule and
 * the confirmation, as the browser checks them; services/forms/submission.ts), then that it is
 * not the initial password. A rule error names the field `password`, as the API always has.
 * @param confirmField the confirmation's field, or null when the call sends none.
 */
async function checkNewPassword(
  ctx: CallContext,
  password: string,
  confirmation: unknown,
  confirmField: string | null,
): Promise<void> {
  await checkSubmission(
    'changePassword',
    { newPassword: password, confirmNewPassword: confirmation },
    ctx.merchant.config,
    {
      conditions: { oldPasswordKnown: true },
      fields: confirmField ? ['newPassword', 'confirmNewPassword'] : ['newPassword'],
      reportAs: { newPassword: 'password', ...(confirmField ? { confirmNewPassword: confirmField } : {}) },
    },
  );
  if (constantTimeEquals(password, ctx.settings.initialPassword))
    throw new ApiError(400, 'PASSWORD_REUSED', 'passwordReused', { value: { field: 'newPassword', in: 'body' } });
}

/**
 * Changes the logged-in member's password; other sessions are revoked.
 * @throws 400 OLD_PASSWORD_WRONG (counted as a failed login), field rule errors, PASSWORD_REUSED.
 */
export async function changePassword(
  deps: AuthDeps,
  ctx: CallContext,
  member: MemberRow,
  sessionId: number,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  if (!(await verifyPassword(member.passwordHash, body.oldPassword))) {
    await recordAttempt(
      deps.db,
      {
        merchantId: member.merchantId,
        memberId: member.id,
        username: member.username,
        loginType: 'changePassword',
        result: 'BAD_CREDENTIALS',
      },
      ctx.client,
      deps.now(),
    );
    throw new ApiError(400, 'OLD_PASSWORD_WRONG', 'oldPasswordWrong', { value: { field: 'oldPassword', in: 'body' } });
  }
  await checkNewPassword(ctx, body.newPassword, body.confirmNewPassword, 'confirmNewPassword');
  if (body.newPassword === body.oldPassword)
    throw new ApiError(400, 'PASSWORD_REUSED', 'passwordReused', { value: { field: 'newPassword', in: 'body' } });
  const now = deps.now();
  await setPassword(deps.db, member.id, body.newPassword, passwordExpiry(ctx.settings, now), now);
  await revokeOtherSessions(deps.db, member.id, sessionId, now);
}

/**
 * Forgot by email: when username and email match a member who may log in, emails a temporary
 * password. Answers the same either way (does not reveal whether the account exists).
 */
export async function forgotByEmail(deps: AuthDeps, ctx: CallContext, username: string, email: string): Promise<void> {
  const member = await findByUsername(deps.db, ctx.merchant.id, username);
  const temporary = `Rs${randomDigits(6)}k`;
  const matches =
    member !== null && canLogIn(member.type) && member.email !== null && member.email === email.trim().toLowerCase();
  const hash = matches ? await hashPassword(temporary) : await decoyPasswordHash();
  if (!matches || !member?.email) return;
  const now = deps.now();
  await deps.db
    .update(members)
    .set({ resetPasswordHash: hash, resetExpiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000) })
    .where(eq(members.id, member.id));
  const params = {
    nickname: member.nickname,
    password: temporary,
    minutes: RESET_TTL_MINUTES,
    merchant: ctx.merchant.name,
  };
  const body = text('mail', 'resetBody', ctx.language, params);
  await deps.provider.send({
    merchantId: ctx.merchant.id,
    channel: 'email',
    to: member.email,
    subject: text('mail', 'resetSubject', ctx.language, params),
    body,
  });
}

/**
 * Set password by phone: checks the SMS code (purpose forgot), sets the password, revokes every
 * session and logs in.
 * @throws 400 CODE_* (also when the number is not a member's), field rule errors.
 */
export async function setPasswordByPhone(
  deps: AuthDeps,
  ctx: CallContext,
  mobile: Mobile,
  code: string,
  newPassword: string,
  confirmation: unknown,
): Promise<LoginValue> {
  await checkNewPassword(ctx, newPassword, confirmation, confirmation === undefined ? null : 'confirmNewPassword');
  const member = await findByMobile(deps.db, ctx.merchant.id, mobile);
  const result = await checkCode(deps.db, ctx.merchant.id, 'forgot', formatMobile(mobile), code, deps.now());
  if (!member || result !== 'ok') assertCode(result === 'ok' ? 'invalid' : result);
  const now = deps.now();
  const found = member as MemberRow;
  await setPassword(deps.db, found.id, newPassword, passwordExpiry(ctx.settings, now), now);
  await revokeOtherSessions(deps.db, found.id, null, now);
  const [fresh = found] = await deps.db.select().from(members).where(eq(members.id, found.id)).limit(1);
  return completeLogin(deps, ctx, fresh, 'phoneReset');
}
