/**
 * The securityCenter's profile and the binding of a mobile number or an e-mail with a code
 * (README "Member center and header wallet"), reusing the sign-in code service (server/services/auth/codes.ts: 6 digits,
 * 5 minutes, rate limits). Binding codes use the `register` purpose: like a registration code,
 * they prove that the caller holds the number or mailbox.
 */
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { bankCards, members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { assertCode, checkCode, sendCode } from '../auth/codes.ts';
import type { CallContext, AuthDeps } from '../auth/context.ts';
import { findByMobile } from '../auth/members.ts';
import { formatMobile, type Mobile } from '../auth/rules.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { AccountProfile } from '../../../contract/types.ts';

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,}$/;

/** "de***@example.com". */
export function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  return `${(name ?? '').slice(0, 2)}***@${domain ?? ''}`;
}

/** "+86 138****8000". */
export function maskMobile(countryCode: string, number: string): string {
  return `+${countryCode} ${number.length > 7 ? `${number.slice(0, 3)}****${number.slice(-4)}` : `${number.slice(0, 1)}****`}`;
}

/** The profile of the securityCenter (docs/api/member-center.md "Account"). */
export async function profileOf(db: Db, memberId: number): Promise<AccountProfile> {
  const [m] = await db.select().from(members).where(eq(members.id, memberId)).limit(1);
  if (!m) throw new ApiError(401, 'NOT_LOGGED_IN', 'notLoggedIn');
  const [cards] = await db
    .select({ n: count() })
    .from(bankCards)
    .where(and(eq(bankCards.memberId, memberId), isNull(bankCards.removedAt)));
  return {
    username: m.username,
    nickname: m.nickname,
    type: m.type,
    payeeName: m.profile.payeeName ?? null,
    email: m.email ? maskEmail(m.email) : null,
    mobile: m.mobileNumber && m.mobileCountryCode ? maskMobile(m.mobileCountryCode, m.mobileNumber) : null,
    emailBound: Boolean(m.email),
    mobileBound: Boolean(m.mobileNumber),
    hasPaymentPassword: Boolean(m.paymentPasswordHash),
    bankCardCount: cards?.n ?? 0,
    createdAt: m.createdAt.toISOString(),
    lastLoginAt: m.lastLoginAt ? m.lastLoginAt.toISOString() : null,
  };
}

/** A lower-cased e-mail. @throws 400 EMAIL_FORMAT ('E-mail format is incorrect'). */
export function emailOf(value: string): string {
  const email = value.trim().toLowerCase();
  if (!EMAIL.test(email))
    throw new ApiError(400, 'EMAIL_FORMAT', 'emailFormat', { value: { field: 'email', in: 'body' } });
  return email;
}

async function assertMobileFree(db: Db, member: MemberRow, mobile: Mobile): Promise<void> {
  const owner = await findByMobile(db, member.merchantId, mobile);
  if (owner && owner.id !== member.id)
    throw new ApiError(409, 'MOBILE_TAKEN', 'mobileTaken', { value: { field: 'mobileNum', in: 'body' } });
}

async function assertEmailFree(db: Db, member: MemberRow, email: string): Promise<void> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(
      and(
        eq(members.merchantId, member.merchantId),
        sql`lower(${members.email}) = ${email}`,
        ne(members.id, member.id),
      ),
    )
    .limit(1);
  if (row) throw new ApiError(409, 'EMAIL_TAKEN', 'emailTaken', { value: { field: 'email', in: 'body' } });
}

/** Sends a binding code to a mobile number (SMS) or an e-mail. @returns expiredMinutes. */
export async function sendBindingCode(
  deps: AuthDeps,
  ctx: CallContext,
  member: MemberRow,
  target: { mobile: Mobile } | { email: string },
) {
  if ('mobile' in target) await assertMobileFree(deps.db, member, target.mobile);
  else await assertEmailFree(deps.db, member, target.email);
  const channel = 'mobile' in target ? 'sms' : 'email';
  const to = 'mobile' in target ? formatMobile(target.mobile) : target.email;
  return sendCode(
    deps.db,
    deps.provider,
    {
      merchantId: member.merchantId,
      merchantName: ctx.merchant.name,
      purpose: 'register',
      channel,
      target: to,
      ip: ctx.client.ip,
      language: ctx.language,
    },
    deps.now(),
  );
}

/**
 * Binds a mobile number or an e-mail after checking its code.
 * @throws 400 CODE_MISSING / CODE_INVALID / CODE_EXPIRED, 409 MOBILE_TAKEN / EMAIL_TAKEN.
 */
export async function bind(
  deps: AuthDeps,
  member: MemberRow,
  target: { mobile: Mobile } | { email: string },
  code: string | undefined,
) {
  const to = 'mobile' in target ? formatMobile(target.mobile) : target.email;
  if ('mobile' in target) await assertMobileFree(deps.db, member, target.mobile);
  else await assertEmailFree(deps.db, member, target.email);
  assertCode(await checkCode(deps.db, member.merchantId, 'register', to, code, deps.now()));
  const set =
    'mobile' in target
      ? { mobileCountryCode: target.mobile.countryCode, mobileNumber: target.mobile.number }
      : { email: target.email };
  try {
    await deps.db.update(members).set(set).where(eq(members.id, member.id));
  } catch {
    throw new ApiError(409, 'MOBILE_TAKEN', 'mobileTaken', { value: { field: 'mobileNum', in: 'body' } });
  }
  return profileOf(deps.db, member.id);
}
