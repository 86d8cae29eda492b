/**
 * Logging in (spec sections 4, 6 and 8): username + password (captcha once
 * flagged), SMS code, the per-account lockout, the non-member and non-agent refusals, the
 * new-IP verification, and the answer every successful login shares.
 */
import { assertNotExcluded } from '../rg/checks.ts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { loginTickets, memberLocks, members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { accountFailuresLastHour, captchaRequired, ipStatus, recordAttempt, rememberIp } from './attempts.ts';
import { checkCaptcha } from './captcha.ts';
import { consumeHumanCheck } from './humanCheck.ts';
import { assertCode, checkCode } from './codes.ts';
import { authenticatorBound } from './authenticator.ts';
import { activeCards } from './ipBankName.ts';
import type { AuthDeps, CallContext } from './context.ts';
import type { IpMethod, LoginFailureValue, LoginPayload, LoginValue } from '../../../contract/types.ts';
import { findByMobile, findByUsername, maskEmail, maskMobile, memberInfo } from './members.ts';
import { constantTimeEquals, decoyPasswordHash, verifyPassword } from './passwords.ts';
import { canLogIn, formatMobile, isAgentType, type Mobile } from './rules.ts';
import { featureOn } from '../features.ts';
import { issueSession, type MemberRow } from './sessions.ts';
import { randomToken, sha256Hex } from './tokens.ts';

/** A successful login's value: the shared contract (contract/types.ts). */
export type { LoginValue };

/** What a password login reads of the login body (contract/types.ts LoginPayload). */
export type PasswordLogin = Pick<LoginPayload, 'username' | 'password' | 'captcha' | 'agentLogin' | 'altcha'>;

/** Verification methods offered for a new IP (spec section 4; contract/types.ts). */
export type { IpMethod };
export const TICKET_TTL_MS = 10 * 60_000;

/** The login type of one-click social sign-ins (./socialLogin.ts). */
export const SOCIAL_LOGIN_TYPE = 'social';

/** Login types that never force a password change (spec section 4: "the type is not sms or firebase"). */
const NO_FORCED_CHANGE = new Set(['sms', 'firebase', SOCIAL_LOGIN_TYPE, 'freePlay', 'register', 'phoneReset']);

/**
 * Finishes a login: session, known IP, history, flags. `usesInitial`: the typed password is the
 * merchant's initial password. A password login with the initial or a temporary password, or an
 * expired one while password.expiryForceChange is on, gets a session held to a password change (spec
 * section 4; enforced by the auth plugin, so skipping the browser's dialog gains nothing).
 */
export async function completeLogin(
  deps: AuthDeps,
  ctx: CallContext,
  member: MemberRow,
  loginType: string,
  usesInitial = false,
): Promise<LoginValue> {
  const now = deps.now();
  // Responsible gaming (docs/responsible-gaming.md): a time-out, self-exclusion or closure refuses every login kind (403 RG_EXCLUDED).
  await assertNotExcluded(deps.db, member.merchantId, member.id, now);
  const passwordExpired = member.passwordExpiresAt !== null && member.passwordExpiresAt.getTime() <= now.getTime();
  const mustChangePassword = usesInitial || member.mustChangePassword;
  const held =
    !NO_FORCED_CHANGE.has(loginType) &&
    (mustChangePassword ||
      (passwordExpired && featureOn(ctx.merchant.config.permission, 'password.expiryForceChange')));
  const token = await issueSession(deps.db, member.id, loginType, ctx.client, now, held);
  await rememberIp(deps.db, member.id, ctx.client.ip, now);
  await recordAttempt(
    deps.db,
    { merchantId: member.merchantId, memberId: member.id, username: member.username, loginType, result: 'SUCCESS' },
    ctx.client,
    now,
  );
  await deps.db.update(members).set({ firstLogin: false, lastLoginAt: now }).where(eq(members.id, member.id));
  return {
    token,
    firstTimeLogin: member.firstLogin || usesInitial,
    passwordExpired,
    mustChangePassword,
    passwordChangeRequired: held,
    member: memberInfo(member),
  };
}

/** Refuses an account locked by staff (403 ACCOUNT_SUSPENDED) or by failed logins (429 ACCOUNT_LOCKED, OWASP ASVS 2.2.1). */
export async function assertNotLocked(
  deps: AuthDeps,
  ctx: CallContext,
  member: MemberRow,
  loginType: string,
): Promise<void> {
  const now = deps.now();
  // Locked by staff (README "Operator console", player management): refused until unlocked.
  const [staffLock] = await deps.db
    .select({ id: memberLocks.memberId })
    .from(memberLocks)
    .where(eq(memberLocks.memberId, member.id))
    .limit(1);
  if (staffLock) {
    await recordAttempt(
      deps.db,
      { merchantId: member.merchantId, memberId: member.id, username: member.username, loginType, result: 'SUSPENDED' },
      ctx.client,
      now,
    );
    throw new ApiError(403, 'ACCOUNT_SUSPENDED', 'accountSuspended');
  }
  if ((await accountFailuresLastHour(deps.db, member.id, now)) < deps.limits.lockoutFailures) return;
  await recordAttempt(
    deps.db,
    { merchantId: member.merchantId, memberId: member.id, username: member.username, loginType, result: 'LOCKED' },
    ctx.client,
    now,
  );
  throw new ApiError(429, 'ACCOUNT_LOCKED', 'accountLocked', { headers: { 'retry-after': '3600' } });
}

