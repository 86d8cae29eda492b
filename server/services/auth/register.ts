/**
 * Registration (spec sections 3, 4 and 5): by username (USERNAMEREG3) or by mobile
 * (MOBILENUMREG3; username = the mobile number; SMS code checked when REGMOBVERF3; a password
 * only with MOBILENUMPASSREG3, else the default initial password). The body is
 * checked against the merchant's registration rules, the captcha when the rules enable it, the
 * affiliate (or referral) code when sent: an agent's affiliate code or an enabled invitation link
 * (server/services/agent/tree.ts), else a member's referral code while the merchant runs the
 * referral promotion (the friend joins the inviter's upline's team and is recorded as the
 * inviter's friend: server/services/rewards/referral.ts); success creates a member (type 0, or an agent when the
 * invitation link is for agents) under that agent in the downline tree and logs in.
 */
import { REGISTRATION_FIELDS, type RegistrationField } from '../../../contract/types.ts';
import { ApiError } from '../../http/errors.ts';
import { checkCaptcha } from './captcha.ts';
import { assertCode, checkCode } from './codes.ts';
import type { AuthDeps, CallContext } from './context.ts';
import { completeLogin, type LoginValue } from './login.ts';
import { countInvitationUse, freeInvitationCode, resolveInvitation } from '../agent/tree.ts';
import { recordReferral, resolveReferralCode } from '../rewards/referral.ts';
import { createMember, findByMobile, usernameFree } from './members.ts';
import { checkConfirmation, checkRegistration } from './registrationCheck.ts';
import { flagOn, formatMobile, isAgentType, MEMBER_TYPE, passwordExpiry, type Mobile } from './rules.ts';
import type { Db } from '../../db/open.ts';

export type RegisterMode = 'username' | 'mobile';