/** Refuses members on the agent page and non-members anywhere (spec section 6). */
export async function assertType(
  deps: AuthDeps,
  ctx: CallContext,
  member: MemberRow,
  loginType: string,
  agentLogin: boolean,
): Promise<void> {
  const fail = !canLogIn(member.type)
    ? (['NOT_MEMBER', 'nonMember'] as const)
    : agentLogin && !isAgentType(member.type)
      ? (['NOT_AGENT', 'nonAgent'] as const)
      : null;
  if (!fail) return;
  await recordAttempt(
    deps.db,
    { merchantId: member.merchantId, memberId: member.id, username: member.username, loginType, result: fail[0] },
    ctx.client,
    deps.now(),
  );
  throw new ApiError(403, fail[0], fail[1]);
}

/**
 * The new-IP methods a member can use (spec section 4): sms with a mobile, email with an email,
 * bankName with at least one bank card not removed (target: its bank and last four digits),
 * google with a confirmed authenticator (target: empty).
 */
export async function ipMethods(
  db: AuthDeps['db'],
  member: MemberRow,
): Promise<NonNullable<LoginFailureValue['methods']>> {
  const out: { method: IpMethod; target: string }[] = [];
  if (member.mobileNumber && member.mobileCountryCode)
    out.push({
      method: 'sms',
      target: maskMobile({ countryCode: member.mobileCountryCode, number: member.mobileNumber }),
    });
  if (member.email) out.push({ method: 'email', target: maskEmail(member.email) });
  const [card] = await activeCards(db, member.id);
  if (card) out.push({ method: 'bankName', target: `${card.bankName} ****${card.last4}` });
  if (await authenticatorBound(db, member.id)) out.push({ method: 'google', target: '' });
  return out;
}

/**
 * Username + password login. The human check comes first (spec section 4: geetest-style, not
 * for sms): a missing, invalid or reused solution is refused before the password is looked at.
 * @throws 400 HUMAN_CHECK_REQUIRED / HUMAN_CHECK_FAILED (value.humanCheckRequired), 400 CAPTCHA_REQUIRED / CAPTCHA_FAILED (value.captchaRequired), 401 BAD_CREDENTIALS
 *   (value.captchaRequired when the next try needs one), 429 ACCOUNT_LOCKED, 403 NOT_MEMBER /
 *   NOT_AGENT, 401 IP_VERIFICATION_REQUIRED (value: ticket and methods).
 */
export async function passwordLogin(
  deps: AuthDeps,
  ctx: CallContext,
  body: PasswordLogin,
  captchaId: string | undefined,
): Promise<LoginValue> {
  const { db } = deps;
  const loginType = 'username';
  const human = await consumeHumanCheck(db, { merchantId: ctx.merchant.id, purpose: 'login' }, body.altcha, deps.now());
  if (human !== 'ok') {
    const missing = human === 'missing';
    throw new ApiError(
      400,
      missing ? 'HUMAN_CHECK_REQUIRED' : 'HUMAN_CHECK_FAILED',
      missing ? 'humanCheckRequired' : 'humanCheckFailed',
      { value: { field: 'altcha', in: 'body', humanCheckRequired: true } },
    );
  }
  const member = await findByUsername(db, ctx.merchant.id, body.username);
  const attempt = (result: string) => ({
    merchantId: ctx.merchant.id,
    memberId: member?.id ?? null,
    username: body.username.trim().toLowerCase(),
    loginType,
    result,
  });
  if (member) await assertNotLocked(deps, ctx, member, loginType);

  if (await captchaRequired(db, member?.id ?? null, ctx.client.ip, deps.limits, deps.now())) {
    const missing = !body.captcha?.trim();
    if (missing || !(await checkCaptcha(db, captchaId, body.captcha, deps.now()))) {
      await recordAttempt(db, attempt(missing ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_FAILED'), ctx.client, deps.now());
      throw new ApiError(
        400,
        missing ? 'CAPTCHA_REQUIRED' : 'CAPTCHA_FAILED',
        missing ? 'captchaMissing' : 'captchaFailed',
        { value: { field: 'captcha', in: 'body', captchaRequired: true } },
      );
    }
  }

  let passwordOk = await verifyPassword(member?.passwordHash ?? (await decoyPasswordHash()), body.password);
  let usedReset = false;
  if (
    !passwordOk &&
    member?.resetPasswordHash &&
    member.resetExpiresAt &&
    member.resetExpiresAt.getTime() > deps.now().getTime()
  ) {
    usedReset = passwordOk = await verifyPassword(member.resetPasswordHash, body.password);
  }
  if (!member || !passwordOk) {
    await recordAttempt(db, attempt('BAD_CREDENTIALS'), ctx.client, deps.now());
    const next = await captchaRequired(db, member?.id ?? null, ctx.client.ip, deps.limits, deps.now());
    throw new ApiError(401, 'BAD_CREDENTIALS', 'badCredentials', { value: { captchaRequired: next } });
  }
  await assertType(deps, ctx, member, loginType, body.agentLogin === true);

  let current = member;
  if (usedReset) {
    [current = member] = await db
      .update(members)
      .set({
        passwordHash: member.resetPasswordHash as string,
        resetPasswordHash: null,
        resetExpiresAt: null,
        mustChangePassword: true,
        passwordChangedAt: deps.now(),
      })
      .where(eq(members.id, member.id))
      .returning();
  }

  const usesInitial = constantTimeEquals(body.password, ctx.settings.initialPassword);
  const ip = await ipStatus(db, member.id, ctx.client.ip);
  const methods = await ipMethods(db, member);
  if (ip.hasKnownIps && !ip.known && methods.length > 0) {
    const ticket = randomToken();
    const now = deps.now();
    await db.insert(loginTickets).values({
      ticketHash: sha256Hex(ticket),
      memberId: member.id,
      ip: ctx.client.ip,
      request: { loginType, agentLogin: body.agentLogin === true, usesInitial },
      createdAt: now,
      expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    });
    await recordAttempt(db, attempt('IP_VERIFICATION_REQUIRED'), ctx.client, now);
    throw new ApiError(401, 'IP_VERIFICATION_REQUIRED', 'ipVerificationRequired', {
      value: { ipVerificationRequired: true, ticket, methods },
    });
  }
  return completeLogin(deps, ctx, current, loginType, usesInitial);
}

/**
 * SMS login (spec section 3: username holds the mobile number, password the code).
 * @throws 400 CODE_MISSING / CODE_INVALID / CODE_EXPIRED, 429 ACCOUNT_LOCKED, 403 NOT_MEMBER / NOT_AGENT.
 */
export async function smsLogin(
  deps: AuthDeps,
  ctx: CallContext,
  mobile: Mobile,
  code: string,
  agentLogin: boolean,
): Promise<LoginValue> {
  const loginType = 'sms';
  const member = await findByMobile(deps.db, ctx.merchant.id, mobile);
  if (member) await assertNotLocked(deps, ctx, member, loginType);
  const result = await checkCode(deps.db, ctx.merchant.id, 'login', formatMobile(mobile), code, deps.now());
  if (!member || result !== 'ok') {
    await recordAttempt(
      deps.db,
      {
        merchantId: ctx.merchant.id,
        memberId: member?.id ?? null,
        username: mobile.number,
        loginType,
        result: 'BAD_CODE',
      },
      ctx.client,
      deps.now(),
    );
    assertCode(result === 'ok' ? 'invalid' : result);
  }
  await assertType(deps, ctx, member as MemberRow, loginType, agentLogin);
  return completeLogin(deps, ctx, member as MemberRow, loginType);
}

/** A live new-IP ticket for this IP, or 401 TICKET_INVALID. */
export async function ticketMember(
  deps: AuthDeps,
  ctx: CallContext,
  ticket: string,
): Promise<{
  ticketId: number;
  member: MemberRow;
  request: { loginType: string; agentLogin: boolean; usesInitial?: boolean };
}> {
  const [row] = await deps.db
    .select({ t: loginTickets, m: members })
    .from(loginTickets)
    .innerJoin(members, eq(members.id, loginTickets.memberId))
    .where(
      and(
        eq(loginTickets.ticketHash, sha256Hex(ticket)),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  // a social sign-in's ticket (./socialLogin.ts) is completed only by its own call
  if (
    !row ||
    row.t.ip !== ctx.client.ip ||
    row.m.merchantId !== ctx.merchant.id ||
    row.t.request.loginType === SOCIAL_LOGIN_TYPE
  )
    throw new ApiError(401, 'TICKET_INVALID', 'ticketInvalid');
  return { ticketId: row.t.id, member: row.m, request: row.t.request };
}

/** Marks login ticket `ticketId` (from ticketMember) used, so it cannot complete a second login. */
export async function useTicket(deps: AuthDeps, ticketId: number): Promise<void> {
  await deps.db.update(loginTickets).set({ usedAt: deps.now() }).where(eq(loginTickets.id, ticketId));
}