/** Profile fields stored as typed (spec section 3, registration user). */
const PROFILE_FIELDS: readonly RegistrationField[] = ['payeeName', 'qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'birthday'];

export interface RegisterInput {
  body: Record<string, unknown>;
  mode: RegisterMode;
  captchaId: string | undefined;
  /** Parses the body's mobile number (routes/auth/common.ts mobileOf). */
  mobile: (number: unknown) => Mobile;
}

/**
 * The fields of each tab, and those it requires whatever the rules say. The mobile tab asks for a
 * password only with MOBILENUMPASSREG3 (`mobilePassword`), like the registerMobile form schema.
 */
export function tabFields(mode: RegisterMode, smsVerification: boolean, mobilePassword = true): { fields: RegistrationField[]; required: RegistrationField[] } {
  const fields = REGISTRATION_FIELDS.filter((f) =>
    f === 'verificationCode' ? mode === 'mobile' && smsVerification : mode === 'mobile' ? f !== 'username' && (mobilePassword || f !== 'password') : true,
  );
  const required: RegistrationField[] =
    mode === 'mobile' ? ['mobileNum', ...(mobilePassword ? (['password'] as const) : []), ...(smsVerification ? (['verificationCode'] as const) : [])] : ['username', 'password'];
  return { fields, required };
}

/**
 * Registers and logs in.
 * @throws 403 FEATURE_OFF, 400 (field rules, confirmation, captcha, code, invitation code),
 *   409 USERNAME_TAKEN / MOBILE_TAKEN.
 */
export async function registerMember(deps: AuthDeps, ctx: CallContext, input: RegisterInput): Promise<LoginValue> {
  const { body, mode } = input;
  const tree = ctx.merchant.config.permission.whitelabel;
  if (!flagOn(tree, mode === 'mobile' ? 'MOBILENUMREG3' : 'USERNAMEREG3')) throw new ApiError(403, 'FEATURE_OFF', 'featureOff');
  const smsVerification = mode === 'mobile' && flagOn(tree, 'REGMOBVERF3');
  // Spec section 4: without MOBILENUMPASSREG3 a mobile sign-up types no password; the account
  // gets the platform's default initial password (a username login with it must change it)
  // and the member signs in by SMS.
  const mobilePassword = mode !== 'mobile' || flagOn(tree, 'MOBILENUMPASSREG3');
  const rules = ctx.merchant.config.registrationRules;
  const { fields, required } = tabFields(mode, smsVerification, mobilePassword);
  const values = checkRegistration(rules, body, fields, required);
  const password = mobilePassword ? (values.password as string) : ctx.settings.initialPassword;
  if (mobilePassword) checkConfirmation(password, body.confirmPassword);

  if (rules.captcha?.enabled && (rules.captcha.required || values.captcha)) {
    if (!(await checkCaptcha(deps.db, input.captchaId, values.captcha, deps.now()))) {
      throw new ApiError(400, 'CAPTCHA_FAILED', 'captchaFailed', { value: { field: 'captcha', in: 'body' } });
    }
  }
  const mobile = values.mobileNum ? input.mobile(values.mobileNum) : null;
  const username = mode === 'mobile' ? (mobile as Mobile).number : (values.username as string);
  if (!(await usernameFree(deps.db, ctx.merchant.id, username))) throw new ApiError(409, 'USERNAME_TAKEN', 'usernameTaken', { value: { field: 'username', in: 'body' } });
  if (mobile && (await findByMobile(deps.db, ctx.merchant.id, mobile))) throw new ApiError(409, 'MOBILE_TAKEN', 'mobileTaken', { value: { field: 'mobileNum', in: 'body' } });
  if (smsVerification && mobile) assertCode(await checkCode(deps.db, ctx.merchant.id, 'register', formatMobile(mobile), values.verificationCode, deps.now()));

  const invitation = values.affiliateCode ?? (typeof body.referralCode === 'string' && body.referralCode.trim() ? body.referralCode.trim() : null);
  const upline = invitation ? await resolveInvitation(deps.db, ctx.merchant.id, invitation) : null;
  // a code that is no agent invitation may be a member's referral code (docs/rewards.md "Referral"): the
  // register form sends a ?referralCode= link's code as referralCode, or as typed in the affiliate code field
  const referrer = invitation && !upline ? await resolveReferralCode(deps.db, ctx.merchant, invitation) : null;
  if (invitation && !upline && !referrer) throw new ApiError(400, 'INVITATION_CODE_ERROR', 'invitationCodeError', { value: { field: values.affiliateCode ? 'affiliateCode' : 'referralCode', in: 'body' } });

  const now = deps.now();
  const profile = Object.fromEntries(PROFILE_FIELDS.filter((f) => values[f]).map((f) => [f, values[f] as string]));
  const type = upline?.accountType ?? MEMBER_TYPE;
  // One transaction: the account, its place in the tree, the invitation link's use count and the referral.
  const member = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await createMember(tx, {
      merchantId: ctx.merchant.id,
      username,
      password,
      type,
      email: values.email ?? null,
      mobile,
      paymentPassword: values.paymentPassword ?? null,
      uplineId: upline ? upline.uplineId : (referrer?.uplineId ?? null),
      affiliateCode: isAgentType(type) ? await freeInvitationCode(tx, ctx.merchant.id) : null,
      recommender: values.recommenderId ?? null,
      profile,
      passwordExpiresAt: passwordExpiry(ctx.settings, now),
      registerUrl: typeof body.registerUrl === 'string' ? body.registerUrl.slice(0, 200) : null,
      registerMethod: mode === 'mobile' ? 'WEB' : null,
      now,
    });
    if (row && upline?.linkId) await countInvitationUse(tx, upline.linkId);
    if (row && referrer) await recordReferral(tx, ctx.merchant.id, row.id, referrer.inviterId, now);
    return row;
  });
  if (!member) throw new ApiError(409, 'USERNAME_TAKEN', 'usernameTaken', { value: { field: 'username', in: 'body' } });
  return completeLogin(deps, ctx, member, 'register');
}
